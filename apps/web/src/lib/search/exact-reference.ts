import type { Locale } from "@portal/domain/i18n/locales";
import type { SearchResult } from "@portal/domain/search/schemas";
import { filterCount, type ListingState } from "../catalog/listing";
import { productPath } from "../catalog/product-page";

/**
 * Where a search for one exact reference leads: straight to the page of the version it names, not
 * to a list of one. Only for the query as typed: a filtered or later page is a list the visitor asked for.
 */
export function exactReferenceHref(locale: Locale, state: ListingState, result: Pick<SearchResult, "exactReference">): string | null {
  const found = result.exactReference;
  if (!found || state.query === "" || state.page !== 1 || filterCount(state) > 0) return null;
  return `${productPath(locale, found.slug)}?variant=${encodeURIComponent(found.variantCode)}`;
}
