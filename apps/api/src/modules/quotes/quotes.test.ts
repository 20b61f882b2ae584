import { queryRows } from "@portal/db/client";
import { membershipRights, outboxMessages, products, productVariants } from "@portal/db/schema/index";
import type { Order } from "@portal/domain/orders/schemas";
import type { QuoteDetail, QuotePage, QuoteRequestResult, StaffQuote } from "@portal/domain/quotes/schemas";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { login, type TestApp, type Tokens } from "../../test/harness";
import { pdfTexts } from "../../test/pdf-text";
import { type Shopper, shopperOf } from "../../test/shopper";
import { adminCall, staffToken } from "../../test/staff";
import { createCatalogTestApp } from "../catalog/catalog.test-setup";

let t: TestApp;
let buyer: Shopper;
let limited: Shopper;
let dubois: Shopper;
let staff: string;

async function loginToDubois(): Promise<Tokens> {
  const tokens = await login(t.app, "multi@demo.example");
  const me = shopperOf(t.app, tokens);
  const customer = await me.ok<{ companies: { id: number; corporateName: string }[] }>(me.call("GET", `customers/${tokens.customerId}`));
  const company = customer.companies.find((entry) => entry.corporateName.startsWith("Atelier Dubois"));
  return me.ok<Tokens>(me.call("PATCH", `customers/${tokens.customerId}/company`, { company: company?.id }));
}

beforeAll(async () => {
  t = await createCatalogTestApp();
  buyer = shopperOf(t.app, await login(t.app, "buyer@demo.example"));
  limited = shopperOf(t.app, await login(t.app, "limited@demo.example"));
  dubois = shopperOf(t.app, await loginToDubois());
  staff = await staffToken(t.app);
});
afterAll(() => t.close());

/** A fresh, emptied cart holding these lines. */
async function cartWith(shopper: Shopper, lines: [string, number][]): Promise<Order> {
  const current = await shopper.ok(shopper.call("POST", "orders", {}));
  let cart = await shopper.ok(shopper.call("DELETE", `orders/${current.tokenValue}`));
  for (const [reference, quantity] of lines) {
    cart = await shopper.ok(shopper.call("POST", `orders/${cart.tokenValue}/items`, { productVariant: reference, quantity }), 201);
  }
  return cart;
}

async function firstAddress(shopper: Shopper): Promise<number> {
  const book = await shopper.ok<{ shippingAddresses: { id: number }[] }>(shopper.call("GET", "addresses"));
  return book.shippingAddresses[0]?.id as number;
}

async function requestQuote(shopper: Shopper, lines: [string, number][], extra: Record<string, unknown> = {}) {
  const cart = await cartWith(shopper, lines);
  const answer = await shopper.ok<QuoteRequestResult>(
    shopper.call("POST", `orders/${cart.tokenValue}/request-quote`, { shippingAddress: await firstAddress(shopper), ...extra }),
    201,
  );
  return { ...answer, token: cart.tokenValue };
}

