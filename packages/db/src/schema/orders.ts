import type { OrderAddress } from "@portal/domain/addresses/schemas";
import { productTypes } from "@portal/domain/catalog/enums";
import { orderActorTypes, orderEventKinds } from "@portal/domain/orders/history";
import { cartLimits } from "@portal/domain/orders/schemas";
import { orderOrigins, orderStates, orderTypes, paymentStates, shippingStates } from "@portal/domain/orders/states";
import { promotionActions } from "@portal/domain/pricing/promotions";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { customers, staffUsers } from "./accounts";
import { addresses } from "./addresses";
import { productVariants } from "./catalog";
import { paymentMethodEnum, shippingMethods } from "./checkout";
import { createdAt, localeColumn, updatedAt } from "./columns";
import { companies } from "./companies";
import { promotions } from "./promotions";
import { quoteItems, quotes } from "./quotes";

export const orderStateEnum = pgEnum("order_state", orderStates);
export const paymentStateEnum = pgEnum("payment_state", paymentStates);
export const shippingStateEnum = pgEnum("shipping_state", shippingStates);
export const orderOriginEnum = pgEnum("order_origin", orderOrigins);
export const orderTypeEnum = pgEnum("order_type", orderTypes);
export const orderItemProductTypeEnum = pgEnum("order_item_product_type", productTypes);
export const orderPromotionActionEnum = pgEnum("order_promotion_action", promotionActions);
export const orderEventKindEnum = pgEnum("order_event_kind", orderEventKinds);
export const orderActorTypeEnum = pgEnum("order_actor_type", orderActorTypes);

/** Order numbers come from a sequence: unique without a lock, gaps allowed (a rolled-back checkout). */
export const orderNumbers = pgSequence("order_number_seq", { startWith: 100001 });

/**
 * A cart while `state` is `cart`, an order once placed. A cart's prices are read live from the
 * catalogue; placing it freezes prices, addresses and totals on the order and its items.
 */
