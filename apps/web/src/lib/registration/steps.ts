import { zodResolver } from "@hookform/resolvers/zod";
import {
  existingCompanySchema,
  newCompanySchema,
  type RegistrationRequest,
  registrationRequestSchema,
} from "@portal/domain/accounts/registration";
import { type Gender, type LegalForm, legalFormSchema } from "@portal/domain/accounts/schemas";
import type { Locale } from "@portal/domain/i18n/locales";
import type { FieldError, FieldErrors, FieldValues, Resolver } from "react-hook-form";
import { z } from "zod";
import { fieldErrorMap } from "../forms/field-messages";

/** The registration's steps (spec section 2); which of them a visitor takes depends on the answers. */
export const registrationSteps = ["legalForm", "login", "companySearch", "companyCreate", "personal"] as const;
export type RegistrationStep = (typeof registrationSteps)[number];

export type NewCompanyValues = {
  corporateName: string;
  countryCode: string;
  siret: string;
  eori: string;
  activityCode: string;
  phone: string;
  street: string;
  zipCode: string;
  city: string;
};

/** Everything the form holds, whatever the path taken: going back and forth never loses an answer. */
export type RegistrationFormValues = {
  legalForm: LegalForm | "";
  email: string;
  password: string;
  /** Login step, professionals: names the company to join without searching for it. */
  siret: string;
  clientCode: string;
  /** Company-selection step: the id of the company picked in the search results. */
  companyId: string;
  /** Whether the professional joins the company picked in the search or creates theirs. */
  companyMode: "search" | "create";
  company: NewCompanyValues;
  gender: Gender | "";
  firstname: string;
  lastname: string;
  phone: string;
  capacityCode: string;
  /** Individuals' postal address. */
  address: { street: string; zipCode: string; city: string; countryCode: string };
  newsletter: boolean;
  acceptTerms: boolean;
  acceptDataProtection: boolean;
};

export type RegistrationField =
  | Exclude<keyof RegistrationFormValues, "company" | "address" | "companyMode">
  | `company.${keyof NewCompanyValues}`
  | `address.${keyof RegistrationFormValues["address"]}`;

// The spec's default identifier type is the SIRET, that is a French company.
const DEFAULT_COUNTRY = "FR";

export const emptyRegistrationForm: RegistrationFormValues = {
  legalForm: "",
  email: "",
  password: "",
  siret: "",
  clientCode: "",
  companyId: "",
  companyMode: "search",
  company: {
    corporateName: "",
    countryCode: DEFAULT_COUNTRY,
    siret: "",
    eori: "",
    activityCode: "",
    phone: "",
    street: "",
    zipCode: "",
    city: "",
  },
  gender: "",
  firstname: "",
  lastname: "",
  phone: "",
  capacityCode: "",
  address: { street: "", zipCode: "", city: "", countryCode: DEFAULT_COUNTRY },
  newsletter: false,
  acceptTerms: false,
  acceptDataProtection: false,
};

type PathValues = Pick<RegistrationFormValues, "legalForm" | "siret" | "clientCode" | "companyMode">;

const given = (value: string) => value.trim() !== "";

/** A professional who gave a SIRET or a client code at the login step skips the company steps. */
export const namesCompanyAtLogin = (values: Pick<RegistrationFormValues, "siret" | "clientCode">) =>
  given(values.siret) || given(values.clientCode);

/**
 * The steps of the path the answers so far imply. Until the legal form is chosen the path is the
 * professional one, the portal's usual visitor.
 */
export function stepsFor(values: PathValues): RegistrationStep[] {
  if (values.legalForm === "individual") return ["legalForm", "login", "personal"];
  if (values.legalForm === "professional" && namesCompanyAtLogin(values)) return ["legalForm", "login", "personal"];
  if (values.companyMode === "create") return ["legalForm", "login", "companySearch", "companyCreate", "personal"];
  return ["legalForm", "login", "companySearch", "personal"];
}

/** The step after `current` on the path, or null at the last one. */
export function nextStep(values: PathValues, current: RegistrationStep): RegistrationStep | null {
  const steps = stepsFor(values);
  return steps[steps.indexOf(current) + 1] ?? null;
}

/** The step before `current` on the path, or null at the first one. */
export function previousStep(values: PathValues, current: RegistrationStep): RegistrationStep | null {
  const steps = stepsFor(values);
  const index = steps.indexOf(current);
  return index > 0 ? (steps[index - 1] ?? null) : null;
}

/** The company identifier asked for: a SIRET for a French company, an EORI number otherwise. */
export const companyIdentifier = (countryCode: string): "siret" | "eori" => (countryCode.trim().toUpperCase() === "FR" ? "siret" : "eori");

const companyFields = [
  "company.corporateName",
  "company.countryCode",
  "company.siret",
  "company.eori",
  "company.activityCode",
  "company.phone",
  "company.street",
  "company.zipCode",
  "company.city",
] as const satisfies readonly RegistrationField[];

