import type { APIRequestContext } from "@playwright/test";
import { type Locale, productView, sitemapProducts } from "./catalog";

const cartSegment: Record<Locale, string> = { fr: "panier", en: "cart", de: "korb", nl: "mand" };
export const cartPath = (locale: Locale) => `/${locale}/${cartSegment[locale]}`;

export type OrderablePart = { code: string; reference: string; priceCents: number; name: string };

/**
 * Spare parts that can be ordered in any quantity (made to order, so no shelf runs out while
 * journeys run side by side), with a price.
 */
export async function orderableParts(request: APIRequestContext, locale: Locale, count: number): Promise<OrderablePart[]> {
  const found: OrderablePart[] = [];
  for (const item of (await sitemapProducts(request)).slice(0, 400)) {
    const view = await productView(request, item.code, locale);
    const variant = view.variants[0];
    if (view.type !== "spare_part" || !variant || variant.priceOnRequest || variant.priceCents === null) continue;
    if (variant.stockStatus !== "on_order" || variant.supersededBy) continue;
    found.push({ code: variant.code, reference: variant.reference, priceCents: variant.priceCents, name: view.name });
    if (found.length === count) return found;
  }
  throw new Error(`fewer than ${count} orderable parts in the catalogue`);
}

export type StockedPart = OrderablePart & { slug: string };

/**
 * A priced spare part on the shelf, from the end of the list: no other journey orders one (they
 * take parts made to order), so a journey may buy its last units.
 */
export async function stockedPart(request: APIRequestContext, locale: Locale): Promise<StockedPart> {
  for (const item of (await sitemapProducts(request)).slice(0, 400).reverse()) {
    const view = await productView(request, item.code, locale);
    const variant = view.variants[0];
    if (view.type !== "spare_part" || view.variants.length !== 1 || !variant || variant.priceCents === null) continue;
    if (variant.priceOnRequest || variant.stockStatus !== "on_stock" || variant.supersededBy) continue;
    return { code: variant.code, reference: variant.reference, priceCents: variant.priceCents, name: view.name, slug: view.slug };
  }
  throw new Error("no spare part on the shelf in the catalogue");
}
