import type { Database } from "@portal/db/client";
import { apiKeys } from "@portal/db/schema/index";
import type { ApiKey, CreateApiKey } from "@portal/domain/integrations/schemas";
import { desc, eq } from "drizzle-orm";
import { newApiKey } from "../../platform/auth/api-keys";
import type { StaffActor } from "../../platform/auth/staff-authenticate";
import type { Clock } from "../../platform/clock";
import { AppError } from "../../platform/errors";

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function view(row: typeof apiKeys.$inferSelect): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: `ork_${row.prefix}`,
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: iso(row.lastUsedAt),
    revokedAt: iso(row.revokedAt),
  };
}

/** The keys of the manufacturer's systems, managed by staff: created for a purpose, revoked at once. */
export function createIntegrationsService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async createKey(staff: StaffActor, input: CreateApiKey): Promise<ApiKey & { key: string }> {
      const { key, prefix, hash } = newApiKey();
      const [row] = await db
        .insert(apiKeys)
        .values({ name: input.name, prefix, keyHash: hash, scopes: [...new Set(input.scopes)], createdByStaffId: staff.staffUserId })
        .returning();
      if (!row) throw new Error("api key not created");
      return { ...view(row), key };
    },

    async listKeys(): Promise<ApiKey[]> {
      return (await db.select().from(apiKeys).orderBy(desc(apiKeys.id))).map(view);
    },

    /** Revoking is immediate: the next call with the key is refused. Revoking twice changes nothing. */
    async revokeKey(id: number): Promise<ApiKey> {
      const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
      if (!row) throw new AppError("integration.api_key_not_found");
      if (row.revokedAt) return view(row);
      const [revoked] = await db.update(apiKeys).set({ revokedAt: clock.now() }).where(eq(apiKeys.id, id)).returning();
      return view(revoked ?? row);
    },
  };
}

export type IntegrationsService = ReturnType<typeof createIntegrationsService>;
