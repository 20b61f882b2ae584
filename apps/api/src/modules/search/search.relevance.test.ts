import type { ProductType, StockStatus } from "@portal/domain/catalog/enums";
import type { Locale } from "@portal/domain/i18n/locales";
import { type SearchQuery, searchLimits, searchQuerySchema } from "@portal/domain/search/schemas";
import { describe, expect, it } from "vitest";
import { buildSearchCatalog, type CatalogSource, type SourceProduct, type SourceVariant } from "./search.catalog";
import { buildTextIndex } from "./search.index";
import { runSearch } from "./search.query";

/** A small catalogue written out by hand, so each expectation reads against the data it relies on. */

type Names = Record<Locale, string>;
const same = (name: string): Names => ({ fr: name, en: name, de: name, nl: name });

const taxons = [
  { id: 1, code: "machines", parentId: null, position: 0, names: same("Machines"), slugs: same("machines") },
  {
    id: 2,
    code: "mowers",
    parentId: 1,
    position: 0,
    names: { fr: "Tondeuses", en: "Mowers", de: "Rasenmäher", nl: "Grasmaaiers" },
    slugs: same("machines/mowers"),
  },
  {
    id: 3,
    code: "saws",
    parentId: 1,
    position: 1,
    names: { fr: "Tronçonneuses", en: "Chainsaws", de: "Motorsägen", nl: "Kettingzagen" },
    slugs: same("machines/saws"),
  },
  {
    id: 4,
    code: "parts",
    parentId: null,
    position: 1,
    names: { fr: "Pièces détachées", en: "Spare parts", de: "Ersatzteile", nl: "Onderdelen" },
    slugs: same("parts"),
  },
];
const brands = [
  { id: 1, code: "verdalis", name: "Verdalis", position: 0 },
  { id: 2, code: "sylvor", name: "Sylvor", position: 1 },
];
const attributes = [
  {
    id: 1,
    code: "engine",
    unit: null,
    filterable: true,
    position: 0,
    names: { fr: "Motorisation", en: "Engine", de: "Antrieb", nl: "Aandrijving" },
    options: [
      { id: 11, code: "petrol", position: 0, labels: { fr: "Thermique", en: "Petrol", de: "Benzin", nl: "Benzine" } },
      { id: 12, code: "battery", position: 1, labels: { fr: "Batterie", en: "Battery", de: "Akku", nl: "Accu" } },
    ],
  },
];

let nextVariant = 1;
function variant(
  reference: string,
  priceCents: number | null,
  stockStatus: StockStatus = "on_stock",
  supersededById: number | null = null,
): SourceVariant {
  return { id: nextVariant++, reference, supersededById, priceCents, priceOnRequest: priceCents === null, stockStatus, stockQuantity: 5 };
}

type Entry = SourceProduct & { names: Names };
const entries: Entry[] = [];
function product(
  code: string,
  type: ProductType,
  brandId: number,
  mainTaxonId: number,
  names: Names,
  variants: SourceVariant[],
  optionIds: number[] = [],
  fitsTaxonIds: number[] = [],
) {
  const entry = {
    id: entries.length + 1,
    code,
    type,
    brandId,
    mainTaxonId,
    createdAt: entries.length,
    highlighted: false,
    extraTaxonIds: [],
    fitsTaxonIds,
    optionIds,
    variants,
    names,
  };
  entries.push(entry);
  return entry;
}

