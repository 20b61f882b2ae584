import { queryRows } from "@portal/db/client";
import { orderEvents, orders } from "@portal/db/schema/index";
import type { OrderDetail, OrderPage, ReorderResult } from "@portal/domain/orders/history";
import type { Order } from "@portal/domain/orders/schemas";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "../../platform/pdf/document";
import { bearer, login, type TestApp } from "../../test/harness";
import { pdfTexts } from "../../test/pdf-text";
import { type Shopper, shopperOf } from "../../test/shopper";
import { adminCall, staffToken } from "../../test/staff";
import { readWorkbook } from "../../test/workbook";
import { createCatalogTestApp } from "../catalog/catalog.test-setup";

let t: TestApp;
let buyer: Shopper;
let limited: Shopper;
let dubois: Shopper;
let staff: string;
let erpKey: string;

/** Sophie Dubois acting for her own workshop: another company. */
async function loginToDubois(app: TestApp["app"]) {
  const tokens = await login(app, "multi@demo.example");
  const me = await app.inject({ method: "GET", url: `/api/v2/shop/customers/${tokens.customerId}`, headers: bearer(tokens.token) });
  const company = (me.json().companies as { id: number; corporateName: string }[]).find((entry) =>
    entry.corporateName.startsWith("Atelier Dubois"),
  );
  const chosen = await app.inject({
    method: "PATCH",
    url: `/api/v2/shop/customers/${tokens.customerId}/company`,
    headers: bearer(tokens.token),
    payload: { company: company?.id },
  });
  return chosen.json();
}

async function place(shopper: Shopper, lines: [string, number][], payment = "bank_transfer"): Promise<Order> {
  const cart = await shopper.readyCart(lines, payment);
  await shopper.ok(shopper.call("PATCH", `orders/${cart.tokenValue}/name`, { name: "Atelier", engagementCode: "ENG-1" }));
  const { order } = await shopper.ok<{ order: Order }>(shopper.call("PATCH", `orders/${cart.tokenValue}/complete`, {}));
  return order;
}

const erp = (path: string, payload: unknown) => adminCall(t.app, erpKey, "PUT", `integration/${path}`, payload);

let sequence = 0;
/** An off-web order of Vertmoteur as the ERP sends it. */
function offWeb(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    externalId: `ERP-${sequence}`,
    clientCode: "C10001",
    name: `Chantier ${sequence}`,
    placedAt: "2025-06-01T08:00:00.000Z",
    lines: [{ reference: "AF-53-01", quantity: 2, unitPrice: 1290, discountPrice: 1161 }],
    totals: { shipping: 990, packaging: 0, promotion: 0, vat: 662 },
    paymentState: "awaiting_payment",
    shippingState: "ready",
    ...overrides,
  };
}

async function upsert(orderList: unknown[]) {
  const response = await erp("orders", { orders: orderList });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results as { outcome: string; number: string | null; reason: string | null; detail: string | null }[];
}

let buyerOrders: Order[];
let limitedOrder: Order;
let duboisOrder: Order;

beforeAll(async () => {
  t = await createCatalogTestApp();
  buyer = shopperOf(t.app, await login(t.app, "buyer@demo.example"));
  limited = shopperOf(t.app, await login(t.app, "limited@demo.example"));
  dubois = shopperOf(t.app, await loginToDubois(t.app));
  staff = await staffToken(t.app);
  erpKey = (await adminCall(t.app, staff, "POST", "api-keys", { name: "ERP", scopes: ["orders"] })).json().key;
  buyerOrders = [
    await place(buyer, [["KR-AF-53-1", 2]]),
    await place(buyer, [["SY-CS450-45", 1]], "card"),
    await place(buyer, [["KR-BL-53-B", 1]]),
  ];
  limitedOrder = await place(limited, [["KR-AF-53-1", 1]]);
  duboisOrder = await place(dubois, [["KR-AF-53-1", 1]]);
});
afterAll(() => t.close());

