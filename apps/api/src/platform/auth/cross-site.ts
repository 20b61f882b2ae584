import { sessionCookieNames } from "@portal/domain/accounts/session-cookies";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../errors";
import { securityEvent } from "../security-events";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const cookieNames = [...Object.values(sessionCookieNames(false)), ...Object.values(sessionCookieNames(true))];

export type SiteHeaders = { secFetchSite: string | undefined; origin: string | undefined };

/**
 * Whether a browser sent the request from a page of the portal itself. `Sec-Fetch-Site` is the
 * browser's own verdict and wins; without it, `Origin` must be one of the portal's origins; with
 * neither, the caller is not a browser (or a very old one) and the CSRF token decides alone.
 */
export function isSameSite(headers: SiteHeaders, portalOrigins: readonly string[]): boolean {
  if (headers.secFetchSite) return headers.secFetchSite === "same-origin" || headers.secFetchSite === "same-site";
  if (headers.origin === undefined) return true;
  try {
    return portalOrigins.includes(new URL(headers.origin).origin);
  } catch {
    // `null` (a sandboxed frame, a redirect across sites) or garbage: not the portal.
    return false;
  }
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Refuses a state-changing request that carries the session cookies but comes from another site,
 * before any route runs: the portal's own pages are same-origin, the web proxy forwards them with
 * the browser's headers, and the origin the browser used is read from `X-Forwarded-Host` and
 * `X-Forwarded-Proto` of a trusted proxy (or the public URL). Bearer-token integrations carry no
 * cookie and are not concerned.
 */
export function registerCrossSiteGuard(app: FastifyInstance, options: { publicUrl: string }) {
  const publicOrigin = new URL(options.publicUrl).origin;
  app.addHook("onRequest", async (request: FastifyRequest) => {
    if (SAFE_METHODS.has(request.method) || request.headers.authorization?.startsWith("Bearer ")) return;
    if (!cookieNames.some((name) => request.cookies[name] !== undefined)) return;
    const headers = { secFetchSite: single(request.headers["sec-fetch-site"]), origin: single(request.headers.origin) };
    if (isSameSite(headers, [publicOrigin, `${request.protocol}://${request.host}`])) return;
    securityEvent(request.log, "auth.cross_site_refused", {
      route: request.routeOptions.url ?? "unknown",
      origin: headers.origin ?? headers.secFetchSite,
      address: request.ip,
    });
    throw new AppError("auth.csrf_invalid");
  });
}
