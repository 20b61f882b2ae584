import { products } from "@portal/db/schema/index";
import { searchResultSchema, suggestionsSchema } from "@portal/domain/search/schemas";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestApp } from "../../test/harness";
import { createCatalogTestApp, shop } from "../catalog/catalog.test-setup";
import { catalogRevision } from "./search.loader";

let t: TestApp;
beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (path: string, locale?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: shop(path), headers: { ...(locale ? { "accept-language": locale } : {}), ...headers } });
const search = async (query: string, locale = "fr") => {
  const response = await get(`search?${query}`, locale);
  expect(response.statusCode, query).toBe(200);
  return searchResultSchema.parse(response.json());
};

describe("GET search", () => {
  it("answers codes, cards in the same order, facets and the total", async () => {
    const result = await search("query=tondeuse");
    expect(result.codes[0]).toBe("VD-T53");
    expect(result.products.map((product) => product.code)).toEqual(result.codes);
    expect(result.products[0]).toMatchObject({ code: "VD-T53", name: "Tondeuse autotractée T53 Pro", brand: { code: "verdalis" } });
    expect(result.total).toBe(result.codes.length);
    expect(result.maxResultExceeded).toBe(false);
    expect(result.corrections).toEqual([]);
  });

  it("reads the query in the request's language", async () => {
    expect((await search("query=mowers", "en")).codes[0]).toBe("VD-T53");
    expect((await search("query=Rasenmäher", "de")).codes[0]).toBe("VD-T53");
    expect((await search("query=grasmaaiers", "nl")).codes[0]).toBe("VD-T53");
  });

  it("finds a part by its reference, and a superseded reference's replacement first", async () => {
    expect((await search("query=AF-53-01")).codes[0]).toBe("KR-AF-53");
    expect((await search("query=bl53a")).codes.slice(0, 2)).toEqual(["KR-BL-53", "KR-BL-53-OLD"]);
  });

  it("says when the query is one version's reference exactly, and which page sells it", async () => {
    expect((await search("query=af%2053%2001")).exactReference).toEqual({
      productCode: "KR-AF-53",
      slug: expect.any(String),
      variantCode: "KR-AF-53-1",
    });
    // A superseded reference is still the one typed: its page says what replaces it.
    expect((await search("query=BL-53-A")).exactReference).toMatchObject({ productCode: "KR-BL-53-OLD", variantCode: "KR-BL-53-A" });
    // The second version of a machine, with the product's page in the reader's language.
    expect((await search("query=T53B-2026", "en")).exactReference).toEqual({
      productCode: "VD-T53",
      slug: "t53-pro-self-propelled-mower",
      variantCode: "VD-T53-B",
    });
    for (const query of ["bl53", "filtre%20AF-53-01", "tondeuse", "AF-53-011"]) {
      expect((await search(`query=${query}`)).exactReference, query).toBeNull();
    }
  });

  it("leaves out a word no product holds and names it", async () => {
    const found = await search("query=filtre%20zorglub");
    expect(found.ignoredWords).toEqual(["zorglub"]);
    expect(found.codes).toContain("KR-AF-53");
    expect((await search("query=zorglub")).total).toBe(0);
  });

  it("says which word a typo was read as", async () => {
    const result = await search("query=lamme");
    expect(result.codes.sort()).toEqual(["KR-BL-53", "KR-BL-53-OLD"]);
    expect(result.corrections).toEqual([{ word: "lamme", correction: "lame" }]);
  });

  it("leaves withdrawn products out", async () => {
    expect((await search("query=T48P-2019")).total).toBe(0);
  });

  it("counts facets exactly as the database does", async () => {
    const result = await search("");
    const rows = (
      (await t.db.db.execute(sql`
        select b.code, count(*)::int as count from products p join brands b on b.id = p.brand_id
        where p.enabled and exists (select 1 from product_variants v where v.product_id = p.id and v.enabled)
        group by b.code`)) as unknown as { rows: { code: string; count: number }[] }
    ).rows;
    expect(Object.fromEntries(result.facets.brands.map((brand) => [brand.code, brand.count]))).toEqual(
      Object.fromEntries(rows.map((row) => [row.code, row.count])),
    );
    expect(result.total).toBe(rows.reduce((sum, row) => sum + row.count, 0));
  });

  it("filters by category, brand, type, stock, price and attribute, repeating a parameter for several values", async () => {
    const machines = await search("taxon=machines&sort=name", "en");
    expect(machines.codes.sort()).toEqual(["SY-CS450", "VD-T53"]);
    expect(machines.facets.categories.map((category) => category.code)).toEqual(
      expect.arrayContaining(["machines-lawn-mowers", "machines-chainsaws"]),
    );
    expect((await search("brand=verdalis&brand=sylvor")).codes.sort()).toEqual(["SY-CS450", "VD-T53"]);
    expect((await search("type=spare_part&stockStatus=on_order&stockStatus=out_of_stock")).codes.sort()).toEqual([
      "KR-CRK-450",
      "KR-SP-RN9",
    ]);
    expect((await search("priceMin=1000&priceMax=2500&sort=price-asc")).codes).toEqual(["KR-AF-53", "KR-BL-53-OLD", "KR-BL-53"]);
    expect((await search("attribute=engine:battery")).codes).toEqual(["VD-T53"]);
  });

  it("filters by a range of a number attribute, a version's own value counting", async () => {
    const machines = await search("type=machine", "en");
    expect(machines.facets.ranges).toContainEqual({ code: "weight", name: expect.any(String), unit: "kg", min: 5.6, max: 41.2 });
    expect((await search("range=weight:40..")).codes).toEqual(["VD-T53"]);
    expect((await search("range=weight:..10&range=cutting_width:50..")).total).toBe(0);
    expect((await search("range=weight:5.6..5.6")).codes).toEqual(["SY-CS450"]);
  });

  it("pages, and answers an empty page past the end", async () => {
    const first = await search("itemsPerPage=2");
    const second = await search("itemsPerPage=2&page=2");
    expect(first.codes).toHaveLength(2);
    expect(second.codes.some((code) => first.codes.includes(code))).toBe(false);
    expect((await search("itemsPerPage=2&page=50")).codes).toEqual([]);
  });

  it("carries an ETag and answers 304 when nothing changed", async () => {
    const response = await get("search?query=lame");
    expect(response.headers["cache-control"]).toMatch(/public, max-age=\d+/);
    const again = await get("search?query=lame", undefined, { "if-none-match": String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
    // A cache holding several versions sends them all.
    const listed = await get("search?query=lame", undefined, { "if-none-match": `W/"older", ${response.headers.etag}` });
    expect(listed.statusCode).toBe(304);
    expect((await get("search?query=lame", undefined, { "if-none-match": 'W/"older"' })).statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
  });

  it("refuses bad parameters with a problem", async () => {
    for (const query of [
      "sort=cheapest",
      "itemsPerPage=500",
      "page=0",
      "priceMin=5000&priceMax=100",
      "priceMin=-1",
      "stockStatus=plenty",
      "stockStatus=on_stock&stockStatus=sold_out",
      "range=weight",
      "range=weight:..",
      "range=weight:9..2",
      "range=weight:-1..2",
      "attribute=engine",
      "brand=not%20a%20code",
      `query=${"x".repeat(101)}`,
      "colour=red",
    ]) {
      const response = await get(`search?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.headers["content-type"], query).toContain("application/problem+json");
      expect(response.json().code, query).toBe("request.invalid");
    }
  });

  it("sees catalogue changes once the index is rebuilt", async () => {
    await t.db.db.update(products).set({ enabled: false }).where(eq(products.code, "SY-CS450"));
    t.app.catalogSearch.invalidate();
    expect((await search("query=CS450")).codes).not.toContain("SY-CS450");
    await t.db.db.update(products).set({ enabled: true }).where(eq(products.code, "SY-CS450"));
    t.app.catalogSearch.invalidate();
    expect((await search("query=CS450")).codes).toContain("SY-CS450");
  });

  it("rebuilds in the background once the catalogue changed and the refresh period passed", async () => {
    expect((await search("query=CS450")).codes).toContain("SY-CS450");
    const before = await catalogRevision(t.db.db);
    await t.db.db.update(products).set({ enabled: false }).where(eq(products.code, "SY-CS450"));
    expect(Number(await catalogRevision(t.db.db))).toBeGreaterThan(Number(before));
    // Within the period, the index in hand answers.
    expect((await search("query=CS450")).codes).toContain("SY-CS450");
    t.clock.advance(61);
    await search("query=CS450");
    await vi.waitFor(async () => expect((await search("query=CS450")).codes).not.toContain("SY-CS450"), { timeout: 10_000, interval: 50 });
    await t.db.db.update(products).set({ enabled: true }).where(eq(products.code, "SY-CS450"));
    t.app.catalogSearch.invalidate();
  });

  it("reads an empty counted shelf as out of stock: product page, card, stock facet and filter", async () => {
    const emptyShelf = (quantity: number) =>
      t.db.db.execute(sql`update product_variants set stock_quantity = ${quantity}, updated_at = now() where code = 'KR-AF-53-1'`);
    await emptyShelf(0);
    try {
      t.app.catalogSearch.invalidate();
      const found = await search("query=AF-53-01");
      expect(found.products.find((card) => card.code === "KR-AF-53")).toMatchObject({ stockStatus: "out_of_stock", deliveryPromise: null });
      // The spark plug's shelf was empty already.
      expect((await search("")).facets.stockStatuses).toContainEqual({ value: "out_of_stock", count: 2 });
      expect((await search("type=spare_part&stockStatus=out_of_stock")).codes.sort()).toEqual(["KR-AF-53", "KR-SP-RN9"]);
      t.clock.advance(31);
      const page = await get("products/KR-AF-53", "en");
      expect(page.json().variants[0]).toMatchObject({ code: "KR-AF-53-1", stockStatus: "out_of_stock", deliveryPromise: null });
    } finally {
      await emptyShelf(150);
      t.app.catalogSearch.invalidate();
    }
    expect((await search("stockStatus=out_of_stock")).codes).toEqual(["KR-SP-RN9"]);
  });

  it("shows a new price once the index is rebuilt, not the card it kept", async () => {
    const before = (await search("query=CS450")).products.find((product) => product.code === "SY-CS450");
    expect(before?.fromPriceCents).toBeGreaterThan(0);
    const raised = (before?.fromPriceCents ?? 0) + 1000;
    await t.db.db.execute(
      sql`update product_variants set price_cents = price_cents + 1000, updated_at = now()
          where product_id = (select id from products where code = 'SY-CS450')`,
    );
    t.app.catalogSearch.invalidate();
    const after = (await search("query=CS450")).products.find((product) => product.code === "SY-CS450");
    expect(after?.fromPriceCents).toBe(raised);
  });
});

describe("GET search-suggestions", () => {
  const suggest = async (query: string, locale = "fr") => {
    const response = await get(`search-suggestions?query=${encodeURIComponent(query)}`, locale);
    expect(response.statusCode, query).toBe(200);
    return suggestionsSchema.parse(response.json());
  };

  it("suggests products and categories as one types", async () => {
    const result = await suggest("tond");
    expect(result.products[0]).toMatchObject({ code: "VD-T53", slug: "tondeuse-autotractee-t53-pro" });
    expect(result.categories.map((category) => category.code)).toContain("machines-lawn-mowers");
  });

  it("suggests references, naming the replacement of a superseded one", async () => {
    const result = await suggest("BL-53");
    expect(result.references).toEqual(
      expect.arrayContaining([
        { reference: "BL-53-B", productCode: "KR-BL-53", name: "Lame 53 cm", slug: "lame-53-cm", supersededReference: "BL-53-A" },
        { reference: "BL-53-B", productCode: "KR-BL-53", name: "Lame 53 cm", slug: "lame-53-cm", supersededReference: null },
      ]),
    );
  });

  it("needs two characters", async () => {
    const response = await get("search-suggestions?query=t");
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("request.invalid");
  });
});
