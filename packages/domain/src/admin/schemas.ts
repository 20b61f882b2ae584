import { z } from "zod";

/*
 * The provider-staff API's own requests and answers (/api/v2/admin): staff log in with the same
 * request as customers (loginRequestSchema) but receive an access token of their own kind. Each
 * area keeps the schemas of its admin routes.
 */

export const adminLimits = { maxPageSize: 100, defaultPageSize: 20, refusalReasonMaxLength: 500 } as const;

export const staffTokenSchema = z.object({
  token: z.string(),
  /** Seconds until the access token expires; staff log in again after that. */
  expires_in: z.number().int(),
});
export type StaffToken = z.infer<typeof staffTokenSchema>;
