import { vatOf } from "../pricing/vat";

export type QuoteLineAmounts = { quantity: number; unitPriceCents: number | null; ecotaxCents: number };

export type QuoteTotals = { subtotalCents: number; vatRateBasisPoints: number; vatCents: number; totalInclVatCents: number };

/** A line's amount excl. VAT: (unit price + ecotax) × quantity; null until it has a price. */
export function quoteLineTotal(line: QuoteLineAmounts): number | null {
  return line.unitPriceCents === null ? null : (line.unitPriceCents + line.ecotaxCents) * line.quantity;
}

/**
 * A quote's totals: the priced lines excl. VAT, and VAT once on that total at the delivery
 * country's rate, rounded as the cart rounds it (`vatOf`). Shipping is not quoted: checkout adds it.
 * Null while a line has no price, since a partial total would read as the quote's price.
 */
export function quoteTotals(lines: readonly QuoteLineAmounts[], vatRateBasisPoints: number): QuoteTotals | null {
  const amounts = lines.map(quoteLineTotal);
  if (amounts.some((amount) => amount === null)) return null;
  const subtotalCents = (amounts as number[]).reduce((sum, amount) => sum + amount, 0);
  const vatCents = vatOf(subtotalCents, vatRateBasisPoints);
  return { subtotalCents, vatRateBasisPoints, vatCents, totalInclVatCents: subtotalCents + vatCents };
}
