import type { Locale } from "@portal/domain/i18n/locales";
import { type QuoteDetail, type QuotePage, quoteDetailSchema, quotePageSchema } from "@portal/domain/quotes/schemas";
import type { ApiResult } from "../api/problem";
import { apiFetch } from "../api/server";

export const QUOTES_PAGE_SIZE = 20;

/** A page of the customer's quotes (the company's with the right), newest first. */
export function listQuotes(page: number, locale: Locale): Promise<ApiResult<QuotePage>> {
  return apiFetch(`/api/v2/shop/quotes?page=${page}&itemsPerPage=${QUOTES_PAGE_SIZE}`, { schema: quotePageSchema, locale });
}

export function getQuote(number: string, locale: Locale): Promise<ApiResult<QuoteDetail>> {
  return apiFetch(`/api/v2/shop/quotes/${encodeURIComponent(number)}`, { schema: quoteDetailSchema, locale });
}
