import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { customers, newsletterSends, newsletterSubscribers, newsletterTokens, outboxMessages } from "@portal/db/schema/index";
import type { Locale } from "@portal/domain/i18n/locales";
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createEmlTransport } from "../../platform/mail/mailer";
import { createMailRenderers, renderStoredMail } from "../../platform/mail/templates/registry";
import { bearer, createTestApp, login, type TestApp } from "../../test/harness";
import { adminCall, staffToken } from "../../test/staff";
import { freshEmail, lastToken, personFields, register, verify } from "../accounts/registration.test-setup";
import { caller } from "../companies/companies.test-setup";

let t: TestApp;
let staff: string;
let addressCounter = 0;
/** Each test its own client address, so the per-address limit of one never blocks another. */
const freshAddress = () => `10.88.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;
let emailCounter = 0;
const freshVisitor = () => `reader.${emailCounter++}@example.com`;
const renderers = createMailRenderers({ publicUrl: "https://portal.test" });

function subscribe(body: unknown, options: { locale?: string; address?: string } = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/v2/shop/newsletter-subscriptions",
    remoteAddress: options.address ?? freshAddress(),
    headers: { "accept-language": options.locale ?? "fr" },
    payload: body as object,
  });
}

function post(path: string, body: unknown) {
  return t.app.inject({ method: "POST", url: `/api/v2/shop/newsletter-subscriptions/${path}`, payload: body as object });
}

async function mails(recipient: string, kind: string) {
  return t.db.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.kind, kind)))
    .orderBy(asc(outboxMessages.id));
}

async function confirmToken(recipient: string): Promise<string> {
  const token = (await mails(recipient, "newsletter_confirmation")).at(-1)?.payload.confirmToken;
  if (typeof token !== "string") throw new Error(`no confirmation e-mail to ${recipient}`);
  return token;
}

async function subscriber(email: string) {
  const [row] = await t.db.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  return row;
}

/** Subscribes and confirms an address in `locale`; answers nothing, the list holds it confirmed. */
async function confirmedSubscriber(email: string, locale: Locale) {
  expect((await subscribe({ email, localeCode: locale })).statusCode).toBe(202);
  expect((await post("confirm", { token: await confirmToken(email) })).statusCode).toBe(200);
}

function expectProblem(response: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ status, code });
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t.app);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("POST newsletter-subscriptions", () => {
  it("records a pending address and sends the confirmation in the visitor's language, with a link that only opens a page", async () => {
    const email = freshVisitor();
    const response = await subscribe({ email: email.toUpperCase() }, { locale: "de" });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ status: "pending" });
    expect(await subscriber(email)).toMatchObject({ email, status: "pending", locale: "de", consentSource: "footer", consentAt: null });

    const [mail] = await mails(email, "newsletter_confirmation");
    expect(mail?.locale).toBe("de");
    const rendered = renderStoredMail(renderers, "newsletter_confirmation", mail?.payload, "de");
    const token = await confirmToken(email);
    expect(rendered?.subject).toBe("Bestätigen Sie Ihre Newsletter-Anmeldung");
    expect(rendered?.text).toContain(`https://portal.test/de/?newsletter=confirm&token=${token}`);
    // Only the hash is kept.
    const stored = await t.db.db
      .select()
      .from(newsletterTokens)
      .where(eq(newsletterTokens.subscriberId, (await subscriber(email))?.id ?? 0));
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);
  });

  it("writes the e-mail in the language asked for, else the request's, in all four", async () => {
    for (const locale of ["fr", "en", "de", "nl"] as const) {
      const email = freshVisitor();
      expect((await subscribe({ email }, { locale })).statusCode).toBe(202);
      const rendered = renderStoredMail(
        renderers,
        "newsletter_confirmation",
        (await mails(email, "newsletter_confirmation"))[0]?.payload,
        locale,
      );
      expect(rendered?.html).toContain(`lang="${locale}"`);
    }
    const email = freshVisitor();
    await subscribe({ email, localeCode: "nl" }, { locale: "fr" });
    expect((await mails(email, "newsletter_confirmation"))[0]?.locale).toBe("nl");
  });

  it("refuses bad input", async () => {
    for (const body of [
      {},
      { email: "" },
      { email: "not an address" },
      { email: `${"a".repeat(180)}@example.com` },
      { email: freshVisitor(), localeCode: "es" },
      { email: freshVisitor(), extra: true },
      { email: 42 },
    ]) {
      expectProblem(await subscribe(body), 400, "request.invalid");
    }
    const asText = await t.app.inject({
      method: "POST",
      url: "/api/v2/shop/newsletter-subscriptions",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "email=a%40example.com",
    });
    // Only the one-click route reads forms.
    expectProblem(asText, 400, "request.invalid");
    expect(asText.json().detail).toBe("Unsupported Media Type");
  });

  it("tells a confirmed address it is already subscribed, and sends nothing", async () => {
    const email = freshVisitor();
    await confirmedSubscriber(email, "en");
    const before = (await mails(email, "newsletter_confirmation")).length;
    const again = await subscribe({ email: ` ${email.toUpperCase()} ` }, { locale: "en" });
    expectProblem(again, 409, "newsletter.already_subscribed");
    expect(again.json().title).toBe("This address is already subscribed to the newsletter.");
    expect((await mails(email, "newsletter_confirmation")).length).toBe(before);
  });

  it("sends a pending address its link again, both links working until one is used", async () => {
    const email = freshVisitor();
    await subscribe({ email });
    const first = await confirmToken(email);
    expect((await subscribe({ email }, { locale: "en" })).statusCode).toBe(202);
    const second = await confirmToken(email);
    expect(second).not.toBe(first);
    expect((await mails(email, "newsletter_confirmation")).map((mail) => mail.locale)).toEqual(["fr", "en"]);
    expect((await post("confirm", { token: first })).statusCode).toBe(200);
    // Confirmed: the other link is spent too.
    expectProblem(await post("confirm", { token: second }), 404, "newsletter.token_invalid");
  });

  it("limits requests per address and per client address", async () => {
    const email = freshVisitor();
    for (let attempt = 0; attempt < 3; attempt++) expect((await subscribe({ email })).statusCode).toBe(202);
    const perAddress = await subscribe({ email });
    expectProblem(perAddress, 429, "newsletter.too_many");
    expect(Number(perAddress.headers["retry-after"])).toBeGreaterThan(0);
    expect((await mails(email, "newsletter_confirmation")).length).toBe(3);

    const client = freshAddress();
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await subscribe({ email: freshVisitor() }, { address: client })).statusCode).toBe(202);
    expectProblem(await subscribe({ email: freshVisitor() }, { address: client }), 429, "newsletter.too_many");
  });

  it("lets an unsubscribed address subscribe again, through a new double opt-in", async () => {
    const email = freshVisitor();
    await confirmedSubscriber(email, "fr");
    const id = (await subscriber(email))?.id ?? 0;
    await t.db.db
      .update(newsletterSubscribers)
      .set({ status: "unsubscribed", unsubscribedAt: new Date() })
      .where(eq(newsletterSubscribers.id, id));
    expect((await subscribe({ email }, { locale: "nl" })).statusCode).toBe(202);
    expect(await subscriber(email)).toMatchObject({ status: "pending", locale: "nl", unsubscribedAt: null, consentAt: null });
    expect((await post("confirm", { token: await confirmToken(email) })).statusCode).toBe(200);
    expect((await subscriber(email))?.status).toBe("confirmed");
  });
});

