import { promotions } from "@portal/db/schema/index";
import type { ImportReport, Order } from "@portal/domain/orders/schemas";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, login, type TestApp, type Tokens } from "../../test/harness";
import { createCatalogTestApp, shop } from "../catalog/catalog.test-setup";

let t: TestApp;
let buyer: Tokens;
let colleague: Tokens;
let otherCompany: Tokens;

beforeAll(async () => {
  t = await createCatalogTestApp();
  [buyer, colleague, otherCompany] = await Promise.all([
    login(t.app, "buyer@demo.example"),
    login(t.app, "limited@demo.example"),
    loginToDubois(),
  ]);
});
afterAll(() => t.close());

/** A member of another company: Sophie Dubois, acting for her own workshop. */
async function loginToDubois(): Promise<Tokens> {
  const tokens = await login(t.app, "multi@demo.example");
  const me = await t.app.inject({ method: "GET", url: shop(`customers/${tokens.customerId}`), headers: bearer(tokens.token) });
  const dubois = (me.json().companies as { id: number; corporateName: string }[]).find((company) =>
    company.corporateName.startsWith("Atelier Dubois"),
  );
  const chosen = await t.app.inject({
    method: "PATCH",
    url: shop(`customers/${tokens.customerId}/company`),
    headers: bearer(tokens.token),
    payload: { company: dubois?.id },
  });
  expect(chosen.statusCode).toBe(200);
  return chosen.json();
}