export const orders = pgTable(
  "orders",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tokenValue: varchar("token_value", { length: 64 }).notNull(),
    number: varchar("number", { length: 20 }),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    state: orderStateEnum("state").notNull().default("cart"),
    paymentState: paymentStateEnum("payment_state").notNull().default("awaiting_payment"),
    shippingState: shippingStateEnum("shipping_state").notNull().default("ready"),
    origin: orderOriginEnum("origin").notNull().default("web"),
    type: orderTypeEnum("type").notNull().default("part"),
    localeCode: localeColumn("locale_code"),
    couponCode: varchar("coupon_code", { length: cartLimits.couponLength }),
    name: varchar("name", { length: cartLimits.nameLength }),
    engagementCode: varchar("engagement_code", { length: cartLimits.engagementCodeLength }),
    comments: varchar("comments", { length: cartLimits.commentsLength }),
    shippingAddressId: integer("shipping_address_id").references(() => addresses.id, { onDelete: "set null" }),
    billingAddressId: integer("billing_address_id").references(() => addresses.id, { onDelete: "set null" }),
    /** Copies taken when the order is placed. */
    shippingAddress: jsonb("shipping_address").$type<OrderAddress>(),
    billingAddress: jsonb("billing_address").$type<OrderAddress>(),
    subtotalCents: integer("subtotal_cents").notNull().default(0),
    promotionCents: integer("promotion_cents").notNull().default(0),
    shippingCents: integer("shipping_cents").notNull().default(0),
    packagingCents: integer("packaging_cents").notNull().default(0),
    totalExclVatCents: integer("total_excl_vat_cents").notNull().default(0),
    vatRateBasisPoints: integer("vat_rate_basis_points").notNull().default(0),
    vatCents: integer("vat_cents").notNull().default(0),
    totalInclVatCents: integer("total_incl_vat_cents").notNull().default(0),
    checkoutCompletedAt: timestamp("checkout_completed_at", { withTimezone: true }),
    /** Set while a cart holds a quote's lines at the quote's prices (the cart is locked), and kept on the order placed from it. */
    quoteId: integer("quote_id").references((): AnyPgColumn => quotes.id),
    /** The ERP's id of an off-web order, by which its batches update it. */
    externalId: varchar("external_id", { length: 64 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("orders_token_value_unique").on(table.tokenValue),
    uniqueIndex("orders_number_unique").on(table.number),
    // One open cart per customer and company: it survives logout and follows the buyer across devices.
    uniqueIndex("orders_one_cart_per_customer_company").on(table.customerId, table.companyId).where(sql`${table.state} = 'cart'`),
    // A quote is in one cart or order at a time: two carts cannot both convert it, nor two orders place it.
    uniqueIndex("orders_quote_unique").on(table.quoteId),
    uniqueIndex("orders_external_id_unique").on(table.externalId).where(sql`${table.externalId} is not null`),
    // The orders list reads placed orders newest first by keyset (completion instant, id), of a
    // company ("see all orders") or of one customer in it: each page is one index range.
    index("orders_company_history")
      .on(table.companyId, table.checkoutCompletedAt.desc(), table.id.desc())
      .where(sql`${table.state} <> 'cart'`),
    // Staff read every company's orders the same way.
    index("orders_history").on(table.checkoutCompletedAt.desc(), table.id.desc()).where(sql`${table.state} <> 'cart'`),
    index("orders_customer_history")
      .on(table.customerId, table.companyId, table.checkoutCompletedAt.desc(), table.id.desc())
      .where(sql`${table.state} <> 'cart'`),
    check(
      "orders_placed_have_number",
      sql`${table.state} = 'cart' or (${table.number} is not null and ${table.checkoutCompletedAt} is not null and ${table.shippingAddress} is not null and ${table.billingAddress} is not null)`,
    ),
    check(
      "orders_totals_add_up",
      sql`${table.totalExclVatCents} = ${table.subtotalCents} - ${table.promotionCents} + ${table.shippingCents} + ${table.packagingCents} and ${table.totalInclVatCents} = ${table.totalExclVatCents} + ${table.vatCents}`,
    ),
    check(
      "orders_amounts_positive",
      sql`${table.subtotalCents} >= 0 and ${table.promotionCents} >= 0 and ${table.promotionCents} <= ${table.subtotalCents} and ${table.shippingCents} >= 0 and ${table.packagingCents} >= 0 and ${table.vatCents} >= 0`,
    ),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id),
    quantity: integer("quantity").notNull(),
    /** Frozen when the order is placed (null in a cart, whose prices are the catalogue's). */
    unitPriceCents: integer("unit_price_cents"),
    discountPriceCents: integer("discount_price_cents"),
    ecotaxCents: integer("ecotax_cents"),
    totalCents: integer("total_cents"),
    /** The quote line whose price this item keeps. */
    quoteItemId: integer("quote_item_id").references((): AnyPgColumn => quoteItems.id),
    variantCode: varchar("variant_code", { length: 64 }),
    reference: varchar("reference", { length: 64 }),
    variantName: varchar("variant_name", { length: 200 }),
    productName: varchar("product_name", { length: 200 }),
    brandName: varchar("brand_name", { length: 120 }),
    productType: orderItemProductTypeEnum("product_type"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("order_items_order_variant").on(table.orderId, table.variantId),
    // A cart's lines are read in the order they were added.
    index("order_items_order_id").on(table.orderId, table.id),
    index("order_items_variant").on(table.variantId),
    check("order_items_quantity", sql`${table.quantity} between 1 and ${sql.raw(String(cartLimits.maxQuantity))}`),
    check("order_items_amounts", sql`${table.unitPriceCents} is null or (${table.unitPriceCents} >= 0 and ${table.totalCents} >= 0)`),
  ],
);

/** Promotions as applied when the order was placed: free units before their item, cart-wide amounts. */
export const orderPromotionLines = pgTable(
  "order_promotion_lines",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    promotionId: integer("promotion_id").references(() => promotions.id, { onDelete: "set null" }),
    code: varchar("code", { length: 40 }).notNull(),
    action: orderPromotionActionEnum("action").notNull(),
    orderItemId: integer("order_item_id").references(() => orderItems.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    amountCents: integer("amount_cents").notNull(),
  },
  (table) => [
    index("order_promotion_lines_order").on(table.orderId),
    index("order_promotion_lines_promotion").on(table.promotionId),
    check("order_promotion_lines_amounts", sql`${table.quantity} > 0 and ${table.amountCents} > 0`),
  ],
);

/**
 * Spec section 5: a cart has no shipment until its shipping address is set. That shipment holds
 * the chosen method and, once the order is placed, what is still to go; each parcel staff send
 * is a shipment of its own with its carrier and tracking (the last one sends the pending one).
 */
export const orderShipments = pgTable(
  "order_shipments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    methodCode: varchar("method_code", { length: 40 }).references(() => shippingMethods.code),
    state: shippingStateEnum("state").notNull().default("ready"),
    carrier: varchar("carrier", { length: 60 }),
    trackingNumber: varchar("tracking_number", { length: 80 }),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
  },
  (table) => [
    // One shipment still to go per order (a cart's, or what a partial shipment left).
    uniqueIndex("order_shipments_one_pending").on(table.orderId).where(sql`${table.shippedAt} is null`),
    index("order_shipments_order").on(table.orderId, table.id),
    check(
      "order_shipments_shipped_tracked",
      sql`${table.shippedAt} is null or (${table.carrier} is not null and ${table.trackingNumber} is not null)`,
    ),
  ],
);

