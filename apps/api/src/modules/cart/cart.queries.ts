import type { Database } from "@portal/db/client";
import type { ProductType, StockStatus } from "@portal/domain/catalog/enums";
import type { Locale } from "@portal/domain/i18n/locales";
import type { PaymentMethodRow } from "@portal/domain/orders/payment-methods";
import { cartLimits } from "@portal/domain/orders/schemas";
import type { ShippingRateRow } from "@portal/domain/orders/shipping";
import type { Promotion } from "@portal/domain/pricing/promotions";
import { type SQL, sql } from "drizzle-orm";
import { rows, statement } from "../../platform/sql";
import { firstImage, productText } from "../catalog/catalog.queries";
import { type OrderRow, type OrderScope, orderColumns, orderSource, type ScopedToken } from "../orders/orders.queries";

/* What only a cart needs: variants asked for, additions, promotions, shipping rates and kits. */

/** The most units one cart line holds, written into the statements. */
const MAX_QUANTITY = sql.raw(String(cartLimits.maxQuantity));

/** How many units of variant `id` a cart line may hold: its shelf when stock-counted, else the cart's maximum. */
const lineLimit = (variantId: SQL) => sql`(select case when v.stock_status = 'on_stock' then v.stock_quantity else ${MAX_QUANTITY} end
  from product_variants v where v.id = ${variantId})`;

/**
 * Adds units of variants to an order in one statement, so that two additions at the same moment
 * add up: each line becomes its current quantity plus the one added, capped at the cart's maximum,
 * provided the result stays within what the shelf holds now. Answers the variants written; a
 * variant missing from the answer was refused by its shelf.
 */
export const addToItems = statement<{ variantId: number; quantity: number }, "orderId" | "variantIds" | "quantities">(
  (value) => sql`insert into order_items (order_id, variant_id, quantity)
    select ${value("orderId")}, t.variant_id, least(t.quantity, ${MAX_QUANTITY})
    from unnest(${value("variantIds")}::int[], ${value("quantities")}::int[]) as t(variant_id, quantity)
    where least(t.quantity, ${MAX_QUANTITY}) <= ${lineLimit(sql`t.variant_id`)}
    on conflict (order_id, variant_id) do update set quantity = least(order_items.quantity + excluded.quantity, ${MAX_QUANTITY})
    where least(order_items.quantity + excluded.quantity, ${MAX_QUANTITY}) <= ${lineLimit(sql`excluded.variant_id`)}
    returning variant_id as "variantId", quantity`,
);

export type VariantMatch = {
  /** What was asked for, as typed. */
  asked: string;
  id: number;
  code: string;
  reference: string;
  productType: ProductType;
  priceOnRequest: boolean;
  stockStatus: StockStatus;
  stockQuantity: number;
  sellable: boolean;
  /** The quantity already in the cart named by `orderId` (0 without one). */
  inCart: number;
};

/** A variant asked for by its exact code, with the quantity already in the order `o`. */
const variantByCode = (code: SQL) => sql`(select json_build_object('id', v.id, 'code', v.code, 'reference', v.reference,
    'productType', p.type, 'priceOnRequest', v.price_on_request, 'stockStatus', v.stock_status, 'stockQuantity', v.stock_quantity,
    'sellable', v.enabled and p.enabled,
    'inCart', coalesce((select i.quantity from order_items i where i.order_id = o.id and i.variant_id = v.id), 0))
  from product_variants v join products p on p.id = v.product_id
  where v.code = ${code} and v.superseded_by_id is null)`;

const orderWithVariantStatement = statement<OrderRow & { variant: Omit<VariantMatch, "asked"> | null }, ScopedToken | "code">(
  (value) => sql`select ${orderColumns}, ${variantByCode(value("code"))} as variant from ${orderSource}
    where o.token_value = ${value("token")} and o.customer_id = ${value("customerId")} and o.company_id = ${value("companyId")}`,
);

/**
 * A cart or order, as `findOrder`, and the variant of this exact code (a product page's or a
 * list's button sends it) in the same round trip: `null` when the code names none, or a part that
 * was superseded.
 */
export async function findOrderWithVariant(db: Database, token: string, scope: OrderScope, code: string) {
  const [row] = await orderWithVariantStatement(db, { token, ...scope, code });
  if (!row) return undefined;
  const { variant, ...order } = row;
  return { order: order as OrderRow, variant: variant ? { ...variant, asked: code } : null };
}

