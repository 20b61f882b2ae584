import {
  attributes,
  attributeTranslations,
  attributeValues,
  products,
  productTranslations,
  taxons,
  taxonTranslations,
} from "@portal/db/schema/index";
import {
  attributeSchema,
  bundledProductSchema,
  documentSchema,
  productAssociationsSchema,
  productViewSchema,
  variantViewSchema,
} from "@portal/domain/catalog/schemas";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestApp } from "../../test/harness";
import { createCatalogTestApp, shop } from "./catalog.test-setup";

let t: TestApp;
beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (path: string, locale?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: shop(path), headers: { ...(locale ? { "accept-language": locale } : {}), ...headers } });

describe("GET products/{code}", () => {
  it("answers the whole product page in French by default", async () => {
    const response = await get("products/VD-T53");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    const product = productViewSchema.parse(response.json());
    expect(product).toEqual({
      code: "VD-T53",
      type: "machine",
      name: "Tondeuse autotractée T53 Pro",
      slug: "tondeuse-autotractee-t53-pro",
      shortDescription: "Carter aluminium de 53 cm, traction variable.",
      description: "Tondeuse professionnelle pour l'entretien intensif des espaces verts.",
      tips: "Affûtez la lame toutes les 25 heures.",
      brand: { code: "verdalis", name: "Verdalis" },
      mainTaxon: { code: "machines-lawn-mowers", name: "Tondeuses", slug: "machines/tondeuses" },
      breadcrumb: [
        { code: "machines", name: "Machines", slug: "machines" },
        { code: "machines-lawn-mowers", name: "Tondeuses", slug: "machines/tondeuses" },
      ],
      images: [{ url: "/api/v2/shop/files/catalog/images/vd-t53-front.png", width: 160, height: 120, alt: "Tondeuse autotractée T53 Pro" }],
      variants: [
        {
          code: "VD-T53-P",
          reference: "T53P-2026",
          name: "T53 Pro thermique",
          priceCents: 89_900,
          ecotaxCents: 450,
          priceOnRequest: false,
          stockStatus: "on_stock",
          deliveryPromise: "24_72_hours",
          supersededBy: null,
          mandatoryInformation: { mode: "standard", text: null },
          partSmartCode: "PS-T53P",
        },
        {
          code: "VD-T53-B",
          reference: "T53B-2026",
          name: "T53 Pro batterie",
          priceCents: 119_900,
          ecotaxCents: 600,
          priceOnRequest: false,
          stockStatus: "on_order",
          deliveryPromise: "15_days",
          supersededBy: null,
          mandatoryInformation: { mode: "required", text: "Batterie lithium : transport soumis à la réglementation ADR." },
          partSmartCode: null,
        },
      ],
      attributes: [
        { code: "cutting_width", name: "Largeur de coupe", type: "number", unit: "cm", value: 53, formatted: "53" },
        { code: "engine", name: "Motorisation", type: "select", unit: null, value: "Thermique", formatted: "Thermique" },
        { code: "self_propelled", name: "Autotractée", type: "boolean", unit: null, value: true, formatted: "Oui" },
        { code: "weight", name: "Poids", type: "number", unit: "kg", value: 38.5, formatted: "38,5" },
        {
          code: "warranty",
          name: "Garantie",
          type: "text",
          unit: null,
          value: "2 ans pièces et main-d'œuvre",
          formatted: "2 ans pièces et main-d'œuvre",
        },
      ],
      highlights: ["new", "best_seller"],
      localizations: [
        { locale: "fr", slug: "tondeuse-autotractee-t53-pro" },
        { locale: "en", slug: "t53-pro-self-propelled-mower" },
        { locale: "de", slug: "rasenmaeher-mit-radantrieb-t53-pro" },
        { locale: "nl", slug: "zelfrijdende-grasmaaier-t53-pro" },
      ],
    });
  });

  it("speaks the language of Accept-Language", async () => {
    const german = productViewSchema.parse((await get("products/VD-T53", "de-DE,de;q=0.9")).json());
    expect(german).toMatchObject({
      name: "Rasenmäher mit Radantrieb T53 Pro",
      slug: "rasenmaeher-mit-radantrieb-t53-pro",
      mainTaxon: { name: "Rasenmäher", slug: "maschinen/rasenmaeher" },
    });
    expect(german.variants.map((variant) => variant.name)).toEqual(["T53 Pro Benzin", "T53 Pro Akku"]);
    expect(german.attributes.find((attribute) => attribute.code === "self_propelled")).toMatchObject({
      name: "Radantrieb",
      formatted: "Ja",
    });
    expect(german.attributes.find((attribute) => attribute.code === "warranty")?.value).toBe("2 Jahre auf Teile und Arbeit");

    const english = productViewSchema.parse((await get("products/VD-T53", "en")).json());
    expect(english.name).toBe("T53 Pro self-propelled mower");
    expect(english.attributes.find((attribute) => attribute.code === "weight")).toMatchObject({
      name: "Weight",
      value: 38.5,
      formatted: "38.5",
    });

    const dutch = productViewSchema.parse((await get("products/VD-T53", "nl")).json());
    expect(dutch.variants[1]?.mandatoryInformation.text).toBe("Lithiumaccu: vervoer valt onder de ADR-regelgeving.");
    expect((await get("products/VD-T53", "es")).json().name).toBe("Tondeuse autotractée T53 Pro");
  });

  it("shows the supersession, price on request and empty shelves as the rules say", async () => {
    const old = productViewSchema.parse((await get("products/KR-BL-53-OLD")).json());
    expect(old.variants[0]).toMatchObject({
      reference: "BL-53-A",
      supersededBy: { code: "KR-BL-53-B", reference: "BL-53-B", slug: "lame-53-cm" },
      stockStatus: "not_managed",
      deliveryPromise: null,
    });
    // The replacing product's slug is the one of the request's language.
    const german = productViewSchema.parse((await get("products/KR-BL-53-OLD", "de")).json());
    expect(german.variants[0]?.supersededBy).toEqual({ code: "KR-BL-53-B", reference: "BL-53-B", slug: "messer-53-cm" });
    expect((await get("product-variants/KR-BL-53-A", "en")).json().supersededBy).toEqual({
      code: "KR-BL-53-B",
      reference: "BL-53-B",
      slug: "53-cm-blade",
    });
    const crankshaft = productViewSchema.parse((await get("products/KR-CRK-450")).json());
    expect(crankshaft.variants[0]).toMatchObject({
      priceCents: null,
      priceOnRequest: true,
      stockStatus: "on_order",
      deliveryPromise: "15_days",
    });
    // Counted stock with nothing on the shelf: out of stock, and no promise, until it is restocked.
    const plug = productViewSchema.parse((await get("products/KR-SP-RN9")).json());
    expect(plug.variants[0]).toMatchObject({ priceCents: 450, stockStatus: "out_of_stock", deliveryPromise: null });
  });

  it("answers a problem 404 with its code for unknown and withdrawn products, 400 for malformed codes", async () => {
    for (const code of ["NOPE-1", "VD-T48"]) {
      const response = await get(`products/${code}`, "en");
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toContain("application/problem+json");
      expect(response.json()).toMatchObject({ status: 404, code: "catalog.product_not_found", title: "Product not found." });
    }
    expect((await get("products/NOPE-1/attributes")).json().code).toBe("catalog.product_not_found");
    expect((await get("products/NOPE-1/associations")).json().code).toBe("catalog.product_not_found");
    expect((await get("products/NOPE-1/bundled-products")).json().code).toBe("catalog.product_not_found");
    expect((await get("products/NOPE-1/documents")).json().code).toBe("catalog.product_not_found");
    const malformed = await get(`products/${"x".repeat(65)}`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe("request.invalid");
  });

  it("lets clients revalidate with an ETag and a 304", async () => {
    const first = await get("products/SY-CS450");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers["cache-control"]).toBe("public, max-age=60");
    expect(first.headers.vary).toBe("accept-language");
    const again = await get("products/SY-CS450", undefined, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect((await get("products/SY-CS450", "de", { "if-none-match": etag })).statusCode).toBe(200);
  });
});

describe("product page cost and in-process cache", () => {
  it("builds a product page in one query and serves it without any once asked for twice", async () => {
    // Category paths and attribute names come from the vocabulary, read once for every page.
    await get("products/VD-T53", "nl");
    // Every statement, prepared or not, is built by prepareQuery.
    const statements = vi.spyOn(t.db.db._.session, "prepareQuery");
    try {
      await get("products/KIT-T53", "nl");
      expect(statements).toHaveBeenCalledTimes(1);
      // A page asked for once is not kept: a crawler reading every page once would push the others out.
      await get("products/KIT-T53", "nl");
      expect(statements).toHaveBeenCalledTimes(2);
      statements.mockClear();
      const cached = await get("products/KIT-T53", "nl");
      expect(cached.statusCode).toBe(200);
      expect(statements).not.toHaveBeenCalled();
      // Another language is another answer.
      await get("products/KIT-T53", "fr");
      expect(statements).toHaveBeenCalledTimes(1);
    } finally {
      statements.mockRestore();
    }
  });

  it("keeps an answer 30 seconds, then reads the change", async () => {
    expect((await get("products/KR-AF-53", "nl")).json().name).toBe("Luchtfilter T53");
    expect((await get("products/KR-AF-53", "nl")).json().name).toBe("Luchtfilter T53");
    const [filter] = await t.db.db.select({ id: products.id }).from(products).where(eq(products.code, "KR-AF-53"));
    const dutch = and(eq(productTranslations.productId, filter?.id ?? 0), eq(productTranslations.locale, "nl"));
    await t.db.db.update(productTranslations).set({ name: "Luchtfilterelement T53" }).where(dutch);
    try {
      expect((await get("products/KR-AF-53", "nl")).json().name).toBe("Luchtfilter T53");
      t.clock.advance(31);
      expect((await get("products/KR-AF-53", "nl")).json().name).toBe("Luchtfilterelement T53");
    } finally {
      await t.db.db.update(productTranslations).set({ name: "Luchtfilter T53" }).where(dutch);
    }
  });

  it("names at once a category and an attribute added after the vocabulary was read", async () => {
    await get("products/VD-T53");
    const [machines] = await t.db.db.select({ id: taxons.id }).from(taxons).where(eq(taxons.code, "machines"));
    const [chainsaw] = await t.db.db
      .select({ id: products.id, mainTaxonId: products.mainTaxonId })
      .from(products)
      .where(eq(products.code, "SY-CS450"));
    if (!machines || !chainsaw) throw new Error("fixtures changed");
    const [battery] = await t.db.db.insert(taxons).values({ code: "machines-battery", parentId: machines.id }).returning({ id: taxons.id });
    const [noise] = await t.db.db
      .insert(attributes)
      .values({ code: "noise_level", type: "number", unit: "dB", position: 9 })
      .returning({ id: attributes.id });
    if (!battery || !noise) throw new Error("insert returned nothing");
    try {
      await t.db.db
        .insert(taxonTranslations)
        .values({ taxonId: battery.id, locale: "fr", name: "Machines à batterie", slug: "machines/batterie" });
      await t.db.db.insert(attributeTranslations).values({ attributeId: noise.id, locale: "fr", name: "Niveau sonore" });
      await t.db.db.insert(attributeValues).values({ productId: chainsaw.id, attributeId: noise.id, numberValue: "104" });
      await t.db.db.update(products).set({ mainTaxonId: battery.id }).where(eq(products.id, chainsaw.id));
      // A preview is read past the answer cache.
      const preview = productViewSchema.parse((await t.app.inject({ url: "/api/product?code=SY-CS450&preview=true" })).json());
      expect(preview.breadcrumb).toEqual([
        { code: "machines", name: "Machines", slug: "machines" },
        { code: "machines-battery", name: "Machines à batterie", slug: "machines/batterie" },
      ]);
      expect(preview.attributes.find((attribute) => attribute.code === "noise_level")).toMatchObject({ name: "Niveau sonore", value: 104 });
    } finally {
      await t.db.db.update(products).set({ mainTaxonId: chainsaw.mainTaxonId }).where(eq(products.id, chainsaw.id));
      await t.db.db.delete(attributes).where(eq(attributes.id, noise.id));
      await t.db.db.delete(taxons).where(eq(taxons.id, battery.id));
    }
  });
});

describe("GET products/by-slug/{slug}", () => {
  it("finds the product by its slug in the request's language", async () => {
    const german = await get("products/by-slug/rasenmaeher-mit-radantrieb-t53-pro", "de");
    expect(german.statusCode).toBe(200);
    expect(productViewSchema.parse(german.json())).toMatchObject({ code: "VD-T53", name: "Rasenmäher mit Radantrieb T53 Pro" });
    // A French slug asked in German is not this page's address.
    expect((await get("products/by-slug/tondeuse-autotractee-t53-pro", "de")).json().code).toBe("catalog.product_not_found");
    expect((await get("products/by-slug/tondeuse-autotractee-t53-pro")).json().code).toBe("VD-T53");
    expect((await get("products/by-slug/Not_A_Slug")).statusCode).toBe(400);
  });
});

describe("product tabs", () => {
  it("lists the technical data", async () => {
    const response = await get("products/SY-CS450/attributes", "fr");
    expect(attributeSchema.array().parse(response.json())).toEqual([
      { code: "engine", name: "Motorisation", type: "select", unit: null, value: "Thermique", formatted: "Thermique" },
      { code: "weight", name: "Poids", type: "number", unit: "kg", value: 5.6, formatted: "5,6" },
    ]);
    expect(response.headers.etag).toBeDefined();
  });

  it("groups associated products by type, as cards, without withdrawn ones", async () => {
    const associations = productAssociationsSchema.parse((await get("products/VD-T53/associations", "en")).json());
    expect(Object.keys(associations).sort()).toEqual(["accessories", "maintenance_kit", "similar", "spare_parts"]);
    expect(associations.spare_parts.map((card) => card.code)).toEqual(["KR-AF-53", "KR-SP-RN9", "KR-BL-53"]);
    expect(associations.spare_parts[0]).toEqual({
      code: "KR-AF-53",
      type: "spare_part",
      name: "T53 air filter",
      slug: "t53-air-filter",
      reference: "AF-53-01",
      singleVariantCode: "KR-AF-53-1",
      brand: { code: "kerlan", name: "Kerlan" },
      image: null,
      fromPriceCents: 1_290,
      priceOnRequest: false,
      stockStatus: "on_stock",
      deliveryPromise: "24_72_hours",
    });
    expect(associations.maintenance_kit.map((card) => card.code)).toEqual(["KIT-T53"]);
    expect(associations.similar).toEqual([]);
    expect(associations.accessories).toEqual([]);
  });

  it("lists a kit's contents with quantities, and nothing for other products", async () => {
    const kit = bundledProductSchema.array().parse((await get("products/KIT-T53/bundled-products", "de")).json());
    expect(kit.map((item) => [item.variant.code, item.quantity])).toEqual([
      ["KR-AF-53-1", 1],
      ["KR-SP-RN9-1", 2],
      ["KR-BL-53-B", 1],
    ]);
    expect(kit[0]?.variant).toEqual({
      code: "KR-AF-53-1",
      reference: "AF-53-01",
      name: "AF-53-01",
      priceCents: 1_290,
      ecotaxCents: 0,
      priceOnRequest: false,
      stockStatus: "on_stock",
      deliveryPromise: "24_72_hours",
      product: { code: "KR-AF-53", type: "spare_part", name: "Luftfilter T53", slug: "luftfilter-t53" },
    });
    expect((await get("products/SY-CS450/bundled-products")).json()).toEqual([]);
  });

  it("lists documents in the request's language first", async () => {
    const english = documentSchema.array().parse((await get("products/VD-T53/documents", "en")).json());
    expect(english.map((document) => [document.locale, document.type])).toEqual([
      ["en", "manual"],
      ["fr", "manual"],
      ["fr", "exploded_view"],
    ]);
    expect(english[0]).toMatchObject({
      title: "T53 Pro user manual",
      url: "/api/v2/shop/files/catalog/documents/vd-t53-manual-en.pdf",
      mime: "application/pdf",
    });
    expect(english[0]?.sizeBytes).toBeGreaterThan(300);
    const french = documentSchema.array().parse((await get("products/VD-T53/documents", "fr")).json());
    expect(french.map((document) => document.locale)).toEqual(["fr", "fr", "en"]);
    expect((await get("products/SY-CS450/documents")).json()).toEqual([]);
  });
});

describe("product variants", () => {
  it("answers a variant with its product", async () => {
    const response = await get("product-variants/VD-T53-B", "en");
    expect(variantViewSchema.parse(response.json())).toEqual({
      code: "VD-T53-B",
      reference: "T53B-2026",
      name: "T53 Pro battery",
      priceCents: 119_900,
      ecotaxCents: 600,
      priceOnRequest: false,
      stockStatus: "on_order",
      deliveryPromise: "15_days",
      supersededBy: null,
      mandatoryInformation: { mode: "required", text: "Lithium battery: transport subject to ADR regulations." },
      partSmartCode: null,
      product: {
        code: "VD-T53",
        type: "machine",
        name: "T53 Pro self-propelled mower",
        slug: "t53-pro-self-propelled-mower",
        brand: { code: "verdalis", name: "Verdalis" },
        image: { url: "/api/v2/shop/files/catalog/images/vd-t53-front.png", width: 160, height: 120, alt: "T53 Pro self-propelled mower" },
      },
    });
  });

  it("gives a variant the product's technical data with its own values", async () => {
    const battery = attributeSchema.array().parse((await get("product-variants/VD-T53-B/attributes", "fr")).json());
    expect(battery.find((attribute) => attribute.code === "engine")?.value).toBe("Batterie");
    expect(battery.find((attribute) => attribute.code === "weight")).toMatchObject({ value: 41.2, formatted: "41,2" });
    expect(battery.map((attribute) => attribute.code)).toEqual(["cutting_width", "engine", "self_propelled", "weight", "warranty"]);
    const petrol = attributeSchema.array().parse((await get("product-variants/VD-T53-P/attributes", "fr")).json());
    expect(petrol.find((attribute) => attribute.code === "weight")?.value).toBe(38.5);
  });

  it("shares the product's associations and documents", async () => {
    const associations = productAssociationsSchema.parse((await get("product-variants/VD-T53-P/associations")).json());
    expect(associations.spare_parts).toHaveLength(3);
    expect((await get("product-variants/VD-T53-P/documents", "en")).json()[0].locale).toBe("en");
  });

  it("answers prices in cents, with the price on request hidden", async () => {
    expect((await get("product-variants/VD-T53-P/price")).json()).toEqual({
      priceCents: 89_900,
      ecotaxCents: 450,
      priceOnRequest: false,
      currency: "EUR",
    });
    expect((await get("product-variants/KR-CRK-450-1/price")).json()).toEqual({
      priceCents: null,
      ecotaxCents: 0,
      priceOnRequest: true,
      currency: "EUR",
    });
  });

  it("answers 404 variant_not_found for unknown or withdrawn variants", async () => {
    for (const path of [
      "product-variants/NOPE",
      "product-variants/VD-T48-P",
      "product-variants/NOPE/attributes",
      "product-variants/NOPE/associations",
      "product-variants/NOPE/documents",
      "product-variants/NOPE/price",
    ]) {
      const response = await get(path, "de");
      expect(response.statusCode, path).toBe(404);
      expect(response.json(), path).toMatchObject({ code: "catalog.variant_not_found", title: "Artikelnummer nicht gefunden." });
    }
  });
});

describe("OpenAPI", () => {
  it("documents the catalogue routes", async () => {
    const document = (await t.app.inject({ url: "/api/v2/docs/openapi.json" })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/api/v2/shop/products/{code}",
        "/api/v2/shop/products/by-slug/{slug}",
        "/api/v2/shop/taxons",
        "/api/v2/shop/sitemap-products",
        "/api/v2/shop/customer-history-products",
        "/api/product",
        "/api/products-codes",
      ]),
    );
  });
});
