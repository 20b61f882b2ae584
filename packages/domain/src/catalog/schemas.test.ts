import { describe, expect, it } from "vitest";
import {
  autocompleteQuerySchema,
  catalogLimits,
  legacyProductQuerySchema,
  searchProductCodesQuerySchema,
  taxonBySlugQuerySchema,
  variantLookupQuerySchema,
} from "./schemas";

describe("catalogue request schemas", () => {
  it("reads one or several codes, in order, within bounds", () => {
    expect(searchProductCodesQuerySchema.parse({ "codes[]": "VD-T53" })).toEqual({
      "codes[]": ["VD-T53"],
      limit: catalogLimits.codesPerLookup,
    });
    expect(searchProductCodesQuerySchema.parse({ "codes[]": ["B", "A"], limit: "1" })).toEqual({ "codes[]": ["B", "A"], limit: 1 });
    expect(searchProductCodesQuerySchema.safeParse({ "codes[]": Array.from({ length: 101 }, (_, i) => `C${i}`) }).success).toBe(false);
    expect(searchProductCodesQuerySchema.safeParse({ "codes[]": "bad code" }).success).toBe(false);
    expect(searchProductCodesQuerySchema.safeParse({ "codes[]": "A", other: "1" }).success).toBe(false);
  });

  it("pages variant lookups by 10 at most", () => {
    expect(variantLookupQuerySchema.parse({})).toEqual({ page: 1, itemsPerPage: 10 });
    expect(variantLookupQuerySchema.safeParse({ itemsPerPage: "11" }).success).toBe(false);
    expect(variantLookupQuerySchema.safeParse({ "product.typology": "tractor" }).success).toBe(false);
  });

  it("wants a term of 2 characters or more for the autocomplete", () => {
    expect(autocompleteQuerySchema.safeParse({ term: " t " }).success).toBe(false);
    expect(autocompleteQuerySchema.parse({ term: " t5 " })).toEqual({ term: "t5" });
  });

  it("accepts category slugs with their parents only", () => {
    expect(taxonBySlugQuerySchema.safeParse({ slug: "machines/tondeuses" }).success).toBe(true);
    expect(taxonBySlugQuerySchema.safeParse({ slug: "../etc" }).success).toBe(false);
    expect(taxonBySlugQuerySchema.safeParse({ slug: "machines/" }).success).toBe(false);
  });

  it("names an older-client product by code or by id, not both", () => {
    expect(legacyProductQuerySchema.parse({ code: "VD-T53" })).toEqual({ code: "VD-T53", preview: false });
    expect(legacyProductQuerySchema.parse({ id: "7", preview: "1" })).toEqual({ id: 7, preview: true });
    expect(legacyProductQuerySchema.safeParse({ code: "VD-T53", id: "7" }).success).toBe(false);
    expect(legacyProductQuerySchema.safeParse({}).success).toBe(false);
  });
});
