import { describe, expect, it } from "vitest";
import { createTestClock } from "../test/harness";
import { serializeAnswer } from "./http-cache";
import { createTtlCache } from "./ttl-cache";

describe("in-process answer cache", () => {
  it("keeps a value for its lifetime, then loads it again", async () => {
    const clock = createTestClock();
    const cache = createTtlCache<string>({ clock, ttlSeconds: 30, maxEntries: 10 });
    let loads = 0;
    const load = async () => `value ${++loads}`;
    expect(await cache.get("a", load)).toBe("value 1");
    clock.advance(29);
    expect(cache.get("a", load)).toBe("value 1");
    clock.advance(1);
    expect(await cache.get("a", load)).toBe("value 2");
  });

  it("shares one load between concurrent misses and keeps no failure", async () => {
    const cache = createTtlCache<number>({ clock: createTestClock(), ttlSeconds: 30, maxEntries: 10 });
    let loads = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 10));
    expect(await Promise.all([cache.get("k", slow), cache.get("k", slow), cache.get("k", slow)])).toEqual([1, 1, 1]);
    await expect(cache.get("broken", () => Promise.reject(new Error("database down")))).rejects.toThrow("database down");
    expect(await cache.get("broken", async () => 7)).toBe(7);
  });

  it("refreshes a busy key in the background before it expires, keys loaded together at different times", async () => {
    const clock = createTestClock();
    const cache = createTtlCache<string>({ clock, ttlSeconds: 30, maxEntries: 1000 });
    const loads = new Map<string, number>();
    const load = (key: string) => async () => {
      loads.set(key, (loads.get(key) ?? 0) + 1);
      return `${key} v${loads.get(key)}`;
    };
    const keys = Array.from({ length: 200 }, (_, index) => `fr|product:P-${index}`);
    for (const key of keys) await cache.get(key, load(key));
    const refreshedBy = (seconds: number) => {
      clock.advance(seconds);
      for (const key of keys) cache.get(key, load(key));
      return keys.filter((key) => loads.get(key) === 2).length;
    };
    // None is due before 60 % of its life, all are by 80 %: their loads are spread over six seconds.
    expect(refreshedBy(17.9)).toBe(0);
    const byTwentyOne = refreshedBy(3.1);
    expect(byTwentyOne).toBeGreaterThan(50);
    expect(byTwentyOne).toBeLessThan(150);
    expect(refreshedBy(3)).toBe(keys.length);
    // The old value answered meanwhile; the refreshed one follows, and nothing expired.
    await Promise.resolve();
    expect(cache.get(keys[0] as string, load(keys[0] as string))).toBe(`${keys[0]} v2`);
    expect(keys.every((key) => loads.get(key) === 2)).toBe(true);
  });

  it("drops the least recently used entry past its size", async () => {
    const cache = createTtlCache<string>({ clock: createTestClock(), ttlSeconds: 30, maxEntries: 2 });
    await cache.get("a", async () => "A");
    await cache.get("b", async () => "B");
    cache.get("a", async () => "reloaded");
    await cache.get("c", async () => "C");
    expect(cache.size).toBe(2);
    expect(cache.get("a", async () => "reloaded")).toBe("A");
    expect(await cache.get("b", async () => "B again")).toBe("B again");
  });

  it("gives fresh values to peek and keeps what callers put", () => {
    const clock = createTestClock();
    const cache = createTtlCache<string>({ clock, ttlSeconds: 30, maxEntries: 10 });
    expect(cache.peek("a")).toBeUndefined();
    cache.put("a", "A");
    expect(cache.peek("a")).toBe("A");
    clock.advance(30);
    expect(cache.peek("a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("keeps a value only from its second request when asked to", async () => {
    const clock = createTestClock();
    const cache = createTtlCache<number>({ clock, ttlSeconds: 30, maxEntries: 100, admitOnSecondRequest: true });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get("crawled once", load)).toBe(1);
    expect(cache.size).toBe(0);
    expect(await cache.get("popular", load)).toBe(2);
    expect(await cache.get("popular", load)).toBe(3);
    expect(await cache.get("popular", load)).toBe(3);
    expect(cache.size).toBe(1);
    // A key is remembered for two lifetimes: asked again 45 s later, it is kept.
    clock.advance(45);
    await cache.get("again after 45 s", load);
    clock.advance(45);
    const before = loads;
    await cache.get("again after 45 s", load);
    await cache.get("again after 45 s", load);
    expect(loads).toBe(before + 1);
    // Past two lifetimes it counts as new again.
    await cache.get("again after 61 s", load);
    clock.advance(61);
    await cache.get("again after 61 s", load);
    await cache.get("again after 61 s", load);
    expect(loads).toBe(before + 4);
  });

  it("forgets one-off keys among many without keeping them", async () => {
    const cache = createTtlCache<number>({ clock: createTestClock(), ttlSeconds: 30, maxEntries: 100_000, admitOnSecondRequest: true });
    // A crawler's lifetime at 2,400 pages a second.
    for (let index = 0; index < 70_000; index++) await cache.get(`fr|product:P-${index}`, async () => index);
    // Bits of hashes stand for the keys seen: a few one-off keys find all theirs set by others and are kept.
    expect(cache.size).toBeLessThan(70);
  });

  it("serializes once with a weak ETag of the body", () => {
    const answer = serializeAnswer({ code: "VD-T53" });
    expect(answer.body.toString()).toBe('{"code":"VD-T53"}');
    expect(answer.etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(serializeAnswer({ code: "VD-T53" }).etag).toBe(answer.etag);
    expect(serializeAnswer({ code: "SY-CS450" }).etag).not.toBe(answer.etag);
  });
});