product(
  "T53",
  "machine",
  1,
  2,
  {
    fr: "Tondeuse autotractée T53",
    en: "T53 self-propelled mower",
    de: "Rasenmäher mit Radantrieb T53",
    nl: "Zelfrijdende grasmaaier T53",
  },
  [variant("T53-2026", 89_900)],
  [11],
);
product(
  "T48",
  "machine",
  1,
  2,
  { fr: "Tondeuse sur batterie T48", en: "T48 battery mower", de: "Akku-Rasenmäher T48", nl: "Accu grasmaaier T48" },
  [variant("T48-2026", 69_900, "on_order")],
  [12],
);
product(
  "BC36",
  "machine",
  2,
  1,
  { fr: "Débroussailleuse BC36", en: "BC36 brush cutter", de: "Freischneider BC36", nl: "Bosmaaier BC36" },
  [variant("BC36-2026", null)],
  [11],
);
product(
  "CS450",
  "machine",
  2,
  3,
  { fr: "Tronçonneuse CS450", en: "CS450 chainsaw", de: "Motorsäge CS450", nl: "Kettingzaag CS450" },
  [variant("CS450-45", 49_900)],
  [11],
);
product(
  "AF53",
  "spare_part",
  1,
  4,
  { fr: "Filtre à air T53", en: "T53 air filter", de: "Luftfilter T53", nl: "Luchtfilter T53" },
  [variant("AF-53-01", 1_290)],
  [],
  [2],
);
product("AF530", "spare_part", 1, 4, { fr: "Filtre à air T530", en: "T530 air filter", de: "Luftfilter T530", nl: "Luchtfilter T530" }, [
  variant("AF-530-1", 1_490),
]);
const newBlade = variant("BL-53-B", 2_490);
product(
  "BL53",
  "spare_part",
  1,
  4,
  { fr: "Lame de tondeuse 53 cm", en: "53 cm mower blade", de: "Rasenmähermesser 53 cm", nl: "Maaimes 53 cm" },
  [newBlade],
);
product(
  "BL53-OLD",
  "spare_part",
  1,
  4,
  { fr: "Lame 53 cm (ancienne)", en: "53 cm blade (former)", de: "Messer 53 cm (alt)", nl: "Mes 53 cm (oud)" },
  [variant("BL-53-A", 2_390, "not_managed", newBlade.id)],
);
product(
  "OIL",
  "spare_part",
  2,
  4,
  { fr: "Huile moteur 4 temps", en: "4-stroke engine oil", de: "Motoröl 4-Takt", nl: "Motorolie 4-takt" },
  [variant("OIL-4T-1", 990)],
);

const idOf = (code: string) => entries.find((entry) => entry.code === code)?.id ?? 0;
/** Technical values: the T48 comes in two versions, 46 and 48 cm wide. */
const numbers = [
  {
    code: "cutting_width_cm",
    unit: "cm",
    position: 1,
    names: { fr: "Largeur de coupe", en: "Cutting width", de: "Schnittbreite", nl: "Maaibreedte" },
    products: [idOf("T53"), idOf("T48")],
    min: [53, 46],
    max: [53, 48],
  },
  {
    code: "weight_kg",
    unit: "kg",
    position: 2,
    names: { fr: "Poids", en: "Weight", de: "Gewicht", nl: "Gewicht" },
    products: [idOf("T53"), idOf("T48"), idOf("CS450"), idOf("AF53")],
    min: [38.5, 22, 5.2, 0.3],
    max: [38.5, 22, 5.2, 0.3],
  },
];

function searcher(source: CatalogSource, sources: Names[]) {
  const catalog = buildSearchCatalog(source);
  const indexes = new Map<Locale, Awaited<ReturnType<typeof buildTextIndex>>>();
  return async (locale: Locale, query: Partial<Record<keyof SearchQuery, unknown>>) => {
    let index = indexes.get(locale);
    if (!index) {
      index = await buildTextIndex(catalog, locale, { names: sources.map((names) => names[locale]), variantNames: new Map() });
      indexes.set(locale, index);
    }
    // Numbers arrive as the query string writes them.
    const asQueryString = Object.fromEntries(
      Object.entries(query).map(([key, value]) => [key, typeof value === "number" ? String(value) : value]),
    );
    const outcome = runSearch(catalog, index, searchQuerySchema.parse(asQueryString));
    return { ...outcome, codes: outcome.documents.map((document) => catalog.codes.at(document)) };
  };
}