describe("confirming", () => {
  it("confirms once, recording when and in which language, and refuses the link after", async () => {
    const email = freshVisitor();
    await subscribe({ email, localeCode: "en" });
    const token = await confirmToken(email);
    // Opening the page changes nothing: only the POST uses the token.
    expect((await subscriber(email))?.status).toBe("pending");
    const confirmed = await t.app.inject({
      method: "POST",
      url: "/api/v2/shop/newsletter-subscriptions/confirm",
      headers: { "accept-language": "en" },
      payload: { token },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ status: "confirmed" });
    expect(await subscriber(email)).toMatchObject({ status: "confirmed", consentLocale: "en", consentAt: t.clock.now() });
    expectProblem(await post("confirm", { token }), 404, "newsletter.token_invalid");
  });

  it("refuses an expired link with its own code, and a new subscription sends a fresh one", async () => {
    const email = freshVisitor();
    await subscribe({ email });
    const token = await confirmToken(email);
    t.clock.advance(8 * 86_400);
    const expired = await t.app.inject({
      method: "POST",
      url: "/api/v2/shop/newsletter-subscriptions/confirm",
      headers: { "accept-language": "fr" },
      payload: { token },
    });
    expectProblem(expired, 410, "newsletter.token_expired");
    expect(expired.json().title).toBe("Ce lien a expiré. Inscrivez-vous à nouveau pour recevoir un nouveau lien.");
    expect((await subscriber(email))?.status).toBe("pending");
    await subscribe({ email });
    expect((await post("confirm", { token: await confirmToken(email) })).statusCode).toBe(200);
  });

  it("refuses bad input and unknown tokens", async () => {
    for (const body of [
      {},
      { token: "" },
      { token: "short" },
      { token: "x".repeat(201) },
      { token: "a".repeat(43), more: 1 },
      { token: 7 },
    ]) {
      expectProblem(await post("confirm", body), 400, "request.invalid");
      expectProblem(await post("unsubscribe", body), 400, "request.invalid");
    }
    expectProblem(await post("confirm", { token: "a".repeat(43) }), 404, "newsletter.token_invalid");
    expectProblem(await post("unsubscribe", { token: "a".repeat(43) }), 404, "newsletter.token_invalid");
  });
});

