import type { ProductType } from "../catalog/enums";
import { roundedShare } from "./vat";

/** Spec section 4: the two promotion actions. */
export const promotionActions = ["free_for_n_nth", "cart_amount"] as const;
export type PromotionActionType = (typeof promotionActions)[number];

export type PromotionAction =
  /** Every n-th unit of an eligible line is free ("3 bought, the 3rd offered"). */
  | { type: "free_for_n_nth"; n: number; productType: ProductType | null }
  /** An amount or a percentage off the cart, from a minimum subtotal. */
  | { type: "cart_amount"; amountCents: number | null; percentBasisPoints: number | null; minimumSubtotalCents: number };

export type Promotion = {
  id: number;
  code: string;
  /** Null for a promotion that applies without a coupon. */
  couponCode: string | null;
  action: PromotionAction;
  startsAt: Date | null;
  endsAt: Date | null;
  /** Orders that may use it in all, and per customer; null means no limit. */
  usageLimit: number | null;
  usageLimitPerCustomer: number | null;
  enabled: boolean;
};

export type PromotionUsage = { used: number; usedByCustomer: number };

export type PromotionRefusal = "disabled" | "not_started" | "expired" | "usage_limit_reached" | "customer_usage_limit_reached";

/** Whether a promotion may apply now for this customer; the reason when it may not. */
export function promotionRefusal(promotion: Promotion, usage: PromotionUsage, now: Date): PromotionRefusal | null {
  if (!promotion.enabled) return "disabled";
  if (promotion.startsAt && now < promotion.startsAt) return "not_started";
  if (promotion.endsAt && now >= promotion.endsAt) return "expired";
  if (promotion.usageLimit !== null && usage.used >= promotion.usageLimit) return "usage_limit_reached";
  if (promotion.usageLimitPerCustomer !== null && usage.usedByCustomer >= promotion.usageLimitPerCustomer) {
    return "customer_usage_limit_reached";
  }
  return null;
}

/** Units given free on a line of `quantity` units: one for every full group of n. */
export function freeUnits(quantity: number, n: number): number {
  return n >= 1 ? Math.floor(quantity / n) : 0;
}

/** The discount of a cart_amount action on a subtotal, never more than the subtotal itself. */
export function cartAmountDiscount(action: Extract<PromotionAction, { type: "cart_amount" }>, subtotalCents: number): number {
  if (subtotalCents <= 0 || subtotalCents < action.minimumSubtotalCents) return 0;
  const amount = action.amountCents ?? 0;
  const share = action.percentBasisPoints ? roundedShare(subtotalCents, action.percentBasisPoints, 10_000) : 0;
  return Math.min(subtotalCents, amount + share);
}
