import { PassThrough, type Readable } from "node:stream";
import { type Database, queryRows, withTransaction } from "@portal/db/client";
import type { Locale } from "@portal/domain/i18n/locales";
import {
  encodeOrderCursor,
  type OrderCursor,
  type OrderDetail,
  type OrderListFilters,
  type OrderListQuery,
  type OrderPage,
  type OrderSummary,
  orderHistoryLimits,
  type Reorder,
  type ReorderResult,
  timelineOf,
} from "@portal/domain/orders/history";
import { isProviderMethod } from "@portal/domain/orders/payment-methods";
import type { Order } from "@portal/domain/orders/schemas";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import type { Actor } from "../../platform/auth/authenticate";
import { AppError } from "../../platform/errors";
import type { CartPricing } from "../cart/cart.pricing";
import { itemStatusOf } from "../cart/cart.pricing";
import { addToItems, listShippingMethodTexts, resolveVariants } from "../cart/cart.queries";
import { scopeOf } from "../cart/cart.service";
import { renderOrderPdf } from "./orders.pdf";
import {
  canSeeAllOrders,
  findOrder,
  findPlacedOrder,
  type HistoryScope,
  listDeliveries,
  listOrderEvents,
  listOrderSummaries,
  type PlacedOrderRow,
  type SummaryRow,
} from "./orders.queries";
import { exportHeaders, exportStateLabels } from "./orders.texts";

type Deps = {
  db: Database;
  pricing: CartPricing;
  /** The caller's open cart (created when there is none), as the cart area opens it. */
  openCart: (actor: Actor, locale: Locale) => Promise<Order>;
};

export function summaryOf(row: SummaryRow): OrderSummary {
  return {
    tokenValue: row.tokenValue,
    number: row.number,
    name: row.name,
    // The list shows milliseconds; the cursor alone keeps the microseconds.
    checkoutCompletedAt: `${row.completedAt.slice(0, 23)}Z`,
    totalExclVat: row.totalExclVatCents,
    totalInclVat: row.totalInclVatCents,
    state: row.state,
    paymentState: row.paymentState,
    shippingState: row.shippingState,
    origin: row.origin,
    type: row.type,
    customer: { firstname: row.firstname, lastname: row.lastname },
  };
}

/** One page from `limit + 1` rows read: the rows shown, and the cursor after the last when more exist. */
export function pageOf<T>(found: SummaryRow[], limit: number, map: (row: SummaryRow) => T): { items: T[]; nextCursor: string | null } {
  const shown = found.slice(0, limit);
  const last = shown.at(-1);
  return {
    items: shown.map(map),
    nextCursor: found.length > limit && last ? encodeOrderCursor({ completedAt: last.completedAt, id: last.id }) : null,
  };
}

/** A placed order as its detail page shows it: the order as placed, its deliveries and its timeline. */
export async function detailOf(
  db: Database,
  pricing: CartPricing,
  order: PlacedOrderRow,
  locale: Locale,
  payable: boolean,
): Promise<OrderDetail> {
  const [view, deliveries, events, methodTexts] = await Promise.all([
    pricing.view(order, locale),
    listDeliveries(db, order.id),
    listOrderEvents(db, order.id),
    listShippingMethodTexts(db, locale),
  ]);
  const methodCode = order.shipments[0]?.methodCode ?? null;
  return {
    ...view,
    number: order.number ?? "",
    customer: { firstname: order.customerFirstname, lastname: order.customerLastname },
    shippingMethodName: methodTexts.find((text) => text.code === methodCode)?.name ?? null,
    deliveries: deliveries.map(({ methodCode: method, ...row }) => ({ ...row, method })),
    timeline: timelineOf(events),
    payable,
  };
}

