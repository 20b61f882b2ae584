/**
 * Quote states (spec section 4) as data.
 *
 * Stored states: `waiting_price` (requested, a line still has no price: staff must price it),
 * `treated` (every line the catalogue knows is priced and a validity date is set), `sent` (staff
 * e-mailed it to the customer) and `ordered` (an order placed from it was checked out).
 *
 * `expired` is never stored: a `treated` or `sent` quote whose validity date is past (the day after
 * it, in UTC) shows as expired and can no longer go back to the cart. A quote waiting for a price has
 * no validity yet and an ordered one is over, so neither expires.
 */
export const quoteStatuses = ["waiting_price", "treated", "sent", "ordered"] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

/** What a list or a detail shows: the stored state, or `expired`. */
export const quoteDisplayStatuses = [...quoteStatuses, "expired"] as const;
export type QuoteDisplayStatus = (typeof quoteDisplayStatuses)[number];

/** What moves a quote: staff pricing it, staff sending it, a checkout of a cart placed from it. */
export const quoteActions = ["price", "send", "order"] as const;
export type QuoteAction = (typeof quoteActions)[number];

/**
 * The states each action applies to and where it leads. Staff may price again until the quote is
 * sent; once sent its prices are the customer's. Only a priced quote (treated or sent) is ordered.
 */
export const quoteTransitions: Record<QuoteAction, { from: readonly QuoteStatus[]; to: QuoteStatus }> = {
  price: { from: ["waiting_price", "treated"], to: "treated" },
  send: { from: ["treated"], to: "sent" },
  order: { from: ["treated", "sent"], to: "ordered" },
};

export function canApply(action: QuoteAction, status: QuoteStatus): boolean {
  return quoteTransitions[action].from.includes(status);
}

export function statusAfter(action: QuoteAction): QuoteStatus {
  return quoteTransitions[action].to;
}

/** Today's date in UTC as `YYYY-MM-DD`, the form validity dates take. */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** A priced quote is valid through its validity date (inclusive, UTC). */
export function isExpired(quote: { status: QuoteStatus; validUntil: string | null }, now: Date): boolean {
  if (quote.status !== "treated" && quote.status !== "sent") return false;
  return quote.validUntil !== null && quote.validUntil < dayOf(now);
}

export function displayStatusOf(quote: { status: QuoteStatus; validUntil: string | null }, now: Date): QuoteDisplayStatus {
  return isExpired(quote, now) ? "expired" : quote.status;
}

/** How many days a quote priced from the catalogue alone stays valid, and the default staff get. */
export const DEFAULT_VALIDITY_DAYS = 30;

export function validityFrom(now: Date, days = DEFAULT_VALIDITY_DAYS): string {
  return dayOf(new Date(now.getTime() + days * 86_400_000));
}
