import { companies, companyMemberships, customers, outboxMessages, sessions, staffSessions, staffUsers } from "@portal/db/schema/index";
import { hashPassword } from "@portal/domain/accounts/password-hash";
import type { ReviewedCompany, ReviewedCompanyPage } from "@portal/domain/admin/schemas";
import { and, eq, inArray } from "drizzle-orm";
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

const mailsOf = (kind: string) => t.db.db.select().from(outboxMessages).where(eq(outboxMessages.kind, kind));

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

describe("GET companies", () => {
  it("lists the companies waiting validation by default, with their administrators", async () => {
    const token = await staffToken();
    const response = await call(token, "GET", "companies");
    expect(response.statusCode).toBe(200);
    const page: ReviewedCompanyPage = response.json();
    expect(page).toMatchObject({ page: 1, itemsPerPage: 20 });
    expect(page.items.every((company) => company.status === "waiting_validation")).toBe(true);
    expect(page.totalItems).toBeGreaterThanOrEqual(page.items.length);
    const lemaire = page.items.find((company) => company.corporateName === "Paysages Lemaire");
    expect(lemaire).toMatchObject({
      legalForm: "professional",
      siret: expect.stringMatching(/^\d{14}$/),
      eori: null,
      clientCode: null,
      activity: "landscaper",
      zipCode: "33000",
      city: "Bordeaux",
      country: "FR",
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(lemaire?.administrators.length).toBeGreaterThan(0);
    for (const administrator of lemaire?.administrators ?? []) {
      expect(administrator).toEqual({
        customerId: expect.any(Number),
        email: expect.stringContaining("@"),
        firstname: expect.any(String),
        lastname: expect.any(String),
        emailVerified: expect.any(Boolean),
        enabled: expect.any(Boolean),
      });
    }
  });

  it("filters by status and pages through the list, oldest first", async () => {
    const token = await staffToken();
    const all: ReviewedCompanyPage = (await call(token, "GET", "companies?status=enabled&itemsPerPage=100")).json();
    expect(all.items.length).toBe(all.totalItems);
    expect(all.items.map((company) => company.corporateName)).toContain("Vertmoteur Motoculture SARL");
    const order = all.items.map((company) => `${company.createdAt}:${String(company.id).padStart(10, "0")}`);
    expect(order).toEqual([...order].sort());

    const second: ReviewedCompanyPage = (await call(token, "GET", "companies?status=enabled&itemsPerPage=2&page=2")).json();
    expect(second).toMatchObject({ page: 2, itemsPerPage: 2, totalItems: all.totalItems });
    expect(second.items.map((company) => company.id)).toEqual(all.items.slice(2, 4).map((company) => company.id));
    const beyond: ReviewedCompanyPage = (await call(token, "GET", "companies?status=enabled&page=1000")).json();
    expect(beyond.items).toEqual([]);

    const notEnabled: ReviewedCompanyPage = (await call(token, "GET", "companies?status=not_enabled&itemsPerPage=100")).json();
    const weber = notEnabled.items.find((company) => company.corporateName === "Forsttechnik Weber GmbH");
    expect(weber).toMatchObject({ eori: "DE123456789012345", siret: null, country: "DE" });
    expect(weber?.administrators.map((administrator) => administrator.email)).toEqual(["hans.weber@forsttechnik-weber.example"]);
  });

  it("rejects bad filters and page bounds", async () => {
    const token = await staffToken();
    for (const query of ["status=refused", "itemsPerPage=101", "itemsPerPage=0", "page=0", "page=x", "sort=name"]) {
      const response = await call(token, "GET", `companies?${query}`);
      expect(response.json(), query).toMatchObject({ status: 400, code: "request.invalid" });
    }
  });
});

describe("POST companies/{id}/validate", () => {
  it("enables a company waiting validation and tells each administrator in their language", async () => {
    const token = await staffToken();
    const id = await companyId("Paysages Lemaire");
    const listed: ReviewedCompanyPage = (await call(token, "GET", "companies?itemsPerPage=100")).json();
    const administrators = listed.items.find((company) => company.id === id)?.administrators ?? [];
    const adminIds = administrators.map((administrator) => administrator.customerId);
    await t.db.db.update(customers).set({ localeCode: "nl" }).where(inArray(customers.id, adminIds));

    const response = await call(token, "POST", `companies/${id}/validate`, { clientCode: " c40001 " });
    expect(response.statusCode).toBe(200);
    const company: ReviewedCompany = response.json();
    expect(company).toMatchObject({ id, status: "enabled", clientCode: "C40001", corporateName: "Paysages Lemaire" });
    const [row] = await t.db.db.select().from(companies).where(eq(companies.id, id));
    expect(row?.validatedAt?.getTime()).toBe(t.clock.now().getTime());
    expect(row?.refusedAt).toBeNull();

    const mails = (await mailsOf("company_validated")).filter(
      (mail) => (mail.payload as { companyName: string }).companyName === "Paysages Lemaire",
    );
    expect(mails.map((mail) => mail.recipient).sort()).toEqual(administrators.map((administrator) => administrator.email).sort());
    for (const mail of mails) {
      expect(mail.locale).toBe("nl");
      expect(mail.payload).toMatchObject({ companyName: "Paysages Lemaire", clientCode: "C40001" });
    }
    const waiting: ReviewedCompanyPage = (await call(token, "GET", "companies")).json();
    expect(waiting.items.map((item) => item.id)).not.toContain(id);
  });

  it("answers 409 when the company is already enabled, and changes nothing", async () => {
    const token = await staffToken();
    const id = await companyId("Paysages Lemaire");
    const before = (await mailsOf("company_validated")).length;
    const again = await call(token, "POST", `companies/${id}/validate`, {});
    expect(again.json()).toMatchObject({ status: 409, code: "admin.company_state_invalid" });
    const vertmoteur = await call(token, "POST", `companies/${await companyId("Vertmoteur Motoculture SARL")}/validate`);
    expect(vertmoteur.json()).toMatchObject({ status: 409, code: "admin.company_state_invalid" });
    expect((await mailsOf("company_validated")).length).toBe(before);
  });

  it("refuses a client code another company holds, then validates keeping the company's own code", async () => {
    const token = await staffToken();
    const id = await companyId("Forsttechnik Weber GmbH");
    const taken = await call(token, "POST", `companies/${id}/validate`, { clientCode: "C10001" });
    expect(taken.json()).toMatchObject({ status: 409, code: "admin.client_code_taken" });
    const [unchanged] = await t.db.db.select().from(companies).where(eq(companies.id, id));
    expect(unchanged).toMatchObject({ status: "not_enabled", clientCode: "C20001", validatedAt: null });
    expect((await mailsOf("company_validated")).some((mail) => mail.recipient === "hans.weber@forsttechnik-weber.example")).toBe(false);

    // A company that was not enabled may be validated; without a body it keeps its code.
    const validated = await call(token, "POST", `companies/${id}/validate`);
    expect(validated.json()).toMatchObject({ status: "enabled", clientCode: "C20001" });
    const [mail] = (await mailsOf("company_validated")).filter((row) => row.recipient === "hans.weber@forsttechnik-weber.example");
    expect(mail).toMatchObject({
      locale: "de",
      payload: { firstname: "Hans", companyName: "Forsttechnik Weber GmbH", clientCode: "C20001" },
    });
  });

  it("rejects bad ids and bodies", async () => {
    const token = await staffToken();
    const id = await companyId("Vertmoteur Motoculture SARL");
    for (const path of ["companies/abc/validate", "companies/0/validate", "companies/-4/validate", "companies/99999999999/validate"]) {
      expect((await call(token, "POST", path, {})).json(), path).toMatchObject({ status: 400, code: "request.invalid" });
    }
    expect((await call(token, "POST", "companies/999999/validate", {})).json()).toMatchObject({
      status: 404,
      code: "admin.company_not_found",
    });
    for (const body of [
      { clientCode: "" },
      { clientCode: "C 1" },
      { clientCode: "C".repeat(21) },
      { clientCode: 42 },
      { status: "enabled" },
    ]) {
      const response = await call(token, "POST", `companies/${id}/validate`, body);
      expect(response.json(), JSON.stringify(body)).toMatchObject({ status: 400, code: "request.invalid" });
    }
  });
});

describe("POST companies/{id}/refuse", () => {
  it("closes the company, ends its members' sessions at once and tells its administrators why", async () => {
    const token = await staffToken();
    const dubois = await companyId("Atelier Dubois Réparations");
    // A member of two companies, acting for the one about to be refused.
    const multi = await login(t.app, "multi@demo.example");
    const chosen = await t.app.inject({
      method: "PATCH",
      url: `/api/v2/shop/customers/${multi.customerId}/company`,
      headers: bearer(multi.token),
      payload: { company: dubois },
    });
    expect(chosen.statusCode).toBe(200);
    const member = chosen.json();
    const customerPage = (tokens: { token: string; customerId: number }) =>
      t.app.inject({ url: `/api/v2/shop/customers/${tokens.customerId}`, headers: bearer(tokens.token) });
    expect((await customerPage(member)).statusCode).toBe(200);
    // A customer of another company, whose access must not change.
    const buyer = await login(t.app, "buyer@demo.example");

    const reason = "Le numéro SIRET ne correspond pas à la raison sociale.";
    const response = await call(token, "POST", `companies/${dubois}/refuse`, { reason: `  ${reason} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: dubois, status: "not_enabled" });
    const [row] = await t.db.db.select().from(companies).where(eq(companies.id, dubois));
    expect(row?.refusedAt?.getTime()).toBe(t.clock.now().getTime());

    expect((await customerPage(member)).json()).toMatchObject({ status: 401, code: "auth.token_invalid" });
    const refresh = await t.app.inject({
      method: "POST",
      url: "/api/v2/shop/token/refresh",
      payload: { refresh_token: member.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    const open = await t.db.db.select().from(sessions).where(eq(sessions.companyId, dubois));
    expect(open.every((session) => session.revokedAt !== null)).toBe(true);
    expect((await customerPage(buyer)).statusCode).toBe(200);

    const mails = (await mailsOf("company_refused")).filter(
      (mail) => (mail.payload as { companyName: string }).companyName === "Atelier Dubois Réparations",
    );
    expect(mails).toEqual([
      expect.objectContaining({
        recipient: "multi@demo.example",
        locale: "fr",
        payload: { firstname: "Sophie", companyName: "Atelier Dubois Réparations", reason },
      }),
    ]);
  });

  it("answers 409 for a company already refused, and 404 for an unknown one", async () => {
    const token = await staffToken();
    const dubois = await companyId("Atelier Dubois Réparations");
    expect((await call(token, "POST", `companies/${dubois}/refuse`, { reason: "Encore" })).json()).toMatchObject({
      status: 409,
      code: "admin.company_state_invalid",
    });
    expect((await call(token, "POST", "companies/999999/refuse", { reason: "Inconnue" })).json()).toMatchObject({
      status: 404,
      code: "admin.company_not_found",
    });
    // Validated again after a refusal, it opens once more.
    const reopened = await call(token, "POST", `companies/${dubois}/validate`, {});
    expect(reopened.json()).toMatchObject({ status: "enabled", clientCode: "C10002" });
    const [row] = await t.db.db.select().from(companies).where(eq(companies.id, dubois));
    expect(row?.refusedAt).toBeNull();
  });

  it("needs a reason of 1 to 500 characters", async () => {
    const token = await staffToken();
    const id = await companyId("Vertmoteur Motoculture SARL");
    for (const body of [{}, { reason: "" }, { reason: "   " }, { reason: "x".repeat(501) }, { reason: "ok", notify: false }, undefined]) {
      const response = await call(token, "POST", `companies/${id}/refuse`, body);
      expect(response.json(), JSON.stringify(body)).toMatchObject({ status: 400, code: "request.invalid" });
    }
    const [row] = await t.db.db.select().from(companies).where(eq(companies.id, id));
    expect(row?.status).toBe("enabled");
  });
});

describe("POST memberships/activate", () => {
  it("enables a member as administrator of the company and tells them", async () => {
    const token = await staffToken();
    const vertmoteur = await companyId("Vertmoteur Motoculture SARL");
    const limited = await customerId("limited@demo.example");
    const key = and(eq(companyMemberships.customerId, limited), eq(companyMemberships.companyId, vertmoteur));
    await t.db.db.update(companyMemberships).set({ enabled: false }).where(key);
    await t.db.db.update(customers).set({ localeCode: "en" }).where(eq(customers.id, limited));

    const response = await call(token, "POST", "memberships/activate", { customerId: limited, companyId: vertmoteur });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ customerId: limited, companyId: vertmoteur, enabled: true, isAdmin: true });
    const [membership] = await t.db.db.select().from(companyMemberships).where(key);
    expect(membership).toMatchObject({ enabled: true, isAdmin: true });
    const mails = (await mailsOf("membership_activated")).filter((mail) => mail.recipient === "limited@demo.example");
    expect(mails).toEqual([
      expect.objectContaining({ locale: "en", payload: { firstname: "Thomas", companyName: "Vertmoteur Motoculture SARL" } }),
    ]);

    const again = await call(token, "POST", "memberships/activate", { customerId: limited, companyId: vertmoteur });
    expect(again.json()).toMatchObject({ status: 409, code: "admin.membership_already_active" });
    expect((await mailsOf("membership_activated")).filter((mail) => mail.recipient === "limited@demo.example")).toHaveLength(1);
  });

  it("answers 404 for a customer who does not belong to the company", async () => {
    const token = await staffToken();
    const weber = await companyId("Forsttechnik Weber GmbH");
    const buyer = await customerId("buyer@demo.example");
    const response = await call(token, "POST", "memberships/activate", { customerId: buyer, companyId: weber });
    expect(response.json()).toMatchObject({ status: 404, code: "admin.membership_not_found" });
    const unknown = await call(token, "POST", "memberships/activate", { customerId: 999_999, companyId: weber });
    expect(unknown.json()).toMatchObject({ status: 404, code: "admin.membership_not_found" });
    const memberships = await t.db.db.select().from(companyMemberships).where(eq(companyMemberships.customerId, buyer));
    expect(memberships.map((membership) => membership.companyId)).not.toContain(weber);
  });

  it("rejects bad bodies", async () => {
    const token = await staffToken();
    for (const body of [
      {},
      { customerId: 1 },
      { customerId: "x", companyId: 1 },
      { customerId: -1, companyId: 1 },
      { customerId: 1.5, companyId: 1 },
      { customerId: 1, companyId: 1, isAdmin: false },
      undefined,
    ]) {
      const response = await call(token, "POST", "memberships/activate", body);
      expect(response.json(), JSON.stringify(body)).toMatchObject({ status: 400, code: "request.invalid" });
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
