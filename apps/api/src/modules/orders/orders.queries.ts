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

// ---- the order history ----

/** Placed orders only: a cart never shows in the history, nor opens as an order. */
const placed = sql.raw(`o.state <> 'cart'`);

/** The completion instant to the microsecond, as the keyset cursor carries it. */
const completedAtText = `to_char(o.checkout_completed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export type SummaryRow = {
  id: number;
  tokenValue: string;
  number: string;
  name: string | null;
  completedAt: string;
  totalExclVatCents: number;
  totalInclVatCents: number;
  state: OrderState;
  paymentState: PaymentState;
  shippingState: ShippingState;
  origin: OrderOrigin;
  type: OrderType;
  firstname: string;
  lastname: string;
  companyId: number;
  corporateName: string;
  clientCode: string | null;
  externalId: string | null;
};

export type HistoryFilters = {
  type?: OrderType;
  origin?: OrderOrigin;
  search?: string;
  from?: string;
  to?: string;
  state?: OrderState;
  paymentState?: PaymentState;
  shippingState?: ShippingState;
};

/** Whose orders: a company's (all of them, or one customer's in it), or any company's for staff. */
export type HistoryScope = { companyId: number | null; customerId: number | null };

/** `%`, `_` and `\` typed by a user are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * One page of placed orders, newest completed first, by keyset: the rows after `cursor` in
 * (checkout_completed_at desc, id desc), read along the company's or the customer's history index.
 * Reads one row more than asked to tell whether a next page exists.
 */
export async function listOrderSummaries(
  db: Database,
  scope: HistoryScope,
  filters: HistoryFilters,
  cursor: { completedAt: string; id: number } | undefined,
  limit: number,
): Promise<SummaryRow[]> {
  const conditions: SQL[] = [sql`${placed}`];
  if (scope.companyId !== null) conditions.push(sql`o.company_id = ${scope.companyId}`);
  if (scope.customerId !== null) conditions.push(sql`o.customer_id = ${scope.customerId}`);
  if (filters.type) conditions.push(sql`o.type = ${filters.type}`);
  if (filters.origin) conditions.push(sql`o.origin = ${filters.origin}`);
  if (filters.state) conditions.push(sql`o.state = ${filters.state}`);
  if (filters.paymentState) conditions.push(sql`o.payment_state = ${filters.paymentState}`);
  if (filters.shippingState) conditions.push(sql`o.shipping_state = ${filters.shippingState}`);
  if (filters.search) {
    const pattern = likePattern(filters.search);
    conditions.push(sql`(o.number ilike ${pattern} or o.name ilike ${pattern})`);
  }
  if (filters.from) conditions.push(sql`o.checkout_completed_at >= ${filters.from}::date::timestamp at time zone 'UTC'`);
  if (filters.to) conditions.push(sql`o.checkout_completed_at < (${filters.to}::date + 1)::timestamp at time zone 'UTC'`);
  if (cursor) conditions.push(sql`(o.checkout_completed_at, o.id) < (${cursor.completedAt}::timestamptz, ${cursor.id})`);
  return rows<SummaryRow>(
    db,
    sql`select o.id, o.token_value as "tokenValue", o.number, o.name, ${sql.raw(completedAtText)} as "completedAt",
      o.total_excl_vat_cents as "totalExclVatCents", o.total_incl_vat_cents as "totalInclVatCents", o.state,
      o.payment_state as "paymentState", o.shipping_state as "shippingState", o.origin, o.type,
      cu.firstname, cu.lastname, co.id as "companyId", co.corporate_name as "corporateName", co.client_code as "clientCode",
      o.external_id as "externalId"
    from orders o join customers cu on cu.id = o.customer_id join companies co on co.id = o.company_id
    where ${sql.join(conditions, sql` and `)}
    order by o.checkout_completed_at desc nulls last, o.id desc nulls last
    limit ${limit}`,
  );
}

/** Whether the member may see every order of the company: the right, or being its administrator. */
export async function canSeeAllOrders(db: Database, customerId: number, companyId: number): Promise<boolean> {
  const found = await rows<{ one: number }>(
    db,
    sql`select 1 as one from company_memberships m
    where m.customer_id = ${customerId} and m.company_id = ${companyId} and m.enabled
      and (m.is_admin or exists (select 1 from membership_rights r where r.membership_id = m.id and r.right = 'order.view_all'))`,
  );
  return found.length > 0;
}

export type PlacedOrderRow = OrderRow & { externalId: string | null; customerFirstname: string; customerLastname: string };

/**
 * A placed order of the company by its token or number; `customerId` narrows it to that customer's
 * own (a member without "see all orders"). `companyId` null: any company's (staff).
 */
export async function findPlacedOrder(
  db: Database,
  by: { token: string } | { number: string },
  scope: HistoryScope,
  options: { lock?: boolean } = {},
): Promise<PlacedOrderRow | undefined> {
  const conditions: SQL[] = [sql`${placed}`, "token" in by ? sql`o.token_value = ${by.token}` : sql`o.number = ${by.number}`];
  if (scope.companyId !== null) conditions.push(sql`o.company_id = ${scope.companyId}`);
  if (scope.customerId !== null) conditions.push(sql`o.customer_id = ${scope.customerId}`);
  const [row] = await rows<PlacedOrderRow>(
    db,
    sql`select ${orderColumns}, o.external_id as "externalId", cu.firstname as "customerFirstname", cu.lastname as "customerLastname"
    from ${orderSource} where ${sql.join(conditions, sql` and `)} ${options.lock ? sql`for update of o` : sql``}`,
  );
  return row;
}

export type EventRow = {
  kind: "order" | "payment" | "shipping";
  from: string | null;
  to: string;
  at: string;
  actor: "customer" | "staff" | "erp" | "provider";
  note: string | null;
};

export function listOrderEvents(db: Database, orderId: number) {
  return rows<EventRow>(
    db,
    sql`select kind, from_state as "from", to_state as "to", actor_type as actor, note,
      to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
    from order_events where order_id = ${orderId} order by at, id`,
  );
}

export type DeliveryRow = {
  id: number;
  methodCode: string | null;
  state: ShippingState;
  carrier: string | null;
  trackingNumber: string | null;
  shippedAt: string | null;
  items: { itemId: number; reference: string; quantity: number }[];
};

export function listDeliveries(db: Database, orderId: number) {
  return rows<DeliveryRow>(
    db,
    sql`select s.id, s.method_code as "methodCode", s.state, s.carrier, s.tracking_number as "trackingNumber",
      to_char(s.shipped_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "shippedAt",
      coalesce((select json_agg(json_build_object('itemId', si.order_item_id, 'reference', coalesce(i.reference, ''), 'quantity', si.quantity)
        order by si.order_item_id) from order_shipment_items si join order_items i on i.id = si.order_item_id
        where si.shipment_id = s.id), '[]') as items
    from order_shipments s where s.order_id = ${orderId} order by s.id`,
  );
}

export type OrderEventInput = {
  orderId: number;
  kind: EventRow["kind"];
  from: string | null;
  to: string;
  actor: EventRow["actor"];
  customerId?: number | null;
  staffUserId?: number | null;
  note?: string | null;
  at?: Date;
};

/** Writes the timeline events of a change, in the transaction making it. */
export async function recordOrderEvents(db: Database, events: readonly OrderEventInput[]) {
  if (events.length === 0) return;
  // Arrays of text, cast row by row: PGlite serializes only arrays of the built-in types.
  await db.execute(sql`insert into order_events (order_id, kind, from_state, to_state, actor_type, customer_id, staff_user_id, note, at)
    select e.order_id, e.kind::order_event_kind, e.from_state, e.to_state, e.actor::order_actor_type, e.customer_id, e.staff_user_id, e.note, e.at
    from unnest(
      ${sql.param(events.map((event) => event.orderId))}::int[],
      ${sql.param(events.map((event) => event.kind))}::text[],
      ${sql.param(events.map((event) => event.from))}::text[],
      ${sql.param(events.map((event) => event.to))}::text[],
      ${sql.param(events.map((event) => event.actor))}::text[],
      ${sql.param(events.map((event) => event.customerId ?? null))}::int[],
      ${sql.param(events.map((event) => event.staffUserId ?? null))}::int[],
      ${sql.param(events.map((event) => event.note ?? null))}::text[],
      ${sql.param(events.map((event) => (event.at ?? new Date()).toISOString()))}::timestamptz[]
    ) as e(order_id, kind, from_state, to_state, actor, customer_id, staff_user_id, note, at)`);
}

/** The events of a move from one set of states to another (only what changed). */
export function eventsOfChange(
  base: Omit<OrderEventInput, "kind" | "from" | "to">,
  before: { state: OrderState; paymentState: PaymentState; shippingState: ShippingState },
  after: { state: OrderState; paymentState: PaymentState; shippingState: ShippingState },
): OrderEventInput[] {
  // Cause, then effect: the payment and shipping moves, then the order state they lead to.
  const events: OrderEventInput[] = [];
  if (before.paymentState !== after.paymentState)
    events.push({ ...base, kind: "payment", from: before.paymentState, to: after.paymentState });
  if (before.shippingState !== after.shippingState)
    events.push({ ...base, kind: "shipping", from: before.shippingState, to: after.shippingState });
  if (before.state !== after.state) events.push({ ...base, kind: "order", from: before.state, to: after.state });
  return events;
}
