import { companies, companyMemberships, customers } from "@portal/db/schema/index";
import { withLuhnCheckDigit } from "@portal/domain/companies/siret";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertCan } from "../../platform/auth/permissions";
import { createMailRenderers } from "../../platform/mail/templates/registry";
import { bearer, createTestApp, DEMO_PASSWORD, login, type TestApp } from "../../test/harness";
import {
  freshAddress,
  freshEmail,
  lastToken,
  mailsTo,
  NEW_PASSWORD,
  newCompanyFields,
  personFields,
  postJson,
  register,
  verify,
} from "./registration.test-setup";

let t: TestApp;
let vertmoteurId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [vertmoteur] = await t.db.db.select({ id: companies.id }).from(companies).where(eq(companies.clientCode, "C10001"));
  vertmoteurId = vertmoteur?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

const renderers = createMailRenderers({ publicUrl: "https://portal.test" });
const VERTMOTEUR_SIRET = withLuhnCheckDigit("8123456780001");
let siretCounter = 0;
/** A valid SIRET no demo company holds. */
const freshSiret = () => withLuhnCheckDigit(`7${String(1_000_000 + ++siretCounter).padStart(8, "0")}0001`);

const loginRequest = (email: string, password = NEW_PASSWORD) =>
  t.app.inject({ method: "POST", url: "/api/v2/shop/authentication-token", payload: { email, password } });

async function membershipOf(email: string) {
  const [row] = await t.db.db
    .select({
      id: companyMemberships.id,
      enabled: companyMemberships.enabled,
      isAdmin: companyMemberships.isAdmin,
      companyId: companyMemberships.companyId,
    })
    .from(companyMemberships)
    .innerJoin(customers, eq(customers.id, companyMemberships.customerId))
    .where(eq(customers.email, email));
  if (!row) throw new Error(`no membership for ${email}`);
  return row;
}

describe("demo accounts", () => {
  it("are all verified, and the administrator of a company waiting validation may order", async () => {
    const unverified = await t.db.db.select({ email: customers.email }).from(customers).where(isNull(customers.emailVerifiedAt));
    expect(unverified).toEqual([]);

    const admin = await login(t.app, "newcompany@demo.example");
    expect(admin.company).toEqual(expect.any(Number));
    const actor = { customerId: admin.customerId, sessionId: "", companyId: admin.company, via: "bearer" as const };
    await expect(assertCan(t.db.db, actor, "order.place")).resolves.toBeUndefined();
    const cart = await t.app.inject({ method: "POST", url: "/api/v2/shop/orders", headers: bearer(admin.token), payload: {} });
    expect(cart.statusCode).toBe(200);

    expect((await loginRequest("waiting@demo.example", DEMO_PASSWORD)).json()).toMatchObject({
      status: 403,
      code: "auth.company_waiting_validation",
    });
    const individual = await login(t.app, "particulier@demo.example");
    const customer = (
      await t.app.inject({ url: `/api/v2/shop/customers/${individual.customerId}`, headers: bearer(individual.token) })
    ).json();
    expect(customer.company).toMatchObject({ corporateName: "Camille Roussel", siret: null });
  });
});

