import { describe, expect, it } from "vitest";
import { warrantyChartBars } from "./chart";

describe("warrantyChartBars", () => {
  it("folds the statuses into the dashboard's groups, what waits for the customer first", () => {
    const bars = warrantyChartBars({ new: 2, request_more_information: 1, waiting_piece: 3, accepted: 4 }, (group) => group.toUpperCase());
    expect(bars.map(({ group, label, count }) => ({ group, label, count }))).toEqual([
      { group: "actions_required", label: "ACTIONS_REQUIRED", count: 4 },
      { group: "in_progress", label: "IN_PROGRESS", count: 2 },
      { group: "closed", label: "CLOSED", count: 4 },
    ]);
    expect(bars[0]?.statuses).toEqual([
      { status: "request_more_information", count: 1 },
      { status: "waiting_piece", count: 3 },
    ]);
  });

  it("keeps every group, empty ones at zero, and lists no status without claims", () => {
    const bars = warrantyChartBars({}, String);
    expect(bars.map((bar) => bar.count)).toEqual([0, 0, 0]);
    expect(bars.every((bar) => bar.statuses.length === 0)).toBe(true);
  });
});