describe("staff", () => {
  // Earlier tests move the clock past a staff token's life.
  beforeEach(async () => {
    staff = await staffToken(t.app);
  });

  it("refuses without a staff token, and customer tokens", async () => {
    const buyer = await login(t.app, "buyer@demo.example");
    expect((await adminCall(t.app, null, "GET", "newsletter/subscribers")).statusCode).toBe(401);
    expect((await adminCall(t.app, buyer.token, "GET", "newsletter/subscribers")).statusCode).toBe(401);
    expect((await adminCall(t.app, buyer.token, "POST", "newsletter/sends", {})).statusCode).toBe(401);
    expect((await adminCall(t.app, null, "GET", "newsletter/subscribers/export")).statusCode).toBe(401);
  });

  it("lists and searches subscribers by status, paged, and exports them as CSV", async () => {
    const email = `staff.search.${Date.now()}@example.com`;
    await subscribe({ email });
    const page = await adminCall(t.app, staff, "GET", `newsletter/subscribers?status=pending&q=STAFF.SEARCH&itemsPerPage=5`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      totalItems: 1,
      page: 1,
      itemsPerPage: 5,
      items: [{ email, status: "pending", consentSource: "footer" }],
    });
    const confirmedOnly = await adminCall(t.app, staff, "GET", `newsletter/subscribers?status=confirmed&q=staff.search`);
    expect(confirmedOnly.json().totalItems).toBe(0);
    // A % in the search is a character, not a wildcard.
    expect((await adminCall(t.app, staff, "GET", "newsletter/subscribers?q=%25")).json().totalItems).toBe(0);

    for (const query of ["status=maybe", "page=0", "itemsPerPage=101", "page=1e2", "unknown=1"]) {
      expectProblem(await adminCall(t.app, staff, "GET", `newsletter/subscribers?${query}`), 400, "request.invalid");
    }

    const csv = await adminCall(t.app, staff, "GET", "newsletter/subscribers/export?q=staff.search");
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe("email,status,locale,consent_source,consent_at,consent_locale,created_at,unsubscribed_at");
    expect(lines.slice(1)).toEqual([expect.stringMatching(new RegExp(`^${email.replaceAll(".", "\\.")},pending,fr,footer,,,`))]);
  });

  it("sends one e-mail per confirmed subscriber in their language, each with its own working unsubscribe link and list headers", async () => {
    const en = freshVisitor();
    const nl = freshVisitor();
    const pending = freshVisitor();
    await confirmedSubscriber(en, "en");
    await confirmedSubscriber(nl, "nl");
    await subscribe({ email: pending });
    const confirmed = await t.db.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.status, "confirmed"));

    const words = (text: string) => ({ fr: `${text} (fr)`, en: `${text} (en)`, de: `${text} (de)`, nl: `${text} (nl)` });
    const invalid = await adminCall(t.app, staff, "POST", "newsletter/sends", { subject: words("Nouveautés"), body: { fr: "x" } });
    expectProblem(invalid, 400, "request.invalid");
    expectProblem(
      await adminCall(t.app, staff, "POST", "newsletter/sends", { subject: { ...words("S"), fr: " " }, body: words("B") }),
      400,
      "request.invalid",
    );

    const sent = await adminCall(t.app, staff, "POST", "newsletter/sends", {
      subject: words("Spring news"),
      body: words("New mowers are here.\n\nSee our <offers> & more."),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ recipients: confirmed.length, subject: words("Spring news") });
    const [stored] = await t.db.db.select().from(newsletterSends).where(eq(newsletterSends.id, sent.json().id));
    expect(stored?.recipients).toBe(confirmed.length);

    const issues = await t.db.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, "newsletter_issue"), inArray(outboxMessages.recipient, [en, nl, pending])));
    expect(issues.map((mail) => [mail.recipient, mail.locale]).sort()).toEqual([
      [en, "en"],
      [nl, "nl"],
    ]);
    const tokens = issues.map((mail) => mail.payload.unsubscribeToken as string);
    expect(new Set(tokens).size).toBe(2);

    const nlMail = issues.find((mail) => mail.recipient === nl);
    const rendered = renderStoredMail(renderers, "newsletter_issue", nlMail?.payload, "nl");
    const token = nlMail?.payload.unsubscribeToken as string;
    expect(rendered?.subject).toBe("Spring news (nl)");
    expect(rendered?.html).toContain("See our &lt;offers&gt; &amp; more. (nl)");
    expect(rendered?.text).toContain(`Uitschrijven: https://portal.test/nl/?newsletter=unsubscribe&token=${token}`);
    expect(rendered?.headers).toEqual({
      "List-Unsubscribe": `<https://portal.test/api/v2/shop/newsletter-subscriptions/one-click/${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });

    // The headers reach the message itself.
    const dir = mkdtempSync(join(tmpdir(), "newsletter-eml-"));
    const transport = createEmlTransport({ dir, from: "Orvane Machines <no-reply@orvane.example>" });
    if (!rendered) throw new Error("not rendered");
    await transport.send({
      id: 1,
      kind: "newsletter_issue",
      to: nl,
      date: new Date(),
      ...rendered,
      headers: { ...rendered.headers, From: "x@evil.test" },
    });
    transport.close();
    const eml = readFileSync(join(dir, readdirSync(dir)[0] ?? ""), "utf8");
    expect(eml).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(eml.replace(/\r\n\s+/g, " ")).toContain(
      `List-Unsubscribe: <https://portal.test/api/v2/shop/newsletter-subscriptions/one-click/${token}>`,
    );
    expect(eml).not.toContain("evil.test");

    // The unsubscribe page's button, once.
    expect((await post("unsubscribe", { token })).json()).toEqual({ status: "unsubscribed" });
    expect(await subscriber(nl)).toMatchObject({ status: "unsubscribed", unsubscribedAt: t.clock.now() });
    expectProblem(await post("unsubscribe", { token }), 404, "newsletter.token_invalid");

    // A second newsletter goes to the others only.
    const second = await adminCall(t.app, staff, "POST", "newsletter/sends", { subject: words("Summer"), body: words("Hello") });
    expect(second.json().recipients).toBe(confirmed.length - 1);
    expect((await mails(nl, "newsletter_issue")).length).toBe(1);
    expect((await mails(en, "newsletter_issue")).length).toBe(2);
    const sends = await adminCall(t.app, staff, "GET", "newsletter/sends");
    expect(sends.json()[0]).toMatchObject({ id: second.json().id, recipients: confirmed.length - 1 });
  });

  it("unsubscribes with the one-click POST of a mail client, and only with that POST", async () => {
    const email = freshVisitor();
    await confirmedSubscriber(email, "fr");
    const words = { fr: "Lettre", en: "Letter", de: "Brief", nl: "Brief" };
    expect((await adminCall(t.app, staff, "POST", "newsletter/sends", { subject: words, body: words })).statusCode).toBe(201);
    const token = (await mails(email, "newsletter_issue")).at(-1)?.payload.unsubscribeToken as string;
    const url = `/api/v2/shop/newsletter-subscriptions/one-click/${token}`;

    // A scanner following the link with GET does nothing.
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
    const wrongBody = await t.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=Maybe",
    });
    expectProblem(wrongBody, 400, "request.invalid");
    expect((await subscriber(email))?.status).toBe("confirmed");

    const oneClick = await t.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect((await subscriber(email))?.status).toBe("unsubscribed");
    const again = await t.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expectProblem(again, 404, "newsletter.token_invalid");
    expectProblem(
      await t.app.inject({
        method: "POST",
        url: "/api/v2/shop/newsletter-subscriptions/one-click/short",
        payload: "List-Unsubscribe=One-Click",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
      400,
      "request.invalid",
    );
  });
});

