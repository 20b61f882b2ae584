import { paymentMethodCodes } from "@portal/domain/orders/payment-methods";
import { sql } from "drizzle-orm";
import { boolean, check, integer, pgEnum, pgTable, primaryKey, text, unique, varchar } from "drizzle-orm/pg-core";
import { localeColumn } from "./columns";
import { countries } from "./reference";

export const paymentMethodEnum = pgEnum("payment_method", paymentMethodCodes);

/** Carriers and services (standard, express...); their prices are per zone in shipping_rates. */
export const shippingMethods = pgTable("shipping_methods", {
  code: varchar("code", { length: 40 }).primaryKey(),
  position: integer("position").notNull().default(0),
  enabled: boolean("enabled").notNull().default(true),
});

export const shippingMethodTranslations = pgTable(
  "shipping_method_translations",
  {
    methodCode: varchar("method_code", { length: 40 })
      .notNull()
      .references(() => shippingMethods.code, { onDelete: "cascade" }),
    locale: localeColumn(),
    name: varchar("name", { length: 120 }).notNull(),
    description: text("description").notNull().default(""),
  },
  (table) => [primaryKey({ columns: [table.methodCode, table.locale] })],
);

/**
 * What a method costs in a zone: a country, or one department of it (the first two characters of
 * the zip code). The most specific rate applies.
 */
export const shippingRates = pgTable(
  "shipping_rates",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    methodCode: varchar("method_code", { length: 40 })
      .notNull()
      .references(() => shippingMethods.code, { onDelete: "cascade" }),
    countryCode: varchar("country_code", { length: 2 })
      .notNull()
      .references(() => countries.code),
    department: varchar("department", { length: 2 }),
    priceCents: integer("price_cents").notNull(),
    freeAboveCents: integer("free_above_cents"),
    machinePackagingCents: integer("machine_packaging_cents").notNull().default(0),
  },
  (table) => [
    unique("shipping_rates_zone").on(table.methodCode, table.countryCode, table.department).nullsNotDistinct(),
    check(
      "shipping_rates_amounts",
      sql`${table.priceCents} >= 0 and ${table.machinePackagingCents} >= 0 and (${table.freeAboveCents} is null or ${table.freeAboveCents} >= 0)`,
    ),
  ],
);

/** Payment methods the portal offers and whether each is switched on. */
export const paymentMethods = pgTable("payment_methods", {
  code: paymentMethodEnum("code").primaryKey(),
  position: integer("position").notNull().default(0),
  enabled: boolean("enabled").notNull().default(true),
});
