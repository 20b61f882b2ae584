import type { CompanyStatus } from "./schemas";

export type MembershipState = { enabled: boolean; isAdmin: boolean; companyStatus: CompanyStatus };

/**
 * Whether a member may act for a company (spec section 4): their access is enabled and the
 * company validated, except that the administrator of a newly created company may order as soon
 * as their e-mail is verified, while provider staff still validate the company.
 */
export function isMembershipUsable(membership: MembershipState): boolean {
  if (!membership.enabled) return false;
  return membership.companyStatus === "enabled" || (membership.companyStatus === "waiting_validation" && membership.isAdmin);
}
