import { accountTokenPurposes, genders } from "@portal/domain/accounts/schemas";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgEnum, pgTable, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, localeEnum, updatedAt } from "./columns";
import { companies } from "./companies";

export const genderEnum = pgEnum("gender", genders);
export const accountTokenPurposeEnum = pgEnum("account_token_purpose", accountTokenPurposes);

export const customers = pgTable(
  "customers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: varchar("email", { length: 180 }).notNull(),
    passwordHash: varchar("password_hash", { length: 255 }).notNull(),
    gender: genderEnum("gender").notNull(),
    firstname: varchar("firstname", { length: 60 }).notNull(),
    lastname: varchar("lastname", { length: 60 }).notNull(),
    phone: varchar("phone", { length: 30 }),
    localeCode: localeEnum("locale_code").notNull().default("fr"),
    newsletter: boolean("newsletter").notNull().default(false),
    dataProtectionAcceptedAt: timestamp("data_protection_accepted_at", { withTimezone: true }),
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    enabled: boolean("enabled").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("customers_email_unique").on(table.email),
    check("customers_email_lowercase", sql`${table.email} = lower(${table.email})`),
    check("customers_email_shape", sql`${table.email} ~ '^[^@\\s]+@[^@\\s]+$'`),
    check("customers_names_not_blank", sql`length(trim(${table.firstname})) > 0 and length(trim(${table.lastname})) > 0`),
  ],
);

/**
 * A login on one device. Access tokens name their session, so revoking it (logout, re-used
 * refresh token, password change) stops them at once.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** Active company chosen for this session. */
    companyId: integer("company_id").references(() => companies.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("sessions_customer").on(table.customerId)],
);

/** Rotating refresh tokens, stored as SHA-256 hashes; each may be used once. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    tokenHash: varchar("token_hash", { length: 64 }).primaryKey(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("refresh_tokens_session").on(table.sessionId)],
);

/**
 * Single-use links sent by e-mail (verify an address, reset a password, confirm a new address),
 * stored as SHA-256 hashes with their expiry: the link in the e-mail is the only copy of the token.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    tokenHash: varchar("token_hash", { length: 64 }).primaryKey(),
    purpose: accountTokenPurposeEnum("purpose").notNull(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** The address an e-mail change link was sent to, and the only one it can confirm. */
    newEmail: varchar("new_email", { length: 180 }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("account_tokens_customer_purpose").on(table.customerId, table.purpose),
    // Compared as text: a new enum value cannot be used in the transaction that adds it.
    check("account_tokens_new_email_for_email_change", sql`(${table.purpose}::text = 'email_change') = (${table.newEmail} is not null)`),
    check("account_tokens_new_email_lowercase", sql`${table.newEmail} = lower(${table.newEmail})`),
  ],
);

/** The manufacturer's own people (back office). */
export const staffUsers = pgTable(
  "staff_users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: varchar("email", { length: 180 }).notNull(),
    passwordHash: varchar("password_hash", { length: 255 }).notNull(),
    firstname: varchar("firstname", { length: 60 }).notNull(),
    lastname: varchar("lastname", { length: 60 }).notNull(),
    enabled: boolean("enabled").notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("staff_users_email_unique").on(table.email),
    check("staff_users_email_lowercase", sql`${table.email} = lower(${table.email})`),
  ],
);

/** A staff login (admin API); revoking it stops its access tokens at once, as for customers. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    staffUserId: integer("staff_user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("staff_sessions_staff_user").on(table.staffUserId)],
);
