import type { CookieSerializeOptions } from "@fastify/cookie";
import { REFRESH_TOKEN_TTL_SECONDS, type SessionCookieNames, sessionCookieNames } from "@portal/domain/accounts/session-cookies";
import type { FastifyReply, FastifyRequest } from "fastify";
import { newOpaqueToken } from "./tokens";

export type IssuedSession = { token: string; refreshToken: string; expiresIn: number; customerId: number };

/** Whether the browser reached us over HTTPS (directly, or through the web proxy's X-Forwarded-Proto). */
const isSecure = (request: FastifyRequest) => request.protocol === "https";

/** The session cookies' names for this request: `__Host-` prefixed over HTTPS, bare over plain HTTP. */
export function cookieNamesOf(request: FastifyRequest): SessionCookieNames {
  return sessionCookieNames(isSecure(request));
}

function baseOptions(request: FastifyRequest): CookieSerializeOptions {
  // Path=/, no Domain and Secure over HTTPS: what the __Host- prefix requires.
  return { path: "/", sameSite: "lax", secure: isSecure(request) };
}

/** Keeps a browser session in cookies (architecture: httpOnly, SameSite=Lax; CSRF token readable). */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, session: IssuedSession) {
  const options = baseOptions(request);
  const names = cookieNamesOf(request);
  reply.setCookie(names.token, session.token, { ...options, httpOnly: true, maxAge: session.expiresIn });
  reply.setCookie(names.refreshToken, session.refreshToken, { ...options, httpOnly: true, maxAge: REFRESH_TOKEN_TTL_SECONDS });
  reply.setCookie(names.customerId, String(session.customerId), { ...options, httpOnly: true, maxAge: REFRESH_TOKEN_TTL_SECONDS });
  const csrf = request.cookies[names.csrf] || newOpaqueToken();
  reply.setCookie(names.csrf, csrf, { ...options, httpOnly: false, maxAge: REFRESH_TOKEN_TTL_SECONDS });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply) {
  const options = baseOptions(request);
  for (const name of Object.values(cookieNamesOf(request))) reply.clearCookie(name, options);
}
