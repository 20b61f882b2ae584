import type { CookieSerializeOptions } from "@fastify/cookie";
import { REFRESH_TOKEN_TTL_SECONDS, sessionCookies } from "@portal/domain/accounts/session-cookies";
import type { FastifyReply, FastifyRequest } from "fastify";
import { newOpaqueToken } from "./tokens";

export type IssuedSession = { token: string; refreshToken: string; expiresIn: number; customerId: number };

function baseOptions(request: FastifyRequest): CookieSerializeOptions {
  // Secure whenever the browser reached us over HTTPS (directly or through the web proxy).
  return { path: "/", sameSite: "lax", secure: request.protocol === "https" };
}

/** Keeps a browser session in cookies (architecture: httpOnly, SameSite=Lax; CSRF token readable). */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, session: IssuedSession) {
  const options = baseOptions(request);
  reply.setCookie(sessionCookies.token, session.token, { ...options, httpOnly: true, maxAge: session.expiresIn });
  reply.setCookie(sessionCookies.refreshToken, session.refreshToken, { ...options, httpOnly: true, maxAge: REFRESH_TOKEN_TTL_SECONDS });
  reply.setCookie(sessionCookies.customerId, String(session.customerId), { ...options, httpOnly: true, maxAge: REFRESH_TOKEN_TTL_SECONDS });
  const csrf = request.cookies[sessionCookies.csrf] || newOpaqueToken();
  reply.setCookie(sessionCookies.csrf, csrf, { ...options, httpOnly: false, maxAge: REFRESH_TOKEN_TTL_SECONDS });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply) {
  const options = baseOptions(request);
  for (const name of Object.values(sessionCookies)) reply.clearCookie(name, options);
}
