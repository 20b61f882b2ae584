import { orderOrigins, orderTypes } from "@portal/domain/orders/states";
import { z } from "zod";

/**
 * The orders list's address bar: its filters, the keyset cursor of the page shown and the cursors
 * of the pages before it (so "previous" works without an offset), and the API query they make.
 */
export type OrderFilters = { type?: string; origin?: string; search?: string; from?: string; to?: string };
export type OrderListState = OrderFilters & { cursor?: string; trail: string[] };

const cursorText = /^[A-Za-z0-9_-]{1,80}$/;
const day = /^\d{4}-\d{2}-\d{2}$/;
/** How many earlier pages "previous" can walk back through; past them it starts over. */
const MAX_TRAIL = 30;

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Reads the page's search params, dropping what the API would refuse rather than failing the page. */
export function readListState(params: Record<string, string | string[] | undefined>): OrderListState {
  const type = one(params.type);
  const origin = one(params.origin);
  const search = one(params.search)?.trim().slice(0, 120);
  const from = one(params.from);
  const to = one(params.to);
  const cursor = one(params.cursor);
  const trail = (one(params.trail) ?? "")
    .split(".")
    .filter((value) => cursorText.test(value))
    .slice(-MAX_TRAIL);
  return {
    type: type && (orderTypes as readonly string[]).includes(type) ? type : undefined,
    origin: origin && (orderOrigins as readonly string[]).includes(origin) ? origin : undefined,
    search: search || undefined,
    from: from && day.test(from) ? from : undefined,
    to: to && day.test(to) && (!from || !day.test(from) || from <= to) ? to : undefined,
    cursor: cursor && cursorText.test(cursor) ? cursor : undefined,
    trail,
  };
}

/** The filters as query parameters (for the API, the export and the page's own links). */
export function filterParams(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ["type", "origin", "search", "from", "to"] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params;
}

export const ordersApiPath = "/api/v2/shop/orders";

export function listApiPath(state: OrderListState, itemsPerPage = 20): string {
  const params = filterParams(state);
  if (state.cursor) params.set("cursor", state.cursor);
  params.set("itemsPerPage", String(itemsPerPage));
  return `${ordersApiPath}?${params}`;
}

export function exportHref(filters: OrderFilters): string {
  const params = filterParams(filters).toString();
  return `${ordersApiPath}/export.xlsx${params ? `?${params}` : ""}`;
}

/** The query of the next page: this page's cursor joins the trail (the first page has none). */
export function nextQuery(state: OrderListState, nextCursor: string): string {
  const params = filterParams(state);
  params.set("cursor", nextCursor);
  const trail = state.cursor ? [...state.trail, state.cursor].slice(-MAX_TRAIL) : [];
  if (trail.length > 0) params.set("trail", trail.join("."));
  return params.toString();
}

/** The query of the previous page: the last cursor of the trail, or the first page. */
export function previousQuery(state: OrderListState): string {
  const params = filterParams(state);
  const trail = [...state.trail];
  const previous = trail.pop();
  if (previous) params.set("cursor", previous);
  if (trail.length > 0) params.set("trail", trail.join("."));
  return params.toString();
}

/** The filter form: optional fields, the end date on or after the start date. */
export const orderFilterFormSchema = z
  .object({
    type: z.enum(["", ...orderTypes]),
    origin: z.enum(["", ...orderOrigins]),
    search: z.string().trim().max(120, "validation.max_length"),
    from: z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, "validation.invalid"),
    to: z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, "validation.invalid"),
  })
  .refine((form) => !form.from || !form.to || form.from <= form.to, { message: "validation.date_range", path: ["to"] });
export type OrderFilterForm = z.infer<typeof orderFilterFormSchema>;
