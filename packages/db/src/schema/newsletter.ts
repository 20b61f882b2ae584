import { newsletterLimits } from "@portal/domain/newsletter/schemas";
import { consentSources, subscriberStatuses } from "@portal/domain/newsletter/status";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgEnum, pgTable, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { staffUsers } from "./accounts";
import { createdAt, localeColumn, localeEnum, updatedAt } from "./columns";

export const subscriberStatusEnum = pgEnum("newsletter_subscriber_status", subscriberStatuses);
export const consentSourceEnum = pgEnum("newsletter_consent_source", consentSources);
export const newsletterTokenPurposeEnum = pgEnum("newsletter_token_purpose", ["confirm", "unsubscribe"]);

/**
 * An address on the newsletter list, whoever gave it (a visitor in the footer, a customer at
 * registration, through an invitation or on their account page). It receives newsletters only
 * once confirmed: by the link of the confirmation e-mail, or by an address the portal proved.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: varchar("email", { length: newsletterLimits.emailLength }).notNull(),
    /** The language its e-mails are written in. */
    locale: localeColumn(),
    status: subscriberStatusEnum("status").notNull().default("pending"),
    /** Where the latest consent was asked for. */
    consentSource: consentSourceEnum("consent_source").notNull(),
    /** When and in which language the consent was proven (the link followed, or the proven address); null while pending. */
    consentAt: timestamp("consent_at", { withTimezone: true }),
    consentLocale: localeEnum("consent_locale"),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Stored lowercased, so the plain unique index is a case-insensitive one.
    uniqueIndex("newsletter_subscribers_email_unique").on(table.email),
    check("newsletter_subscribers_email_lowercase", sql`${table.email} = lower(${table.email})`),
    index("newsletter_subscribers_status").on(table.status, table.id),
    check("newsletter_subscribers_email_format", sql`${table.email} ~ '^[^@[:space:]]+@[^@[:space:]]+$'`),
    check(
      "newsletter_subscribers_consent",
      sql`(${table.status} <> 'confirmed') or (${table.consentAt} is not null and ${table.consentLocale} is not null)`,
    ),
    check("newsletter_subscribers_unsubscribed", sql`(${table.status} = 'unsubscribed') = (${table.unsubscribedAt} is not null)`),
  ],
);

/**
 * The secrets of the links e-mailed to a subscriber; only their hash is kept. A confirmation
 * token expires; each newsletter e-mail carries an unsubscribe token of its own. All are single-use.
 */
export const newsletterTokens = pgTable(
  "newsletter_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    purpose: newsletterTokenPurposeEnum("purpose").notNull(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("newsletter_tokens_hash_unique").on(table.tokenHash),
    index("newsletter_tokens_subscriber").on(table.subscriberId, table.purpose),
    check("newsletter_tokens_confirm_expires", sql`${table.purpose} <> 'confirm' or ${table.expiresAt} is not null`),
  ],
);

/** A newsletter staff sent: its words in every language, when, and to how many confirmed subscribers. */
export const newsletterSends = pgTable(
  "newsletter_sends",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    subject: jsonb("subject").$type<Record<string, string>>().notNull(),
    body: jsonb("body").$type<Record<string, string>>().notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    recipients: integer("recipients").notNull(),
    staffUserId: integer("staff_user_id").references(() => staffUsers.id, { onDelete: "set null" }),
  },
  (table) => [index("newsletter_sends_sent_at").on(table.sentAt), check("newsletter_sends_recipients", sql`${table.recipients} >= 0`)],
);
