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

/**
 * The order's own state, as the manufacturer runs it. A placed order is `new`; it becomes
 * `fulfilled` by itself once it is both wholly shipped and paid; staff cancel it only while it is
 * `new` and nothing of it has left the warehouse (its shipping state is then `cancelled` too).
 * Fulfilled and cancelled orders are closed: no further order state change.
 */
const orderTransitions: Record<OrderState, readonly OrderState[]> = {
  cart: ["new"],
  new: ["fulfilled", "cancelled"],
  fulfilled: [],
  cancelled: [],
};

export function canTransitionOrder(from: OrderState, to: OrderState): boolean {
  return orderTransitions[from].includes(to);
}

/** The order state its payment and shipping states lead to: a new order wholly shipped and paid is fulfilled. */
export function settledOrderState(state: OrderState, payment: PaymentState, shipping: ShippingState): OrderState {
  return state === "new" && payment === "paid" && shipping === "shipped" ? "fulfilled" : state;
}

/** What provider staff do to a placed order. */
export const staffOrderActions = ["ship", "mark_paid", "refund", "cancel"] as const;
export type StaffOrderAction = (typeof staffOrderActions)[number];

type OrderStates = { state: OrderState; paymentState: PaymentState; shippingState: ShippingState };

/**
 * From which states each staff action may start, as data:
 * - ship: a new order not wholly shipped (a first or a further partial shipment);
 * - mark_paid: a bank transfer or an account payment received, or an authorization captured;
 * - refund: a paid order, shipped or not (goods returned, an order cancelled after payment);
 * - cancel: a new order nothing of which has shipped, unless its money is held (paid or
 *   authorized: refund or let the authorization lapse first).
 */
export const staffActionRules: Record<
  StaffOrderAction,
  { orderStates: readonly OrderState[]; paymentStates: readonly PaymentState[]; shippingStates: readonly ShippingState[] }
> = {
  ship: { orderStates: ["new"], paymentStates: paymentStates, shippingStates: ["ready", "partially_shipped"] },
  mark_paid: { orderStates: ["new", "fulfilled"], paymentStates: ["awaiting_payment", "authorized"], shippingStates: shippingStates },
  refund: { orderStates: ["new", "fulfilled", "cancelled"], paymentStates: ["paid"], shippingStates: shippingStates },
  cancel: { orderStates: ["new"], paymentStates: ["awaiting_payment", "failed", "refunded"], shippingStates: ["ready"] },
};

export function canApplyStaffAction(action: StaffOrderAction, order: OrderStates): boolean {
  const rule = staffActionRules[action];
  return (
    rule.orderStates.includes(order.state) &&
    rule.paymentStates.includes(order.paymentState) &&
    rule.shippingStates.includes(order.shippingState)
  );
}

/**
 * The states after a staff action allowed from `order` (`complete`: a shipment that sends every
 * line still to go). Each change is one the payment, shipping and order machines permit.
 */
export function statesAfterStaffAction(action: StaffOrderAction, order: OrderStates, complete = true): OrderStates {
  let { state, paymentState, shippingState } = order;
  switch (action) {
    case "ship":
      shippingState = complete ? "shipped" : "partially_shipped";
      break;
    case "mark_paid":
      paymentState = "paid";
      break;
    case "refund":
      paymentState = "refunded";
      break;
    case "cancel":
      state = "cancelled";
      shippingState = "cancelled";
      break;
  }
  return { state: settledOrderState(state, paymentState, shippingState), paymentState, shippingState };
}
