import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  brands,
  partDiagrams,
  partDiagramTranslations,
  partDrawings,
  partModels,
  partPositions,
  productVariants,
} from "@portal/db/schema/index";
import { drawingOf } from "@portal/db/seed/catalog/diagrams";
import type { Order } from "@portal/domain/orders/schemas";
import type { Diagram, ModelAssemblies, PartsModelList, PartsmartReport, PartsSearchPage, WhereUsed } from "@portal/domain/parts/schemas";
import { discountedPrice } from "@portal/domain/pricing/totals";
import { eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { loadConfig } from "../../platform/config";
import { bearer, login, type TestApp, type Tokens } from "../../test/harness";
import { createCatalogTestApp, shop } from "../catalog/catalog.test-setup";

let t: TestApp;

const drawingIdOf = (url: string) => Number(/\/drawings\/(\d+)\/svg$/.exec(url)?.[1]);
let buyer: Tokens;
let dubois: Tokens;

/** A member of another company: Sophie Dubois, acting for her own workshop (5 % discount; the buyer's has 10 %). */
async function loginToDubois(app: FastifyInstance): Promise<Tokens> {
  const tokens = await login(app, "multi@demo.example");
  const me = await app.inject({ method: "GET", url: shop(`customers/${tokens.customerId}`), headers: bearer(tokens.token) });
  const company = (me.json().companies as { id: number; corporateName: string }[]).find((entry) =>
    entry.corporateName.startsWith("Atelier Dubois"),
  );
  const chosen = await app.inject({
    method: "PATCH",
    url: shop(`customers/${tokens.customerId}/company`),
    headers: bearer(tokens.token),
    payload: { company: company?.id },
  });
  return chosen.json();
}

function call(tokens: Tokens | null, method: "GET" | "POST" | "DELETE", path: string, payload?: unknown, app = t.app) {
  return app.inject({
    method,
    url: shop(path),
    headers: { ...(tokens ? bearer(tokens.token) : {}), ...(payload === undefined ? {} : { "content-type": "application/json" }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

async function emptyCart(tokens: Tokens): Promise<Order> {
  const cart = (await call(tokens, "POST", "orders", {})).json() as Order;
  return (await call(tokens, "DELETE", `orders/${cart.tokenValue}`)).json() as Order;
}

/**
 * Views of the fixture machines: the T53 mower's engine and deck, the CS450 chainsaw's engine; and
 * two discontinued mowers that were never products, LV 412 and LV 414, whose decks are drawn the same.
 */
async function seedViews() {
  const db = t.db.db;
  const variants = await db
    .select({ id: productVariants.id, code: productVariants.code, productId: productVariants.productId })
    .from(productVariants)
    .where(
      inArray(productVariants.code, ["VD-T53-P", "SY-CS450-45", "KR-AF-53-1", "KR-SP-RN9-1", "KR-BL-53-A", "KR-BL-53-B", "KR-CRK-450-1"]),
    );
  const id = (code: string) => variants.find((row) => row.code === code) as { id: number; productId: number };
  const brandIds = await db.select({ id: brands.id, code: brands.code }).from(brands);
  const brandId = (code: string) => (brandIds.find((row) => row.code === code) as { id: number }).id;
  const models = await db
    .insert(partModels)
    .values([
      { code: "VD-T53", brandId: brandId("verdalis"), name: "T53", productId: id("VD-T53-P").productId },
      { code: "SY-CS450", brandId: brandId("sylvor"), name: "CS450", productId: id("SY-CS450-45").productId },
      { code: "VD-LV412", brandId: brandId("verdalis"), name: "LV 412", productId: null, discontinued: true },
      { code: "VD-LV414", brandId: brandId("verdalis"), name: "LV 414", productId: null, discontinued: true },
    ])
    .returning({ id: partModels.id, code: partModels.code });
  const modelId = (code: string) => (models.find((row) => row.code === code) as { id: number }).id;
  const views = [
    { model: "VD-T53", code: "engine", name: "Moteur", parts: ["KR-AF-53-1", "KR-SP-RN9-1"], look: "T53" },
    { model: "VD-T53", code: "cutting", name: "Carter de coupe", parts: ["KR-BL-53-A"], look: "T53" },
    { model: "SY-CS450", code: "engine", name: "Moteur", parts: ["KR-CRK-450-1", "KR-SP-RN9-1"], look: "CS450" },
    { model: "VD-LV412", code: "cutting", name: "Carter de coupe", parts: ["KR-BL-53-B"], look: "LV" },
    { model: "VD-LV414", code: "cutting", name: "Carter de coupe", parts: ["KR-BL-53-B"], look: "LV" },
  ];
  for (const [index, view] of views.entries()) {
    const { drawing, points } = drawingOf(
      view.look,
      view.parts.map(() => "air-filter"),
    );
    await db.insert(partDrawings).values(drawing).onConflictDoNothing({ target: partDrawings.hash });
    const [stored] = await db.select({ id: partDrawings.id }).from(partDrawings).where(eq(partDrawings.hash, drawing.hash));
    const [row] = await db
      .insert(partDiagrams)
      .values({ modelId: modelId(view.model), drawingId: (stored as { id: number }).id, code: view.code, position: index })
      .returning({ id: partDiagrams.id });
    const diagramId = (row as { id: number }).id;
    await db.insert(partDiagramTranslations).values([
      { diagramId, locale: "fr", name: view.name },
      { diagramId, locale: "en", name: view.code === "engine" ? "Engine" : "Cutting deck" },
    ]);
    await db.insert(partPositions).values(
      view.parts.map((code, at) => ({
        diagramId,
        number: at + 1,
        variantId: id(code).id,
        quantity: at + 1,
        ...(points[at] as { x: number; y: number }),
      })),
    );
  }
}

beforeAll(async () => {
  t = await createCatalogTestApp();
  await seedViews();
  [buyer, dubois] = await Promise.all([login(t.app, "buyer@demo.example"), loginToDubois(t.app)]);
});
afterAll(() => t.close());

describe("models and views", () => {
  it("needs a login", async () => {
    for (const path of [
      "partsmart/models",
      "partsmart/models/VD-T53/assemblies/engine",
      "partsmart-informations",
      "partsmart/search?q=AF",
    ]) {
      const response = await call(null, "GET", path);
      expect(response.statusCode, path).toBe(401);
    }
    expect((await call(null, "POST", "orders/partsmart", { lines: [{ reference: "AF-53-01", quantity: 1 }] })).statusCode).toBe(401);
  });

  it("lists the models that have views, with their number of assemblies", async () => {
    const response = await call(buyer, "GET", "partsmart/models");
    expect(response.statusCode).toBe(200);
    const codes = (response.json().items as { code: string; assemblies: number }[]).map((item) => [item.code, item.assemblies]);
    expect(codes).toEqual(
      expect.arrayContaining([
        ["VD-T53", 2],
        ["SY-CS450", 1],
      ]),
    );
    const filtered = (await call(buyer, "GET", "partsmart/models?q=CS450")).json().items as { code: string }[];
    expect(filtered.map((item) => item.code)).toEqual(["SY-CS450"]);
  });

  it("lists discontinued models after the current ones, page by page, with every brand to filter on", async () => {
    const first = (await call(buyer, "GET", "partsmart/models?itemsPerPage=3")).json() as PartsModelList;
    expect(first).toMatchObject({ total: 4, page: 1, itemsPerPage: 3 });
    expect(first.items.map((item) => [item.code, item.discontinued])).toEqual([
      ["VD-T53", false],
      ["SY-CS450", false],
      ["VD-LV412", true],
    ]);
    const second = (await call(buyer, "GET", "partsmart/models?itemsPerPage=3&page=2")).json() as PartsModelList;
    expect(second).toMatchObject({ total: 4, page: 2 });
    expect(second.items.map((item) => [item.code, item.name, item.discontinued, item.registered])).toEqual([
      ["VD-LV414", "LV 414", true, false],
    ]);
    const past = (await call(buyer, "GET", "partsmart/models?itemsPerPage=3&page=3")).json() as PartsModelList;
    expect(past).toMatchObject({ total: 4, items: [] });
    const verdalis = (await call(buyer, "GET", "partsmart/models?brand=verdalis&q=LV")).json() as PartsModelList;
    expect(verdalis.total).toBe(2);
    expect(verdalis.brands.map((brand) => brand.code)).toEqual(first.brands.map((brand) => brand.code));
    expect(first.brands.map((brand) => brand.code).sort()).toEqual(["sylvor", "verdalis"]);
  });

  it("gives a discontinued model's view with the company's own prices, its drawing shared with a model drawn the same", async () => {
    const mine = (await call(buyer, "GET", "partsmart/models/VD-LV412/assemblies/cutting")).json() as Diagram;
    const theirs = (await call(dubois, "GET", "partsmart/models/VD-LV412/assemblies/cutting")).json() as Diagram;
    expect(mine.model).toMatchObject({ code: "VD-LV412", name: "LV 412", discontinued: true, image: null });
    expect(mine.positions.map((row) => [row.number, row.reference, row.priceCents])).toEqual([
      [1, "BL-53-B", discountedPrice(2_490, 1_000)],
    ]);
    expect(theirs.positions[0]?.priceCents).toBe(discountedPrice(2_490, 500));
    const sibling = (await call(buyer, "GET", "partsmart/models/VD-LV414")).json() as ModelAssemblies;
    expect(sibling.assemblies[0]?.svg).toBe(mine.svg);
    const own = (await call(buyer, "GET", "partsmart/models/VD-T53/assemblies/cutting")).json() as Diagram;
    expect(own.svg).not.toBe(mine.svg);
    const served = await t.app.inject({ method: "GET", url: mine.svg });
    expect(served.statusCode).toBe(200);
    const [drawing] = await t.db.db
      .select({ svg: partDrawings.svg })
      .from(partDrawings)
      .where(eq(partDrawings.id, drawingIdOf(mine.svg)));
    expect(served.body).toBe(drawing?.svg);
  });

  it("gives a model's assemblies in order, in the asked language", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: shop("partsmart/models/VD-T53"),
      headers: { ...bearer(buyer.token), "accept-language": "en" },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as ModelAssemblies;
    expect(body.assemblies.map((assembly) => [assembly.code, assembly.name, assembly.positions])).toEqual([
      ["engine", "Engine", 2],
      ["cutting", "Cutting deck", 1],
    ]);
    expect(body.assemblies[0]?.svg).toMatch(/^\/api\/v2\/shop\/partsmart\/drawings\/\d+\/svg$/);
  });

  it("gives a view's rows with the company's own prices: another company's never show", async () => {
    const mine = (await call(buyer, "GET", "partsmart/models/VD-T53/assemblies/engine")).json() as Diagram;
    const theirs = (await call(dubois, "GET", "partsmart/models/VD-T53/assemblies/engine")).json() as Diagram;
    expect(mine.positions.map((row) => [row.number, row.reference, row.quantity, row.stockStatus])).toEqual([
      [1, "AF-53-01", 1, "on_stock"],
      [2, "SP-RN9YC", 2, "out_of_stock"],
    ]);
    expect(mine.positions[0]?.priceCents).toBe(discountedPrice(1_290, 1_000));
    expect(theirs.positions[0]?.priceCents).toBe(discountedPrice(1_290, 500));
    expect(mine.positions[0]?.priceCents).not.toBe(theirs.positions[0]?.priceCents);
  });

  it("shows a superseded part with its replacement, and hides a price on request", async () => {
    const deck = (await call(buyer, "GET", "partsmart/models/VD-T53/assemblies/cutting")).json() as Diagram;
    expect(deck.positions[0]).toMatchObject({ reference: "BL-53-A", supersededBy: { code: "KR-BL-53-B", reference: "BL-53-B" } });
    const saw = (await call(buyer, "GET", "partsmart/models/SY-CS450/assemblies/engine")).json() as Diagram;
    expect(saw.positions[0]).toMatchObject({ reference: "CRK-450", priceCents: null, priceOnRequest: true });
  });

  it("serves the drawing as a script-less, cacheable SVG, with no price in it", async () => {
    const view = (await call(buyer, "GET", "partsmart/models/VD-T53/assemblies/engine")).json() as Diagram;
    const response = await t.app.inject({ method: "GET", url: view.svg });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("image/svg+xml");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(response.headers["content-security-policy"]).not.toContain("script-src");
    expect(response.headers["cache-control"]).toContain("immutable");
    expect(response.body.startsWith("<svg")).toBe(true);
    expect(response.body).not.toContain("1290");
    const again = await t.app.inject({
      method: "GET",
      url: view.svg,
      headers: { "if-none-match": String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    ["an unknown model", "partsmart/models/NOPE", 404, "parts.model_not_found"],
    ["a disabled model", "partsmart/models/VD-T48", 404, "parts.model_not_found"],
    ["an unknown assembly", "partsmart/models/VD-T53/assemblies/gearbox", 404, "parts.diagram_not_found"],
    ["an unknown drawing", "partsmart/drawings/999999999/svg", 404, "parts.diagram_not_found"],
    ["a malformed drawing", "partsmart/drawings/engine/svg", 400, "request.invalid"],
    ["the old address of a drawing", "partsmart/models/VD-T53/assemblies/engine/svg", 404, "request.not_found"],
    ["a page past the maximum", "partsmart/models?page=0", 400, "request.invalid"],
    ["a model page size past the maximum", "partsmart/models?itemsPerPage=51", 400, "request.invalid"],
    ["a malformed model", "partsmart/models/%3Cscript%3E", 400, "request.invalid"],
    ["a malformed assembly", "partsmart/models/VD-T53/assemblies/Engine!", 400, "request.invalid"],
    ["an unknown query field", "partsmart/models?brand=verdalis&sort=name", 400, "request.invalid"],
    ["a one-letter search", "partsmart/search?q=A", 400, "request.invalid"],
    ["a page size past the maximum", "partsmart/search?q=AF&itemsPerPage=500", 400, "request.invalid"],
    ["where used without a code", "partsmart/where-used", 400, "request.invalid"],
    ["where used of an unknown code", "partsmart/where-used?variant=NOPE", 404, "catalog.variant_not_found"],
  ])("answers %s (%s) with %i %s", async (_, path, status, code) => {
    const response = await call(buyer, "GET", path);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().code).toBe(code);
  });
});

describe("search and where used", () => {
  it("finds positions by part of a reference or of a name, paged", async () => {
    const page = (await call(buyer, "GET", "partsmart/search?q=rn9&itemsPerPage=1")).json() as PartsSearchPage;
    expect(page.total).toBe(2);
    expect(page.items).toHaveLength(1);
    const next = (await call(buyer, "GET", "partsmart/search?q=rn9&itemsPerPage=1&page=2")).json() as PartsSearchPage;
    expect([page.items[0]?.model.code, next.items[0]?.model.code].sort()).toEqual(["SY-CS450", "VD-T53"]);
    const none = (await call(buyer, "GET", "partsmart/search?q=zzzz")).json() as PartsSearchPage;
    expect(none).toMatchObject({ total: 0, items: [] });
  });

  it("lists every model and assembly showing a part, by variant or part-smart code", async () => {
    const used = (await call(buyer, "GET", "partsmart/where-used?variant=KR-SP-RN9-1")).json() as WhereUsed;
    expect(used.items.map((item) => [item.model.code, item.assembly.code, item.number]).sort()).toEqual([
      ["SY-CS450", "engine", 2],
      ["VD-T53", "engine", 2],
    ]);
    const none = (await call(buyer, "GET", "partsmart/where-used?variant=KR-AF-53-1")).json() as WhereUsed;
    expect(none.items.map((item) => item.model.code)).toEqual(["VD-T53"]);
  });

  it("names the discontinued models that show a part, and finds an older reference where its replacement is drawn", async () => {
    const used = (await call(buyer, "GET", "partsmart/where-used?variant=KR-BL-53-B")).json() as WhereUsed;
    expect(used.items.map((item) => [item.model.code, item.model.name, item.model.brand, item.assembly.code, item.number])).toEqual([
      ["VD-LV412", "LV 412", "Verdalis", "cutting", 1],
      ["VD-LV414", "LV 414", "Verdalis", "cutting", 1],
    ]);
    const older = (await call(buyer, "GET", "partsmart/where-used?variant=KR-BL-53-A")).json() as WhereUsed;
    expect(older.items.map((item) => [item.model.code, item.reference]).sort()).toEqual([
      ["VD-LV412", "BL-53-B"],
      ["VD-LV414", "BL-53-B"],
      ["VD-T53", "BL-53-A"],
    ]);
    const found = (await call(buyer, "GET", "partsmart/search?q=BL-53-A")).json() as PartsSearchPage;
    expect(found.total).toBe(3);
  });
});

describe("adding a view's parts to the cart", () => {
  it("adds the valid lines and reports unknown, superseded, unsellable and out-of-stock ones", async () => {
    await emptyCart(buyer);
    const response = await call(buyer, "POST", "orders/partsmart", {
      lines: [
        { reference: "AF-53-01", quantity: 2 },
        { reference: "af 53 01", quantity: 1 },
        { reference: "BL-53-A", quantity: 1 },
        { reference: "NOPE-404", quantity: 1 },
        { reference: "T48P-2019", quantity: 1 },
        { reference: "SP-RN9YC", quantity: 1 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as PartsmartReport;
    expect(report.lines.map((line) => [line.reference, line.quantity, line.outcome, line.addedReference, line.code])).toEqual([
      ["AF-53-01", 3, "added", "AF-53-01", null],
      ["BL-53-A", 1, "superseded", "BL-53-B", null],
      ["NOPE-404", 1, "unknown_reference", null, "cart.product_not_found"],
      ["T48P-2019", 1, "not_sellable", null, "cart.not_sellable"],
      ["SP-RN9YC", 1, "out_of_stock", null, "cart.insufficient_stock"],
    ]);
    expect(report.lines[4]?.detail).toBe("0");
    expect(report.order.items.map((item) => [item.reference, item.quantity]).sort()).toEqual([
      ["AF-53-01", 3],
      ["BL-53-B", 1],
    ]);
  });

  it("refuses what the shelf cannot hold, as a single add does", async () => {
    await emptyCart(buyer);
    const report = (
      await call(buyer, "POST", "orders/partsmart", { lines: [{ reference: "BL-53-B", quantity: 21 }] })
    ).json() as PartsmartReport;
    expect(report.lines[0]).toMatchObject({ outcome: "insufficient_stock", code: "cart.insufficient_stock", detail: "20" });
    expect(report.order.items).toEqual([]);
  });

  it("writes into the cart named by its token, never another company's", async () => {
    const mine = await emptyCart(buyer);
    const theirs = await call(dubois, "POST", "orders/partsmart", {
      tokenValue: mine.tokenValue,
      lines: [{ reference: "AF-53-01", quantity: 1 }],
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe("cart.not_found");
    const after = (await call(buyer, "POST", "orders", {})).json() as Order;
    expect(after.items).toEqual([]);
    const own = (
      await call(buyer, "POST", "orders/partsmart", { tokenValue: mine.tokenValue, lines: [{ reference: "AF-53-01", quantity: 1 }] })
    ).json() as PartsmartReport;
    expect(own.order.tokenValue).toBe(mine.tokenValue);
    expect(own.order.items).toHaveLength(1);
  });

  it.each([
    ["no lines", { lines: [] }],
    ["a zero quantity", { lines: [{ reference: "AF-53-01", quantity: 0 }] }],
    ["an empty reference", { lines: [{ reference: " ", quantity: 1 }] }],
    ["an unknown field", { lines: [{ reference: "AF-53-01", quantity: 1 }], checkPartSmart: true }],
    ["an unknown line field", { lines: [{ reference: "AF-53-01", quantity: 1, price: 1 }] }],
    ["too many lines", { lines: Array.from({ length: 101 }, (_, index) => ({ reference: `R-${index}`, quantity: 1 })) }],
  ])("refuses %s with 400", async (_, body) => {
    const response = await call(buyer, "POST", "orders/partsmart", body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("request.invalid");
  });

  it("resolves a part-smart code on a single add when asked to, and only then", async () => {
    const cart = await emptyCart(buyer);
    const plain = await call(buyer, "POST", `orders/${cart.tokenValue}/items`, { productVariant: "PS-T53P", quantity: 1 });
    expect(plain.statusCode).toBe(404);
    expect(plain.json().code).toBe("cart.product_not_found");
    const checked = await call(buyer, "POST", `orders/${cart.tokenValue}/items`, {
      productVariant: "PS-T53P",
      quantity: 1,
      checkPartSmart: true,
    });
    expect(checked.statusCode, checked.body).toBe(201);
    expect((checked.json() as Order).items.map((item) => item.variant.code)).toEqual(["VD-T53-P"]);
  });
});

describe("the catalogue's provider", () => {
  it("is the built-in one by default", async () => {
    const response = await call(buyer, "GET", "partsmart-informations");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ provider: "builtin" });
  });

  it("gives an external catalogue's address and a key of the company's own", async () => {
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: mkdtempSync(join(tmpdir(), "portal-parts-test-")),
      JWT_SECRET: "test-secret-that-is-long-enough-for-hs256-signing",
      LOG_LEVEL: "silent",
      PARTSMART_PROVIDER: "external",
      PARTSMART_URL: "https://parts.example.com/catalogue?lang=fr",
      PARTSMART_KEY_SECRET: "a-partsmart-key-secret-long-enough-32",
    });
    const external = await buildApp({ config, db: t.db, clock: t.clock, logger: false });
    try {
      const mine = (await call(buyer, "GET", "partsmart-informations", undefined, external)).json();
      const theirs = (await call(dubois, "GET", "partsmart-informations", undefined, external)).json();
      expect(mine).toMatchObject({
        provider: "external",
        url: "https://parts.example.com/catalogue?lang=fr",
        origin: "https://parts.example.com",
      });
      expect(mine.key).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(theirs.key).not.toBe(mine.key);
      const again = (await call(buyer, "GET", "partsmart-informations", undefined, external)).json();
      expect(again.key).toBe(mine.key);
    } finally {
      await external.close();
    }
  });

  it("refuses an external provider without its address", () => {
    expect(() => loadConfig({ NODE_ENV: "test", JWT_SECRET: "x".repeat(40), PARTSMART_PROVIDER: "external" })).toThrow(/PARTSMART_URL/);
  });
});

describe("the views' data", () => {
  it("refuses a position twice in a view, a zero quantity and a variant that does not exist", async () => {
    const [view] = await t.db.db.select({ id: partDiagrams.id }).from(partDiagrams).limit(1);
    const diagramId = (view as { id: number }).id;
    const [variant] = await t.db.db.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.code, "KR-AF-53-1"));
    const row = { diagramId, variantId: (variant as { id: number }).id, quantity: 1, x: 10, y: 10 };
    await expect(t.db.db.insert(partPositions).values({ ...row, number: 1 })).rejects.toThrow();
    await expect(t.db.db.insert(partPositions).values({ ...row, number: 50, quantity: 0 })).rejects.toThrow();
    await expect(t.db.db.insert(partPositions).values({ ...row, number: 51, variantId: 999_999_999 })).rejects.toThrow();
  });
});

describe("the company's own machines", () => {
  it("lists the models the company registered first, for that company only", async () => {
    await t.db.db.execute(sql`with sold as (
        insert into machines_sold (serial_number, variant_code, brand, model, client_code, sold_at)
        values ('SY-2025-000777', 'SY-CS450-45', 'Sylvor', 'CS450', 'C10001', '2025-03-01') returning id
      )
      insert into machine_registrations (token, machine_sold_id, company_id, registered_by, customer_type, first_name, last_name,
        email, phone, street, zip_code, city, country_code, selling_date, delivered_complete, locale_code, search_text)
      select 'parts-registration-000000000001', sold.id, ${buyer.company}, ${buyer.customerId}, 'private', 'Anne', 'Martin',
        'anne.martin@example.com', '+33612345678', '3 rue des Lilas', '49000', 'Angers', 'FR', '2025-03-02', true, 'fr', 'anne martin'
      from sold`);
    const mine = (await call(buyer, "GET", "partsmart/models?itemsPerPage=2")).json() as PartsModelList;
    expect(mine.items.map((item) => [item.code, item.registered])).toEqual([
      ["SY-CS450", true],
      ["VD-T53", false],
    ]);
    const theirs = (await call(dubois, "GET", "partsmart/models?itemsPerPage=2")).json() as PartsModelList;
    expect(theirs.items.map((item) => [item.code, item.registered])).toEqual([
      ["VD-T53", false],
      ["SY-CS450", false],
    ]);
    const model = (await call(buyer, "GET", "partsmart/models/SY-CS450")).json() as ModelAssemblies;
    expect(model.model.registered).toBe(true);
  });
});
