import cookie from "@fastify/cookie";
import type { Database } from "@portal/db/client";
import { sandboxPaymentSessions } from "@portal/db/schema/index";
import type { Locale } from "@portal/domain/i18n/locales";
import { eq } from "drizzle-orm";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, createTestClock, type TestApp } from "../../test/harness";
import { AppError, registerErrorHandling } from "../errors";
import { registerLocale } from "../i18n/locale";
import type { CheckoutRequest, PaymentEvent } from "./provider";
import { createSandboxProvider, deliverThroughApp, SANDBOX_SIGNATURE_HEADER, SANDBOX_WEBHOOK_PATH, signSandboxWebhook } from "./sandbox";
import { sandboxRoutes } from "./sandbox.routes";
import { paymentWebhookRoute } from "./webhook.routes";

const secret = "whsec_sandbox_test_0123456789abcdef0123";
// The portal the buyer pays from: the hosted page is served on its origin.
const publicUrl = "http://localhost:3000";
const BUYER = 41;

/** Stands in for the session check: the caller is the customer named in `x-customer`, a visitor without it. */
async function asCustomer(request: FastifyRequest) {
  const customerId = Number(request.headers["x-customer"]);
  if (!Number.isInteger(customerId) || customerId <= 0) throw new AppError("auth.login_required");
  request.actor = { customerId, sessionId: "00000000-0000-4000-8000-000000000000", companyId: 1, via: "bearer" };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Just the payment plugins, as app.ts mounts them, with a checkout stand-in that records events. */
async function buildPaymentsApp(db: Database) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerLocale(app, "fr");
  registerErrorHandling(app);
  await app.register(cookie);
  app.decorateRequest("actor", null);
  const clock = createTestClock();
  const received: { provider: string; event: PaymentEvent }[] = [];
  const handler = { fail: false };
  const sandbox = createSandboxProvider({ db, secret, clock, deliver: deliverThroughApp(app) });
  await app.register(sandboxRoutes({ sandbox, authenticate: asCustomer }));
  await app.register(
    paymentWebhookRoute({
      providers: [sandbox],
      onEvent: async (provider, event) => {
        if (handler.fail) throw new Error("database unavailable");
        received.push({ provider, event });
      },
    }),
    { prefix: "/api/v2/shop" },
  );
  await app.ready();
  return { app, sandbox, clock, received, handler };
}

let p: Awaited<ReturnType<typeof buildPaymentsApp>>;
beforeEach(async () => {
  await p?.app.close();
  p = await buildPaymentsApp(t.db.db);
});

const checkout = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  paymentId: 7,
  buyerId: BUYER,
  orderNumber: "100042",
  amountCents: 112_776,
  currency: "EUR",
  locale: "fr",
  returnUrl: `${publicUrl}/fr/checkout/confirm?order=Zt3kQ9`,
  cancelUrl: `${publicUrl}/fr/checkout`,
  ...overrides,
});

const pathOf = (redirectUrl: string) => new URL(redirectUrl).pathname;
const choose = (app: FastifyInstance, path: string, action: string, customer = BUYER) =>
  app.inject({
    method: "POST",
    url: path,
    payload: `action=${action}`,
    headers: { "content-type": "application/x-www-form-urlencoded", "x-customer": String(customer) },
  });
const show = (app: FastifyInstance, path: string, customer = BUYER) =>
  app.inject({ url: path, headers: { "x-customer": String(customer) } });
const statusOf = async (reference: string) =>
  (await t.db.db.select().from(sandboxPaymentSessions).where(eq(sandboxPaymentSessions.reference, reference)))[0]?.status;

