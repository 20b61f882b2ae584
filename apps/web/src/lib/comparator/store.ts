import { COMPARATOR_LIMIT } from "@portal/domain/catalog/comparator";
import { createStoredList } from "../storage/stored-list";

export const COMPARATOR_STORAGE_KEY = "portal.comparator";

export type AddOutcome = { ok: true; codes: string[] } | { ok: false; reason: "limit" };

/** Adds a product to the comparison unless it is already full; adding a present code changes nothing. */
export function addToComparison(codes: readonly string[], code: string, limit = COMPARATOR_LIMIT): AddOutcome {
  if (codes.includes(code)) return { ok: true, codes: [...codes] };
  if (codes.length >= limit) return { ok: false, reason: "limit" };
  return { ok: true, codes: [...codes, code] };
}

export function removeFromComparison(codes: readonly string[], code: string): string[] {
  return codes.filter((entry) => entry !== code);
}

/** The compared product codes of this browser, kept across visits. */
export const comparatorStore = createStoredList(COMPARATOR_STORAGE_KEY, COMPARATOR_LIMIT);