const search = searcher(
  { products: entries, taxons, brands, attributes, numbers },
  entries.map((entry) => entry.names),
);

describe("search relevance", () => {
  it("puts the part of an exact reference first, however it is typed", async () => {
    for (const query of ["AF-53-01", "af5301", "AF 53 01"]) {
      const { codes } = await search("fr", { query });
      expect(codes[0], query).toBe("AF53");
    }
  });

  it("finds the part that replaces a superseded reference, before the old one", async () => {
    const { codes } = await search("en", { query: "BL-53-A" });
    expect(codes.slice(0, 2)).toEqual(["BL53", "BL53-OLD"]);
  });

  it("lists references starting with what was typed", async () => {
    const { codes } = await search("fr", { query: "AF-53" });
    expect(codes).toEqual(expect.arrayContaining(["AF53", "AF530"]));
  });

  it("ignores accents and case", async () => {
    expect((await search("fr", { query: "DEBROUSSAILLEUSE" })).codes).toEqual(["BC36"]);
    expect((await search("de", { query: "motorsage" })).codes).toEqual(["CS450"]);
  });

  it("matches plurals and word forms in each language", async () => {
    expect((await search("fr", { query: "tondeuses" })).codes.slice(0, 2).sort()).toEqual(["T48", "T53"]);
    expect((await search("en", { query: "mowers" })).codes.slice(0, 2).sort()).toEqual(["T48", "T53"]);
    expect((await search("nl", { query: "grasmaaiers" })).codes.slice(0, 2).sort()).toEqual(["T48", "T53"]);
    expect((await search("de", { query: "Rasenmähern" })).codes).toContain("T53");
    expect((await search("en", { query: "filters" })).codes.sort()).toEqual(["AF53", "AF530"]);
  });

  it("forgives small typos and says which word it read", async () => {
    const { codes, corrections } = await search("fr", { query: "debrousaileuse" });
    expect(codes).toEqual(["BC36"]);
    expect(corrections).toEqual([{ word: "debrousaileuse", correction: "debroussailleuse" }]);
    expect((await search("en", { query: "chainsaw" })).codes).toEqual(["CS450"]);
    expect((await search("en", { query: "chiansaw" })).codes).toEqual(["CS450"]);
  });

  it("completes the last word as one types", async () => {
    expect((await search("fr", { query: "tronçon" })).codes).toEqual(["CS450"]);
    expect((await search("en", { query: "air fil" })).codes.sort()).toEqual(["AF53", "AF530"]);
  });

  it("requires every meaningful word, and ranks names above categories", async () => {
    // "T53" is complete, but could be the start of "T530": both match, the exact word first.
    expect((await search("fr", { query: "filtre à air T53" })).codes).toEqual(["AF53", "AF530"]);
    expect((await search("fr", { query: "T53 filtre" })).codes).toEqual(["AF53"]);
    // "Tondeuses" is the category of T53 and T48, and a word of the blade's name: the names come first.
    const { codes } = await search("fr", { query: "tondeuse" });
    expect(codes.slice(0, 2).sort()).toEqual(["T48", "T53"]);
    expect(codes).toContain("BL53");
  });

  it("finds a part by the kind of machine it fits", async () => {
    expect((await search("fr", { query: "filtre tondeuse" })).codes).toEqual(["AF53"]);
    expect((await search("en", { query: "mower air filter" })).codes).toEqual(["AF53"]);
    // Not a category filter: the part stays out of the mowers category.
    expect((await search("fr", { taxon: "mowers" })).codes).not.toContain("AF53");
  });

  it("finds nothing for words the catalogue does not hold", async () => {
    const outcome = await search("fr", { query: "tracteur" });
    expect(outcome.total).toBe(0);
    expect(outcome.codes).toEqual([]);
    expect(outcome.ignoredWords).toEqual([]);
  });

  it("leaves out a word no product holds when the others find products, and says so", async () => {
    const outcome = await search("fr", { query: "tondeuse tracteur batterie" });
    expect(outcome.codes).toEqual(["T48"]);
    expect(outcome.ignoredWords).toEqual(["tracteur"]);
    // A reference no part carries is left out the same way.
    expect((await search("en", { query: "ZZ-999-99 chainsaw" })).codes).toEqual(["CS450"]);
    // Words the catalogue holds are all required, even when together they find nothing.
    const both = await search("fr", { query: "tronçonneuse batterie" });
    expect(both.total).toBe(0);
    expect(both.ignoredWords).toEqual([]);
  });
});

