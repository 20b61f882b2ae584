import { createHash } from "node:crypto";
import type { Clock } from "../../platform/clock";

/**
 * A small least-recently-used map whose entries expire. Concurrent misses of one key share a single
 * load, so a burst on a cold product page costs one database round trip.
 */
export function createTtlCache<T>({ clock, ttlSeconds, maxEntries }: { clock: Clock; ttlSeconds: number; maxEntries: number }) {
  const entries = new Map<string, { value: T; expiresAt: number }>();
  const loading = new Map<string, Promise<T>>();

  function fresh(key: string): T | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    if (entry.expiresAt <= clock.now().getTime()) return undefined;
    // Re-inserting moves the key to the end: Map iteration order is the recency order.
    entries.set(key, entry);
    return entry.value;
  }

  function store(key: string, value: T) {
    entries.set(key, { value, expiresAt: clock.now().getTime() + ttlSeconds * 1000 });
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  return {
    /** The cached value, or the result of `load`, kept for the next calls. Failures are not kept. */
    get(key: string, load: () => Promise<T>): T | Promise<T> {
      const hit = fresh(key);
      if (hit !== undefined) return hit;
      let pending = loading.get(key);
      if (!pending) {
        pending = load()
          .then((value) => {
            store(key, value);
            return value;
          })
          .finally(() => loading.delete(key));
        loading.set(key, pending);
      }
      return pending;
    },
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
    },
  };
}

/** An answer serialized once, with the validator that lets clients revalidate it. */
export type SerializedAnswer = { body: string; etag: string };

export function serializeAnswer(value: unknown): SerializedAnswer {
  const body = JSON.stringify(value);
  return { body, etag: `W/"${createHash("sha1").update(body).digest("base64url")}"` };
}
