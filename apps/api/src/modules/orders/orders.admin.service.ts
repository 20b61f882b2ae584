import { randomBytes } from "node:crypto";
import { type Database, withTransaction } from "@portal/db/client";
import { orderItems, orderPayments, orderShipments, orders } from "@portal/db/schema/index";
import type { OrderAddress } from "@portal/domain/addresses/schemas";
import type { ProductType } from "@portal/domain/catalog/enums";
import type { Locale } from "@portal/domain/i18n/locales";
import type { ErpOrder, ErpRefusal, ErpReport, ErpResult, ShipOrder, StaffOrderListQuery } from "@portal/domain/orders/admin";
import type { OrderDetail } from "@portal/domain/orders/history";
import {
  canApplyStaffAction,
  canTransitionPayment,
  canTransitionShipping,
  type OrderState,
  type PaymentState,
  type ShippingState,
  type StaffOrderAction,
  settledOrderState,
  statesAfterStaffAction,
} from "@portal/domain/orders/states";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { StaffActor } from "../../platform/auth/staff-authenticate";
import type { Clock } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import { enqueueMail } from "../../platform/mail/outbox";
import type { OrderUpdatePayload } from "../../platform/mail/templates/order-update";
import { rows } from "../../platform/sql";
import type { CartPricing } from "../cart/cart.pricing";
import { formatOrderNumber } from "../checkout/checkout.service";
import { issueInvoiceForOrder } from "../invoices/invoices.service";
import { eventsOfChange, findPlacedOrder, listOrderSummaries, type PlacedOrderRow, recordOrderEvents } from "./orders.queries";
import { detailOf, pageOf, summaryOf } from "./orders.service";

type Deps = { db: Database; clock: Clock; pricing: CartPricing };
type States = { state: OrderState; paymentState: PaymentState; shippingState: ShippingState };

const statesOf = (order: States): States => ({ state: order.state, paymentState: order.paymentState, shippingState: order.shippingState });

