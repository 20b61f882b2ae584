/**
 * Warranty claim states (spec section 4) and the moves between them, as data.
 *
 * Staff run a claim; the customer moves it only by answering a request for more information (their
 * comment puts it back in progress); the portal itself refuses a claim whose replaced parts did not
 * arrive within two months. Accepted and refused claims are closed.
 */
export const warrantyStatuses = [
  "new",
  "in_progress",
  "request_more_information",
  "waiting_piece",
  "waiting_supplier",
  "accepted",
  "refused",
] as const;
export type WarrantyStatus = (typeof warrantyStatuses)[number];

/** Who moves a claim: provider staff, the customer's answer, or the portal's own deadline sweep. */
export const warrantyActors = ["staff", "customer", "system"] as const;
export type WarrantyActor = (typeof warrantyActors)[number];

export type WarrantyTransition = { from: WarrantyStatus; to: WarrantyStatus; by: readonly WarrantyActor[] };

export const warrantyTransitions: readonly WarrantyTransition[] = [
  { from: "new", to: "in_progress", by: ["staff"] },
  { from: "new", to: "request_more_information", by: ["staff"] },
  { from: "new", to: "refused", by: ["staff"] },
  { from: "in_progress", to: "request_more_information", by: ["staff"] },
  { from: "in_progress", to: "waiting_piece", by: ["staff"] },
  { from: "in_progress", to: "waiting_supplier", by: ["staff"] },
  { from: "in_progress", to: "accepted", by: ["staff"] },
  { from: "in_progress", to: "refused", by: ["staff"] },
  // The customer's comment answers the request; staff may also resume when the answer came another way.
  { from: "request_more_information", to: "in_progress", by: ["customer", "staff"] },
  { from: "waiting_piece", to: "in_progress", by: ["staff"] },
  // Parts not received within two months: refused by the sweep, or by staff.
  { from: "waiting_piece", to: "refused", by: ["staff", "system"] },
  { from: "waiting_supplier", to: "in_progress", by: ["staff"] },
  { from: "waiting_supplier", to: "accepted", by: ["staff"] },
  { from: "waiting_supplier", to: "refused", by: ["staff"] },
];

export function canTransition(from: WarrantyStatus, to: WarrantyStatus, by: WarrantyActor = "staff"): boolean {
  return warrantyTransitions.some((t) => t.from === from && t.to === to && t.by.includes(by));
}

/** The statuses a claim may go to next, in the order of `warrantyStatuses`. */
export function nextStatuses(from: WarrantyStatus, by: WarrantyActor = "staff"): WarrantyStatus[] {
  return warrantyStatuses.filter((to) => canTransition(from, to, by));
}

export const finalWarrantyStatuses: readonly WarrantyStatus[] = ["accepted", "refused"];

export function isFinal(status: WarrantyStatus): boolean {
  return finalWarrantyStatuses.includes(status);
}

/**
 * How the customer's dashboard groups claims: the ball is in the customer's court (answer a
 * question, send the replaced parts), the manufacturer is working on it, or it is closed.
 */
export const warrantyStatusGroups = ["actions_required", "in_progress", "closed"] as const;
export type WarrantyStatusGroup = (typeof warrantyStatusGroups)[number];

export const statusGroupOf: Record<WarrantyStatus, WarrantyStatusGroup> = {
  new: "in_progress",
  in_progress: "in_progress",
  request_more_information: "actions_required",
  waiting_piece: "actions_required",
  waiting_supplier: "in_progress",
  accepted: "closed",
  refused: "closed",
};

export const actionRequiredStatuses: readonly WarrantyStatus[] = warrantyStatuses.filter((s) => statusGroupOf[s] === "actions_required");
export const inProgressStatuses: readonly WarrantyStatus[] = warrantyStatuses.filter((s) => statusGroupOf[s] === "in_progress");

export function isActionRequired(status: WarrantyStatus): boolean {
  return statusGroupOf[status] === "actions_required";
}

/** Counts by status folded into the dashboard's totals; statuses absent from `counts` count 0. */
export function warrantyTotals(counts: Partial<Record<WarrantyStatus, number>>) {
  const byStatus = Object.fromEntries(warrantyStatuses.map((s) => [s, counts[s] ?? 0])) as Record<WarrantyStatus, number>;
  const sum = (group: WarrantyStatusGroup) => warrantyStatuses.reduce((n, s) => (statusGroupOf[s] === group ? n + byStatus[s] : n), 0);
  const actionsRequired = sum("actions_required");
  const inProgress = sum("in_progress");
  const closed = sum("closed");
  return { byStatus, actionsRequired, inProgress, closed, total: actionsRequired + inProgress + closed };
}
