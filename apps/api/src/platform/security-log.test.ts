import { Writable } from "node:stream";
import { companies } from "@portal/db/schema/index";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { customerIdOf } from "../modules/companies/companies.test-setup";
import { bearer, cookiesOf, createTestApp, DEMO_PASSWORD, login, type TestApp } from "../test/harness";

/** Every line the API logs, parsed. */
const lines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split("\n")) if (line.trim()) lines.push(JSON.parse(line));
    done();
  },
});
const logText = () => JSON.stringify(lines);
const events = (name: string) => lines.filter((line) => line.securityEvent === name);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_FAILURES_PER_ACCOUNT: "3" }, { logStream });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  lines.length = 0;
});

const token = (seed: string) => `${seed}${"x7Q_b2-Kp9".repeat(4)}`.slice(0, 43);

describe("request logs", () => {
  it("never show the tokens that paths and query strings carry", async () => {
    const buyer = await login(t.app, "buyer@demo.example");
    const secrets = {
      reset: token("Rs"),
      verify: token("Vf"),
      invitation: token("Iv"),
      cart: token("Ct"),
      payment: `sbx_${token("Py").slice(0, 24)}`,
      query: token("Qy"),
      unmatched: token("Um"),
    };
    await t.app.inject({ url: `/api/v2/shop/reset-password-requests/${secrets.reset}` });
    await t.app.inject({ method: "PATCH", url: `/api/v2/shop/account-verification-requests/${secrets.verify}` });
    await t.app.inject({ url: `/api/v2/shop/invitations/${secrets.invitation}` });
    await t.app.inject({ url: `/api/v2/shop/orders/${secrets.cart}`, headers: bearer(buyer.token) });
    await t.app.inject({ url: `/api/v2/sandbox-payments/${secrets.payment}`, headers: bearer(buyer.token) });
    await t.app.inject({ url: `/api/v2/shop/payment-methods?tokenValue=${secrets.query}`, headers: bearer(buyer.token) });
    await t.app.inject({ url: `/api/v2/shop/reset-password/${secrets.unmatched}` });
    await t.app.inject({ url: "/api/v2/shop/customer-exists/buyer@demo.example" });

    const urls = lines.filter((line) => line.msg === "incoming request").map((line) => (line.req as { url: string }).url);
    expect(urls).toEqual(
      expect.arrayContaining([
        "/api/v2/shop/reset-password-requests/[redacted]",
        "/api/v2/shop/account-verification-requests/[redacted]",
        "/api/v2/shop/invitations/[redacted]",
        "/api/v2/shop/orders/[redacted]",
        "/api/v2/sandbox-payments/[redacted]",
        "/api/v2/shop/payment-methods?tokenValue=[redacted]",
        "/api/v2/shop/reset-password/[redacted]",
        "/api/v2/shop/customer-exists/[redacted]",
      ]),
    );
    for (const secret of [...Object.values(secrets), "buyer@demo.example"]) expect(logText()).not.toContain(secret);
  });
});

