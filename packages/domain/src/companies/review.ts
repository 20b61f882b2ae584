import { z } from "zod";
import { type CompanyStatus, companyStatusSchema, legalFormSchema } from "../accounts/schemas";
import { adminLimits } from "../admin/schemas";
import { integerText } from "../validation/integers";

/** What provider staff decide about a company account (spec section 4: not enabled, waiting validation, enabled). */
export const companyDecisions = ["validate", "refuse"] as const;
export type CompanyDecision = (typeof companyDecisions)[number];

/**
 * The states each decision applies to, and where it leads. A company is validated out of waiting
 * validation, or again after a refusal; refusing takes it out of waiting validation or withdraws
 * an enabled company.
 */
const transitions: Record<CompanyDecision, { from: readonly CompanyStatus[]; to: CompanyStatus }> = {
  validate: { from: ["waiting_validation", "not_enabled"], to: "enabled" },
  refuse: { from: ["waiting_validation", "enabled"], to: "not_enabled" },
};

export function canDecide(decision: CompanyDecision, status: CompanyStatus): boolean {
  return transitions[decision].from.includes(status);
}

export function statusAfter(decision: CompanyDecision): CompanyStatus {
  return transitions[decision].to;
}

// ---- the staff API of company review (/api/v2/admin/companies, memberships/activate) ----

const databaseId = integerText(z.number().int().positive().max(2_147_483_647));

export const companyReviewQuerySchema = z.strictObject({
  status: companyStatusSchema.default("waiting_validation"),
  page: integerText(z.number().int().min(1).max(100_000)).default(1),
  itemsPerPage: integerText(z.number().int().min(1).max(adminLimits.maxPageSize)).default(adminLimits.defaultPageSize),
});
export type CompanyReviewQuery = z.infer<typeof companyReviewQuerySchema>;

export const companyIdParamsSchema = z.strictObject({ id: databaseId });

/** The manufacturer's customer number, given when a company is validated. */
export const clientCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9-]{0,19}$/);

export const companyValidationSchema = z.strictObject({ clientCode: clientCodeSchema.optional() });
export type CompanyValidation = z.infer<typeof companyValidationSchema>;

export const companyRefusalSchema = z.strictObject({
  reason: z.string().trim().min(1).max(adminLimits.refusalReasonMaxLength),
});
export type CompanyRefusal = z.infer<typeof companyRefusalSchema>;

const bodyId = z.number().int().positive().max(2_147_483_647);
export const membershipActivationSchema = z.strictObject({ customerId: bodyId, companyId: bodyId });
export type MembershipActivation = z.infer<typeof membershipActivationSchema>;

export const companyAdministratorSchema = z.object({
  customerId: z.number().int(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  emailVerified: z.boolean(),
  /** Whether the administrator's access to the company is activated. */
  enabled: z.boolean(),
});

export const reviewedCompanySchema = z.object({
  id: z.number().int(),
  corporateName: z.string(),
  legalForm: legalFormSchema,
  siret: z.string().nullable(),
  eori: z.string().nullable(),
  clientCode: z.string().nullable(),
  activity: z.string().nullable(),
  phone: z.string().nullable(),
  street: z.string().nullable(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  status: companyStatusSchema,
  /** ISO 8601 instant the company was created. */
  createdAt: z.string(),
  administrators: z.array(companyAdministratorSchema),
});
export type ReviewedCompany = z.infer<typeof reviewedCompanySchema>;

export const reviewedCompanyPageSchema = z.object({
  items: z.array(reviewedCompanySchema),
  totalItems: z.number().int(),
  page: z.number().int(),
  itemsPerPage: z.number().int(),
});
export type ReviewedCompanyPage = z.infer<typeof reviewedCompanyPageSchema>;

export const activatedMembershipSchema = z.object({
  customerId: z.number().int(),
  companyId: z.number().int(),
  enabled: z.boolean(),
  isAdmin: z.boolean(),
});
export type ActivatedMembership = z.infer<typeof activatedMembershipSchema>;
