import { COMPARATOR_LIMIT } from "@portal/domain/catalog/comparator";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createStoredList, normalizeCodes } from "../storage/stored-list";
import { addToComparison, COMPARATOR_STORAGE_KEY, removeFromComparison } from "./store";

class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

describe("comparison list", () => {
  it("holds at most the limit and refuses one more", () => {
    expect(COMPARATOR_LIMIT).toBe(3);
    let codes: string[] = [];
    for (const code of ["A", "B", "C"]) {
      const outcome = addToComparison(codes, code);
      expect(outcome.ok).toBe(true);
      if (outcome.ok) codes = outcome.codes;
    }
    expect(codes).toEqual(["A", "B", "C"]);
    expect(addToComparison(codes, "D")).toEqual({ ok: false, reason: "limit" });
  });

  it("accepts a code already present even when full, without duplicating it", () => {
    expect(addToComparison(["A", "B", "C"], "B")).toEqual({ ok: true, codes: ["A", "B", "C"] });
  });

  it("removes a code and frees a place", () => {
    const codes = removeFromComparison(["A", "B", "C"], "B");
    expect(codes).toEqual(["A", "C"]);
    expect(addToComparison(codes, "D")).toEqual({ ok: true, codes: ["A", "C", "D"] });
  });
});

describe("stored list", () => {
  beforeEach(() => {
    (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
  });
  afterEach(() => {
    delete (globalThis as { localStorage?: unknown }).localStorage;
  });

  it("persists across visits under its key", () => {
    const first = createStoredList(COMPARATOR_STORAGE_KEY, COMPARATOR_LIMIT);
    first.set(["A", "B"]);
    expect(localStorage.getItem(COMPARATOR_STORAGE_KEY)).toBe('["A","B"]');
    const nextVisit = createStoredList(COMPARATOR_STORAGE_KEY, COMPARATOR_LIMIT);
    expect(nextVisit.get()).toEqual(["A", "B"]);
  });

  it("notifies subscribers of changes", () => {
    const list = createStoredList("test.list", 5);
    let calls = 0;
    const unsubscribe = list.subscribe(() => {
      calls += 1;
    });
    list.set(["A"]);
    unsubscribe();
    list.set(["B"]);
    expect(calls).toBe(1);
  });

  it("ignores damaged or oversized stored values", () => {
    localStorage.setItem("test.list", "{not json");
    expect(createStoredList("test.list", 3).get()).toEqual([]);
    localStorage.setItem("test.list", JSON.stringify(["A", "A", 4, "bad code", "B", "C", "D"]));
    expect(createStoredList("test.list", 3).get()).toEqual(["A", "B", "C"]);
  });

  it("works without storage (server rendering)", () => {
    delete (globalThis as { localStorage?: unknown }).localStorage;
    const list = createStoredList("test.list", 3);
    expect(list.get()).toEqual([]);
    list.set(["A"]);
    expect(list.get()).toEqual(["A"]);
  });

  it("normalizes anything to a list of codes", () => {
    expect(normalizeCodes("A", 3)).toEqual([]);
    expect(normalizeCodes(null, 3)).toEqual([]);
  });
});
