import type { ProductCard } from "@portal/domain/catalog/schemas";

/**
 * What a product card offers a customer: its only variant, added to the cart from the list, or the
 * product page — to choose among several versions, or to ask for the price of one quoted on request.
 */
export type CardOffer = { kind: "add"; variantCode: string } | { kind: "choose" } | { kind: "quote" } | { kind: "unavailable" };

export function cardOffer(card: Pick<ProductCard, "singleVariantCode" | "priceOnRequest" | "fromPriceCents" | "stockStatus">): CardOffer {
  if (card.priceOnRequest || card.fromPriceCents === null) return { kind: "quote" };
  // The best of its versions cannot be ordered: none can, and the card's badge says why.
  if (card.stockStatus === "out_of_stock") return { kind: "unavailable" };
  if (card.singleVariantCode === null) return { kind: "choose" };
  return { kind: "add", variantCode: card.singleVariantCode };
}

/** A sentence cut around the product's name, translated by the server for every card at once. */
export type NameSentence = { before: string; after: string };

export function withName(sentence: NameSentence, name: string): string {
  return `${sentence.before}${name}${sentence.after}`;
}
