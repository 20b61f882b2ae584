import { customers } from "@portal/db/schema/index";
import { withLuhnCheckDigit } from "@portal/domain/companies/siret";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailRenderers } from "../../platform/mail/templates/registry";
import { bearer, createTestApp, DEMO_PASSWORD, login, type TestApp } from "../../test/harness";
import {
  freshAddress,
  freshEmail,
  lastToken,
  mailsTo,
  newCompanyFields,
  personFields,
  postJson,
  register,
} from "./registration.test-setup";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const renderers = createMailRenderers({ publicUrl: "https://portal.test" });
const NEW = "Recovered-2027";

const requestReset = (email: string, extra: Record<string, unknown> = {}, remoteAddress = freshAddress()) =>
  postJson(t, "/api/v2/shop/reset-password-requests", { email, ...extra }, remoteAddress);
const checkToken = (token: string) => t.app.inject({ url: `/api/v2/shop/reset-password-requests/${token}` });
const resetPassword = (token: string, body: unknown) =>
  t.app.inject({
    method: "PATCH",
    url: `/api/v2/shop/reset-password-requests/${token}`,
    headers: { "content-type": "application/merge-patch+json" },
    payload: JSON.stringify(body),
  });
const loginRequest = (email: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/v2/shop/authentication-token", payload: { email, password } });

describe("POST reset-password-requests", () => {
  it("answers the same, in comparable time, whether or not the account exists", async () => {
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await requestReset(email, { localeCode: "fr" });
      return { response, elapsed: performance.now() - started };
    };
    const known = await timed("admin@demo.example");
    const unknown = await timed("nobody.at.all@demo.example");
    for (const { response, elapsed } of [known, unknown]) {
      expect(response.statusCode).toBe(202);
      expect(response.headers["content-type"]).toBe(known.response.headers["content-type"]);
      expect(Object.keys(response.json())).toEqual(["email"]);
      expect(elapsed).toBeGreaterThanOrEqual(240);
    }
    expect(known.response.json()).toEqual({ email: "admin@demo.example" });
    expect(unknown.response.json()).toEqual({ email: "nobody.at.all@demo.example" });
    expect(await mailsTo(t, "admin@demo.example", "password_reset")).toHaveLength(1);
    expect(await mailsTo(t, "nobody.at.all@demo.example", "password_reset")).toEqual([]);
  });

  it("writes the e-mail in the language asked for, else the customer's", async () => {
    await requestReset("hans.weber@forsttechnik-weber.example");
    await requestReset("multi@demo.example", { localeCode: "nl" });
    const [german] = await mailsTo(t, "hans.weber@forsttechnik-weber.example", "password_reset");
    const [dutch] = await mailsTo(t, "multi@demo.example", "password_reset");
    expect(german?.locale).toBe("de");
    expect(renderers.password_reset(german?.payload as never, "de").subject).toBe("Passwort zurücksetzen");
    expect(dutch?.locale).toBe("nl");
    const token = await lastToken(t, "multi@demo.example", "password_reset");
    expect(renderers.password_reset(dutch?.payload as never, "nl").text).toContain(`https://portal.test/nl/user/change-password/${token}`);
  });

  it("sends nothing to a disabled account, still answering 202", async () => {
    const email = freshEmail("disabled");
    await register(t, {
      legalForm: "professional",
      ...personFields(email),
      capacityCode: "manager",
      company: newCompanyFields(withLuhnCheckDigit("7328293200007")),
    });
    await t.db.db.update(customers).set({ enabled: false }).where(eq(customers.email, email));
    expect((await requestReset(email)).statusCode).toBe(202);
    expect(await mailsTo(t, email, "password_reset")).toEqual([]);
  });

  it("refuses bad input and limits requests per address and per e-mail", async () => {
    for (const body of [{ email: "not-an-email" }, { email: "a@b.co", localeCode: "es" }, { email: "a@b.co", password: "x" }, {}]) {
      expect((await postJson(t, "/api/v2/shop/reset-password-requests", body)).json()).toMatchObject({
        status: 400,
        code: "request.invalid",
      });
    }
    const address = freshAddress();
    for (let attempt = 0; attempt < 5; attempt++) expect((await requestReset(freshEmail(), {}, address)).statusCode).toBe(202);
    const perAddress = await requestReset(freshEmail(), {}, address);
    expect(perAddress.json()).toMatchObject({ status: 429, code: "request.too_many" });
    expect(Number(perAddress.headers["retry-after"])).toBeGreaterThan(0);

    // Spread over addresses, one mailbox still gets at most 3 links an hour.
    for (let attempt = 0; attempt < 3; attempt++) expect((await requestReset("buyer@demo.example")).statusCode).toBe(202);
    expect((await requestReset("buyer@demo.example")).json()).toMatchObject({ status: 429, code: "request.too_many" });
    expect(await mailsTo(t, "buyer@demo.example", "password_reset")).toHaveLength(3);
  });
});

