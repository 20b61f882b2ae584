import { describe, expect, it } from "vitest";
import {
  canApplyStaffAction,
  canTransitionOrder,
  canTransitionPayment,
  canTransitionShipping,
  nextPaymentState,
  orderStates,
  type PaymentState,
  paymentStates,
  type StaffOrderAction,
  settledOrderState,
  shippingStates,
  staffOrderActions,
  statesAfterStaffAction,
} from "./states";

describe("state lists", () => {
  it("holds the spec's states", () => {
    expect(orderStates).toEqual(["cart", "new", "fulfilled", "cancelled"]);
    expect(paymentStates).toEqual(["awaiting_payment", "authorized", "paid", "failed", "refunded"]);
    expect(shippingStates).toEqual(["ready", "cancelled", "partially_shipped", "shipped"]);
  });
});

describe("canTransitionPayment", () => {
  const allowed: ReadonlyArray<readonly [PaymentState, PaymentState]> = [
    ["awaiting_payment", "authorized"],
    ["awaiting_payment", "paid"],
    ["awaiting_payment", "failed"],
    ["authorized", "paid"],
    ["authorized", "failed"],
    ["failed", "awaiting_payment"],
    ["paid", "refunded"],
  ];

  it.each(paymentStates.flatMap((from) => paymentStates.map((to) => [from, to] as const)))("%s → %s", (from, to) => {
    expect(canTransitionPayment(from, to)).toBe(allowed.some(([a, b]) => a === from && b === to));
  });

  it("never stays in place nor leaves a refund", () => {
    for (const state of paymentStates) expect(canTransitionPayment(state, state)).toBe(false);
    for (const to of paymentStates) expect(canTransitionPayment("refunded", to)).toBe(false);
  });
});

describe("nextPaymentState", () => {
  it.each([
    // current, event, next
    ["awaiting_payment", "authorized", "authorized"],
    ["awaiting_payment", "paid", "paid"],
    ["awaiting_payment", "failed", "failed"],
    ["authorized", "paid", "paid"],
    ["authorized", "failed", "failed"],
    ["paid", "refunded", "refunded"],
    ["failed", "awaiting_payment", "awaiting_payment"],
    // Duplicates change nothing.
    ["authorized", "authorized", "authorized"],
    ["paid", "paid", "paid"],
    ["failed", "failed", "failed"],
    ["refunded", "refunded", "refunded"],
    // Older events arriving late change nothing.
    ["paid", "authorized", "paid"],
    ["paid", "failed", "paid"],
    ["paid", "awaiting_payment", "paid"],
    ["authorized", "awaiting_payment", "authorized"],
    ["refunded", "paid", "refunded"],
    ["refunded", "failed", "refunded"],
    // A refund of a payment never captured is not possible.
    ["awaiting_payment", "refunded", "awaiting_payment"],
    ["authorized", "refunded", "authorized"],
  ] as const)("%s + %s event → %s", (current, event, expected) => {
    expect(nextPaymentState(current, event)).toBe(expected);
  });

  it.each([
    ["authorized then captured", ["authorized", "paid"], "paid"],
    ["captured before its authorization arrives", ["paid", "authorized"], "paid"],
    ["captured, the capture sent twice", ["paid", "paid"], "paid"],
    ["captured, then a stale failure", ["authorized", "paid", "failed"], "paid"],
    ["failed, retried, captured", ["failed", "awaiting_payment", "paid"], "paid"],
    ["captured then refunded", ["authorized", "paid", "refunded"], "refunded"],
    ["refunded, then duplicates and a late authorization", ["paid", "refunded", "refunded", "paid", "authorized"], "refunded"],
  ] as const)("%s", (_, events, expected) => {
    expect(events.reduce<PaymentState>(nextPaymentState, "awaiting_payment")).toBe(expected);
  });

  it("applies an event at most once", () => {
    for (const current of paymentStates) {
      for (const event of paymentStates) {
        const once = nextPaymentState(current, event);
        expect(nextPaymentState(once, event)).toBe(once);
        expect(once === current || canTransitionPayment(current, once)).toBe(true);
      }
    }
  });
});

