import type { Clock } from "./clock";

type TtlCacheOptions = {
  clock: Clock;
  ttlSeconds: number;
  maxEntries: number;
  /**
   * Keeps a loaded value only for a key already asked for in the last two lifetimes. A crawler
   * walking a million product pages then leaves the pages visitors keep opening in place, and the
   * garbage collector does not have to age out an entry for every page it read once.
   */
  admitOnSecondRequest?: boolean;
};

/**
 * A small least-recently-used map whose entries expire. Concurrent misses of one key share a single
 * load, so a burst on a cold product page costs one database round trip; a key asked for late in
 * its life is read again in the background, so a busy one never expires under load.
 */
export function createTtlCache<T>({ clock, ttlSeconds, maxEntries, admitOnSecondRequest = false }: TtlCacheOptions) {
  const entries = new Map<string, { value: T; refreshAt: number; expiresAt: number }>();
  const loading = new Map<string, Promise<T>>();
  const seen = admitOnSecondRequest ? createSeenKeys(clock, ttlSeconds) : null;

  function store(key: string, value: T) {
    const now = clock.now().getTime();
    entries.set(key, { value, refreshAt: now + refreshAfterMs(key, ttlSeconds), expiresAt: now + ttlSeconds * 1000 });
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  function startLoad(key: string, load: () => Promise<T>): Promise<T> {
    const keep = seen === null || seen.check(key);
    const pending = load()
      .then((value) => {
        if (keep) store(key, value);
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

/**
 * When a key becomes due for a background refresh: somewhere from 60 % to 80 % of its life, set by
 * its hash. The hot keys of a page or a campaign are loaded together; refreshed all at once, their
 * loads would hold the event loop for tens of milliseconds and every cached answer behind them.
 */
function refreshAfterMs(key: string, ttlSeconds: number): number {
  return Math.round(ttlSeconds * 1000 * (0.6 + (0.2 * fnv1a(key)) / 2 ** 32));
}

/** 2^21 bits a generation: about 3 % of one-off keys pass as seen when 60,000 keys were asked for in two lifetimes. */
const SEEN_BITS = 1 << 21;

/**
 * The keys asked for recently, as bits of their hashes in two generations of one lifetime each:
 * no object per key, so remembering them costs the garbage collector nothing. A key lost to the
 * rotation or taken for another is only kept one request later, or one request sooner.
 */
function createSeenKeys(clock: Clock, ttlSeconds: number) {
  let current = new Uint8Array(SEEN_BITS / 8);
  let previous = new Uint8Array(SEEN_BITS / 8);
  let rotateAt = clock.now().getTime() + ttlSeconds * 1000;
  return {
    /** Whether the key was asked for before; remembers it either way. */
    check(key: string): boolean {
      const now = clock.now().getTime();
      if (now >= rotateAt) {
        [previous, current] = [current, previous];
        // After a quiet spell of more than a lifetime, what was current is old news too.
        if (now >= rotateAt + ttlSeconds * 1000) previous.fill(0);
        current.fill(0);
        rotateAt = now + ttlSeconds * 1000;
      }
      const bit = fnv1a(key) & (SEEN_BITS - 1);
      const byte = bit >>> 3;
      const mask = 1 << (bit & 7);
      const before = ((current[byte] as number) | (previous[byte] as number)) & mask;
      current[byte] = (current[byte] as number) | mask;
      return before !== 0;
    },
  };
}

/** FNV-1a over the UTF-16 code units: a fast, well-spread 32-bit hash of short keys. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
