import { productTypes } from "@portal/domain/catalog/enums";
import { promotionActions } from "@portal/domain/pricing/promotions";
import { sql } from "drizzle-orm";
import { boolean, check, integer, pgEnum, pgTable, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

export const promotionActionEnum = pgEnum("promotion_action", promotionActions);
export const promotionProductTypeEnum = pgEnum("promotion_product_type", productTypes);

/** A promotion applies by itself, or when its coupon code is entered in the cart. */
export const promotions = pgTable(
  "promotions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    code: varchar("code", { length: 40 }).notNull(),
    couponCode: varchar("coupon_code", { length: 40 }),
    action: promotionActionEnum("action").notNull(),
    /** free_for_n_nth: every n-th unit free, on lines of this product type (any when null). */
    n: integer("n"),
    productType: promotionProductTypeEnum("product_type"),
    /** cart_amount: an amount and/or a percentage off, from a minimum subtotal. */
    amountCents: integer("amount_cents"),
    percentBasisPoints: integer("percent_basis_points"),
    minimumSubtotalCents: integer("minimum_subtotal_cents").notNull().default(0),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    usageLimit: integer("usage_limit"),
    usageLimitPerCustomer: integer("usage_limit_per_customer"),
    /** Placed orders that used it; raised in the order's transaction, never past usage_limit. */
    used: integer("used").notNull().default(0),
    enabled: boolean("enabled").notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("promotions_code_unique").on(table.code),
    uniqueIndex("promotions_coupon_code_unique").on(table.couponCode),
    check("promotions_coupon_shape", sql`${table.couponCode} ~ '^[A-Z0-9_-]{1,40}$'`),
    check(
      "promotions_action_fields",
      sql`(${table.action} = 'free_for_n_nth' and ${table.n} >= 2) or (${table.action} = 'cart_amount' and (${table.amountCents} > 0 or ${table.percentBasisPoints} between 1 and 10000))`,
    ),
    check(
      "promotions_used_within_limit",
      sql`${table.used} >= 0 and (${table.usageLimit} is null or ${table.used} <= ${table.usageLimit})`,
    ),
    check("promotions_dates", sql`${table.startsAt} is null or ${table.endsAt} is null or ${table.startsAt} < ${table.endsAt}`),
  ],
);
