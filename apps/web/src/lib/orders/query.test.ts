import { describe, expect, it } from "vitest";
import { exportHref, listApiPath, nextQuery, previousQuery, readListState } from "./query";

describe("the orders list's address", () => {
  it("keeps valid filters and drops what the API would refuse", () => {
    expect(
      readListState({ type: "machine", origin: "phone", from: "2025-06-01", to: "2025-05-01", search: "  ab ", cursor: "x y" }),
    ).toEqual({
      type: "machine",
      origin: undefined,
      search: "ab",
      from: "2025-06-01",
      to: undefined,
      cursor: undefined,
      trail: [],
    });
  });

  it("walks forward and back through keyset pages", () => {
    const first = readListState({ type: "part" });
    const second = readListState(Object.fromEntries(new URLSearchParams(nextQuery(first, "c2"))));
    expect(second).toMatchObject({ type: "part", cursor: "c2", trail: [] });
    const third = readListState(Object.fromEntries(new URLSearchParams(nextQuery(second, "c3"))));
    expect(third).toMatchObject({ cursor: "c3", trail: ["c2"] });
    expect(previousQuery(third)).toBe("type=part&cursor=c2");
    expect(previousQuery(second)).toBe("type=part");
  });

  it("builds the API and export paths with the filters", () => {
    const state = readListState({ origin: "off_web", search: "2026-1", cursor: "abc" });
    expect(listApiPath(state)).toBe("/api/v2/shop/orders?origin=off_web&search=2026-1&cursor=abc&itemsPerPage=20");
    expect(exportHref(state)).toBe("/api/v2/shop/orders/export.xlsx?origin=off_web&search=2026-1");
    expect(exportHref({})).toBe("/api/v2/shop/orders/export.xlsx");
  });
});
