import { productVariants } from "@portal/db/schema/index";
import {
  autocompleteItemSchema,
  brandChoiceSchema,
  pageOf,
  productCardSchema,
  sitemapProductSchema,
  sitemapVariantSchema,
  taxonNodeSchema,
  taxonViewSchema,
  variantSummarySchema,
} from "@portal/domain/catalog/schemas";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/harness";
import { createCatalogTestApp, shop } from "./catalog.test-setup";

let t: TestApp;
beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (path: string, locale?: string) => t.app.inject({ url: shop(path), headers: locale ? { "accept-language": locale } : {} });

const expectInvalid = async (path: string) => {
  const response = await get(path);
  expect(response.statusCode, path).toBe(400);
  expect(response.json().code, path).toBe("request.invalid");
};

describe("GET search-product-codes", () => {
  it("answers cards in the order of the codes, leaving unknown and withdrawn ones out", async () => {
    const response = await get("search-product-codes?codes[]=KR-CRK-450&codes[]=NOPE&codes[]=VD-T53&codes[]=VD-T48", "en");
    expect(response.statusCode).toBe(200);
    const cards = productCardSchema.array().parse(response.json());
    expect(cards.map((card) => card.code)).toEqual(["KR-CRK-450", "VD-T53"]);
    expect(cards[0]).toEqual({
      code: "KR-CRK-450",
      type: "spare_part",
      name: "CS450 crankshaft",
      slug: "cs450-crankshaft",
      reference: "CRK-450",
      singleVariantCode: "KR-CRK-450-1",
      brand: { code: "kerlan", name: "Kerlan" },
      image: null,
      fromPriceCents: null,
      priceOnRequest: true,
      stockStatus: "on_order",
      deliveryPromise: "15_days",
    });
    // The machine's card: its cheapest variant and its best availability; a list cannot choose among its variants.
    expect(cards[1]).toMatchObject({
      singleVariantCode: null,
      fromPriceCents: 89_900,
      stockStatus: "on_stock",
      deliveryPromise: "24_72_hours",
      image: { url: "/api/v2/shop/files/catalog/images/vd-t53-front.png", width: 160, height: 120, alt: "T53 Pro self-propelled mower" },
    });
    expect(response.headers.etag).toBeDefined();
  });

  it("takes a single code and a limit", async () => {
    expect((await get("search-product-codes?codes[]=KR-AF-53")).json().map((card: { code: string }) => card.code)).toEqual(["KR-AF-53"]);
    const limited = await get("search-product-codes?codes[]=KR-AF-53&codes[]=KR-BL-53&codes[]=KIT-T53&limit=2");
    expect(limited.json().map((card: { code: string }) => card.code)).toEqual(["KR-AF-53", "KR-BL-53"]);
  });

  it("names on each card the reference of the first enabled variant", async () => {
    const reference = async () => (await get("search-product-codes?codes[]=VD-T53")).json()[0].reference;
    const update = (code: string, change: { position?: number; enabled?: boolean }) =>
      t.db.db.update(productVariants).set(change).where(eq(productVariants.code, code));
    expect(await reference()).toBe("T53P-2026");
    try {
      await update("VD-T53-B", { position: -1 });
      expect(await reference()).toBe("T53B-2026");
      await update("VD-T53-B", { enabled: false });
      expect(await reference()).toBe("T53P-2026");
      await update("VD-T53-P", { enabled: false });
      expect(await reference()).toBeNull();
    } finally {
      await update("VD-T53-B", { position: 1, enabled: true });
      await update("VD-T53-P", { enabled: true });
    }
  });

  it("refuses missing codes, bad codes and out-of-bounds limits", async () => {
    await expectInvalid("search-product-codes");
    await expectInvalid("search-product-codes?codes[]=a%20b");
    await expectInvalid("search-product-codes?codes[]=KR-AF-53&limit=0");
    await expectInvalid("search-product-codes?codes[]=KR-AF-53&limit=101");
    await expectInvalid(`search-product-codes?${Array.from({ length: 101 }, (_, index) => `codes[]=C${index}`).join("&")}`);
    await expectInvalid("search-product-codes?codes[]=KR-AF-53&sort=name");
  });
});

