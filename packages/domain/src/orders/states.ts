/** Order, payment and shipping states (spec section 4), with the transitions the portal allows. */

/** `cart` until checkout completes; `new` once placed; then fulfilled or cancelled by the manufacturer. */
export const orderStates = ["cart", "new", "fulfilled", "cancelled"] as const;
export type OrderState = (typeof orderStates)[number];

export const paymentStates = ["awaiting_payment", "authorized", "paid", "failed", "refunded"] as const;
export type PaymentState = (typeof paymentStates)[number];

export const shippingStates = ["ready", "cancelled", "partially_shipped", "shipped"] as const;
export type ShippingState = (typeof shippingStates)[number];

export const orderOrigins = ["web", "off_web"] as const;
export type OrderOrigin = (typeof orderOrigins)[number];

/** An order holding a machine is a machine order; any other is a parts order (the orders list filters by it). */
export const orderTypes = ["machine", "part"] as const;
export type OrderType = (typeof orderTypes)[number];

const paymentTransitions: Record<PaymentState, readonly PaymentState[]> = {
  awaiting_payment: ["authorized", "paid", "failed"],
  authorized: ["paid", "failed"],
  // A failed attempt may be retried: the retry starts a new attempt awaiting payment.
  failed: ["awaiting_payment"],
  paid: ["refunded"],
  refunded: [],
};

export function canTransitionPayment(from: PaymentState, to: PaymentState): boolean {
  return paymentTransitions[from].includes(to);
}

/**
 * How a provider's event moves a payment attempt. Events may arrive twice or out of order: a
 * repeated or older event (a failure after the payment was captured) changes nothing.
 */
export function nextPaymentState(current: PaymentState, event: PaymentState): PaymentState {
  return current !== event && canTransitionPayment(current, event) ? event : current;
}

const shippingTransitions: Record<ShippingState, readonly ShippingState[]> = {
  ready: ["partially_shipped", "shipped", "cancelled"],
  partially_shipped: ["shipped"],
  shipped: [],
  cancelled: [],
};

export function canTransitionShipping(from: ShippingState, to: ShippingState): boolean {
  return shippingTransitions[from].includes(to);
}
