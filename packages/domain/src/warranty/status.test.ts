import { describe, expect, it } from "vitest";
import {
  actionRequiredStatuses,
  canTransition,
  inProgressStatuses,
  isFinal,
  nextStatuses,
  type WarrantyActor,
  type WarrantyStatus,
  warrantyActors,
  warrantyStatuses,
  warrantyTotals,
} from "./status";

describe("warranty transitions", () => {
  // from, to, who may make the move
  const allowed: ReadonlyArray<readonly [WarrantyStatus, WarrantyStatus, readonly WarrantyActor[]]> = [
    ["new", "in_progress", ["staff"]],
    ["new", "request_more_information", ["staff"]],
    ["new", "refused", ["staff"]],
    ["in_progress", "request_more_information", ["staff"]],
    ["in_progress", "waiting_piece", ["staff"]],
    ["in_progress", "waiting_supplier", ["staff"]],
    ["in_progress", "accepted", ["staff"]],
    ["in_progress", "refused", ["staff"]],
    ["request_more_information", "in_progress", ["staff", "customer"]],
    ["waiting_piece", "in_progress", ["staff"]],
    ["waiting_piece", "refused", ["staff", "system"]],
    ["waiting_supplier", "in_progress", ["staff"]],
    ["waiting_supplier", "accepted", ["staff"]],
    ["waiting_supplier", "refused", ["staff"]],
  ];

  const every = warrantyStatuses.flatMap((from) => warrantyStatuses.flatMap((to) => warrantyActors.map((by) => [from, to, by] as const)));

  it.each(every)("%s -> %s by %s", (from, to, by) => {
    const expected = allowed.some(([f, t, who]) => f === from && t === to && who.includes(by));
    expect(canTransition(from, to, by)).toBe(expected);
  });

  it.each([
    ["new", ["in_progress", "request_more_information", "refused"]],
    ["in_progress", ["request_more_information", "waiting_piece", "waiting_supplier", "accepted", "refused"]],
    ["request_more_information", ["in_progress"]],
    ["waiting_piece", ["in_progress", "refused"]],
    ["waiting_supplier", ["in_progress", "accepted", "refused"]],
    ["accepted", []],
    ["refused", []],
  ] as const)("staff may move %s to %j", (from, to) => {
    expect(nextStatuses(from)).toEqual(to);
  });

  it("lets the customer only answer a request for information, and the sweep only refuse a claim waiting for parts", () => {
    for (const from of warrantyStatuses) {
      expect(nextStatuses(from, "customer")).toEqual(from === "request_more_information" ? ["in_progress"] : []);
      expect(nextStatuses(from, "system")).toEqual(from === "waiting_piece" ? ["refused"] : []);
    }
  });

  it.each(warrantyStatuses)("%s is final only when accepted or refused, and final statuses lead nowhere", (status) => {
    expect(isFinal(status)).toBe(status === "accepted" || status === "refused");
    if (isFinal(status)) for (const by of warrantyActors) expect(nextStatuses(status, by)).toEqual([]);
  });

  it("never moves a claim to new or to where it already is", () => {
    for (const [from, to, by] of every) if (to === "new" || from === to) expect(canTransition(from, to, by)).toBe(false);
  });
});

describe("status groups", () => {
  it("puts the customer's turn apart from the manufacturer's", () => {
    expect(actionRequiredStatuses).toEqual(["request_more_information", "waiting_piece"]);
    expect(inProgressStatuses).toEqual(["new", "in_progress", "waiting_supplier"]);
  });

  it("folds counts into totals", () => {
    const totals = warrantyTotals({ new: 2, request_more_information: 1, waiting_piece: 3, accepted: 4, refused: 1, waiting_supplier: 5 });
    expect(totals).toEqual({
      byStatus: { new: 2, in_progress: 0, request_more_information: 1, waiting_piece: 3, waiting_supplier: 5, accepted: 4, refused: 1 },
      actionsRequired: 4,
      inProgress: 7,
      closed: 5,
      total: 16,
    });
  });

  it("counts nothing as zero everywhere", () => {
    const totals = warrantyTotals({});
    expect(totals.total).toBe(0);
    expect(Object.values(totals.byStatus)).toEqual(warrantyStatuses.map(() => 0));
  });
});
