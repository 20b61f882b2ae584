import { sessionCookies } from "@portal/domain/accounts/session-cookies";
import { type NextRequest, NextResponse } from "next/server";
import { isProtectedPath, loginPath, splitLocale } from "../../i18n/route-access";
import { routing } from "../../i18n/routing";
import { apiOrigin } from "../api/origin";
import { needsRefresh } from "../auth/jwt";
import { refreshSession } from "../auth/refresh";
import { parseSetCookie } from "../auth/set-cookie";
import { webConfig } from "../config";
import { contentSecurityPolicy, createNonce } from "./security-headers";

type I18nRouting = (request: NextRequest) => NextResponse;

type SessionUpdate = { setCookies: string[]; cleared: boolean };

/** Refreshes an access token that is missing or about to expire, before the page renders. */
async function refreshIfNeeded(request: NextRequest): Promise<SessionUpdate> {
  const update: SessionUpdate = { setCookies: [], cleared: false };
  const refreshToken = request.cookies.get(sessionCookies.refreshToken)?.value;
  if (!refreshToken) return update;
  if (!needsRefresh(request.cookies.get(sessionCookies.token)?.value, Date.now())) return update;

  const outcome = await refreshSession(apiOrigin(), refreshToken);
  if (outcome.kind === "failed") return update;
  update.setCookies = outcome.setCookies;
  if (outcome.kind === "refreshed") {
    // The render reads the forwarded request cookies: give it every cookie the API just set.
    for (const header of outcome.setCookies) {
      const cookie = parseSetCookie(header);
      if (cookie) request.cookies.set(cookie.name, cookie.value);
    }
    request.cookies.set(sessionCookies.token, outcome.token);
  } else {
    update.cleared = true;
    for (const name of Object.values(sessionCookies)) request.cookies.delete(name);
  }
  return update;
}

function applySession(response: NextResponse, update: SessionUpdate): NextResponse {
  for (const header of update.setCookies) response.headers.append("set-cookie", header);
  if (update.cleared && update.setCookies.length === 0) {
    for (const name of Object.values(sessionCookies)) response.cookies.delete(name);
  }
  return response;
}

function hasSession(request: NextRequest): boolean {
  return request.cookies.has(sessionCookies.token) || request.cookies.has(sessionCookies.refreshToken);
}

/**
 * What runs before every page and API call: the same-origin API forward, the session refresh,
 * the login gate of customer pages, then next-intl's locale routing with the page's script nonce.
 */
export function createProxy(handleI18nRouting: I18nRouting) {
  return async function proxy(request: NextRequest): Promise<NextResponse> {
    const { pathname, search } = request.nextUrl;

    // The browser talks to the API on this origin; the target is read per request, not at build time.
    if (pathname.startsWith("/api/")) {
      return NextResponse.rewrite(new URL(`${pathname}${search}`, apiOrigin()));
    }

    const session = await refreshIfNeeded(request);

    if (isProtectedPath(pathname) && !hasSession(request)) {
      const locale = splitLocale(pathname).locale ?? routing.defaultLocale;
      const login = new URL(loginPath(locale), request.url);
      login.searchParams.set("returnTo", `${pathname}${search}`);
      return applySession(NextResponse.redirect(login), session);
    }

    // Next reads the nonce from the policy on the request and puts it on every script it renders;
    // the locale routing forwards the request's headers to the render.
    const policy = contentSecurityPolicy(createNonce(), { development: webConfig.development() });
    request.headers.set("content-security-policy", policy);
    const response = applySession(handleI18nRouting(request), session);
    response.headers.set("content-security-policy", policy);
    return response;
  };
}