describe("PATCH reset-password-requests/{resetToken}", () => {
  it("sets the new password once, ending every session of the account at once", async () => {
    const email = "limited@demo.example";
    const before = await login(t.app, email);
    const other = await login(t.app, email);
    await requestReset(email, { localeCode: "fr" });
    const token = await lastToken(t, email, "password_reset");
    expect((await checkToken(token)).statusCode).toBe(204);

    expect((await resetPassword(token, { newPassword: "weak", confirmation: "weak" })).json()).toMatchObject({
      status: 400,
      code: "request.invalid",
    });
    const mismatch = await resetPassword(token, { newPassword: NEW, confirmation: "Other-2027" });
    expect(mismatch.json().errors).toContainEqual({ path: "body.confirmation", message: "password.confirmation_mismatch" });
    expect((await resetPassword(token, { newPassword: NEW, confirmation: NEW, email: "x@y.z" })).statusCode).toBe(400);

    const done = await resetPassword(token, { newPassword: NEW, confirmation: NEW });
    expect(done.statusCode).toBe(204);
    for (const session of [before, other]) {
      const stale = await t.app.inject({ url: `/api/v2/shop/customers/${session.customerId}`, headers: bearer(session.token) });
      expect(stale.json()).toMatchObject({ status: 401, code: "auth.token_invalid" });
      const refresh = await t.app.inject({
        method: "POST",
        url: "/api/v2/shop/token/refresh",
        payload: { refresh_token: session.refresh_token },
      });
      expect(refresh.statusCode).toBe(401);
    }
    expect((await loginRequest(email, DEMO_PASSWORD)).json()).toMatchObject({ code: "auth.invalid_credentials" });
    expect((await login(t.app, email, NEW)).customerId).toBe(before.customerId);

    expect((await resetPassword(token, { newPassword: "Another-2028", confirmation: "Another-2028" })).json()).toMatchObject({
      status: 404,
      code: "password_reset.token_invalid",
    });
    expect((await checkToken(token)).json()).toMatchObject({ status: 404, code: "password_reset.token_invalid" });
  });

  it("tells the account's address that its password was reset, with no secret in the e-mail", async () => {
    const email = "hans.weber@forsttechnik-weber.example";
    await requestReset(email);
    const token = await lastToken(t, email, "password_reset");
    expect(await mailsTo(t, email, "password_changed")).toEqual([]);
    expect((await resetPassword(token, { newPassword: NEW, confirmation: NEW })).statusCode).toBe(204);

    const [notice] = await mailsTo(t, email, "password_changed");
    expect(notice).toMatchObject({ locale: "de", payload: { firstname: "Hans", how: "reset" } });
    const mail = renderers.password_changed(notice?.payload as never, "de");
    expect(mail.subject).toBe("Das Passwort Ihres Kontos wurde geändert");
    expect(mail.text).toContain("zurückgesetzt");
    expect(mail.text).toContain("https://portal.test/de/user/password");
    for (const secret of [token, NEW]) expect(`${JSON.stringify(notice?.payload)}${mail.text}${mail.html}`).not.toContain(secret);
  });

  it("keeps only the newest link working", async () => {
    const email = "admin@demo.example";
    await requestReset(email);
    const older = await lastToken(t, email, "password_reset");
    await requestReset(email);
    const newer = await lastToken(t, email, "password_reset");
    expect(newer).not.toBe(older);
    expect((await checkToken(older)).json()).toMatchObject({ code: "password_reset.token_invalid" });
    expect((await resetPassword(older, { newPassword: NEW, confirmation: NEW })).json()).toMatchObject({
      code: "password_reset.token_invalid",
    });
    expect((await checkToken(newer)).statusCode).toBe(204);
  });

  it("refuses an unknown, malformed or expired link", async () => {
    expect((await checkToken("A".repeat(43))).json()).toMatchObject({ status: 404, code: "password_reset.token_invalid" });
    expect((await resetPassword("A".repeat(43), { newPassword: NEW, confirmation: NEW })).json()).toMatchObject({
      code: "password_reset.token_invalid",
    });
    expect((await checkToken("short")).json()).toMatchObject({ status: 400, code: "request.invalid" });

    const email = "multi@demo.example";
    await requestReset(email);
    const token = await lastToken(t, email, "password_reset");
    t.clock.advance(3600 + 1);
    expect((await checkToken(token)).json()).toMatchObject({ status: 410, code: "password_reset.token_expired" });
    expect((await resetPassword(token, { newPassword: NEW, confirmation: NEW })).json()).toMatchObject({
      status: 410,
      code: "password_reset.token_expired",
    });
    expect((await login(t.app, email)).customerId).toEqual(expect.any(Number));
  });

  it("counts as proof of the address for an account not verified yet", async () => {
    const email = freshEmail("unverified");
    await register(t, {
      legalForm: "professional",
      ...personFields(email, "en"),
      capacityCode: "manager",
      company: newCompanyFields(withLuhnCheckDigit("7329293200007")),
    });
    const registered = await mailsTo(t, email, "email_verification");
    expect(registered).toHaveLength(1);
    await requestReset(email);
    expect((await mailsTo(t, email, "password_reset"))[0]?.locale).toBe("en");
    const token = await lastToken(t, email, "password_reset");
    expect((await resetPassword(token, { newPassword: NEW, confirmation: NEW })).statusCode).toBe(204);
    const [customer] = await t.db.db.select({ verified: customers.emailVerifiedAt }).from(customers).where(eq(customers.email, email));
    expect(customer?.verified).toBeInstanceOf(Date);
    expect((await login(t.app, email, NEW)).company).toEqual(expect.any(Number));
  });

  it("refuses a link once its account is disabled", async () => {
    const email = "hans.weber@forsttechnik-weber.example";
    const [customer] = await t.db.db.select({ id: customers.id }).from(customers).where(eq(customers.email, email));
    expect((await requestReset(email)).statusCode).toBe(202);
    const token = await lastToken(t, email, "password_reset");
    await t.db.db
      .update(customers)
      .set({ enabled: false })
      .where(eq(customers.id, customer?.id ?? 0));
    expect((await checkToken(token)).json()).toMatchObject({ code: "password_reset.token_invalid" });
    expect((await resetPassword(token, { newPassword: NEW, confirmation: NEW })).json()).toMatchObject({
      code: "password_reset.token_invalid",
    });
    await t.db.db
      .update(customers)
      .set({ enabled: true })
      .where(eq(customers.id, customer?.id ?? 0));
    expect((await resetPassword(token, { newPassword: NEW, confirmation: NEW })).statusCode).toBe(204);
  });
});