describe("POST customers (registration)", () => {
  it("lets a professional join an existing company, usable only once its administrator activates them", async () => {
    const email = freshEmail("joiner");
    const response = await register(t, {
      legalForm: "professional",
      ...personFields(email),
      capacityCode: "mechanic",
      company: { id: vertmoteurId },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ customerId: expect.any(Number), email, status: "verify_email" });
    expect(await membershipOf(email)).toMatchObject({ enabled: false, isAdmin: false, companyId: vertmoteurId });
    const [stored] = await t.db.db.select().from(customers).where(eq(customers.email, email));
    expect(stored).toMatchObject({
      newsletter: true,
      emailVerifiedAt: null,
      termsAcceptedAt: expect.any(Date),
      dataProtectionAcceptedAt: expect.any(Date),
    });
    expect(stored?.passwordHash).not.toContain(NEW_PASSWORD);

    // Not verified: said only to whoever has the password.
    expect((await loginRequest(email, "Wrong-pass-1")).json()).toMatchObject({ status: 401, code: "auth.invalid_credentials" });
    expect((await loginRequest(email)).json()).toMatchObject({ status: 403, code: "auth.email_not_verified" });

    const verified = await verify(t, await lastToken(t, email, "email_verification"));
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ email, next: "awaiting_activation" });

    // Vertmoteur's administrator, and no one else, is asked to activate the newcomer.
    const requests = await mailsTo(t, "admin@demo.example", "membership_request");
    expect(requests.at(-1)).toMatchObject({ locale: "fr", payload: { memberEmail: email, companyName: "Vertmoteur Motoculture SARL" } });
    expect(await mailsTo(t, "buyer@demo.example", "membership_request")).toEqual([]);
    expect(await mailsTo(t, "multi@demo.example", "membership_request")).toEqual([]);

    expect((await loginRequest(email)).json()).toMatchObject({ status: 403, code: "auth.company_not_enabled" });
    const membership = await membershipOf(email);
    await t.db.db.update(companyMemberships).set({ enabled: true }).where(eq(companyMemberships.id, membership.id));
    const tokens = await login(t.app, email, NEW_PASSWORD);
    expect(tokens.company).toBe(vertmoteurId);
  });

  it("creates a company waiting validation whose administrator orders right after verification, e-mails in the registrant's language", async () => {
    const email = freshEmail("founder");
    const siret = freshSiret();
    const response = await register(t, {
      legalForm: "professional",
      ...personFields(email, "de"),
      capacityCode: "manager",
      company: newCompanyFields(siret),
    });
    expect(response.statusCode).toBe(201);
    const [company] = await t.db.db.select().from(companies).where(eq(companies.siret, siret));
    expect(company).toMatchObject({
      status: "waiting_validation",
      legalForm: "professional",
      corporateName: "Martin Espaces Verts",
      clientCode: null,
    });
    expect(await membershipOf(email)).toMatchObject({ enabled: true, isAdmin: true, companyId: company?.id });

    const [mail] = await mailsTo(t, email, "email_verification");
    expect(mail?.locale).toBe("de");
    const rendered = renderers.email_verification(mail?.payload as never, "de");
    expect(rendered.subject).toBe("Bestätigen Sie Ihre E-Mail-Adresse");
    const token = await lastToken(t, email, "email_verification");
    expect(rendered.text).toContain(`https://portal.test/de/user/verify-email/${token}`);

    expect((await verify(t, token, { token })).json()).toEqual({ email, next: "login" });
    const tokens = await login(t.app, email, NEW_PASSWORD);
    expect(tokens.company).toBe(company?.id);
    const customer = (await t.app.inject({ url: `/api/v2/shop/customers/${tokens.customerId}`, headers: bearer(tokens.token) })).json();
    expect(customer).toMatchObject({ isAdmin: true, capacity: "manager", company: { siret, clientCode: null } });
    expect(Object.values(customer.aces).every(Boolean)).toBe(true);
    const cart = await t.app.inject({ method: "POST", url: "/api/v2/shop/orders", headers: bearer(tokens.token), payload: {} });
    expect(cart.statusCode).toBe(200);
    // Refreshing keeps the session usable while the company waits for validation.
    const refreshed = await t.app.inject({
      method: "POST",
      url: "/api/v2/shop/token/refresh",
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
    // Once staff refuse the company, its access tokens stop at once.
    await t.db.db.update(companies).set({ status: "not_enabled" }).where(eq(companies.siret, siret));
    const afterRefusal = await t.app.inject({
      url: `/api/v2/shop/customers/${tokens.customerId}`,
      headers: bearer(refreshed.json().token),
    });
    expect(afterRefusal.json()).toMatchObject({ status: 401, code: "auth.token_invalid" });
  });

  it("gives an individual a company of one, without SIRET", async () => {
    const email = freshEmail("individual");
    const response = await register(t, {
      legalForm: "individual",
      ...personFields(email, "nl"),
      address: { street: "Oudegracht 12", zipCode: "3511 ab", city: "Utrecht", countryCode: "nl" },
    });
    expect(response.statusCode).toBe(201);
    const membership = await membershipOf(email);
    expect(membership).toMatchObject({ enabled: true, isAdmin: true });
    const [company] = await t.db.db.select().from(companies).where(eq(companies.id, membership.companyId));
    expect(company).toMatchObject({
      legalForm: "individual",
      status: "enabled",
      corporateName: "Anne Martin",
      siret: null,
      zipCode: "3511 AB",
      countryCode: "NL",
    });
    expect((await mailsTo(t, email, "email_verification"))[0]?.locale).toBe("nl");
    expect((await verify(t, await lastToken(t, email, "email_verification"))).json()).toEqual({ email, next: "login" });
    expect((await login(t.app, email, NEW_PASSWORD)).company).toBe(company?.id);
  });

  it("joins the company named by its client code or SIRET at the login step, and tells an unknown one to contact the provider", async () => {
    const byCode = freshEmail("bycode");
    const base = { legalForm: "professional", capacityCode: "sales" };
    expect((await register(t, { ...base, ...personFields(byCode), clientCode: "c10001" })).statusCode).toBe(201);
    expect((await membershipOf(byCode)).companyId).toBe(vertmoteurId);
    const bySiret = freshEmail("bysiret");
    expect(
      (await register(t, { ...base, ...personFields(bySiret), siret: VERTMOTEUR_SIRET, company: { id: vertmoteurId } })).statusCode,
    ).toBe(201);
    expect((await membershipOf(bySiret)).companyId).toBe(vertmoteurId);
    // A SIREN names the one establishment registered under it.
    const siren = withLuhnCheckDigit("73300000");
    const founder = freshEmail("founder");
    await register(t, { ...base, ...personFields(founder), company: newCompanyFields(withLuhnCheckDigit(`${siren}0001`)) });
    const founded = await membershipOf(founder);
    await t.db.db.update(companies).set({ status: "enabled" }).where(eq(companies.id, founded.companyId));
    const bySiren = freshEmail("bysiren");
    expect((await register(t, { ...base, ...personFields(bySiren), siret: siren })).statusCode).toBe(201);
    expect((await membershipOf(bySiren)).companyId).toBe(founded.companyId);

    for (const identifiers of [{ clientCode: "C99999" }, { siret: freshSiret() }, { siret: VERTMOTEUR_SIRET, clientCode: "C10002" }]) {
      const response = await register(t, { ...base, ...personFields(freshEmail()), ...identifiers });
      expect(response.json()).toMatchObject({ status: 422, code: "registration.company_unknown" });
      expect(response.json().title).toContain("contacter");
    }
    // Companies not enabled (waiting validation, refused) or an individual's cannot be joined.
    const others = await t.db.db.select({ id: companies.id }).from(companies).where(eq(companies.status, "waiting_validation")).limit(1);
    const [individual] = await t.db.db.select({ id: companies.id }).from(companies).where(eq(companies.legalForm, "individual")).limit(1);
    for (const id of [others[0]?.id, individual?.id, 999_999]) {
      const response = await register(t, { ...base, ...personFields(freshEmail()), company: { id } });
      expect(response.json()).toMatchObject({ status: 422, code: "registration.company_unknown" });
    }
    // A SIRET that does not name the chosen company.
    const mismatch = await register(t, {
      ...base,
      ...personFields(freshEmail()),
      clientCode: "C10002",
      company: { id: vertmoteurId },
    });
    expect(mismatch.json()).toMatchObject({ code: "registration.company_unknown" });
  });

  it("refuses a taken e-mail with the spec's message, and a company already registered", async () => {
    const taken = await register(t, {
      legalForm: "professional",
      ...personFields("Buyer@Demo.Example"),
      capacityCode: "manager",
      company: { id: vertmoteurId },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: "customer.email_taken",
      title: "Cette adresse e-mail est déjà associée à un compte, veuillez vous connecter.",
    });

    const duplicate = await register(t, {
      legalForm: "professional",
      ...personFields(freshEmail()),
      capacityCode: "manager",
      company: newCompanyFields(VERTMOTEUR_SIRET),
    });
    expect(duplicate.json()).toMatchObject({ status: 409, code: "registration.company_exists" });
    const eori = await register(t, {
      legalForm: "professional",
      ...personFields(freshEmail()),
      capacityCode: "manager",
      company: {
        ...newCompanyFields(""),
        siret: undefined,
        countryCode: "DE",
        zipCode: "79098",
        city: "Freiburg",
        eori: "DE123456789012345",
      },
    });
    expect(eori.json()).toMatchObject({ status: 409, code: "registration.company_exists" });
    const count = await t.db.db.select({ id: companies.id }).from(companies).where(eq(companies.siret, VERTMOTEUR_SIRET));
    expect(count).toHaveLength(1);
  });

  it("answers bad input with field errors and unknown references with a clear code", async () => {
    const base = {
      legalForm: "professional",
      ...personFields(freshEmail()),
      capacityCode: "manager",
      company: newCompanyFields(freshSiret()),
    };
    const badSiret = await register(t, { ...base, company: { ...base.company, siret: "73200000000001" } });
    expect(badSiret.statusCode).toBe(400);
    expect(badSiret.json().errors).toContainEqual({ path: "body.company.siret", message: "siret.invalid" });

    const noTerms = await register(t, { ...base, acceptTerms: false, acceptDataProtection: undefined });
    expect(noTerms.json().code).toBe("request.invalid");
    expect(noTerms.json().errors.map((error: { message: string }) => error.message)).toEqual(
      expect.arrayContaining(["registration.terms_required", "registration.data_protection_required"]),
    );
    for (const payload of [
      { ...base, password: "weak" },
      { ...base, email: "not-an-email" },
      { ...base, isAdmin: true },
      { ...base, legalForm: "company" },
      { ...base, company: { ...base.company, status: "enabled" } },
      { ...base, company: undefined },
    ]) {
      expect((await register(t, payload)).json()).toMatchObject({ status: 400, code: "request.invalid" });
    }

    expect((await register(t, { ...base, capacityCode: "astronaut" })).json()).toMatchObject({
      status: 422,
      code: "registration.reference_unknown",
    });
    expect((await register(t, { ...base, company: { ...base.company, activityCode: "mining" } })).json()).toMatchObject({
      code: "registration.reference_unknown",
    });
    const farAway = { ...base.company, siret: undefined, countryCode: "US", eori: "US12345" };
    expect((await register(t, { ...base, company: farAway })).json()).toMatchObject({ status: 422, code: "address.country_not_allowed" });
    // Nothing was created by any of the refused attempts.
    expect(await t.db.db.select().from(customers).where(eq(customers.email, base.email))).toEqual([]);
  });

  it("limits registrations per client address", async () => {
    const address = freshAddress();
    const payload = {
      legalForm: "professional",
      ...personFields("buyer@demo.example"),
      capacityCode: "manager",
      company: { id: vertmoteurId },
    };
    for (let attempt = 0; attempt < 5; attempt++) expect((await register(t, payload, address)).statusCode).toBe(409);
    const blocked = await register(t, payload, address);
    expect(blocked.json()).toMatchObject({ status: 429, code: "request.too_many" });
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect((await register(t, payload, freshAddress())).statusCode).toBe(409);
  });
});