export function createOrdersService({ db, pricing, openCart }: Deps) {
  /**
   * Whose orders the caller sees: the whole company's with "see all orders" (administrators hold
   * every right), otherwise their own only. Enforced in every query below.
   */
  async function historyScope(actor: Actor): Promise<HistoryScope> {
    const { customerId, companyId } = scopeOf(actor);
    return { companyId, customerId: (await canSeeAllOrders(db, customerId, companyId)) ? null : customerId };
  }

  async function list(actor: Actor, query: OrderListQuery): Promise<OrderPage> {
    const { cursor, itemsPerPage, ...filters } = query;
    const found = await listOrderSummaries(db, await historyScope(actor), filters, cursor, itemsPerPage + 1);
    return pageOf(found, itemsPerPage, summaryOf);
  }

  /**
   * The filtered list as a spreadsheet, newest first, at most `exportMaxRows` rows: written row by
   * row to the answer while pages of the list are read, never held whole in memory.
   */
  async function exportList(actor: Actor, filters: OrderListFilters, locale: Locale): Promise<Readable> {
    const scope = await historyScope(actor);
    const output = new PassThrough();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useSharedStrings: false, useStyles: true });
    const headers = exportHeaders[locale];
    const sheet = workbook.addWorksheet(headers.sheet);
    sheet.columns = [
      { header: headers.number, key: "number", width: 16 },
      { header: headers.name, key: "name", width: 28 },
      { header: headers.date, key: "date", width: 20, style: { numFmt: "yyyy-mm-dd hh:mm" } },
      { header: headers.customer, key: "customer", width: 24 },
      { header: headers.totalExclVat, key: "totalExclVat", width: 16, style: { numFmt: "#,##0.00 [$€-x-euro2]" } },
      { header: headers.totalInclVat, key: "totalInclVat", width: 16, style: { numFmt: "#,##0.00 [$€-x-euro2]" } },
      { header: headers.shippingState, key: "shippingState", width: 20 },
      { header: headers.paymentState, key: "paymentState", width: 20 },
      { header: headers.origin, key: "origin", width: 12 },
      { header: headers.type, key: "type", width: 14 },
    ];
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    const labels = exportStateLabels[locale];
    void (async () => {
      let cursor: OrderCursor | undefined;
      let written = 0;
      while (written < orderHistoryLimits.exportMaxRows) {
        const size = Math.min(1_000, orderHistoryLimits.exportMaxRows - written);
        const found = await listOrderSummaries(db, scope, filters, cursor, size);
        for (const row of found) {
          sheet
            .addRow({
              number: row.number,
              name: row.name ?? "",
              date: new Date(row.completedAt),
              customer: `${row.firstname} ${row.lastname}`,
              totalExclVat: row.totalExclVatCents / 100,
              totalInclVat: row.totalInclVatCents / 100,
              shippingState: labels.shipping[row.shippingState],
              paymentState: labels.payment[row.paymentState],
              origin: labels.origin[row.origin],
              type: labels.type[row.type],
            })
            .commit();
        }
        written += found.length;
        const last = found.at(-1);
        if (found.length < size || !last) break;
        cursor = { completedAt: last.completedAt, id: last.id };
      }
      sheet.commit();
      await workbook.commit();
    })().catch((error: unknown) => output.destroy(error as Error));
    return output;
  }

  /**
   * GET orders/{token}: the caller's cart as the cart shows it, or a placed order of theirs (of
   * their company with "see all orders") with its deliveries and timeline. Nothing else opens.
   */
  async function getOrder(actor: Actor, token: string, locale: Locale): Promise<Order | OrderDetail> {
    const scope = scopeOf(actor);
    const order = await findPlacedOrder(db, { token }, await historyScope(actor));
    if (!order) {
      const cart = await findOrder(db, token, scope);
      if (cart?.state !== "cart") throw new AppError("cart.not_found");
      return pricing.view(cart, locale);
    }
    const paymentMethod = order.payments.at(-1)?.methodCode ?? null;
    // The existing pay call opens the buyer's own orders: a colleague's order shows no pay button.
    const payable =
      order.customerId === actor.customerId &&
      order.state === "new" &&
      (order.paymentState === "awaiting_payment" || order.paymentState === "failed") &&
      paymentMethod !== null &&
      isProviderMethod(paymentMethod);
    return detailOf(db, pricing, order, locale, payable);
  }

  /**
   * GET orders/{token}/pdf: the confirmation of a placed order the caller may see, in the order's
   * language (whoever downloads it, the document is the customer's). A cart has none.
   */
  async function pdf(actor: Actor, token: string): Promise<{ number: string; bytes: Uint8Array }> {
    const order = await findPlacedOrder(db, { token }, await historyScope(actor));
    if (!order) throw new AppError("order.not_found");
    const locale = order.localeCode;
    const detail = await detailOf(db, pricing, order, locale, false);
    return { number: detail.number, bytes: await renderOrderPdf({ ...detail, companyName: order.companyName }, locale) };
  }

  /**
   * POST orders/reorder: the lines of a placed order the caller may see go into their cart
   * (emptied first with `clearCart`). A superseded reference comes back as the one replacing it;
   * a line that cannot be sold, or not in that quantity, is told with why.
   */
  async function reorder(actor: Actor, input: Reorder, locale: Locale): Promise<ReorderResult> {
    const order = await findPlacedOrder(db, { number: input.number }, await historyScope(actor));
    if (!order) throw new AppError("order.not_found");
    const opened = await openCart(actor, locale);
    const scope = scopeOf(actor);
    const result = await withTransaction(db, async (tx) => {
      const cart = await findOrder(tx, opened.tokenValue, scope, { lock: true });
      if (cart?.state !== "cart") throw new AppError("cart.not_found");
      // A cart holding a quote's lines takes nothing more; replacing its lines empties it, which frees the quote.
      if (cart.quoteId !== null && !input.clearCart) throw new AppError("cart.locked");
      if (input.clearCart) {
        await tx.execute(sql`delete from order_items where order_id = ${cart.id}`);
        await tx.execute(sql`update orders set quote_id = null where id = ${cart.id}`);
      }
      const items = await queryRows<{ variantId: number; quantity: number; reference: string; code: string }>(
        tx,
        sql`select i.variant_id as "variantId", i.quantity, coalesce(i.reference, v.reference) as reference, v.code
        from order_items i join product_variants v on v.id = i.variant_id where i.order_id = ${order.id} order by i.id`,
      );
      const matches = await resolveVariants(
        tx,
        items.map((item) => item.code),
        cart.id,
      );
      const byAsked = new Map(matches.map((match) => [match.asked, match]));
      const added: ReorderResult["added"] = [];
      const replaced: ReorderResult["replaced"] = [];
      const refused: ReorderResult["refused"] = [];
      const wanted: { item: (typeof items)[number]; match: NonNullable<ReturnType<typeof byAsked.get>> }[] = [];
      for (const item of items) {
        const match = byAsked.get(item.code);
        if (!match) {
          refused.push({ reference: item.reference, quantity: item.quantity, reason: "not_found" });
          continue;
        }
        const status = itemStatusOf({ ...match, quantity: match.inCart + item.quantity });
        if (status !== "available") refused.push({ reference: item.reference, quantity: item.quantity, reason: status });
        else wanted.push({ item, match });
      }
      // Two lines may lead to one variant (a part and the one superseding it): one insert row each.
      const perVariant = new Map<number, number>();
      for (const { item, match } of wanted) perVariant.set(match.id, (perVariant.get(match.id) ?? 0) + item.quantity);
      const done = await addToItems(tx, { orderId: cart.id, variantIds: [...perVariant.keys()], quantities: [...perVariant.values()] });
      const doneIds = new Set(done.map((row) => row.variantId));
      for (const { item, match } of wanted) {
        if (!doneIds.has(match.id)) refused.push({ reference: item.reference, quantity: item.quantity, reason: "insufficient_stock" });
        else if (match.id !== item.variantId)
          replaced.push({ reference: item.reference, replacement: match.reference, quantity: item.quantity });
        else added.push({ reference: item.reference, quantity: item.quantity });
      }
      return { added, replaced, refused, cartToken: cart.tokenValue };
    });
    const cart = await findOrder(db, result.cartToken, scope);
    if (!cart) throw new AppError("cart.not_found");
    return {
      status: result.refused.length === 0,
      added: result.added,
      replaced: result.replaced,
      refused: result.refused,
      cart: await pricing.view(cart, locale),
    };
  }

  return { list, exportList, getOrder, pdf, reorder, historyScope };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
