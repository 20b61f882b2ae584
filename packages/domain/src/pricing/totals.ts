import type { ProductType } from "../catalog/enums";
import { cartAmountDiscount, freeUnits, type Promotion } from "./promotions";
import { roundedShare, vatOf } from "./vat";

export type PricedLineInput = {
  /** The order item's id, or the variant's code in a simulation. */
  key: string | number;
  variantCode: string;
  productType: ProductType;
  quantity: number;
  /** Catalogue price excl. VAT; null for a price on request. */
  unitPriceCents: number | null;
  ecotaxCents: number;
  /** A price already net for this buyer (a quote's): neither the company's discount nor free units apply to it. */
  netPrice?: boolean;
};

export type ShippingRate = {
  priceCents: number;
  /** Shipping is free from this subtotal (after promotions); null when it never is. */
  freeAboveCents: number | null;
  /** Crating of each machine unit. */
  machinePackagingCents: number;
};

export type PricingInput = {
  lines: readonly PricedLineInput[];
  /** The company's discount on catalogue prices, in basis points. */
  discountBasisPoints: number;
  /** Promotions that passed their dates and limits; the order applies them in. */
  promotions: readonly Promotion[];
  /** Null until a shipping method is chosen (or when none serves the address). */
  shipping: ShippingRate | null;
  vatRateBasisPoints: number;
};

export type PricedLine = {
  key: string | number;
  unitPriceCents: number | null;
  /** Unit price after the company's discount. */
  discountPriceCents: number | null;
  ecotaxCents: number;
  quantity: number;
  /** (discount price + ecotax) × quantity; 0 for a price on request. */
  totalCents: number;
};

/** A promotion's effect, shown as its own line: free units sit just before the item they come from. */
export type PromotionLine = {
  promotionId: number;
  promotionCode: string;
  action: Promotion["action"]["type"];
  /** The item the free units come from; null for a cart-wide promotion. */
  key: string | number | null;
  quantity: number;
  /** The discount, a positive number of cents taken off. */
  amountCents: number;
};

export type Totals = {
  /** Items after the company's discount, ecotax included, excl. VAT. */
  subtotalCents: number;
  promotionCents: number;
  shippingCents: number;
  packagingCents: number;
  totalExclVatCents: number;
  vatRateBasisPoints: number;
  vatCents: number;
  totalInclVatCents: number;
  /** What is missing for free shipping ('just {price} more'), or null when it is free or never. */
  freeShippingRemainingCents: number | null;
};

export type Pricing = { lines: PricedLine[]; promotionLines: PromotionLine[]; totals: Totals; hasPriceOnRequest: boolean };

export const discountedPrice = (unitPriceCents: number, discountBasisPoints: number) =>
  unitPriceCents - roundedShare(unitPriceCents, discountBasisPoints, 10_000);

/**
 * Prices a cart or an order: the company's discount on each line, line promotions (free units),
 * then cart promotions on what is left, shipping and packaging, and VAT once on the whole
 * (see `vatOf` for the rounding rule). All in integer cents.
 */
export function priceOrder(input: PricingInput): Pricing {
  const lines: PricedLine[] = input.lines.map((line) => {
    const discountPriceCents =
      line.unitPriceCents === null
        ? null
        : line.netPrice
          ? line.unitPriceCents
          : discountedPrice(line.unitPriceCents, input.discountBasisPoints);
    const totalCents = discountPriceCents === null ? 0 : (discountPriceCents + line.ecotaxCents) * line.quantity;
    return {
      key: line.key,
      unitPriceCents: line.unitPriceCents,
      discountPriceCents,
      ecotaxCents: line.ecotaxCents,
      quantity: line.quantity,
      totalCents,
    };
  });
  const subtotalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);

  const promotionLines: PromotionLine[] = [];
  // Stacked free-unit promotions never give a unit twice: each takes only units still paid for.
  const paidUnits = input.lines.map((line) => line.quantity);
  for (const promotion of input.promotions) {
    const { action } = promotion;
    if (action.type !== "free_for_n_nth") continue;
    input.lines.forEach((line, index) => {
      const priced = lines[index] as PricedLine;
      if (priced.discountPriceCents === null || line.netPrice || (action.productType && action.productType !== line.productType)) return;
      const free = Math.min(freeUnits(line.quantity, action.n), paidUnits[index] as number);
      // Ecotax stays due on free units: it is a levy, not part of the price.
      if (free > 0) {
        paidUnits[index] = (paidUnits[index] as number) - free;
        promotionLines.push({
          promotionId: promotion.id,
          promotionCode: promotion.code,
          action: action.type,
          key: line.key,
          quantity: free,
          amountCents: free * priced.discountPriceCents,
        });
      }
    });
  }
  let afterLinePromotions = subtotalCents - promotionLines.reduce((sum, line) => sum + line.amountCents, 0);
  for (const promotion of input.promotions) {
    const { action } = promotion;
    if (action.type !== "cart_amount") continue;
    const amountCents = cartAmountDiscount(action, afterLinePromotions);
    if (amountCents > 0) {
      promotionLines.push({
        promotionId: promotion.id,
        promotionCode: promotion.code,
        action: action.type,
        key: null,
        quantity: 1,
        amountCents,
      });
      afterLinePromotions -= amountCents;
    }
  }
  const promotionCents = subtotalCents - afterLinePromotions;

  const { shipping } = input;
  const shippingIsFree = shipping?.freeAboveCents != null && afterLinePromotions >= shipping.freeAboveCents;
  const shippingCents = !shipping || shippingIsFree || lines.length === 0 ? 0 : shipping.priceCents;
  const machineUnits = input.lines.reduce((sum, line) => sum + (line.productType === "machine" ? line.quantity : 0), 0);
  const packagingCents = shipping ? machineUnits * shipping.machinePackagingCents : 0;
  const totalExclVatCents = afterLinePromotions + shippingCents + packagingCents;
  const vatCents = vatOf(totalExclVatCents, input.vatRateBasisPoints);
  const freeShippingRemainingCents =
    shipping?.freeAboveCents != null && !shippingIsFree && lines.length > 0 ? shipping.freeAboveCents - afterLinePromotions : null;

  return {
    lines,
    promotionLines,
    hasPriceOnRequest: lines.some((line) => line.unitPriceCents === null),
    totals: {
      subtotalCents,
      promotionCents,
      shippingCents,
      packagingCents,
      totalExclVatCents,
      vatRateBasisPoints: input.vatRateBasisPoints,
      vatCents,
      totalInclVatCents: totalExclVatCents + vatCents,
      freeShippingRemainingCents,
    },
  };
}
