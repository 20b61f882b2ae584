import type { Clock } from "./clock";

/**
 * A small least-recently-used map whose entries expire. Concurrent misses of one key share a single
 * load, so a burst on a cold product page costs one database round trip; a key asked for in the
 * last fifth of its life is read again in the background, so a busy one never expires under load.
 */
export function createTtlCache<T>({ clock, ttlSeconds, maxEntries }: { clock: Clock; ttlSeconds: number; maxEntries: number }) {
  const entries = new Map<string, { value: T; refreshAt: number; expiresAt: number }>();
  const loading = new Map<string, Promise<T>>();

  function store(key: string, value: T) {
    const now = clock.now().getTime();
    entries.set(key, { value, refreshAt: now + ttlSeconds * 800, expiresAt: now + ttlSeconds * 1000 });
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  function startLoad(key: string, load: () => Promise<T>): Promise<T> {
    const pending = load()
      .then((value) => {
        store(key, value);
        return value;
      })
      .finally(() => loading.delete(key));
    loading.set(key, pending);
    return pending;
  }

  return {
    /** The cached value, or the result of `load`, kept for the next calls. Failures are not kept. */
    get(key: string, load: () => Promise<T>): T | Promise<T> {
      const entry = entries.get(key);
      if (entry) {
        const now = clock.now().getTime();
        entries.delete(key);
        if (entry.expiresAt > now) {
          // Re-inserting moves the key to the end: Map iteration order is the recency order.
          entries.set(key, entry);
          // A failed refresh leaves the entry to serve until it expires.
          if (entry.refreshAt <= now && !loading.has(key)) startLoad(key, load).catch(() => {});
          return entry.value;
        }
      }
      return loading.get(key) ?? startLoad(key, load);
    },
    /** The value while it is fresh, without loading: for callers that load many keys in one go. */
    peek(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= clock.now().getTime()) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    /** Keeps a value loaded by the caller. */
    put(key: string, value: T) {
      store(key, value);
    },
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
    },
  };
}
