/**
 * Spec section 5: a quote is non-compliant when one of its references is unknown or has no price
 * list. A line is judged on what the catalogue says now (the reference may have been withdrawn since
 * the quote was made) and on the price the quote gives it.
 */
export const lineCompliances = ["compliant", "unknown_reference", "no_price_list"] as const;
export type LineCompliance = (typeof lineCompliances)[number];

export type ComplianceInput = {
  /** The line names a variant of the catalogue that can still be sold. */
  known: boolean;
  /** The quote's unit price for the line; null until staff price it. */
  unitPriceCents: number | null;
};

export function lineCompliance(line: ComplianceInput): LineCompliance {
  if (!line.known) return "unknown_reference";
  if (line.unitPriceCents === null) return "no_price_list";
  return "compliant";
}

export function isCompliant(lines: readonly ComplianceInput[]): boolean {
  return lines.every((line) => lineCompliance(line) === "compliant");
}
