import type { Database } from "@portal/db/client";
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { errors, jwtVerify, SignJWT } from "jose";
import type { Clock } from "../clock";
import { AppError } from "../errors";
import { statement } from "../sql";

/**
 * Staff access tokens are signed with the same key as customer tokens, so they carry an audience
 * and a type of their own: the admin API accepts nothing else, and the shop refuses any token
 * with an audience (tokens.ts).
 */
export const STAFF_AUDIENCE = "admin";
const STAFF_TOKEN_TYPE = "staff";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A member of the provider's staff, in one of their sessions. */
export type StaffActor = { staffUserId: number; sessionId: string };

declare module "fastify" {
  interface FastifyRequest {
    staff: StaffActor | null;
  }
}

export type StaffTokenVerification = { ok: true; claims: StaffActor } | { ok: false; reason: "expired" | "invalid" };

export function createStaffTokenSigner(options: { secret: string; ttlSeconds: number; clock: Clock }) {
  const key = crypto.subtle.importKey("raw", new TextEncoder().encode(options.secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
  return {
    ttlSeconds: options.ttlSeconds,

    async sign(claims: StaffActor): Promise<string> {
      const issuedAt = Math.floor(options.clock.now().getTime() / 1000);
      return new SignJWT({ sid: claims.sessionId, typ: STAFF_TOKEN_TYPE })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(String(claims.staffUserId))
        .setAudience(STAFF_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + options.ttlSeconds)
        .sign(await key);
    },

    async verify(token: string): Promise<StaffTokenVerification> {
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ["HS256"],
          audience: STAFF_AUDIENCE,
          currentDate: options.clock.now(),
        });
        const staffUserId = Number(payload.sub);
        if (
          payload.typ !== STAFF_TOKEN_TYPE ||
          !Number.isInteger(staffUserId) ||
          typeof payload.sid !== "string" ||
          !UUID.test(payload.sid)
        ) {
          return { ok: false, reason: "invalid" };
        }
        return { ok: true, claims: { staffUserId, sessionId: payload.sid } };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? "expired" : "invalid" };
      }
    },
  };
}
export type StaffTokenSigner = ReturnType<typeof createStaffTokenSigner>;

type StaffSessionRow = {
  staffUserId: number;
  // Date or ISO text, depending on the driver.
  revokedAt: Date | string | null;
  expiresAt: Date | string;
  enabled: boolean;
};

const findStaffSession = statement<StaffSessionRow, "sessionId">(
  (value) => sql`select s.staff_user_id as "staffUserId", s.revoked_at as "revokedAt", s.expires_at as "expiresAt", u.enabled
  from staff_sessions s
  join staff_users u on u.id = s.staff_user_id
  where s.id = ${value("sessionId")}`,
);

/**
 * Builds the hook of every admin route. Bearer tokens only: no cookie ever authenticates a staff
 * call, so no cross-site request can ride on one. The session and the staff account are checked
 * on each call, so a logout or a disabled account stops the token at once.
 */
export function createStaffAuthenticator(deps: { db: Database; tokens: StaffTokenSigner; clock: Clock }) {
  return async function authenticateStaff(request: FastifyRequest) {
    const header = request.headers.authorization;
    if (!header?.startsWith("Bearer ")) throw new AppError("auth.login_required");
    const verification = await deps.tokens.verify(header.slice(7).trim());
    if (!verification.ok) throw new AppError(verification.reason === "expired" ? "auth.token_expired" : "auth.token_invalid");
    const { claims } = verification;

    const [session] = await findStaffSession(deps.db, { sessionId: claims.sessionId });
    const usable =
      session &&
      session.staffUserId === claims.staffUserId &&
      !session.revokedAt &&
      new Date(session.expiresAt) > deps.clock.now() &&
      session.enabled;
    if (!usable) throw new AppError("auth.token_invalid");
    request.staff = claims;
  };
}

/** The staff member of an authenticated admin route (the hook guarantees one). */
export function staffOf(request: FastifyRequest): StaffActor {
  if (!request.staff) throw new AppError("auth.login_required");
  return request.staff;
}
