import type { ErrorCode } from "@portal/domain/errors/codes";
import type { Order } from "@portal/domain/orders/schemas";
import { type CheckoutBlocker, checkoutBlockers } from "../cart/view";

/** The checkout's steps, in the order they are taken. */
export const checkoutSteps = ["shipping", "billing", "review"] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

/** What a step still lacks before the next one can open. */
export type StepProblem = "shipping_address" | "shipping_method" | "billing_address" | "payment_method" | "engagement_code";

type StepOrder = Pick<
  Order,
  "shippingAddressId" | "shipments" | "payments" | "billingAddress" | "engagementCodeRequired" | "engagementCode"
>;

/** The payment being chosen: a cart has one, created with its shipment. */
export const cartPayment = (order: Pick<Order, "payments">) => order.payments[0] ?? null;
export const cartShipment = (order: Pick<Order, "shipments">) => order.shipments[0] ?? null;

/** What `step` still lacks, as the API checks it when the order is placed. */
export function stepProblems(order: StepOrder, step: CheckoutStep): StepProblem[] {
  const problems: StepProblem[] = [];
  if (step === "shipping") {
    if (order.shippingAddressId === null) problems.push("shipping_address");
    else if (!cartShipment(order)?.method) problems.push("shipping_method");
  }
  if (step === "billing") {
    // The billing address the cart resolves to: the chosen one, else the company's registered one.
    if (order.billingAddress === null) problems.push("billing_address");
    if (!cartPayment(order)?.method) problems.push("payment_method");
    if (order.engagementCodeRequired && !order.engagementCode?.trim()) problems.push("engagement_code");
  }
  return problems;
}

export const isStepComplete = (order: StepOrder, step: CheckoutStep) => stepProblems(order, step).length === 0;

/** A step opens once every step before it is complete. */
export function canOpenStep(order: StepOrder, step: CheckoutStep): boolean {
  const index = checkoutSteps.indexOf(step);
  return checkoutSteps.slice(0, index).every((before) => isStepComplete(order, before));
}

/** Where a returning buyer starts: the first step with something missing, else the review. */
export function firstOpenStep(order: StepOrder): CheckoutStep {
  return checkoutSteps.find((step) => step !== "review" && !isStepComplete(order, step)) ?? "review";
}

export type StepState = {
  step: CheckoutStep;
  /** 1-based, as the indicator shows it. */
  number: number;
  status: "complete" | "current" | "upcoming";
  /** The indicator links back to steps already passed; later ones open through "Continue". */
  reachable: boolean;
};

/** The step indicator's items for the step shown. */
export function stepStates(order: StepOrder, current: CheckoutStep): StepState[] {
  const currentIndex = checkoutSteps.indexOf(current);
  return checkoutSteps.map((step, index) => {
    // The review is never "done": placing the order ends the checkout. A later step counts as done
    // only when it could be opened, so the indicator never ticks a step beyond a missing one.
    const done = index < currentIndex || (step !== "review" && canOpenStep(order, step) && isStepComplete(order, step));
    const status = index === currentIndex ? "current" : done ? "complete" : "upcoming";
    return { step, number: index + 1, status, reachable: index < currentIndex };
  });
}

/** Why the checkout shows an explanation and a way back to the cart instead of its steps. */
export type CheckoutGate = Exclude<CheckoutBlocker, "engagement_code">;

/** The cart's own rules (lib/cart/view); the engagement code is asked for in the billing step instead. */
export function checkoutGate(order: Parameters<typeof checkoutBlockers>[0], canOrder: boolean): CheckoutGate | null {
  return checkoutBlockers(order, canOrder).find((reason): reason is CheckoutGate => reason !== "engagement_code") ?? null;
}

/** Where a refusal of "place order" is put right: in the cart, or in one of the steps. */
export type CompletionFix = "cart" | "shipping" | "billing" | null;

const fixes: Partial<Record<ErrorCode, CompletionFix>> = {
  "cart.empty": "cart",
  "cart.insufficient_stock": "cart",
  "cart.unavailable_items": "cart",
  "cart.requires_quote": "cart",
  "cart.coupon_invalid": "cart",
  "cart.not_found": "cart",
  "cart.address_required": "shipping",
  "cart.no_shipment_method_allowed": "shipping",
  "cart.shipping_method_unavailable": "shipping",
  "address.country_not_allowed": "shipping",
  "cart.payment_method_required": "billing",
  "cart.no_payment_method_allowed": "billing",
  "cart.engagement_code_required": "billing",
};

export function completionFix(code: ErrorCode): CompletionFix {
  return fixes[code] ?? null;
}

type ShippingPriceOrder = Pick<Order, "shipments" | "totals" | "items">;
type ShippingOption = { code: string; priceCents: number; freeAboveCents: number | null };

/**
 * What a shipping method costs this cart: free when it costs nothing, when the cart already has
 * free shipping with it (the API's totals), or when the cart reaches its free-shipping threshold
 * (compared, as the API does, with the subtotal after promotions).
 */
export function shippingPrice(method: ShippingOption, order: ShippingPriceOrder): { free: boolean; cents: number } {
  if (method.priceCents === 0) return { free: true, cents: 0 };
  if (cartShipment(order)?.method === method.code && order.items.length > 0 && order.totals.shipping === 0) return { free: true, cents: 0 };
  const afterPromotions = order.totals.subtotal - Math.abs(order.totals.promotion);
  if (method.freeAboveCents !== null && afterPromotions >= method.freeAboveCents) return { free: true, cents: 0 };
  return { free: false, cents: method.priceCents };
}
