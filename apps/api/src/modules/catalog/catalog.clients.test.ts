import { customerSchema } from "@portal/domain/accounts/schemas";
import { productCardSchema, productViewSchema, variantViewSchema } from "@portal/domain/catalog/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drawPng } from "../../test/catalog-fixtures";
import { bearer, login, type TestApp } from "../../test/harness";
import { createCatalogTestApp, shop } from "./catalog.test-setup";

let t: TestApp;
beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(async () => {
  await t.close();
});

const view = (token: string, productCode: string) =>
  t.app.inject({ method: "POST", url: shop("customer-history-products"), headers: bearer(token), payload: { productCode } });
const history = (token: string, query = "") =>
  t.app.inject({ url: shop(`search-customer-history-products${query}`), headers: { ...bearer(token), "accept-language": "en" } });
const codes = (cards: { code: string }[]) => cards.map((card) => card.code);

describe("recently viewed products", () => {
  it("needs a logged-in customer", async () => {
    const post = await t.app.inject({ method: "POST", url: shop("customer-history-products"), payload: { productCode: "VD-T53" } });
    expect(post.statusCode).toBe(401);
    expect(post.json().code).toBe("auth.login_required");
    expect((await t.app.inject({ url: shop("search-customer-history-products") })).json()).toMatchObject({
      status: 401,
      code: "auth.login_required",
    });
    expect((await history("not-a-token")).json().code).toBe("auth.token_invalid");
  });

  it("keeps each customer's views, newest first, the latest view of a product winning", async () => {
    const buyer = await login(t.app, "buyer@demo.example");
    const admin = await login(t.app, "admin@demo.example");

    expect((await view(buyer.token, "VD-T53")).statusCode).toBe(204);
    t.clock.advance(5);
    await view(buyer.token, "KR-AF-53");
    t.clock.advance(5);
    await view(buyer.token, "KIT-T53");
    t.clock.advance(5);
    await view(buyer.token, "VD-T53");
    await view(admin.token, "SY-CS450");

    const mine = await history(buyer.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["cache-control"]).toBe("private, no-store");
    const cards = productCardSchema.array().parse(mine.json());
    expect(codes(cards)).toEqual(["VD-T53", "KIT-T53", "KR-AF-53"]);
    expect(cards[0]).toMatchObject({ name: "T53 Pro self-propelled mower", fromPriceCents: 89_900 });
    expect(codes((await history(buyer.token, "?limit=2")).json())).toEqual(["VD-T53", "KIT-T53"]);
    // Never another customer's history.
    expect(codes((await history(admin.token)).json())).toEqual(["SY-CS450"]);
  });

  it("keeps the 20 most recent views", async () => {
    const limited = await login(t.app, "limited@demo.example");
    const page = (await t.app.inject({ url: shop("product-variants?itemsPerPage=10"), headers: { "accept-language": "fr" } })).json() as {
      items: { product: { code: string } }[];
    };
    const productCodes = [...new Set(page.items.map((item) => item.product.code))];
    for (const code of productCodes) {
      t.clock.advance(1);
      await view(limited.token, code);
    }
    const seen = codes((await history(limited.token, "?limit=20")).json());
    expect(seen).toEqual([...productCodes].reverse());
    expect(seen.length).toBeLessThanOrEqual(20);
  });

  it("refuses unknown products and bad parameters", async () => {
    const buyer = await login(t.app, "buyer@demo.example");
    expect((await view(buyer.token, "NOPE")).json()).toMatchObject({ status: 404, code: "catalog.product_not_found" });
    expect((await view(buyer.token, "VD-T48")).json().code).toBe("catalog.product_not_found");
    const extra = await t.app.inject({
      method: "POST",
      url: shop("customer-history-products"),
      headers: bearer(buyer.token),
      payload: { productCode: "VD-T53", customerId: 1 },
    });
    expect(extra.json().code).toBe("request.invalid");
    expect((await history(buyer.token, "?limit=21")).statusCode).toBe(400);
    expect((await history(buyer.token, "?limit=0")).statusCode).toBe(400);
  });
});

