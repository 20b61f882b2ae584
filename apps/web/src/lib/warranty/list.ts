import { type WarrantyStatus, warrantyStatuses } from "@portal/domain/warranty/status";

/** The claims list's address bar: search, status and page. */
export type WarrantyListState = { q?: string; status?: WarrantyStatus; page: number };

export const WARRANTY_PAGE_SIZE = 20;
const SEARCH_MAX = 80;

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Reads the page's search params, dropping what the API would refuse rather than failing the page. */
export function readWarrantyListState(params: Record<string, string | string[] | undefined>): WarrantyListState {
  const q = one(params.q)?.trim().slice(0, SEARCH_MAX);
  const status = one(params.status);
  const page = one(params.page);
  return {
    q: q || undefined,
    status: status && (warrantyStatuses as readonly string[]).includes(status) ? (status as WarrantyStatus) : undefined,
    page: page && /^\d{1,5}$/.test(page) && Number(page) >= 1 ? Number(page) : 1,
  };
}

/** The filters and page as query parameters; `page` only past the first, so the page's own links stay short. */
export function warrantyQuery(state: WarrantyListState, { withPage = true } = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set("q", state.q);
  if (state.status) params.set("status", state.status);
  if (withPage && state.page > 1) params.set("page", String(state.page));
  return params;
}

export function warrantyListParams(state: WarrantyListState): URLSearchParams {
  const params = warrantyQuery(state, { withPage: false });
  params.set("page", String(state.page));
  params.set("itemsPerPage", String(WARRANTY_PAGE_SIZE));
  return params;
}

/** The list's address for `state` under `base`. */
export function warrantyListHref(base: string, state: WarrantyListState): string {
  const query = warrantyQuery(state).toString();
  return query ? `${base}?${query}` : base;
}
