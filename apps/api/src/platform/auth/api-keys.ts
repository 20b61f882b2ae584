import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Database } from "@portal/db/client";
import type { IntegrationScope } from "@portal/domain/integrations/schemas";
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Clock } from "../clock";
import { AppError } from "../errors";
import { securityEvent } from "../security-events";
import { rows, statement } from "../sql";

/** A system of the manufacturer's, calling with one of its API keys. */
export type IntegrationActor = { apiKeyId: number; scopes: readonly IntegrationScope[] };

declare module "fastify" {
  interface FastifyRequest {
    integration: IntegrationActor | null;
  }
}

// `ork_` then the prefix that finds the row, then the secret: `ork_3f9a1c2b7d_...`.
const KEY_SHAPE = /^ork_([0-9a-f]{10})_([A-Za-z0-9_-]{43})$/;

export const hashApiKey = (key: string) => createHash("sha256").update(key).digest("hex");

/** A new key: shown once to the staff member who creates it, kept only as its hash. */
export function newApiKey(): { key: string; prefix: string; hash: string } {
  const prefix = randomBytes(5).toString("hex");
  const key = `ork_${prefix}_${randomBytes(32).toString("base64url")}`;
  return { key, prefix, hash: hashApiKey(key) };
}

type KeyRow = {
  id: number;
  keyHash: string;
  scopes: IntegrationScope[] | string;
  revokedAt: Date | string | null;
  lastUsedAt: Date | string | null;
};

const findKey = statement<KeyRow, "prefix">(
  (value) => sql`select id, key_hash as "keyHash", scopes, revoked_at as "revokedAt", last_used_at as "lastUsedAt"
  from api_keys where prefix = ${value("prefix")}`,
);

/** PostgreSQL arrays of an enum come back as `{a,b}` text from some drivers. */
const scopesOf = (value: IntegrationScope[] | string): IntegrationScope[] =>
  Array.isArray(value)
    ? value
    : (value
        .replace(/^\{|\}$/g, "")
        .split(",")
        .filter(Boolean) as IntegrationScope[]);

/**
 * Builds the check of integration routes: `Authorization: Bearer ork_…`, a key that exists, is not
 * revoked and holds `scope`. When it was last used is kept to the minute, for staff reviewing keys.
 */
export function createApiKeyAuthenticator(deps: { db: Database; clock: Clock }) {
  return (scope: IntegrationScope) =>
    async function authenticateKey(request: FastifyRequest) {
      const header = request.headers.authorization;
      const key = header?.startsWith("Bearer ") ? header.slice(7).trim() : "";
      const shape = KEY_SHAPE.exec(key);
      if (!shape) throw new AppError("auth.login_required");
      const [row] = await findKey(deps.db, { prefix: shape[1] });
      const expected = Buffer.from(row?.keyHash ?? "0".repeat(64), "hex");
      const given = Buffer.from(hashApiKey(key), "hex");
      if (!row || !timingSafeEqual(expected, given) || row.revokedAt) {
        securityEvent(request.log, "auth.api_key_refused", { address: request.ip, route: request.routeOptions.url ?? "unknown" });
        throw new AppError("auth.token_invalid");
      }
      const scopes = scopesOf(row.scopes);
      if (!scopes.includes(scope)) throw new AppError("auth.forbidden");
      request.integration = { apiKeyId: row.id, scopes };
      const now = deps.clock.now();
      if (!row.lastUsedAt || now.getTime() - new Date(row.lastUsedAt).getTime() > 60_000) {
        await rows(deps.db, sql`update api_keys set last_used_at = ${now} where id = ${row.id}`);
      }
    };
}

export type ApiKeyAuthenticator = ReturnType<typeof createApiKeyAuthenticator>;
