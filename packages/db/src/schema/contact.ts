import { contactLimits } from "@portal/domain/contact/schemas";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { customers, genderEnum } from "./accounts";
import { createdAt, localeColumn, updatedAt } from "./columns";
import { countries } from "./reference";

/**
 * What a visitor may ask about, each routed to the mailbox of the department that answers it.
 * Staff change the mailbox (the routing) and switch subjects on and off.
 */
export const contactSubjects = pgTable(
  "contact_subjects",
  {
    code: varchar("code", { length: contactLimits.subjectCodeLength }).primaryKey(),
    labelFr: varchar("label_fr", { length: contactLimits.subjectLabelLength }).notNull(),
    labelEn: varchar("label_en", { length: contactLimits.subjectLabelLength }).notNull(),
    labelDe: varchar("label_de", { length: contactLimits.subjectLabelLength }).notNull(),
    labelNl: varchar("label_nl", { length: contactLimits.subjectLabelLength }).notNull(),
    department: varchar("department", { length: contactLimits.departmentLength }).notNull(),
    mailbox: varchar("mailbox", { length: contactLimits.emailLength }).notNull(),
    /** The subject asks for the machine fields (name, product code, brand, model, serial number). */
    machine: boolean("machine").notNull().default(false),
    position: integer("position").notNull().default(0),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("contact_subjects_code_format", sql`${table.code} ~ '^[a-z0-9][a-z0-9-]*$'`),
    check("contact_subjects_mailbox_format", sql`${table.mailbox} ~ '^[^@[:space:]]+@[^@[:space:]]+$'`),
  ],
);

/** A question sent through the contact form, kept whether or not its e-mails have left yet. */
export const contactRequests = pgTable(
  "contact_requests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    subjectCode: varchar("subject_code", { length: contactLimits.subjectCodeLength })
      .notNull()
      .references(() => contactSubjects.code, { onUpdate: "cascade" }),
    company: varchar("company", { length: contactLimits.companyLength }),
    gender: genderEnum("gender").notNull(),
    firstname: varchar("firstname", { length: contactLimits.nameLength }).notNull(),
    lastname: varchar("lastname", { length: contactLimits.nameLength }).notNull(),
    email: varchar("email", { length: contactLimits.emailLength }).notNull(),
    phone: varchar("phone", { length: contactLimits.phoneLength }).notNull(),
    street: varchar("street", { length: contactLimits.streetLength }),
    zipCode: varchar("zip_code", { length: contactLimits.zipCodeLength }),
    city: varchar("city", { length: contactLimits.cityLength }),
    countryCode: varchar("country_code", { length: 2 })
      .notNull()
      .references(() => countries.code),
    message: text("message").notNull(),
    machineName: varchar("machine_name", { length: contactLimits.machineNameLength }),
    productCode: varchar("product_code", { length: contactLimits.productCodeLength }),
    brand: varchar("brand", { length: contactLimits.brandLength }),
    model: varchar("model", { length: contactLimits.modelLength }),
    serialNumber: varchar("serial_number", { length: contactLimits.serialNumberLength }),
    /** Whether the serial number is one of the machines sold; null when none was given. */
    serialKnown: boolean("serial_known"),
    /** The logged-in customer who sent it; null for a visitor. */
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    locale: localeColumn(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("contact_requests_created_at").on(table.createdAt),
    index("contact_requests_subject").on(table.subjectCode, table.createdAt),
    check(
      "contact_requests_message_length",
      sql`char_length(${table.message}) between ${sql.raw(String(contactLimits.messageMin))} and ${sql.raw(String(contactLimits.messageMax))}`,
    ),
    check("contact_requests_email_format", sql`${table.email} ~ '^[^@[:space:]]+@[^@[:space:]]+$'`),
    check("contact_requests_serial_known", sql`(${table.serialNumber} is null) = (${table.serialKnown} is null)`),
    check("contact_requests_names", sql`char_length(trim(${table.firstname})) > 0 and char_length(trim(${table.lastname})) > 0`),
  ],
);
