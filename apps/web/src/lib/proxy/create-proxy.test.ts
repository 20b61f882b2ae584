import { getRedirectUrl, getRewrittenUrl } from "next/experimental/testing/server";
import { NextRequest, NextResponse } from "next/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createProxy } from "./create-proxy";

// Stands for next-intl's middleware, which forwards a copy of the request headers to the render.
const i18nRouting = vi.fn((request: NextRequest) => NextResponse.next({ request: { headers: new Headers(request.headers) } }));
const proxy = createProxy(i18nRouting);

function jwt(exp: number): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${encode({ alg: "HS256" })}.${encode({ sub: "7", exp })}.sig`;
}

function request(path: string, cookies: Record<string, string> = {}, extra: Record<string, string> = {}) {
  const headers = new Headers(extra);
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
  if (cookie) headers.set("cookie", cookie);
  return new NextRequest(new URL(path, "http://portal.test"), { headers });
}

const tokenPair = (token: string) => ({ token, refresh_token: "n".repeat(40), expires_in: 900, customerId: 7, company: 3 });

beforeEach(() => {
  vi.stubEnv("API_URL", "http://api.internal:4000");
});
afterEach(() => {
  i18nRouting.mockClear();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe("proxy", () => {
  it("forwards /api/ to the API read at run time", async () => {
    const response = await proxy(request("/api/v2/shop/countries?pagination=false"));
    expect(getRewrittenUrl(response)).toBe("http://api.internal:4000/api/v2/shop/countries?pagination=false");
  });

  it("tells the API the scheme the browser used", async () => {
    const secure = await proxy(request("/api/v2/shop/orders", {}, { "x-forwarded-proto": "https" }));
    expect(secure.headers.get("x-middleware-request-x-forwarded-proto")).toBe("https");
    const plain = await proxy(request("/api/v2/shop/orders"));
    expect(plain.headers.get("x-middleware-request-x-forwarded-proto")).toBe("http");
  });

  it("renews the session of a page the API serves before forwarding it, but leaves script calls alone", async () => {
    const fresh = jwt(Math.floor(Date.now() / 1000) + 900);
    const fetchMock = vi.fn(async () => {
      const headers = new Headers({ "content-type": "application/json" });
      headers.append("set-cookie", `__Host-token=${fresh}; Path=/; Secure; HttpOnly; SameSite=Lax`);
      return new Response(JSON.stringify(tokenPair(fresh)), { status: 200, headers });
    });
    vi.stubGlobal("fetch", fetchMock);
    const cookies = { "__Host-refresh_token": "old-refresh-3" };
    const secure = { "x-forwarded-proto": "https" };

    const script = await proxy(request("/api/v2/sandbox-payments/sbx_1", cookies, { ...secure, "sec-fetch-mode": "cors" }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(script.headers.getSetCookie()).toEqual([]);

    const page = await proxy(request("/api/v2/sandbox-payments/sbx_1", cookies, { ...secure, "sec-fetch-mode": "navigate" }));
    expect(getRewrittenUrl(page)).toBe("http://api.internal:4000/api/v2/sandbox-payments/sbx_1");
    expect(fetchMock).toHaveBeenCalledWith(
      "http://api.internal:4000/api/v2/shop/token/refresh",
      expect.objectContaining({ headers: expect.objectContaining({ "x-forwarded-proto": "https" }) }),
    );
    expect(page.headers.getSetCookie()).toEqual([`__Host-token=${fresh}; Path=/; Secure; HttpOnly; SameSite=Lax`]);
    expect(page.headers.get("x-middleware-request-cookie")).toContain(`__Host-token=${fresh}`);
  });

  it("reads the prefixed cookies over HTTPS only", async () => {
    const secure = { "x-forwarded-proto": "https" };
    const visitor = await proxy(request("/en/cart", { token: jwt(Math.floor(Date.now() / 1000) + 600) }, secure));
    expect(new URL(getRedirectUrl(visitor) ?? "").pathname).toBe("/en/user/login");
    const customer = await proxy(request("/en/cart", { "__Host-token": jwt(Math.floor(Date.now() / 1000) + 600) }, secure));
    expect(getRedirectUrl(customer)).toBeNull();
  });

  it("sends a visitor on a protected page to the localized login with returnTo", async () => {
    const response = await proxy(request("/de/korb?from=menu"));
    const target = new URL(getRedirectUrl(response) ?? "");
    expect(target.pathname).toBe("/de/user/verbindung");
    expect(target.searchParams.get("returnTo")).toBe("/de/korb?from=menu");
  });

  it("gives each page a script policy with its own nonce, on the answer and on the request the render reads", async () => {
    const first = await proxy(request("/fr/produit/tondeuse"));
    const second = await proxy(request("/fr/produit/tondeuse"));
    const policy = first.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeDefined();
    expect(policy).toContain("'strict-dynamic'");
    expect(second.headers.get("content-security-policy")).not.toContain(`'nonce-${nonce}'`);
    // NextResponse.next({ request }) hands the render its headers this way.
    expect(first.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
  });

  it("sends no policy with the API's answers", async () => {
    const response = await proxy(request("/api/v2/shop/countries"));
    expect(response.headers.get("content-security-policy")).toBeNull();
  });

  it("hands public pages to the locale routing", async () => {
    const response = await proxy(request("/fr/user/connexion"));
    expect(getRedirectUrl(response)).toBeNull();
    expect(i18nRouting).toHaveBeenCalledTimes(1);
  });

  it("refreshes an access token about to expire and hands the new one to the render", async () => {
    const fresh = jwt(Math.floor(Date.now() / 1000) + 900);
    const fetchMock = vi.fn(async () => {
      const headers = new Headers({ "content-type": "application/json" });
      headers.append("set-cookie", `token=${fresh}; Path=/; HttpOnly; SameSite=Lax`);
      headers.append("set-cookie", "refresh_token=rotated; Path=/; HttpOnly; SameSite=Lax");
      return new Response(JSON.stringify(tokenPair(fresh)), { status: 200, headers });
    });
    vi.stubGlobal("fetch", fetchMock);

    const response = await proxy(
      request("/fr/user/mon-compte", { token: jwt(Math.floor(Date.now() / 1000) + 10), refresh_token: "old-refresh-1" }),
    );
    expect(fetchMock).toHaveBeenCalledWith("http://api.internal:4000/api/v2/shop/token/refresh", expect.anything());
    expect(getRedirectUrl(response)).toBeNull();
    expect(response.headers.getSetCookie()).toEqual([
      `token=${fresh}; Path=/; HttpOnly; SameSite=Lax`,
      "refresh_token=rotated; Path=/; HttpOnly; SameSite=Lax",
    ]);
    expect(response.headers.get("x-middleware-request-cookie")).toContain(`token=${fresh}`);
  });

  it("clears the session and asks for login when the refresh token is refused", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ code: "auth.refresh_token_invalid" }, { status: 401 })),
    );
    const response = await proxy(request("/en/cart", { refresh_token: "old-refresh-2", customer_id: "7" }));
    expect(new URL(getRedirectUrl(response) ?? "").pathname).toBe("/en/user/login");
    const cleared = response.headers.getSetCookie().map((cookie) => cookie.split("=")[0]);
    expect(cleared).toEqual(expect.arrayContaining(["token", "refresh_token", "customer_id", "csrf_token"]));
  });

  it("leaves a fresh token alone", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    await proxy(request("/fr", { token: jwt(Math.floor(Date.now() / 1000) + 600), refresh_token: "r" }));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
