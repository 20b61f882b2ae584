import { companies, customers, outboxMessages, staffSessions, staffUsers } from "@portal/db/schema/index";
import { hashPassword } from "@portal/domain/accounts/password-hash";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bearer, createTestApp, DEMO_PASSWORD, login, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const STAFF_EMAIL = "staff@demo.example";

const staffLogin = (payload: unknown, app = t.app, remoteAddress?: string) =>
  app.inject({ method: "POST", url: "/api/v2/admin/authentication-token", payload: payload as object, remoteAddress });

async function staffToken(email = STAFF_EMAIL): Promise<string> {
  const response = await staffLogin({ email, password: DEMO_PASSWORD });
  if (response.statusCode !== 200) throw new Error(`staff login failed: ${response.statusCode} ${response.body}`);
  return response.json().token;
}

function call(token: string | null, method: InjectOptions["method"], path: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/v2/admin/${path}`,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function companyId(corporateName: string): Promise<number> {
  const [row] = await t.db.db.select({ id: companies.id }).from(companies).where(eq(companies.corporateName, corporateName));
  if (!row) throw new Error(`no company ${corporateName}`);
  return row.id;
}

async function customerId(email: string): Promise<number> {
  const [row] = await t.db.db.select({ id: customers.id }).from(customers).where(eq(customers.email, email));
  if (!row) throw new Error(`no customer ${email}`);
  return row.id;
}

const _mailsOf = (kind: string) => t.db.db.select().from(outboxMessages).where(eq(outboxMessages.kind, kind));

/** Every admin call, with a body it would accept: used to prove who may not make them. */
async function everyAdminCall(): Promise<[InjectOptions["method"], string, unknown][]> {
  const weber = await companyId("Forsttechnik Weber GmbH");
  return [
    ["GET", "companies", undefined],
    ["GET", "companies?status=enabled", undefined],
    ["POST", `companies/${weber}/validate`, { clientCode: "C99999" }],
    ["POST", `companies/${weber}/refuse`, { reason: "Test" }],
    ["POST", "memberships/activate", { customerId: await customerId("buyer@demo.example"), companyId: weber }],
    ["POST", "logout", undefined],
  ];
}

describe("staff login", () => {
  it("gives a short-lived staff token and opens a staff session", async () => {
    const response = await staffLogin({ email: "Staff@Demo.Example", password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ token: expect.any(String), expires_in: 900 });
    expect(body.token.split(".")).toHaveLength(3);
    // No cookie: staff authenticate with the bearer header only.
    expect(response.cookies).toEqual([]);
    const claims = JSON.parse(Buffer.from(body.token.split(".")[1], "base64url").toString());
    expect(claims).toMatchObject({ aud: "admin", typ: "staff" });
    const [session] = await t.db.db.select().from(staffSessions).where(eq(staffSessions.id, claims.sid));
    expect(session?.revokedAt).toBeNull();
    // The session ends with its token: there is no refresh token for staff.
    expect(Math.abs((session?.expiresAt.getTime() ?? 0) - claims.exp * 1000)).toBeLessThan(1000);
  });

  it("answers a wrong password and an unknown e-mail alike", async () => {
    const wrongPassword = await staffLogin({ email: STAFF_EMAIL, password: "Wrong-pass-1" });
    const unknown = await staffLogin({ email: "nobody@demo.example", password: "Wrong-pass-1" });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toMatchObject({ status: 401, code: "auth.invalid_credentials" });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrongPassword.json());
  });

  it("does not let a customer log in as staff", async () => {
    const response = await staffLogin({ email: "admin@demo.example", password: DEMO_PASSWORD });
    expect(response.json()).toMatchObject({ status: 401, code: "auth.invalid_credentials" });
  });

  it("rejects malformed input", async () => {
    const response = await staffLogin({ email: "not-an-email", password: "" });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("request.invalid");
    expect((await staffLogin({ email: STAFF_EMAIL, password: DEMO_PASSWORD, role: "root" })).statusCode).toBe(400);
    expect((await staffLogin(undefined)).statusCode).toBe(400);
  });

  it("refuses a disabled staff account, and stops its tokens at once", async () => {
    await t.db.db.insert(staffUsers).values({
      email: "second.staff@demo.example",
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstname: "Paul",
      lastname: "Renaud",
    });
    const token = await staffToken("second.staff@demo.example");
    expect((await call(token, "GET", "companies")).statusCode).toBe(200);

    await t.db.db.update(staffUsers).set({ enabled: false }).where(eq(staffUsers.email, "second.staff@demo.example"));
    expect((await call(token, "GET", "companies")).json()).toMatchObject({ status: 401, code: "auth.token_invalid" });
    const refused = await staffLogin({ email: "second.staff@demo.example", password: DEMO_PASSWORD });
    expect(refused.json()).toMatchObject({ status: 403, code: "staff.account_disabled" });
    // Without the password, a disabled account looks like any other failure.
    const guessed = await staffLogin({ email: "second.staff@demo.example", password: "Wrong-pass-1" });
    expect(guessed.json()).toMatchObject({ status: 401, code: "auth.invalid_credentials" });
  });
});

describe("staff login rate limits", () => {
  // Seeds an app of its own with other limits: more than a test's usual time on a busy machine.
  it("blocks an account after repeated failures, and an address that tries too often", { timeout: 120_000 }, async () => {
    const limited = await createTestApp({ LOGIN_FAILURES_PER_ACCOUNT: "3", LOGIN_ATTEMPTS_PER_ADDRESS: "5" });
    try {
      const attempt = (password: string, remoteAddress: string, email = STAFF_EMAIL) =>
        staffLogin({ email, password }, limited.app, remoteAddress);
      for (let i = 0; i < 3; i++) expect((await attempt("Wrong-pass-1", "10.0.0.1")).statusCode).toBe(401);
      const blocked = await attempt(DEMO_PASSWORD, "10.0.0.2");
      expect(blocked.json()).toMatchObject({ status: 429, code: "auth.too_many_attempts" });
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
      // Customer logins keep their own counters.
      expect((await login(limited.app, "buyer@demo.example")).token).toBeTruthy();

      // Different e-mails from one address: the address limit holds them all.
      for (let i = 0; i < 5; i++) expect((await attempt("Wrong-pass-1", "10.0.0.3", `nobody${i}@demo.example`)).statusCode).toBe(401);
      expect((await attempt("Wrong-pass-1", "10.0.0.3", "nobody9@demo.example")).json().code).toBe("auth.too_many_attempts");
      expect((await attempt("Wrong-pass-1", "10.0.0.4", "nobody9@demo.example")).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe("staff and customer tokens", () => {
  it("refuses every admin call without a token, or with a customer token", async () => {
    const customer = await login(t.app, "buyer@demo.example");
    for (const [method, path, payload] of await everyAdminCall()) {
      const anonymous = await call(null, method, path, payload);
      expect(anonymous.json(), `${method} ${path}`).toMatchObject({ status: 401, code: "auth.login_required" });
      const withCustomerToken = await call(customer.token, method, path, payload);
      expect(withCustomerToken.json(), `${method} ${path}`).toMatchObject({ status: 401, code: "auth.token_invalid" });
    }
    // Nothing changed on the way.
    const [weber] = await t.db.db.select().from(companies).where(eq(companies.corporateName, "Forsttechnik Weber GmbH"));
    expect(weber).toMatchObject({ status: "not_enabled", clientCode: "C20001", validatedAt: null, refusedAt: null });
  });

  it("refuses a customer token even before reading a malformed request", async () => {
    const customer = await login(t.app, "admin@demo.example");
    const response = await call(customer.token, "POST", "companies/abc/refuse", { reason: "" });
    expect(response.json()).toMatchObject({ status: 401, code: "auth.token_invalid" });
  });

  it("never takes a staff token for a customer in the shop", async () => {
    const token = await staffToken();
    const buyer = await login(t.app, "buyer@demo.example");
    const shop = (url: string) => t.app.inject({ url: `/api/v2/shop/${url}`, headers: bearer(token) });
    expect((await shop(`customers/${buyer.customerId}`)).json()).toMatchObject({ status: 401, code: "auth.token_invalid" });
    expect((await shop("addresses")).json()).toMatchObject({ status: 401, code: "auth.token_invalid" });
    // The customer's own token still works there.
    const own = await t.app.inject({ url: `/api/v2/shop/customers/${buyer.customerId}`, headers: bearer(buyer.token) });
    expect(own.statusCode).toBe(200);
  });

  it("takes staff tokens from the bearer header only, not from cookies", async () => {
    const token = await staffToken();
    const response = await t.app.inject({ url: "/api/v2/admin/companies", cookies: { token } });
    expect(response.json()).toMatchObject({ status: 401, code: "auth.login_required" });
    expect((await call(`${token}x`, "GET", "companies")).json()).toMatchObject({ status: 401, code: "auth.token_invalid" });
  });

  it("ends a staff session at logout, at once", async () => {
    const token = await staffToken();
    const other = await staffToken();
    expect((await call(token, "POST", "logout")).statusCode).toBe(204);
    expect((await call(token, "GET", "companies")).json()).toMatchObject({ status: 401, code: "auth.token_invalid" });
    expect((await call(token, "POST", "logout")).statusCode).toBe(401);
    // Another session of the same person is not affected.
    expect((await call(other, "GET", "companies")).statusCode).toBe(200);
  });

  it("answers 'Expired JWT Token' once a staff token has expired", async () => {
    const token = await staffToken();
    t.clock.advance(901);
    const response = await call(token, "GET", "companies");
    expect(response.json()).toMatchObject({ status: 401, code: "auth.token_expired", title: "Expired JWT Token" });
    // A new login works on the moved clock.
    expect((await call(await staffToken(), "GET", "companies")).statusCode).toBe(200);
  });

  it("writes each staff action to the API log as a security event with the staff member and the outcome", async () => {
    const info = vi.spyOn(t.app.log, "info");
    try {
      const token = await staffToken();
      await call(token, "GET", "companies?status=enabled");
      const [staff] = await t.db.db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, STAFF_EMAIL));
      const lines = info.mock.calls.map(([entry]) => entry as Record<string, unknown>).filter((entry) => entry?.securityEvent);
      expect(lines).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ securityEvent: "staff.login", staffUserId: staff?.id }),
          expect.objectContaining({ securityEvent: "staff.list_companies", staffUserId: staff?.id, statusCode: 200 }),
        ]),
      );
    } finally {
      info.mockRestore();
    }
  });
});

describe("OpenAPI", () => {
  it("describes the admin calls", async () => {
    const response = await t.app.inject({ url: "/api/v2/docs/openapi.json" });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/api/v2/admin/authentication-token",
        "/api/v2/admin/logout",
        "/api/v2/admin/companies",
        "/api/v2/admin/companies/{id}/validate",
        "/api/v2/admin/companies/{id}/refuse",
        "/api/v2/admin/memberships/activate",
      ]),
    );
  });
});
