import {
  attributeSchema,
  bundledProductSchema,
  documentSchema,
  type ProductAssociations,
  type ProductCard,
  type ProductDocument,
  type ProductView,
  productAssociationsSchema,
  productCardSchema,
  productSlugSchema,
  productViewSchema,
  type VariantView,
  variantViewSchema,
} from "@portal/domain/catalog/schemas";
import type { Locale } from "@portal/domain/i18n/locales";
import { cache } from "react";
import { z } from "zod";
import { apiFetch } from "../api/server";

const SHOP = "/api/v2/shop";

export class CatalogUnavailableError extends Error {
  constructor(path: string, status: number) {
    super(`The catalogue answered ${status} for ${path}`);
    this.name = "CatalogUnavailableError";
  }
}

/** The product page of `slug` in `locale`; null when no product has that slug (the page answers 404). */
export const getProductBySlug = cache(async (locale: Locale, slug: string): Promise<ProductView | null> => {
  if (!productSlugSchema.safeParse(slug).success) return null;
  const path = `${SHOP}/products/by-slug/${slug}`;
  const result = await apiFetch(path, { schema: productViewSchema, locale });
  if (result.ok) return result.data;
  if (result.status === 404) return null;
  throw new CatalogUnavailableError(path, result.status);
});

/** A product by code; null when it does not exist (any more). */
export const getProduct = cache(async (locale: Locale, code: string): Promise<ProductView | null> => {
  const path = `${SHOP}/products/${encodeURIComponent(code)}`;
  const result = await apiFetch(path, { schema: productViewSchema, locale });
  if (result.ok) return result.data;
  if (result.status === 404) return null;
  throw new CatalogUnavailableError(path, result.status);
});

/**
 * The parts of a product page that can be left out when the catalogue cannot give them: the page
 * still shows the product and its price.
 */
async function optional<T>(path: string, schema: z.ZodType<T>, locale: Locale, fallback: T): Promise<T> {
  const result = await apiFetch(path, { schema, locale });
  return result.ok ? result.data : fallback;
}

const code = (value: string) => encodeURIComponent(value);

export function getAssociations(locale: Locale, productCode: string): Promise<Partial<ProductAssociations>> {
  return optional<Partial<ProductAssociations>>(
    `${SHOP}/products/${code(productCode)}/associations`,
    productAssociationsSchema,
    locale,
    {},
  );
}

export function getDocuments(locale: Locale, productCode: string): Promise<ProductDocument[]> {
  return optional(`${SHOP}/products/${code(productCode)}/documents`, z.array(documentSchema), locale, []);
}

export type BundledProduct = z.infer<typeof bundledProductSchema>;

export function getBundledProducts(locale: Locale, productCode: string): Promise<BundledProduct[]> {
  return optional(`${SHOP}/products/${code(productCode)}/bundled-products`, z.array(bundledProductSchema), locale, []);
}

export type Attribute = z.infer<typeof attributeSchema>;

/** Technical data of one variant: the product's, with the variant's own values in their place. */
export function getVariantAttributes(locale: Locale, variantCode: string): Promise<Attribute[] | null> {
  return optional(`${SHOP}/product-variants/${code(variantCode)}/attributes`, z.array(attributeSchema), locale, null);
}

export function getVariant(locale: Locale, variantCode: string): Promise<VariantView | null> {
  return optional(`${SHOP}/product-variants/${code(variantCode)}`, variantViewSchema, locale, null);
}

/** Product cards in the order of `codes`; unknown codes are left out. */
export function getCards(locale: Locale, codes: readonly string[]): Promise<ProductCard[]> {
  if (codes.length === 0) return Promise.resolve([]);
  const query = new URLSearchParams(codes.map((entry) => ["codes[]", entry]));
  return optional(`${SHOP}/search-product-codes?${query}`, z.array(productCardSchema), locale, []);
}
