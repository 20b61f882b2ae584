import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, varchar } from "drizzle-orm/pg-core";
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

/** The manufacturer's international sales representatives (spec: commercial-by-department). */
export const salesRepresentatives = pgTable(
  "sales_representatives",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    firstname: varchar("firstname", { length: 60 }).notNull(),
    lastname: varchar("lastname", { length: 60 }).notNull(),
    email: varchar("email", { length: 180 }).notNull(),
    phone: varchar("phone", { length: 30 }),
  },
  (table) => [check("sales_representatives_email_lowercase", sql`${table.email} = lower(${table.email})`)],
);

/** Which representative covers a department (first two characters of a zip code) of a country: one each. */
export const salesRepresentativeDepartments = pgTable(
  "sales_representative_departments",
  {
    countryCode: varchar("country_code", { length: 2 })
      .notNull()
      .references(() => countries.code),
    department: varchar("department", { length: 3 }).notNull(),
    representativeId: integer("representative_id")
      .notNull()
      .references(() => salesRepresentatives.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.countryCode, table.department] }),
    index("sales_representative_departments_representative").on(table.representativeId),
    check("sales_representative_departments_shape", sql`${table.department} ~ '^[0-9A-Z]{2,3}$'`),
  ],
);