describe("sandbox hosted payment page", () => {
  it.each([
    { locale: "fr", amount: "1 127,76 €", pay: "Payer 1 127,76 €", fail: "Simuler un échec", cancel: "Annuler", order: "Commande" },
    { locale: "en", amount: "€1,127.76", pay: "Pay €1,127.76", fail: "Simulate a failure", cancel: "Cancel", order: "Order" },
    {
      locale: "de",
      amount: "1.127,76 €",
      pay: "1.127,76 € bezahlen",
      fail: "Fehlschlag simulieren",
      cancel: "Abbrechen",
      order: "Bestellung",
    },
    {
      locale: "nl",
      amount: "€ 1.127,76",
      pay: "€ 1.127,76 betalen",
      fail: "Mislukking simuleren",
      cancel: "Annuleren",
      order: "Bestelling",
    },
  ] as const)("is served in $locale with the amount, the order and three buttons", async ({ locale, amount, pay, fail, cancel, order }) => {
    const session = await p.sandbox.createCheckout(checkout({ locale: locale as Locale }));
    expect(session.reference).toMatch(/^sbx_[\w-]{24}$/);
    expect(session.redirectUrl).toBe(`${publicUrl}/api/v2/sandbox-payments/${session.reference}`);

    const page = await show(p.app, pathOf(session.redirectUrl));
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["cache-control"]).toBe("no-store");
    const html = page.body.replace(/[\u00a0\u202f]/g, " ");
    expect(html).toContain(`<html lang="${locale}">`);
    expect(html).toMatch(/<title>[^<]+100042[^<]+<\/title>/);
    expect(html).toContain(`<dt>${order}</dt><dd>100042</dd>`);
    expect(html).toContain(`<dd class="amount">${amount}</dd>`);
    expect(html).toContain(`<form method="post" action="/api/v2/sandbox-payments/${session.reference}">`);
    expect(html).toContain(`<button type="submit" name="action" value="pay" class="pay">${pay}</button>`);
    expect(html).toContain(`<button type="submit" name="action" value="fail" class="fail">${fail}</button>`);
    expect(html).toContain(`<button type="submit" name="action" value="cancel" class="cancel">${cancel}</button>`);
    expect(html).toMatch(/<fieldset>\n<legend>[^<]+<\/legend>/);
  });

  it("answers 404 for an unknown session, and 400 for an unknown action", async () => {
    const missing = await show(p.app, "/api/v2/sandbox-payments/sbx_nope");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: "payment.not_found" });
    const session = await p.sandbox.createCheckout(checkout());
    expect((await choose(p.app, pathOf(session.redirectUrl), "refund")).statusCode).toBe(400);
    expect(await statusOf(session.reference)).toBe("open");
  });

  it("acts only for the buyer who started the payment: another customer is told it does not exist, a visitor must log in", async () => {
    const session = await p.sandbox.createCheckout(checkout());
    const path = pathOf(session.redirectUrl);
    for (const answer of [await show(p.app, path, BUYER + 1), await choose(p.app, path, "pay", BUYER + 1)]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: "payment.not_found" });
      expect(answer.body).not.toContain("100042");
    }
    const visitor = await p.app.inject({ url: path });
    expect(visitor.json()).toMatchObject({ status: 401, code: "auth.login_required" });
    expect(await statusOf(session.reference)).toBe("open");
    expect(p.received).toEqual([]);
    // The buyer still can.
    expect((await choose(p.app, path, "pay")).statusCode).toBe(303);
  });

  it("pay: delivers signed authorised and succeeded events, then sends the buyer back with status=success", async () => {
    const session = await p.sandbox.createCheckout(checkout());
    const response = await choose(p.app, pathOf(session.redirectUrl), "pay");
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${publicUrl}/fr/checkout/confirm?order=Zt3kQ9&status=success`);
    expect(p.received.map(({ provider, event }) => [provider, event.type, event.reference])).toEqual([
      ["sandbox", "payment.authorized", session.reference],
      ["sandbox", "payment.succeeded", session.reference],
    ]);
    const [authorized, succeeded] = p.received.map(({ event }) => event);
    expect(authorized?.id).not.toBe(succeeded?.id);
    expect(succeeded?.occurredAt).toEqual(p.clock.now());
    expect(await statusOf(session.reference)).toBe("succeeded");
  });

  it("fail: delivers a failed event and returns with status=failed", async () => {
    const session = await p.sandbox.createCheckout(checkout());
    const response = await choose(p.app, pathOf(session.redirectUrl), "fail");
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${publicUrl}/fr/checkout/confirm?order=Zt3kQ9&status=failed`);
    expect(p.received.map(({ event }) => event.type)).toEqual(["payment.failed"]);
    expect(await statusOf(session.reference)).toBe("failed");
  });

  it("cancel: delivers a cancelled event and goes to the cancel address with status=cancelled", async () => {
    const session = await p.sandbox.createCheckout(checkout());
    const response = await choose(p.app, pathOf(session.redirectUrl), "cancel");
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${publicUrl}/fr/checkout?status=cancelled`);
    expect(p.received.map(({ event }) => event.type)).toEqual(["payment.cancelled"]);
  });

  it("never pays a finished session twice: it shows the outcome instead of the buttons", async () => {
    const session = await p.sandbox.createCheckout(checkout({ locale: "en" }));
    const path = pathOf(session.redirectUrl);
    expect((await choose(p.app, path, "pay")).statusCode).toBe(303);

    for (const action of ["pay", "fail", "cancel"]) {
      const again = await choose(p.app, path, action);
      expect(again.statusCode).toBe(409);
      expect(again.body).toContain('<p class="result" role="status">This payment has been made.</p>');
    }
    const page = await show(p.app, path);
    expect(page.body).not.toContain("<button");
    expect(page.body).toContain(`href="${publicUrl}/fr/checkout/confirm?order=Zt3kQ9&amp;status=success"`);
    expect(p.received).toHaveLength(2);
    expect(await statusOf(session.reference)).toBe("succeeded");
  });

  it("pays once when the button is pressed twice at the same moment", async () => {
    const session = await p.sandbox.createCheckout(checkout());
    const path = pathOf(session.redirectUrl);
    const answers = await Promise.all([choose(p.app, path, "pay"), choose(p.app, path, "pay")]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([303, 409]);
    expect(p.received.filter(({ event }) => event.type === "payment.succeeded")).toHaveLength(1);
  });

  it("reopens the session when the shop could not take the event, so the buyer can try again", async () => {
    const session = await p.sandbox.createCheckout(checkout());
    const path = pathOf(session.redirectUrl);
    p.handler.fail = true;
    expect((await choose(p.app, path, "pay")).statusCode).toBe(500);
    expect(await statusOf(session.reference)).toBe("open");
    p.handler.fail = false;
    expect((await choose(p.app, path, "pay")).statusCode).toBe(303);
    expect(p.received.map(({ event }) => event.type)).toEqual(["payment.authorized", "payment.succeeded"]);
  });

  it("keeps its sessions in the database: a restarted API still shows the page", async () => {
    const session = await p.sandbox.createCheckout(checkout({ locale: "de" }));
    const restarted = await buildPaymentsApp(t.db.db);
    const page = await show(restarted.app, pathOf(session.redirectUrl));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="de">');
    await restarted.app.close();
  });
});

describe("payment webhook endpoint", () => {
  const event = (reference: string, id = "evt_1") =>
    JSON.stringify({ id, type: "payment.succeeded", reference, occurredAt: "2026-03-14T10:00:00.000Z" });
  const post = (body: string, signature: string | undefined, provider = "sandbox") =>
    p.app.inject({
      method: "POST",
      url: `/api/v2/shop/payment-webhooks/${provider}`,
      payload: body,
      headers: { "content-type": "application/json", ...(signature ? { [SANDBOX_SIGNATURE_HEADER]: signature } : {}) },
    });
  const now = () => Math.floor(p.clock.now().getTime() / 1000);

  it("verifies the exact bytes received and hands the event to the checkout", async () => {
    // Spacing a JSON parser would drop: the signature is over these bytes, not over a re-serialisation.
    const body = `{ "id": "evt_9", "type": "payment.failed", "reference": "sbx_x", "occurredAt": "2026-03-14T10:00:00.000Z" }`;
    const response = await post(body, signSandboxWebhook(secret, body, now()));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(p.received).toEqual([
      {
        provider: "sandbox",
        event: { id: "evt_9", type: "payment.failed", reference: "sbx_x", occurredAt: new Date("2026-03-14T10:00:00.000Z") },
      },
    ]);
  });

  it("answers 200 again for a duplicate delivery", async () => {
    const body = event("sbx_dup");
    const signature = signSandboxWebhook(secret, body, now());
    expect((await post(body, signature)).json()).toEqual({ received: true });
    expect((await post(body, signature)).json()).toEqual({ received: true });
  });

  it.each([
    {
      case: "tampered",
      body: () => event("sbx_a").replace("sbx_a", "sbx_b"),
      signature: () => signSandboxWebhook(secret, event("sbx_a"), now()),
    },
    {
      case: "signed with another secret",
      body: () => event("sbx_a"),
      signature: () => signSandboxWebhook(`${secret}!`, event("sbx_a"), now()),
    },
    {
      case: "replayed after 5 minutes",
      body: () => event("sbx_a"),
      signature: () => signSandboxWebhook(secret, event("sbx_a"), now() - 301),
    },
    { case: "unsigned", body: () => event("sbx_a"), signature: () => undefined },
    {
      case: "signed but not an event",
      body: () => '{"hello":"world"}',
      signature: () => signSandboxWebhook(secret, '{"hello":"world"}', now()),
    },
  ])("refuses a request $case with payment.signature_invalid", async ({ body, signature }) => {
    const response = await post(body(), signature());
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toContain("application/problem+json");
    expect(response.json()).toMatchObject({ code: "payment.signature_invalid" });
    expect(p.received).toEqual([]);
  });

  it("answers 404 for a provider it does not know", async () => {
    const body = event("sbx_a");
    expect((await post(body, signSandboxWebhook(secret, body, now()), "acme")).statusCode).toBe(404);
  });

  it("is the path the sandbox delivers to", () => {
    expect(SANDBOX_WEBHOOK_PATH).toBe("/api/v2/shop/payment-webhooks/sandbox");
  });
});
