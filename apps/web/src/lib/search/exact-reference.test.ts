import { describe, expect, it } from "vitest";
import { parseListingParams } from "../catalog/listing";
import { exactReferenceHref } from "./exact-reference";

const found = { exactReference: { productCode: "KR-AF-53", slug: "filtre-a-air", variantCode: "KR-AF-53-1" } };

describe("exactReferenceHref", () => {
  it("opens the version's product page in the reader's language", () => {
    expect(exactReferenceHref("fr", parseListingParams({ q: "AF-53-01" }), found)).toBe("/fr/produit/filtre-a-air?variant=KR-AF-53-1");
    expect(exactReferenceHref("de", parseListingParams({ q: "af 53 01" }), found)).toBe("/de/produkt/filtre-a-air?variant=KR-AF-53-1");
  });

  it.each([
    ["no exact reference", { q: "filtre" }, { exactReference: null }],
    ["a filter chosen", { q: "AF-53-01", stock: "on_stock" }, found],
    ["a later page", { q: "AF-53-01", page: "2" }, found],
  ])("keeps the list with %s", (_, params, result) => {
    expect(exactReferenceHref("fr", parseListingParams(params), result)).toBeNull();
  });
});