describe("canTransitionShipping", () => {
  it.each([
    ["ready", "partially_shipped", true],
    ["ready", "shipped", true],
    ["ready", "cancelled", true],
    ["partially_shipped", "shipped", true],
    ["partially_shipped", "cancelled", false],
    ["partially_shipped", "ready", false],
    ["shipped", "ready", false],
    ["shipped", "cancelled", false],
    ["cancelled", "ready", false],
    ["cancelled", "shipped", false],
    ["ready", "ready", false],
  ] as const)("%s → %s: %s", (from, to, expected) => {
    expect(canTransitionShipping(from, to)).toBe(expected);
  });
});

describe("order state machine", () => {
  it.each(orderStates.flatMap((from) => orderStates.map((to) => [from, to] as const)))("%s → %s", (from, to) => {
    const allowed = [
      ["cart", "new"],
      ["new", "fulfilled"],
      ["new", "cancelled"],
    ];
    expect(canTransitionOrder(from, to)).toBe(allowed.some(([a, b]) => a === from && b === to));
  });

  it.each([
    ["new", "paid", "shipped", "fulfilled"],
    ["new", "paid", "partially_shipped", "new"],
    ["new", "awaiting_payment", "shipped", "new"],
    ["new", "refunded", "shipped", "new"],
    ["cancelled", "paid", "shipped", "cancelled"],
    ["fulfilled", "refunded", "shipped", "fulfilled"],
  ] as const)("%s, %s, %s settles as %s", (state, payment, shipping, expected) => {
    expect(settledOrderState(state, payment, shipping)).toBe(expected);
  });
});

describe("staff actions", () => {
  // Every combination of states a placed order can be in, and which actions each one permits.
  const placed = (["new", "fulfilled", "cancelled"] as const).flatMap((state) =>
    paymentStates.flatMap((paymentState) => shippingStates.map((shippingState) => ({ state, paymentState, shippingState }))),
  );
  const expected = (action: StaffOrderAction, o: (typeof placed)[number]) => {
    switch (action) {
      case "ship":
        return o.state === "new" && (o.shippingState === "ready" || o.shippingState === "partially_shipped");
      case "mark_paid":
        return o.state !== "cancelled" && (o.paymentState === "awaiting_payment" || o.paymentState === "authorized");
      case "refund":
        return o.paymentState === "paid";
      case "cancel":
        return o.state === "new" && o.shippingState === "ready" && ["awaiting_payment", "failed", "refunded"].includes(o.paymentState);
    }
  };

  it.each(staffOrderActions.flatMap((action) => placed.map((order) => [action, order] as const)))("%s from %j", (action, order) => {
    const allowed = canApplyStaffAction(action, order);
    expect(allowed).toBe(expected(action, order));
    if (!allowed) return;
    // What an allowed action leads to is a move each machine permits (or no move at all).
    const after = statesAfterStaffAction(action, order, true);
    if (after.paymentState !== order.paymentState) expect(canTransitionPayment(order.paymentState, after.paymentState)).toBe(true);
    if (after.shippingState !== order.shippingState) expect(canTransitionShipping(order.shippingState, after.shippingState)).toBe(true);
    if (after.state !== order.state) expect(canTransitionOrder(order.state, after.state)).toBe(true);
  });

  it.each([
    [
      "ship",
      { state: "new", paymentState: "paid", shippingState: "ready" },
      true,
      { state: "fulfilled", paymentState: "paid", shippingState: "shipped" },
    ],
    [
      "ship",
      { state: "new", paymentState: "paid", shippingState: "ready" },
      false,
      { state: "new", paymentState: "paid", shippingState: "partially_shipped" },
    ],
    [
      "ship",
      { state: "new", paymentState: "awaiting_payment", shippingState: "partially_shipped" },
      true,
      { state: "new", paymentState: "awaiting_payment", shippingState: "shipped" },
    ],
    [
      "mark_paid",
      { state: "new", paymentState: "awaiting_payment", shippingState: "shipped" },
      true,
      { state: "fulfilled", paymentState: "paid", shippingState: "shipped" },
    ],
    [
      "refund",
      { state: "fulfilled", paymentState: "paid", shippingState: "shipped" },
      true,
      { state: "fulfilled", paymentState: "refunded", shippingState: "shipped" },
    ],
    [
      "cancel",
      { state: "new", paymentState: "failed", shippingState: "ready" },
      true,
      { state: "cancelled", paymentState: "failed", shippingState: "cancelled" },
    ],
  ] as const)("%s from %j (complete: %s) leads to %j", (action, order, complete, after) => {
    expect(statesAfterStaffAction(action, order, complete)).toEqual(after);
  });
});
