import { randomBytes } from "node:crypto";
import { type Database, withTransaction } from "@portal/db/client";
import { orderItems, orderPayments, orderShipments, orders } from "@portal/db/schema/index";
import type { Locale } from "@portal/domain/i18n/locales";
import { type AddItem, cartLimits, type ImportReport, type ItemStatus, type Order, type UpdateCart } from "@portal/domain/orders/schemas";
import { ratesForAddress } from "@portal/domain/orders/shipping";
import { promotionRefusal } from "@portal/domain/pricing/promotions";
import { and, eq, sql } from "drizzle-orm";
import type { Actor } from "../../platform/auth/authenticate";
import { assertCan } from "../../platform/auth/permissions";
import type { Clock } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import type { LimiterFactory } from "../../platform/rate-limit";
import { rows } from "../../platform/sql";
import type { Upload } from "../../platform/uploads/receive";
import type { UploadWorkers } from "../../platform/uploads/workers";
import { findCompanyAddress, findOpenCart, findOrder, listLines, type OrderRow, type OrderScope } from "../orders/orders.queries";
import { buildModelFile, parseSpreadsheet, type SpreadsheetFormat } from "./cart.import";
import { type CartPricing, createCartPricing, itemStatusOf } from "./cart.pricing";
import {
  addToItems,
  countCustomerUsage,
  findOrderWithVariant,
  listPromotions,
  resolveVariants,
  type VariantMatch,
  variantCodeOfPartSmart,
} from "./cart.queries";

/** The customer and company a cart call acts for; carts exist only inside a company. */
export function scopeOf(actor: Actor): OrderScope {
  if (actor.companyId === null) throw new AppError("auth.company_required");
  return { customerId: actor.customerId, companyId: actor.companyId };
}

const newCartToken = () => randomBytes(24).toString("base64url");

/** Why a matched variant cannot be put in the cart for this quantity, if it cannot. */
function refusalOf(match: VariantMatch, quantity: number): ItemStatus | null {
  const status = itemStatusOf({ ...match, quantity });
  return status === "available" ? null : status;
}