describe("search facets and filters", () => {
  it("counts each facet with the other filters applied but not its own", async () => {
    const { facets, total, codes } = await search("fr", { brand: "verdalis", type: "machine" });
    expect(total).toBe(2);
    expect(codes.sort()).toEqual(["T48", "T53"]);
    // Brands: counted among machines, whatever the brand filter.
    expect(facets.brands).toEqual([
      { code: "verdalis", name: "Verdalis", count: 2 },
      { code: "sylvor", name: "Sylvor", count: 2 },
    ]);
    // Types: counted among Verdalis products, whatever the type filter.
    expect(facets.types).toEqual([
      { value: "machine", count: 2 },
      { value: "spare_part", count: 4 },
    ]);
    expect(facets.stockStatuses).toEqual([
      { value: "on_stock", count: 1 },
      { value: "on_order", count: 1 },
    ]);
    expect(facets.price).toEqual({ minCents: 69_900, maxCents: 89_900 });
  });

  it("filters by category with its sub-categories, and lists the sub-categories with counts", async () => {
    const { codes, facets } = await search("en", { taxon: "machines" });
    expect(codes.sort()).toEqual(["BC36", "CS450", "T48", "T53"]);
    expect(facets.categories).toEqual([
      { code: "mowers", name: "Mowers", slug: "machines/mowers", count: 2 },
      { code: "saws", name: "Chainsaws", slug: "machines/saws", count: 1 },
    ]);
    expect((await search("en", { query: "T53", taxon: "parts" })).codes[0]).toBe("AF53");
    expect((await search("en", { query: "T53", taxon: "mowers" })).codes).toEqual(["T53"]);
  });

  it("filters by attribute options, one of them per attribute being enough", async () => {
    const petrol = await search("de", { attribute: "engine:petrol" });
    expect(petrol.codes.sort()).toEqual(["BC36", "CS450", "T53"]);
    expect(petrol.facets.attributes).toEqual([
      {
        code: "engine",
        name: "Antrieb",
        unit: null,
        options: [
          { code: "petrol", label: "Benzin", count: 3 },
          { code: "battery", label: "Akku", count: 1 },
        ],
      },
    ]);
    expect((await search("de", { attribute: ["engine:petrol", "engine:battery"] })).total).toBe(4);
    expect((await search("de", { attribute: "engine:steam" })).total).toBe(0);
  });

  it("filters by ranges of technical values, either end open, and gives the values the matches span", async () => {
    const machines = await search("en", { type: "machine" });
    expect(machines.facets.ranges).toEqual([
      { code: "cutting_width_cm", name: "Cutting width", unit: "cm", min: 46, max: 53 },
      { code: "weight_kg", name: "Weight", unit: "kg", min: 5.2, max: 38.5 },
    ]);
    const wide = await search("en", { type: "machine", range: "cutting_width_cm:50..55" });
    expect(wide.codes).toEqual(["T53"]);
    // Its own range set aside, the cutting width still spans every machine; the other facets count what the range keeps.
    expect(wide.facets.ranges).toEqual([{ code: "cutting_width_cm", name: "Cutting width", unit: "cm", min: 46, max: 53 }]);
    expect(wide.facets.brands).toEqual([{ code: "verdalis", name: "Verdalis", count: 1 }]);
    // A version within the range is enough.
    expect((await search("en", { range: "cutting_width_cm:..47" })).codes).toEqual(["T48"]);
    expect((await search("en", { range: "weight_kg:0.3..0.3" })).codes).toEqual(["AF53"]);
    expect((await search("en", { range: ["cutting_width_cm:40..", "weight_kg:..30"] })).codes).toEqual(["T48"]);
    // Products without the value are left out; an attribute no product has matches nothing.
    expect((await search("en", { range: "weight_kg:0.." })).codes.sort()).toEqual(["AF53", "CS450", "T48", "T53"]);
    expect((await search("en", { range: "noise_db:1..2" })).total).toBe(0);
    expect((await search("en", { range: ["weight_kg:1..5", "weight_kg:6..9"] })).total).toBe(0);
  });

  it("filters by price and stock; a price on request has no price", async () => {
    expect((await search("fr", { priceMin: 1_000, priceMax: 2_000 })).codes.sort()).toEqual(["AF53", "AF530"]);
    expect((await search("fr", { stockStatus: ["on_order", "not_managed"] })).codes.sort()).toEqual(["BL53-OLD", "T48"]);
  });

  it("sorts by price both ways with prices on request last, by name and by novelty", async () => {
    const ascending = (await search("fr", { type: "machine", sort: "price-asc" })).codes;
    expect(ascending).toEqual(["CS450", "T48", "T53", "BC36"]);
    expect((await search("fr", { type: "machine", sort: "price-desc" })).codes).toEqual(["T53", "T48", "CS450", "BC36"]);
    expect((await search("fr", { type: "machine", sort: "name" })).codes).toEqual(["BC36", "T53", "T48", "CS450"]);
    expect((await search("fr", { type: "machine", sort: "newest" })).codes).toEqual(["CS450", "BC36", "T48", "T53"]);
  });

  it("pages through the results", async () => {
    const first = await search("fr", { itemsPerPage: 4 });
    const second = await search("fr", { itemsPerPage: 4, page: 2 });
    const third = await search("fr", { itemsPerPage: 4, page: 3 });
    expect(first.total).toBe(entries.length);
    expect([...first.codes, ...second.codes, ...third.codes].sort()).toEqual(entries.map((entry) => entry.code).sort());
  });
});