/** The lines a sent shipment carried, and how many of each. */
export const orderShipmentItems = pgTable(
  "order_shipment_items",
  {
    shipmentId: integer("shipment_id")
      .notNull()
      .references(() => orderShipments.id, { onDelete: "cascade" }),
    orderItemId: integer("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.shipmentId, table.orderItemId] }),
    index("order_shipment_items_item").on(table.orderItemId),
    check("order_shipment_items_quantity", sql`${table.quantity} > 0`),
  ],
);

/** The order's story: each change of its state, payment state or shipping state, and who made it. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: orderEventKindEnum("kind").notNull(),
    fromState: varchar("from_state", { length: 30 }),
    toState: varchar("to_state", { length: 30 }).notNull(),
    actorType: orderActorTypeEnum("actor_type").notNull(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    staffUserId: integer("staff_user_id").references(() => staffUsers.id, { onDelete: "set null" }),
    note: varchar("note", { length: 500 }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("order_events_order").on(table.orderId, table.at, table.id),
    check("order_events_staff_named", sql`${table.actorType} <> 'staff' or ${table.staffUserId} is not null`),
  ],
);

/** One row per payment attempt; a retry after a failure is a new attempt. */
export const orderPayments = pgTable(
  "order_payments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    methodCode: paymentMethodEnum("method_code"),
    state: paymentStateEnum("state").notNull().default("awaiting_payment"),
    amountCents: integer("amount_cents").notNull().default(0),
    /** The provider's id of the checkout session, which its webhooks name. */
    providerReference: varchar("provider_reference", { length: 100 }),
    /** The provider's page where this attempt is paid, offered again if the buyer comes back. */
    redirectUrl: varchar("redirect_url", { length: 500 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("order_payments_order").on(table.orderId),
    uniqueIndex("order_payments_provider_reference").on(table.providerReference),
    check("order_payments_amount", sql`${table.amountCents} >= 0`),
  ],
);

/** Provider events already applied: a webhook delivered twice is recognised and acknowledged. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    provider: varchar("provider", { length: 40 }).notNull(),
    eventId: varchar("event_id", { length: 100 }).notNull(),
    paymentId: integer("payment_id").references(() => orderPayments.id, { onDelete: "set null" }),
    type: varchar("type", { length: 60 }).notNull(),
    receivedAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/** Side effects (e-mails) written in the transaction of what causes them, sent afterwards by a worker. */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar("kind", { length: 60 }).notNull(),
    recipient: varchar("recipient", { length: 180 }).notNull(),
    locale: localeColumn(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    availableAt: timestamp("available_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
  },
  (table) => [index("outbox_messages_pending").on(table.availableAt).where(sql`${table.sentAt} is null`)],
);
