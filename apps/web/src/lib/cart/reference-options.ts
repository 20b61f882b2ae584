import type { Suggestions } from "@portal/domain/search/schemas";

/** A reference the quick order may add: what is typed into the field, and what it names. */
export type ReferenceOption = { reference: string; name: string; replaces: string | null };

export const REFERENCE_OPTIONS_LIMIT = 8;

/**
 * The references to offer for what is typed: matching references first (a superseded one offers
 * the part that replaces it, saying so), then the references of the products found by words.
 */
export function referenceOptions(
  suggestions: Pick<Suggestions, "references" | "products">,
  limit = REFERENCE_OPTIONS_LIMIT,
): ReferenceOption[] {
  const byReference = new Map<string, ReferenceOption>();
  for (const entry of suggestions.references) {
    const known = byReference.get(entry.reference);
    if (!known) byReference.set(entry.reference, { reference: entry.reference, name: entry.name, replaces: entry.supersededReference });
    else if (!known.replaces && entry.supersededReference) known.replaces = entry.supersededReference;
  }
  for (const product of suggestions.products) {
    if (product.reference && !byReference.has(product.reference)) {
      byReference.set(product.reference, { reference: product.reference, name: product.name, replaces: null });
    }
  }
  return [...byReference.values()].slice(0, limit);
}