/**
 * Variants by code or manufacturer's reference (case and separators ignored); a superseded
 * reference resolves to the variant that replaces it, following the chain.
 */
export async function resolveVariants(db: Database, asked: readonly string[], orderId: number | null = null) {
  if (asked.length === 0) return [];
  const normalized = asked.map(normalizeReference);
  return rows<VariantMatch & { key: string }>(
    db,
    sql`with recursive wanted as (
        select distinct key from unnest(${sql.param(normalized)}::text[]) as key
      ), found as (
        select w.key, v.id from wanted w
        join lateral (
          select v.id from product_variants v
          where regexp_replace(upper(v.code), '[^A-Z0-9]', '', 'g') = w.key
            or regexp_replace(upper(v.reference), '[^A-Z0-9]', '', 'g') = w.key
          order by (regexp_replace(upper(v.code), '[^A-Z0-9]', '', 'g') = w.key) desc, v.id limit 1
        ) v on true
      ), chain as (
        select f.key, f.id, 0 as depth from found f
        union all
        select c.key, v.superseded_by_id, c.depth + 1 from chain c
        join product_variants v on v.id = c.id and v.superseded_by_id is not null
        where c.depth < 10
      ), latest as (
        select distinct on (key) key, id from chain order by key, depth desc
      )
      select l.key, v.id, v.code, v.reference, p.type as "productType", v.price_on_request as "priceOnRequest",
        v.stock_status as "stockStatus", v.stock_quantity as "stockQuantity", (v.enabled and p.enabled) as sellable,
        coalesce(i.quantity, 0) as "inCart"
      from latest l join product_variants v on v.id = l.id join products p on p.id = v.product_id
      left join order_items i on i.order_id = ${orderId} and i.variant_id = v.id`,
  ).then((found) => {
    const byKey = new Map(found.map((row) => [row.key, row]));
    return asked.flatMap((text, index) => {
      const match = byKey.get(normalized[index] as string);
      return match ? [{ ...match, asked: text }] : [];
    });
  });
}

/** The variant code behind an exploded view's part-smart code, if one carries it. */
export async function variantCodeOfPartSmart(db: Database, partSmartCode: string) {
  const [row] = await rows<{ code: string }>(
    db,
    sql`select code from product_variants where part_smart_code = ${partSmartCode} order by superseded_by_id is null desc, id limit 1`,
  );
  return row?.code;
}

/** References are printed with spaces, dots or dashes at will: compare only letters and digits. */
export const normalizeReference = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, "");

export async function listShippingRates(db: Database) {
  return rows<ShippingRateRow>(
    db,
    sql`select r.method_code as "methodCode", r.country_code as "countryCode", r.department, r.price_cents as "priceCents",
      r.free_above_cents as "freeAboveCents", r.machine_packaging_cents as "machinePackagingCents"
    from shipping_rates r join shipping_methods m on m.code = r.method_code and m.enabled
    order by m.position, m.code, r.id`,
  );
}

export type ShippingMethodText = { code: string; name: string; description: string };

export async function listShippingMethodTexts(db: Database, locale: Locale) {
  return rows<ShippingMethodText>(
    db,
    sql`select m.code, coalesce(t.name, d.name, m.code) as name, coalesce(t.description, d.description, '') as description
    from shipping_methods m
    left join shipping_method_translations t on t.method_code = m.code and t.locale = ${locale}
    left join shipping_method_translations d on d.method_code = m.code and d.locale = 'fr'
    where m.enabled order by m.position, m.code`,
  );
}

export async function listPaymentMethods(db: Database) {
  return rows<PaymentMethodRow>(db, sql`select code, enabled, position from payment_methods order by position, code`);
}

type PromotionRow = {
  id: number;
  code: string;
  couponCode: string | null;
  action: Promotion["action"]["type"];
  n: number | null;
  productType: ProductType | null;
  amountCents: number | null;
  percentBasisPoints: number | null;
  minimumSubtotalCents: number;
  startsAt: Date | string | null;
  endsAt: Date | string | null;
  usageLimit: number | null;
  usageLimitPerCustomer: number | null;
  enabled: boolean;
  used: number;
};

const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

export type PromotionWithUsage = Promotion & { used: number; usedByCustomer: number };
export type PromotionWithCount = Omit<PromotionWithUsage, "usedByCustomer">;

