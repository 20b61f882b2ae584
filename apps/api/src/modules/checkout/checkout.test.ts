import {
  companyMemberships,
  customers,
  membershipRights,
  orderPayments,
  outboxMessages,
  paymentEvents,
  productVariants,
} from "@portal/db/schema/index";
import type { Order } from "@portal/domain/orders/schemas";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signSandboxWebhook } from "../../platform/payments/sandbox";
import { bearer, login, type TestApp, type Tokens } from "../../test/harness";
import { createCatalogTestApp, shop } from "../catalog/catalog.test-setup";

const WEBHOOK_SECRET = "test-webhook-secret-long-enough-to-sign";
let t: TestApp;
let buyer: Tokens;
let dubois: Tokens;

beforeAll(async () => {
  t = await createCatalogTestApp({ PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET });
  buyer = await login(t.app, "buyer@demo.example");
  dubois = await loginToDubois();
});
afterAll(() => t.close());

async function loginToDubois(): Promise<Tokens> {
  const tokens = await login(t.app, "multi@demo.example");
  const me = await t.app.inject({ method: "GET", url: shop(`customers/${tokens.customerId}`), headers: bearer(tokens.token) });
  const company = (me.json().companies as { id: number; corporateName: string }[]).find((entry) =>
    entry.corporateName.startsWith("Atelier Dubois"),
  );
  const chosen = await t.app.inject({
    method: "PATCH",
    url: shop(`customers/${tokens.customerId}/company`),
    headers: bearer(tokens.token),
    payload: { company: company?.id },
  });
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

async function ok<T = Order>(response: Awaited<ReturnType<typeof call>>, status = 200): Promise<T> {
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

/** A fresh cart holding the given references, addressed to the company's first address. */
async function readyCart(tokens: Tokens, lines: [string, number][], payment = "bank_transfer"): Promise<Order> {
  const current = await ok(await call(tokens, "POST", "orders", {}));
  let cart = await ok(await call(tokens, "DELETE", `orders/${current.tokenValue}`));
  for (const [reference, quantity] of lines) {
    cart = await ok(await call(tokens, "POST", `orders/${cart.tokenValue}/items`, { productVariant: reference, quantity }), 201);
  }
  const book = await ok<{ shippingAddresses: { id: number }[] }>(await call(tokens, "GET", "addresses"));
  cart = await ok(await call(tokens, "PUT", `orders/${cart.tokenValue}`, { shippingAddressId: book.shippingAddresses[0]?.id }));
  cart = await ok(await call(tokens, "PATCH", `orders/${cart.tokenValue}/payments/${cart.payments[0]?.id}`, { paymentMethod: payment }));
  return cart;
}

const stockOf = async (code: string) =>
  (await t.db.db.select({ quantity: productVariants.stockQuantity }).from(productVariants).where(eq(productVariants.code, code)))[0]
    ?.quantity;

describe("shipping", () => {
  it("has no shipment before the cart knows where it goes, then offers the zone's methods", async () => {
    const current = await ok(await call(buyer, "POST", "orders", {}));
    const cart = await ok(await call(buyer, "DELETE", `orders/${current.tokenValue}`));
    const early = await call(buyer, "PATCH", `orders/${cart.tokenValue}/shipments/1`, { shippingMethod: "standard" });
    expect(early.statusCode).toBe(422);
    expect(early.json().code).toBe("cart.no_shipment_method_allowed");

    const addressed = await readyCart(buyer, [["AF-53-01", 1]]);
    expect(addressed.shipments).toEqual([{ id: expect.any(Number), method: "standard", state: "ready" }]);
    const methods = await ok<{ code: string; priceCents: number }[]>(
      await call(buyer, "GET", `orders/${addressed.tokenValue}/shipping-methods`),
    );
    expect(methods.map((method) => [method.code, method.priceCents])).toEqual([
      ["standard", 1490],
      ["express", 2990],
      ["pickup", 0],
    ]);
    const shipment = addressed.shipments[0]?.id;
    const express = await ok(
      await call(buyer, "PATCH", `orders/${addressed.tokenValue}/shipments/${shipment}`, { shippingMethod: "express" }),
    );
    expect(express.totals.shipping).toBe(2990);
    const unknown = await call(buyer, "PATCH", `orders/${addressed.tokenValue}/shipments/${shipment}`, { shippingMethod: "teleport" });
    expect(unknown.json().code).toBe("cart.shipping_method_unavailable");
  });

  it("refuses another company's address", async () => {
    const cart = await ok(await call(dubois, "POST", "orders", {}));
    const book = await ok<{ shippingAddresses: { id: number }[] }>(await call(buyer, "GET", "addresses"));
    const response = await call(dubois, "PUT", `orders/${cart.tokenValue}`, { shippingAddressId: book.shippingAddresses[0]?.id });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("address.not_found");
  });
});

describe("payment methods", () => {
  it("offers payment on account only to companies allowed to", async () => {
    const vertmoteur = await ok<{ code: string }[]>(await call(buyer, "GET", "payment-methods"));
    expect(vertmoteur.map((method) => method.code)).toEqual(["card", "bank_transfer", "on_account"]);
    const atelier = await ok<{ code: string }[]>(await call(dubois, "GET", "payment-methods"));
    expect(atelier.map((method) => method.code)).toEqual(["card", "bank_transfer"]);
    const cart = await readyCart(dubois, [["AF-53-01", 1]]);
    const refused = await call(dubois, "PATCH", `orders/${cart.tokenValue}/payments/${cart.payments[0]?.id}`, {
      paymentMethod: "on_account",
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe("cart.no_payment_method_allowed");
  });
});

describe("placing an order", () => {
  it("refuses what cannot be ordered, each with its reason", async () => {
    const current = await ok(await call(buyer, "POST", "orders", {}));
    const empty = await ok(await call(buyer, "DELETE", `orders/${current.tokenValue}`));
    expect((await call(buyer, "PATCH", `orders/${empty.tokenValue}/complete`, {})).json().code).toBe("cart.empty");

    const quote = await readyCart(buyer, [["CRK-450", 1]]);
    expect((await call(buyer, "PATCH", `orders/${quote.tokenValue}/complete`, {})).json().code).toBe("cart.requires_quote");

    const engagement = await readyCart(dubois, [["AF-53-01", 1]]);
    expect((await call(dubois, "PATCH", `orders/${engagement.tokenValue}/complete`, {})).json().code).toBe("cart.engagement_code_required");
  });

  it("places the order once: number, frozen totals, stock taken, e-mail queued, a new cart", async () => {
    const before = await stockOf("KR-AF-53-1");
    const cart = await readyCart(buyer, [
      ["AF-53-01", 4],
      ["T53P-2026", 1],
    ]);
    const [first, second] = await Promise.all([
      call(buyer, "PATCH", `orders/${cart.tokenValue}/complete`, {}),
      call(buyer, "PATCH", `orders/${cart.tokenValue}/complete`, {}),
    ]);
    const a = await ok<{ order: Order; paymentUrl: string | null }>(first);
    const b = await ok<{ order: Order; paymentUrl: string | null }>(second);
    expect(a.order.number).toMatch(/^\d{4}-\d{6}$/);
    expect(b.order.number).toBe(a.order.number);
    expect(a.paymentUrl).toBeNull();
    expect(a.order).toMatchObject({ state: "new", paymentState: "awaiting_payment", shippingState: "ready", type: "machine" });
    expect(a.order.totals).toEqual({ ...cart.totals, freeShippingRemaining: null });
    expect(a.order.shippingAddress?.city).toBe("Cholet");
    expect(await stockOf("KR-AF-53-1")).toBe((before ?? 0) - 4);

    const mails = await t.db.db.select().from(outboxMessages).where(eq(outboxMessages.kind, "order_confirmation"));
    expect(mails.filter((mail) => (mail.payload as { orderNumber: string }).orderNumber === a.order.number)).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: "buyer@demo.example", locale: "fr" });

    const next = await ok(await call(buyer, "POST", "orders", {}));
    expect(next.tokenValue).not.toBe(cart.tokenValue);
    expect(next.items).toEqual([]);
    // The placed order keeps its frozen prices even when the catalogue changes.
    await t.db.db.update(productVariants).set({ priceCents: 99_999 }).where(eq(productVariants.code, "KR-AF-53-1"));
    const placed = await ok(await call(buyer, "GET", `orders/${cart.tokenValue}`));
    expect(placed.items.find((item) => item.reference === "AF-53-01")?.unitPrice).toBe(1290);
    await t.db.db.update(productVariants).set({ priceCents: 1290 }).where(eq(productVariants.code, "KR-AF-53-1"));
    // A placed order is no longer a cart.
    const late = await call(buyer, "POST", `orders/${cart.tokenValue}/items`, { productVariant: "AF-53-01", quantity: 1 });
    expect(late.json().code).toBe("cart.already_completed");
  });

  it("needs the right to place orders", async () => {
    const limited = await login(t.app, "limited@demo.example");
    const cart = await readyCart(limited, [["AF-53-01", 1]]);
    const [membership] = await t.db.db
      .select({ id: companyMemberships.id })
      .from(companyMemberships)
      .innerJoin(customers, eq(customers.id, companyMemberships.customerId))
      .where(eq(customers.email, "limited@demo.example"));
    await t.db.db
      .delete(membershipRights)
      .where(and(eq(membershipRights.membershipId, membership?.id ?? 0), eq(membershipRights.right, "order.place")));
    const refused = await call(limited, "PATCH", `orders/${cart.tokenValue}/complete`, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("auth.forbidden");
    await t.db.db.insert(membershipRights).values({ membershipId: membership?.id ?? 0, right: "order.place" });
  });

  it("never sells more than the shelf holds, whatever the concurrency, and the product page says when it is empty", async () => {
    await t.db.db.update(productVariants).set({ stockQuantity: 3 }).where(eq(productVariants.code, "KR-BL-53-B"));
    const blade = async () => {
      const page = await t.app.inject({ url: shop("products/KR-BL-53") });
      return (page.json().variants as { code: string; stockStatus: string }[]).find((variant) => variant.code === "KR-BL-53-B");
    };
    // Asked for twice: the answer is kept in hand.
    await blade();
    expect(await blade()).toMatchObject({ stockStatus: "on_stock" });
    const buyers = [buyer, await login(t.app, "admin@demo.example"), await login(t.app, "limited@demo.example"), dubois];
    const carts = [];
    for (const tokens of buyers) {
      const cart = await readyCart(tokens, [["BL-53-B", 1]]);
      if (tokens === dubois) await call(dubois, "PATCH", `orders/${cart.tokenValue}/name`, { engagementCode: "EJ-1" });
      carts.push({ tokens, cart });
    }
    const answers = await Promise.all(carts.map(({ tokens, cart }) => call(tokens, "PATCH", `orders/${cart.tokenValue}/complete`, {})));
    const placed = answers.filter((answer) => answer.statusCode === 200);
    expect(placed).toHaveLength(3);
    const refused = answers.find((answer) => answer.statusCode !== 200);
    expect(refused?.json().code).toBe("cart.insufficient_stock");
    expect(await stockOf("KR-BL-53-B")).toBe(0);
    // The order that took the last unit dropped the answers kept in hand: no 30 s of "in stock".
    expect(await blade()).toMatchObject({ stockStatus: "out_of_stock", deliveryPromise: null });
  });
});

describe("card payment through the sandbox provider", () => {
  async function placeByCard() {
    const cart = await readyCart(buyer, [["AF-53-01", 1]], "card");
    return ok<{ order: Order; paymentUrl: string }>(await call(buyer, "PATCH", `orders/${cart.tokenValue}/complete`, {}));
  }

  async function act(paymentUrl: string, action: "pay" | "fail" | "cancel") {
    const path = new URL(paymentUrl, "http://portal.test").pathname;
    // The hosted page acts for the buyer alone.
    const page = await t.app.inject({ method: "GET", url: path, headers: bearer(buyer.token) });
    expect(page.statusCode).toBe(200);
    const answer = await t.app.inject({
      method: "POST",
      url: path,
      headers: { ...bearer(buyer.token), "content-type": "application/x-www-form-urlencoded" },
      payload: `action=${action}`,
    });
    expect(answer.statusCode).toBe(303);
    return answer.headers.location as string;
  }

  const orderOf = async (token: string) => ok(await call(buyer, "GET", `orders/${token}`));

  it("pays on the hosted page and is told so by a signed webhook", async () => {
    const { order, paymentUrl } = await placeByCard();
    expect(paymentUrl).toContain("/api/v2/sandbox-payments/");
    const back = await act(paymentUrl, "pay");
    expect(back).toContain(`/fr/checkout/confirm?order=${order.tokenValue}`);
    expect(back).toContain("status=success");
    const paid = await orderOf(order.tokenValue);
    expect(paid.paymentState).toBe("paid");
    expect(paid.payments.at(-1)).toMatchObject({ method: "card", state: "paid", amount: order.totals.totalInclVat });
    // Paying again is refused: the order is settled.
    expect((await call(buyer, "POST", `orders/${order.tokenValue}/pay`)).json().code).toBe("order.not_payable");
  });

  it("comes back to the local address the buyer used (127.0.0.1 rather than localhost) when PUBLIC_URL is not set", async () => {
    const cart = await readyCart(buyer, [["AF-53-01", 1]], "card");
    const placed = await t.app.inject({
      method: "PATCH",
      url: shop(`orders/${cart.tokenValue}/complete`),
      headers: { ...bearer(buyer.token), "content-type": "application/merge-patch+json", "x-forwarded-host": "127.0.0.1:3000" },
      payload: "{}",
    });
    const { paymentUrl } = await ok<{ paymentUrl: string }>(placed);
    expect(paymentUrl).toMatch(/^http:\/\/127\.0\.0\.1:3000\/api\/v2\/sandbox-payments\//);
    expect(await act(paymentUrl, "pay")).toMatch(/^http:\/\/127\.0\.0\.1:3000\/fr\/checkout\/confirm\?order=/);
  });

  it("retries after a failure and a cancellation with new attempts", async () => {
    const { order, paymentUrl } = await placeByCard();
    expect(await act(paymentUrl, "fail")).toContain("status=failed");
    expect((await orderOf(order.tokenValue)).paymentState).toBe("failed");

    const retry = await ok<{ paymentUrl: string }>(await call(buyer, "POST", `orders/${order.tokenValue}/pay`));
    expect(retry.paymentUrl).not.toBe(paymentUrl);
    expect((await orderOf(order.tokenValue)).paymentState).toBe("awaiting_payment");
    expect(await act(retry.paymentUrl, "cancel")).toContain("status=cancelled");

    const again = await ok<{ paymentUrl: string }>(await call(buyer, "POST", `orders/${order.tokenValue}/pay`));
    await act(again.paymentUrl, "pay");
    const paid = await orderOf(order.tokenValue);
    expect(paid.paymentState).toBe("paid");
    expect(paid.payments.map((payment) => payment.state)).toEqual(["failed", "failed", "paid"]);
  });

  it("applies a webhook once, and never lets a late event undo a capture", async () => {
    const { order } = await placeByCard();
    const [payment] = await t.db.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.id, order.payments.at(-1)?.id ?? 0));
    const deliver = (id: string, type: string) => {
      const body = JSON.stringify({ id, type, reference: payment?.providerReference, occurredAt: new Date().toISOString() });
      return t.app.inject({
        method: "POST",
        url: shop("payment-webhooks/sandbox"),
        headers: {
          "content-type": "application/json",
          "sandbox-signature": signSandboxWebhook(WEBHOOK_SECRET, body, Math.floor(Date.now() / 1000)),
        },
        payload: body,
      });
    };
    for (const attempt of [1, 2]) expect((await deliver("evt_capture", "payment.succeeded")).statusCode, `delivery ${attempt}`).toBe(200);
    const recorded = await t.db.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, "evt_capture"));
    expect(recorded).toHaveLength(1);
    expect((await orderOf(order.tokenValue)).paymentState).toBe("paid");
    // An authorization or a failure sent before the capture but arriving after it changes nothing.
    expect((await deliver("evt_late_authorization", "payment.authorized")).statusCode).toBe(200);
    expect((await deliver("evt_late_failure", "payment.failed")).statusCode).toBe(200);
    expect((await orderOf(order.tokenValue)).paymentState).toBe("paid");
  });

  it("refuses a webhook without a valid signature", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: shop("payment-webhooks/sandbox"),
      headers: { "content-type": "application/json", "sandbox-signature": "t=1,v1=00" },
      payload: JSON.stringify({ id: "evt_forged", type: "payment.succeeded", reference: "x" }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("payment.signature_invalid");
  });
});

describe("outsiders", () => {
  it("cannot see or complete someone else's order", async () => {
    const cart = await readyCart(buyer, [["AF-53-01", 1]]);
    for (const [method, path] of [
      ["PATCH", `orders/${cart.tokenValue}/complete`],
      ["GET", `orders/${cart.tokenValue}/shipping-methods`],
      ["POST", `orders/${cart.tokenValue}/pay`],
    ] as const) {
      const response = await call(dubois, method, path, method === "PATCH" ? {} : undefined);
      expect(response.statusCode, path).toBe(404);
    }
    expect((await call(dubois, "GET", `payment-methods?tokenValue=${cart.tokenValue}`)).statusCode).toBe(404);
  });

  it("needs a login", async () => {
    expect((await t.app.inject({ method: "GET", url: shop("payment-methods") })).statusCode).toBe(401);
  });
});
