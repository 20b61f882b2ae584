import {
  brandChoiceSchema,
  type TaxonNode,
  type TaxonView,
  taxonNodeSchema,
  taxonSlugSchema,
  taxonViewSchema,
} from "@portal/domain/catalog/schemas";
import { type Locale, locales } from "@portal/domain/i18n/locales";
import { cache } from "react";
import { z } from "zod";
import { apiFetch } from "../api/server";
import { CatalogUnavailableError } from "./products";
import { findTaxon } from "./taxon-tree";

const SHOP = "/api/v2/shop";

/** A category by its full slug (`machines/tondeuses`) in `locale`; null when there is none (the page answers 404). */
export const getTaxonBySlug = cache(async (locale: Locale, slug: string): Promise<TaxonView | null> => {
  if (!taxonSlugSchema.safeParse(slug).success) return null;
  const path = `${SHOP}/taxons/by-slug?slug=${encodeURIComponent(slug)}`;
  const result = await apiFetch(path, { schema: taxonViewSchema, locale });
  if (result.ok) return result.data;
  if (result.status === 404) return null;
  throw new CatalogUnavailableError(path, result.status);
});

/** The category tree in `locale`; empty when the catalogue cannot give it (pages then show less, not an error). */
export const getTaxonTree = cache(async (locale: Locale): Promise<TaxonNode[]> => {
  const result = await apiFetch(`${SHOP}/taxons`, { schema: z.array(taxonNodeSchema), locale });
  return result.ok ? result.data : [];
});

export type BrandChoice = z.infer<typeof brandChoiceSchema>;

/** The brands of the catalogue, with their names (the same in every language). */
export const getBrands = cache(async (locale: Locale): Promise<BrandChoice[]> => {
  const result = await apiFetch(`${SHOP}/product-attribute-choices/brand`, { schema: z.array(brandChoiceSchema), locale });
  return result.ok ? result.data : [];
});

/** The slug of a category in every language that has it, from each language's tree (slugs are translated). */
export async function taxonSlugsByLocale(code: string): Promise<Partial<Record<Locale, string>>> {
  const trees = await Promise.all(locales.map(async (locale) => [locale, await getTaxonTree(locale)] as const));
  const slugs: Partial<Record<Locale, string>> = {};
  for (const [locale, tree] of trees) {
    const node = findTaxon(tree, code);
    if (node) slugs[locale] = node.slug;
  }
  return slugs;
}
