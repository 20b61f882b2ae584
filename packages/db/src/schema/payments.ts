import { sql } from "drizzle-orm";
import { check, integer, pgEnum, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { createdAt, localeColumn } from "./columns";

/** `open` until the buyer pays, fails or cancels on the hosted page; a finished session never reopens. */
export const sandboxSessionStatuses = ["open", "succeeded", "failed", "cancelled"] as const;
export type SandboxSessionStatus = (typeof sandboxSessionStatuses)[number];
export const sandboxSessionStatusEnum = pgEnum("sandbox_payment_status", sandboxSessionStatuses);

/**
 * Checkout sessions of the built-in sandbox payment provider, kept in the database so a hosted
 * payment page survives an API restart. The sandbox stands for an outside provider: `payment_id`
 * is the portal's id it was given, not a foreign key.
 */
export const sandboxPaymentSessions = pgTable(
  "sandbox_payment_sessions",
  {
    reference: varchar("reference", { length: 64 }).primaryKey(),
    paymentId: integer("payment_id").notNull(),
    /** The portal's id of the customer paying: the hosted page acts for them alone (null on sessions opened before it was kept). */
    buyerId: integer("buyer_id"),
    amountCents: integer("amount_cents").notNull(),
    currency: varchar("currency", { length: 3 }).notNull(),
    locale: localeColumn(),
    orderNumber: varchar("order_number", { length: 20 }).notNull(),
    returnUrl: text("return_url").notNull(),
    cancelUrl: text("cancel_url").notNull(),
    status: sandboxSessionStatusEnum("status").notNull().default("open"),
    createdAt: createdAt(),
  },
  (table) => [check("sandbox_payment_sessions_amount", sql`${table.amountCents} >= 0`)],
);
