import { timingSafeEqual } from "node:crypto";
import type { Database } from "@portal/db/client";
import { isMembershipUsable } from "@portal/domain/accounts/membership";
import type { CompanyStatus } from "@portal/domain/accounts/schemas";
import { CSRF_FIELD, CSRF_HEADER } from "@portal/domain/accounts/session-cookies";
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Clock } from "../clock";
import { AppError } from "../errors";
import { statement } from "../sql";
import { cookieNamesOf } from "./session-cookies";
import type { TokenSigner } from "./tokens";

/** Who is calling: a customer in one of their sessions, acting for the active company. */
export type Actor = {
  customerId: number;
  sessionId: string;
  companyId: number | null;
  via: "bearer" | "cookie";
};

declare module "fastify" {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function readToken(request: FastifyRequest): { token: string; via: Actor["via"] } | null {
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ")) return { token: header.slice(7).trim(), via: "bearer" };
  const cookie = request.cookies[cookieNamesOf(request).token];
  return cookie ? { token: cookie, via: "cookie" } : null;
}

export function sameSecret(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The CSRF token a request echoes: in its header, or as a field of a plain HTML form (which cannot set headers). */
function echoedCsrf(request: FastifyRequest): string | undefined {
  const header = request.headers[CSRF_HEADER];
  if (typeof header === "string") return header;
  if (request.headers["content-type"]?.startsWith("application/x-www-form-urlencoded")) {
    const field = (request.body as Record<string, unknown> | undefined)?.[CSRF_FIELD];
    return typeof field === "string" ? field : undefined;
  }
  return undefined;
}

/** Cookie-authenticated changes must echo the CSRF cookie (double submit). */
export function assertCsrf(request: FastifyRequest) {
  if (!sameSecret(echoedCsrf(request), request.cookies[cookieNamesOf(request).csrf])) {
    throw new AppError("auth.csrf_invalid");
  }
}

type SessionRow = {
  customerId: number;
  companyId: number | null;
  // Date or ISO text, depending on the driver.
  revokedAt: Date | string | null;
  expiresAt: Date | string;
  customerEnabled: boolean;
  membershipEnabled: boolean | null;
  membershipAdmin: boolean | null;
  companyStatus: CompanyStatus | null;
};

// Every authenticated call runs it: a prepared statement, planned once per connection.
const findSession = statement<SessionRow, "sessionId">(
  (value) => sql`select s.customer_id as "customerId", s.company_id as "companyId", s.revoked_at as "revokedAt",
    s.expires_at as "expiresAt", cu.enabled as "customerEnabled", m.enabled as "membershipEnabled", m.is_admin as "membershipAdmin", co.status as "companyStatus"
  from sessions s
  join customers cu on cu.id = s.customer_id
  left join company_memberships m on m.customer_id = s.customer_id and m.company_id = s.company_id
  left join companies co on co.id = s.company_id
  where s.id = ${value("sessionId")}`,
);

/**
 * Builds the pre-handler of every customer route. The session is checked on each call, so a
 * logout, a revoked session or a disabled user or company stops the access token at once.
 */
export function createAuthenticator(deps: { db: Database; tokens: TokenSigner; clock: Clock }) {
  return async function authenticate(request: FastifyRequest) {
    const found = readToken(request);
    if (!found) throw new AppError("auth.login_required");
    const verification = await deps.tokens.verify(found.token);
    if (!verification.ok) throw new AppError(verification.reason === "expired" ? "auth.token_expired" : "auth.token_invalid");
    const { claims } = verification;

    const [session] = await findSession(deps.db, { sessionId: claims.sessionId });

    const now = deps.clock.now();
    const usable =
      session &&
      session.customerId === claims.customerId &&
      !session.revokedAt &&
      new Date(session.expiresAt) > now &&
      session.customerEnabled &&
      (session.companyId === null ||
        (session.companyStatus !== null &&
          isMembershipUsable({
            enabled: session.membershipEnabled === true,
            isAdmin: session.membershipAdmin === true,
            companyStatus: session.companyStatus,
          })));
    if (!usable) throw new AppError("auth.token_invalid");

    if (found.via === "cookie" && !SAFE_METHODS.has(request.method)) assertCsrf(request);
    request.actor = { customerId: claims.customerId, sessionId: claims.sessionId, companyId: session.companyId, via: found.via };
  };
}

/** The actor of an authenticated route (the pre-handler guarantees one). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError("auth.login_required");
  return request.actor;
}

/** The actor of a route open to visitors too: the caller's session if it is valid, null otherwise. */
export async function optionalActor(authenticate: (request: FastifyRequest) => Promise<void>, request: FastifyRequest) {
  try {
    await authenticate(request);
  } catch {
    return null;
  }
  return request.actor;
}
