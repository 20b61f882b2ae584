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

/** A cached value; `used` is set by every hit since the entry last came up for eviction. */
type Entry<T> = { value: T; refreshAt: number; expiresAt: number; used: boolean };

/**
 * A small map whose entries expire, evicting past its size what has not been used lately. Concurrent
 * misses of one key share a single load, so a burst on a cold product page costs one database round
 * trip; a key asked for late in its life is read again in the background, so a busy one never
 * expires under load.
 *
 * A hit only marks its entry: the map is changed when entries come and go, not on every read. (V8
 * rebuilds a Map's table after enough deletions, and a long-lived Map gets its new table straight in
 * the old generation: moving each hit to the end, as a strict least-recently-used order would, left
 * the garbage collector a table to sweep every few dozen requests.)
 */
export function createTtlCache<T>({ clock, ttlSeconds, maxEntries, admitOnSecondRequest = false }: TtlCacheOptions) {
  const entries = new Map<string, Entry<T>>();
  const loading = new Map<string, Promise<T>>();
  const seen = admitOnSecondRequest ? createSeenKeys(clock, ttlSeconds) : null;

  function store(key: string, value: T) {
    const now = clock.now().getTime();
    const refreshAt = now + refreshAfterMs(key, ttlSeconds);
    const expiresAt = now + ttlSeconds * 1000;
    const entry = entries.get(key);
    if (entry) {
      entry.value = value;
      entry.refreshAt = refreshAt;
      entry.expiresAt = expiresAt;
    } else entries.set(key, { value, refreshAt, expiresAt, used: false });
    while (entries.size > maxEntries) evictOne(now);
  }

  /**
   * The oldest entry goes unless it was used since it last came up: then it gets a second chance at
   * the back of the line (the "clock" approximation of least recently used).
   */
  function evictOne(now: number) {
    for (const [key, entry] of entries) {
      entries.delete(key);
      if (!entry.used || entry.expiresAt <= now) return;
      entry.used = false;
      entries.set(key, entry);
    }
  }

  /** The entry while it is fresh, marked as used; an expired one is dropped. */
  function fresh(key: string, now: number): Entry<T> | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      entries.delete(key);
      return undefined;
    }
    entry.used = true;
    return entry;
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
      const now = clock.now().getTime();
      const entry = fresh(key, now);
      if (entry) {
        // A failed refresh leaves the entry to serve until it expires.
        if (entry.refreshAt <= now && !loading.has(key)) startLoad(key, load).catch(() => {});
        return entry.value;
      }
      return loading.get(key) ?? startLoad(key, load);
    },
    /** The value while it is fresh, without loading: for callers that load many keys in one go. */
    peek(key: string): T | undefined {
      return fresh(key, clock.now().getTime())?.value;
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

/** 2^21 bits a generation, three per key (see `createSeenKeys`). */
const SEEN_BITS = 1 << 21;
const BITS_PER_KEY = 3;

/**
 * The keys asked for recently, as bits of their hashes in two generations of one lifetime each (a
 * Bloom filter per generation): no object per key, so remembering them costs the garbage collector
 * nothing. A one-off key passes as seen only if all three of its bits were set by others: with
 * 70,000 keys a lifetime (a crawler at 2,400 pages a second) that is about 1 in 500, where one bit
 * a key let 1 in 15 through, and each of those answers was kept for nothing. A key lost to the
 * rotation is only kept one request later.
 */
function createSeenKeys(clock: Clock, ttlSeconds: number) {
  let current = new Uint8Array(SEEN_BITS / 8);
  let previous = new Uint8Array(SEEN_BITS / 8);
  let rotateAt = clock.now().getTime() + ttlSeconds * 1000;
  const has = (bits: Uint8Array, bit: number) => ((bits[bit >>> 3] as number) & (1 << (bit & 7))) !== 0;
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
      // Three positions from two hashes (double hashing), as good as three independent hashes.
      const first = fnv1a(key);
      const step = mix(first) | 1;
      let inCurrent = true;
      let inPrevious = true;
      for (let index = 0; index < BITS_PER_KEY; index++) {
        const bit = (first + index * step) & (SEEN_BITS - 1);
        inCurrent &&= has(current, bit);
        inPrevious &&= has(previous, bit);
        current[bit >>> 3] = (current[bit >>> 3] as number) | (1 << (bit & 7));
      }
      return inCurrent || inPrevious;
    },
  };
}

/** A second hash of the first (a 32-bit finalizer), for the step between a key's bits. */
function mix(hash: number): number {
  let mixed = Math.imul(hash ^ (hash >>> 16), 0x7feb352d);
  mixed = Math.imul(mixed ^ (mixed >>> 15), 0x846ca68b);
  return (mixed ^ (mixed >>> 16)) >>> 0;
}

/** FNV-1a over the UTF-16 code units: a fast, well-spread 32-bit hash of short keys. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
