import type { Locale } from "@portal/domain/i18n/locales";
import {
  diagramSchema,
  modelAssembliesSchema,
  partsLimits,
  partsModelListSchema,
  partsmartInformationsSchema,
  partsSearchPageSchema,
  whereUsedSchema,
} from "@portal/domain/parts/schemas";
import { apiFetch } from "../api/server";

const base = "/api/v2/shop/partsmart";
const enc = encodeURIComponent;

/** Which catalogue the page shows. */
export const getPartsmartInformations = (locale: Locale) =>
  apiFetch("/api/v2/shop/partsmart-informations", { schema: partsmartInformationsSchema, locale });

/** One page of the models with views, and the brands to filter them on. */
export function listPartsModels(locale: Locale, filter: { q?: string; brand?: string; page: number }) {
  const query = new URLSearchParams({ page: String(filter.page), itemsPerPage: String(partsLimits.defaultPageSize) });
  if (filter.q) query.set("q", filter.q);
  if (filter.brand) query.set("brand", filter.brand);
  return apiFetch(`${base}/models?${query}`, { schema: partsModelListSchema, locale });
}

export const getModelAssemblies = (locale: Locale, model: string) =>
  apiFetch(`${base}/models/${enc(model)}`, { schema: modelAssembliesSchema, locale });

export const getDiagram = (locale: Locale, model: string, assembly: string) =>
  apiFetch(`${base}/models/${enc(model)}/assemblies/${enc(assembly)}`, { schema: diagramSchema, locale });

export function searchPositions(locale: Locale, q: string, page: number) {
  const query = new URLSearchParams({ q, page: String(page), itemsPerPage: "20" });
  return apiFetch(`${base}/search?${query}`, { schema: partsSearchPageSchema, locale });
}

export const getWhereUsed = (locale: Locale, variant: string) =>
  apiFetch(`${base}/where-used?${new URLSearchParams({ variant })}`, { schema: whereUsedSchema, locale });