/**
 * Locks, until the transaction ends, the promotions a cart with this coupon may use that have a
 * usage limit, in id order: a concurrent order of the same customer (another tab, another company)
 * waits here, then counts this one's use.
 */
export async function lockLimitedPromotions(tx: Database, couponCode: string | null) {
  await rows(
    tx,
    sql`select p.id from promotions p
    where (p.coupon_code is null or p.coupon_code = ${couponCode}) and (p.usage_limit is not null or p.usage_limit_per_customer is not null)
    order by p.id for update`,
  );
}

/** Automatic promotions and the one of the coupon (when given), with how often each was used. */
export async function listPromotions(db: Database, options: { couponCode: string | null }) {
  const found = await rows<PromotionRow>(
    db,
    sql`select p.id, p.code, p.coupon_code as "couponCode", p.action, p.n, p.product_type as "productType", p.amount_cents as "amountCents",
      p.percent_basis_points as "percentBasisPoints", p.minimum_subtotal_cents as "minimumSubtotalCents",
      p.starts_at as "startsAt", p.ends_at as "endsAt", p.usage_limit as "usageLimit", p.usage_limit_per_customer as "usageLimitPerCustomer",
      p.enabled, p.used
    from promotions p
    where p.coupon_code is null or p.coupon_code = ${options.couponCode}
    order by p.id`,
  );
  return found.map(
    (row): PromotionWithCount => ({
      id: row.id,
      code: row.code,
      couponCode: row.couponCode,
      action:
        row.action === "free_for_n_nth"
          ? { type: "free_for_n_nth", n: row.n ?? 0, productType: row.productType }
          : {
              type: "cart_amount",
              amountCents: row.amountCents,
              percentBasisPoints: row.percentBasisPoints,
              minimumSubtotalCents: row.minimumSubtotalCents,
            },
      startsAt: asDate(row.startsAt),
      endsAt: asDate(row.endsAt),
      usageLimit: row.usageLimit,
      usageLimitPerCustomer: row.usageLimitPerCustomer,
      enabled: row.enabled,
      used: row.used,
    }),
  );
}

/** How many placed orders of this customer used each of these promotions. */
export async function countCustomerUsage(db: Database, customerId: number, promotionIds: number[]) {
  const counts = await rows<{ promotionId: number; used: number }>(
    db,
    sql`select l.promotion_id as "promotionId", count(distinct l.order_id)::int as used
    from order_promotion_lines l join orders o on o.id = l.order_id
    where l.promotion_id = any(${sql.param(promotionIds)}::int[]) and o.customer_id = ${customerId} and o.state <> 'cancelled'
    group by l.promotion_id`,
  );
  return new Map(counts.map((row) => [row.promotionId, row.used]));
}

export type KitSuggestionRow = {
  productCode: string;
  variantCode: string;
  name: string;
  slug: string;
  reference: string;
  priceCents: number | null;
  priceOnRequest: boolean;
  imageKey: string | null;
  forProduct: string;
};

/** Maintenance kits of the machines in a cart that the cart does not already hold. */
export async function listKitSuggestions(db: Database, orderId: number, locale: Locale) {
  return rows<KitSuggestionRow>(
    db,
    sql`select distinct on (k.id) k.code as "productCode", kv.code as "variantCode", kt.name, kt.slug, kv.reference,
      kv.price_cents as "priceCents", kv.price_on_request as "priceOnRequest", img.file_key as "imageKey", mt.name as "forProduct"
    from order_items i
    join product_variants v on v.id = i.variant_id
    join products m on m.id = v.product_id and m.type = 'machine'
    join product_associations a on a.product_id = m.id and a.type = 'maintenance_kit'
    join products k on k.id = a.associated_product_id and k.enabled
    join lateral (select * from product_variants x where x.product_id = k.id and x.enabled order by x.position, x.id limit 1) kv on true
    cross join lateral ${productText("k", locale)} kt
    cross join lateral ${productText("m", locale)} mt
    left join lateral ${firstImage("k")} img on true
    where i.order_id = ${orderId}
      and not exists (select 1 from order_items o join product_variants ov on ov.id = o.variant_id where o.order_id = ${orderId} and ov.product_id = k.id)
    order by k.id, a.position
    limit 4`,
  );
}
