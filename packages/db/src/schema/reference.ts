import { boolean, integer, pgTable, primaryKey, varchar } from "drizzle-orm/pg-core";
import { localeColumn } from "./columns";

/** ISO 3166 countries; their names come from ICU in each locale. */
export const countries = pgTable("countries", {
  code: varchar("code", { length: 2 }).primaryKey(),
  allowedForAddresses: boolean("allowed_for_addresses").notNull().default(false),
});

/** Job roles a professional holds in a company (spec: capacity). */
export const capacities = pgTable("capacities", {
  code: varchar("code", { length: 40 }).primaryKey(),
  position: integer("position").notNull().default(0),
});

export const capacityTranslations = pgTable(
  "capacity_translations",
  {
    capacityCode: varchar("capacity_code", { length: 40 })
      .notNull()
      .references(() => capacities.code, { onDelete: "cascade" }),
    locale: localeColumn(),
    name: varchar("name", { length: 120 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.capacityCode, table.locale] })],
);

/** Business activities of a company (dealer, repair shop, landscaper...). */
export const activities = pgTable("activities", {
  code: varchar("code", { length: 40 }).primaryKey(),
  position: integer("position").notNull().default(0),
});

export const activityTranslations = pgTable(
  "activity_translations",
  {
    activityCode: varchar("activity_code", { length: 40 })
      .notNull()
      .references(() => activities.code, { onDelete: "cascade" }),
    locale: localeColumn(),
    name: varchar("name", { length: 120 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.activityCode, table.locale] })],
);
