import { describe, expect, it } from "vitest";
import {
  buildRegistrationRequest,
  companyIdentifier,
  emptyRegistrationForm,
  fieldErrorsOf,
  firstInvalidField,
  formFieldOf,
  nextStep,
  previousStep,
  type RegistrationField,
  type RegistrationFormValues,
  type RegistrationStep,
  registrationOutcome,
  registrationResolver,
  stepFields,
  stepsFor,
} from "./steps";

const SIRET = "73282932000074";

function form(overrides: Partial<RegistrationFormValues> = {}): RegistrationFormValues {
  return {
    ...emptyRegistrationForm,
    email: " Jeanne.Martin@Example.com ",
    password: "Secret123",
    gender: "mme",
    firstname: "Jeanne",
    lastname: "Martin",
    phone: "+33 2 41 00 00 00",
    capacityCode: "manager",
    acceptTerms: true,
    acceptDataProtection: true,
    ...overrides,
  };
}

const newCompany = {
  corporateName: "Motoculture Martin",
  countryCode: "FR",
  siret: SIRET,
  eori: "FR123",
  activityCode: "dealer",
  phone: "02 41 00 00 00",
  street: "12 rue des Forges",
  zipCode: "49000",
  city: "Angers",
};

/** Field errors of one step, as `trigger(stepFields(step))` keeps them. */
async function stepErrors(values: RegistrationFormValues, step: RegistrationStep): Promise<Record<string, string>> {
  const { errors } = await registrationResolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
    criteriaMode: "firstError",
  });
  const found: Record<string, string> = {};
  for (const field of stepFields(step, values.legalForm)) {
    const [group, key] = field.split(".") as [string, string | undefined];
    const entry = (errors as Record<string, Record<string, { message?: string }> & { message?: string }>)[group];
    const error = key ? entry?.[key] : entry;
    if (error?.message) found[field] = error.message;
  }
  return found;
}

describe("stepsFor", () => {
  it.each<[string, Partial<RegistrationFormValues>, RegistrationStep[]]>([
    ["no legal form yet: the professional path", {}, ["legalForm", "login", "companySearch", "personal"]],
    ["an individual", { legalForm: "individual" }, ["legalForm", "login", "personal"]],
    ["a professional searching their company", { legalForm: "professional" }, ["legalForm", "login", "companySearch", "personal"]],
    [
      "a professional creating their company",
      { legalForm: "professional", companyMode: "create" },
      ["legalForm", "login", "companySearch", "companyCreate", "personal"],
    ],
    ["a professional naming the company by SIRET", { legalForm: "professional", siret: SIRET }, ["legalForm", "login", "personal"]],
    [
      "a professional naming the company by client code, even after choosing to create one",
      { legalForm: "professional", clientCode: "C1024", companyMode: "create" },
      ["legalForm", "login", "personal"],
    ],
    [
      "blank identifiers name no company",
      { legalForm: "professional", siret: "  ", clientCode: " " },
      ["legalForm", "login", "companySearch", "personal"],
    ],
    ["an individual's leftover SIRET is ignored", { legalForm: "individual", siret: SIRET }, ["legalForm", "login", "personal"]],
  ])("%s", (_, overrides, steps) => {
    expect(stepsFor(form(overrides))).toEqual(steps);
  });
});

describe("nextStep and previousStep", () => {
  it("follow the path the answers imply", () => {
    const creating = form({ legalForm: "professional", companyMode: "create" });
    expect(nextStep(creating, "companySearch")).toBe("companyCreate");
    expect(nextStep(creating, "companyCreate")).toBe("personal");
    expect(previousStep(creating, "personal")).toBe("companyCreate");

    const joining = form({ legalForm: "professional", companyMode: "search" });
    expect(nextStep(joining, "companySearch")).toBe("personal");
    expect(previousStep(joining, "personal")).toBe("companySearch");

    const named = form({ legalForm: "professional", clientCode: "C1024" });
    expect(nextStep(named, "login")).toBe("personal");
    expect(previousStep(named, "personal")).toBe("login");
  });

  it("stop at both ends", () => {
    expect(previousStep(form(), "legalForm")).toBeNull();
    expect(nextStep(form({ legalForm: "individual" }), "personal")).toBeNull();
  });
});

