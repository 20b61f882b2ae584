import type { Order } from "@portal/domain/orders/schemas";

/** What the payment page says happened when it sends the buyer back (`?status=`); it proves nothing. */
export type ReturnStatus = "success" | "failed" | "cancelled" | null;

export function parseReturnStatus(value: string | string[] | undefined): ReturnStatus {
  const text = Array.isArray(value) ? value[0] : value;
  return text === "success" || text === "failed" || text === "cancelled" ? text : null;
}

/** A placed order's token from `?order=`, or null when it is missing or cannot be one. */
export function parseOrderToken(value: string | string[] | undefined): string | null {
  const text = Array.isArray(value) ? value[0] : value;
  return text && /^[A-Za-z0-9_-]{16,64}$/.test(text) ? text : null;
}

export type ConfirmationKind =
  /** Still a cart: nothing was placed. */
  | "not_placed"
  | "order_cancelled"
  /** Paid, or authorised by the card's bank. */
  | "paid"
  | "bank_transfer"
  | "on_account"
  /** Back from the payment page before its notification arrived: asking the order again. */
  | "checking"
  /** Back with success, the notification still missing after asking again. */
  | "confirming"
  | "failed"
  | "cancelled"
  /** A card order not paid yet, reached without coming back from the payment page. */
  | "unpaid"
  /** Placed, nothing more to say about its payment (refunded, or a method this page does not know). */
  | "placed";

export type OutcomeOrder = Pick<Order, "state" | "paymentState" | "payments">;

/** How often and how many times the page asks for an order whose payment notification is late. */
export const CONFIRMATION_POLL = { attempts: 5, intervalMs: 1_500 } as const;

/**
 * What the confirmation page says, from the order's state as the API holds it; the return status
 * only tells which of the undecided cases the buyer is in. `settled` once the page has asked again
 * enough times and the payment's notification is still missing.
 */
export function confirmationOutcome(order: OutcomeOrder, status: ReturnStatus, settled = false): ConfirmationKind {
  if (order.state === "cart") return "not_placed";
  if (order.state === "cancelled") return "order_cancelled";
  if (order.paymentState === "paid" || order.paymentState === "authorized") return "paid";
  if (order.paymentState === "refunded") return "placed";
  const method = order.payments.at(-1)?.method ?? null;
  if (method === "bank_transfer") return "bank_transfer";
  if (method === "on_account") return "on_account";
  if (method !== "card") return "placed";
  if (order.paymentState === "failed") return status === "cancelled" ? "cancelled" : "failed";
  // Awaiting payment: a cancellation may come without any notification; the others wait for theirs.
  if (status === "cancelled") return "cancelled";
  if (status === "success") return settled ? "confirming" : "checking";
  if (status === "failed") return settled ? "failed" : "checking";
  return "unpaid";
}

/** Outcomes that offer to pay by card again. */
export const canRetryPayment = (kind: ConfirmationKind) => kind === "failed" || kind === "cancelled" || kind === "unpaid";

/** Outcomes where the order went through and its confirmation e-mail is worth mentioning. */
export const isSuccess = (kind: ConfirmationKind) =>
  kind === "paid" || kind === "bank_transfer" || kind === "on_account" || kind === "confirming" || kind === "placed";
