import type { CompanyStatus } from "../accounts/schemas";

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
