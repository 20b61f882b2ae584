import type { InvoiceParty } from "@portal/domain/invoices/parties";
import { invoiceKinds, invoiceSources, paymentTerms } from "@portal/domain/invoices/status";
import { invoiceLineKinds } from "@portal/domain/invoices/totals";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { staffUsers } from "./accounts";
import { createdAt, localeColumn } from "./columns";
import { companies } from "./companies";
import { orderItems, orders } from "./orders";

export const invoiceKindEnum = pgEnum("invoice_kind", invoiceKinds);
export const invoiceSourceEnum = pgEnum("invoice_source", invoiceSources);
export const invoiceLineKindEnum = pgEnum("invoice_line_kind", invoiceLineKinds);
export const paymentTermsEnum = pgEnum("payment_terms", paymentTerms);

/**
 * The last number given in each series (kind and year). Issuing takes the next one with an upsert
 * that locks the series' row until the transaction ends: a second issuer waits, and a rollback gives
 * the number back, so numbers have no gaps (a sequence would leave one at every rollback).
 */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    kind: invoiceKindEnum("kind").notNull(),
    year: integer("year").notNull(),
    lastSequence: integer("last_sequence").notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.year] }), check("invoice_counters_positive", sql`${table.lastSequence} > 0`)],
);

/**
 * Invoices and credit notes, issued by the portal (numbered in its series) or imported from the
 * ERP (numbered by it, keyed by its id). An issued invoice never changes: its number, parties,
 * lines and amounts are written once; only what was paid and credited against it moves, and a
 * correction is a credit note.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    number: varchar("number", { length: 40 }).notNull(),
    kind: invoiceKindEnum("kind").notNull(),
    source: invoiceSourceEnum("source").notNull(),
    /** The portal's series; null for ERP numbers. */
    year: integer("year"),
    sequence: integer("sequence"),
    externalId: varchar("external_id", { length: 80 }),
    /** A hash of what an ERP import may never change (all but the paid amount): tells a repeat from a change. */
    erpFingerprint: varchar("erp_fingerprint", { length: 64 }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    /** Null for an ERP invoice of an order the portal does not know. */
    orderId: integer("order_id").references(() => orders.id),
    correctedInvoiceId: integer("corrected_invoice_id").references((): AnyPgColumn => invoices.id),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    issueDate: date("issue_date", { mode: "string" }).notNull(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    paymentTerms: paymentTermsEnum("payment_terms").notNull(),
    /** The customer's language: the PDF's. */
    localeCode: localeColumn("locale_code"),
    vatRateBasisPoints: integer("vat_rate_basis_points").notNull(),
    linesCents: integer("lines_cents").notNull(),
    allowancesCents: integer("allowances_cents").notNull(),
    chargesCents: integer("charges_cents").notNull(),
    totalExclVatCents: integer("total_excl_vat_cents").notNull(),
    vatCents: integer("vat_cents").notNull(),
    totalInclVatCents: integer("total_incl_vat_cents").notNull(),
    paidCents: integer("paid_cents").notNull().default(0),
    /** Credit notes issued against an invoice, incl. VAT (0 on a credit note). */
    creditedCents: integer("credited_cents").notNull().default(0),
    /** Copies for the list (spec section 2): who was delivered, and where. */
    deliveredCustomer: varchar("delivered_customer", { length: 160 }),
    deliveredCity: varchar("delivered_city", { length: 80 }),
    orderNumber: varchar("order_number", { length: 20 }),
    /** Copies of the parties for the e-invoice. */
    seller: jsonb("seller").$type<InvoiceParty>().notNull(),
    buyer: jsonb("buyer").$type<InvoiceParty>().notNull(),
    /** Why a credit note was issued. */
    reason: varchar("reason", { length: 500 }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("invoices_number_unique").on(table.number),
    uniqueIndex("invoices_external_id_unique").on(table.externalId),
    uniqueIndex("invoices_series_unique").on(table.kind, table.year, table.sequence),
    // One invoice per order.
    uniqueIndex("invoices_one_per_order").on(table.orderId).where(sql`${table.kind} = 'invoice'`),
    // The list: a company's documents, newest first, in keyset pages.
    // (Ascending: read backwards it gives `issued_at desc, id desc`, the list's order, which a
    // `desc` index, NULLS LAST in drizzle's SQL, would not.)
    index("invoices_company_issued").on(table.companyId, table.issuedAt, table.id),
    index("invoices_order").on(table.orderId),
    index("invoices_corrected").on(table.correctedInvoiceId),
    check(
      "invoices_numbered",
      sql`(${table.source} = 'portal' and ${table.year} is not null and ${table.sequence} > 0 and ${table.externalId} is null)
        or (${table.source} = 'erp' and ${table.year} is null and ${table.sequence} is null and ${table.externalId} is not null)`,
    ),
    check("invoices_credit_note_corrects", sql`(${table.kind} = 'credit_note') = (${table.correctedInvoiceId} is not null)`),
    check(
      "invoices_totals_add_up",
      sql`${table.totalExclVatCents} = ${table.linesCents} - ${table.allowancesCents} + ${table.chargesCents}
        and ${table.totalInclVatCents} = ${table.totalExclVatCents} + ${table.vatCents}`,
    ),
    check(
      "invoices_amounts",
      sql`${table.linesCents} >= 0 and ${table.allowancesCents} >= 0 and ${table.chargesCents} >= 0 and ${table.vatCents} >= 0
        and ${table.totalExclVatCents} >= 0 and ${table.paidCents} >= 0 and ${table.creditedCents} >= 0
        and ${table.creditedCents} <= ${table.totalInclVatCents} and (${table.kind} = 'invoice' or ${table.creditedCents} = 0)`,
    ),
    check("invoices_due_after_issue", sql`${table.dueDate} >= ${table.issueDate}`),
  ],
);

export const invoiceLines = pgTable(
  "invoice_lines",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id),
    position: integer("position").notNull(),
    kind: invoiceLineKindEnum("kind").notNull(),
    reference: varchar("reference", { length: 64 }).notNull(),
    description: varchar("description", { length: 500 }).notNull(),
    quantity: integer("quantity").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    orderItemId: integer("order_item_id").references(() => orderItems.id, { onDelete: "set null" }),
    /** The invoice line a credit note's line corrects. */
    correctedLineId: integer("corrected_line_id").references((): AnyPgColumn => invoiceLines.id),
  },
  (table) => [
    uniqueIndex("invoice_lines_position").on(table.invoiceId, table.position),
    check("invoice_lines_amounts", sql`${table.quantity} > 0 and ${table.unitPriceCents} >= 0 and ${table.totalCents} >= 0`),
  ],
);

/** Payments received against an invoice, as staff record them (ERP imports give the paid total instead). */
export const invoicePayments = pgTable(
  "invoice_payments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id),
    amountCents: integer("amount_cents").notNull(),
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    reference: varchar("reference", { length: 80 }),
    staffUserId: integer("staff_user_id").references(() => staffUsers.id),
    createdAt: createdAt(),
  },
  (table) => [index("invoice_payments_invoice").on(table.invoiceId), check("invoice_payments_amount", sql`${table.amountCents} > 0`)],
);
