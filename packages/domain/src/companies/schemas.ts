import { z } from "zod";
import { activeCompanySchema, companyStatusSchema, legalFormSchema } from "../accounts/schemas";
import { isValidSirenOrSiret, normalizeSiret } from "./siret";

/** Spec section 5: a SIREN or SIRET with a valid checksum; spaces and dots as people type them are allowed. */
export const siretQuerySchema = z.strictObject({
  siret: z
    .string()
    .max(20)
    .transform(normalizeSiret)
    .refine((value) => /^\d+$/.test(value) && isValidSirenOrSiret(value), "siret.invalid"),
});

/** A company one may ask to join: only what the requester needs to recognise it. */
export const availableCompanySchema = z.object({ id: z.number().int(), corporateName: z.string(), city: z.string().nullable() });
export type AvailableCompany = z.infer<typeof availableCompanySchema>;

export const assignCompanyRequestSchema = z.strictObject({ company: z.number().int().positive() });

/** Spec: 'Add-company result: isAdmin'; the new membership waits for the administrator. */
export const assignCompanyResultSchema = z.object({ isAdmin: z.boolean(), enabled: z.boolean() });

export const companyDetailSchema = activeCompanySchema.extend({
  /** `member`: the caller's access is enabled and they see the company; `pending`: see `pendingCompanySchema`. */
  membership: z.literal("member"),
  legalForm: legalFormSchema,
  status: companyStatusSchema,
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

/** A company the caller asked to join (or was disabled in): its name and nothing else until they are enabled. */
export const pendingCompanySchema = z.object({
  id: z.number().int(),
  corporateName: z.string(),
  membership: z.literal("pending"),
});

export const companyViewSchema = z.discriminatedUnion("membership", [companyDetailSchema, pendingCompanySchema]);
export type CompanyView = z.infer<typeof companyViewSchema>;

/** The company's terms on catalogue prices, for its own members: the discount `discountedPrice` applies. */
export const companyPricingSchema = z.object({ discountBasisPoints: z.number().int().min(0).max(10_000) });
export type CompanyPricing = z.infer<typeof companyPricingSchema>;

/** One of the customer's companies with its business activity, in the request's language. */
export const companyActivitySchema = z.object({
  companyId: z.number().int(),
  corporateName: z.string(),
  activity: z.object({ code: z.string(), name: z.string() }).nullable(),
});
export type CompanyActivity = z.infer<typeof companyActivitySchema>;
