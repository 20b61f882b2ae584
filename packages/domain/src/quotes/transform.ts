import { type ComplianceInput, type LineCompliance, lineCompliance } from "./compliance";
import { isExpired, type QuoteStatus } from "./status";

/**
 * Spec section 4: how a quote goes back to the cart.
 * - `transform_into_order`: the cart holds the quote's lines alone, named and addressed as the
 *   quote, ready for checkout;
 * - `replace_cart_items`: the quote's lines replace the cart's;
 * - `complete_cart_items`: the quote's lines join the cart's (a reference in both takes the quote's
 *   quantity and price).
 * In every mode the cart is locked while it holds the quote: its lines stay at the quote's prices
 * until it is checked out or emptied.
 */
export const transformModes = ["transform_into_order", "replace_cart_items", "complete_cart_items"] as const;
export type TransformMode = (typeof transformModes)[number];

export type TransformRefusal = "no_longer_valid" | "unknown_variant" | "undefined_price" | "not_transformable";

/**
 * Why a quote cannot go back to the cart now, or null. Order of checks: the state (ordered), the
 * validity, then the lines (an unknown reference before a missing price, as the spec's 404 / 422).
 */
export function transformRefusal(
  quote: { status: QuoteStatus; validUntil: string | null },
  lines: readonly ComplianceInput[],
  now: Date,
): TransformRefusal | null {
  if (quote.status === "ordered") return "not_transformable";
  if (isExpired(quote, now)) return "no_longer_valid";
  const compliances: LineCompliance[] = lines.map(lineCompliance);
  if (compliances.includes("unknown_reference")) return "unknown_variant";
  if (compliances.includes("no_price_list") || quote.status === "waiting_price") return "undefined_price";
  return null;
}