describe("older product client", () => {
  it("reads the language header, then Accept-Language", async () => {
    const german = await t.app.inject({ url: "/api/product?code=VD-T53", headers: { language: "de", "accept-language": "en" } });
    expect(german.statusCode).toBe(200);
    expect(productViewSchema.parse(german.json()).name).toBe("Rasenmäher mit Radantrieb T53 Pro");
    expect(german.headers.vary).toBe("accept-language, language");
    const english = await t.app.inject({ url: "/api/product?code=VD-T53", headers: { "accept-language": "en" } });
    expect(english.json().name).toBe("T53 Pro self-propelled mower");
    const problem = await t.app.inject({ url: "/api/product?code=NOPE", headers: { language: "nl" } });
    expect(problem.json()).toMatchObject({ status: 404, code: "catalog.product_not_found", title: "Product niet gevonden." });
  });

  it("finds products and variants by code or id; a preview is fresh and kept by no one", async () => {
    const byCode = productViewSchema.parse((await t.app.inject({ url: "/api/product?code=SY-CS450" })).json());
    const cachedAnswer = await t.app.inject({ url: "/api/product?code=SY-CS450" });
    expect(cachedAnswer.headers.etag).toBeDefined();
    const ids = await t.db.db.query.products.findMany({ columns: { id: true, code: true } });
    const id = ids.find((row) => row.code === "SY-CS450")?.id;
    const byId = await t.app.inject({ url: `/api/product?id=${id}` });
    expect(byId.json()).toEqual(byCode);
    const preview = await t.app.inject({ url: "/api/product?code=SY-CS450&preview=true" });
    expect(preview.headers["cache-control"]).toBe("private, no-store");
    expect(preview.headers.etag).toBeUndefined();
    expect(preview.json()).toEqual(byCode);

    const variant = variantViewSchema.parse(
      (await t.app.inject({ url: "/api/product-variant?code=KR-CRK-450-1", headers: { language: "en" } })).json(),
    );
    expect(variant).toMatchObject({ reference: "CRK-450", priceCents: null, priceOnRequest: true, product: { name: "CS450 crankshaft" } });
    expect((await t.app.inject({ url: "/api/product-variant?id=999999" })).json().code).toBe("catalog.variant_not_found");
    expect((await t.app.inject({ url: "/api/product?code=SY-CS450&id=1" })).statusCode).toBe(400);
    expect((await t.app.inject({ url: "/api/product" })).statusCode).toBe(400);
  });

  it("answers the mandatory information of a variant", async () => {
    const response = await t.app.inject({ url: "/api/product-variant-mandatory?code=VD-T53-B", headers: { language: "fr" } });
    expect(response.json()).toEqual({
      code: "VD-T53-B",
      reference: "T53B-2026",
      mode: "required",
      text: "Batterie lithium : transport soumis à la réglementation ADR.",
    });
    expect((await t.app.inject({ url: "/api/product-variant-mandatory?code=VD-T53-P" })).json()).toMatchObject({
      mode: "standard",
      text: null,
    });
  });

  it("answers cards for repeated codes, in order, with a limit", async () => {
    const response = await t.app.inject({
      url: "/api/products-codes?codes=KR-BL-53&codes=NOPE&codes=KR-AF-53&limit=5",
      headers: { language: "nl" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toBe("accept-language, language");
    const cards = productCardSchema.array().parse(response.json());
    expect(cards.map((card) => [card.code, card.name])).toEqual([
      ["KR-BL-53", "Mes 53 cm"],
      ["KR-AF-53", "Luchtfilter T53"],
    ]);
    expect((await t.app.inject({ url: "/api/products-codes?codes=KR-BL-53&codes=KR-AF-53&limit=1" })).json()).toHaveLength(1);
    expect((await t.app.inject({ url: "/api/products-codes" })).statusCode).toBe(400);
  });

  it("lists products by category (and below) and brand", async () => {
    const spareParts = (await t.app.inject({ url: "/api/products?taxon=spare-parts&limit=2&page=2", headers: { language: "en" } })).json();
    expect(spareParts).toMatchObject({ totalItems: 5, page: 2, itemsPerPage: 2 });
    expect(spareParts.items.map((card: { name: string }) => card.name)).toEqual(["CS450 crankshaft", "RN9YC spark plug"]);
    const kits = (await t.app.inject({ url: "/api/products?taxon=maintenance-kits&brand=kerlan" })).json();
    expect(kits.items.map((card: { code: string }) => card.code)).toEqual(["KIT-T53", "KR-BL-53"]);
    expect((await t.app.inject({ url: "/api/products?brand=sylvor" })).json().items.map((card: { code: string }) => card.code)).toEqual([
      "SY-CS450",
    ]);
    expect((await t.app.inject({ url: "/api/products" })).json().totalItems).toBe(8);
    expect((await t.app.inject({ url: "/api/products?taxon=nowhere" })).json().code).toBe("catalog.taxon_not_found");
    expect((await t.app.inject({ url: "/api/products?brand=acme" })).json().code).toBe("catalog.brand_not_found");
    expect((await t.app.inject({ url: "/api/products?limit=1000" })).statusCode).toBe(400);
  });

  it("answers the logged-in customer with the token in x-auth-token, and no one else", async () => {
    const buyer = await login(t.app, "buyer@demo.example");
    const admin = await login(t.app, "admin@demo.example");
    const response = await t.app.inject({
      url: `/api/customer?id=${buyer.customerId}`,
      headers: { "x-auth-token": buyer.token, "x-refresh-token": buyer.refresh_token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(customerSchema.parse(response.json())).toMatchObject({ id: buyer.customerId, email: "buyer@demo.example" });
    // The usual bearer header works as well.
    expect((await t.app.inject({ url: `/api/customer?id=${buyer.customerId}`, headers: bearer(buyer.token) })).statusCode).toBe(200);

    const other = await t.app.inject({ url: `/api/customer?id=${admin.customerId}`, headers: { "x-auth-token": buyer.token } });
    expect(other.json()).toMatchObject({ status: 403, code: "auth.forbidden" });
    expect(other.body).not.toContain("admin@demo.example");
    const anonymous = await t.app.inject({ url: `/api/customer?id=${buyer.customerId}`, headers: { language: "en" } });
    expect(anonymous.json()).toMatchObject({
      status: 401,
      code: "auth.login_required",
      title: "You must be logged in to access this service.",
    });
    expect((await t.app.inject({ url: `/api/customer?id=${buyer.customerId}`, headers: { "x-auth-token": "forged" } })).json().code).toBe(
      "auth.token_invalid",
    );
  });
});

describe("GET files/*", () => {
  it("serves a product image with its type and a long cache", async () => {
    const response = await t.app.inject({ url: shop("files/catalog/images/vd-t53-front.png") });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers["cache-control"]).toBe("public, max-age=604800");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-disposition"]).toBeUndefined();
    expect(response.rawPayload.equals(Buffer.from(drawPng(160, 120)))).toBe(true);
    const again = await t.app.inject({
      url: shop("files/catalog/images/vd-t53-front.png"),
      headers: { "if-none-match": response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it("serves a document named in a product's documents inline, as a PDF", async () => {
    const documents = (await t.app.inject({ url: shop("products/VD-T53/documents"), headers: { "accept-language": "en" } })).json();
    const manual = await t.app.inject({ url: documents[0].url });
    expect(manual.statusCode).toBe(200);
    expect(manual.headers["content-type"]).toBe("application/pdf");
    expect(manual.headers["content-disposition"]).toBe('inline; filename="vd-t53-manual-en.pdf"');
    expect(manual.rawPayload.subarray(0, 8).toString()).toBe("%PDF-1.4");
    expect(manual.rawPayload.byteLength).toBe(documents[0].sizeBytes);
  });

  it("answers 404 for unknown keys and files outside the catalogue, 400 for keys that climb out", async () => {
    const missing = await t.app.inject({ url: shop("files/catalog/images/missing.png"), headers: { "accept-language": "en" } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: "catalog.file_not_found", title: "File not found." });
    // Invoices live in the same store but are never public.
    expect((await t.app.inject({ url: shop("files/invoices/2026/f-000123.pdf") })).json().code).toBe("catalog.file_not_found");
    for (const path of [
      "files/catalog/..%2F..%2Finvoices%2F2026%2Ff-000123.pdf",
      "files/catalog/%2e%2e%2finvoices/2026/f-000123.pdf",
      "files/Catalog/X.PNG",
    ]) {
      const response = await t.app.inject({ url: shop(path) });
      expect(response.statusCode, path).toBe(400);
      expect(response.json().code, path).toBe("request.invalid");
    }
    // Dot segments the router resolves itself end outside the catalogue files.
    for (const path of ["files/catalog/%2E%2E/invoices/2026/f-000123.pdf", "files/catalog/../../../../etc/passwd"]) {
      const response = await t.app.inject({ url: shop(path) });
      expect([400, 404], path).toContain(response.statusCode);
      expect(response.headers["content-type"], path).toContain("application/problem+json");
    }
  });
});