describe("customers on the list", () => {
  beforeEach(async () => {
    staff = await staffToken(t.app);
  });

  it("registration with the box ticked: confirmed once the account's e-mail is verified, without another e-mail", async () => {
    const email = freshEmail("optin");
    const response = await register(t, {
      legalForm: "individual",
      ...personFields(email, "de"),
      address: { street: "Hauptstraße 1", zipCode: "10115", city: "Berlin", countryCode: "DE" },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await subscriber(email)).toBeUndefined();
    expect((await verify(t, await lastToken(t, email, "email_verification"), { localeCode: "de" })).statusCode).toBe(200);
    expect(await subscriber(email)).toMatchObject({
      status: "confirmed",
      consentSource: "registration",
      consentLocale: "de",
      locale: "de",
    });
    expect(await mails(email, "newsletter_confirmation")).toEqual([]);
  });

  it("registration without the box: not on the list", async () => {
    const email = freshEmail("nooptin");
    await register(t, {
      legalForm: "individual",
      ...personFields(email, "fr"),
      newsletter: false,
      address: { street: "1 rue Haute", zipCode: "49000", city: "Angers", countryCode: "FR" },
    });
    await verify(t, await lastToken(t, email, "email_verification"));
    expect(await subscriber(email)).toBeUndefined();
  });

  it("an invitation accepted with the box ticked: confirmed at once, the invitation's link proved the address", async () => {
    const call = caller(t);
    const admin = await login(t.app, "admin@demo.example");
    const email = freshEmail("invited");
    expect((await call(admin, "POST", "invitations", { email, rights: [], localeCode: "nl" })).statusCode).toBe(201);
    const [mail] = await mails(email, "invitation");
    const token = mail?.payload.token;
    const accepted = await call(null, "POST", `invitations/${token}/accept`, {
      gender: "mr",
      firstname: "Jan",
      lastname: "Peeters",
      password: "Nouveau-2026",
      acceptTerms: true,
      acceptDataProtection: true,
      newsletter: true,
      localeCode: "nl",
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await subscriber(email)).toMatchObject({ status: "confirmed", consentSource: "invitation", locale: "nl" });
  });

  it("the account's box subscribes and unsubscribes; unsubscribing by link unticks it", async () => {
    const tokens = await login(t.app, "limited@demo.example");
    const url = `/api/v2/shop/customers/${tokens.customerId}`;
    const me = (await t.app.inject({ url, headers: bearer(tokens.token) })).json();
    const update = (newsletter: boolean) =>
      t.app.inject({
        method: "PUT",
        url,
        headers: bearer(tokens.token),
        payload: { gender: me.gender, firstname: me.firstname, lastname: me.lastname, email: me.email, newsletter },
      });
    expect((await update(true)).json().newsletter).toBe(true);
    expect(await subscriber("limited@demo.example")).toMatchObject({ status: "confirmed", consentSource: "account" });
    expectProblem(await subscribe({ email: "limited@demo.example" }), 409, "newsletter.already_subscribed");
    expect((await update(false)).json().newsletter).toBe(false);
    expect((await subscriber("limited@demo.example"))?.status).toBe("unsubscribed");

    await update(true);
    const words = { fr: "Lettre", en: "Letter", de: "Brief", nl: "Brief" };
    await adminCall(t.app, staff, "POST", "newsletter/sends", { subject: words, body: words });
    const token = (await mails("limited@demo.example", "newsletter_issue")).at(-1)?.payload.unsubscribeToken as string;
    expect((await post("unsubscribe", { token })).statusCode).toBe(200);
    const [row] = await t.db.db.select({ newsletter: customers.newsletter }).from(customers).where(eq(customers.id, tokens.customerId));
    expect(row?.newsletter).toBe(false);
  });
});
