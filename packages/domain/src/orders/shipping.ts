import type { ShippingRate } from "../pricing/totals";

/** A price of a shipping method for a country, or for one department of it (the zip code's first two characters). */
export type ShippingRateRow = ShippingRate & { methodCode: string; countryCode: string; department: string | null };

/** Spec section 2: the department is read from the first two characters of the zip code. */
export function departmentOf(zipCode: string | null | undefined): string | null {
  const trimmed = zipCode?.trim() ?? "";
  return trimmed.length >= 2 ? trimmed.slice(0, 2).toUpperCase() : null;
}

/**
 * The shipping methods serving an address, each at its most specific rate: a department's own rate
 * wins over the country's. The order of `rows` (the methods' position) is kept.
 */
export function ratesForAddress(
  rows: readonly ShippingRateRow[],
  address: { countryCode: string; zipCode: string | null },
): ShippingRateRow[] {
  const department = departmentOf(address.zipCode);
  const byMethod = new Map<string, ShippingRateRow>();
  for (const row of rows) {
    if (row.countryCode !== address.countryCode) continue;
    if (row.department !== null && row.department !== department) continue;
    const current = byMethod.get(row.methodCode);
    if (!current || (current.department === null && row.department !== null)) byMethod.set(row.methodCode, row);
  }
  const order = [...new Set(rows.map((row) => row.methodCode))];
  return order.flatMap((code) => byMethod.get(code) ?? []);
}
