import { describe, expect, it } from "vitest";
import {
  canTransitionPayment,
  canTransitionShipping,
  nextPaymentState,
  orderStates,
  type PaymentState,
  paymentStates,
  shippingStates,
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
