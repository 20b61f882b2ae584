import { companies, companyMemberships, customers, outboxMessages, sessions } from "@portal/db/schema/index";
import type { ReviewedCompany, ReviewedCompanyPage } from "@portal/domain/companies/review";
import { and, eq, inArray } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, login, type TestApp } from "../../test/harness";
import { adminCall, staffToken as staffTokenOf } from "../../test/staff";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const staffToken = () => staffTokenOf(t.app);
const call = (token: string | null, method: InjectOptions["method"], path: string, payload?: unknown) =>
  adminCall(t.app, token, method, path, payload);

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