describe("search limits", () => {
  const many: Entry[] = Array.from({ length: searchLimits.maxResults + 50 }, (_, at) => ({
    id: at + 1,
    code: `P${at}`,
    type: "spare_part" as const,
    brandId: 1,
    mainTaxonId: 4,
    createdAt: at,
    highlighted: false,
    extraTaxonIds: [],
    fitsTaxonIds: [],
    optionIds: [],
    variants: [variant(`REF-${100_000 + at}`, 100 + at)],
    names: same(`Joint ${at}`),
  }));
  const searchMany = searcher(
    { products: many, taxons, brands, attributes, numbers: [] },
    many.map((entry) => entry.names),
  );

  it("counts every match but stops the pages at the cap, saying so", async () => {
    const outcome = await searchMany("fr", { query: "joint", itemsPerPage: 100, page: 10 });
    expect(outcome.total).toBe(searchLimits.maxResults + 50);
    expect(outcome.maxResultExceeded).toBe(true);
    expect(outcome.codes).toHaveLength(100);
    expect((await searchMany("fr", { query: "joint", itemsPerPage: 100, page: 11 })).codes).toEqual([]);
    expect((await searchMany("fr", { query: "joint", sort: "price-asc", itemsPerPage: 3 })).codes).toEqual(["P0", "P1", "P2"]);
  });

  it("does not say it when the matches fit", async () => {
    const outcome = await searchMany("fr", { query: "REF-1000", itemsPerPage: 5 });
    expect(outcome.maxResultExceeded).toBe(false);
    expect(outcome.total).toBe(100);
  });
});
