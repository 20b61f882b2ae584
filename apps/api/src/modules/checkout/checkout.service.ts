import { type Database, queryRows, withTransaction } from "@portal/db/client";
import { orderPayments, orderPromotionLines, orderShipments, orders, quotes } from "@portal/db/schema/index";
import type { Locale } from "@portal/domain/i18n/locales";
import { activePaymentMethods, isProviderMethod, type PaymentMethodCode, paymentMethodCodes } from "@portal/domain/orders/payment-methods";
import type { Order } from "@portal/domain/orders/schemas";
import { nextPaymentState, type OrderState, type PaymentState, type ShippingState, settledOrderState } from "@portal/domain/orders/states";
import { promotionRefusal } from "@portal/domain/pricing/promotions";
import { canApply, isExpired, type QuoteStatus, statusAfter } from "@portal/domain/quotes/status";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Actor } from "../../platform/auth/authenticate";
import { assertCan } from "../../platform/auth/permissions";
import type { Clock } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import { enqueueMail } from "../../platform/mail/outbox";
import type { PaymentEvent, PaymentProvider } from "../../platform/payments/provider";
import { rows } from "../../platform/sql";
import type { CartPricing, PricedCart } from "../cart/cart.pricing";
import { listPaymentMethods, listShippingMethodTexts, lockLimitedPromotions } from "../cart/cart.queries";
import { scopeOf } from "../cart/cart.service";
import { eventsOfChange, findOrder, type OrderRow, type PaymentRow, recordOrderEvents } from "../orders/orders.queries";
import { orderAddressOf } from "../orders/orders.view";
import { paymentMethodTexts } from "./checkout.texts";

type Deps = {
  db: Database;
  clock: Clock;
  pricing: CartPricing;
  provider: PaymentProvider;
  logger: FastifyBaseLogger;
  /** Told once an order has taken the last units of a shelf: catalogue answers kept in hand are stale. */
  onShelvesEmptied?: () => void;
};

/** What an order number looks like: the year and a sequence, unique without a lock. */
export const formatOrderNumber = (year: number, sequence: number) => `${year}-${String(sequence).padStart(6, "0")}`;

const eventStates: Record<PaymentEvent["type"], PaymentState> = {
  "payment.authorized": "authorized",
  "payment.succeeded": "paid",
  "payment.failed": "failed",
  // A cancelled attempt is over, like a failed one: paying again starts a new attempt.
  "payment.cancelled": "failed",
};

/** An order's payment state from its attempts: any captured one wins, else the latest attempt's. */
export function orderPaymentState(attempts: readonly { state: PaymentState }[]): PaymentState {
  if (attempts.some((attempt) => attempt.state === "paid")) return "paid";
  if (attempts.some((attempt) => attempt.state === "authorized")) return "authorized";
  return attempts.at(-1)?.state ?? "awaiting_payment";
}

