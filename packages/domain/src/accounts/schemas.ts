import { z } from "zod";
import { localeSchema } from "../i18n/locale-schema";
import { newPasswordSchema } from "./password-policy";

export const genders = ["mme", "mr"] as const;
export const genderSchema = z.enum(genders);
export type Gender = z.infer<typeof genderSchema>;

export const companyStatuses = ["not_enabled", "waiting_validation", "enabled"] as const;
export const companyStatusSchema = z.enum(companyStatuses);
export type CompanyStatus = z.infer<typeof companyStatusSchema>;

export const legalForms = ["individual", "professional"] as const;
export const legalFormSchema = z.enum(legalForms);
export type LegalForm = z.infer<typeof legalFormSchema>;

/** What a single-use token sent by e-mail lets its holder do. */
export const accountTokenPurposes = ["email_verification", "password_reset", "email_change"] as const;
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number];

/** Per-user rights inside a company (spec section 6). */
export const rights = ["order.place", "order.view_all", "quote.request", "quote.view_all", "warranty.request"] as const;
export const rightSchema = z.enum(rights);
export type Right = z.infer<typeof rightSchema>;

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email().max(180));
const nameSchema = z.string().trim().min(1).max(60);
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ().-]{6,20}$/, "phone.invalid");

// ---- authentication ----

export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1).max(128),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const tokenPairSchema = z.object({
  token: z.string(),
  refresh_token: z.string(),
  /** Seconds until the access token expires. */
  expires_in: z.number().int(),
  customerId: z.number().int(),
  /** Active company, null until the customer picks one of several. */
  company: z.number().int().nullable(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const refreshRequestSchema = z.strictObject({ refresh_token: z.string().min(20).max(200).optional() });

export const chooseCompanyRequestSchema = z.strictObject({ company: z.number().int().positive().max(2_147_483_647) });

// ---- customer ----

export const membershipSchema = z.object({
  id: z.number().int(),
  corporateName: z.string(),
  clientCode: z.string().nullable(),
  city: z.string().nullable(),
  status: companyStatusSchema,
  isAdmin: z.boolean(),
  enabled: z.boolean(),
  capacity: z.string().nullable(),
});
export type Membership = z.infer<typeof membershipSchema>;

export const activeCompanySchema = z.object({
  id: z.number().int(),
  corporateName: z.string(),
  siret: z.string().nullable(),
  clientCode: z.string().nullable(),
  activity: z.string().nullable(),
  phone: z.string().nullable(),
  street: z.string().nullable(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  shippingAddress: z.object({ zipCode: z.string().nullable(), country: z.string().nullable() }),
});

export const customerSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  /** A new address waiting for confirmation through the link sent to it; `email` stays the login until then. */
  pendingEmail: z.string().nullable(),
  gender: genderSchema,
  firstname: z.string(),
  lastname: z.string(),
  phone: z.string().nullable(),
  localeCode: localeSchema,
  newsletter: z.boolean(),
  enabled: z.boolean(),
  /** Administrator of the active company. */
  isAdmin: z.boolean(),
  capacity: z.string().nullable(),
  company: activeCompanySchema.nullable(),
  companies: z.array(membershipSchema),
  /** Rights in the active company. */
  aces: z.record(rightSchema, z.boolean()),
});
export type Customer = z.infer<typeof customerSchema>;

export const customerUpdateSchema = z.strictObject({
  gender: genderSchema,
  firstname: nameSchema,
  lastname: nameSchema,
  email: emailSchema,
  phone: z
    .union([phoneSchema, z.literal("")])
    .optional()
    .transform((value) => value || null),
  localeCode: localeSchema.optional(),
  newsletter: z.boolean().optional(),
});
export type CustomerUpdateInput = z.input<typeof customerUpdateSchema>;
export type CustomerUpdate = z.output<typeof customerUpdateSchema>;

export const passwordChangeSchema = z
  .strictObject({
    currentPassword: z.string().min(1).max(128),
    newPassword: newPasswordSchema,
    confirmation: z.string(),
  })
  .refine((value) => value.newPassword === value.confirmation, {
    path: ["confirmation"],
    message: "password.confirmation_mismatch",
  });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

export const customerExistsSchema = z.object({ exists: z.boolean() });

// ---- reference lists ----

export const countrySchema = z.object({ code: z.string().length(2), name: z.string(), allowedForAddresses: z.boolean() });
export const capacitySchema = z.object({ code: z.string(), name: z.string() });
export const activitySchema = z.object({ code: z.string(), name: z.string() });
