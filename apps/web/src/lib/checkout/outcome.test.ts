import type { PaymentMethodCode } from "@portal/domain/orders/payment-methods";
import type { PaymentState } from "@portal/domain/orders/states";
import { describe, expect, it } from "vitest";
import {
  canRetryPayment,
  confirmationOutcome,
  isSuccess,
  type OutcomeOrder,
  parseOrderToken,
  parseReturnStatus,
  type ReturnStatus,
} from "./outcome";

const placed = (method: PaymentMethodCode | null, paymentState: PaymentState, state: OutcomeOrder["state"] = "new"): OutcomeOrder => ({
  state,
  paymentState,
  payments: [{ id: 1, method, state: paymentState, amount: 21_600 }],
});

describe("confirmationOutcome", () => {
  it.each([
    { case: "a cart reached by its token", order: placed("card", "awaiting_payment", "cart"), status: null, kind: "not_placed" },
    {
      case: "an order the manufacturer cancelled",
      order: placed("card", "failed", "cancelled"),
      status: "failed",
      kind: "order_cancelled",
    },
    { case: "a card paid", order: placed("card", "paid"), status: "success", kind: "paid" },
    { case: "a card authorised, not captured yet", order: placed("card", "authorized"), status: "success", kind: "paid" },
    { case: "a paid card whatever the query says", order: placed("card", "paid"), status: "failed", kind: "paid" },
    { case: "a bank transfer", order: placed("bank_transfer", "awaiting_payment"), status: null, kind: "bank_transfer" },
    { case: "on account", order: placed("on_account", "awaiting_payment"), status: null, kind: "on_account" },
    { case: "a failed card", order: placed("card", "failed"), status: "failed", kind: "failed" },
    { case: "a cancelled card (recorded as failed)", order: placed("card", "failed"), status: "cancelled", kind: "cancelled" },
    { case: "a failed card reached without status", order: placed("card", "failed"), status: null, kind: "failed" },
    { case: "a cancel before any notification", order: placed("card", "awaiting_payment"), status: "cancelled", kind: "cancelled" },
    { case: "success before its notification", order: placed("card", "awaiting_payment"), status: "success", kind: "checking" },
    { case: "failure before its notification", order: placed("card", "awaiting_payment"), status: "failed", kind: "checking" },
    { case: "a card not paid, no status", order: placed("card", "awaiting_payment"), status: null, kind: "unpaid" },
    { case: "a refunded order", order: placed("card", "refunded"), status: null, kind: "placed" },
    { case: "no payment method recorded", order: placed(null, "awaiting_payment"), status: "success", kind: "placed" },
    {
      case: "a success query is not believed over a failure",
      order: placed("card", "failed"),
      status: "success",
      kind: "failed",
    },
  ] satisfies { case: string; order: OutcomeOrder; status: ReturnStatus; kind: string }[])("$case → $kind", ({ order, status, kind }) => {
    expect(confirmationOutcome(order, status)).toBe(kind);
  });

  it("settles a late notification once the page has asked enough", () => {
    expect(confirmationOutcome(placed("card", "awaiting_payment"), "success", true)).toBe("confirming");
    expect(confirmationOutcome(placed("card", "awaiting_payment"), "failed", true)).toBe("failed");
    // A notification that lands while asking decides, settled or not.
    expect(confirmationOutcome(placed("card", "paid"), "success", true)).toBe("paid");
  });

  it("reads the latest payment attempt", () => {
    const retried: OutcomeOrder = {
      state: "new",
      paymentState: "paid",
      payments: [
        { id: 1, method: "card", state: "failed", amount: 21_600 },
        { id: 2, method: "card", state: "paid", amount: 21_600 },
      ],
    };
    expect(confirmationOutcome(retried, "success")).toBe("paid");
  });

  it("offers a new payment only when the card was not paid, and the e-mail notice only on success", () => {
    expect((["failed", "cancelled", "unpaid", "paid", "checking", "confirming"] as const).filter(canRetryPayment)).toEqual([
      "failed",
      "cancelled",
      "unpaid",
    ]);
    expect((["paid", "bank_transfer", "on_account", "confirming", "failed", "checking", "not_placed"] as const).filter(isSuccess)).toEqual([
      "paid",
      "bank_transfer",
      "on_account",
      "confirming",
    ]);
  });
});

describe("query parameters", () => {
  it.each([
    ["success", "success"],
    ["failed", "failed"],
    ["cancelled", "cancelled"],
    ["pending", null],
    ["SUCCESS", null],
    [undefined, null],
    [["cancelled", "success"], "cancelled"],
  ] as const)("status %j reads as %j", (value, status) => {
    expect(parseReturnStatus(value as string | string[] | undefined)).toBe(status);
  });

  it.each([
    ["tok_0123456789abcdef", "tok_0123456789abcdef"],
    ["short", null],
    ["../../orders", null],
    ["", null],
    [undefined, null],
  ] as const)("order %j reads as %j", (value, token) => {
    expect(parseOrderToken(value)).toBe(token);
  });
});
