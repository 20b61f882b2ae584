import type { Database } from "@portal/db/client";
import type { OrderAddress } from "@portal/domain/addresses/schemas";
import type { ProductType, StockStatus } from "@portal/domain/catalog/enums";
import type { Locale } from "@portal/domain/i18n/locales";
import type { PaymentMethodCode } from "@portal/domain/orders/payment-methods";
import type { OrderOrigin, OrderState, OrderType, PaymentState, ShippingState } from "@portal/domain/orders/states";
import type { Promotion } from "@portal/domain/pricing/promotions";
import { type SQL, sql } from "drizzle-orm";
import { rows, statement } from "../../platform/sql";
import { firstImage, productText, variantText } from "../catalog/catalog.queries";

/*
 * Order reads in plain SQL (a cart is an order not placed yet), always scoped by the caller's
 * customer and company: a token alone never opens an order.
 */

export type OrderRow = {
  id: number;
  tokenValue: string;
  number: string | null;
  customerId: number;
  companyId: number;
  state: OrderState;
  paymentState: PaymentState;
  shippingState: ShippingState;
  origin: OrderOrigin;
  type: OrderType;
  localeCode: Locale;
  couponCode: string | null;
  name: string | null;
  engagementCode: string | null;
  comments: string | null;
  shippingAddressId: number | null;
  billingAddressId: number | null;
  shippingAddress: OrderAddress | null;
  billingAddress: OrderAddress | null;
  subtotalCents: number;
  promotionCents: number;
  shippingCents: number;
  packagingCents: number;
  totalExclVatCents: number;
  vatRateBasisPoints: number;
  vatCents: number;
  totalInclVatCents: number;
  checkoutCompletedAt: string | null;
  createdAt: string;
  /** The quote whose lines the cart holds at the quote's prices (the cart is locked meanwhile). */
  quoteId: number | null;
  quoteNumber: string | null;
  /** What the cart's views need beside the order row, read in the same query. */
  terms: CompanyTerms;
  registeredAddress: OrderAddress | null;
  shippingAddressRow: AddressRow | null;
  billingAddressRow: AddressRow | null;
  shipments: ShipmentRow[];
  payments: PaymentRow[];
};

const addressJson = (column: string) => `(select json_build_object('id', a.id, 'firstname', a.firstname, 'lastname', a.lastname,
    'company', a.company, 'street', a.street, 'postcode', a.postcode, 'city', a.city, 'countryCode', a.country_code, 'phone', a.phone,
    'allowed', c.allowed_for_addresses)
  from addresses a join countries c on c.code = a.country_code where a.id = o.${column} and a.company_id = o.company_id)`;

/** The columns of `OrderRow`, over `orderSource`. */
export const orderColumns =
  sql.raw(`o.id, o.token_value as "tokenValue", o.number, o.customer_id as "customerId", o.company_id as "companyId",
  o.state, o.payment_state as "paymentState", o.shipping_state as "shippingState", o.origin, o.type, o.locale_code as "localeCode",
  o.coupon_code as "couponCode", o.name, o.engagement_code as "engagementCode", o.comments,
  o.shipping_address_id as "shippingAddressId", o.billing_address_id as "billingAddressId",
  o.shipping_address as "shippingAddress", o.billing_address as "billingAddress",
  o.subtotal_cents as "subtotalCents", o.promotion_cents as "promotionCents", o.shipping_cents as "shippingCents",
  o.packaging_cents as "packagingCents", o.total_excl_vat_cents as "totalExclVatCents", o.vat_rate_basis_points as "vatRateBasisPoints",
  o.vat_cents as "vatCents", o.total_incl_vat_cents as "totalInclVatCents",
  to_char(o.checkout_completed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "checkoutCompletedAt",
  to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", o.quote_id as "quoteId",
  (select q.number from quotes q where q.id = o.quote_id) as "quoteNumber",
  json_build_object('discountBasisPoints', co.discount_basis_points, 'paymentOnAccount', co.payment_on_account,
    'engagementCodeRequired', co.engagement_code_required, 'shippingZipCode', coalesce(co.shipping_zip_code, co.zip_code),
    'shippingCountryCode', coalesce(co.shipping_country_code, co.country_code)) as terms,
  case when co.street is not null and co.zip_code is not null and co.city is not null and co.country_code is not null then
    json_build_object('firstname', cu.firstname, 'lastname', cu.lastname, 'company', co.corporate_name, 'street', co.street,
      'postcode', co.zip_code, 'city', co.city, 'countryCode', co.country_code, 'phone', co.phone) end as "registeredAddress",
  ${addressJson("shipping_address_id")} as "shippingAddressRow",
  ${addressJson("billing_address_id")} as "billingAddressRow",
  coalesce((select json_agg(json_build_object('id', s.id, 'methodCode', s.method_code, 'state', s.state) order by s.id)
    from order_shipments s where s.order_id = o.id), '[]') as shipments,
  coalesce((select json_agg(json_build_object('id', p.id, 'methodCode', p.method_code, 'state', p.state, 'amountCents', p.amount_cents,
    'providerReference', p.provider_reference) order by p.id) from order_payments p where p.order_id = o.id), '[]') as payments`);

export const orderSource = sql.raw("orders o join companies co on co.id = o.company_id join customers cu on cu.id = o.customer_id");

export type OrderScope = { customerId: number; companyId: number };