describe("stepFields", () => {
  it.each<[RegistrationStep, RegistrationFormValues["legalForm"], RegistrationField[]]>([
    ["legalForm", "", ["legalForm"]],
    ["login", "professional", ["email", "password", "siret", "clientCode"]],
    ["login", "individual", ["email", "password"]],
    ["companySearch", "professional", ["companyId"]],
    [
      "companyCreate",
      "professional",
      [
        "company.corporateName",
        "company.countryCode",
        "company.siret",
        "company.eori",
        "company.activityCode",
        "company.phone",
        "company.street",
        "company.zipCode",
        "company.city",
      ],
    ],
    [
      "personal",
      "professional",
      ["gender", "firstname", "lastname", "phone", "capacityCode", "newsletter", "acceptTerms", "acceptDataProtection"],
    ],
    [
      "personal",
      "individual",
      [
        "gender",
        "firstname",
        "lastname",
        "phone",
        "address.street",
        "address.zipCode",
        "address.city",
        "address.countryCode",
        "newsletter",
        "acceptTerms",
        "acceptDataProtection",
      ],
    ],
  ])("%s (%s)", (step, legalForm, fields) => {
    expect(stepFields(step, legalForm)).toEqual(fields);
  });
});

describe("companyIdentifier", () => {
  it.each([
    ["FR", "siret"],
    [" fr ", "siret"],
    ["BE", "eori"],
    ["DE", "eori"],
  ])("%s asks for %s", (country, identifier) => {
    expect(companyIdentifier(country)).toBe(identifier);
  });
});

describe("the resolver, step by step", () => {
  it("asks for the legal form first", async () => {
    expect(await stepErrors(form(), "legalForm")).toEqual({ legalForm: "required" });
  });

  it("checks the login data with the domain's rules", async () => {
    const errors = await stepErrors(form({ legalForm: "professional", email: "jeanne@", password: "secret", siret: "123" }), "login");
    expect(errors).toEqual({ email: "email", password: "password.min_length", siret: "siret.invalid" });
    expect(await stepErrors(form({ legalForm: "professional", siret: SIRET, clientCode: "" }), "login")).toEqual({});
  });

  it("asks for a company picked in the search", async () => {
    const values = form({ legalForm: "professional" });
    expect(await stepErrors(values, "companySearch")).toEqual({ companyId: "registration.company_required" });
    expect(await stepErrors({ ...values, companyId: "12" }, "companySearch")).toEqual({});
  });

  it("accepts a whole form that creates a company: the search it passed through asks for nothing then", async () => {
    const values = form({ legalForm: "professional", companyMode: "create", company: newCompany });
    const { errors } = await registrationResolver(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
      criteriaMode: "firstError",
    });
    expect(errors).toEqual({});
  });

  it("reports the missing SIRET of a French company with the other missing fields", async () => {
    const values = form({ legalForm: "professional", companyMode: "create" });
    expect(await stepErrors(values, "companyCreate")).toEqual({
      "company.corporateName": "required",
      "company.siret": "siret.required",
      "company.activityCode": "required",
      "company.phone": "phone.invalid",
      "company.street": "required",
      "company.zipCode": "required",
      "company.city": "required",
    });
  });

  it("asks for an EORI number outside France and ignores a SIRET left from an earlier choice", async () => {
    const values = form({ legalForm: "professional", companyMode: "create", company: { ...newCompany, countryCode: "BE", eori: "" } });
    expect(await stepErrors(values, "companyCreate")).toEqual({ "company.eori": "eori.required" });
    const withEori = { ...values, company: { ...values.company, eori: "BE0123456789" } };
    expect(await stepErrors(withEori, "companyCreate")).toEqual({});
  });

  it("requires both consents and the individual's address", async () => {
    const values = form({ legalForm: "individual", gender: "", acceptTerms: false, acceptDataProtection: false });
    expect(await stepErrors(values, "personal")).toEqual({
      gender: "required",
      "address.street": "required",
      "address.zipCode": "required",
      "address.city": "required",
      acceptTerms: "registration.terms_required",
      acceptDataProtection: "registration.data_protection_required",
    });
  });

  it("asks a professional for their role in the company", async () => {
    expect(await stepErrors(form({ legalForm: "professional", capacityCode: "" }), "personal")).toEqual({ capacityCode: "required" });
  });
});