/** The fields a step validates before the next one opens, in the order they are shown. */
export function stepFields(step: RegistrationStep, legalForm: RegistrationFormValues["legalForm"]): RegistrationField[] {
  const professional = legalForm !== "individual";
  switch (step) {
    case "legalForm":
      return ["legalForm"];
    case "login":
      return professional ? ["email", "password", "siret", "clientCode"] : ["email", "password"];
    case "companySearch":
      return ["companyId"];
    case "companyCreate":
      return [...companyFields];
    case "personal":
      return [
        "gender",
        "firstname",
        "lastname",
        "phone",
        ...(professional
          ? (["capacityCode"] as const)
          : (["address.street", "address.zipCode", "address.city", "address.countryCode"] as const)),
        "newsletter",
        "acceptTerms",
        "acceptDataProtection",
      ];
  }
}

/** The first step of the path that shows `field`, to lead the visitor back to it. */
export function stepOfField(values: RegistrationFormValues, field: RegistrationField): RegistrationStep | null {
  return stepsFor(values).find((step) => stepFields(step, values.legalForm).includes(field)) ?? null;
}

/** The first field in error along the path, in the order the steps show them. */
export function firstInvalidField(
  values: RegistrationFormValues,
  isInvalid: (field: RegistrationField) => boolean,
): { step: RegistrationStep; field: RegistrationField } | null {
  for (const step of stepsFor(values)) {
    const field = stepFields(step, values.legalForm).find(isInvalid);
    if (field) return { step, field };
  }
  return null;
}

const allFields = new Set<string>([
  ...registrationSteps.flatMap((step) => stepFields(step, "professional")),
  ...stepFields("personal", "individual"),
]);

/**
 * The form field an error path of the request points to (`body.company.siret` →
 * `company.siret`); the company picked in the search is the `companyId` field.
 */
export function formFieldOf(path: string): RegistrationField | null {
  const field = path.replace(/^body\./, "");
  if (field === "company" || field === "company.id") return "companyId";
  return allFields.has(field) ? (field as RegistrationField) : null;
}

/** API field errors on the form's fields; the API's own zod keys (`validation.x`) lose their prefix. */
export function fieldErrorsOf(errors: PathError[]): { field: RegistrationField; message: string }[] {
  return errors.flatMap(({ path, message }) => {
    const field = formFieldOf(path);
    return field ? [{ field, message: message.replace(/^validation\./, "") }] : [];
  });
}

const optional = (value: string) => (given(value) ? value : undefined);

function newCompanyBody(company: NewCompanyValues) {
  const { siret, eori, ...rest } = company;
  // Only the identifier of the chosen country is sent: the other may be left from an earlier choice.
  return companyIdentifier(company.countryCode) === "siret" ? { ...rest, siret: optional(siret) } : { ...rest, eori: optional(eori) };
}

function companyBody(values: RegistrationFormValues) {
  if (values.companyMode === "create") return newCompanyBody(values.company);
  return given(values.companyId) ? { id: Number(values.companyId) } : undefined;
}

const personBody = (values: RegistrationFormValues, localeCode: Locale) => ({
  email: values.email,
  password: values.password,
  gender: values.gender,
  firstname: values.firstname,
  lastname: values.lastname,
  phone: values.phone,
  newsletter: values.newsletter,
  acceptTerms: values.acceptTerms,
  acceptDataProtection: values.acceptDataProtection,
  localeCode,
});

/**
 * The request body the answers make, before validation: only what the path taken asks for
 * (no company for an individual, no company steps when the login step named one).
 */
export function registrationBody(values: RegistrationFormValues, localeCode: Locale): Record<string, unknown> {
  if (values.legalForm === "individual") {
    return { legalForm: "individual", ...personBody(values, localeCode), address: values.address };
  }
  const named = namesCompanyAtLogin(values);
  return {
    legalForm: values.legalForm,
    ...personBody(values, localeCode),
    siret: optional(values.siret),
    clientCode: optional(values.clientCode),
    company: named ? undefined : companyBody(values),
    capacityCode: values.capacityCode,
  };
}

/** A field error as the API words it: the request path and a field message key. */
export type PathError = { path: string; message: string };

export type BuiltRequest = { ok: true; request: RegistrationRequest } | { ok: false; errors: PathError[] };

/** The request to send, checked by the API's own schema; its errors carry the request paths. */
export function buildRegistrationRequest(values: RegistrationFormValues, localeCode: Locale): BuiltRequest {
  const parsed = registrationRequestSchema.safeParse(registrationBody(values, localeCode), { error: fieldErrorMap });
  if (parsed.success) return { ok: true, request: parsed.data };
  return { ok: false, errors: parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })) };
}

