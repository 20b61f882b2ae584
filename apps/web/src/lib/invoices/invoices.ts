import type { InvoiceFilterForm, InvoiceSummary } from "@portal/domain/invoices/schemas";
import type { InvoiceStatus } from "@portal/domain/invoices/status";
import type { StatusTone } from "@/components/ui/status-badge";

/** The API's address of a document's Factur-X PDF (the web proxies /api/* with the session's cookies). */
export const invoicePdfPath = (number: string) => `/api/v2/shop/invoices/${encodeURIComponent(number)}/pdf`;

export const invoiceStatusTones: Record<InvoiceStatus, StatusTone> = {
  paid: "success",
  partially_paid: "info",
  unpaid: "neutral",
  overdue: "danger",
};

/** The page's state in its URL: filters, the page's cursor and the cursors of the pages before it. */
export type InvoiceListState = InvoiceFilterForm & { cursor: string; trail: string[] };

const CURSOR = /^\d{1,15}\.\d{1,10}$/;

/** Reads the page's query string; anything malformed is dropped rather than sent on. */
export function invoiceListStateOf(search: Record<string, string | string[] | undefined>): InvoiceListState {
  const one = (name: string) => {
    const value = search[name];
    return typeof value === "string" ? value : "";
  };
  const date = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : "");
  const status = one("status");
  const cursor = one("cursor");
  return {
    status: (["paid", "partially_paid", "unpaid", "overdue"] as const).find((known) => known === status) ?? "",
    from: date(one("from")),
    to: date(one("to")),
    cursor: CURSOR.test(cursor) ? cursor : "",
    // An empty entry stands for the first page: `trail=` is a trail of one, no `trail` none.
    trail: (typeof search.trail === "string" ? search.trail.split("~") : [])
      .filter((entry) => entry === "" || CURSOR.test(entry))
      .slice(-50),
  };
}

const filterParams = (state: InvoiceFilterForm) => {
  const params = new URLSearchParams();
  if (state.status) params.set("status", state.status);
  if (state.from) params.set("from", state.from);
  if (state.to) params.set("to", state.to);
  return params;
};

/** The API query of a page. */
export function invoiceApiQuery(state: InvoiceListState, itemsPerPage: number): string {
  const params = filterParams(state);
  if (state.cursor) params.set("cursor", state.cursor);
  params.set("itemsPerPage", String(itemsPerPage));
  return params.toString();
}

/** The page's query string after filtering (back to the first page), or moving to the next or previous page. */
export function invoiceListQuery(state: InvoiceListState, move: "first" | { next: string } | "previous"): string {
  const params = filterParams(state);
  if (move === "previous") {
    const trail = state.trail.slice(0, -1);
    const previous = state.trail.at(-1);
    if (previous) params.set("cursor", previous);
    if (trail.length > 0) params.set("trail", trail.join("~"));
  } else if (move !== "first") {
    params.set("cursor", move.next);
    // The first page has no cursor: an empty entry stands for it.
    params.set("trail", [...state.trail, state.cursor].join("~"));
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Credit notes sit under the invoice they correct when both are on the page, else on their own row. */
export type InvoiceRow = InvoiceSummary & { nested: boolean };
export function groupCreditNotes(items: readonly InvoiceSummary[]): InvoiceRow[] {
  const onPage = new Set(items.filter((item) => item.kind === "invoice").map((item) => item.number));
  const notesOf = new Map<string, InvoiceSummary[]>();
  for (const item of items) {
    if (item.kind === "credit_note" && item.corrects && onPage.has(item.corrects)) {
      notesOf.set(item.corrects, [...(notesOf.get(item.corrects) ?? []), item]);
    }
  }
  const rows: InvoiceRow[] = [];
  for (const item of items) {
    if (item.kind === "credit_note" && item.corrects && onPage.has(item.corrects)) continue;
    rows.push({ ...item, nested: false });
    for (const note of notesOf.get(item.number) ?? []) rows.push({ ...note, nested: true });
  }
  return rows;
}