export function createCheckoutService({ db, clock, pricing, provider, logger, onShelvesEmptied }: Deps) {
  async function requireOrder(token: string, actor: Actor, tx: Database = db, lock = false): Promise<OrderRow> {
    const order = await findOrder(tx, token, scopeOf(actor), { lock });
    if (!order) throw new AppError("cart.not_found");
    return order;
  }

  async function requireCart(token: string, actor: Actor): Promise<OrderRow> {
    const order = await requireOrder(token, actor);
    if (order.state !== "cart") throw new AppError("cart.already_completed");
    return order;
  }

  /** Shipping methods serving the cart's address (the company's before one is chosen), with their prices. */
  async function shippingMethods(actor: Actor, token: string, locale: Locale) {
    const cart = await requireOrder(token, actor);
    const [priced, texts] = await Promise.all([pricing.priceCart(cart, locale), listShippingMethodTexts(db, locale)]);
    const byCode = new Map(texts.map((text) => [text.code, text]));
    return priced.shippingRates.flatMap((rate) => {
      const text = byCode.get(rate.methodCode);
      return text ? [{ ...text, priceCents: rate.priceCents, freeAboveCents: rate.freeAboveCents }] : [];
    });
  }

  async function chooseShippingMethod(actor: Actor, token: string, shipmentId: number, code: string, locale: Locale): Promise<Order> {
    const cart = await requireCart(token, actor);
    const priced = await pricing.priceCart(cart, locale);
    // Spec section 5: without a shipment (no shipping address yet) no method can be set.
    if (!priced.shipments.some((shipment) => shipment.id === shipmentId)) throw new AppError("cart.no_shipment_method_allowed");
    if (!priced.shippingRates.some((rate) => rate.methodCode === code)) throw new AppError("cart.shipping_method_unavailable");
    await db
      .update(orderShipments)
      .set({ methodCode: code })
      .where(and(eq(orderShipments.id, shipmentId), eq(orderShipments.orderId, cart.id)));
    return pricing.view(await requireOrder(token, actor), locale);
  }

  /** The methods a company may use under its terms (which a cart carries). */
  const activeMethods = async (terms: { paymentOnAccount: boolean }, tx: Database = db) =>
    activePaymentMethods(await listPaymentMethods(tx), terms);

  /** GET payment-methods: the methods the caller's company may use (for a given cart and payment when named). */
  async function paymentMethods(actor: Actor, query: { tokenValue?: string; paymentId?: number }, locale: Locale) {
    const { companyId } = scopeOf(actor);
    let terms: { paymentOnAccount: boolean } | undefined;
    if (query.tokenValue) {
      const order = await requireOrder(query.tokenValue, actor);
      if (query.paymentId !== undefined && !order.payments.some((payment) => payment.id === query.paymentId)) {
        throw new AppError("payment.not_found");
      }
      terms = order.terms;
    } else {
      [terms] = await rows<{ paymentOnAccount: boolean }>(
        db,
        sql`select payment_on_account as "paymentOnAccount" from companies where id = ${companyId}`,
      );
    }
    return (await activeMethods(terms ?? { paymentOnAccount: false })).map((code) => ({ code, ...paymentMethodTexts[code][locale] }));
  }

  async function choosePaymentMethod(actor: Actor, token: string, paymentId: number, code: string, locale: Locale): Promise<Order> {
    const cart = await requireCart(token, actor);
    const active = await activeMethods(cart.terms);
    // Spec section 5: only one of the active methods may be chosen.
    if (!(paymentMethodCodes as readonly string[]).includes(code) || !active.includes(code as PaymentMethodCode)) {
      throw new AppError("cart.no_payment_method_allowed");
    }
    const updated = await db
      .update(orderPayments)
      .set({ methodCode: code as PaymentMethodCode })
      .where(and(eq(orderPayments.id, paymentId), eq(orderPayments.orderId, cart.id)))
      .returning({ id: orderPayments.id });
    if (updated.length === 0) throw new AppError("cart.no_payment_method_allowed");
    return pricing.view(await requireOrder(token, actor), locale);
  }

  /** Everything that must hold before a cart becomes an order; the first failure is the answer. */
  function assertOrderable(priced: PricedCart, active: PaymentMethodCode[], hasBilling: boolean) {
    const { order, lines, statuses, pricing: amounts, terms, shipments, payments } = priced;
    if (lines.length === 0) throw new AppError("cart.empty");
    if (statuses.some((status) => status === "not_sellable")) throw new AppError("cart.unavailable_items");
    if (statuses.some((status) => status !== "available")) throw new AppError("cart.insufficient_stock");
    if (amounts.hasPriceOnRequest) throw new AppError("cart.requires_quote");
    if (order.shippingAddressId === null || !hasBilling) throw new AppError("cart.address_required");
    const shipment = shipments[0];
    if (!shipment?.methodCode || !priced.shippingRates.some((rate) => rate.methodCode === shipment.methodCode)) {
      throw new AppError("cart.no_shipment_method_allowed");
    }
    const payment = payments.at(-1);
    if (!payment?.methodCode) throw new AppError("cart.payment_method_required");
    if (!active.includes(payment.methodCode)) throw new AppError("cart.no_payment_method_allowed");
    if (terms.engagementCodeRequired && !order.engagementCode) throw new AppError("cart.engagement_code_required");
    if (order.couponCode) {
      const promotion = priced.promotions.find((candidate) => candidate.couponCode === order.couponCode);
      const refusal = promotion ? promotionRefusal(promotion, promotion, clock.now()) : "disabled";
      if (refusal) throw new AppError("cart.coupon_removed", { detail: refusal });
    }
    return { shipment, payment };
  }

  /**
   * Places the order in one transaction: the cart row is locked, stock is taken off the shelves
   * (never below zero), promotions are counted, prices and addresses are frozen, the number is
   * drawn and the confirmation e-mail is queued. A second call for the same cart (double click,
   * retried request) waits for the first and answers the order it placed.
   */
  /** `origin`: the web's origin the provider sends the buyer back to. */
  async function complete(
    actor: Actor,
    token: string,
    locale: Locale,
    origin: string,
  ): Promise<{ order: Order; paymentUrl: string | null }> {
    let emptied = false;
    await withTransaction(db, async (tx) => {
      const cart = await requireOrder(token, actor, tx, true);
      if (cart.state !== "cart") return;
      await assertCan(tx, actor, "order.place");

      // Counted under the lock: two orders of one customer cannot both take a once-per-customer coupon.
      await lockLimitedPromotions(tx, cart.couponCode);
      const priced = await pricing.priceCart(cart, locale, tx, { fresh: true });
      const active = await activeMethods(cart.terms, tx);
      const billing = cart.billingAddressId === null ? cart.registeredAddress : cart.billingAddressRow;
      const shippingAddress = cart.shippingAddressRow;
      const { shipment, payment } = assertOrderable(priced, active, billing !== null && billing !== undefined);
      if (!shippingAddress || !billing) throw new AppError("cart.address_required");
      if (!shippingAddress.allowed) throw new AppError("address.country_not_allowed");

      const now = clock.now();
      if (cart.quoteId !== null) await orderQuote(tx, cart.quoteId, cart.id, now);
      emptied = await takeStock(tx, priced);
      for (const promotionId of new Set(priced.pricing.promotionLines.map((line) => line.promotionId))) {
        const counted = await queryRows(
          tx,
          sql`update promotions set used = used + 1
          where id = ${promotionId} and (usage_limit is null or used < usage_limit) returning id`,
        );
        // The promotions were locked and counted before pricing: reaching the limit here is a bug.
        if (counted.length === 0) throw new Error(`promotion ${promotionId} used past its limit`);
      }

      const [{ sequence } = { sequence: 0 }] = await rows<{ sequence: number }>(
        tx,
        sql`select nextval('order_number_seq')::int as sequence`,
      );
      const number = formatOrderNumber(now.getUTCFullYear(), sequence);
      const { totals, lines: pricedLines, promotionLines } = priced.pricing;
      const pricedById = new Map(pricedLines.map((line) => [line.key, line]));
      const items = priced.lines.map((line) => ({ line, priced: pricedById.get(line.id) }));
      await tx.execute(sql`update order_items i set
          unit_price_cents = v.unit, discount_price_cents = v.discount, ecotax_cents = v.ecotax, total_cents = v.total,
          variant_code = v.code, reference = v.reference, variant_name = v.variant_name, product_name = v.product_name,
          brand_name = v.brand, product_type = v.product_type::order_item_product_type
        from unnest(
          ${sql.param(items.map(({ line }) => line.id))}::int[], ${sql.param(items.map(({ priced }) => priced?.unitPriceCents ?? 0))}::int[],
          ${sql.param(items.map(({ priced }) => priced?.discountPriceCents ?? 0))}::int[], ${sql.param(items.map(({ priced }) => priced?.ecotaxCents ?? 0))}::int[],
          ${sql.param(items.map(({ priced }) => priced?.totalCents ?? 0))}::int[], ${sql.param(items.map(({ line }) => line.variantCode))}::text[],
          ${sql.param(items.map(({ line }) => line.reference))}::text[], ${sql.param(items.map(({ line }) => line.variantName))}::text[],
          ${sql.param(items.map(({ line }) => line.productName))}::text[], ${sql.param(items.map(({ line }) => line.brandName))}::text[],
          ${sql.param(items.map(({ line }) => line.productType))}::text[]
        ) as v(id, unit, discount, ecotax, total, code, reference, variant_name, product_name, brand, product_type)
        where i.id = v.id and i.order_id = ${cart.id}`);
      if (promotionLines.length > 0) {
        await tx.insert(orderPromotionLines).values(
          promotionLines.map((line) => ({
            orderId: cart.id,
            promotionId: line.promotionId,
            code: line.promotionCode,
            action: line.action,
            orderItemId: typeof line.key === "number" ? line.key : null,
            quantity: line.quantity,
            amountCents: line.amountCents,
          })),
        );
      }
      const shippingCopy = orderAddressOf(shippingAddress);
      const billingCopy = orderAddressOf(billing);
      await tx
        .update(orders)
        .set({
          state: "new",
          number,
          checkoutCompletedAt: now,
          localeCode: locale,
          type: priced.lines.some((line) => line.productType === "machine") ? "machine" : "part",
          shippingAddress: shippingCopy,
          billingAddress: billingCopy,
          subtotalCents: totals.subtotalCents,
          promotionCents: totals.promotionCents,
          shippingCents: totals.shippingCents,
          packagingCents: totals.packagingCents,
          totalExclVatCents: totals.totalExclVatCents,
          vatRateBasisPoints: totals.vatRateBasisPoints,
          vatCents: totals.vatCents,
          totalInclVatCents: totals.totalInclVatCents,
          paymentState: "awaiting_payment",
          shippingState: "ready",
        })
        .where(eq(orders.id, cart.id));
      await tx.update(orderPayments).set({ amountCents: totals.totalInclVatCents }).where(eq(orderPayments.id, payment.id));
      await recordOrderEvents(tx, [
        { orderId: cart.id, kind: "order", from: "cart", to: "new", actor: "customer", customerId: cart.customerId, at: now },
      ]);

      const [customer] = await rows<{ email: string; firstname: string; localeCode: Locale }>(
        tx,
        sql`select email, firstname, locale_code as "localeCode" from customers where id = ${cart.customerId}`,
      );
      const [methodText] = (await listShippingMethodTexts(tx, customer?.localeCode ?? locale)).filter(
        (text) => text.code === shipment.methodCode,
      );
      if (customer) {
        await enqueueMail(tx, {
          kind: "order_confirmation",
          recipient: customer.email,
          locale: customer.localeCode,
          payload: {
            orderNumber: number,
            orderToken: cart.tokenValue,
            customerFirstName: customer.firstname,
            orderDate: now.toISOString(),
            items: items.map(({ line, priced }) => ({
              reference: line.reference,
              name: line.variantName,
              quantity: line.quantity,
              unitPriceCents: priced?.discountPriceCents ?? 0,
              totalCents: priced?.totalCents ?? 0,
            })),
            promotions: promotionLines.map((line) => ({ label: line.promotionCode, amountCents: line.amountCents })),
            totals: {
              subtotalCents: totals.subtotalCents,
              promotionCents: totals.promotionCents,
              shippingCents: totals.shippingCents,
              packagingCents: totals.packagingCents,
              totalExclVatCents: totals.totalExclVatCents,
              vatRateBasisPoints: totals.vatRateBasisPoints,
              vatCents: totals.vatCents,
              totalInclVatCents: totals.totalInclVatCents,
            },
            shippingAddress: shippingCopy,
            shippingMethodName: methodText?.name ?? shipment.methodCode ?? "",
            paymentMethodCode: payment.methodCode as PaymentMethodCode,
          },
        });
      }
    }).catch(async (error: unknown) => {
      // A coupon that no longer applies leaves the cart, so that the buyer sees the total without it
      // (and why) before confirming again.
      if (error instanceof AppError && error.code === "cart.coupon_removed") {
        await db
          .update(orders)
          .set({ couponCode: null })
          .where(and(eq(orders.tokenValue, token), eq(orders.state, "cart")));
      }
      throw error;
    });
    // Once committed: told earlier, a product page read meanwhile would be kept with the old stock.
    if (emptied) onShelvesEmptied?.();

    const order = await requireOrder(token, actor);
    const paymentUrl = await paymentUrlFor(order, locale, origin);
    return { order: await pricing.view(order, locale), paymentUrl };
  }

  /**
   * A cart placed from a quote orders the quote, at most once: its row is locked, a quote past its
   * validity refuses the checkout, and the unique index on quotes.ordered_order_id stands behind it.
   */
  async function orderQuote(tx: Database, quoteId: number, orderId: number, now: Date) {
    const [quote] = await rows<{ status: QuoteStatus; validUntil: string | null }>(
      tx,
      sql`select status, to_char(valid_until, 'YYYY-MM-DD') as "validUntil" from quotes where id = ${quoteId} for update`,
    );
    if (!quote || !canApply("order", quote.status)) throw new AppError("quote.transform_failed");
    if (isExpired(quote, now)) throw new AppError("quote.no_longer_valid");
    await tx
      .update(quotes)
      .set({ status: statusAfter("order"), orderedAt: now, orderedOrderId: orderId })
      .where(eq(quotes.id, quoteId));
  }

  /**
   * Takes the ordered quantities off the shelves of stock-counted variants, in id order (no deadlock
   * between two carts). Answers whether a shelf is empty now.
   */
  async function takeStock(tx: Database, priced: PricedCart): Promise<boolean> {
    const counted = priced.lines.filter((line) => line.stockStatus === "on_stock").sort((a, b) => a.variantId - b.variantId);
    if (counted.length === 0) return false;
    const ids = counted.map((line) => line.variantId);
    const shelves = await rows<{ id: number; stockQuantity: number }>(
      tx,
      sql`select id, stock_quantity as "stockQuantity" from product_variants where id = any(${sql.param(ids)}::int[]) order by id for update`,
    );
    const onShelf = new Map(shelves.map((shelf) => [shelf.id, shelf.stockQuantity]));
    for (const line of counted) {
      const left = onShelf.get(line.variantId) ?? 0;
      if (left < line.quantity) throw new AppError("cart.insufficient_stock", { detail: `${line.reference}:${Math.max(0, left)}` });
    }
    await tx.execute(sql`update product_variants v set stock_quantity = v.stock_quantity - t.quantity
      from unnest(${sql.param(ids)}::int[], ${sql.param(counted.map((line) => line.quantity))}::int[]) as t(id, quantity)
      where v.id = t.id`);
    return counted.some((line) => onShelf.get(line.variantId) === line.quantity);
  }

  /**
   * Where to pay a placed card order that is not paid yet: the current attempt's page, or a new
   * attempt after a failure or cancellation. Null for other methods and for settled orders.
   */
  async function paymentUrlFor(order: OrderRow, locale: Locale, origin: string): Promise<string | null> {
    if (order.state === "cart" || order.paymentState === "paid" || order.paymentState === "authorized" || order.paymentState === "refunded")
      return null;
    // Bank transfers and payments on account are settled outside the portal.
    const method = order.payments.at(-1)?.methodCode;
    if (!method || !isProviderMethod(method)) return null;
    // Which attempt to pay, decided under the attempt's row lock; an empty redirect_url claims it.
    type Claim = { kind: "none" } | { kind: "open" | "pending" | "claimed"; attemptId: number; url?: string };
    const claim = await withTransaction(db, async (tx): Promise<Claim> => {
      const [latest] = await rows<{ id: number; methodCode: PaymentMethodCode | null; state: PaymentState; redirectUrl: string | null }>(
        tx,
        sql`select id, method_code as "methodCode", state, redirect_url as "redirectUrl" from order_payments
        where order_id = ${order.id} order by id desc limit 1 for update`,
      );
      if (!latest?.methodCode || !isProviderMethod(latest.methodCode)) return { kind: "none" };
      if (latest.state === "awaiting_payment" && latest.redirectUrl) return { kind: "open", attemptId: latest.id, url: latest.redirectUrl };
      if (latest.state === "awaiting_payment" && latest.redirectUrl === "") return { kind: "pending", attemptId: latest.id };
      let attemptId = latest.id;
      if (latest.state === "awaiting_payment") {
        await tx.update(orderPayments).set({ redirectUrl: "" }).where(eq(orderPayments.id, attemptId));
      } else {
        const [created] = await tx
          .insert(orderPayments)
          .values({ orderId: order.id, methodCode: latest.methodCode, amountCents: order.totalInclVatCents, redirectUrl: "" })
          .returning({ id: orderPayments.id });
        if (!created) throw new Error("payment attempt not created");
        attemptId = created.id;
        await tx.update(orders).set({ paymentState: "awaiting_payment" }).where(eq(orders.id, order.id));
        if (order.paymentState !== "awaiting_payment") {
          await recordOrderEvents(tx, [
            {
              orderId: order.id,
              kind: "payment",
              from: order.paymentState,
              to: "awaiting_payment",
              actor: "customer",
              customerId: order.customerId,
              at: clock.now(),
            },
          ]);
        }
      }
      return { kind: "claimed", attemptId };
    });
    if (claim.kind === "none") return null;
    if (claim.kind === "open") return claim.url ?? null;
    if (claim.kind === "pending") return waitForSession(claim.attemptId);

    // The provider is called outside any transaction (for a real one, a network call).
    const back = `${origin}/${locale}/checkout/confirm?order=${encodeURIComponent(order.tokenValue)}`;
    try {
      const session = await provider.createCheckout({
        paymentId: claim.attemptId,
        buyerId: order.customerId,
        orderNumber: order.number ?? "",
        amountCents: order.totalInclVatCents,
        currency: "EUR",
        locale,
        returnUrl: back,
        cancelUrl: back,
      });
      await db
        .update(orderPayments)
        .set({ providerReference: session.reference, redirectUrl: session.redirectUrl })
        .where(eq(orderPayments.id, claim.attemptId));
      return session.redirectUrl;
    } catch (error) {
      // Release the claim so that paying again can open a session.
      await db.update(orderPayments).set({ redirectUrl: null }).where(eq(orderPayments.id, claim.attemptId));
      throw error;
    }
  }

  /** A concurrent call (a double click) is opening this attempt's session: its page, once known. */
  async function waitForSession(attemptId: number): Promise<string> {
    for (let tries = 0; tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const [attempt] = await rows<{ redirectUrl: string | null }>(
        db,
        sql`select redirect_url as "redirectUrl" from order_payments where id = ${attemptId}`,
      );
      if (attempt?.redirectUrl) return attempt.redirectUrl;
      if (attempt?.redirectUrl === null) break;
    }
    throw new AppError("order.not_payable");
  }

  /** The order detail's pay action and the confirmation page's retry link. */
  async function pay(actor: Actor, token: string, locale: Locale, origin: string): Promise<{ paymentUrl: string }> {
    const order = await requireOrder(token, actor);
    const paymentUrl = await paymentUrlFor(order, locale, origin);
    if (!paymentUrl) throw new AppError("order.not_payable");
    return { paymentUrl };
  }

  /**
   * A provider's event, verified by the webhook route. Each event is applied once; an event older
   * than the attempt's state (a failure after the capture) changes nothing.
   */
  async function handlePaymentEvent(providerName: string, event: PaymentEvent): Promise<void> {
    await withTransaction(db, async (tx) => {
      const [payment] = await rows<PaymentRow & { orderId: number }>(
        tx,
        sql`select id, order_id as "orderId", method_code as "methodCode", state, amount_cents as "amountCents", provider_reference as "providerReference"
        from order_payments where provider_reference = ${event.reference} for update`,
      );
      const recorded = await queryRows(
        tx,
        sql`insert into payment_events (provider, event_id, payment_id, type)
        values (${providerName}, ${event.id}, ${payment?.id ?? null}, ${event.type}) on conflict do nothing returning event_id`,
      );
      if (recorded.length === 0) return;
      if (!payment) {
        logger.warn({ provider: providerName, reference: event.reference }, "payment event for an unknown payment");
        return;
      }
      const next = nextPaymentState(payment.state, eventStates[event.type]);
      if (next !== payment.state) await tx.update(orderPayments).set({ state: next }).where(eq(orderPayments.id, payment.id));
      const attempts = await rows<{ state: PaymentState }>(
        tx,
        sql`select state from order_payments where order_id = ${payment.orderId} order by id`,
      );
      const [order] = await rows<{ state: OrderState; paymentState: PaymentState; shippingState: ShippingState }>(
        tx,
        sql`select state, payment_state as "paymentState", shipping_state as "shippingState" from orders where id = ${payment.orderId} for update`,
      );
      if (!order) return;
      const paymentState = orderPaymentState(attempts);
      const after = {
        state: settledOrderState(order.state, paymentState, order.shippingState),
        paymentState,
        shippingState: order.shippingState,
      };
      await tx.update(orders).set(after).where(eq(orders.id, payment.orderId));
      await recordOrderEvents(tx, eventsOfChange({ orderId: payment.orderId, actor: "provider", at: clock.now() }, order, after));
    });
  }

  return { shippingMethods, chooseShippingMethod, paymentMethods, choosePaymentMethod, complete, pay, handlePaymentEvent };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