const admin = (method: "GET" | "PUT" | "POST", path: string, payload?: unknown) => adminCall(t.app, staff, method, path, payload);
const day = (offsetDays: number) => new Date(t.clock.now().getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Staff price every line of a quote (1000 cents a unit unless given) and date it. */
async function priceQuote(quote: QuoteDetail, unitPrice = 1000, validUntil = day(30)) {
  return admin("PUT", `quotes/${quote.number}/prices`, { lines: quote.lines.map((line) => ({ id: line.id, unitPrice })), validUntil });
}

describe("requesting a quote", () => {
  it("refuses bad input, an address of another company and an empty cart", async () => {
    const cart = await cartWith(buyer, [["AF-53-01", 1]]);
    const path = `orders/${cart.tokenValue}/request-quote`;
    for (const body of [
      {},
      { shippingAddress: "1" },
      { shippingAddress: 1.5 },
      { shippingAddress: 1, extra: 1 },
      { shippingAddress: 1, name: 5 },
    ]) {
      const answer = await buyer.call("POST", path, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().code).toBe("request.invalid");
    }
    const foreign = await buyer.call("POST", path, { shippingAddress: await firstAddress(dubois) });
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, "address.not_found"]);
    // Another company's cart token is not a cart here.
    const theirs = await cartWith(dubois, [["AF-53-01", 1]]);
    const other = await buyer.call("POST", `orders/${theirs.tokenValue}/request-quote`, { shippingAddress: await firstAddress(buyer) });
    expect([other.statusCode, other.json().code]).toEqual([404, "cart.not_found"]);
    const empty = await cartWith(buyer, []);
    const none = await buyer.call("POST", `orders/${empty.tokenValue}/request-quote`, { shippingAddress: await firstAddress(buyer) });
    expect([none.statusCode, none.json().code]).toEqual([422, "cart.empty"]);
  });

  it("needs the right to request a quote", async () => {
    const [membership] = await queryRows<{ id: number }>(
      t.db.db,
      sql`select m.id from company_memberships m join customers c on c.id = m.customer_id
      where c.email = 'limited@demo.example'`,
    );
    const membershipId = membership?.id as number;
    await t.db.db
      .delete(membershipRights)
      .where(and(eq(membershipRights.membershipId, membershipId), eq(membershipRights.right, "quote.request")));
    try {
      const cart = await cartWith(limited, [["AF-53-01", 1]]);
      const answer = await limited.call("POST", `orders/${cart.tokenValue}/request-quote`, {
        shippingAddress: await firstAddress(limited),
      });
      expect([answer.statusCode, answer.json().code]).toEqual([403, "auth.forbidden"]);
    } finally {
      await t.db.db.insert(membershipRights).values({ membershipId, right: "quote.request" });
    }
  });

  it("saves a price-on-request cart as a quote waiting for a price, empties the cart, and answers a retry with the same quote", async () => {
    const { quote, cart, token } = await requestQuote(
      buyer,
      [
        ["AF-53-01", 3],
        ["CRK-450", 1],
      ],
      { name: "Révision parc", serialNumber: "SN-4411" },
    );
    expect(quote.number).toMatch(/^Q\d{4}-\d{6}$/);
    expect(quote.status).toBe("waiting_price");
    expect(quote.validUntil).toBeNull();
    expect(quote.totals).toBeNull();
    expect(quote.name).toBe("Révision parc");
    expect(quote.serialNumber).toBe("SN-4411");
    expect(quote.shippingAddress.city).toBeTruthy();
    // The company's 10 % is taken off the catalogue price; the price on request waits for staff.
    expect(quote.lines.map((line) => [line.reference, line.quantity, line.unitPrice, line.compliance])).toEqual([
      ["AF-53-01", 3, 1161, "compliant"],
      ["CRK-450", 1, null, "no_price_list"],
    ]);
    expect(quote.compliant).toBe(false);
    expect(quote.transformRefusal).toBe("quote.undefined_price");
    expect(cart.items).toEqual([]);
    expect(cart.tokenValue).not.toBe(token);

    const again = await buyer.ok<QuoteRequestResult>(
      buyer.call("POST", `orders/${token}/request-quote`, { shippingAddress: await firstAddress(buyer) }),
      201,
    );
    expect(again.quote.number).toBe(quote.number);
  });

  it("treats at once a quote whose lines all have a price, valid 30 days, VAT on the total", async () => {
    const { quote } = await requestQuote(buyer, [["AF-53-01", 2]]);
    expect(quote.status).toBe("treated");
    expect(quote.validUntil).toBe(day(30));
    // 1161 + 0 ecotax, × 2 = 2322; VAT 20 % = 464.4 → 464.
    expect(quote.totals).toEqual({ subtotal: 2322, vatRate: 2000, vat: 464, totalInclVat: 2786 });
    expect(quote.transformRefusal).toBeNull();
  });
});

