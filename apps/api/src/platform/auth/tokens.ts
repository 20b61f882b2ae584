import { createHash, randomBytes } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
import type { Clock } from "../clock";

export type AccessClaims = {
  customerId: number;
  sessionId: string;
  /** Active company, null until chosen. */
  company: number | null;
  /** Companies the customer may act for (spec: the token's companies claim). */
  companies: number[];
};

export type TokenVerification = { ok: true; claims: AccessClaims } | { ok: false; reason: "expired" | "invalid" };

export function createTokenSigner(options: { secret: string; ttlSeconds: number; clock: Clock }) {
  // Imported once: given raw bytes, jose would import the key again on every call.
  const key = crypto.subtle.importKey("raw", new TextEncoder().encode(options.secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
  return {
    ttlSeconds: options.ttlSeconds,

    async sign(claims: AccessClaims): Promise<string> {
      const issuedAt = Math.floor(options.clock.now().getTime() / 1000);
      return new SignJWT({ sid: claims.sessionId, company: claims.company, companies: claims.companies })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(String(claims.customerId))
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + options.ttlSeconds)
        .sign(await key);
    },

    async verify(token: string): Promise<TokenVerification> {
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ["HS256"], currentDate: options.clock.now() });
        // Staff tokens name the admin API as their audience: never a shop session.
        if (payload.aud !== undefined) return { ok: false, reason: "invalid" };
        const customerId = Number(payload.sub);
        if (!Number.isInteger(customerId) || typeof payload.sid !== "string") return { ok: false, reason: "invalid" };
        return {
          ok: true,
          claims: {
            customerId,
            sessionId: payload.sid,
            company: typeof payload.company === "number" ? payload.company : null,
            companies: Array.isArray(payload.companies) ? payload.companies.filter((id) => typeof id === "number") : [],
          },
        };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? "expired" : "invalid" };
      }
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;

/** Opaque refresh tokens: only their hash is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
