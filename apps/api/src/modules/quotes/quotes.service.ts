import { type Database, withTransaction } from "@portal/db/client";
import { orderItems, orders, quoteItems, quotes } from "@portal/db/schema/index";
import type { ErrorCode } from "@portal/domain/errors/codes";
import type { Locale } from "@portal/domain/i18n/locales";
import type { Order } from "@portal/domain/orders/schemas";
import { discountedPrice } from "@portal/domain/pricing/totals";
import { vatRateOf } from "@portal/domain/pricing/vat";
import { lineCompliance } from "@portal/domain/quotes/compliance";
import {
  formatQuoteNumber,
  type QuoteDetail,
  type QuoteLine,
  type QuoteListQuery,
  type QuotePage,
  type QuoteSummary,
  type RequestQuote,
  type TransformQuote,
} from "@portal/domain/quotes/schemas";
import { displayStatusOf, validityFrom } from "@portal/domain/quotes/status";
import { quoteLineTotal, quoteTotals } from "@portal/domain/quotes/totals";
import { type TransformRefusal, transformRefusal } from "@portal/domain/quotes/transform";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Actor } from "../../platform/auth/authenticate";
import { assertCan } from "../../platform/auth/permissions";
import type { Clock } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import { rows } from "../../platform/sql";
import { type CartService, scopeOf } from "../cart/cart.service";
import { findCompanyAddress, findOpenCart, findOrder, listLines } from "../orders/orders.queries";
import { orderAddressOf } from "../orders/orders.view";
import { renderQuotePdf } from "./quotes.pdf";
import {
  findQuote,
  findQuoteByRequestToken,
  listQuoteLines,
  listQuotes,
  type QuoteLineRow,
  type QuoteRow,
  type QuoteScope,
} from "./quotes.queries";

export const refusalCodes: Record<TransformRefusal, ErrorCode> = {
  no_longer_valid: "quote.no_longer_valid",
  unknown_variant: "quote.unknown_variant",
  undefined_price: "quote.undefined_price",
  not_transformable: "quote.transform_failed",
};

export function quoteLineView(line: QuoteLineRow): QuoteLine {
  return {
    id: line.id,
    reference: line.reference,
    name: line.name,
    brand: line.brandName,
    variantCode: line.known ? line.variantCode : null,
    productSlug: line.known ? line.productSlug : null,
    quantity: line.quantity,
    unitPrice: line.unitPriceCents,
    ecotax: line.ecotaxCents,
    total: quoteLineTotal(line),
    priceOnRequest: line.priceOnRequest,
    compliance: lineCompliance(line),
  };
}

export function quoteSummaryView(row: QuoteRow, now: Date): QuoteSummary {
  return {
    number: row.number,
    name: row.name,
    serialNumber: row.serialNumber,
    status: displayStatusOf(row, now),
    createdAt: row.createdAt,
    validUntil: row.validUntil,
    totalExclVat: row.subtotalCents,
    totalInclVat: row.totalInclVatCents,
    customer: { firstname: row.customerFirstname, lastname: row.customerLastname },
    compliant: row.compliant,
  };
}

export function quoteDetailView(row: QuoteRow, lines: QuoteLineRow[], now: Date): QuoteDetail {
  const refusal = transformRefusal(row, lines, now);
  return {
    ...quoteSummaryView(row, now),
    localeCode: row.localeCode,
    shippingAddress: row.shippingAddress,
    lines: lines.map(quoteLineView),
    totals:
      row.subtotalCents === null
        ? null
        : {
            subtotal: row.subtotalCents,
            vatRate: row.vatRateBasisPoints ?? 0,
            vat: row.vatCents ?? 0,
            totalInclVat: row.totalInclVatCents ?? 0,
          },
    sentAt: row.sentAt,
    orderedAt: row.orderedAt,
    orderNumber: row.orderNumber,
    transformRefusal: refusal ? refusalCodes[refusal] : null,
  };
}

function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return code === "23505" || cause?.code === "23505";
}

/** Whether the actor holds a right, without failing when they do not. */
async function holds(db: Database, actor: Actor, right: "quote.view_all"): Promise<boolean> {
  try {
    await assertCan(db, actor, right);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === "auth.forbidden") return false;
    throw error;
  }
}