describe("reading quotes", () => {
  let mine: QuoteDetail;
  let colleagues: QuoteDetail;
  let theirs: QuoteDetail;
  beforeAll(async () => {
    mine = (await requestQuote(buyer, [["AF-53-01", 1]])).quote;
    colleagues = (await requestQuote(limited, [["BL-53-B", 1]])).quote;
    theirs = (await requestQuote(dubois, [["AF-53-01", 1]])).quote;
  });

  it("lists the caller's quotes newest first, the company's with the right to see all, never another company's", async () => {
    const all = await buyer.ok<QuotePage>(buyer.call("GET", "quotes?itemsPerPage=100"));
    const numbers = all.items.map((item) => item.number);
    expect(numbers).toContain(mine.number);
    expect(numbers).toContain(colleagues.number);
    expect(numbers).not.toContain(theirs.number);
    expect(numbers.indexOf(colleagues.number)).toBeLessThan(numbers.indexOf(mine.number));
    const created = all.items.map((item) => item.createdAt);
    expect([...created].sort().reverse()).toEqual(created);

    const own = await limited.ok<QuotePage>(limited.call("GET", "quotes?itemsPerPage=100"));
    expect(own.items.map((item) => item.number)).toContain(colleagues.number);
    expect(own.items.map((item) => item.number)).not.toContain(mine.number);

    const paged = await buyer.ok<QuotePage>(buyer.call("GET", "quotes?page=2&itemsPerPage=1"));
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBe(all.total);
    for (const query of ["page=0", "page=x", "itemsPerPage=101", "page=1e2", "sort=asc"]) {
      expect((await buyer.call("GET", `quotes?${query}`)).statusCode, query).toBe(400);
    }
  });

  it("opens a quote by number for whoever may see it, 404 otherwise (detail, PDF, transform)", async () => {
    expect((await buyer.ok<QuoteDetail>(buyer.call("GET", `quotes/${colleagues.number}`))).number).toBe(colleagues.number);
    for (const [shopper, number] of [
      [limited, mine.number],
      [buyer, theirs.number],
      [dubois, mine.number],
    ] as const) {
      for (const answer of [
        await shopper.call("GET", `quotes/${number}`),
        await shopper.call("GET", `quotes/${number}/pdf`),
        await shopper.call("POST", `quotes/${number}/transform-into-order`, { mode: "replace_cart_items" }),
      ]) {
        expect([answer.statusCode, answer.json().code]).toEqual([404, "quote.not_found"]);
      }
    }
    expect((await buyer.call("GET", "quotes/Q2026-999999")).statusCode).toBe(404);
    expect((await buyer.call("GET", "quotes/not-a-number")).statusCode).toBe(400);
  });

  it("writes the PDF in the customer's language", async () => {
    const answer = await buyer.call("GET", `quotes/${mine.number}/pdf`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/pdf");
    expect(answer.headers["content-disposition"]).toContain(`${mine.number}.pdf`);
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    // The buyer writes French: the document's words, its number, its line and its parties.
    const texts = await pdfTexts(answer.rawPayload);
    for (const text of ["Devis", mine.number, "AF-53-01", "CLIENT", "LIVRAISON", "Page 1 / 1"]) expect(texts).toContain(text);
  });
});

/** Puts a priced quote in the shopper's cart and checks it out. */
async function placeFromQuote(shopper: Shopper, quote: QuoteDetail): Promise<Order> {
  await cartWith(shopper, []);
  let cart = await shopper.ok(shopper.call("POST", `quotes/${quote.number}/transform-into-order`, { mode: "transform_into_order" }));
  cart = await shopper.ok(
    shopper.call("PATCH", `orders/${cart.tokenValue}/payments/${cart.payments[0]?.id}`, { paymentMethod: "bank_transfer" }),
  );
  return (await shopper.ok<{ order: Order }>(shopper.call("PATCH", `orders/${cart.tokenValue}/complete`, {}))).order;
}

describe("staff pricing and sending", () => {
  it("prices a quote waiting for a price, then sends it with an e-mail in the customer's language", async () => {
    const { quote } = await requestQuote(buyer, [["CRK-450", 2]]);
    const waiting = await adminCall(t.app, staff, "GET", "quotes?itemsPerPage=100");
    expect(waiting.statusCode).toBe(200);
    expect((waiting.json().items as StaffQuote[]).map((item) => item.number)).toContain(quote.number);

    const line = quote.lines[0]?.id as number;
    for (const [body, status, code] of [
      [{ lines: [{ id: line, unitPrice: "10" }], validUntil: day(10) }, 400, "request.invalid"],
      [{ lines: [{ id: line, unitPrice: 10 }], validUntil: "31/12/2026" }, 400, "request.invalid"],
      [{ lines: [{ id: line, unitPrice: 10 }], validUntil: day(-1) }, 422, "quote.validity_invalid"],
      [{ lines: [{ id: line, unitPrice: 10 }], validUntil: day(400) }, 422, "quote.validity_invalid"],
      [{ lines: [{ id: 2_000_000, unitPrice: 10 }], validUntil: day(10) }, 404, "quote.item_not_found"],
      [{ lines: [], validUntil: day(10) }, 422, "quote.undefined_price"],
    ] as const) {
      const answer = await admin("PUT", `quotes/${quote.number}/prices`, body);
      expect([answer.statusCode, answer.json().code], JSON.stringify(body)).toEqual([status, code]);
    }
    expect((await admin("PUT", "quotes/Q1999-000001/prices", { lines: [], validUntil: day(10) })).statusCode).toBe(404);

    const priced = await priceQuote(quote, 45_000, day(15));
    expect(priced.statusCode, priced.body).toBe(200);
    const treated: StaffQuote = priced.json();
    expect(treated.status).toBe("treated");
    expect(treated.totals).toEqual({ subtotal: 90_000, vatRate: 2000, vat: 18_000, totalInclVat: 108_000 });
    expect(treated.customer.email).toBe("buyer@demo.example");

    const sent = await admin("POST", `quotes/${quote.number}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().status).toBe("sent");
    const [mail] = await t.db.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, "quote_sent"), sql`${outboxMessages.payload}->>'quoteNumber' = ${quote.number}`));
    expect(mail?.recipient).toBe("buyer@demo.example");
    expect(mail?.locale).toBe("fr");
    expect(mail?.payload).toMatchObject({ quoteNumber: quote.number, validUntil: day(15), totalInclVatCents: 108_000 });

    const detail = await buyer.ok<QuoteDetail>(buyer.call("GET", `quotes/${quote.number}`));
    expect(detail.status).toBe("sent");
    expect(detail.lines[0]?.compliance).toBe("compliant");
    expect(detail.transformRefusal).toBeNull();
  });

  it("allows each step only from the states that permit it", async () => {
    const waiting = (await requestQuote(buyer, [["CRK-450", 1]])).quote;
    const treated = (await requestQuote(buyer, [["AF-53-01", 1]])).quote;
    const sent = (await requestQuote(buyer, [["BL-53-B", 1]])).quote;
    expect((await admin("POST", `quotes/${sent.number}/send`)).statusCode).toBe(200);
    const ordered = (await requestQuote(buyer, [["BL-53-A", 1]])).quote;
    await placeFromQuote(buyer, ordered);

    // quote, action, expected status code
    const table: [QuoteDetail, "price" | "send", number][] = [
      [waiting, "send", 409],
      [treated, "send", 200],
      [sent, "price", 409],
      [sent, "send", 409],
      [ordered, "price", 409],
      [ordered, "send", 409],
      [waiting, "price", 200],
    ];
    for (const [quote, action, status] of table) {
      const answer = action === "send" ? await admin("POST", `quotes/${quote.number}/send`) : await priceQuote(quote);
      expect(answer.statusCode, `${action} ${quote.number}: ${answer.body}`).toBe(status);
      if (status === 409) expect(answer.json().code).toBe("quote.status_invalid");
    }
  });

  it("is closed to customer tokens and to calls without a token", async () => {
    expect((await adminCall(t.app, null, "GET", "quotes")).statusCode).toBe(401);
    expect((await adminCall(t.app, buyer.tokens.token, "GET", "quotes")).statusCode).toBe(401);
  });
});

describe("back into the cart", () => {
  async function sentQuote(shopper: Shopper, lines: [string, number][], unitPrice = 1000) {
    const { quote } = await requestQuote(shopper, lines);
    expect((await priceQuote(quote, unitPrice)).statusCode).toBe(200);
    expect((await admin("POST", `quotes/${quote.number}/send`)).statusCode).toBe(200);
    return quote;
  }

  it("refuses a bad mode and a waiting quote", async () => {
    const { quote } = await requestQuote(buyer, [["CRK-450", 1]]);
    expect((await buyer.call("POST", `quotes/${quote.number}/transform-into-order`, { mode: "merge" })).statusCode).toBe(400);
    expect((await buyer.call("POST", `quotes/${quote.number}/transform-into-order`, {})).statusCode).toBe(400);
    const answer = await buyer.call("POST", `quotes/${quote.number}/transform-into-order`, { mode: "replace_cart_items" });
    expect([answer.statusCode, answer.json().code]).toEqual([422, "quote.undefined_price"]);
  });

  it("transform_into_order: a cart of the quote's lines at its prices, named and addressed, locked, then ordered once", async () => {
    const quote = await sentQuote(buyer, [["CRK-450", 2]], 40_000);
    await cartWith(buyer, [["AF-53-01", 5]]);
    let cart = await buyer.ok(
      buyer.call("POST", `quotes/${quote.number}/transform-into-order`, { mode: "transform_into_order", orderName: "Chantier nord" }),
    );
    expect(cart.quoteNumber).toBe(quote.number);
    expect(cart.name).toBe("Chantier nord");
    expect(cart.shippingAddressId).toBe(await firstAddress(buyer));
    expect(cart.items.map((item) => [item.reference, item.quantity, item.discountPrice, item.quoted])).toEqual([
      ["CRK-450", 2, 40_000, true],
    ]);
    expect(cart.requiresQuote).toBe(false);
    expect(cart.totals.subtotal).toBe(80_000);

    // Locked: lines and coupon refuse; addresses and checkout go on.
    const item = cart.items[0]?.id as number;
    for (const answer of [
      await buyer.call("POST", `orders/${cart.tokenValue}/items`, { productVariant: "AF-53-01", quantity: 1 }),
      await buyer.call("PATCH", `orders/${cart.tokenValue}/items/${item}`, { quantity: 5 }),
      await buyer.call("DELETE", `orders/${cart.tokenValue}/items/${item}`),
      await buyer.call("PUT", `orders/${cart.tokenValue}`, { couponCode: "PRINTEMPS10" }),
      await buyer.call("POST", `orders/${cart.tokenValue}/request-quote`, { shippingAddress: await firstAddress(buyer) }),
    ]) {
      expect([answer.statusCode, answer.json().code]).toEqual([409, "cart.locked"]);
    }
    cart = await buyer.ok(
      buyer.call("PATCH", `orders/${cart.tokenValue}/payments/${cart.payments[0]?.id}`, { paymentMethod: "bank_transfer" }),
    );
    const placed = await buyer.ok<{ order: Order }>(buyer.call("PATCH", `orders/${cart.tokenValue}/complete`, {}));
    expect(placed.order.state).toBe("new");
    expect(placed.order.totals.subtotal).toBe(80_000);
    expect(placed.order.items[0]?.discountPrice).toBe(40_000);

    const ordered = await buyer.ok<QuoteDetail>(buyer.call("GET", `quotes/${quote.number}`));
    expect(ordered.status).toBe("ordered");
    expect(ordered.orderNumber).toBe(placed.order.number);
    const again = await buyer.call("POST", `quotes/${quote.number}/transform-into-order`, { mode: "replace_cart_items" });
    expect([again.statusCode, again.json().code]).toEqual([409, "quote.transform_failed"]);
    // The new cart is not locked.
    const fresh = await buyer.ok(buyer.call("POST", "orders", {}));
    expect(fresh.quoteNumber).toBeNull();

    // Ordering again into a locked cart: refused unless its lines are replaced, which frees the quote.
    const other = await sentQuote(buyer, [["BL-53-B", 1]]);
    await buyer.ok(buyer.call("POST", `quotes/${other.number}/transform-into-order`, { mode: "replace_cart_items" }));
    const refused = await buyer.call("POST", "orders/reorder", { number: placed.order.number, clearCart: false });
    expect([refused.statusCode, refused.json().code]).toEqual([409, "cart.locked"]);
    const reordered = await buyer.ok<{ status: boolean; cart: Order }>(
      buyer.call("POST", "orders/reorder", { number: placed.order.number, clearCart: true }),
    );
    expect(reordered.cart.quoteNumber).toBeNull();
    expect(reordered.cart.items.map((line) => [line.reference, line.quantity, line.quoted])).toEqual([["CRK-450", 2, false]]);
    await buyer.ok(buyer.call("POST", `quotes/${other.number}/transform-into-order`, { mode: "complete_cart_items" }));
  });

  it("replace_cart_items and complete_cart_items; emptying the cart unlocks it and frees the quote", async () => {
    const quote = await sentQuote(buyer, [
      ["BL-53-B", 2],
      ["CRK-450", 1],
    ]);
    await cartWith(buyer, [
      ["AF-53-01", 1],
      ["BL-53-B", 7],
    ]);
    const completed = await buyer.ok(buyer.call("POST", `quotes/${quote.number}/transform-into-order`, { mode: "complete_cart_items" }));
    expect(completed.items.map((item) => [item.reference, item.quantity, item.quoted]).sort()).toEqual([
      ["AF-53-01", 1, false],
      ["BL-53-B", 2, true],
      ["CRK-450", 1, true],
    ]);
    // The catalogue line keeps the company's price; the quote's lines keep theirs, no discount on top.
    expect(completed.items.find((item) => item.reference === "AF-53-01")?.discountPrice).toBe(1161);
    expect(completed.items.find((item) => item.reference === "BL-53-B")?.discountPrice).toBe(1000);

    const emptied = await buyer.ok(buyer.call("DELETE", `orders/${completed.tokenValue}`));
    expect(emptied.quoteNumber).toBeNull();
    await buyer.ok(buyer.call("POST", `orders/${emptied.tokenValue}/items`, { productVariant: "AF-53-01", quantity: 1 }), 201);
    const replaced = await buyer.ok(buyer.call("POST", `quotes/${quote.number}/transform-into-order`, { mode: "replace_cart_items" }));
    expect(replaced.items.map((item) => item.reference).sort()).toEqual(["BL-53-B", "CRK-450"]);
    expect(replaced.name).toBeNull();
  });

  it("refuses a quote past its validity, and says it expired", async () => {
    const quote = await sentQuote(buyer, [["AF-53-01", 1]]);
    t.clock.advance(31 * 86_400);
    try {
      // Tokens expire too: the buyer logs in again a month later.
      const later = shopperOf(t.app, await login(t.app, "buyer@demo.example"));
      const detail = await later.ok<QuoteDetail>(later.call("GET", `quotes/${quote.number}`));
      expect(detail.status).toBe("expired");
      expect(detail.transformRefusal).toBe("quote.no_longer_valid");
      const list = await later.ok<QuotePage>(later.call("GET", "quotes?itemsPerPage=100"));
      expect(list.items.find((item) => item.number === quote.number)?.status).toBe("expired");
      const answer = await later.call("POST", `quotes/${quote.number}/transform-into-order`, { mode: "replace_cart_items" });
      expect([answer.statusCode, answer.json().code]).toEqual([410, "quote.no_longer_valid"]);
    } finally {
      t.clock.advance(-31 * 86_400);
    }
  });

  it("refuses a quote whose reference the catalogue no longer sells (404 unknown variant)", async () => {
    const quote = await sentQuote(buyer, [["BL-53-B", 1]]);
    const [variant] = await t.db.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.code, quote.lines[0]?.variantCode as string));
    await t.db.db
      .update(products)
      .set({ enabled: false })
      .where(eq(products.id, variant?.productId as number));
    try {
      const detail = await buyer.ok<QuoteDetail>(buyer.call("GET", `quotes/${quote.number}`));
      expect(detail.compliant).toBe(false);
      expect(detail.lines[0]?.compliance).toBe("unknown_reference");
      const answer = await buyer.call("POST", `quotes/${quote.number}/transform-into-order`, { mode: "transform_into_order" });
      expect([answer.statusCode, answer.json().code]).toEqual([404, "quote.unknown_variant"]);
    } finally {
      await t.db.db
        .update(products)
        .set({ enabled: true })
        .where(eq(products.id, variant?.productId as number));
    }
  });

  it("lets one of two simultaneous transforms of a quote win", async () => {
    const quote = await sentQuote(buyer, [["AF-53-01", 2]]);
    // The colleague who may see all quotes and the buyer try at the same moment.
    const admin = shopperOf(t.app, await login(t.app, "admin@demo.example"));
    await cartWith(admin, []);
    await cartWith(buyer, []);
    const answers = await Promise.all([
      buyer.call("POST", `quotes/${quote.number}/transform-into-order`, { mode: "replace_cart_items" }),
      admin.call("POST", `quotes/${quote.number}/transform-into-order`, { mode: "replace_cart_items" }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().code).toBe("quote.transform_failed");
    const [{ holders } = { holders: 0 }] = (
      (await t.db.db.execute(
        sql`select count(*)::int as holders from orders o join quotes q on q.id = o.quote_id where q.number = ${quote.number}`,
      )) as unknown as {
        rows: { holders: number }[];
      }
    ).rows;
    expect(holders).toBe(1);
  });
});

describe("a cart with a price-on-request item", () => {
  it("cannot be checked out and offers a quote instead", async () => {
    const cart = await buyer.readyCart([["CRK-450", 1]]);
    expect(cart.requiresQuote).toBe(true);
    const answer = await buyer.call("PATCH", `orders/${cart.tokenValue}/complete`, {});
    expect([answer.statusCode, answer.json().code]).toEqual([422, "cart.requires_quote"]);
  });
});