describe("GET product-variants (lookup by typology)", () => {
  it("finds variants by the start of their code or reference and by product type", async () => {
    const page = pageOf(variantSummarySchema).parse((await get("product-variants?code=bl-53&product.typology=spare_part", "en")).json());
    expect(page).toMatchObject({ totalItems: 2, page: 1, itemsPerPage: 10 });
    expect(page.items.map((item) => item.code)).toEqual(["KR-BL-53-A", "KR-BL-53-B"]);
    expect(page.items[1]).toEqual({
      code: "KR-BL-53-B",
      reference: "BL-53-B",
      name: "BL-53-B",
      priceCents: 2_490,
      ecotaxCents: 0,
      priceOnRequest: false,
      stockStatus: "on_stock",
      deliveryPromise: "24_72_hours",
      product: { code: "KR-BL-53", type: "spare_part", name: "53 cm blade", slug: "53-cm-blade" },
    });
    const machines = pageOf(variantSummarySchema).parse((await get("product-variants?product.typology=machine")).json());
    expect(machines.items.map((item) => item.code)).toEqual(["SY-CS450-45", "VD-T53-B", "VD-T53-P"]);
    expect((await get("product-variants?code=KR&product.typology=machine")).json()).toMatchObject({ items: [], totalItems: 0 });
  });

  it("pages by 10 at most", async () => {
    const first = (await get("product-variants?itemsPerPage=3")).json();
    expect(first).toMatchObject({ totalItems: 9, page: 1, itemsPerPage: 3 });
    const third = (await get("product-variants?itemsPerPage=3&page=3")).json();
    expect(third.items).toHaveLength(3);
    expect(third.items[0].code).not.toBe(first.items[0].code);
    expect((await get("product-variants?page=4&itemsPerPage=3")).json().items).toEqual([]);
    await expectInvalid("product-variants?itemsPerPage=11");
    await expectInvalid("product-variants?product.typology=tractor");
    await expectInvalid("product-variants?page=0");
  });

  it("reads % and _ as plain characters", async () => {
    expect((await get("product-variants?code=%25")).json().totalItems).toBe(0);
    expect((await get("product-variants?code=KR_")).json().totalItems).toBe(0);
  });
});

describe("brands", () => {
  it("lists brands with their number of products", async () => {
    const brands = brandChoiceSchema.array().parse((await get("product-attribute-choices/brand")).json());
    expect(brands).toEqual([
      { code: "verdalis", name: "Verdalis", productCount: 1 },
      { code: "sylvor", name: "Sylvor", productCount: 1 },
      { code: "meranor", name: "Meranor", productCount: 0 },
      { code: "kerlan", name: "Kerlan", productCount: 6 },
    ]);
  });

  it("pages a brand's products by name in the request's language", async () => {
    const page = pageOf(productCardSchema).parse((await get("products/brand?brand=kerlan&itemsPerPage=4", "de")).json());
    expect(page).toMatchObject({ totalItems: 6, page: 1, itemsPerPage: 4 });
    expect(page.items.map((card) => card.name)).toEqual([
      "Kurbelwelle CS450",
      "Luftfilter T53",
      "Messer 53 cm",
      "Messer 53 cm (alte Nummer)",
    ]);
    const second = pageOf(productCardSchema).parse((await get("products/brand?brand=kerlan&itemsPerPage=4&page=2", "de")).json());
    expect(second.items.map((card) => card.code)).toEqual(["KIT-T53", "KR-SP-RN9"]);
    expect((await get("products/brand?brand=meranor")).json()).toEqual({ items: [], totalItems: 0, page: 1, itemsPerPage: 24 });
    const unknown = await get("products/brand?brand=acme");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("catalog.brand_not_found");
    await expectInvalid("products/brand");
    await expectInvalid("products/brand?brand=kerlan&itemsPerPage=101");
  });

  it("lists the brands present in a category and below it", async () => {
    expect((await get("taxon-brands/machines")).json()).toEqual([
      { code: "verdalis", name: "Verdalis", productCount: 1 },
      { code: "sylvor", name: "Sylvor", productCount: 1 },
    ]);
    expect((await get("taxon-brands/machines-chainsaws")).json()).toEqual([{ code: "sylvor", name: "Sylvor", productCount: 1 }]);
    // The new blade is also listed with the mower kits.
    expect((await get("taxon-brands/maintenance-kits")).json()).toEqual([{ code: "kerlan", name: "Kerlan", productCount: 2 }]);
    expect((await get("taxon-brands/accessories")).json()).toEqual([]);
    expect((await get("taxon-brands/nowhere")).json()).toMatchObject({ status: 404, code: "catalog.taxon_not_found" });
  });
});