export function createCartService({
  db,
  clock,
  pricing: givenPricing,
  uploads,
  limiters,
}: {
  db: Database;
  clock: Clock;
  pricing?: CartPricing;
  uploads: UploadWorkers;
  limiters: LimiterFactory;
}) {
  const pricing = givenPricing ?? createCartPricing({ db, clock });
  // Codes are guessed one attempt at a time: a customer gets a few wrong ones, then waits.
  const couponFailures = limiters("coupon-failures", cartLimits.couponFailuresPerWindow, cartLimits.couponFailureWindowSeconds);

  /** The caller's cart by token; a placed order or another customer's cart is not a cart here. */
  async function requireCart(token: string, scope: OrderScope): Promise<OrderRow> {
    const order = await findOrder(db, token, scope);
    if (!order) throw new AppError("cart.not_found");
    if (order.state !== "cart") throw new AppError("cart.already_completed");
    return order;
  }

  /** A cart whose lines may change: not while it holds a quote at the quote's prices (emptying it unlocks it). */
  async function requireUnlockedCart(token: string, scope: OrderScope): Promise<OrderRow> {
    const order = await requireCart(token, scope);
    if (order.quoteId !== null) throw new AppError("cart.locked");
    return order;
  }

  async function reload(order: OrderRow, scope: OrderScope, locale: Locale): Promise<Order> {
    const fresh = await findOrder(db, order.tokenValue, scope);
    if (!fresh) throw new AppError("cart.not_found");
    return pricing.view(fresh, locale);
  }

  /** The open cart of this customer in this company, created on first use (one at a time, by a unique index). */
  async function openCart(actor: Actor, locale: Locale, wantedToken?: string): Promise<Order> {
    const scope = scopeOf(actor);
    if (wantedToken) {
      const wanted = await findOrder(db, wantedToken, scope);
      if (wanted?.state === "cart") return pricing.view(wanted, locale);
    }
    let cart = await findOpenCart(db, scope);
    if (!cart) {
      await db
        .insert(orders)
        .values({ tokenValue: newCartToken(), customerId: scope.customerId, companyId: scope.companyId, localeCode: locale })
        .onConflictDoNothing();
      cart = await findOpenCart(db, scope);
      if (!cart) throw new Error("the open cart could not be created");
    }
    return pricing.view(cart, locale);
  }

  /** Empties the cart: it is deleted and a new empty one takes its place (spec section 4). */
  async function deleteCart(actor: Actor, token: string, locale: Locale): Promise<Order> {
    const scope = scopeOf(actor);
    const cart = await requireCart(token, scope);
    await db.delete(orders).where(and(eq(orders.id, cart.id), eq(orders.state, "cart")));
    return openCart(actor, locale);
  }

  /** Adding to the cart is the busiest call: the cart and a variant named by its code are read together. */
  async function addItem(actor: Actor, token: string, input: AddItem, locale: Locale): Promise<Order> {
    const scope = scopeOf(actor);
    // An exploded view names its parts by their part-smart code (spec section 7).
    const code = (input.checkPartSmart ? await variantCodeOfPartSmart(db, input.productVariant) : undefined) ?? input.productVariant;
    const found = await findOrderWithVariant(db, token, scope, code);
    if (!found) throw new AppError("cart.not_found");
    const cart = found.order;
    if (cart.state !== "cart") throw new AppError("cart.already_completed");
    if (cart.quoteId !== null) throw new AppError("cart.locked");
    // A reference, or a superseded part, is looked up the long way.
    const match = found.variant ?? (await resolveVariants(db, [code], cart.id))[0];
    if (!match) throw new AppError("cart.product_not_found");
    if (!match.sellable) throw new AppError("cart.not_sellable");
    const quantity = Math.min(cartLimits.maxQuantity, match.inCart + input.quantity);
    const insufficient = () => new AppError("cart.insufficient_stock", { detail: String(Math.max(0, match.stockQuantity - match.inCart)) });
    if (refusalOf(match, quantity)) throw insufficient();
    // The quantity already in the cart may have changed since it was read (another tab, a double
    // click): the statement adds to what is there now and checks the shelf again.
    const [added] = await addToItems(db, { orderId: cart.id, variantIds: [match.id], quantities: [input.quantity] });
    if (!added) throw insufficient();
    const lines = await listLines(db, cart.id, locale);
    return pricing.view(cart, locale, db, lines);
  }

  async function updateItem(actor: Actor, token: string, itemId: number, quantity: number, locale: Locale): Promise<Order> {
    const scope = scopeOf(actor);
    const cart = await requireUnlockedCart(token, scope);
    const [item] = await rows<{ stockStatus: string; stockQuantity: number }>(
      db,
      sql`select v.stock_status as "stockStatus", v.stock_quantity as "stockQuantity"
      from order_items i join product_variants v on v.id = i.variant_id where i.id = ${itemId} and i.order_id = ${cart.id}`,
    );
    if (!item) throw new AppError("cart.item_not_found");
    if (item.stockStatus === "on_stock" && quantity > item.stockQuantity) {
      throw new AppError("cart.insufficient_stock", { detail: String(Math.max(0, item.stockQuantity)) });
    }
    await db
      .update(orderItems)
      .set({ quantity })
      .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, cart.id)));
    return pricing.view(cart, locale);
  }

  async function removeItem(actor: Actor, token: string, itemId: number, locale: Locale): Promise<Order> {
    const scope = scopeOf(actor);
    const cart = await requireUnlockedCart(token, scope);
    const removed = await db
      .delete(orderItems)
      .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, cart.id)))
      .returning({ id: orderItems.id });
    if (removed.length === 0) throw new AppError("cart.item_not_found");
    return pricing.view(cart, locale);
  }

  /** PUT orders/{token}: coupon code and chosen addresses. */
  async function updateCart(actor: Actor, token: string, input: UpdateCart, locale: Locale): Promise<Order> {
    const scope = scopeOf(actor);
    const cart = await requireCart(token, scope);
    const changes: Partial<typeof orders.$inferInsert> = {};

    if (input.couponCode !== undefined) {
      // A quote's prices are negotiated: no promotion code on top of them.
      if (cart.quoteId !== null) throw new AppError("cart.locked");
      const code = input.couponCode || null;
      if (code) {
        const customerKey = String(scope.customerId);
        // While blocked even a right code is refused, so that the answers tell a guesser nothing.
        const blocked = await couponFailures.isBlocked(customerKey);
        if (blocked.blocked) {
          throw new AppError("request.too_many", { headers: { "retry-after": String(blocked.retryAfterSeconds) } });
        }
        const promotion = (await listPromotions(db, { couponCode: code })).find((candidate) => candidate.couponCode === code);
        const usedByCustomer =
          !promotion || promotion.usageLimitPerCustomer === null
            ? 0
            : ((await countCustomerUsage(db, scope.customerId, [promotion.id])).get(promotion.id) ?? 0);
        if (!promotion || promotionRefusal(promotion, { used: promotion.used, usedByCustomer }, clock.now())) {
          await couponFailures.consume(customerKey);
          throw new AppError("cart.coupon_invalid");
        }
      }
      changes.couponCode = code;
    }
    if (input.billingAddressId !== undefined) {
      if (input.billingAddressId !== null) {
        const billing = await findCompanyAddress(db, input.billingAddressId, scope.companyId);
        if (!billing) throw new AppError("address.not_found");
      }
      changes.billingAddressId = input.billingAddressId;
    }

    await withTransaction(db, async (tx) => {
      if (input.shippingAddressId !== undefined) {
        const address = await findCompanyAddress(tx, input.shippingAddressId, scope.companyId);
        if (!address) throw new AppError("address.not_found");
        if (!address.allowed) throw new AppError("address.country_not_allowed");
        changes.shippingAddressId = address.id;
        // Spec section 5: a cart gets its shipment (and its payment) once it knows where it goes.
        const zoneMethods = ratesForAddress(await pricing.shippingRates(tx), {
          countryCode: address.countryCode,
          zipCode: address.postcode,
        }).map((rate) => rate.methodCode);
        const [shipment] = await tx.select().from(orderShipments).where(eq(orderShipments.orderId, cart.id));
        const method = shipment?.methodCode && zoneMethods.includes(shipment.methodCode) ? shipment.methodCode : (zoneMethods[0] ?? null);
        if (shipment) await tx.update(orderShipments).set({ methodCode: method }).where(eq(orderShipments.id, shipment.id));
        else await tx.insert(orderShipments).values({ orderId: cart.id, methodCode: method });
        const [payment] = await tx.select({ id: orderPayments.id }).from(orderPayments).where(eq(orderPayments.orderId, cart.id)).limit(1);
        if (!payment) await tx.insert(orderPayments).values({ orderId: cart.id });
      }
      if (Object.keys(changes).length > 0) await tx.update(orders).set(changes).where(eq(orders.id, cart.id));
    });
    return reload(cart, scope, locale);
  }

  async function nameCart(actor: Actor, token: string, input: { name: string | null; engagementCode: string | null }, locale: Locale) {
    const scope = scopeOf(actor);
    const cart = await requireCart(token, scope);
    await db.update(orders).set({ name: input.name, engagementCode: input.engagementCode }).where(eq(orders.id, cart.id));
    return reload(cart, scope, locale);
  }

  async function getComments(actor: Actor, token: string) {
    const order = await findOrder(db, token, scopeOf(actor));
    if (!order) throw new AppError("cart.not_found");
    return { comments: order.comments ?? "" };
  }

  async function setComments(actor: Actor, token: string, comments: string, locale: Locale) {
    const scope = scopeOf(actor);
    const cart = await requireCart(token, scope);
    await db
      .update(orders)
      .set({ comments: comments || null })
      .where(eq(orders.id, cart.id));
    return reload(cart, scope, locale);
  }

  /**
   * Adds the lines of a spreadsheet: references found and orderable are added (quantities of a
   * reference met twice add up), the others are reported with their line number. The file is
   * received only once the right and the cart are checked.
   */
  async function importItems(
    actor: Actor,
    token: string,
    receive: () => Promise<Upload<SpreadsheetFormat> | null>,
    locale: Locale,
  ): Promise<ImportReport> {
    await assertCan(db, actor, "order.place");
    const scope = scopeOf(actor);
    const cart = await requireUnlockedCart(token, scope);
    const upload = await receive();
    if (!upload) throw new AppError("cart.import_file_invalid");
    const { lines, invalid } = await parseSpreadsheet(uploads, upload);
    const matches = await resolveVariants(
      db,
      lines.map((line) => line.reference),
    );
    const byAsked = new Map(matches.map((match) => [match.asked, match]));
    const existing = await rows<{ variantId: number; quantity: number }>(
      db,
      sql`select variant_id as "variantId", quantity from order_items where order_id = ${cart.id}`,
    );
    const quantities = new Map(existing.map((row) => [row.variantId, row.quantity]));
    const report: Omit<ImportReport, "order"> = { added: [], notFound: [], unavailable: [], invalid };
    const added = new Map<number, number>();
    const accepted: { line: (typeof lines)[number]; match: VariantMatch }[] = [];
    for (const line of lines) {
      const match = byAsked.get(line.reference);
      if (!match) {
        report.notFound.push({ line: line.line, reference: line.reference });
        continue;
      }
      const quantity = Math.min(cartLimits.maxQuantity, (quantities.get(match.id) ?? 0) + line.quantity);
      const refusal = refusalOf(match, quantity);
      if (refusal) {
        report.unavailable.push({ line: line.line, reference: line.reference, reason: refusal });
        continue;
      }
      quantities.set(match.id, quantity);
      added.set(match.id, (added.get(match.id) ?? 0) + line.quantity);
      accepted.push({ line, match });
    }
    if (quantities.size > cartLimits.maxLines) throw new AppError("cart.too_many_lines");
    // Added to what the cart holds when written (another tab may have added meanwhile); a shelf
    // emptied since it was read refuses its lines.
    const written =
      added.size === 0
        ? new Set<number>()
        : new Set(
            (await addToItems(db, { orderId: cart.id, variantIds: [...added.keys()], quantities: [...added.values()] })).map(
              (row) => row.variantId,
            ),
          );
    for (const { line, match } of accepted) {
      if (written.has(match.id)) report.added.push({ line: line.line, reference: match.reference, quantity: line.quantity });
      else report.unavailable.push({ line: line.line, reference: line.reference, reason: "insufficient_stock" });
    }
    return { ...report, order: await reload(cart, scope, locale) };
  }

  /**
   * Adds several lines at once, in one transaction (an exploded view's selection): each line is
   * judged by the rules of a single add, and the ones that pass are written together. Answers what
   * became of each line, in the order given, and the cart.
   */
  async function addLines(
    actor: Actor,
    token: string | undefined,
    lines: readonly { reference: string; quantity: number }[],
    locale: Locale,
  ): Promise<{ order: Order; lines: AddedLine[] }> {
    const scope = scopeOf(actor);
    const cart = token
      ? await requireUnlockedCart(token, scope)
      : await requireUnlockedCart((await openCart(actor, locale)).tokenValue, scope);
    const results = await withTransaction(db, async (tx) => {
      const matches = await resolveVariants(
        tx,
        lines.map((line) => line.reference),
        cart.id,
      );
      const byAsked = new Map(matches.map((match) => [match.asked, match]));
      const judged: AddedLine[] = lines.map((line) => {
        const match = byAsked.get(line.reference) ?? null;
        if (!match) return { ...line, match, status: "not_found" };
        const refusal = refusalOf(match, Math.min(cartLimits.maxQuantity, match.inCart + line.quantity));
        return { ...line, match, status: refusal === null || refusal === "available" ? "added" : refusal };
      });
      const accepted = judged.filter((line) => line.status === "added");
      if (accepted.length === 0) return judged;
      const written = new Set(
        (
          await addToItems(tx, {
            orderId: cart.id,
            variantIds: accepted.map((line) => (line.match as VariantMatch).id),
            quantities: accepted.map((line) => line.quantity),
          })
        ).map((row) => row.variantId),
      );
      const [{ lines: count } = { lines: 0 }] = await rows<{ lines: number }>(
        tx,
        sql`select count(*)::int as lines from order_items where order_id = ${cart.id}`,
      );
      if (count > cartLimits.maxLines) throw new AppError("cart.too_many_lines");
      // A shelf emptied since it was read refuses its line, as a single add would.
      return judged.map(
        (line): AddedLine =>
          line.status === "added" && !written.has((line.match as VariantMatch).id) ? { ...line, status: "insufficient_stock" } : line,
      );
    });
    return { order: await reload(cart, scope, locale), lines: results };
  }

  /** The downloadable model, with two references of the real catalogue as examples. */
  async function importModel(format: SpreadsheetFormat, locale: Locale) {
    const examples = await rows<{ reference: string }>(
      db,
      sql`select v.reference from product_variants v join products p on p.id = v.product_id
      where p.type = 'spare_part' and v.enabled and p.enabled and not v.price_on_request order by v.id limit 2`,
    );
    return buildModelFile(
      format,
      locale,
      examples.map((example, index) => ({ reference: example.reference, quantity: index + 1 })),
    );
  }

  return {
    openCart,
    deleteCart,
    addItem,
    updateItem,
    removeItem,
    updateCart,
    nameCart,
    getComments,
    setComments,
    importItems,
    importModel,
    addLines,
    requireCart,
    pricing,
  };
}

export type CartService = ReturnType<typeof createCartService>;

/** One line of a multi-line add: what was asked, the variant it names (null when none) and its fate. */
export type AddedLine = {
  reference: string;
  quantity: number;
  match: VariantMatch | null;
  status: "added" | "not_found" | Exclude<ItemStatus, "available">;
};
