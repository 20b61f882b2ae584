import { contentCollections } from "@portal/domain/content/schemas";
import { sql } from "drizzle-orm";
import { check, customType, index, integer, jsonb, pgEnum, pgTable, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { createdAt, localeColumn, updatedAt } from "./columns";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/** Collections of the built-in content service, plus the site configuration single type. */
export const contentTypeEnum = pgEnum("content_type", [...contentCollections, "site-configuration"]);

/**
 * One localized content entry, stored as the JSON document the content service answers.
 * `documentId` ties the translations of one entry together, as in Strapi.
 */
export const contentEntries = pgTable(
  "content_entries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    type: contentTypeEnum("type").notNull(),
    documentId: varchar("document_id", { length: 64 }).notNull(),
    locale: localeColumn(),
    slug: varchar("slug", { length: 160 }),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("content_entries_document_locale").on(table.type, table.documentId, table.locale),
    uniqueIndex("content_entries_slug").on(table.type, table.locale, table.slug),
    index("content_entries_type_locale").on(table.type, table.locale),
  ],
);

/** Uploaded media of the content service (logos, illustrations). */
export const contentMedia = pgTable(
  "content_media",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: varchar("name", { length: 160 }).notNull(),
    mime: varchar("mime", { length: 80 }).notNull(),
    width: integer("width"),
    height: integer("height"),
    bytes: bytea("bytes").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("content_media_name_unique").on(table.name),
    check("content_media_name_shape", sql`${table.name} ~ '^[a-z0-9][a-z0-9._-]*$'`),
  ],
);
