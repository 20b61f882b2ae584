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

/**
 * Whether a member may see a company's details (identifiers, client code, address, phone): only
 * once their access is enabled. Someone asking to join, or disabled, sees its name alone.
 */
export function seesCompanyDetails(membership: Pick<MembershipState, "enabled">): boolean {
  return membership.enabled;
}
