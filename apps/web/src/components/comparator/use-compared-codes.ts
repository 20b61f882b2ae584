"use client";

import { useSyncExternalStore } from "react";
import { comparatorStore } from "@/lib/comparator/store";
import { NO_CODES } from "@/lib/storage/stored-list";

/** The compared product codes of this browser; empty while the server renders. */
export function useComparedCodes(): readonly string[] {
  return useSyncExternalStore(comparatorStore.subscribe, comparatorStore.get, () => NO_CODES);
}
