"use client";

import { type CompanySearchQuery, companySearchResultSchema } from "@portal/domain/accounts/registration";
import { activitySchema, capacitySchema } from "@portal/domain/accounts/schemas";
import type { ErrorCode } from "@portal/domain/errors/codes";
import { useQuery } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { z } from "zod";
import { apiRequest } from "@/lib/api/client";

/** A list the registration needs could not be loaded; `code` says why, in the API's words. */
export class RegistrationLoadError extends Error {
  constructor(readonly code: ErrorCode) {
    super(code);
  }
}

async function load<T>(path: string, schema: z.ZodType<T>): Promise<T> {
  const result = await apiRequest(path, { schema });
  if (!result.ok) throw new RegistrationLoadError(result.code);
  return result.data;
}

const capacityListSchema = z.array(capacitySchema);
const activityListSchema = z.array(activitySchema);
const companyListSchema = z.array(companySearchResultSchema);

/** Roles a customer can hold in a company, named in the page's language. */
export function useCapacities() {
  const locale = useLocale();
  return useQuery<z.infer<typeof capacityListSchema>, RegistrationLoadError>({
    queryKey: ["customer-capacities", locale],
    queryFn: () => load("/api/v2/shop/customer-capacities", capacityListSchema),
    // Reference lists change with a deployment, not during a visit.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Business activities a new company picks from, named in the page's language. */
export function useActivities() {
  const locale = useLocale();
  return useQuery<z.infer<typeof activityListSchema>, RegistrationLoadError>({
    queryKey: ["activities", locale],
    queryFn: () => load("/api/v2/shop/activities", activityListSchema),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Companies a registrant may join, for the last search run (none before the first one). */
export function useCompanySearch(query: CompanySearchQuery | null) {
  return useQuery<z.infer<typeof companyListSchema>, RegistrationLoadError>({
    queryKey: ["company-search", query],
    queryFn: () => load(`/api/v2/shop/companies?${new URLSearchParams(query ?? {}).toString()}`, companyListSchema),
    enabled: query !== null,
    // A search is answered by the API's limiter too: a repeated one reads the answer already shown.
    staleTime: 5 * 60_000,
    retry: false,
  });
}
