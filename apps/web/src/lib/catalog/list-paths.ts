import type { Locale } from "@portal/domain/i18n/locales";
import { pathFor } from "../../i18n/paths";

/** Paths of the product lists, kept apart from i18n/paths so that browser code does not carry them. */

export function productsPath(locale: Locale): string {
  return pathFor("/products", locale);
}

/** The plain product list of a category (no introduction), from its slug such as `machines/tondeuses`. */
export function productsCategoryPath(locale: Locale, taxonSlug: string): string {
  return pathFor("/products/category/[...slug]", locale, { slug: taxonSlug.split("/").filter(Boolean) });
}

export function searchPath(locale: Locale): string {
  return pathFor("/search", locale);
}
