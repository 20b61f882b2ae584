import type { OrderAddress } from "@portal/domain/addresses/schemas";
import { cartLimits } from "@portal/domain/orders/schemas";
import { quoteLimits } from "@portal/domain/quotes/schemas";
import { quoteStatuses } from "@portal/domain/quotes/status";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { customers } from "./accounts";
import { addresses } from "./addresses";
import { productVariants } from "./catalog";
import { createdAt, localeColumn, updatedAt } from "./columns";
import { companies } from "./companies";
import { orders } from "./orders";

export const quoteStatusEnum = pgEnum("quote_status", quoteStatuses);

/** Quote numbers come from a sequence, as order numbers do. */
export const quoteNumbers = pgSequence("quote_number_seq", { startWith: 1 });

/**
 * A cart's lines saved as a quote for the manufacturer to price (spec section 3). `expired` is not
 * a state: it is read from `valid_until` (packages/domain/src/quotes/status.ts).
 */
export const quotes = pgTable(
  "quotes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    number: varchar("number", { length: 20 }).notNull(),
    /** The token of the cart it was requested from: a retried request answers the same quote. */
    requestToken: varchar("request_token", { length: 64 }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    name: varchar("name", { length: quoteLimits.nameLength }),
    serialNumber: varchar("serial_number", { length: quoteLimits.serialNumberLength }),
    /** A copy of the delivery address as requested; the address book entry may change or go. */
    shippingAddress: jsonb("shipping_address").$type<OrderAddress>().notNull(),
    shippingAddressId: integer("shipping_address_id").references(() => addresses.id, { onDelete: "set null" }),
    /** The customer's language: the PDF and the e-mail speak it. */
    localeCode: localeColumn("locale_code"),
    status: quoteStatusEnum("status").notNull().default("waiting_price"),
    validUntil: date("valid_until", { mode: "string" }),
    subtotalCents: integer("subtotal_cents"),
    vatRateBasisPoints: integer("vat_rate_basis_points"),
    vatCents: integer("vat_cents"),
    totalInclVatCents: integer("total_incl_vat_cents"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    orderedAt: timestamp("ordered_at", { withTimezone: true }),
    orderedOrderId: integer("ordered_order_id").references((): AnyPgColumn => orders.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("quotes_number_unique").on(table.number),
    uniqueIndex("quotes_request_token_unique").on(table.requestToken),
    // One quote is ordered once: a second order can never name it.
    uniqueIndex("quotes_ordered_order_unique").on(table.orderedOrderId),
    index("quotes_company_created").on(table.companyId, table.createdAt),
    index("quotes_customer_created").on(table.customerId, table.createdAt),
    index("quotes_status_created").on(table.status, table.createdAt),
    check(
      "quotes_priced_have_validity_and_totals",
      sql`${table.status} = 'waiting_price' or (${table.validUntil} is not null and ${table.subtotalCents} is not null)`,
    ),
    check(
      "quotes_totals_add_up",
      sql`(${table.subtotalCents} is null and ${table.vatCents} is null and ${table.totalInclVatCents} is null and ${table.vatRateBasisPoints} is null)
        or (${table.subtotalCents} >= 0 and ${table.vatCents} >= 0 and ${table.totalInclVatCents} = ${table.subtotalCents} + ${table.vatCents})`,
    ),
    check(
      "quotes_ordered_once",
      sql`(${table.status} = 'ordered') = (${table.orderedOrderId} is not null and ${table.orderedAt} is not null)`,
    ),
    check("quotes_sent_dated", sql`${table.status} <> 'sent' or ${table.sentAt} is not null`),
  ],
);

/** A quote's lines: a catalogue variant, or only the reference text when the catalogue does not know it. */
export const quoteItems = pgTable(
  "quote_items",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    variantId: integer("variant_id").references(() => productVariants.id),
    reference: varchar("reference", { length: 64 }).notNull(),
    name: varchar("name", { length: 200 }).notNull(),
    brandName: varchar("brand_name", { length: 120 }),
    quantity: integer("quantity").notNull(),
    /** Net unit price excl. VAT and ecotax; null until priced. */
    unitPriceCents: integer("unit_price_cents"),
    ecotaxCents: integer("ecotax_cents").notNull().default(0),
    /** The catalogue's price was on request when the quote was made. */
    priceOnRequest: boolean("price_on_request").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index("quote_items_quote").on(table.quoteId, table.id),
    index("quote_items_variant").on(table.variantId),
    check("quote_items_quantity", sql`${table.quantity} between 1 and ${sql.raw(String(cartLimits.maxQuantity))}`),
    check("quote_items_amounts", sql`(${table.unitPriceCents} is null or ${table.unitPriceCents} >= 0) and ${table.ecotaxCents} >= 0`),
  ],
);