export function createQuotesService({ db, clock, cart }: { db: Database; clock: Clock; cart: CartService }) {
  /** Own quotes, or the company's with the right to see all quotes. */
  async function scopeFor(actor: Actor): Promise<QuoteScope> {
    const { companyId, customerId } = scopeOf(actor);
    return { companyId, customerId, all: await holds(db, actor, "quote.view_all") };
  }

  async function detail(row: QuoteRow, locale: Locale, tx: Database = db): Promise<QuoteDetail> {
    return quoteDetailView(row, await listQuoteLines(tx, row.id, locale), clock.now());
  }

  async function requireQuote(actor: Actor, number: string): Promise<QuoteRow> {
    const quote = await findQuote(db, number, await scopeFor(actor));
    if (!quote) throw new AppError("quote.not_found");
    return quote;
  }

  /**
   * The cart's lines become a quote delivered to one of the company's addresses, and the cart is
   * emptied: the lines now live in the quote, which goes back to the cart in one step, and a cart
   * left full would be ordered at catalogue prices beside the quote. Lines with a catalogue price
   * keep the buyer's price (their company's discount taken off); a quote whose lines all have one
   * is treated at once, valid 30 days, and the others wait for staff to price them. A retried
   * request (double click) answers the quote the first one made.
   */
  async function requestQuote(
    actor: Actor,
    token: string,
    input: RequestQuote,
    locale: Locale,
  ): Promise<{ quote: QuoteDetail; cart: Order }> {
    await assertCan(db, actor, "quote.request");
    const scope = scopeOf(actor);
    const earlier = await findQuoteByRequestToken(db, token, scope.companyId, scope.customerId);
    if (earlier) return { quote: await detail(earlier, locale), cart: await cart.openCart(actor, locale) };

    const number = await withTransaction(db, async (tx) => {
      const order = await findOrder(tx, token, scope, { lock: true });
      if (!order) {
        // The first of two identical requests took the cart with it.
        const made = await findQuoteByRequestToken(tx, token, scope.companyId, scope.customerId);
        if (made) return made.number;
        throw new AppError("cart.not_found");
      }
      if (order.state !== "cart") throw new AppError("cart.already_completed");
      if (order.quoteId !== null) throw new AppError("cart.locked");
      const lines = await listLines(tx, order.id, locale);
      if (lines.length === 0) throw new AppError("cart.empty");
      const address = await findCompanyAddress(tx, input.shippingAddress, scope.companyId);
      if (!address) throw new AppError("address.not_found");
      if (!address.allowed) throw new AppError("address.country_not_allowed");

      const priced = lines.map((line) => ({
        line,
        unitPriceCents:
          line.priceOnRequest || line.priceCents === null ? null : discountedPrice(line.priceCents, order.terms.discountBasisPoints),
      }));
      const now = clock.now();
      const totals = quoteTotals(
        priced.map(({ line, unitPriceCents }) => ({ quantity: line.quantity, unitPriceCents, ecotaxCents: line.ecotaxCents })),
        vatRateOf(address.countryCode),
      );
      const [{ sequence } = { sequence: 0 }] = await rows<{ sequence: number }>(
        tx,
        sql`select nextval('quote_number_seq')::int as sequence`,
      );
      const quoteNumber = formatQuoteNumber(now.getUTCFullYear(), sequence);
      const [created] = await tx
        .insert(quotes)
        .values({
          number: quoteNumber,
          requestToken: token,
          companyId: scope.companyId,
          customerId: scope.customerId,
          name: input.name,
          serialNumber: input.serialNumber,
          shippingAddress: orderAddressOf(address),
          shippingAddressId: address.id,
          localeCode: locale,
          status: totals ? "treated" : "waiting_price",
          validUntil: totals ? validityFrom(now) : null,
          subtotalCents: totals?.subtotalCents ?? null,
          vatRateBasisPoints: totals?.vatRateBasisPoints ?? null,
          vatCents: totals?.vatCents ?? null,
          totalInclVatCents: totals?.totalInclVatCents ?? null,
          createdAt: now,
        })
        .returning({ id: quotes.id });
      if (!created) throw new Error("quote insert returned nothing");
      await tx.insert(quoteItems).values(
        priced.map(({ line, unitPriceCents }) => ({
          quoteId: created.id,
          variantId: line.variantId,
          reference: line.reference,
          name: line.variantName,
          brandName: line.brandName,
          quantity: line.quantity,
          unitPriceCents,
          ecotaxCents: line.ecotaxCents,
          priceOnRequest: line.priceOnRequest,
        })),
      );
      await tx.delete(orders).where(and(eq(orders.id, order.id), eq(orders.state, "cart")));
      return quoteNumber;
    });
    const quote = await findQuote(db, number, { ...scope, all: false });
    if (!quote) throw new Error("the quote just made cannot be read");
    return { quote: await detail(quote, locale), cart: await cart.openCart(actor, locale) };
  }

  async function list(actor: Actor, query: QuoteListQuery): Promise<QuotePage> {
    const { items, total } = await listQuotes(db, await scopeFor(actor), query);
    const now = clock.now();
    return { items: items.map((row) => quoteSummaryView(row, now)), page: query.page, itemsPerPage: query.itemsPerPage, total };
  }

  async function get(actor: Actor, number: string, locale: Locale): Promise<QuoteDetail> {
    return detail(await requireQuote(actor, number), locale);
  }

  /** The PDF in the customer's language (whoever downloads it, the document is the customer's). */
  async function pdf(actor: Actor, number: string): Promise<{ number: string; bytes: Uint8Array }> {
    const quote = await requireQuote(actor, number);
    const locale = quote.customerLocale;
    const bytes = await renderQuotePdf({ ...(await detail(quote, locale)), companyName: quote.companyName }, locale);
    return { number: quote.number, bytes };
  }

  /**
   * Puts a quote's lines in the caller's cart at the quote's prices and locks the cart until it is
   * checked out or emptied. The quote's row is locked first, so that of two calls for one quote the
   * second sees the cart the first filled; a unique index on orders.quote_id holds that in the
   * database too.
   */
  async function transform(actor: Actor, number: string, input: TransformQuote, locale: Locale): Promise<Order> {
    const scope = await scopeFor(actor);
    const own = scopeOf(actor);
    await cart.openCart(actor, locale);
    let presetAddress: number | null = null;
    const token = await withTransaction(db, async (tx) => {
      const quote = await findQuote(tx, number, scope, { lock: true });
      if (!quote) throw new AppError("quote.not_found");
      const lines = await listQuoteLines(tx, quote.id, locale);
      const refusal = transformRefusal(quote, lines, clock.now());
      if (refusal) throw new AppError(refusalCodes[refusal]);
      const [holder] = await rows<{ id: number }>(tx, sql`select id from orders where quote_id = ${quote.id}`);
      if (holder) throw new AppError("quote.transform_failed");

      const open = await findOpenCart(tx, own);
      const target = open ? await findOrder(tx, open.tokenValue, own, { lock: true }) : undefined;
      if (target?.state !== "cart") throw new AppError("cart.not_found");
      if (target.quoteId !== null) throw new AppError("cart.locked");

      const variantIds = lines.map((line) => line.variantId as number);
      if (input.mode === "complete_cart_items") {
        // A reference in both takes the quote's quantity and price.
        await tx.delete(orderItems).where(and(eq(orderItems.orderId, target.id), inArray(orderItems.variantId, variantIds)));
      } else {
        await tx.delete(orderItems).where(eq(orderItems.orderId, target.id));
      }
      await tx
        .insert(orderItems)
        .values(
          lines.map((line) => ({ orderId: target.id, variantId: line.variantId as number, quantity: line.quantity, quoteItemId: line.id })),
        );
      const name = input.orderName ?? (input.mode === "transform_into_order" ? quote.name : undefined);
      try {
        await tx
          .update(orders)
          .set({ quoteId: quote.id, couponCode: null, ...(name !== undefined ? { name } : {}) })
          .where(eq(orders.id, target.id));
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError("quote.transform_failed");
        throw error;
      }
      if (input.mode === "transform_into_order" && quote.shippingAddressId !== null) {
        const address = await findCompanyAddress(tx, quote.shippingAddressId, own.companyId);
        if (address?.allowed) presetAddress = address.id;
      }
      return target.tokenValue;
    });
    // Ready for checkout: delivered where the quote said, with its shipment and payment prepared.
    if (presetAddress !== null) return cart.updateCart(actor, token, { shippingAddressId: presetAddress }, locale);
    return cart.openCart(actor, locale, token);
  }

  return { requestQuote, list, get, pdf, transform };
}

export type QuotesService = ReturnType<typeof createQuotesService>;
