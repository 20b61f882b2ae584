import { type APIRequestContext, expect } from "@playwright/test";

export type Locale = "fr" | "en" | "de" | "nl";
type Localization = { locale: Locale; slug: string };
export type SitemapProduct = { code: string; localizations: Localization[] };
export type ProductVariant = {
  code: string;
  reference: string;
  priceCents: number | null;
  priceOnRequest: boolean;
  stockStatus: "on_stock" | "on_order" | "not_managed" | "out_of_stock";
  deliveryPromise: "24_72_hours" | "15_days" | null;
  supersededBy: { code: string; reference: string } | null;
};
export type ProductView = {
  code: string;
  type: string;
  name: string;
  slug: string;
  variants: ProductVariant[];
  localizations: Localization[];
};
export type ProductDocument = { title: string; url: string; sizeBytes: number };

export type TaxonNode = { code: string; name: string; slug: string; productCount: number; children: TaxonNode[] };

const productSegment: Record<Locale, string> = { fr: "produit", en: "product", de: "produkt", nl: "product" };
const comparatorSegment: Record<Locale, string> = { fr: "comparateur", en: "comparator", de: "vergleichsrechner", nl: "vergelijker" };
const categorySegment: Record<Locale, string> = { fr: "categorie", en: "category", de: "kategorie", nl: "categorieen" };
const searchSegment: Record<Locale, string> = { fr: "recherche", en: "search", de: "suche", nl: "onderzoek" };

export const productPath = (locale: Locale, slug: string) => `/${locale}/${productSegment[locale]}/${slug}`;
export const comparatorPath = (locale: Locale) => `/${locale}/${comparatorSegment[locale]}`;
export const categoryPath = (locale: Locale, slug: string) => `/${locale}/${categorySegment[locale]}/${slug}`;
export const productsCategoryPath = (locale: Locale, slug: string) => `/${locale}/products/${categorySegment[locale]}/${slug}`;
export const searchPath = (locale: Locale, query?: string) =>
  `/${locale}/${searchSegment[locale]}${query === undefined ? "" : `?q=${encodeURIComponent(query)}`}`;

/** The category tree in `locale`. */
export async function taxonTree(request: APIRequestContext, locale: Locale): Promise<TaxonNode[]> {
  const response = await request.get("/api/v2/shop/taxons", { headers: { "accept-language": locale } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as TaxonNode[];
}

/** The first page of the public product list, as crawlers read it. */
export async function sitemapProducts(request: APIRequestContext): Promise<SitemapProduct[]> {
  const response = await request.get("/api/v2/shop/sitemap-products");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: SitemapProduct[] }).items;
}

export async function productView(request: APIRequestContext, code: string, locale: Locale): Promise<ProductView> {
  const response = await request.get(`/api/v2/shop/products/${code}`, { headers: { "accept-language": locale } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ProductView;
}

export async function productDocuments(request: APIRequestContext, code: string, locale: Locale): Promise<ProductDocument[]> {
  const response = await request.get(`/api/v2/shop/products/${code}/documents`, { headers: { "accept-language": locale } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ProductDocument[];
}

export type Attribute = { code: string; name: string; formatted: string; unit: string | null };

/** A version's technical data, as its product page shows it. */
export async function variantAttributes(request: APIRequestContext, variantCode: string, locale: Locale): Promise<Attribute[]> {
  const response = await request.get(`/api/v2/shop/product-variants/${variantCode}/attributes`, { headers: { "accept-language": locale } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Attribute[];
}

/** The first `count` machines of the catalogue with a price, in `locale`. */
export async function pricedMachines(request: APIRequestContext, locale: Locale, count: number): Promise<ProductView[]> {
  const found: ProductView[] = [];
  for (const item of (await sitemapProducts(request)).slice(0, 60)) {
    const view = await productView(request, item.code, locale);
    if (view.type === "machine" && view.variants[0] && !view.variants[0].priceOnRequest) found.push(view);
    if (found.length === count) return found;
  }
  throw new Error(`fewer than ${count} priced machines in the catalogue`);
}

export const formatPrice = (cents: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(cents / 100);