describe("categories", () => {
  it("answers the translated tree with product counts of each subtree", async () => {
    const tree = taxonNodeSchema.array().parse((await get("taxons", "de")).json());
    expect(tree.map((node) => node.code)).toEqual(["machines", "spare-parts", "accessories", "maintenance-kits"]);
    const [machines, spareParts] = tree;
    expect(machines).toMatchObject({ name: "Maschinen", slug: "maschinen", productCount: 2 });
    expect(machines?.description).toContain("Garten- und Forstmaschinen");
    expect(machines?.children.find((child) => child.code === "machines-lawn-mowers")).toEqual({
      code: "machines-lawn-mowers",
      name: "Rasenmäher",
      slug: "maschinen/rasenmaeher",
      description: expect.any(String),
      productCount: 1,
      children: [],
    });
    expect(spareParts?.productCount).toBe(5);
    expect(spareParts?.children.find((child) => child.code === "spare-parts-blades")?.productCount).toBe(2);
    expect(tree[3]?.productCount).toBe(2);
  });

  it("finds one category by its full slug, with ancestors and children", async () => {
    const lawnMowers = taxonViewSchema.parse((await get("taxons/by-slug?slug=machines/grasmaaiers", "nl")).json());
    expect(lawnMowers).toMatchObject({
      code: "machines-lawn-mowers",
      name: "Grasmaaiers",
      slug: "machines/grasmaaiers",
      productCount: 1,
      ancestors: [{ code: "machines", name: "Machines", slug: "machines" }],
      children: [],
    });
    const top = taxonViewSchema.parse((await get("taxons/by-slug?slug=pieces-detachees")).json());
    expect(top).toMatchObject({ code: "spare-parts", name: "Pièces détachées", ancestors: [], productCount: 5 });
    expect(top.children.find((child) => child.code === "spare-parts-filters")).toEqual({
      code: "spare-parts-filters",
      name: "Filtres",
      slug: "pieces-detachees/filtres",
      productCount: 1,
    });
    expect((await get("taxons/by-slug?slug=machines/grasmaaiers", "fr")).json().code).toBe("catalog.taxon_not_found");
    await expectInvalid("taxons/by-slug?slug=../secrets");
    await expectInvalid("taxons/by-slug");
  });
});

describe("GET product-variants-machine-simplified-warranty-autocomplete", () => {
  it("finds machines by reference or name, those starting with the term first", async () => {
    const byReference = autocompleteItemSchema
      .array()
      .parse((await get("product-variants-machine-simplified-warranty-autocomplete?term=cs4", "en")).json());
    expect(byReference).toEqual([
      {
        code: "SY-CS450-45",
        reference: "CS450-45",
        name: "CS450 45 cm bar",
        product: { code: "SY-CS450", name: "CS450 chainsaw" },
        brand: { code: "sylvor", name: "Sylvor" },
      },
    ]);
    const byName = (await get("product-variants-machine-simplified-warranty-autocomplete?term=akku", "de")).json();
    expect(byName.map((item: { code: string }) => item.code)).toEqual(["VD-T53-B"]);
    const contains = (await get("product-variants-machine-simplified-warranty-autocomplete?term=2026")).json();
    expect(contains.map((item: { code: string }) => item.code)).toEqual(["VD-T53-B", "VD-T53-P"]);
    // Spare parts are not machines.
    expect((await get("product-variants-machine-simplified-warranty-autocomplete?term=BL-53")).json()).toEqual([]);
    await expectInvalid("product-variants-machine-simplified-warranty-autocomplete?term=t");
    await expectInvalid("product-variants-machine-simplified-warranty-autocomplete");
  });
});