describe("GET companies (company selection)", () => {
  const search = (query: string, remoteAddress = freshAddress()) => t.app.inject({ url: `/api/v2/shop/companies?${query}`, remoteAddress });

  it("finds enabled professional companies by zip or city prefix, showing no identifiers", async () => {
    const byZip = await search("zipCode=490");
    expect(byZip.statusCode).toBe(200);
    expect(byZip.json()).toContainEqual({
      id: vertmoteurId,
      corporateName: "Vertmoteur Motoculture SARL",
      zipCode: "49000",
      city: "Angers",
    });
    for (const company of byZip.json()) expect(Object.keys(company).sort()).toEqual(["city", "corporateName", "id", "zipCode"]);

    const byCity = (await search("city=ANG")).json().map((company: { id: number }) => company.id);
    expect(byCity).toContain(vertmoteurId);
    const accented = (await search(`city=${encodeURIComponent("koln")}`)).json();
    const [cologne] = await t.db.db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.city, "Köln"), eq(companies.status, "enabled")));
    if (cologne) expect(accented.map((company: { id: number }) => company.id)).toContain(cologne.id);
  });

  it("leaves out companies not enabled and individuals, and matches wildcards literally", async () => {
    expect((await search("city=Bordeaux")).json()).toEqual([]);
    expect((await search("city=Freiburg")).json()).toEqual([]);
    expect((await search("city=Nantes")).json().map((company: { corporateName: string }) => company.corporateName)).not.toContain(
      "Camille Roussel",
    );
    expect((await search(`city=${encodeURIComponent("%%")}`)).json()).toEqual([]);
    expect((await search(`zipCode=${encodeURIComponent("__")}`)).json()).toEqual([]);
  });

  it("needs at least 2 characters, at most 20 answers, and limits searches per address", async () => {
    for (const query of ["", "city=A", "zipCode=4", "siret=812345678", `city=${"x".repeat(81)}`]) {
      expect((await search(query)).json()).toMatchObject({ status: 400, code: "request.invalid" });
    }
    expect((await search("city=%20%20")).statusCode).toBe(400);
    const address = freshAddress();
    for (let call = 0; call < 30; call++) {
      const response = await search("zipCode=44", address);
      expect(response.json().length).toBeLessThanOrEqual(20);
    }
    const blocked = await search("zipCode=44", address);
    expect(blocked.json()).toMatchObject({ status: 429, code: "request.too_many" });
    expect(blocked.headers["retry-after"]).toBeDefined();
  });
});