describe("the orders list", () => {
  it("shows the company's placed orders newest first with 'see all orders', only one's own without", async () => {
    const all = await buyer.ok<OrderPage>(buyer.call("GET", "orders?itemsPerPage=100"));
    const numbers = all.items.map((item) => item.number);
    expect(numbers).toEqual(expect.arrayContaining([...buyerOrders, limitedOrder].map((order) => order.number)));
    expect(numbers).not.toContain(duboisOrder.number);
    expect(all.items.map((item) => item.checkoutCompletedAt)).toEqual(
      [...all.items.map((item) => item.checkoutCompletedAt)].sort().reverse(),
    );
    const machine = all.items.find((item) => item.number === buyerOrders[1]?.number);
    expect(machine).toMatchObject({
      type: "machine",
      origin: "web",
      paymentState: "awaiting_payment",
      shippingState: "ready",
      state: "new",
    });
    expect(machine?.totalExclVat).toBe(buyerOrders[1]?.totals.totalExclVat);

    const own = await limited.ok<OrderPage>(limited.call("GET", "orders"));
    expect(own.items.map((item) => item.number)).toEqual([limitedOrder.number]);
    const other = await dubois.ok<OrderPage>(dubois.call("GET", "orders"));
    expect(other.items.map((item) => item.number)).toEqual([duboisOrder.number]);
  });

  it("filters by type, origin, number or reference and dates", async () => {
    const machines = await buyer.ok<OrderPage>(buyer.call("GET", "orders?type=machine"));
    expect(machines.items.every((item) => item.type === "machine")).toBe(true);
    expect(machines.items.map((item) => item.number)).toContain(buyerOrders[1]?.number);
    const bySearch = await buyer.ok<OrderPage>(buyer.call("GET", `orders?search=${encodeURIComponent(String(buyerOrders[0]?.number))}`));
    expect(bySearch.items.map((item) => item.number)).toEqual([buyerOrders[0]?.number]);
    const offWebOnly = await buyer.ok<OrderPage>(buyer.call("GET", "orders?origin=off_web"));
    expect(offWebOnly.items.every((item) => item.origin === "off_web")).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await buyer.ok<OrderPage>(buyer.call("GET", `orders?from=${today}&to=${today}`));
    expect(dated.items.length).toBeGreaterThanOrEqual(4);
    const past = await buyer.ok<OrderPage>(buyer.call("GET", "orders?from=2020-01-01&to=2020-12-31"));
    expect(past.items).toEqual([]);
    // A wildcard typed by the customer is a letter.
    expect((await buyer.ok<OrderPage>(buyer.call("GET", "orders?search=%25"))).items).toEqual([]);
  });

  it.each([
    "type=parts",
    "origin=phone",
    "from=2025-02-30",
    "from=2025-06-01&to=2025-05-01",
    "itemsPerPage=0",
    "itemsPerPage=101",
    "itemsPerPage=0x10",
    "cursor=nope!",
    "cursor=QUJD",
    "page=2",
  ])("refuses %s", async (query) => {
    const response = await buyer.call("GET", `orders?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("request.invalid");
  });

  it("pages by keyset without a duplicate or a gap, even among orders of one instant", async () => {
    // Twenty-three off-web orders completed at the very same instant.
    const results = await upsert(Array.from({ length: 23 }, () => offWeb({ placedAt: "2024-03-03T03:03:03.000Z" })));
    expect(results.every((result) => result.outcome === "accepted")).toBe(true);
    const everything = await buyer.ok<OrderPage>(buyer.call("GET", "orders?itemsPerPage=100"));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: OrderPage = await buyer.ok<OrderPage>(buyer.call("GET", `orders?itemsPerPage=7${cursor ? `&cursor=${cursor}` : ""}`));
      expect(page.items.length).toBeLessThanOrEqual(7);
      seen.push(...page.items.map((item) => item.number));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(everything.items.map((item) => item.number));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(27);
  });

  it("exports the filtered list as a spreadsheet", async () => {
    const response = await buyer.call("GET", "orders/export.xlsx?type=machine");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("spreadsheetml");
    const book = await readWorkbook(response.rawPayload);
    const sheet = book.worksheets[0];
    const machines = await buyer.ok<OrderPage>(buyer.call("GET", "orders?type=machine&itemsPerPage=100"));
    expect(sheet?.getRow(1).getCell(1).value).toBe("N° de commande");
    expect(sheet?.rowCount).toBe(machines.items.length + 1);
    expect(sheet?.getRow(2).getCell(1).value).toBe(machines.items[0]?.number);
    // A limited member's export holds their own orders only.
    const own = await limited.call("GET", "orders/export.xlsx");
    const ownBook = await readWorkbook(own.rawPayload);
    expect(ownBook.worksheets[0]?.rowCount).toBe(2);
    expect((await buyer.call("GET", "orders/export.xlsx?from=2025-13-01")).statusCode).toBe(400);
  });
});

describe("an order's detail", () => {
  it("shows a placed order with its lines, addresses, modes and timeline; the cart stays a cart", async () => {
    const order = buyerOrders[0] as Order;
    const detail = await buyer.ok<OrderDetail>(buyer.call("GET", `orders/${order.tokenValue}`));
    expect(detail).toMatchObject({ number: order.number, state: "new", customer: { firstname: expect.any(String) }, payable: false });
    expect(detail.items[0]).toMatchObject({ reference: "AF-53-01", quantity: 2, discountPrice: 1161 });
    expect(detail.shippingAddress).not.toBeNull();
    expect(detail.shippingMethodName).toEqual(expect.any(String));
    expect(detail.timeline).toEqual([expect.objectContaining({ kind: "order", from: "cart", to: "new", actor: "customer" })]);
    expect(detail.deliveries).toHaveLength(1);
    // The card order awaiting payment can be paid from its page.
    const card = await buyer.ok<OrderDetail>(buyer.call("GET", `orders/${buyerOrders[1]?.tokenValue}`));
    expect(card.payable).toBe(true);
    const cart = await buyer.ok<Order>(buyer.call("POST", "orders", {}));
    const again = await buyer.ok<Order>(buyer.call("GET", `orders/${cart.tokenValue}`));
    expect(again.state).toBe("cart");
    expect("timeline" in again).toBe(false);
    // A placed order's token is no cart.
    const add = await buyer.call("POST", `orders/${order.tokenValue}/items`, { productVariant: "KR-AF-53-1", quantity: 1 });
    expect(add.json().code).toBe("cart.already_completed");
  });

  it("opens a colleague's order with 'see all orders' only, and never another company's", async () => {
    const colleague = await buyer.ok<OrderDetail>(buyer.call("GET", `orders/${limitedOrder.tokenValue}`));
    expect(colleague.number).toBe(limitedOrder.number);
    expect(colleague.payable).toBe(false);
    for (const [shopper, order] of [
      [limited, buyerOrders[0]],
      [dubois, buyerOrders[0]],
      [buyer, duboisOrder],
    ] as const) {
      const response = await shopper.call("GET", `orders/${order?.tokenValue}`);
      expect(response.statusCode).toBe(404);
    }
    expect((await buyer.call("GET", "orders/short")).statusCode).toBe(400);
  });
});

describe("an order's PDF", () => {
  const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, " ");
  const textsOf = async (shopper: Shopper, token: string | undefined) => {
    const answer = await shopper.call("GET", `orders/${token}/pdf`);
    expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
    return { answer, texts: (await pdfTexts(answer.rawPayload)).map(plain) };
  };

  it("writes the order's confirmation in its language, its free units just before their item", async () => {
    // Three kits: the seeded 3-for-2 on maintenance kits makes one free.
    const order = await place(buyer, [
      ["KR-AF-53-1", 2],
      ["KIT-T53-1", 3],
    ]);
    const detail = await buyer.ok<OrderDetail>(buyer.call("GET", `orders/${order.tokenValue}`));
    expect(detail.promotionLines).toEqual([expect.objectContaining({ action: "free_for_n_nth", quantity: 1 })]);
    const { answer, texts } = await textsOf(buyer, order.tokenValue);
    expect(answer.headers["content-type"]).toBe("application/pdf");
    expect(answer.headers["content-disposition"]).toBe(`attachment; filename="order-${detail.number}.pdf"`);
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const [filter, kit] = detail.items;
    for (const text of [
      "Confirmation de commande",
      detail.number,
      "Atelier",
      "ENG-1",
      "Virement bancaire",
      "En attente de paiement",
      "À expédier",
      "CLIENT",
      "LIVRAISON",
      "FACTURATION",
      filter?.reference,
      kit?.brand,
      "Total TTC",
      plain(formatMoney(detail.totals.totalInclVat, "fr")),
    ]) {
      expect(texts, text).toContain(text);
    }
    const free = texts.indexOf("1 offert(s) (kits-3-for-2)");
    expect(texts.indexOf(filter?.reference as string)).toBeLessThan(free);
    expect(free).toBeLessThan(texts.indexOf(kit?.reference as string));
    expect(texts).toContain(plain(formatMoney(-(detail.promotionLines[0]?.amount ?? 0), "fr")));

    // An order placed in German reads in German, whatever language the caller asks for.
    await t.db.db.update(orders).set({ localeCode: "de" }).where(eq(orders.tokenValue, order.tokenValue));
    const german = await t.app.inject({
      method: "GET",
      url: `/api/v2/shop/orders/${order.tokenValue}/pdf`,
      headers: { ...bearer(buyer.tokens.token), "accept-language": "en" },
    });
    const words = (await pdfTexts(german.rawPayload)).map(plain);
    for (const text of ["Auftragsbestätigung", detail.number, filter?.reference, "Gesamt brutto", "1 gratis (kits-3-for-2)"]) {
      expect(words, text).toContain(text);
    }
    expect(words).toContain(plain(formatMoney(detail.totals.totalInclVat, "de")));
    expect(words).not.toContain("Confirmation de commande");
  });

  it("opens for whoever may see the order's detail, 404 otherwise; a cart has none and a bad token is refused", async () => {
    // A colleague's order with "see all orders".
    expect((await textsOf(buyer, limitedOrder.tokenValue)).texts).toContain(limitedOrder.number as string);
    for (const [shopper, token] of [
      [limited, buyerOrders[0]?.tokenValue],
      [dubois, buyerOrders[0]?.tokenValue],
      [buyer, duboisOrder.tokenValue],
      [buyer, (await buyer.ok<Order>(buyer.call("POST", "orders", {}))).tokenValue],
      [buyer, "a".repeat(32)],
    ] as const) {
      const answer = await shopper.call("GET", `orders/${token}/pdf`);
      expect([answer.statusCode, answer.json().code]).toEqual([404, "order.not_found"]);
    }
    for (const token of ["short", "bad%20token-with-space", "x".repeat(65)]) {
      const answer = await buyer.call("GET", `orders/${token}/pdf`);
      expect([answer.statusCode, answer.json().code], token).toEqual([400, "request.invalid"]);
    }
  });
});

describe("order again", () => {
  it("puts the lines back, superseded references as their replacement, and tells what could not go", async () => {
    const [result] = await upsert([
      offWeb({
        lines: [
          { reference: "AF-53-01", quantity: 3, unitPrice: 1290, discountPrice: 1161 },
          { reference: "BL-53-A", quantity: 1, unitPrice: 2390, discountPrice: 2151 },
          { reference: "T48P-2019", quantity: 1, unitPrice: 69900, discountPrice: 62910 },
          { reference: "SP-RN9YC", quantity: 2, unitPrice: 450, discountPrice: 405 },
        ],
        totals: { shipping: 0, packaging: 0, promotion: 0, vat: 14000 },
      }),
    ]);
    const number = result?.number as string;
    const cart = await buyer.ok<Order>(buyer.call("POST", "orders", {}));
    await buyer.ok(buyer.call("POST", `orders/${cart.tokenValue}/items`, { productVariant: "KR-CRK-450-1", quantity: 1 }), 201);

    const kept = await buyer.ok<ReorderResult>(buyer.call("POST", "orders/reorder", { number, clearCart: false }));
    expect(kept.status).toBe(false);
    expect(kept.added).toEqual([{ reference: "AF-53-01", quantity: 3 }]);
    expect(kept.replaced).toEqual([{ reference: "BL-53-A", replacement: "BL-53-B", quantity: 1 }]);
    expect(kept.refused).toEqual([
      { reference: "T48P-2019", quantity: 1, reason: "not_sellable" },
      { reference: "SP-RN9YC", quantity: 2, reason: "out_of_stock" },
    ]);
    expect(kept.cart.items.map((item) => item.reference).sort()).toEqual(["AF-53-01", "BL-53-B", "CRK-450"]);

    const cleared = await buyer.ok<ReorderResult>(buyer.call("POST", "orders/reorder", { number, clearCart: true }));
    expect(cleared.cart.tokenValue).toBe(kept.cart.tokenValue);
    expect(cleared.cart.items.map((item) => [item.reference, item.quantity]).sort()).toEqual([
      ["AF-53-01", 3],
      ["BL-53-B", 1],
    ]);

    const whole = await buyer.ok<ReorderResult>(buyer.call("POST", "orders/reorder", { number: buyerOrders[0]?.number, clearCart: true }));
    expect(whole.status).toBe(true);
    expect(whole.cart.items.map((item) => [item.reference, item.quantity])).toEqual([["AF-53-01", 2]]);
  });

  it("refuses bad input, and orders the caller may not see", async () => {
    for (const payload of [
      {},
      { number: "2026-1" },
      { number: "", clearCart: true },
      { number: "x", clearCart: "yes" },
      { number: "x", clearCart: true, more: 1 },
    ]) {
      expect((await buyer.call("POST", "orders/reorder", payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    for (const [shopper, number] of [
      [limited, buyerOrders[0]?.number],
      [dubois, buyerOrders[0]?.number],
      [buyer, duboisOrder.number],
      [buyer, "2099-999999"],
    ] as const) {
      const response = await shopper.call("POST", "orders/reorder", { number, clearCart: false });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe("order.not_found");
    }
  });
});

describe("staff actions", () => {
  type States = { paymentState: string; shippingState: string };
  const act = (number: string, action: string, payload: unknown = {}) =>
    adminCall(t.app, staff, "POST", `orders/${number}/${action}`, payload);
  const ship = { carrier: "DPD", trackingNumber: "09 3455 2177" };

  // From each starting point (an off-web order in those states), which action the rules allow.
  const table: [States, string, number, States | null][] = [
    [
      { paymentState: "awaiting_payment", shippingState: "ready" },
      "ship",
      200,
      { paymentState: "awaiting_payment", shippingState: "shipped" },
    ],
    [{ paymentState: "awaiting_payment", shippingState: "ready" }, "mark-paid", 200, { paymentState: "paid", shippingState: "ready" }],
    [{ paymentState: "awaiting_payment", shippingState: "ready" }, "refund", 409, null],
    [
      { paymentState: "awaiting_payment", shippingState: "ready" },
      "cancel",
      200,
      { paymentState: "awaiting_payment", shippingState: "cancelled" },
    ],
    [{ paymentState: "authorized", shippingState: "ready" }, "mark-paid", 200, { paymentState: "paid", shippingState: "ready" }],
    [{ paymentState: "authorized", shippingState: "ready" }, "cancel", 409, null],
    [{ paymentState: "paid", shippingState: "ready" }, "mark-paid", 409, null],
    [{ paymentState: "paid", shippingState: "ready" }, "cancel", 409, null],
    [{ paymentState: "paid", shippingState: "ready" }, "refund", 200, { paymentState: "refunded", shippingState: "ready" }],
    [{ paymentState: "paid", shippingState: "partially_shipped" }, "ship", 200, { paymentState: "paid", shippingState: "shipped" }],
    [{ paymentState: "failed", shippingState: "ready" }, "cancel", 200, { paymentState: "failed", shippingState: "cancelled" }],
    [{ paymentState: "failed", shippingState: "ready" }, "mark-paid", 409, null],
    [{ paymentState: "refunded", shippingState: "ready" }, "refund", 409, null],
    [{ paymentState: "refunded", shippingState: "ready" }, "cancel", 200, { paymentState: "refunded", shippingState: "cancelled" }],
    [{ paymentState: "paid", shippingState: "shipped" }, "ship", 409, null],
    [{ paymentState: "paid", shippingState: "shipped" }, "refund", 200, { paymentState: "refunded", shippingState: "shipped" }],
    [{ paymentState: "awaiting_payment", shippingState: "shipped" }, "mark-paid", 200, { paymentState: "paid", shippingState: "shipped" }],
    [{ paymentState: "awaiting_payment", shippingState: "shipped" }, "cancel", 409, null],
    [{ paymentState: "awaiting_payment", shippingState: "cancelled" }, "ship", 409, null],
    [{ paymentState: "awaiting_payment", shippingState: "cancelled" }, "mark-paid", 409, null],
  ];

  it.each(table)("from %j, %s answers %i", async (start, action, status, after) => {
    const [created] = await upsert([offWeb(start)]);
    const number = created?.number as string;
    const response = await act(number, action, action === "ship" ? ship : {});
    expect(response.statusCode, response.body).toBe(status);
    if (status !== 200) {
      expect(response.json().code).toBe("order.action_not_allowed");
      return;
    }
    const detail = response.json() as OrderDetail;
    expect({ paymentState: detail.paymentState, shippingState: detail.shippingState }).toEqual(after);
    const wasFulfilled = start.paymentState === "paid" && start.shippingState === "shipped";
    const fulfilled = wasFulfilled || (after?.paymentState === "paid" && after.shippingState === "shipped");
    expect(detail.state).toBe(after?.shippingState === "cancelled" ? "cancelled" : fulfilled ? "fulfilled" : "new");
    const staffEvents = detail.timeline.filter((event) => event.actor === "staff");
    expect(staffEvents.length).toBeGreaterThan(0);
    const [row] = await t.db.db
      .select({ staff: orderEvents.staffUserId })
      .from(orderEvents)
      .where(eq(orderEvents.actorType, "staff"))
      .limit(1);
    expect(row?.staff).toEqual(expect.any(Number));
  });

  it("ships a web order in parts with tracking, e-mails the buyer, and fulfils it once paid", async () => {
    const order = await place(buyer, [
      ["KR-AF-53-1", 3],
      ["KR-BL-53-B", 1],
    ]);
    const number = order.number as string;
    const placed = await buyer.ok<OrderDetail>(buyer.call("GET", `orders/${order.tokenValue}`));
    const [first, second] = placed.items;
    for (const lines of [
      [{ itemId: first?.id, quantity: 4 }],
      [{ itemId: 999_999, quantity: 1 }],
      [{ itemId: duboisOrder.items[0]?.id, quantity: 1 }],
    ]) {
      const refused = await act(number, "ship", { ...ship, lines });
      expect(refused.json().code, JSON.stringify(lines)).toBe("order.shipment_invalid");
    }
    const partial = (await act(number, "ship", { ...ship, lines: [{ itemId: first?.id, quantity: 2 }] })).json() as OrderDetail;
    expect(partial.shippingState).toBe("partially_shipped");
    const rest = (await act(number, "ship", { carrier: "Geodis", trackingNumber: "GX-1" })).json() as OrderDetail;
    expect(rest.shippingState).toBe("shipped");
    expect(rest.deliveries.map((delivery) => [delivery.carrier, delivery.trackingNumber, delivery.items])).toEqual(
      [
        [
          "Geodis",
          "GX-1",
          [
            { itemId: first?.id, reference: "AF-53-01", quantity: 1 },
            { itemId: second?.id, reference: "BL-53-B", quantity: 1 },
          ],
        ],
        ["DPD", "09 3455 2177", [{ itemId: first?.id, reference: "AF-53-01", quantity: 2 }]],
      ]
        .sort(() => 0)
        .sort((a, b) => String(a[0]).localeCompare(String(b[0])))
        .reverse(),
    );
    const paid = (await act(number, "mark-paid")).json() as OrderDetail;
    expect(paid.state).toBe("fulfilled");
    const seen = await buyer.ok<OrderDetail>(buyer.call("GET", `orders/${order.tokenValue}`));
    expect(seen.timeline.map((event) => `${event.kind}:${event.from}>${event.to}`)).toEqual([
      "order:cart>new",
      "shipping:ready>partially_shipped",
      "shipping:partially_shipped>shipped",
      "payment:awaiting_payment>paid",
      "order:new>fulfilled",
    ]);
    const mails = await queryRows(
      t.db.db,
      sql`select payload->>'event' as event, payload->>'trackingNumber' as tracking from outbox_messages where kind = 'order_update' and payload->>'orderNumber' = ${number} order by id`,
    );
    expect(mails).toEqual([
      { event: "partially_shipped", tracking: "09 3455 2177" },
      { event: "shipped", tracking: "GX-1" },
    ]);
  });

  it("cancelling a web order puts its stock back", async () => {
    const stock = async () =>
      Number(
        (
          (await t.db.db.execute(sql`select stock_quantity as q from product_variants where code = 'KR-BL-53-B'`)) as unknown as {
            rows: { q: number }[];
          }
        ).rows[0]?.q,
      );
    const before = await stock();
    const order = await place(buyer, [["KR-BL-53-B", 2]]);
    expect(await stock()).toBe(before - 2);
    expect((await act(order.number as string, "cancel", { note: "Client request" })).statusCode).toBe(200);
    expect(await stock()).toBe(before);
  });

  it("lists and opens any company's orders, and refuses bad input and customers", async () => {
    const page = (await adminCall(t.app, staff, "GET", "orders?itemsPerPage=100")).json();
    const companies = new Set(page.items.map((item: { company: { clientCode: string } }) => item.company.clientCode));
    expect(companies).toEqual(new Set(["C10001", "C10002"]));
    const opened = await adminCall(t.app, staff, "GET", `orders/${duboisOrder.number}`);
    expect(opened.json().number).toBe(duboisOrder.number);
    expect((await adminCall(t.app, staff, "GET", "orders/2099-000000")).json().code).toBe("order.not_found");
    for (const payload of [
      {},
      { carrier: "", trackingNumber: "x" },
      { carrier: "DPD", trackingNumber: "<script>" },
      { ...ship, lines: [] },
      { ...ship, extra: 1 },
    ]) {
      expect((await act(String(duboisOrder.number), "ship", payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await act(String(duboisOrder.number), "explode")).statusCode).toBe(404);
    expect((await adminCall(t.app, buyer.tokens.token, "GET", "orders")).statusCode).toBe(401);
    expect((await adminCall(t.app, erpKey, "GET", "orders")).statusCode).toBe(401);
    expect((await adminCall(t.app, staff, "PUT", "integration/orders", { orders: [offWeb()] })).statusCode).toBe(401);
  });
});

describe("the ERP feed", () => {
  it("is idempotent: the same batch twice changes nothing, a changed order is updated", async () => {
    const batch = [offWeb({ externalId: "IDEM-1" }), offWeb({ externalId: "IDEM-2", paymentState: "paid", shippingState: "shipped" })];
    expect((await upsert(batch)).map((result) => result.outcome)).toEqual(["accepted", "accepted"]);
    const again = await upsert(batch);
    expect(again.map((result) => result.outcome)).toEqual(["unchanged", "unchanged"]);
    const [row] = await t.db.db.select().from(orders).where(eq(orders.externalId, "IDEM-2"));
    expect(row).toMatchObject({ origin: "off_web", state: "fulfilled", number: again[1]?.number });
    const changed = await upsert([
      { ...batch[0], lines: [{ reference: "AF-53-01", quantity: 5, unitPrice: 1290, discountPrice: 1161 }] },
      batch[1],
    ]);
    expect(changed.map((result) => result.outcome)).toEqual(["updated", "unchanged"]);
    expect(changed[0]?.number).toBe(again[0]?.number);
  });

  it("refuses line by line what it cannot take, and bad batches whole", async () => {
    const results = await upsert([
      offWeb({ clientCode: "C99999" }),
      offWeb({ lines: [{ reference: "NOPE-1", quantity: 1, unitPrice: 1, discountPrice: 1 }] }),
      offWeb({ externalId: "DUP-1" }),
      offWeb({ externalId: "DUP-1" }),
      offWeb({ totals: { shipping: 0, packaging: 0, promotion: 999_999, vat: 0 } }),
    ]);
    expect(results.map((result) => [result.outcome, result.reason, result.detail])).toEqual([
      ["refused", "company_unknown", null],
      ["refused", "reference_unknown", "NOPE-1"],
      ["accepted", null, null],
      ["refused", "duplicate_in_batch", null],
      ["refused", "total_out_of_range", null],
    ]);
    for (const payload of [
      { orders: [] },
      { orders: [offWeb({ placedAt: "yesterday" })] },
      { orders: [offWeb({ lines: [] })] },
      { orders: [offWeb({ extra: 1 })] },
    ]) {
      expect((await erp("orders", payload)).statusCode).toBe(400);
    }
  });

  it("sets the payment and shipping states of any order, each move checked", async () => {
    const order = await place(dubois, [["KR-AF-53-1", 1]]);
    const response = await erp("order-states", {
      orders: [
        { number: order.number, paymentState: "paid" },
        { number: order.number, paymentState: "paid" },
        { number: order.number, paymentState: "awaiting_payment" },
        { number: "2099-424242", shippingState: "shipped" },
        { externalId: "IDEM-1", shippingState: "shipped" },
      ],
    });
    expect(response.json().results.map((result: { outcome: string; reason: string | null }) => [result.outcome, result.reason])).toEqual([
      ["updated", null],
      ["unchanged", null],
      ["refused", "transition_not_allowed"],
      ["refused", "order_unknown"],
      ["updated", null],
    ]);
    const seen = await dubois.ok<OrderDetail>(dubois.call("GET", `orders/${order.tokenValue}`));
    expect(seen.timeline.at(-1)).toMatchObject({ kind: "payment", from: "awaiting_payment", to: "paid", actor: "erp" });
    for (const update of [
      { number: order.number },
      { paymentState: "paid" },
      { number: order.number, externalId: "X", paymentState: "paid" },
    ]) {
      expect((await erp("order-states", { orders: [update] })).statusCode).toBe(400);
    }
  });

  it("is in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ url: "/api/v2/docs/json" })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/v2/admin/integration/orders", "/api/v2/admin/integration/order-states", "/api/v2/shop/orders/reorder"]),
    );
  });
});
