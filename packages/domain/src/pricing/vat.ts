/**
 * VAT of the delivery country, in basis points (2000 = 20 %). Countries the manufacturer delivers to
 * are the ones allowed for addresses; an order is always taxed at its delivery country's standard rate.
 */
export const vatRates: Readonly<Record<string, number>> = {
  AT: 2000,
  BE: 2100,
  CH: 810,
  DE: 1900,
  ES: 2100,
  FR: 2000,
  IT: 2200,
  LU: 1700,
  MC: 2000,
  NL: 2100,
  PT: 2300,
};

/** The rate used before a delivery address is known and for a country without its own entry. */
export const DEFAULT_VAT_COUNTRY = "FR";

export function vatRateOf(countryCode: string | null | undefined): number {
  const code = countryCode?.toUpperCase() ?? DEFAULT_VAT_COUNTRY;
  return Object.hasOwn(vatRates, code) ? (vatRates[code] as number) : (vatRates[DEFAULT_VAT_COUNTRY] as number);
}

/**
 * `part * numerator / denominator` rounded half away from zero, in integers only (no float ever
 * touches a price). Every percentage in the portal goes through here.
 */
export function roundedShare(amountCents: number, numerator: number, denominator: number): number {
  const sign = Math.sign(amountCents) * Math.sign(numerator) * Math.sign(denominator);
  const product = BigInt(Math.abs(amountCents)) * BigInt(Math.abs(numerator));
  const divisor = BigInt(Math.abs(denominator));
  const quotient = product / divisor;
  const rounded = (product % divisor) * 2n >= divisor ? quotient + 1n : quotient;
  // `|| 0` turns -0 (a negative share rounded to nothing) into 0, which Intl would show as "-0,00 €".
  return sign * Number(rounded) || 0;
}

/**
 * The rounding rule, the same for cart, order, e-mail and invoice: VAT is computed once, on the
 * order's total excluding VAT (items after discounts and promotions, plus shipping and packaging),
 * at the delivery country's rate, rounded half up to the cent. Lines are never taxed one by one, so
 * the VAT shown always equals rate × total shown.
 */
export function vatOf(totalExclVatCents: number, rateBasisPoints: number): number {
  return roundedShare(totalExclVatCents, rateBasisPoints, 10_000);
}
