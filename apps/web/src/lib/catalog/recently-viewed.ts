import { createStoredList } from "../storage/stored-list";

export const RECENTLY_VIEWED_STORAGE_KEY = "portal.recentlyViewed";
/** How many product codes a visitor's browser remembers. */
export const RECENTLY_VIEWED_LIMIT = 12;

/** Puts `code` first, without duplicates, keeping the newest `limit` codes. */
export function pushRecentlyViewed(codes: readonly string[], code: string, limit = RECENTLY_VIEWED_LIMIT): string[] {
  return [code, ...codes.filter((entry) => entry !== code)].slice(0, limit);
}

export const recentlyViewedStore = createStoredList(RECENTLY_VIEWED_STORAGE_KEY, RECENTLY_VIEWED_LIMIT);
