import { describe, expect, it } from "vitest";
import { withLuhnCheckDigit } from "../companies/siret";
import { passwordResetRequestSchema, passwordResetSchema } from "./recovery";
import { companySearchQuerySchema, registrationRequestSchema, verificationRequestSchema } from "./registration";

const validSiret = withLuhnCheckDigit("7321549870001");

const person = {
  email: " Anne.Martin@Example.com ",
  password: "Register-2026",
  gender: "mme",
  firstname: "Anne",
  lastname: "Martin",
  phone: "+33 6 11 22 33 44",
  acceptTerms: true,
  acceptDataProtection: true,
  localeCode: "fr",
};

const newCompany = {
  corporateName: "Martin Espaces Verts",
  siret: validSiret,
  activityCode: "landscaper",
  phone: "+33 2 40 00 00 00",
  street: "3 rue des Lilas",
  zipCode: "44000",
  city: "Nantes",
  countryCode: "FR",
};

const professional = { legalForm: "professional", ...person, capacityCode: "manager", company: newCompany };
const messagesOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe("registration request", () => {
  it("accepts a professional creating a company, normalising e-mail and SIRET", () => {
    const parsed = registrationRequestSchema.parse({
      ...professional,
      company: { ...newCompany, siret: `${validSiret.slice(0, 3)} ${validSiret.slice(3, 9)} ${validSiret.slice(9)}` },
    });
    expect(parsed.email).toBe("anne.martin@example.com");
    expect(parsed.newsletter).toBe(false);
    expect(parsed.legalForm === "professional" && parsed.company && "siret" in parsed.company && parsed.company.siret).toBe(validSiret);
  });

  it.each([
    [
      "a SIRET failing its checksum",
      { ...newCompany, siret: `${validSiret.slice(0, 13)}${(Number(validSiret[13]) + 1) % 10}` },
      "siret.invalid",
    ],
    ["a SIRET of the wrong length", { ...newCompany, siret: "1234567" }, "siret.invalid"],
    ["a French company without SIRET", { ...newCompany, siret: undefined }, "siret.required"],
    ["a German company without EORI", { ...newCompany, siret: undefined, countryCode: "DE" }, "eori.required"],
    ["a malformed EORI", { ...newCompany, siret: undefined, countryCode: "DE", eori: "123" }, "eori.invalid"],
    ["a SIRET abroad", { ...newCompany, countryCode: "BE", eori: "BE0123456789" }, "siret.not_expected"],
  ])("refuses %s", (_, company, message) => {
    expect(messagesOf(registrationRequestSchema.safeParse({ ...professional, company }))).toContain(message);
  });

  it("accepts a SIREN and an EORI abroad", () => {
    const siren = withLuhnCheckDigit("73215498");
    expect(registrationRequestSchema.safeParse({ ...professional, company: { ...newCompany, siret: siren } }).success).toBe(true);
    const german = { ...newCompany, siret: undefined, countryCode: "de", eori: "de 123456789" };
    const parsed = registrationRequestSchema.parse({ ...professional, company: german });
    expect(parsed.legalForm === "professional" && parsed.company && "eori" in parsed.company && parsed.company.eori).toBe("DE123456789");
  });

  it("requires both acceptances, with their own message", () => {
    const refused = registrationRequestSchema.safeParse({ ...professional, acceptTerms: false, acceptDataProtection: undefined });
    expect(messagesOf(refused)).toEqual(expect.arrayContaining(["registration.terms_required", "registration.data_protection_required"]));
  });

  it("applies the password policy and refuses unknown fields", () => {
    expect(messagesOf(registrationRequestSchema.safeParse({ ...professional, password: "short" }))).toContain("password.min_length");
    expect(registrationRequestSchema.safeParse({ ...professional, isAdmin: true }).success).toBe(false);
    expect(registrationRequestSchema.safeParse({ ...professional, company: { ...newCompany, status: "enabled" } }).success).toBe(false);
  });

  it("lets a professional join by company id, or by SIRET or client code at the login step", () => {
    expect(registrationRequestSchema.safeParse({ ...professional, company: { id: 12 } }).success).toBe(true);
    expect(registrationRequestSchema.safeParse({ ...professional, company: undefined, clientCode: "c10001" }).success).toBe(true);
    expect(registrationRequestSchema.safeParse({ ...professional, company: { id: 12 }, siret: validSiret }).success).toBe(true);
    expect(messagesOf(registrationRequestSchema.safeParse({ ...professional, company: undefined }))).toContain(
      "registration.company_required",
    );
    expect(messagesOf(registrationRequestSchema.safeParse({ ...professional, siret: validSiret }))).toContain(
      "registration.company_conflict",
    );
  });

  it("gives an individual a postal address instead of a company", () => {
    const individual = {
      legalForm: "individual",
      ...person,
      address: { street: "1 rue Haute", zipCode: "49000", city: "Angers", countryCode: "fr" },
    };
    const parsed = registrationRequestSchema.parse(individual);
    expect(parsed.legalForm === "individual" && parsed.address.countryCode).toBe("FR");
    expect(registrationRequestSchema.safeParse({ ...individual, company: newCompany }).success).toBe(false);
    expect(registrationRequestSchema.safeParse({ ...individual, address: undefined }).success).toBe(false);
    expect(registrationRequestSchema.safeParse({ ...individual, legalForm: "company" }).success).toBe(false);
  });
});

describe("company search query", () => {
  it("needs a zip code or a city of at least 2 characters", () => {
    expect(companySearchQuerySchema.safeParse({ zipCode: "49" }).success).toBe(true);
    expect(companySearchQuerySchema.safeParse({ city: "An" }).success).toBe(true);
    expect(companySearchQuerySchema.safeParse({ city: "A" }).success).toBe(false);
    expect(companySearchQuerySchema.safeParse({}).success).toBe(false);
    expect(companySearchQuerySchema.safeParse({ siret: "123456789" }).success).toBe(false);
  });
});

describe("e-mailed link requests", () => {
  it("accepts only tokens shaped as issued", () => {
    expect(verificationRequestSchema.safeParse({ token: "a".repeat(43), localeCode: "de" }).success).toBe(true);
    expect(verificationRequestSchema.safeParse({ token: "bad token!" }).success).toBe(false);
    expect(verificationRequestSchema.safeParse({ localeCode: "es" }).success).toBe(false);
  });

  it("checks the new password and its confirmation", () => {
    expect(passwordResetSchema.safeParse({ newPassword: "Newpass-2027", confirmation: "Newpass-2027" }).success).toBe(true);
    expect(messagesOf(passwordResetSchema.safeParse({ newPassword: "Newpass-2027", confirmation: "Other-2027" }))).toEqual([
      "password.confirmation_mismatch",
    ]);
    expect(messagesOf(passwordResetSchema.safeParse({ newPassword: "weakpass", confirmation: "weakpass" }))).toContain(
      "password.uppercase",
    );
    expect(passwordResetRequestSchema.parse({ email: "A@B.CO" }).email).toBe("a@b.co");
  });
});
