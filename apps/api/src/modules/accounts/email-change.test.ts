import { newsletterSubscribers } from "@portal/db/schema/index";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailRenderers } from "../../platform/mail/templates/registry";
import { bearer, cookiesOf, createTestApp, DEMO_PASSWORD, login, type TestApp, type Tokens } from "../../test/harness";
import { freshAddress, lastToken, mailsTo, postJson, verify } from "./registration.test-setup";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const renderers = createMailRenderers({ publicUrl: "https://portal.test" });

const customerUrl = (id: number) => `/api/v2/shop/customers/${id}`;
const details = { gender: "mr", firstname: "Julien", lastname: "Moreau" };

function changeEmail(tokens: Tokens, email: string, extra: Record<string, unknown> = {}) {
  return t.app.inject({
    method: "PUT",
    url: customerUrl(tokens.customerId),
    headers: bearer(tokens.token),
    payload: { ...details, email, ...extra },
  });
}

const loginStatus = async (email: string) =>
  (
    await t.app.inject({
      method: "POST",
      url: "/api/v2/shop/authentication-token",
      payload: { email, password: DEMO_PASSWORD },
      remoteAddress: freshAddress(),
    })
  ).statusCode;

/** A browser session: the cookies of a login, and the headers its page sends with a change. */
async function browserLogin(email: string) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/v2/shop/authentication-token",
    payload: { email, password: DEMO_PASSWORD },
  });
  const { jar, header } = cookiesOf(response);
  return { customerId: response.json().customerId as number, headers: { cookie: header, "x-csrf-token": jar.csrf_token ?? "" } };
}

const subscriber = async (email: string) =>
  (await t.db.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];

