import { integrationScopes } from "@portal/domain/integrations/schemas";
import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { staffUsers } from "./accounts";
import { createdAt } from "./columns";

export const integrationScopeEnum = pgEnum("integration_scope", integrationScopes);

/**
 * Keys the manufacturer's systems call the admin API with. Only a SHA-256 hash of the key is kept
 * (a key is long and random: no salt or slow hash needed); its prefix finds the row.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: varchar("name", { length: 80 }).notNull(),
    prefix: varchar("prefix", { length: 16 }).notNull(),
    keyHash: varchar("key_hash", { length: 64 }).notNull(),
    scopes: integrationScopeEnum("scopes").array().notNull(),
    createdByStaffId: integer("created_by_staff_id").references(() => staffUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("api_keys_prefix_unique").on(table.prefix),
    index("api_keys_created_by").on(table.createdByStaffId),
    check("api_keys_scopes", sql`cardinality(${table.scopes}) >= 1`),
  ],
);
