import { describe, expect, it } from "vitest";
import { readWarrantyListState, warrantyListHref, warrantyListParams } from "./list";

describe("warranty list state", () => {
  it("keeps a known status, a trimmed search and a page", () => {
    expect(readWarrantyListState({ q: "  SN-42 ", status: "accepted", page: "3" })).toEqual({ q: "SN-42", status: "accepted", page: 3 });
  });

  it("drops an unknown status and a page that is not a whole number from 1", () => {
    expect(readWarrantyListState({ status: "lost", page: "0" })).toEqual({ q: undefined, status: undefined, page: 1 });
    expect(readWarrantyListState({ page: ["x", "2"] }).page).toBe(1);
  });

  it("asks the API for one page of a fixed size, and links without page 1", () => {
    expect(warrantyListParams({ status: "new", page: 1 }).toString()).toBe("status=new&page=1&itemsPerPage=20");
    expect(warrantyListHref("/fr/user/warranties", { page: 1 })).toBe("/fr/user/warranties");
    expect(warrantyListHref("/fr/user/warranties", { q: "a b", page: 2 })).toBe("/fr/user/warranties?q=a+b&page=2");
  });
});
