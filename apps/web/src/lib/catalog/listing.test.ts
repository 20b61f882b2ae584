import { describe, expect, it } from "vitest";
import {
  canonicalHref,
  clearFilters,
  emptyListingState,
  filterCount,
  hasFormFields,
  hiddenFields,
  isIndexable,
  LISTING_MAX_PAGE,
  type ListingState,
  listingHref,
  pageCount,
  paginationItems,
  parseListingParams,
  parsePrice,
  searchApiParams,
  toggleAttribute,
  toggleBrand,
  toggleStock,
  toggleType,
  withoutRange,
} from "./listing";

const state = (change: Partial<ListingState>): ListingState => ({ ...emptyListingState, ...change });

describe("parseListingParams", () => {
  it("reads every filter of the address", () => {
    expect(
      parseListingParams({
        q: "  filtre   à air ",
        category: "machines-lawn-mowers",
        brand: ["sylvor", "verdalis", "sylvor"],
        type: "spare_part",
        stock: ["on_stock", "on_order"],
        price: "10-200,5",
        "a.engine": ["petrol", "battery"],
        "a.cutting-width": "46",
        "r.weight_kg": "2,5-40",
        "r.cutting_width_cm": "53-46",
        sort: "price-asc",
        page: "3",
        view: "list",
      }),
    ).toEqual({
      query: "filtre à air",
      category: "machines-lawn-mowers",
      brands: ["sylvor", "verdalis"],
      types: ["spare_part"],
      stock: ["on_order", "on_stock"],
      attributes: [
        { attribute: "cutting-width", option: "46" },
        { attribute: "engine", option: "battery" },
        { attribute: "engine", option: "petrol" },
      ],
      ranges: [
        { attribute: "cutting_width_cm", min: 46, max: 53 },
        { attribute: "weight_kg", min: 2.5, max: 40 },
      ],
      price: { min: 10, max: 200.5 },
      sort: "price-asc",
      page: 3,
      view: "list",
    });
  });

  it("leaves out what is malformed instead of failing", () => {
    expect(
      parseListingParams({
        brand: ["ok", "not a code", "../x"],
        type: ["machine", "rocket"],
        stock: "sold_out",
        "a.": "x",
        "a.engine": "pe trol",
        price: "cheap",
        "r.weight_kg": "heavy",
        "r.bad code": "1-2",
        "r.power_kw": "-",
        sort: "random",
        page: "0",
        view: "table",
        category: "a/b",
      }),
    ).toEqual({ ...emptyListingState, brands: ["ok"], types: ["machine"] });
    expect(parseListingParams({ page: String(LISTING_MAX_PAGE + 1) }).page).toBe(1);
    expect(parseListingParams({ page: "2.5" }).page).toBe(1);
    expect(parseListingParams({ q: "x".repeat(150) }).query).toHaveLength(100);
  });

  it("takes the two fields of the price form, in euros", () => {
    expect(parseListingParams({ price_min: "25", price_max: "" }).price).toEqual({ min: 25, max: null });
    expect(parseListingParams({ price_min: "", price_max: "" }).price).toBeNull();
    expect(parseListingParams({ price_min: "300", price_max: "40,90", price: "1-2" }).price).toEqual({ min: 40.9, max: 300 });
    expect(hasFormFields({ price_min: "" })).toBe(true);
    expect(hasFormFields({ price: "1-2" })).toBe(false);
  });

  it("takes the two fields of a range form, which replace the range of the address", () => {
    expect(parseListingParams({ "r.weight_kg": "1-2", "rmin.weight_kg": "5", "rmax.weight_kg": "" }).ranges).toEqual([
      { attribute: "weight_kg", min: 5, max: null },
    ]);
    // Both fields emptied: the range is gone.
    expect(parseListingParams({ "r.weight_kg": "1-2", "rmin.weight_kg": "", "rmax.weight_kg": "" }).ranges).toEqual([]);
    expect(hasFormFields({ "rmax.power_kw": "3" })).toBe(true);
    expect(listingHref("/fr/products", parseListingParams({ "rmin.weight_kg": "2,5", "rmax.weight_kg": "40" }))).toBe(
      "/fr/products?r.weight_kg=2.5-40",
    );
  });
});

