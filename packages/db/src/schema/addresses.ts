import { addressLimits } from "@portal/domain/addresses/schemas";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { customers } from "./accounts";
import { createdAt, updatedAt } from "./columns";
import { companies } from "./companies";
import { countries } from "./reference";

/** A company's shipping addresses, shared by its members (the billing address is the company's own). */
export const addresses = pgTable(
  "addresses",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    createdBy: integer("created_by").references(() => customers.id, { onDelete: "set null" }),
    firstname: varchar("firstname", { length: addressLimits.name }).notNull(),
    lastname: varchar("lastname", { length: addressLimits.name }).notNull(),
    alias: varchar("alias", { length: addressLimits.alias }),
    company: varchar("company", { length: addressLimits.company }),
    street: varchar("street", { length: addressLimits.street }).notNull(),
    postcode: varchar("postcode", { length: addressLimits.postcode }).notNull(),
    city: varchar("city", { length: addressLimits.city }).notNull(),
    countryCode: varchar("country_code", { length: 2 })
      .notNull()
      .references(() => countries.code),
    phone: varchar("phone", { length: 30 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("addresses_company").on(table.companyId),
    uniqueIndex("addresses_company_alias").on(table.companyId, sql`lower(${table.alias})`),
    check(
      "addresses_not_blank",
      sql`length(trim(${table.firstname})) > 0 and length(trim(${table.lastname})) > 0 and length(trim(${table.street})) > 0 and length(trim(${table.city})) > 0`,
    ),
    check("addresses_postcode_shape", sql`${table.postcode} ~ '^[A-Z0-9][A-Z0-9 -]{1,11}$'`),
  ],
);
