import type { Locale } from "@portal/domain/i18n/locales";
import { machineLimits } from "@portal/domain/machines/schemas";
import { localizedTemplate } from "../../i18n/routes";

export const MACHINES_PAGE_SIZE = 20;

export type MachineListState = { q: string; page: number };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

/** The list's search and page from the address: a search cut to what the API takes, a page from 1. */
export function machineListStateOf(params: Record<string, string | string[] | undefined>): MachineListState {
  const q = first(params.q).trim().slice(0, machineLimits.searchLength);
  const page = first(params.page);
  return { q, page: /^\d{1,6}$/.test(page) && Number(page) >= 1 ? Number(page) : 1 };
}

/** The address of a page of the list, keeping the search. */
export function machineListHref(path: string, state: MachineListState): string {
  const query = new URLSearchParams();
  if (state.q) query.set("q", state.q);
  if (state.page > 1) query.set("page", String(state.page));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** A machine's page with `[machineToken]` in place of its token, for links made in the browser. */
export function machinePathTemplate(locale: Locale): string {
  return `/${locale}${localizedTemplate("/user/machines/[machineToken]", locale)}`;
}

export const machinePathOf = (template: string, token: string) => template.replace("[machineToken]", encodeURIComponent(token));

/** A `YYYY-MM-DD` date or an instant, as `locale` writes a date. */
export function formatDay(value: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(value));
}
