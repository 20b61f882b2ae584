"use client";

import type { Locale } from "@portal/domain/i18n/locales";
import { useEffect, useSyncExternalStore } from "react";

/** Full paths of the current page in each language, when the route cannot derive them (content slugs). */
export type AlternatePaths = Partial<Record<Locale, string>>;
type Entry = { owner: string; paths: AlternatePaths };

// The switcher sits in the layout, above the page: a tiny store carries the page's paths up to it.
let current: Entry | null = null;
const listeners = new Set<() => void>();

function publish(entry: Entry | null) {
  current = entry;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Rendered by a page whose address differs per language; `owner` is that page's own path. */
export function AlternatePathsProvider({ owner, paths }: { owner: string; paths: AlternatePaths }) {
  const key = JSON.stringify(paths);
  useEffect(() => {
    const entry = { owner, paths: JSON.parse(key) as AlternatePaths };
    publish(entry);
    return () => {
      if (current === entry) publish(null);
    };
  }, [owner, key]);
  return null;
}

/** The paths registered by the page at `pathname`, if any. */
export function useAlternatePaths(pathname: string): AlternatePaths | null {
  const entry = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  return entry && entry.owner === pathname ? entry.paths : null;
}