describe("parsePrice", () => {
  it("accepts open ends and puts the ends in order", () => {
    expect(parsePrice("10-")).toEqual({ min: 10, max: null });
    expect(parsePrice("-99.90")).toEqual({ min: null, max: 99.9 });
    expect(parsePrice("200-10")).toEqual({ min: 10, max: 200 });
    expect(parsePrice("-")).toBeNull();
    expect(parsePrice("10")).toBeNull();
    expect(parsePrice(undefined)).toBeNull();
  });
});

describe("listingHref", () => {
  it("writes one address per list: fixed order, no defaults", () => {
    const parsed = parseListingParams({ view: "list", brand: ["verdalis", "kerlan"], q: "bougie", price: "5-", "a.engine": "petrol" });
    expect(listingHref("/fr/recherche", parsed)).toBe(
      "/fr/recherche?q=bougie&brand=kerlan&brand=verdalis&price=5-&a.engine=petrol&view=list",
    );
    expect(listingHref("/fr/products", emptyListingState)).toBe("/fr/products");
    expect(listingHref("/fr/products", state({ price: { min: 10.5, max: 20 }, page: 2 }))).toBe("/fr/products?price=10.50-20&page=2");
  });

  it("reads back what it writes", () => {
    const original = state({
      query: "chaîne 3/8",
      brands: ["sylvor"],
      types: ["accessory", "spare_part"],
      stock: ["on_stock"],
      attributes: [{ attribute: "pitch", option: "3-8" }],
      price: { min: null, max: 80 },
      sort: "newest",
      page: 4,
      view: "list",
    });
    const query = listingHref("/x", original).split("?")[1] ?? "";
    const params: Record<string, string[]> = {};
    for (const [key, value] of new URLSearchParams(query)) params[key] = [...(params[key] ?? []), value];
    expect(parseListingParams(params)).toEqual(original);
  });
});

describe("filter changes", () => {
  const base = state({ brands: ["verdalis"], page: 5, sort: "name", view: "list" });

  it("toggles values and goes back to the first page", () => {
    expect(toggleBrand(base, "kerlan")).toMatchObject({ brands: ["kerlan", "verdalis"], page: 1, sort: "name", view: "list" });
    expect(toggleBrand(base, "verdalis").brands).toEqual([]);
    expect(toggleType(base, "machine").types).toEqual(["machine"]);
    expect(toggleStock(toggleStock(base, "on_order"), "on_order").stock).toEqual([]);
    const withEngine = toggleAttribute(base, "engine", "petrol");
    expect(withEngine.attributes).toEqual([{ attribute: "engine", option: "petrol" }]);
    expect(toggleAttribute(withEngine, "engine", "petrol").attributes).toEqual([]);
  });

  it("clears every filter but keeps the words, sort and view", () => {
    const busy = state({
      query: "lame",
      category: "blades",
      brands: ["a"],
      ranges: [{ attribute: "weight_kg", min: 1, max: null }],
      price: { min: 1, max: null },
      sort: "name",
      page: 3,
    });
    expect(clearFilters(busy)).toEqual(state({ query: "lame", sort: "name" }));
    expect(withoutRange(busy, "weight_kg")).toMatchObject({ ranges: [], price: { min: 1, max: null }, page: 1 });
  });
});

describe("indexing", () => {
  it("indexes the plain list and one facet value, nothing more specific", () => {
    expect(isIndexable(emptyListingState)).toBe(true);
    expect(isIndexable(state({ brands: ["verdalis"], page: 3 }))).toBe(true);
    expect(isIndexable(state({ brands: ["verdalis"], types: ["machine"] }))).toBe(false);
    expect(isIndexable(state({ price: { min: 10, max: null } }))).toBe(false);
    expect(isIndexable(state({ query: "tondeuse" }))).toBe(false);
    expect(isIndexable(state({ ranges: [{ attribute: "power_kw", min: 2, max: null }] }))).toBe(false);
    expect(filterCount(state({ category: "c", stock: ["on_stock"], price: { min: 1, max: 2 } }))).toBe(3);
    expect(filterCount(state({ ranges: [{ attribute: "power_kw", min: 2, max: 3 }] }))).toBe(1);
  });

  it("drops sort and view from the canonical address", () => {
    expect(canonicalHref("/fr/products", state({ brands: ["sylvor"], sort: "price-desc", view: "list", page: 2 }))).toBe(
      "/fr/products?brand=sylvor&page=2",
    );
  });
});