describe("buildRegistrationRequest", () => {
  it("joins the company named at the login step, without company data", () => {
    const built = buildRegistrationRequest(
      form({ legalForm: "professional", siret: "732 829 320 00074", companyMode: "create", company: newCompany, companyId: "4" }),
      "fr",
    );
    expect(built).toEqual({
      ok: true,
      request: {
        legalForm: "professional",
        email: "jeanne.martin@example.com",
        password: "Secret123",
        gender: "mme",
        firstname: "Jeanne",
        lastname: "Martin",
        phone: "+33 2 41 00 00 00",
        newsletter: false,
        acceptTerms: true,
        acceptDataProtection: true,
        localeCode: "fr",
        siret: SIRET,
        capacityCode: "manager",
      },
    });
  });

  it("joins the company picked in the search", () => {
    const built = buildRegistrationRequest(form({ legalForm: "professional", companyId: "42", newsletter: true }), "de");
    expect(built.ok && built.request).toMatchObject({ company: { id: 42 }, newsletter: true, localeCode: "de" });
    expect(built.ok && "siret" in built.request && built.request.siret).toBeFalsy();
  });

  it("creates a French company with its SIRET only", () => {
    const built = buildRegistrationRequest(
      form({ legalForm: "professional", companyMode: "create", company: newCompany, companyId: "42" }),
      "fr",
    );
    expect(built.ok && built.request).toMatchObject({
      company: { corporateName: "Motoculture Martin", siret: SIRET, countryCode: "FR", zipCode: "49000" },
    });
    expect(built.ok && built.request.legalForm === "professional" && built.request.company).not.toHaveProperty("eori");
  });

  it("creates a foreign company with its EORI number only", () => {
    const company = { ...newCompany, countryCode: "BE", eori: "be 0123456789" };
    const built = buildRegistrationRequest(form({ legalForm: "professional", companyMode: "create", company }), "nl");
    expect(built.ok && built.request).toMatchObject({ company: { eori: "BE0123456789", countryCode: "BE" } });
    expect(built.ok && built.request.legalForm === "professional" && built.request.company).not.toHaveProperty("siret");
  });

  it("sends an individual's address and nothing of a company", () => {
    const address = { street: "3 chemin des Vignes", zipCode: "49100", city: "Angers", countryCode: "FR" };
    const built = buildRegistrationRequest(
      form({ legalForm: "individual", address, siret: SIRET, companyId: "42", companyMode: "create", company: newCompany }),
      "fr",
    );
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.request).toMatchObject({ legalForm: "individual", address });
    for (const key of ["siret", "clientCode", "company", "capacityCode"]) expect(built.request).not.toHaveProperty(key);
  });

  it("returns the request paths of what is still wrong", () => {
    const built = buildRegistrationRequest(form({ legalForm: "professional", acceptTerms: false }), "fr");
    expect(built).toEqual({ ok: false, errors: [{ path: "acceptTerms", message: "registration.terms_required" }] });
  });
});

describe("API errors on the form's fields", () => {
  it.each<[string, RegistrationField | null]>([
    ["body.company.siret", "company.siret"],
    ["company.eori", "company.eori"],
    ["body.address.zipCode", "address.zipCode"],
    ["body.company", "companyId"],
    ["body.company.id", "companyId"],
    ["email", "email"],
    ["body.localeCode", null],
    ["body", null],
  ])("%s → %s", (path, field) => {
    expect(formFieldOf(path)).toBe(field);
  });

  it("keeps the messages the web translates and drops unknown paths", () => {
    expect(
      fieldErrorsOf([
        { path: "body.company.siret", message: "siret.invalid" },
        { path: "body.firstname", message: "validation.too_big" },
        { path: "body.localeCode", message: "validation.enum" },
      ]),
    ).toEqual([
      { field: "company.siret", message: "siret.invalid" },
      { field: "firstname", message: "too_big" },
    ]);
  });

  it("finds the first field in error along the path", () => {
    const values = form({ legalForm: "professional", companyMode: "create" });
    const invalid = new Set<RegistrationField>(["acceptTerms", "company.city", "email"]);
    expect(firstInvalidField(values, (field) => invalid.has(field))).toEqual({ step: "login", field: "email" });
    invalid.delete("email");
    expect(firstInvalidField(values, (field) => invalid.has(field))).toEqual({ step: "companyCreate", field: "company.city" });
    expect(firstInvalidField(values, () => false)).toBeNull();
  });
});

describe("registrationOutcome", () => {
  it.each<[string, Partial<RegistrationFormValues>, string]>([
    ["joining the company named by SIRET", { legalForm: "professional", siret: SIRET }, "join"],
    ["joining the company picked in the search", { legalForm: "professional", companyMode: "search", companyId: "3" }, "join"],
    ["creating a company", { legalForm: "professional", companyMode: "create" }, "create"],
    ["an individual", { legalForm: "individual", companyMode: "create" }, "individual"],
  ])("%s", (_, overrides, outcome) => {
    expect(registrationOutcome(form(overrides))).toBe(outcome);
  });
});
