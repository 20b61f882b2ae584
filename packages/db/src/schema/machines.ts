import { customerTypes, machineLimits } from "@portal/domain/machines/schemas";
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgEnum, pgTable, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { customers } from "./accounts";
import { productVariants } from "./catalog";
import { createdAt, localeColumn, updatedAt } from "./columns";
import { companies } from "./companies";
import { storedFiles } from "./files";
import { activities, countries } from "./reference";

export const machineCustomerTypeEnum = pgEnum("machine_customer_type", customerTypes);

/**
 * Machines the manufacturer sold to its dealers, as its ERP knows them: the serial number, the
 * catalogue variant of the machine and the dealer's client code. A machine sold is registered once,
 * by the dealer or by the end customer who bought it from the dealer.
 */
export const machinesSold = pgTable(
  "machines_sold",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Upper-case, without blanks (packages/domain/src/machines/rules.ts). */
    serialNumber: varchar("serial_number", { length: machineLimits.serialNumberLength }).notNull(),
    variantCode: varchar("variant_code", { length: machineLimits.variantCodeLength }).references(() => productVariants.code, {
      onUpdate: "cascade",
      onDelete: "set null",
    }),
    brand: varchar("brand", { length: machineLimits.brandLength }).notNull(),
    model: varchar("model", { length: machineLimits.modelLength }).notNull(),
    /** The dealer's client code in the ERP; the dealer may not have a portal account yet, so no reference. */
    clientCode: varchar("client_code", { length: machineLimits.clientCodeLength }).notNull(),
    soldAt: date("sold_at", { mode: "string" }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("machines_sold_serial_number_unique").on(table.serialNumber),
    index("machines_sold_client_code").on(table.clientCode),
    check("machines_sold_serial_normalised", sql`${table.serialNumber} ~ '^[A-Z0-9][A-Z0-9._-]*$'`),
  ],
);

/**
 * A machine sold, registered to its end customer (spec section 3): by the dealer for a private or
 * professional customer, or by a private customer on their own account (a company of one).
 */
export const machineRegistrations = pgTable(
  "machine_registrations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Random, unguessable: the registration's address in URLs. */
    token: varchar("token", { length: 32 }).notNull(),
    machineSoldId: integer("machine_sold_id")
      .notNull()
      .references(() => machinesSold.id),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    registeredBy: integer("registered_by")
      .notNull()
      .references(() => customers.id),
    customerType: machineCustomerTypeEnum("customer_type").notNull(),
    firstName: varchar("first_name", { length: machineLimits.nameLength }),
    lastName: varchar("last_name", { length: machineLimits.nameLength }),
    corporateName: varchar("corporate_name", { length: machineLimits.corporateNameLength }),
    siret: varchar("siret", { length: 14 }),
    activityCode: varchar("activity_code", { length: machineLimits.activityLength }).references(() => activities.code),
    email: varchar("email", { length: machineLimits.emailLength }).notNull(),
    phone: varchar("phone", { length: machineLimits.phoneLength }).notNull(),
    street: varchar("street", { length: machineLimits.streetLength }).notNull(),
    zipCode: varchar("zip_code", { length: machineLimits.zipCodeLength }).notNull(),
    city: varchar("city", { length: machineLimits.cityLength }).notNull(),
    countryCode: varchar("country_code", { length: 2 })
      .notNull()
      .references(() => countries.code),
    sellingDate: date("selling_date", { mode: "string" }).notNull(),
    deliveredComplete: boolean("delivered_complete").notNull(),
    /** The sale invoice in the stored files. */
    invoiceFileId: integer("invoice_file_id").references(() => storedFiles.id),
    localeCode: localeColumn("locale_code"),
    /**
     * Serial, brand, model and end customer's name in lower case, for the list's search by any of
     * them through one trigram index (kept in step when the ERP renames a machine).
     */
    searchText: varchar("search_text", { length: 400 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("machine_registrations_token_unique").on(table.token),
    uniqueIndex("machine_registrations_machine_unique").on(table.machineSoldId),
    // The company's list, newest first.
    index("machine_registrations_company_created").on(table.companyId, table.createdAt.desc(), table.id.desc()),
    index("machine_registrations_search_trgm").using("gin", sql`${table.searchText} gin_trgm_ops`),
    check(
      "machine_registrations_private_fields",
      sql`${table.customerType} <> 'private' or (${table.firstName} is not null and ${table.lastName} is not null
        and ${table.corporateName} is null and ${table.siret} is null and ${table.activityCode} is null)`,
    ),
    check(
      "machine_registrations_professional_fields",
      sql`${table.customerType} <> 'professional' or (${table.corporateName} is not null and ${table.siret} is not null
        and ${table.activityCode} is not null and ${table.firstName} is null and ${table.lastName} is null)`,
    ),
    check("machine_registrations_siret_format", sql`${table.siret} ~ '^([0-9]{9}|[0-9]{14})$'`),
  ],
);
