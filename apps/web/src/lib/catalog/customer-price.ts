import { discountedPrice } from "@portal/domain/pricing/totals";

/** A catalogue price as its reader pays it, with the list price to strike through beside it when theirs is lower. */
export type ShownPrice = { cents: number; listCents: number | null };

/**
 * The company's discount applied by the rule the cart prices with, so a product page and the cart
 * never disagree by a cent. Without a discount (a visitor, or a company without one) the list price stands alone.
 */
export function shownPrice(listCents: number, discountBasisPoints: number | null): ShownPrice {
  const cents = discountBasisPoints ? discountedPrice(listCents, discountBasisPoints) : listCents;
  return { cents, listCents: cents === listCents ? null : listCents };
}
