import { companyStatuses, legalForms, rights } from "@portal/domain/accounts/schemas";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgEnum, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { customers } from "./accounts";
import { createdAt, updatedAt } from "./columns";
import { activities, capacities, countries } from "./reference";

export const companyStatusEnum = pgEnum("company_status", companyStatuses);
export const rightEnum = pgEnum("company_right", rights);
export const legalFormEnum = pgEnum("legal_form", legalForms);

export const companies = pgTable(
  "companies",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    corporateName: varchar("corporate_name", { length: 120 }).notNull(),
    /** An individual's account is a company of one, named after them, with no SIRET. */
    legalForm: legalFormEnum("legal_form").notNull().default("professional"),
    /** French SIREN (9) or SIRET (14 digits); checksum verified by the domain rule before insert. */
    siret: varchar("siret", { length: 14 }),
    /** EORI number, the identifier used in some other countries. */
    eori: varchar("eori", { length: 17 }),
    clientCode: varchar("client_code", { length: 20 }),
    status: companyStatusEnum("status").notNull().default("not_enabled"),
    activityCode: varchar("activity_code", { length: 40 }).references(() => activities.code),
    phone: varchar("phone", { length: 30 }),
    street: varchar("street", { length: 160 }),
    zipCode: varchar("zip_code", { length: 12 }),
    city: varchar("city", { length: 80 }),
    countryCode: varchar("country_code", { length: 2 }).references(() => countries.code),
    shippingZipCode: varchar("shipping_zip_code", { length: 12 }),
    shippingCountryCode: varchar("shipping_country_code", { length: 2 }).references(() => countries.code),
    /** Discount on catalogue prices agreed with the manufacturer, in basis points (1000 = 10 %). */
    discountBasisPoints: integer("discount_basis_points").notNull().default(0),
    /** May pay on account (invoice at the end of the month) instead of at order. */
    paymentOnAccount: boolean("payment_on_account").notNull().default(false),
    /** Public buyers must quote their purchase commitment number on every order. */
    engagementCodeRequired: boolean("engagement_code_required").notNull().default(false),
    /** When provider staff validated or refused the company (status tells which holds now). */
    validatedAt: timestamp("validated_at", { withTimezone: true }),
    refusedAt: timestamp("refused_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("companies_siret_unique").on(table.siret),
    uniqueIndex("companies_client_code_unique").on(table.clientCode),
    uniqueIndex("companies_eori_unique").on(table.eori),
    check("companies_siret_format", sql`${table.siret} ~ '^([0-9]{9}|[0-9]{14})$'`),
    check("companies_eori_format", sql`${table.eori} ~ '^[A-Z]{2}[0-9A-Z]{1,15}$'`),
    check("companies_discount_range", sql`${table.discountBasisPoints} between 0 and 9000`),
    check("companies_name_not_blank", sql`length(trim(${table.corporateName})) > 0`),
    check("companies_individual_without_siret", sql`${table.legalForm} = 'professional' or ${table.siret} is null`),
  ],
);

/** A customer's place in a company: role, administrator flag, and whether the access is enabled. */
export const companyMemberships = pgTable(
  "company_memberships",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    capacityCode: varchar("capacity_code", { length: 40 }).references(() => capacities.code),
    isAdmin: boolean("is_admin").notNull().default(false),
    enabled: boolean("enabled").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("company_memberships_customer_company").on(table.customerId, table.companyId),
    index("company_memberships_company").on(table.companyId),
  ],
);

/** Rights granted to a member (a row means granted). */
export const membershipRights = pgTable(
  "membership_rights",
  {
    membershipId: integer("membership_id")
      .notNull()
      .references(() => companyMemberships.id, { onDelete: "cascade" }),
    right: rightEnum("right").notNull(),
  },
  (table) => [primaryKey({ columns: [table.membershipId, table.right] })],
);

/**
 * A company administrator's invitation of a collaborator by e-mail: the link creates the account
 * or adds the company to an existing one, with the rights chosen here. Stored as a SHA-256 hash.
 */
export const invitations = pgTable(
  "invitations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    email: varchar("email", { length: 180 }).notNull(),
    invitedById: integer("invited_by_id").references(() => customers.id, { onDelete: "set null" }),
    capacityCode: varchar("capacity_code", { length: 40 }).references(() => capacities.code),
    rights: rightEnum("rights").array().notNull().default(sql`'{}'`),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("invitations_token_hash").on(table.tokenHash),
    // One pending invitation per person and company: inviting again replaces it.
    uniqueIndex("invitations_pending_email")
      .on(table.companyId, table.email)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
    check("invitations_email_lowercase", sql`${table.email} = lower(${table.email})`),
  ],
);