describe("searchApiParams", () => {
  it("names the API's parameters and sends prices in cents", () => {
    const params = searchApiParams(
      state({
        query: "filtre",
        brands: ["kerlan", "sylvor"],
        types: ["spare_part"],
        stock: ["on_stock"],
        attributes: [{ attribute: "engine", option: "petrol" }],
        ranges: [
          { attribute: "cutting_width_cm", min: 46, max: null },
          { attribute: "weight_kg", min: 0.5, max: 40 },
        ],
        price: { min: 9.99, max: 120 },
        sort: "price-asc",
        page: 2,
      }),
      "spare-parts-filters",
    );
    expect([...params.entries()]).toEqual([
      ["query", "filtre"],
      ["taxon", "spare-parts-filters"],
      ["brand", "kerlan"],
      ["brand", "sylvor"],
      ["type", "spare_part"],
      ["stockStatus", "on_stock"],
      ["attribute", "engine:petrol"],
      ["range", "cutting_width_cm:46.."],
      ["range", "weight_kg:0.5..40"],
      ["priceMin", "999"],
      ["priceMax", "12000"],
      ["sort", "price-asc"],
      ["page", "2"],
      ["itemsPerPage", "24"],
    ]);
    expect(searchApiParams(state({ price: { min: null, max: 0 } }), null).get("priceMin")).toBeNull();
    expect(searchApiParams(state({ price: { min: null, max: 0 } }), null).get("priceMax")).toBe("0");
  });
});

describe("hiddenFields", () => {
  it("repeats the rest of the state, without the page and what the form sets itself", () => {
    const current = state({ query: "lame", brands: ["a", "b"], price: { min: 1, max: 5 }, sort: "name", page: 4, view: "list" });
    expect(hiddenFields(current, ["sort"])).toEqual([
      ["q", "lame"],
      ["brand", "a"],
      ["brand", "b"],
      ["price", "1-5"],
      ["view", "list"],
    ]);
    const ranged = state({
      ranges: [
        { attribute: "power_kw", min: 2, max: null },
        { attribute: "weight_kg", min: null, max: 9 },
      ],
    });
    expect(hiddenFields(ranged, ["range:weight_kg"])).toEqual([["r.power_kw", "2-"]]);
    expect(hiddenFields(current, ["price"])).toEqual([
      ["q", "lame"],
      ["brand", "a"],
      ["brand", "b"],
      ["sort", "name"],
      ["view", "list"],
    ]);
  });
});

describe("pagination", () => {
  it("stops at the search's limit", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(24)).toBe(1);
    expect(pageCount(25)).toBe(2);
    expect(pageCount(50_000)).toBe(LISTING_MAX_PAGE);
    expect(LISTING_MAX_PAGE).toBe(42);
  });

  const pages = (current: number, count: number) => paginationItems(current, count).map((item) => (item.kind === "page" ? item.page : "…"));

  it("shows the ends, the neighbours and gaps", () => {
    expect(pages(1, 1)).toEqual([]);
    expect(pages(1, 3)).toEqual([1, 2, 3]);
    expect(pages(1, 10)).toEqual([1, 2, "…", 10]);
    expect(pages(5, 10)).toEqual([1, "…", 4, 5, 6, "…", 10]);
    expect(pages(10, 10)).toEqual([1, "…", 9, 10]);
    // A gap of a single page shows the page.
    expect(pages(4, 10)).toEqual([1, 2, 3, 4, 5, "…", 10]);
  });
});