describe("security events", () => {
  it("are logged with a stable name and ids, never a password, a token or a whole e-mail address", async () => {
    const limitedId = await customerIdOf(t, "limited@demo.example");
    const buyerId = await customerIdOf(t, "buyer@demo.example");
    const loginAs = (email: string, password: string) =>
      t.app.inject({ method: "POST", url: "/api/v2/shop/authentication-token", payload: { email, password }, remoteAddress: "10.9.0.1" });

    // Failed logins, then the account's lockout.
    for (let attempt = 0; attempt < 3; attempt++) expect((await loginAs("buyer@demo.example", "Wrong-pass-1")).statusCode).toBe(401);
    expect((await loginAs("buyer@demo.example", DEMO_PASSWORD)).statusCode).toBe(429);
    expect(events("auth.login_failed")).toHaveLength(3);
    expect(events("auth.login_failed")[0]).toMatchObject({
      level: 40,
      customerId: buyerId,
      email: "b***@demo.example",
      address: "10.9.0.1",
    });
    expect(events("auth.login_locked")[0]).toMatchObject({ email: "b***@demo.example", address: "10.9.0.1" });

    // A refresh token used again after its grace period.
    const admin = await login(t.app, "admin@demo.example");
    const refresh = () =>
      t.app.inject({ method: "POST", url: "/api/v2/shop/token/refresh", payload: { refresh_token: admin.refresh_token } });
    expect((await refresh()).statusCode).toBe(200);
    t.clock.advance(60);
    expect((await refresh()).json().code).toBe("auth.refresh_token_reused");
    expect(events("auth.refresh_token_reused")[0]).toMatchObject({ customerId: admin.customerId });

    // Rights, membership and invitations changed by a company administrator.
    const manager = await login(t.app, "admin@demo.example");
    const asManager = (method: "POST" | "DELETE", path: string, body?: unknown) =>
      t.app.inject({
        method,
        url: `/api/v2/shop/${path}`,
        headers: { ...bearer(manager.token), ...(body ? { "content-type": "application/json" } : {}) },
        ...(body ? { payload: JSON.stringify(body) } : {}),
      });
    await asManager("POST", "security/user-permissions", { resourceName: "order.view_all", group: limitedId, authorized: true });
    await asManager("POST", "security/user-permissions", { resourceName: "order.view_all", group: limitedId, authorized: false });
    await asManager("POST", "customer-companies/update-state", { customerEmail: "limited@demo.example", enabled: false });
    await asManager("POST", "customer-companies/update-state", { customerEmail: "limited@demo.example", enabled: true });
    const invited = await asManager("POST", "invitations", { email: "new.hire@example.com", rights: [], localeCode: "fr" });
    expect(invited.statusCode, invited.body).toBe(201);
    await asManager("DELETE", `invitations/${invited.json().id}`);
    const byManager = { customerId: manager.customerId, companyId: manager.company };
    expect(events("company.right_granted")[0]).toMatchObject({ ...byManager, memberId: limitedId, right: "order.view_all" });
    expect(events("company.right_revoked")[0]).toMatchObject({ ...byManager, memberId: limitedId, right: "order.view_all" });
    expect(events("company.member_disabled")[0]).toMatchObject({ ...byManager, memberId: limitedId });
    expect(events("company.member_enabled")[0]).toMatchObject({ ...byManager, memberId: limitedId });
    expect(events("company.invitation_sent")[0]).toMatchObject({ ...byManager, invitationId: invited.json().id });
    expect(events("company.invitation_revoked")[0]).toMatchObject({ ...byManager, invitationId: invited.json().id });

    // A password change.
    const changed = await t.app.inject({
      method: "PUT",
      url: `/api/v2/shop/customers/${manager.customerId}/password`,
      headers: bearer(manager.token),
      payload: { currentPassword: DEMO_PASSWORD, newPassword: "Changed-pass-2027", confirmation: "Changed-pass-2027" },
    });
    expect(changed.statusCode).toBe(204);
    expect(events("auth.password_changed")[0]).toMatchObject({ level: 30, customerId: manager.customerId });

    // A staff member validating a company.
    const staffLogin = await t.app.inject({
      method: "POST",
      url: "/api/v2/admin/authentication-token",
      payload: { email: "staff@demo.example", password: DEMO_PASSWORD },
    });
    const staffToken = staffLogin.json().token as string;
    const [lemaire] = await t.db.db.select({ id: companies.id }).from(companies).where(eq(companies.corporateName, "Paysages Lemaire"));
    const validated = await t.app.inject({
      method: "POST",
      url: `/api/v2/admin/companies/${lemaire?.id}/validate`,
      headers: bearer(staffToken),
    });
    expect(validated.statusCode, validated.body).toBe(200);
    expect(events("staff.login")).toHaveLength(1);
    expect(events("staff.validate_company")[0]).toMatchObject({ params: { id: lemaire?.id }, statusCode: 200 });

    // A cross-site change riding on a browser session.
    const browser = cookiesOf(await loginAs("particulier@demo.example", DEMO_PASSWORD));
    const crossSite = await t.app.inject({
      method: "POST",
      url: "/api/v2/shop/logout",
      headers: { cookie: browser.header, "sec-fetch-site": "cross-site", origin: "https://attacker.example" },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(events("auth.cross_site_refused")[0]).toMatchObject({ origin: "https://attacker.example", route: "/api/v2/shop/logout" });

    const text = logText();
    const secrets = [
      DEMO_PASSWORD,
      "Wrong-pass-1",
      "Changed-pass-2027",
      admin.token,
      admin.refresh_token,
      manager.token,
      staffToken,
      browser.jar.token,
      browser.jar.refresh_token,
      browser.jar.csrf_token,
      "buyer@demo.example",
      "limited@demo.example",
      "new.hire@example.com",
    ];
    for (const secret of secrets) expect(text).not.toContain(secret);
  });
});