/** Provider staff run placed orders; the ERP feeds off-web orders and the states of any order. */
export function createOrdersAdminService({ db, clock, pricing }: Deps) {
  async function list(query: StaffOrderListQuery) {
    const { cursor, itemsPerPage, companyId, ...filters } = query;
    const found = await listOrderSummaries(db, { companyId: companyId ?? null, customerId: null }, filters, cursor, itemsPerPage + 1);
    return pageOf(found, itemsPerPage, (row) => ({
      ...summaryOf(row),
      company: { id: row.companyId, corporateName: row.corporateName, clientCode: row.clientCode },
      externalId: row.externalId,
    }));
  }

  async function requireOrder(number: string, tx: Database = db, lock = false): Promise<PlacedOrderRow> {
    const order = await findPlacedOrder(tx, { number }, { companyId: null, customerId: null }, { lock });
    if (!order) throw new AppError("order.not_found");
    return order;
  }

  async function detail(number: string, locale: Locale): Promise<OrderDetail> {
    return detailOf(db, pricing, await requireOrder(number), locale, false);
  }

  /** The buyer's e-mail and language, for the messages a change sends them. */
  async function mailBuyer(
    tx: Database,
    order: PlacedOrderRow,
    payload: Omit<OrderUpdatePayload, "firstname" | "orderNumber" | "orderToken">,
  ) {
    const [customer] = await rows<{ email: string; firstname: string; localeCode: Locale }>(
      tx,
      sql`select email, firstname, locale_code as "localeCode" from customers where id = ${order.customerId}`,
    );
    if (!customer) return;
    await enqueueMail(tx, {
      kind: "order_update",
      recipient: customer.email,
      locale: customer.localeCode,
      payload: { ...payload, firstname: customer.firstname, orderNumber: order.number ?? "", orderToken: order.tokenValue },
    });
  }

  /**
   * A shipment of some lines (or of every line still to go): its own row with carrier and
   * tracking; the order is shipped once nothing is left, partially shipped before.
   */
  async function ship(staff: StaffActor, number: string, input: ShipOrder, locale: Locale): Promise<OrderDetail> {
    await withTransaction(db, async (tx) => {
      const order = await requireOrder(number, tx, true);
      if (!canApplyStaffAction("ship", order)) throw new AppError("order.action_not_allowed");
      const remaining = await rows<{ id: number; left: number }>(
        tx,
        sql`select i.id, i.quantity - coalesce((select sum(si.quantity) from order_shipment_items si where si.order_item_id = i.id), 0)::int as left
        from order_items i where i.order_id = ${order.id} order by i.id`,
      );
      const leftById = new Map(remaining.map((row) => [row.id, row.left]));
      const parcel = input.lines ?? remaining.filter((row) => row.left > 0).map((row) => ({ itemId: row.id, quantity: row.left }));
      const seen = new Set<number>();
      for (const line of parcel) {
        const left = leftById.get(line.itemId);
        if (left === undefined || line.quantity > left || seen.has(line.itemId)) throw new AppError("order.shipment_invalid");
        seen.add(line.itemId);
        leftById.set(line.itemId, left - line.quantity);
      }
      if (parcel.length === 0) throw new AppError("order.shipment_invalid");
      const complete = [...leftById.values()].every((left) => left === 0);
      const after = statesAfterStaffAction("ship", order, complete);
      const now = clock.now();

      const [pending] = await tx
        .select({ id: orderShipments.id, methodCode: orderShipments.methodCode })
        .from(orderShipments)
        .where(and(eq(orderShipments.orderId, order.id), isNull(orderShipments.shippedAt)))
        .for("update");
      const sent = { carrier: input.carrier, trackingNumber: input.trackingNumber, shippedAt: now, state: "shipped" as const };
      let shipmentId: number;
      if (pending && complete) {
        // The last parcel sends the shipment the order was placed with.
        await tx.update(orderShipments).set(sent).where(eq(orderShipments.id, pending.id));
        shipmentId = pending.id;
      } else {
        const [created] = await tx
          .insert(orderShipments)
          .values({ orderId: order.id, methodCode: pending?.methodCode ?? null, ...sent })
          .returning({ id: orderShipments.id });
        if (!created) throw new Error("shipment not created");
        shipmentId = created.id;
        if (pending) await tx.update(orderShipments).set({ state: after.shippingState }).where(eq(orderShipments.id, pending.id));
      }
      await tx.execute(sql`insert into order_shipment_items (shipment_id, order_item_id, quantity)
        select ${shipmentId}, t.item, t.quantity
        from unnest(${sql.param(parcel.map((line) => line.itemId))}::int[], ${sql.param(parcel.map((line) => line.quantity))}::int[]) as t(item, quantity)`);
      await tx.update(orders).set(after).where(eq(orders.id, order.id));
      // The last parcel invoices the order, once, in this transaction: a rollback takes the number back.
      if (complete) await issueInvoiceForOrder(tx, { orderId: order.id, actor: { kind: "staff", staffUserId: staff.staffUserId }, now });
      const note = `${input.carrier} ${input.trackingNumber}`;
      await recordOrderEvents(
        tx,
        eventsOfChange({ orderId: order.id, actor: "staff", staffUserId: staff.staffUserId, note, at: now }, order, after),
      );
      await mailBuyer(tx, order, {
        event: complete ? "shipped" : "partially_shipped",
        carrier: input.carrier,
        trackingNumber: input.trackingNumber,
      });
    });
    return detail(number, locale);
  }

  /** Mark paid, refund or cancel: each from the states the domain's rules allow, on the timeline, told to the buyer where expected. */
  async function act(
    staff: StaffActor,
    number: string,
    action: Exclude<StaffOrderAction, "ship">,
    note: string | undefined,
    locale: Locale,
  ): Promise<OrderDetail> {
    await withTransaction(db, async (tx) => {
      const order = await requireOrder(number, tx, true);
      if (!canApplyStaffAction(action, order)) throw new AppError("order.action_not_allowed");
      const after = statesAfterStaffAction(action, order);
      const [latest] = await tx
        .select({ id: orderPayments.id, state: orderPayments.state })
        .from(orderPayments)
        .where(eq(orderPayments.orderId, order.id))
        .orderBy(sql`${orderPayments.id} desc`)
        .limit(1)
        .for("update");
      // The attempt follows the order, so that a late provider event cannot move it back.
      if (latest && latest.state !== after.paymentState && canTransitionPayment(latest.state, after.paymentState)) {
        await tx.update(orderPayments).set({ state: after.paymentState }).where(eq(orderPayments.id, latest.id));
      }
      if (action === "cancel") {
        await tx
          .update(orderShipments)
          .set({ state: "cancelled" })
          .where(and(eq(orderShipments.orderId, order.id), isNull(orderShipments.shippedAt)));
        // What a web order took off the shelves goes back on them.
        if (order.origin === "web") {
          await tx.execute(sql`update product_variants v set stock_quantity = v.stock_quantity + i.quantity
            from order_items i where i.order_id = ${order.id} and i.variant_id = v.id and v.stock_status = 'on_stock'`);
        }
      }
      await tx.update(orders).set(after).where(eq(orders.id, order.id));
      await recordOrderEvents(
        tx,
        eventsOfChange(
          { orderId: order.id, actor: "staff", staffUserId: staff.staffUserId, note: note ?? null, at: clock.now() },
          order,
          after,
        ),
      );
      if (action === "cancel" || action === "refund") {
        await mailBuyer(tx, order, { event: action === "cancel" ? "cancelled" : "refunded", carrier: null, trackingNumber: null });
      }
    });
    return detail(number, locale);
  }

  // ---- the ERP ----

  type Variant = {
    id: number;
    key: string;
    code: string;
    reference: string;
    productType: ProductType;
    variantName: string;
    productName: string;
    brandName: string;
  };

  /** Variants by exact reference or code (separators and case ignored): historic lines keep the reference sold. */
  async function variantsByReference(tx: Database, references: string[]): Promise<Map<string, Variant>> {
    const keys = [...new Set(references.map(referenceKey))];
    const found = await rows<Variant>(
      tx,
      sql`select distinct on (k.key) k.key, v.id, v.code, v.reference, p.type as "productType",
        coalesce(vt.name, v.code) as "variantName", coalesce(pt.name, p.code) as "productName", b.name as "brandName"
      from unnest(${sql.param(keys)}::text[]) as k(key)
      join product_variants v on regexp_replace(upper(v.reference), '[^A-Z0-9]', '', 'g') = k.key
        or regexp_replace(upper(v.code), '[^A-Z0-9]', '', 'g') = k.key
      join products p on p.id = v.product_id join brands b on b.id = p.brand_id
      left join product_variant_translations vt on vt.variant_id = v.id and vt.locale = 'fr'
      left join product_translations pt on pt.product_id = p.id and pt.locale = 'fr'
      order by k.key, v.id`,
    );
    return new Map(found.map((row) => [row.key, row]));
  }

  /**
   * Off-web orders by the ERP's id: created, updated when something differs, left alone when the
   * same content comes again. Each order is its own transaction, reported line by line.
   */
  async function upsertOffWeb(batch: ErpOrder[]): Promise<ErpReport> {
    const results: ErpResult[] = [];
    const seen = new Set<string>();
    for (const [index, input] of batch.entries()) {
      const base = { index, externalId: input.externalId, number: null, detail: null };
      if (seen.has(input.externalId)) {
        results.push({ ...base, outcome: "refused", reason: "duplicate_in_batch" });
        continue;
      }
      seen.add(input.externalId);
      results.push(await withTransaction(db, (tx) => upsertOne(tx, index, input)));
    }
    return { results };
  }

  async function upsertOne(tx: Database, index: number, input: ErpOrder): Promise<ErpResult> {
    const refuse = (reason: ErpRefusal, detail: string | null = null): ErpResult => ({
      index,
      externalId: input.externalId,
      number: null,
      outcome: "refused",
      reason,
      detail,
    });
    const [company] = await rows<{ id: number; customerId: number | null; localeCode: Locale; address: OrderAddress | null }>(
      tx,
      sql`select co.id,
        coalesce((select cu.locale_code from company_memberships m join customers cu on cu.id = m.customer_id
          where m.company_id = co.id order by m.is_admin desc, m.enabled desc, m.id limit 1), 'fr') as "localeCode",
        (select m.customer_id from company_memberships m where m.company_id = co.id order by m.is_admin desc, m.enabled desc, m.id limit 1) as "customerId",
        case when co.street is not null and co.zip_code is not null and co.city is not null and co.country_code is not null then
          json_build_object('firstname', '', 'lastname', '', 'company', co.corporate_name, 'street', co.street, 'postcode', co.zip_code,
            'city', co.city, 'countryCode', co.country_code, 'phone', co.phone) end as address
      from companies co where co.client_code = ${input.clientCode}`,
    );
    if (!company?.customerId) return refuse("company_unknown");
    const variants = await variantsByReference(
      tx,
      input.lines.map((line) => line.reference),
    );
    const unknown = input.lines.find((line) => !variants.has(referenceKey(line.reference)));
    if (unknown) return refuse("reference_unknown", unknown.reference);
    const address = input.shippingAddress ?? company.address;
    if (!address) return refuse("no_address");

    // Lines naming one variant twice are one line.
    const lines = new Map<number, { variant: Variant; quantity: number; unitPrice: number; discountPrice: number }>();
    for (const line of input.lines) {
      const variant = variants.get(referenceKey(line.reference)) as Variant;
      const known = lines.get(variant.id);
      lines.set(variant.id, {
        variant,
        quantity: (known?.quantity ?? 0) + line.quantity,
        unitPrice: line.unitPrice,
        discountPrice: line.discountPrice,
      });
    }
    const subtotal = [...lines.values()].reduce((sum, line) => sum + line.discountPrice * line.quantity, 0);
    const { promotion, shipping, packaging, vat } = input.totals;
    const totalExclVat = subtotal - promotion + shipping + packaging;
    const totalInclVat = totalExclVat + vat;
    if (promotion > subtotal || totalInclVat > 2_000_000_000 || [...lines.values()].some((line) => line.quantity > 9_999)) {
      return refuse("total_out_of_range");
    }
    const states: States = {
      state: input.shippingState === "cancelled" ? "cancelled" : settledOrderState("new", input.paymentState, input.shippingState),
      paymentState: input.paymentState,
      shippingState: input.shippingState,
    };
    const placedAt = new Date(input.placedAt);
    const values = {
      name: input.name ?? null,
      type: [...lines.values()].some((line) => line.variant.productType === "machine") ? ("machine" as const) : ("part" as const),
      shippingAddress: address,
      billingAddress: company.address ?? address,
      subtotalCents: subtotal,
      promotionCents: promotion,
      shippingCents: shipping,
      packagingCents: packaging,
      totalExclVatCents: totalExclVat,
      vatRateBasisPoints: totalExclVat > 0 ? Math.round((vat * 10_000) / totalExclVat) : 0,
      vatCents: vat,
      totalInclVatCents: totalInclVat,
      checkoutCompletedAt: placedAt,
      ...states,
    };
    const itemValues = (orderId: number) =>
      [...lines.values()].map(({ variant, quantity, unitPrice, discountPrice }) => ({
        orderId,
        variantId: variant.id,
        quantity,
        unitPriceCents: unitPrice,
        discountPriceCents: discountPrice,
        ecotaxCents: 0,
        totalCents: discountPrice * quantity,
        variantCode: variant.code,
        reference: variant.reference,
        variantName: variant.variantName,
        productName: variant.productName,
        brandName: variant.brandName,
        productType: variant.productType,
      }));

    const [existing] = await rows<{ id: number; number: string; companyId: number; fingerprint: string } & States>(
      tx,
      sql`select o.id, o.number, o.company_id as "companyId", o.state, o.payment_state as "paymentState", o.shipping_state as "shippingState",
        ${fingerprintSql} as fingerprint
      from orders o where o.external_id = ${input.externalId} for update`,
    );
    const now = clock.now();
    if (!existing) {
      const [{ sequence } = { sequence: 0 }] = await rows<{ sequence: number }>(
        tx,
        sql`select nextval('order_number_seq')::int as sequence`,
      );
      const number = formatOrderNumber(placedAt.getUTCFullYear(), sequence);
      const [created] = await tx
        .insert(orders)
        .values({
          ...values,
          tokenValue: randomBytes(24).toString("base64url"),
          number,
          externalId: input.externalId,
          origin: "off_web",
          localeCode: company.localeCode,
          customerId: company.customerId,
          companyId: company.id,
        })
        .returning({ id: orders.id });
      if (!created) throw new Error("order not created");
      await tx.insert(orderItems).values(itemValues(created.id));
      await recordOrderEvents(tx, [
        { orderId: created.id, kind: "order", from: null, to: "new", actor: "erp", at: placedAt },
        ...eventsOfChange(
          { orderId: created.id, actor: "erp", at: now },
          { state: "new", paymentState: "awaiting_payment", shippingState: "ready" },
          states,
        ),
      ]);
      return { index, externalId: input.externalId, number, outcome: "accepted", reason: null, detail: null };
    }
    if (existing.companyId !== company.id) return refuse("company_unknown");
    const [wanted] = await rows<{ fingerprint: string }>(
      tx,
      sql`select ${sql.raw(fingerprintOf("v"))} as fingerprint from (select
        ${values.name}::text as name, ${values.type}::text as type, ${JSON.stringify(values.shippingAddress)}::jsonb as shipping_address,
        ${values.subtotalCents}::int as subtotal_cents, ${promotion}::int as promotion_cents, ${shipping}::int as shipping_cents,
        ${packaging}::int as packaging_cents, ${vat}::int as vat_cents, ${placedAt.toISOString()}::timestamptz as checkout_completed_at,
        ${states.state}::text as state, ${states.paymentState}::text as payment_state, ${states.shippingState}::text as shipping_state,
        (select string_agg(concat_ws(':', t.variant, t.quantity, t.unit, t.discount), ',' order by t.variant)
          from unnest(${sql.param(itemValues(0).map((item) => item.variantId))}::int[], ${sql.param(itemValues(0).map((item) => item.quantity))}::int[],
            ${sql.param(itemValues(0).map((item) => item.unitPriceCents))}::int[], ${sql.param(itemValues(0).map((item) => item.discountPriceCents))}::int[])
          as t(variant, quantity, unit, discount)) as lines) v`,
    );
    if (wanted?.fingerprint === existing.fingerprint) {
      return { index, externalId: input.externalId, number: existing.number, outcome: "unchanged", reason: null, detail: null };
    }
    await tx.delete(orderItems).where(eq(orderItems.orderId, existing.id));
    await tx.insert(orderItems).values(itemValues(existing.id));
    await tx.update(orders).set(values).where(eq(orders.id, existing.id));
    await recordOrderEvents(tx, eventsOfChange({ orderId: existing.id, actor: "erp", at: now }, statesOf(existing), states));
    return { index, externalId: input.externalId, number: existing.number, outcome: "updated", reason: null, detail: null };
  }

  /** Payment and shipping states of any order from the ERP, each move checked against the machines. */
  async function updateStates(
    batch: { number?: string; externalId?: string; paymentState?: PaymentState; shippingState?: ShippingState }[],
  ): Promise<ErpReport> {
    const results: ErpResult[] = [];
    for (const [index, input] of batch.entries()) {
      results.push(
        await withTransaction(db, async (tx): Promise<ErpResult> => {
          const base = { index, externalId: input.externalId ?? null, number: input.number ?? null, detail: null };
          const [order] = await rows<{ id: number; number: string; externalId: string | null } & States>(
            tx,
            sql`select id, number, external_id as "externalId", state, payment_state as "paymentState", shipping_state as "shippingState"
            from orders where state <> 'cart' and ${input.number ? sql`number = ${input.number}` : sql`external_id = ${input.externalId ?? ""}`} for update`,
          );
          if (!order) return { ...base, outcome: "refused", reason: "order_unknown" };
          const found = { ...base, number: order.number, externalId: order.externalId };
          const paymentState = input.paymentState ?? order.paymentState;
          const shippingState = input.shippingState ?? order.shippingState;
          const paymentMoves = paymentState !== order.paymentState;
          const shippingMoves = shippingState !== order.shippingState;
          if (!paymentMoves && !shippingMoves) return { ...found, outcome: "unchanged", reason: null };
          if (
            order.state !== "new" ||
            (paymentMoves && !canTransitionPayment(order.paymentState, paymentState)) ||
            (shippingMoves && !canTransitionShipping(order.shippingState, shippingState))
          ) {
            return { ...found, outcome: "refused", reason: "transition_not_allowed" };
          }
          const after: States = {
            state: shippingState === "cancelled" ? "cancelled" : settledOrderState(order.state, paymentState, shippingState),
            paymentState,
            shippingState,
          };
          await tx.update(orders).set(after).where(eq(orders.id, order.id));
          await recordOrderEvents(tx, eventsOfChange({ orderId: order.id, actor: "erp", at: clock.now() }, statesOf(order), after));
          return { ...found, outcome: "updated", reason: null };
        }),
      );
    }
    return { results };
  }

  return { list, detail, ship, act, upsertOffWeb, updateStates };
}

const referenceKey = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, "");

/** What an ERP order says, as one text: the same text means the same order. `t` has the orders' column names. */
function fingerprintOf(t: string): string {
  return `md5(concat_ws('|', ${t}.name, ${t}.type, ${t}.shipping_address::text, ${t}.subtotal_cents, ${t}.promotion_cents,
    ${t}.shipping_cents, ${t}.packaging_cents, ${t}.vat_cents, extract(epoch from ${t}.checkout_completed_at), ${t}.state, ${t}.payment_state,
    ${t}.shipping_state, ${t}.lines))`;
}

const fingerprintSql =
  sql.raw(`(select ${fingerprintOf("f")} from (select o.name, o.type::text as type, o.shipping_address, o.subtotal_cents,
  o.promotion_cents, o.shipping_cents, o.packaging_cents, o.vat_cents, o.checkout_completed_at, o.state::text as state,
  o.payment_state::text as payment_state, o.shipping_state::text as shipping_state,
  (select string_agg(concat_ws(':', i.variant_id, i.quantity, i.unit_price_cents, i.discount_price_cents), ',' order by i.variant_id)
    from order_items i where i.order_id = o.id) as lines) f)`);

export type OrdersAdminService = ReturnType<typeof createOrdersAdminService>;
