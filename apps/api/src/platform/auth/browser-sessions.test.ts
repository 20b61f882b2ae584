import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, cookiesOf, createTestApp, DEMO_PASSWORD, login, type TestApp } from "../../test/harness";
import { createSandboxProvider, deliverThroughApp } from "../payments/sandbox";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://portal.example" });
});
afterAll(async () => {
  await t.close();
});

/** What the web's proxy adds when it forwards a browser's request for https://shop.example to the API. */
const throughProxy = { "x-forwarded-proto": "https", "x-forwarded-host": "shop.example" };
const shop = (path: string) => `/api/v2/shop/${path}`;

/** Logs in as a browser would, through the proxy over HTTPS; answers the cookies it was given. */
async function browserLogin(email: string, headers: Record<string, string> = throughProxy, remoteAddress?: string) {
  const response = await t.app.inject({
    method: "POST",
    url: shop("authentication-token"),
    headers,
    payload: { email, password: DEMO_PASSWORD },
    remoteAddress,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { response, customerId: response.json().customerId as number, ...cookiesOf(response) };
}

describe("session cookies", () => {
  it("take the __Host- prefix over HTTPS: Secure, Path=/, no Domain", async () => {
    const { response, jar, customerId } = await browserLogin("buyer@demo.example");
    expect(Object.keys(jar).sort()).toEqual(["__Host-csrf_token", "__Host-customer_id", "__Host-refresh_token", "__Host-token"]);
    for (const cookie of response.cookies) {
      expect(cookie).toMatchObject({ secure: true, path: "/", sameSite: "Lax" });
      expect(cookie.domain).toBeUndefined();
      expect(Boolean(cookie.httpOnly)).toBe(cookie.name !== "__Host-csrf_token");
    }
    const me = await t.app.inject({
      url: shop(`customers/${customerId}`),
      headers: { ...throughProxy, cookie: `__Host-token=${jar["__Host-token"]}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it("are read under the names of the request's scheme only", async () => {
    const secure = await browserLogin("buyer@demo.example");
    const url = shop(`customers/${secure.customerId}`);
    // A bare cookie over HTTPS (set by a sibling site, say) is not the session.
    const tossed = await t.app.inject({ url, headers: { ...throughProxy, cookie: `token=${secure.jar["__Host-token"]}` } });
    expect(tossed.json()).toMatchObject({ status: 401, code: "auth.login_required" });
    // Plain HTTP on localhost keeps the bare names, without Secure.
    const plain = await browserLogin("buyer@demo.example", {});
    expect(Object.keys(plain.jar).sort()).toEqual(["csrf_token", "customer_id", "refresh_token", "token"]);
    expect(plain.response.cookies.every((cookie) => !cookie.secure)).toBe(true);
    expect((await t.app.inject({ url, headers: { cookie: plain.header } })).statusCode).toBe(200);
    // X-Forwarded-Proto is believed from the web server on this machine only.
    const outsider = await browserLogin("buyer@demo.example", throughProxy, "203.0.113.9");
    expect(Object.keys(outsider.jar)).toContain("token");
  });

  it("rotate and clear under their prefixed names", async () => {
    const { header, jar } = await browserLogin("limited@demo.example");
    const refreshed = await t.app.inject({
      method: "POST",
      url: shop("token/refresh"),
      headers: {
        ...throughProxy,
        cookie: header,
        "x-csrf-token": jar["__Host-csrf_token"] ?? "",
        "sec-fetch-site": "same-origin",
        "content-type": "application/json",
      },
      payload: "{}",
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(cookiesOf(refreshed).jar["__Host-refresh_token"]).toBeDefined();
    expect(cookiesOf(refreshed).jar["__Host-refresh_token"]).not.toBe(jar["__Host-refresh_token"]);

    const out = await t.app.inject({
      method: "POST",
      url: shop("logout"),
      headers: { ...throughProxy, cookie: cookiesOf(refreshed).header },
    });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.map((cookie) => [cookie.name, cookie.value])).toEqual(
      expect.arrayContaining([
        ["__Host-token", ""],
        ["__Host-refresh_token", ""],
      ]),
    );
  });
});

describe("changes riding on a browser session", () => {
  async function session() {
    const { customerId, header, jar } = await browserLogin("multi@demo.example");
    const chosen = await t.app.inject({ url: shop(`customers/${customerId}`), headers: { ...throughProxy, cookie: header } });
    const company = chosen.json().companies[0].id as number;
    return { customerId, company, cookies: { ...throughProxy, cookie: header, "x-csrf-token": jar["__Host-csrf_token"] ?? "" } };
  }
  const choose = (s: Awaited<ReturnType<typeof session>>, headers: Record<string, string>, remoteAddress?: string) =>
    t.app.inject({
      method: "PATCH",
      url: shop(`customers/${s.customerId}/company`),
      headers: { ...s.cookies, "content-type": "application/merge-patch+json", ...headers },
      payload: JSON.stringify({ company: s.company }),
      remoteAddress,
    });

  it("pass from the portal's own pages: same origin or same site, by Sec-Fetch-Site or Origin", async () => {
    const s = await session();
    expect((await choose(s, { "sec-fetch-site": "same-origin", origin: "https://shop.example" })).statusCode).toBe(200);
    expect((await choose(s, { "sec-fetch-site": "same-site" })).statusCode).toBe(200);
    // Browsers without Sec-Fetch-Site: the origin the browser used, as forwarded, or the public URL.
    expect((await choose(s, { origin: "https://shop.example" })).statusCode).toBe(200);
    expect((await choose(s, { origin: "https://portal.example" })).statusCode).toBe(200);
    // A client that is not a browser sends neither: the CSRF token decides alone.
    expect((await choose(s, {})).statusCode).toBe(200);
  });

  it("are refused from another site, before anything changes", async () => {
    const s = await session();
    const foreign: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site", origin: "https://attacker.example" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "none" },
      { origin: "https://attacker.example" },
      { origin: "http://shop.example" },
      { origin: "null" },
    ];
    for (const headers of foreign) {
      const refused = await choose(s, headers);
      expect(refused.json(), JSON.stringify(headers)).toMatchObject({ status: 403, code: "auth.csrf_invalid" });
    }
    // Forwarded headers from anyone but the web server are not believed.
    const forged = await choose(s, { "x-forwarded-host": "attacker.example", origin: "https://attacker.example" }, "203.0.113.9");
    expect(forged.statusCode).toBe(403);
    // Logging out is a change too.
    const logout = await t.app.inject({
      method: "POST",
      url: shop("logout"),
      headers: { ...s.cookies, "sec-fetch-site": "cross-site" },
    });
    expect(logout.statusCode).toBe(403);
  });

  it("leave bearer-token integrations alone", async () => {
    const tokens = await login(t.app, "admin@demo.example");
    const response = await t.app.inject({
      method: "PUT",
      url: shop(`customers/${tokens.customerId}`),
      headers: { ...bearer(tokens.token), "sec-fetch-site": "cross-site" },
      payload: { gender: "mme", firstname: "Claire", lastname: "Fontaine", email: "admin@demo.example" },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe("answer headers", () => {
  it("forbid storing what a logged-in caller was answered, and sniffing any answer", async () => {
    const tokens = await login(t.app, "buyer@demo.example");
    const me = await t.app.inject({ url: shop(`customers/${tokens.customerId}`), headers: bearer(tokens.token) });
    expect(me.headers).toMatchObject({ "cache-control": "no-store", "x-content-type-options": "nosniff" });
    const loggedIn = await t.app.inject({
      method: "POST",
      url: shop("authentication-token"),
      payload: { email: "buyer@demo.example", password: DEMO_PASSWORD },
    });
    expect(loggedIn.headers["cache-control"]).toBe("no-store");
    const refused = await t.app.inject({ url: shop(`customers/${tokens.customerId}`) });
    expect(refused.headers).toMatchObject({ "cache-control": "no-store", "x-content-type-options": "nosniff" });
  });

  it("leave the public catalogue's own caching", async () => {
    for (const headers of [{}, bearer((await login(t.app, "buyer@demo.example")).token)]) {
      const answer = await t.app.inject({ url: shop("taxons"), headers });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers).toMatchObject({ "cache-control": "public, max-age=60", "x-content-type-options": "nosniff" });
    }
    const countries = await t.app.inject({ url: shop("countries") });
    expect(countries.headers["cache-control"]).toMatch(/^public/);
  });
});

describe("the sandbox payment page, reached through the web proxy", () => {
  async function openPayment(buyerId: number) {
    const provider = createSandboxProvider({
      db: t.db.db,
      secret: "whsec_browser_sessions_test_0123456789",
      clock: t.clock,
      deliver: deliverThroughApp(t.app),
    });
    const session = await provider.createCheckout({
      paymentId: 9_000 + buyerId,
      buyerId,
      orderNumber: "100777",
      amountCents: 12_900,
      currency: "EUR",
      locale: "fr",
      returnUrl: "https://shop.example/fr/checkout/confirm?order=x",
      cancelUrl: "https://shop.example/fr/checkout/confirm?order=x",
    });
    return new URL(session.redirectUrl).pathname;
  }

  const post = (path: string, headers: Record<string, string>, body: string) =>
    t.app.inject({
      method: "POST",
      url: path,
      headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
      payload: body,
    });

  it("shows and acts only for the buyer's own browser session, with the CSRF token in its form", async () => {
    const buyer = await browserLogin("buyer@demo.example");
    const other = await browserLogin("admin@demo.example");
    const path = await openPayment(buyer.customerId);
    const browser = { ...throughProxy, cookie: buyer.header, "sec-fetch-site": "same-origin" };
    const csrf = buyer.jar["__Host-csrf_token"] ?? "";

    const page = await t.app.inject({ url: path, headers: browser });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<input type="hidden" name="csrf_token" value="${csrf}">`);

    // Another customer is told it does not exist; a visitor must log in.
    const otherBrowser = { ...throughProxy, cookie: other.header, "sec-fetch-site": "same-origin" };
    expect((await t.app.inject({ url: path, headers: otherBrowser })).json()).toMatchObject({ status: 404, code: "payment.not_found" });
    const otherCsrf = other.jar["__Host-csrf_token"] ?? "";
    expect((await post(path, otherBrowser, `action=pay&csrf_token=${otherCsrf}`)).json()).toMatchObject({ code: "payment.not_found" });
    expect((await t.app.inject({ url: path, headers: throughProxy })).json()).toMatchObject({ status: 401, code: "auth.login_required" });
    expect((await post(path, throughProxy, "action=pay")).json()).toMatchObject({ status: 401 });
    // The buyer's own cookies, without the form's token or from another site, do not pay either.
    expect((await post(path, browser, "action=pay")).json()).toMatchObject({ status: 403, code: "auth.csrf_invalid" });
    expect((await post(path, { ...browser, "sec-fetch-site": "cross-site" }, `action=pay&csrf_token=${csrf}`)).statusCode).toBe(403);

    const paid = await post(path, browser, `action=pay&csrf_token=${csrf}`);
    expect(paid.statusCode, paid.body).toBe(303);
    expect(paid.headers.location).toContain("status=success");
  });
});