async function call(tokens: Tokens, method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", path: string, payload?: unknown) {
  const contentType = method === "PATCH" ? "application/merge-patch+json" : "application/json";
  return t.app.inject({
    method,
    url: shop(path),
    headers: { ...bearer(tokens.token), ...(payload === undefined ? {} : { "content-type": contentType }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

async function openCart(tokens: Tokens): Promise<Order> {
  const response = await call(tokens, "POST", "orders", {});
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function emptyCart(tokens: Tokens): Promise<Order> {
  const cart = await openCart(tokens);
  const response = await call(tokens, "DELETE", `orders/${cart.tokenValue}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function add(tokens: Tokens, cart: Order, productVariant: string, quantity = 1) {
  return call(tokens, "POST", `orders/${cart.tokenValue}/items`, { productVariant, quantity });
}

describe("the open cart", () => {
  it("is created once per customer and company and survives a new login", async () => {
    const first = await openCart(buyer);
    const again = await openCart(buyer);
    expect(again.tokenValue).toBe(first.tokenValue);
    const relogged = await login(t.app, "buyer@demo.example");
    expect((await openCart(relogged)).tokenValue).toBe(first.tokenValue);
    expect(first).toMatchObject({ state: "cart", number: null, items: [], itemCount: 0, currency: "EUR" });
  });

  it("needs a login", async () => {
    const response = await t.app.inject({ method: "POST", url: shop("orders"), payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("auth.login_required");
  });

  it("is invisible to anyone else, even in the same company", async () => {
    const cart = await openCart(buyer);
    for (const stranger of [colleague, otherCompany]) {
      for (const [method, path] of [
        ["GET", `orders/${cart.tokenValue}`],
        ["DELETE", `orders/${cart.tokenValue}`],
        ["POST", `orders/${cart.tokenValue}/items`],
        ["GET", `orders/${cart.tokenValue}/comments`],
      ] as const) {
        const response = await call(stranger, method, path, method === "POST" ? { productVariant: "KR-AF-53-1", quantity: 1 } : undefined);
        expect(response.statusCode, `${method} ${path}`).toBe(404);
        expect(response.json().code).toBe("cart.not_found");
      }
    }
  });
});

describe("adding items", () => {
  it("adds by code, by reference with or without separators, and sums the quantities", async () => {
    let cart = await emptyCart(buyer);
    expect((await add(buyer, cart, "KR-AF-53-1", 2)).statusCode).toBe(201);
    const response = await add(buyer, cart, "af 53.01", 3);
    expect(response.statusCode).toBe(201);
    cart = response.json();
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ reference: "AF-53-01", quantity: 5, unitPrice: 1290, status: "available" });
    // Vertmoteur has 10 % off catalogue prices.
    expect(cart.items[0]?.discountPrice).toBe(1161);
    expect(cart.items[0]?.total).toBe(5 * 1161);
    expect(cart.itemCount).toBe(5);
  });

  it("brings the replacement of a superseded reference, or of a superseded variant's code", async () => {
    for (const asked of ["BL-53-A", "KR-BL-53-A"]) {
      const cart = await emptyCart(buyer);
      const response = await add(buyer, cart, asked);
      expect(response.statusCode, asked).toBe(201);
      expect(
        (response.json() as Order).items.map((item) => item.reference),
        asked,
      ).toEqual(["BL-53-B"]);
    }
  });

  it("refuses unknown, withdrawn and out-of-stock references and bad quantities, each with its code", async () => {
    const cart = await emptyCart(buyer);
    const cases: [string, number, number, string][] = [
      ["NOPE-404", 1, 404, "cart.product_not_found"],
      ["T48P-2019", 1, 422, "cart.not_sellable"],
      ["SP-RN9YC", 1, 422, "cart.insufficient_stock"],
      ["CS450-45", 4, 422, "cart.insufficient_stock"],
      ["KR-AF-53-1", 0, 400, "request.invalid"],
      ["KR-AF-53-1", 10_000, 400, "request.invalid"],
    ];
    for (const [reference, quantity, status, code] of cases) {
      const response = await add(buyer, cart, reference, quantity);
      expect(response.statusCode, reference).toBe(status);
      expect(response.json().code, reference).toBe(code);
    }
    const insufficient = await add(buyer, cart, "CS450-45", 4);
    expect(insufficient.json().detail).toBe("3");
    const unknownField = await call(buyer, "POST", `orders/${cart.tokenValue}/items`, {
      productVariant: "KR-AF-53-1",
      quantity: 1,
      price: 1,
    });
    expect(unknownField.statusCode).toBe(400);
  });

  it("changes and removes items, only in one's own cart", async () => {
    let cart = await emptyCart(buyer);
    cart = (await add(buyer, cart, "KR-AF-53-1", 1)).json();
    const item = cart.items[0];
    if (!item) throw new Error("no item");
    const changed = await call(buyer, "PATCH", `orders/${cart.tokenValue}/items/${item.id}`, { quantity: 7 });
    expect(changed.statusCode).toBe(200);
    expect((changed.json() as Order).items[0]?.quantity).toBe(7);
    const tooMany = await call(buyer, "PATCH", `orders/${cart.tokenValue}/items/${item.id}`, { quantity: 151 });
    expect(tooMany.json().code).toBe("cart.insufficient_stock");
    const strangerCart = await openCart(colleague);
    const foreign = await call(colleague, "DELETE", `orders/${strangerCart.tokenValue}/items/${item.id}`);
    expect(foreign.json().code).toBe("cart.item_not_found");
    const removed = await call(buyer, "DELETE", `orders/${cart.tokenValue}/items/${item.id}`);
    expect((removed.json() as Order).items).toEqual([]);
  });

  it("marks a price-on-request cart as one to save as a quote", async () => {
    const cart = await emptyCart(buyer);
    const answer: Order = (await add(buyer, cart, "CRK-450")).json();
    expect(answer.requiresQuote).toBe(true);
    expect(answer.items[0]).toMatchObject({ unitPrice: null, priceOnRequest: true, total: 0 });
  });

  it("suggests the maintenance kit of a machine in the cart until it is added", async () => {
    const cart = await emptyCart(buyer);
    const withMachine: Order = (await add(buyer, cart, "VD-T53-P")).json();
    expect(withMachine.maintenanceKitSuggestions.map((kit) => kit.variantCode)).toEqual(["KIT-T53-1"]);
    // At the buyer's price, as the line it would become: 39.90 less the company's 10 %.
    expect(withMachine.maintenanceKitSuggestions[0]?.priceCents).toBe(3_591);
    const withKit: Order = (await add(buyer, cart, "KIT-T53-1")).json();
    expect(withKit.maintenanceKitSuggestions).toEqual([]);
  });
});

describe("totals and promotions", () => {
  it("adds shipping, crating and VAT of the company's zone to the discounted items", async () => {
    const cart = await emptyCart(buyer);
    const answer: Order = (await add(buyer, cart, "VD-T53-P")).json();
    // 899.00 − 10 % = 809.10, + 4.50 ecotax; free standard shipping from 300 €; one machine crated 35 €.
    expect(answer.totals).toEqual({
      subtotal: 81_360,
      promotion: 0,
      shipping: 0,
      packaging: 3_500,
      totalExclVat: 84_860,
      vatRate: 2000,
      vat: 16_972,
      totalInclVat: 101_832,
      freeShippingRemaining: null,
    });
  });

  it("shows what is missing for free shipping", async () => {
    const cart = await emptyCart(buyer);
    const answer: Order = (await add(buyer, cart, "KR-AF-53-1", 2)).json();
    expect(answer.totals.shipping).toBe(1490);
    expect(answer.totals.freeShippingRemaining).toBe(30_000 - 2 * 1161);
  });

  it("applies a valid coupon and refuses unknown, expired and used-up ones", async () => {
    const cart = await emptyCart(buyer);
    await add(buyer, cart, "VD-T53-P");
    const applied = await call(buyer, "PUT", `orders/${cart.tokenValue}`, { couponCode: "printemps10" });
    expect(applied.statusCode).toBe(200);
    const order: Order = applied.json();
    expect(order.couponCode).toBe("PRINTEMPS10");
    expect(order.promotionLines).toEqual([{ code: "spring-10", action: "cart_amount", itemId: null, quantity: 1, amount: 8136 }]);
    expect(order.totals.promotion).toBe(8136);

    for (const code of ["NOPE", "ETE25", "bad code!"]) {
      const refused = await call(buyer, "PUT", `orders/${cart.tokenValue}`, { couponCode: code });
      expect(refused.statusCode, code).toBe(code === "bad code!" ? 400 : 422);
      if (code !== "bad code!") expect(refused.json().code).toBe("cart.coupon_invalid");
    }
    await t.db.db.update(promotions).set({ usageLimit: 5, used: 5 }).where(eq(promotions.code, "welcome-20"));
    const usedUp = await call(buyer, "PUT", `orders/${cart.tokenValue}`, { couponCode: "BIENVENUE20" });
    expect(usedUp.json().code).toBe("cart.coupon_invalid");
    const removed: Order = (await call(buyer, "PUT", `orders/${cart.tokenValue}`, { couponCode: "" })).json();
    expect(removed.couponCode).toBeNull();
    expect(removed.totals.promotion).toBe(0);
  });

  it("offers the third kit of a line and shows it against that line", async () => {
    const cart = await emptyCart(buyer);
    const answer: Order = (await add(buyer, cart, "KIT-T53-1", 7)).json();
    const item = answer.items[0];
    expect(answer.promotionLines).toEqual([
      { code: "kits-3-for-2", action: "free_for_n_nth", itemId: item?.id, quantity: 2, amount: 2 * 3591 },
    ]);
  });
});

describe("name, engagement code and comments", () => {
  it("keeps them, bounded", async () => {
    const cart = await emptyCart(buyer);
    const named: Order = (
      await call(buyer, "PATCH", `orders/${cart.tokenValue}/name`, { name: "Atelier avril", engagementCode: "EJ-2026-114" })
    ).json();
    expect(named).toMatchObject({ name: "Atelier avril", engagementCode: "EJ-2026-114", engagementCodeRequired: false });
    const tooLong = await call(buyer, "PATCH", `orders/${cart.tokenValue}/name`, { name: "x".repeat(121) });
    expect(tooLong.statusCode).toBe(400);
    expect((await call(buyer, "POST", `orders/${cart.tokenValue}/comments`, { comments: "Livrer par l'arrière" })).statusCode).toBe(200);
    expect((await call(buyer, "GET", `orders/${cart.tokenValue}/comments`)).json()).toEqual({ comments: "Livrer par l'arrière" });
  });
});

async function upload(tokens: Tokens, cart: Order, content: Buffer, filename: string) {
  const boundary = "----portal-test-boundary";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: "POST",
    url: shop(`orders/${cart.tokenValue}/import-items`),
    headers: { ...bearer(tokens.token), "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}

describe("spreadsheet import", () => {
  it("adds the known references of a csv and reports the others by line", async () => {
    const cart = await emptyCart(buyer);
    const csv = [
      "Référence;Quantité",
      "AF-53-01;2",
      "af5301;1",
      "NOPE-1;4",
      "SP-RN9YC;1",
      "BL-53-A;",
      "KR-BL-53-B;zero",
      "",
      "CRK-450;1",
    ].join("\n");
    const response = await upload(buyer, cart, Buffer.from(csv), "cart.csv");
    expect(response.statusCode).toBe(200);
    const report: ImportReport = response.json();
    expect(report.added).toEqual([
      { line: 2, reference: "AF-53-01", quantity: 2 },
      { line: 3, reference: "AF-53-01", quantity: 1 },
      { line: 6, reference: "BL-53-B", quantity: 1 },
      { line: 9, reference: "CRK-450", quantity: 1 },
    ]);
    expect(report.notFound).toEqual([{ line: 4, reference: "NOPE-1" }]);
    expect(report.unavailable).toEqual([{ line: 5, reference: "SP-RN9YC", reason: "out_of_stock" }]);
    expect(report.invalid).toEqual([{ line: 7, value: "KR-BL-53-B zero" }]);
    expect(report.order.items.map((item) => [item.reference, item.quantity])).toEqual([
      ["AF-53-01", 3],
      ["BL-53-B", 1],
      ["CRK-450", 1],
    ]);
  });

  it("reads the downloadable xlsx model back", async () => {
    const model = await call(buyer, "GET", "orders/import-model?format=xlsx");
    expect(model.statusCode).toBe(200);
    expect(model.headers["content-disposition"]).toContain("cart-model.xlsx");
    const cart = await emptyCart(buyer);
    const report: ImportReport = (await upload(buyer, cart, model.rawPayload, "cart-model.xlsx")).json();
    expect(report.added.length + report.unavailable.length).toBe(2);
    expect(report.notFound).toEqual([]);
  });

  it("imports an xlsx written by a spreadsheet program", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Commande");
    sheet.addRow(["Reference", "Quantity"]);
    sheet.addRow(["KT53-2026", 3]);
    sheet.addRow([12345, 1]);
    const cart = await emptyCart(buyer);
    const report: ImportReport = (await upload(buyer, cart, Buffer.from(await workbook.xlsx.writeBuffer()), "order.xlsx")).json();
    expect(report.added).toEqual([{ line: 2, reference: "KT53-2026", quantity: 3 }]);
    expect(report.notFound).toEqual([{ line: 3, reference: "12345" }]);
  });

  it("refuses what is not a spreadsheet", async () => {
    const cart = await emptyCart(buyer);
    const empty = await upload(buyer, cart, Buffer.alloc(0), "empty.csv");
    expect(empty.json().code).toBe("cart.import_file_invalid");
    const noFile = await call(buyer, "POST", `orders/${cart.tokenValue}/import-items`, {});
    expect(noFile.json().code).toBe("cart.import_file_invalid");
  });
});
