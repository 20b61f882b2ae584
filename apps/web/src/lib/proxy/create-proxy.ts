import type { SessionCookieNames } from "@portal/domain/accounts/session-cookies";
import { type NextRequest, NextResponse } from "next/server";
import { isProtectedPath, loginPath, splitLocale } from "../../i18n/route-access";
import { routing } from "../../i18n/routing";
import { apiOrigin } from "../api/origin";
import { isSecureRequest, requestCookieNames } from "../auth/cookie-names";
import { needsRefresh } from "../auth/jwt";
import { refreshSession } from "../auth/refresh";
import { parseSetCookie } from "../auth/set-cookie";
import { webConfig } from "../config";
import { contentSecurityPolicy, createNonce } from "./security-headers";

type I18nRouting = (request: NextRequest) => NextResponse;

type SessionUpdate = { setCookies: string[]; cleared: boolean };

/** Refreshes an access token that is missing or about to expire, before the page renders. */
async function refreshIfNeeded(request: NextRequest, names: SessionCookieNames): Promise<SessionUpdate> {
  const update: SessionUpdate = { setCookies: [], cleared: false };
  const refreshToken = request.cookies.get(names.refreshToken)?.value;
  if (!refreshToken) return update;
  if (!needsRefresh(request.cookies.get(names.token)?.value, Date.now())) return update;

  const outcome = await refreshSession(apiOrigin(), refreshToken, { secure: isSecureRequest(request.headers, request.nextUrl.protocol) });
  if (outcome.kind === "failed") return update;
  update.setCookies = outcome.setCookies;
  if (outcome.kind === "refreshed") {
    // The render reads the forwarded request cookies: give it every cookie the API just set.
    for (const header of outcome.setCookies) {
      const cookie = parseSetCookie(header);
      if (cookie) request.cookies.set(cookie.name, cookie.value);
    }
    request.cookies.set(names.token, outcome.token);
  } else {
    update.cleared = true;
    for (const name of Object.values(names)) request.cookies.delete(name);
  }
  return update;
}

function applySession(response: NextResponse, update: SessionUpdate, names: SessionCookieNames): NextResponse {
  for (const header of update.setCookies) response.headers.append("set-cookie", header);
  if (update.cleared && update.setCookies.length === 0) {
    for (const name of Object.values(names)) response.cookies.delete(name);
  }
  return response;
}

function hasSession(request: NextRequest, names: SessionCookieNames): boolean {
  return request.cookies.has(names.token) || request.cookies.has(names.refreshToken);
}

/** A page the browser opens, as opposed to a call from a script: the API serves a few (the payment provider's sandbox page). */
const isNavigation = (request: NextRequest) => request.headers.get("sec-fetch-mode") === "navigate";

/**
 * What runs before every page and API call: the same-origin API forward, the session refresh,
 * the login gate of customer pages, then next-intl's locale routing with the page's script nonce.
 */
export function createProxy(handleI18nRouting: I18nRouting) {
  return async function proxy(request: NextRequest): Promise<NextResponse> {
    const { pathname, search } = request.nextUrl;
    const secure = isSecureRequest(request.headers, request.nextUrl.protocol);
    const names = requestCookieNames(request.headers, request.nextUrl.protocol);

    // The browser talks to the API on this origin; the target is read per request, not at build time.
    if (pathname.startsWith("/api/")) {
      // Scripts renew their own session; a page the API serves is opened like any page, so renew it here.
      const session = isNavigation(request) ? await refreshIfNeeded(request, names) : { setCookies: [], cleared: false };
      // The API names the session cookies and checks where a change comes from by the scheme the browser used.
      const headers = new Headers(request.headers);
      headers.set("x-forwarded-proto", secure ? "https" : "http");
      const rewrite = NextResponse.rewrite(new URL(`${pathname}${search}`, apiOrigin()), { request: { headers } });
      return applySession(rewrite, session, names);
    }

    const session = await refreshIfNeeded(request, names);

    if (isProtectedPath(pathname) && !hasSession(request, names)) {
      const locale = splitLocale(pathname).locale ?? routing.defaultLocale;
      const login = new URL(loginPath(locale), request.url);
      login.searchParams.set("returnTo", `${pathname}${search}`);
      return applySession(NextResponse.redirect(login), session, names);
    }

    // Next reads the nonce from the policy on the request and puts it on every script it renders;
    // the locale routing forwards the request's headers to the render.
    const policy = contentSecurityPolicy(createNonce(), { development: webConfig.development() });
    request.headers.set("content-security-policy", policy);
    const response = applySession(handleI18nRouting(request), session, names);
    response.headers.set("content-security-policy", policy);
    return response;
  };
}
