import { z } from "zod";
import { postcodeSchema } from "../addresses/schemas";
import { isValidSirenOrSiret, normalizeSiret } from "../companies/siret";
import { localeSchema } from "../i18n/locale-schema";
import { newPasswordSchema } from "./password-policy";
import { emailSchema, genderSchema, phoneSchema } from "./schemas";

/** Field bounds of the registration form, matching the database columns. */
export const registrationLimits = { name: 60, corporateName: 120, street: 160, city: 80, clientCode: 20, code: 40 } as const;

/** How long the links sent by e-mail stay valid. */
export const EMAIL_VERIFICATION_TTL_HOURS = 48;
export const PASSWORD_RESET_TTL_MINUTES = 60;
export const EMAIL_CHANGE_TTL_HOURS = 24;

const text = (max: number) => z.string().trim().min(1).max(max);
const codeSchema = z.string().trim().min(1).max(registrationLimits.code);
export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/);

/** A French SIREN (9 digits) or SIRET (14 digits) with its checksum; spaces, dots and hyphens are dropped. */
export const siretSchema = z
  .string()
  .trim()
  .transform(normalizeSiret)
  .refine((value) => /^(\d{9}|\d{14})$/.test(value) && isValidSirenOrSiret(value), "siret.invalid");

/** EORI: the country's two letters then up to 15 letters or digits (the database checks the same shape). */
export const eoriSchema = z
  .string()
  .trim()
  .toUpperCase()
  .transform((value) => value.replace(/[\s.-]/g, ""))
  .refine((value) => /^[A-Z]{2}[0-9A-Z]{1,15}$/.test(value), "eori.invalid");

/** The company found by the search of the company-selection step. */
export const existingCompanySchema = z.strictObject({ id: z.number().int().positive() });

/**
 * A company created at registration. French companies are identified by SIRET, the others by
 * their EORI number.
 */
export const newCompanySchema = z
  .strictObject({
    corporateName: text(registrationLimits.corporateName),
    siret: siretSchema.optional(),
    eori: eoriSchema.optional(),
    activityCode: codeSchema,
    phone: phoneSchema,
    street: text(registrationLimits.street),
    zipCode: postcodeSchema,
    city: text(registrationLimits.city),
    countryCode: countryCodeSchema,
  })
  .superRefine((company, ctx) => {
    if (company.countryCode === "FR") {
      if (!company.siret) ctx.addIssue({ code: "custom", path: ["siret"], message: "siret.required" });
      if (company.eori) ctx.addIssue({ code: "custom", path: ["eori"], message: "eori.not_expected" });
    } else {
      if (!company.eori) ctx.addIssue({ code: "custom", path: ["eori"], message: "eori.required" });
      if (company.siret) ctx.addIssue({ code: "custom", path: ["siret"], message: "siret.not_expected" });
    }
  });
export type NewCompany = z.output<typeof newCompanySchema>;

/** An individual's postal address (personal step): it becomes the address of their company of one. */
export const personalAddressSchema = z.strictObject({
  street: text(registrationLimits.street),
  zipCode: postcodeSchema,
  city: text(registrationLimits.city),
  countryCode: countryCodeSchema,
});

const accepted = (message: string) => z.literal(true, { error: message });

const personFields = {
  email: emailSchema,
  password: newPasswordSchema,
  gender: genderSchema,
  firstname: text(registrationLimits.name),
  lastname: text(registrationLimits.name),
  phone: phoneSchema,
  newsletter: z.boolean().default(false),
  acceptTerms: accepted("registration.terms_required"),
  acceptDataProtection: accepted("registration.data_protection_required"),
  localeCode: localeSchema,
};

const professionalSchema = z.strictObject({
  legalForm: z.literal("professional"),
  ...personFields,
  /** Login-data step: identifies the company to join without searching for it. */
  siret: siretSchema.optional(),
  clientCode: z.string().trim().toUpperCase().min(1).max(registrationLimits.clientCode).optional(),
  company: z.union([existingCompanySchema, newCompanySchema]).optional(),
  capacityCode: codeSchema,
});

const individualSchema = z.strictObject({
  legalForm: z.literal("individual"),
  ...personFields,
  address: personalAddressSchema,
});

/**
 * The registration form, sent once at its end (spec section 2). A professional joins a company
 * (named by SIRET or client code at the login step, or picked in the search) or creates one; an
 * individual gets a company of one.
 */
export const registrationRequestSchema = z
  .discriminatedUnion("legalForm", [professionalSchema, individualSchema])
  .superRefine((request, ctx) => {
    if (request.legalForm !== "professional") return;
    const named = request.siret !== undefined || request.clientCode !== undefined;
    if (!named && !request.company) ctx.addIssue({ code: "custom", path: ["company"], message: "registration.company_required" });
    if (named && request.company && !("id" in request.company)) {
      ctx.addIssue({ code: "custom", path: ["company"], message: "registration.company_conflict" });
    }
  });
export type RegistrationRequestInput = z.input<typeof registrationRequestSchema>;
export type RegistrationRequest = z.output<typeof registrationRequestSchema>;

/** What the customer does next: confirm the e-mail address from the link just sent. */
export const registrationResultSchema = z.object({
  customerId: z.number().int(),
  email: z.string(),
  status: z.literal("verify_email"),
});
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

// ---- company search (company-selection step) ----

export const COMPANY_SEARCH_LIMIT = 20;

const searchTerm = z.string().trim().min(2).max(80);

export const companySearchQuerySchema = z
  .strictObject({ zipCode: searchTerm.optional(), city: searchTerm.optional() })
  .refine((query) => query.zipCode !== undefined || query.city !== undefined, {
    message: "company_search.term_required",
    path: ["zipCode"],
  });
export type CompanySearchQuery = z.output<typeof companySearchQuerySchema>;

/** Only what picking a company needs: never its identifiers. */
export const companySearchResultSchema = z.object({
  id: z.number().int(),
  corporateName: z.string(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
});
export type CompanySearchResult = z.infer<typeof companySearchResultSchema>;

// ---- e-mail verification ----

/** Opaque tokens of e-mailed links: base64url, as issued. */
export const emailTokenSchema = z
  .string()
  .min(20)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/);

export const verifyTokenParamsSchema = z.strictObject({ verifyToken: emailTokenSchema });

export const verificationRequestSchema = z.strictObject({
  /** The spec's client repeats the token of the path in the body. */
  token: emailTokenSchema.optional(),
  /** Language of the page the link opened; becomes the customer's language for e-mails. */
  localeCode: localeSchema.optional(),
});

export const verificationNextSteps = ["login", "awaiting_activation", "email_changed"] as const;

export const verificationResultSchema = z.object({
  email: z.string(),
  /**
   * `login`: the account is usable now; `awaiting_activation`: a company administrator must
   * activate it first; `email_changed`: the link confirmed a new address, the account's login from now on.
   */
  next: z.enum(verificationNextSteps),
});
export type VerificationResult = z.infer<typeof verificationResultSchema>;

export const resendVerificationSchema = z.strictObject({ email: emailSchema, localeCode: localeSchema.optional() });
