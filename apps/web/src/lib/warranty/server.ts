import type { Locale } from "@portal/domain/i18n/locales";
import {
  type Incident,
  incidentListSchema,
  type WarrantyDetail,
  type WarrantyPage,
  type WarrantyStatistics,
  warrantyDetailSchema,
  warrantyPageSchema,
  warrantyStatisticsSchema,
} from "@portal/domain/warranty/schemas";
import type { ApiResult } from "../api/problem";
import { apiFetch } from "../api/server";
import { type WarrantyListState, warrantyListParams } from "./list";

const shop = "/api/v2/shop";

export function listWarranties(state: WarrantyListState, locale: Locale): Promise<ApiResult<WarrantyPage>> {
  return apiFetch(`${shop}/machine-warranties?${warrantyListParams(state)}`, { schema: warrantyPageSchema, locale });
}

export function getWarranty(token: string, locale: Locale): Promise<ApiResult<WarrantyDetail>> {
  return apiFetch(`${shop}/machine-warranties/${encodeURIComponent(token)}`, { schema: warrantyDetailSchema, locale });
}

export function warrantyStatistics(locale: Locale): Promise<ApiResult<WarrantyStatistics>> {
  return apiFetch(`${shop}/machine-warranty-statistics`, { schema: warrantyStatisticsSchema, locale });
}

/** The incident types in the page's language. */
export function listIncidents(locale: Locale): Promise<ApiResult<Incident[]>> {
  return apiFetch(`${shop}/incidents`, { schema: incidentListSchema, locale });
}