export type ScopedToken = "token" | "customerId" | "companyId";
const orderByToken = (lock: boolean) =>
  statement<OrderRow, ScopedToken>(
    (value) => sql`select ${orderColumns} from ${orderSource}
      where o.token_value = ${value("token")} and o.customer_id = ${value("customerId")} and o.company_id = ${value("companyId")}
      ${lock ? sql`for update of o` : sql``}`,
  );
const findOrderStatement = orderByToken(false);
const lockOrderStatement = orderByToken(true);

/** A cart or order of this customer in this company; `lock` holds its row until the transaction ends. */
export async function findOrder(db: Database, token: string, scope: OrderScope, options: { lock?: boolean } = {}) {
  const find = options.lock ? lockOrderStatement : findOrderStatement;
  const [row] = await find(db, { token, ...scope });
  return row;
}

const findOpenCartStatement = statement<OrderRow, "customerId" | "companyId">(
  (value) => sql`select ${orderColumns} from ${orderSource}
    where o.customer_id = ${value("customerId")} and o.company_id = ${value("companyId")} and o.state = 'cart'`,
);

export async function findOpenCart(db: Database, scope: OrderScope) {
  const [row] = await findOpenCartStatement(db, scope);
  return row;
}

export type CompanyTerms = {
  discountBasisPoints: number;
  paymentOnAccount: boolean;
  engagementCodeRequired: boolean;
  shippingZipCode: string | null;
  shippingCountryCode: string | null;
};

export type LineRow = {
  id: number;
  variantId: number;
  quantity: number;
  variantCode: string;
  reference: string;
  partSmartCode: string | null;
  variantName: string;
  productCode: string;
  productName: string;
  productSlug: string | null;
  productType: ProductType;
  brandName: string;
  imageKey: string | null;
  priceCents: number | null;
  ecotaxCents: number;
  priceOnRequest: boolean;
  stockStatus: StockStatus;
  stockQuantity: number;
  sellable: boolean;
  /** Frozen once the order is placed. */
  unitPriceCents: number | null;
  discountPriceCents: number | null;
  frozenEcotaxCents: number | null;
  totalCents: number | null;
  /** A quote's line put back in the cart: its net unit price and ecotax, which the catalogue's do not replace. */
  quotePriceCents: number | null;
  quoteEcotaxCents: number | null;
};

/** The columns of `LineRow` over `i`, a set of an order's items. */
const lineColumns = sql.raw(`i.id, i.variant_id as "variantId", i.quantity, v.code as "variantCode", v.reference,
  v.part_smart_code as "partSmartCode", coalesce(i.variant_name, vt.name) as "variantName", p.code as "productCode",
  coalesce(i.product_name, pt.name) as "productName", pt.slug as "productSlug", p.type as "productType",
  coalesce(i.brand_name, b.name) as "brandName", img.file_key as "imageKey", v.price_cents as "priceCents",
  v.ecotax_cents as "ecotaxCents", v.price_on_request as "priceOnRequest", v.stock_status as "stockStatus",
  v.stock_quantity as "stockQuantity", (v.enabled and p.enabled) as sellable, i.unit_price_cents as "unitPriceCents",
  i.discount_price_cents as "discountPriceCents", i.ecotax_cents as "frozenEcotaxCents", i.total_cents as "totalCents",
  qi.unit_price_cents as "quotePriceCents", qi.ecotax_cents as "quoteEcotaxCents"`);

/** What the catalogue says now of the variants of `i`, in the request's language. */
const lineCatalogue = (locale: SQL) => sql`join product_variants v on v.id = i.variant_id
  join products p on p.id = v.product_id
  join brands b on b.id = p.brand_id
  cross join lateral ${productText("p", locale)} pt
  cross join lateral ${variantText("v", locale)} vt
  left join lateral ${firstImage("p")} img on true
  left join quote_items qi on qi.id = i.quote_item_id`;

const listLinesStatement = statement<LineRow, "orderId" | "locale">(
  (value) => sql`select ${lineColumns} from order_items i ${lineCatalogue(value("locale"))}
    where i.order_id = ${value("orderId")}
    order by i.id`,
);

/** The items of an order with what the catalogue says of them now, in the order they were added. */
export function listLines(db: Database, orderId: number, locale: Locale) {
  return listLinesStatement(db, { orderId, locale });
}

export type ShipmentRow = { id: number; methodCode: string | null; state: ShippingState };
export type PaymentRow = {
  id: number;
  methodCode: PaymentMethodCode | null;
  state: PaymentState;
  amountCents: number;
  providerReference: string | null;
};

export type PromotionLineRow = {
  code: string;
  action: Promotion["action"]["type"];
  itemId: number | null;
  quantity: number;
  amountCents: number;
};

export async function listFrozenPromotionLines(db: Database, orderId: number) {
  return rows<PromotionLineRow>(
    db,
    sql`select code, action, order_item_id as "itemId", quantity, amount_cents as "amountCents"
    from order_promotion_lines where order_id = ${orderId} order by id`,
  );
}

export type AddressRow = OrderAddress & { id: number; allowed: boolean };

/** One of the company's addresses, and whether its country is still allowed for delivery. */
export async function findCompanyAddress(db: Database, id: number, companyId: number) {
  const [row] = await rows<AddressRow>(
    db,
    sql`select a.id, a.firstname, a.lastname, a.company, a.street, a.postcode, a.city, a.country_code as "countryCode", a.phone,
      c.allowed_for_addresses as allowed
    from addresses a join countries c on c.code = a.country_code
    where a.id = ${id} and a.company_id = ${companyId}`,
  );
  return row;
}