/** What happens after the e-mail is confirmed: joining a company waits for its administrator. */
export type RegistrationOutcome = "join" | "create" | "individual";

export function registrationOutcome(values: RegistrationFormValues): RegistrationOutcome {
  if (values.legalForm === "individual") return "individual";
  return namesCompanyAtLogin(values) || values.companyMode === "search" ? "join" : "create";
}

// ---- validation, one step at a time ----

const [professionalSchema, individualSchema] = registrationRequestSchema.options;

function pick<Shape extends z.ZodRawShape, Key extends keyof Shape & string>(shape: Shape, keys: readonly Key[]) {
  return z.object(Object.fromEntries(keys.map((key) => [key, shape[key]])) as Pick<Shape, Key>);
}

const personKeys = ["gender", "firstname", "lastname", "phone", "newsletter", "acceptTerms", "acceptDataProtection"] as const;

/**
 * The domain asks for the SIRET (France) or the EORI number (elsewhere) only once every other
 * field of the company is valid; checked on its own too, the step reports all that is missing at once.
 */
const companyIdentifierSchema = z
  .object({ company: z.object({ countryCode: z.string(), siret: z.string().optional(), eori: z.string().optional() }) })
  .superRefine(({ company }, ctx) => {
    if (!given(company.countryCode)) return;
    const identifier = companyIdentifier(company.countryCode);
    if (company[identifier] === undefined)
      ctx.addIssue({ code: "custom", path: ["company", identifier], message: `${identifier}.required` });
  });

const schemas = {
  legalForm: z.object({ legalForm: legalFormSchema }),
  loginProfessional: pick(professionalSchema.shape, ["email", "password", "siret", "clientCode"]),
  loginIndividual: pick(individualSchema.shape, ["email", "password"]),
  companySearch: z
    .object({ company: existingCompanySchema.optional() })
    .refine((body) => body.company !== undefined, { path: ["company"], message: "registration.company_required" }),
  companyCreate: z.object({ company: newCompanySchema }),
  personalProfessional: pick(professionalSchema.shape, [...personKeys, "capacityCode"]),
  personalIndividual: pick(individualSchema.shape, [...personKeys, "address"]),
};

type StepSchema = z.ZodType<FieldValues, FieldValues>;

/** The slices of the request's schema a step checks, read against the request body the answers make. */
export function stepSchemas(step: RegistrationStep, legalForm: RegistrationFormValues["legalForm"]): StepSchema[] {
  const professional = legalForm !== "individual";
  switch (step) {
    case "legalForm":
      return [schemas.legalForm];
    case "login":
      return [professional ? schemas.loginProfessional : schemas.loginIndividual];
    case "companySearch":
      return [schemas.companySearch];
    case "companyCreate":
      return [schemas.companyCreate, companyIdentifierSchema];
    case "personal":
      return [professional ? schemas.personalProfessional : schemas.personalIndividual];
  }
}

type ErrorTree = Record<string, unknown>;
const isFieldError = (value: unknown): value is FieldError => typeof value === "object" && value !== null && "type" in value;

/** Adds the errors of `extra` on fields `errors` has none for (one level of nesting: `company.siret`). */
function mergeErrors(errors: ErrorTree, extra: ErrorTree): ErrorTree {
  const merged = { ...errors };
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key];
    if (current === undefined) merged[key] = value;
    else if (!isFieldError(current) && !isFieldError(value)) merged[key] = { ...(value as ErrorTree), ...(current as ErrorTree) };
  }
  return merged;
}

/**
 * The form's resolver: every step of the path is checked with its slices of the request's schema,
 * and `trigger(stepFields(step))` keeps only the fields of the step being left.
 */
export const registrationResolver: Resolver<RegistrationFormValues> = async (values, context, options) => {
  // The language only matters to the request sent; any valid one serves the checks.
  const body = registrationBody(values, "fr");
  const { criteriaMode, fields, shouldUseNativeValidation } = options;
  let errors: ErrorTree = {};
  for (const step of stepsFor(values)) {
    // Creating the company passes through the search without picking one there.
    if (step === "companySearch" && values.companyMode === "create") continue;
    for (const schema of stepSchemas(step, values.legalForm)) {
      const result = await zodResolver(schema, { error: fieldErrorMap })(body, context, {
        criteriaMode,
        fields,
        shouldUseNativeValidation,
      });
      let found: ErrorTree = result.errors;
      if (step === "companySearch") {
        // The request's `company` ({ id }) is the form's `companyId`.
        const company = result.errors.company as (FieldError & { id?: FieldError }) | undefined;
        const error = company?.id ?? company;
        found = error ? { companyId: error } : {};
      }
      errors = mergeErrors(errors, found);
    }
  }
  if (Object.keys(errors).length === 0) return { values, errors: {} };
  return { values: {}, errors: errors as FieldErrors<RegistrationFormValues> };
};
