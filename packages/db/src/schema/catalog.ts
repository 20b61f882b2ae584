import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, integer, pgTable, primaryKey, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { localeColumn } from "./columns";

/** Catalogue categories (taxons), a tree. */
export const taxons = pgTable(
  "taxons",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    code: varchar("code", { length: 64 }).notNull(),
    parentId: integer("parent_id").references((): AnyPgColumn => taxons.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (table) => [uniqueIndex("taxons_code_unique").on(table.code)],
);

export const taxonTranslations = pgTable(
  "taxon_translations",
  {
    taxonId: integer("taxon_id")
      .notNull()
      .references(() => taxons.id, { onDelete: "cascade" }),
    locale: localeColumn(),
    name: varchar("name", { length: 120 }).notNull(),
    slug: varchar("slug", { length: 160 }).notNull(),
    description: text("description"),
  },
  (table) => [
    primaryKey({ columns: [table.taxonId, table.locale] }),
    uniqueIndex("taxon_translations_locale_slug").on(table.locale, table.slug),
    check("taxon_translations_slug_shape", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*$'`),
  ],
);

export const brands = pgTable(
  "brands",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    code: varchar("code", { length: 64 }).notNull(),
    name: varchar("name", { length: 120 }).notNull(),
    position: integer("position").notNull().default(0),
  },
  (table) => [uniqueIndex("brands_code_unique").on(table.code)],
);
