import type { Locale } from "@portal/domain/i18n/locales";
import { invoicePageSchema } from "@portal/domain/invoices/schemas";
import { apiFetch } from "../api/server";
import { type InvoiceListState, invoiceApiQuery } from "./invoices";

export const INVOICES_PAGE_SIZE = 20;

/** A page of the caller's invoices and credit notes. */
export function fetchInvoices(state: InvoiceListState, locale: Locale) {
  return apiFetch(`/api/v2/shop/invoices?${invoiceApiQuery(state, INVOICES_PAGE_SIZE)}`, { schema: invoicePageSchema, locale });
}

/** The invoices and credit notes of one order, for its page (`OrderInvoices` renders them). */
export function fetchOrderInvoices(orderNumber: string, locale: Locale) {
  const query = new URLSearchParams({ orderNumber, itemsPerPage: "100" });
  return apiFetch(`/api/v2/shop/invoices?${query}`, { schema: invoicePageSchema, locale });
}
