import type { StockStatus } from "./enums";

/** Delivery promises shown beside a price (spec section 9): 24 to 72 hours from stock, 15 days otherwise. */
export const deliveryPromises = ["24_72_hours", "15_days"] as const;
export type DeliveryPromise = (typeof deliveryPromises)[number];

export const CURRENCY = "EUR";

/**
 * What a buyer is told of a variant, best first: its stock status, or `out_of_stock` for a
 * stock-counted reference with nothing left on the shelf, which cannot be ordered until it is
 * restocked (orders never take a shelf below zero).
 */
export const availabilityStatuses = ["on_stock", "on_order", "not_managed", "out_of_stock"] as const;
export type AvailabilityStatus = (typeof availabilityStatuses)[number];

export type StockInput = { stockStatus: StockStatus; stockQuantity: number };
export type Availability = { stockStatus: AvailabilityStatus; deliveryPromise: DeliveryPromise | null };

/** What a buyer is told about a variant: in stock ships in 24 to 72 hours, on order in 15 days. */
export function availabilityOf({ stockStatus, stockQuantity }: StockInput): Availability {
  if (stockStatus === "on_stock") {
    return stockQuantity > 0 ? { stockStatus, deliveryPromise: "24_72_hours" } : { stockStatus: "out_of_stock", deliveryPromise: null };
  }
  if (stockStatus === "on_order") return { stockStatus, deliveryPromise: "15_days" };
  return { stockStatus, deliveryPromise: null };
}

/** Whether a buyer may order the variant now. */
export const isOrderable = (availability: Availability) => availability.stockStatus !== "out_of_stock";

/** 0 for the best availability (in stock), up to the worst (out of stock). */
export const availabilityRank = (status: AvailabilityStatus) => availabilityStatuses.indexOf(status);

/** The best availability among a product's variants (what its card shows), or null without variants. */
export function bestAvailability(variants: readonly StockInput[]): Availability | null {
  let best: Availability | null = null;
  for (const variant of variants) {
    const candidate = availabilityOf(variant);
    if (!best || availabilityRank(candidate.stockStatus) < availabilityRank(best.stockStatus)) best = candidate;
  }
  return best;
}

export type PriceInput = { priceCents: number | null; ecotaxCents: number; priceOnRequest: boolean };
export type Price = { priceCents: number | null; ecotaxCents: number; priceOnRequest: boolean; currency: typeof CURRENCY };

/** A price on request is never shown, even when a list price is stored for internal use. */
export function priceOf({ priceCents, ecotaxCents, priceOnRequest }: PriceInput): Price {
  return { priceCents: priceOnRequest ? null : priceCents, ecotaxCents, priceOnRequest, currency: CURRENCY };
}

/** The "from" price of a product card: the lowest shown price among its variants. */
export function fromPriceCents(variants: readonly PriceInput[]): number | null {
  let lowest: number | null = null;
  for (const variant of variants) {
    const { priceCents } = priceOf(variant);
    if (priceCents !== null && (lowest === null || priceCents < lowest)) lowest = priceCents;
  }
  return lowest;
}

/** A product is "price on request" only when none of its variants has a shown price. */
export function isPriceOnRequest(variants: readonly PriceInput[]): boolean {
  return variants.length > 0 && variants.every((variant) => variant.priceOnRequest);
}