describe("account verification", () => {
  async function registered(locale: "fr" | "en" | "de" | "nl" = "fr") {
    const email = freshEmail("verify");
    await register(t, {
      legalForm: "professional",
      ...personFields(email, locale),
      capacityCode: "manager",
      company: newCompanyFields(freshSiret()),
    });
    return { email, token: await lastToken(t, email, "email_verification") };
  }

  it("works once: a used, unknown or malformed token is refused", async () => {
    const { email, token } = await registered();
    expect((await verify(t, token)).json()).toEqual({ email, next: "login" });
    expect((await verify(t, token)).json()).toMatchObject({ status: 404, code: "verification.token_invalid" });
    expect((await verify(t, "x".repeat(43))).json()).toMatchObject({ status: 404, code: "verification.token_invalid" });
    expect((await verify(t, "not a token")).json()).toMatchObject({ status: 400, code: "request.invalid" });
    const other = await registered();
    expect((await verify(t, other.token, { token: token })).json()).toMatchObject({ code: "verification.token_invalid" });
    expect((await verify(t, other.token, { localeCode: "xx" })).json()).toMatchObject({ code: "request.invalid" });
    expect((await verify(t, other.token, { localeCode: "en", admin: true })).json()).toMatchObject({ code: "request.invalid" });
    // The refused attempts left the token usable, and the page's language becomes the customer's.
    expect((await verify(t, other.token, { localeCode: "en" })).statusCode).toBe(200);
    const [customer] = await t.db.db.select({ localeCode: customers.localeCode }).from(customers).where(eq(customers.email, other.email));
    expect(customer?.localeCode).toBe("en");
  });

  it("expires after 48 hours", async () => {
    const { email, token } = await registered();
    t.clock.advance(48 * 3600 + 1);
    expect((await verify(t, token)).json()).toMatchObject({ status: 410, code: "verification.token_expired" });
    expect((await loginRequest(email)).json()).toMatchObject({ code: "auth.email_not_verified" });

    // A new link works, and spends the old ones.
    const address = freshAddress();
    const resent = await postJson(t, "/api/v2/shop/account-verification-requests", { email, localeCode: "en" }, address);
    expect(resent.statusCode).toBe(202);
    expect(resent.json()).toEqual({ email });
    const mails = await mailsTo(t, email, "email_verification");
    expect(mails).toHaveLength(2);
    expect(mails[1]?.locale).toBe("en");
    const fresh = await lastToken(t, email, "email_verification");
    expect((await verify(t, fresh)).json()).toEqual({ email, next: "login" });
    expect((await login(t.app, email, NEW_PASSWORD)).customerId).toEqual(expect.any(Number));
  });

  it("answers a new-link request the same whatever the account, sending only to unverified ones, within limits", async () => {
    const unknown = await postJson(t, "/api/v2/shop/account-verification-requests", { email: "nobody@example.com" });
    const verifiedAccount = await postJson(t, "/api/v2/shop/account-verification-requests", {
      email: "buyer@demo.example",
      localeCode: "fr",
    });
    for (const response of [unknown, verifiedAccount]) expect(response.statusCode).toBe(202);
    expect(unknown.json()).toEqual({ email: "nobody@example.com" });
    expect(await mailsTo(t, "nobody@example.com", "email_verification")).toEqual([]);
    expect(await mailsTo(t, "buyer@demo.example", "email_verification")).toEqual([]);
    expect((await postJson(t, "/api/v2/shop/account-verification-requests", { email: "x" })).statusCode).toBe(400);

    const { email } = await registered();
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await postJson(t, "/api/v2/shop/account-verification-requests", { email })).statusCode).toBe(202);
    }
    const perEmail = await postJson(t, "/api/v2/shop/account-verification-requests", { email });
    expect(perEmail.json()).toMatchObject({ status: 429, code: "request.too_many" });
    expect(await mailsTo(t, email, "email_verification")).toHaveLength(4);

    const address = freshAddress();
    for (let attempt = 0; attempt < 5; attempt++) {
      await postJson(t, "/api/v2/shop/account-verification-requests", { email: freshEmail() }, address);
    }
    const perAddress = await postJson(t, "/api/v2/shop/account-verification-requests", { email: freshEmail() }, address);
    expect(perAddress.json()).toMatchObject({ status: 429, code: "request.too_many" });
  });
});
