import { statusGroupOf, type WarrantyStatus, type WarrantyStatusGroup, warrantyStatuses } from "@portal/domain/warranty/status";

export type WarrantyChartBar = {
  group: WarrantyStatusGroup;
  label: string;
  count: number;
  /** The statuses of the group that hold claims, each with its count. */
  statuses: { status: WarrantyStatus; count: number }[];
};

/** The dashboard's order of the groups: what waits for the customer first. */
export const chartGroups: readonly WarrantyStatusGroup[] = ["actions_required", "in_progress", "closed"];

/** The bars of the dashboard chart from the company's claims counted by status. */
export function warrantyChartBars(
  byStatus: Partial<Record<WarrantyStatus, number>>,
  label: (group: WarrantyStatusGroup) => string,
): WarrantyChartBar[] {
  return chartGroups.map((group) => {
    const statuses = warrantyStatuses
      .filter((status) => statusGroupOf[status] === group)
      .map((status) => ({ status, count: byStatus[status] ?? 0 }))
      .filter((entry) => entry.count > 0);
    return { group, label: label(group), count: statuses.reduce((sum, entry) => sum + entry.count, 0), statuses };
  });
}