describe("sitemaps", () => {
  it("lists enabled products with a slug per language and a last modification date", async () => {
    const page = pageOf(sitemapProductSchema).parse((await get("sitemap-products")).json());
    expect(page).toMatchObject({ totalItems: 8, page: 1, itemsPerPage: 5000 });
    expect(page.items.map((item) => item.code)).not.toContain("VD-T48");
    expect(page.items[0]).toEqual({
      code: "VD-T53",
      localizations: [
        { locale: "fr", slug: "tondeuse-autotractee-t53-pro" },
        { locale: "en", slug: "t53-pro-self-propelled-mower" },
        { locale: "de", slug: "rasenmaeher-mit-radantrieb-t53-pro" },
        { locale: "nl", slug: "zelfrijdende-grasmaaier-t53-pro" },
      ],
      lastmod: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    const variants = pageOf(sitemapVariantSchema).parse((await get("sitemap-product-variants")).json());
    expect(variants).toMatchObject({ totalItems: 9, itemsPerPage: 5000 });
    expect(variants.items.find((item) => item.code === "KR-BL-53-A")).toMatchObject({ productCode: "KR-BL-53-OLD" });
    await expectInvalid("sitemap-products?page=0");
    await expectInvalid("sitemap-products?itemsPerPage=10");
  });

  it("pages by 5,000 so a large catalogue stays streamable", async () => {
    // 5,000 more spare parts, written by the database itself.
    await t.db.db.execute(sql`
      with inserted as (
        insert into products (code, type, brand_id, main_taxon_id)
        select 'GEN-' || lpad(n::text, 5, '0'), 'spare_part', (select id from brands where code = 'kerlan'), (select id from taxons where code = 'spare-parts-filters')
        from generate_series(1, 5000) n
        returning id, code
      ),
      texts as (
        insert into product_translations (product_id, locale, name, slug)
        select id, 'fr', 'Filtre ' || code, lower(code) from inserted
      )
      insert into product_variants (code, product_id, reference, price_cents, stock_status, stock_quantity)
      select code || '-1', id, 'R' || code, 990, 'on_stock', 5 from inserted`);
    const first = pageOf(sitemapProductSchema).parse((await get("sitemap-products")).json());
    expect(first).toMatchObject({ totalItems: 5008, page: 1, itemsPerPage: 5000 });
    expect(first.items).toHaveLength(5000);
    const second = pageOf(sitemapProductSchema).parse((await get("sitemap-products?page=2")).json());
    expect(second.items.map((item) => item.code)).toEqual([
      "GEN-04993",
      "GEN-04994",
      "GEN-04995",
      "GEN-04996",
      "GEN-04997",
      "GEN-04998",
      "GEN-04999",
      "GEN-05000",
    ]);
    expect(second.items[0]?.localizations).toEqual([{ locale: "fr", slug: "gen-04993" }]);
    expect((await get("sitemap-products?page=3")).json()).toMatchObject({ items: [], totalItems: 5008, page: 3 });
    const variants = pageOf(sitemapVariantSchema).parse((await get("sitemap-product-variants?page=2")).json());
    expect(variants).toMatchObject({ totalItems: 5009, page: 2 });
    expect(variants.items).toHaveLength(9);
    const headers = (await get("sitemap-products?page=2")).headers;
    expect(headers["cache-control"]).toBe("public, max-age=3600");
  });
});
