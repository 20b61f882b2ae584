import { describe, expect, it } from "vitest";
import { pushRecentlyViewed, RECENTLY_VIEWED_LIMIT } from "./recently-viewed";

describe("pushRecentlyViewed", () => {
  it("puts the viewed product first without duplicates", () => {
    expect(pushRecentlyViewed(["A", "B", "C"], "B")).toEqual(["B", "A", "C"]);
    expect(pushRecentlyViewed([], "A")).toEqual(["A"]);
  });

  it("keeps the last 12", () => {
    const codes = Array.from({ length: RECENTLY_VIEWED_LIMIT }, (_, index) => `P${index}`);
    const next = pushRecentlyViewed(codes, "NEW");
    expect(RECENTLY_VIEWED_LIMIT).toBe(12);
    expect(next).toHaveLength(12);
    expect(next[0]).toBe("NEW");
    expect(next).not.toContain("P11");
  });
});
