import type { Locale } from "@portal/domain/i18n/locales";
import { type SearchResult, searchResultSchema } from "@portal/domain/search/schemas";
import { cache } from "react";
import type { ApiResult } from "../api/problem";
import { apiFetch } from "../api/server";
import { type ListingState, searchApiParams } from "../catalog/listing";

/**
 * One page of a product list from the catalogue search: products, facets and total. A failure is
 * returned, not thrown, so the page keeps its header and says that the list could not be loaded.
 */
export function searchProducts(locale: Locale, state: ListingState, taxon: string | null): Promise<ApiResult<SearchResult>> {
  return searchByParams(locale, searchApiParams(state, taxon).toString());
}

// Once per request and query: the search page reads the answer before its list does.
const searchByParams = cache(
  (locale: Locale, params: string): Promise<ApiResult<SearchResult>> =>
    apiFetch(`/api/v2/shop/search?${params}`, { schema: searchResultSchema, locale }),
);
