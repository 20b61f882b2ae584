/** A list of codes kept in localStorage, readable with useSyncExternalStore and shared between tabs. */
export type StoredList = {
  get: () => readonly string[];
  set: (next: readonly string[]) => void;
  subscribe: (listener: () => void) => () => void;
};

/** The list during server rendering and before the browser's storage is read. */
export const NO_CODES: readonly string[] = Object.freeze([]);

const CODE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** Keeps distinct, well-formed codes, in order, at most `limit` of them. */
export function normalizeCodes(value: unknown, limit: number): string[] {
  if (!Array.isArray(value)) return [];
  const codes: string[] = [];
  for (const entry of value) {
    if (typeof entry === "string" && CODE.test(entry) && !codes.includes(entry)) codes.push(entry);
    if (codes.length >= limit) break;
  }
  return codes;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    // Blocked storage (privacy settings) throws on access.
    return null;
  }
}

export function createStoredList(key: string, limit: number): StoredList {
  let cache: readonly string[] | null = null;
  const listeners = new Set<() => void>();

  const read = (): readonly string[] => {
    const store = storage();
    if (!store) return NO_CODES;
    try {
      return normalizeCodes(JSON.parse(store.getItem(key) ?? "[]"), limit);
    } catch {
      return NO_CODES;
    }
  };
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return;
    cache = read();
    notify();
  };

  return {
    get() {
      cache ??= read();
      return cache;
    },
    set(next) {
      cache = normalizeCodes(next, limit);
      try {
        storage()?.setItem(key, JSON.stringify(cache));
      } catch {
        // A full or blocked storage keeps the list for this page only.
      }
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1 && typeof window !== "undefined") window.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== "undefined") window.removeEventListener("storage", onStorage);
      };
    },
  };
}