describe("changing the e-mail address", () => {
  it("keeps the new address pending until the link sent to it is followed, telling the old one", async () => {
    const browser = await browserLogin("buyer@demo.example");
    const otherDevice = await login(t.app, "buyer@demo.example");
    await postJson(t, "/api/v2/shop/reset-password-requests", { email: "buyer@demo.example" });
    const resetToken = await lastToken(t, "buyer@demo.example", "password_reset");

    const response = await changeEmail(otherDevice, "Julien.Moreau@Atelier-Moreau.example", { firstname: "Juju" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      email: "buyer@demo.example",
      pendingEmail: "julien.moreau@atelier-moreau.example",
      firstname: "Juju",
    });
    expect(await loginStatus("julien.moreau@atelier-moreau.example")).toBe(401);
    expect(await loginStatus("buyer@demo.example")).toBe(200);

    // The link goes to the new address; the old one is told, without it.
    const token = await lastToken(t, "julien.moreau@atelier-moreau.example", "email_change");
    const [notice] = await mailsTo(t, "buyer@demo.example", "email_change_notice");
    expect(notice?.payload).toEqual({ firstname: "Juju", newEmail: "julien.moreau@atelier-moreau.example" });
    const rendered = renderers.email_change_notice(notice?.payload as never, "fr");
    expect(`${rendered.text}${rendered.html}`).not.toContain(token);
    expect(rendered.text).not.toContain("verify-email");
    expect(rendered.text).toContain("julien.moreau@atelier-moreau.example");
    const [confirmation] = await mailsTo(t, "julien.moreau@atelier-moreau.example", "email_change");
    expect(renderers.email_change(confirmation?.payload as never, "fr").text).toContain(
      `https://portal.test/fr/user/verify-email/${token}`,
    );

    // Confirmed in the browser of the first session: it stays open, every other one ends.
    const confirmed = await t.app.inject({
      method: "PATCH",
      url: `/api/v2/shop/account-verification-requests/${token}`,
      headers: { ...browser.headers, "content-type": "application/merge-patch+json" },
      payload: JSON.stringify({ localeCode: "fr" }),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ email: "julien.moreau@atelier-moreau.example", next: "email_changed" });
    const customer = await t.app.inject({ url: customerUrl(browser.customerId), headers: browser.headers });
    expect(customer.json()).toMatchObject({ email: "julien.moreau@atelier-moreau.example", pendingEmail: null });
    expect((await t.app.inject({ url: customerUrl(browser.customerId), headers: bearer(otherDevice.token) })).statusCode).toBe(401);

    // The reset link went to the old mailbox: it is worth nothing now.
    expect((await t.app.inject({ url: `/api/v2/shop/reset-password-requests/${resetToken}` })).json().code).toBe(
      "password_reset.token_invalid",
    );
    expect(await loginStatus("julien.moreau@atelier-moreau.example")).toBe(200);
    expect(await loginStatus("buyer@demo.example")).toBe(401);
    // The link works once.
    expect((await verify(t, token)).json()).toMatchObject({ status: 404, code: "verification.token_invalid" });
  });

  it("makes only the newest link work, and an expired link says so", async () => {
    const limited = await login(t.app, "limited@demo.example");
    const update = { gender: "mr", firstname: "Thomas", lastname: "Leroy" };
    expect((await changeEmail(limited, "first.choice@example.com", update)).statusCode).toBe(200);
    const first = await lastToken(t, "first.choice@example.com", "email_change");
    const second = await changeEmail(limited, "second.choice@example.com", update);
    expect(second.json().pendingEmail).toBe("second.choice@example.com");
    const token = await lastToken(t, "second.choice@example.com", "email_change");

    expect((await verify(t, first)).json().code).toBe("verification.token_invalid");
    // Saving other details with the current address leaves the pending change alone.
    const saved = await changeEmail(limited, "limited@demo.example", { ...update, lastname: "Leroy-Martin" });
    expect(saved.json()).toMatchObject({ email: "limited@demo.example", pendingEmail: "second.choice@example.com" });

    t.clock.advance(25 * 3600);
    expect((await verify(t, token)).json()).toMatchObject({ status: 410, code: "verification.token_expired" });
    const relogged = await login(t.app, "limited@demo.example");
    const customer = await t.app.inject({ url: customerUrl(relogged.customerId), headers: bearer(relogged.token) });
    expect(customer.json()).toMatchObject({ email: "limited@demo.example", pendingEmail: null });
  });

  it("refuses an address another account took meanwhile, and a link followed without a session ends them all", async () => {
    const admin = await login(t.app, "admin@demo.example");
    const individual = await login(t.app, "particulier@demo.example");
    expect((await changeEmail(admin, "shared.inbox@example.com")).statusCode).toBe(200);
    const adminToken = await lastToken(t, "shared.inbox@example.com", "email_change");
    expect((await changeEmail(individual, "shared.inbox@example.com")).statusCode).toBe(200);
    const individualToken = await lastToken(t, "shared.inbox@example.com", "email_change");

    expect((await verify(t, adminToken)).json()).toEqual({ email: "shared.inbox@example.com", next: "email_changed" });
    expect((await t.app.inject({ url: customerUrl(admin.customerId), headers: bearer(admin.token) })).statusCode).toBe(401);

    expect((await verify(t, individualToken)).json()).toMatchObject({ status: 409, code: "customer.email_taken" });
    const customer = await t.app.inject({ url: customerUrl(individual.customerId), headers: bearer(individual.token) });
    expect(customer.json().email).toBe("particulier@demo.example");
    // Asking for a taken address is refused at once.
    expect((await changeEmail(individual, "shared.inbox@example.com")).json()).toMatchObject({ status: 409, code: "customer.email_taken" });
  });

  it("moves the account's newsletter subscription to the new address once it is confirmed", async () => {
    const multi = await login(t.app, "multi@demo.example");
    const update = { gender: "mme", firstname: "Claire", lastname: "Petit" };
    // The account's box ticked: its proven login address is on the list.
    expect((await changeEmail(multi, "multi@demo.example", { ...update, newsletter: true })).statusCode).toBe(200);
    const before = await subscriber("multi@demo.example");
    expect(before).toMatchObject({ status: "confirmed", consentSource: "account" });

    // The new address had asked for the newsletter in the footer, unconfirmed.
    expect((await postJson(t, "/api/v2/shop/newsletter-subscriptions", { email: "claire.petit@example.com" })).statusCode).toBe(202);
    expect(await subscriber("claire.petit@example.com")).toMatchObject({ status: "pending" });

    expect((await changeEmail(multi, "claire.petit@example.com", update)).statusCode).toBe(200);
    // Nothing moves while the change waits for its link.
    expect(await subscriber("multi@demo.example")).toMatchObject({ status: "confirmed" });
    expect((await verify(t, await lastToken(t, "claire.petit@example.com", "email_change"))).statusCode).toBe(200);

    expect(await subscriber("claire.petit@example.com")).toMatchObject({
      status: "confirmed",
      consentSource: "account",
      consentAt: before?.consentAt,
    });
    expect(await subscriber("multi@demo.example")).toMatchObject({ status: "unsubscribed" });
  });

  it("keeps the same subscription, under the new address, when the new one was never on the list", async () => {
    const owner = await login(t.app, "newcompany@demo.example");
    const update = { gender: "mr", firstname: "Paul", lastname: "Girard" };
    expect((await changeEmail(owner, "newcompany@demo.example", { ...update, newsletter: true })).statusCode).toBe(200);
    const before = await subscriber("newcompany@demo.example");
    expect(before?.status).toBe("confirmed");

    expect((await changeEmail(owner, "paul.girard@example.com", update)).statusCode).toBe(200);
    expect((await verify(t, await lastToken(t, "paul.girard@example.com", "email_change"))).statusCode).toBe(200);

    expect(await subscriber("paul.girard@example.com")).toMatchObject({
      id: before?.id,
      status: "confirmed",
      consentAt: before?.consentAt,
    });
    expect(await subscriber("newcompany@demo.example")).toBeUndefined();
  });
});
