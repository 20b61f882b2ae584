import type { Database } from "@portal/db/client";
import type { Locale } from "@portal/domain/i18n/locales";
import type { ItemStatus, Order } from "@portal/domain/orders/schemas";
import { ratesForAddress, type ShippingRateRow } from "@portal/domain/orders/shipping";
import { promotionRefusal } from "@portal/domain/pricing/promotions";
import { discountedPrice, type Pricing, priceOrder } from "@portal/domain/pricing/totals";
import { vatRateOf } from "@portal/domain/pricing/vat";
import type { Clock } from "../../platform/clock";
import { createTtlCache } from "../../platform/ttl-cache";
import { fileUrl } from "../catalog/catalog.service";
import { type CompanyTerms, type LineRow, listLines, type OrderRow, type PaymentRow, type ShipmentRow } from "../orders/orders.queries";
import { baseView, orderAddressOf, orderItemView, placedOrderView } from "../orders/orders.view";
import {
  countCustomerUsage,
  listKitSuggestions,
  listPromotions,
  listShippingRates,
  type PromotionWithCount,
  type PromotionWithUsage,
} from "./cart.queries";

/** Whether a line of a cart can be ordered as it stands. Stock is counted for `on_stock` variants only. */
export function itemStatusOf(line: Pick<LineRow, "sellable" | "stockStatus" | "stockQuantity" | "quantity">): ItemStatus {
  if (!line.sellable) return "not_sellable";
  if (line.stockStatus !== "on_stock") return "available";
  if (line.stockQuantity <= 0) return "out_of_stock";
  return line.quantity > line.stockQuantity ? "insufficient_stock" : "available";
}

export type PricedCart = {
  order: OrderRow;
  lines: LineRow[];
  statuses: ItemStatus[];
  pricing: Pricing;
  promotions: PromotionWithUsage[];
  terms: CompanyTerms;
  shipments: ShipmentRow[];
  payments: PaymentRow[];
  /** The delivery country and zip the cart is priced for: the chosen address, else the company's. */
  destination: { countryCode: string; zipCode: string | null } | null;
  shippingRates: ShippingRateRow[];
};

/** Prices carts from the live catalogue, and shapes carts and placed orders for the API. */
export function createCartPricing({ db, clock }: { db: Database; clock: Clock }) {
  // Shipping zones change a few times a year; every cart view reads them.
  const rateCache = createTtlCache<ShippingRateRow[]>({ clock, ttlSeconds: 30, maxEntries: 1 });
  // Inside a transaction a miss reads through it: PGlite has one connection, held by the transaction.
  const shippingRates = (tx: Database = db) => rateCache.get("all", () => listShippingRates(tx));

  // Promotions change rarely and every cart view reads them; usage limits are checked for real when an order is placed.
  const promotionCache = createTtlCache<PromotionWithCount[]>({ clock, ttlSeconds: 10, maxEntries: 200 });

  /** The promotions that may apply to this cart, with its customer's use of those limited per customer. */
  async function promotionsFor(order: OrderRow, tx: Database, fresh: boolean): Promise<PromotionWithUsage[]> {
    const couponCode = order.couponCode;
    const found = fresh
      ? await listPromotions(tx, { couponCode })
      : await promotionCache.get(couponCode ?? "", () => listPromotions(tx, { couponCode }));
    const limited = found.filter((promotion) => promotion.usageLimitPerCustomer !== null).map((promotion) => promotion.id);
    const usage = limited.length > 0 ? await countCustomerUsage(tx, order.customerId, limited) : new Map<number, number>();
    return found.map((promotion) => ({ ...promotion, usedByCustomer: usage.get(promotion.id) ?? 0 }));
  }

  /**
   * Everything that decides a cart's amounts (`tx` when inside a transaction). `fresh` reads the
   * promotions past their cache, as placing an order does.
   */
  async function priceCart(
    order: OrderRow,
    locale: Locale,
    tx: Database = db,
    { fresh = false, lines: given }: { fresh?: boolean; lines?: LineRow[] } = {},
  ): Promise<PricedCart> {
    // One after the other: inside a transaction they share one connection (promotions and rates are mostly cached).
    const lines = given ?? (await listLines(tx, order.id, locale));
    const promotions = await promotionsFor(order, tx, fresh);
    const rates = await shippingRates(tx);
    const { terms, shipments, payments } = order;
    const address = order.shippingAddressRow;
    const destination = address
      ? { countryCode: address.countryCode, zipCode: address.postcode }
      : terms.shippingCountryCode
        ? { countryCode: terms.shippingCountryCode, zipCode: terms.shippingZipCode }
        : null;
    const zoneRates = destination ? ratesForAddress(rates, destination) : [];
    const chosenMethod = shipments[0]?.methodCode ?? null;
    // Before a method is chosen the cart shows what the first method of the zone would cost.
    const rate = (chosenMethod ? zoneRates.find((row) => row.methodCode === chosenMethod) : zoneRates[0]) ?? null;

    const now = clock.now();
    // A quote's prices are negotiated: no promotion applies to a cart holding one.
    const applicable = order.quoteId === null ? promotions.filter((promotion) => promotionRefusal(promotion, promotion, now) === null) : [];
    const statuses = lines.map(itemStatusOf);
    const available = lines.filter((_, index) => statuses[index] === "available");
    const pricing = priceOrder({
      lines: available.map((line) => ({
        key: line.id,
        variantCode: line.variantCode,
        productType: line.productType,
        quantity: line.quantity,
        ...(line.quotePriceCents !== null
          ? { unitPriceCents: line.quotePriceCents, ecotaxCents: line.quoteEcotaxCents ?? 0, netPrice: true }
          : { unitPriceCents: line.priceOnRequest ? null : line.priceCents, ecotaxCents: line.ecotaxCents }),
      })),
      discountBasisPoints: terms.discountBasisPoints,
      promotions: applicable,
      shipping: rate,
      vatRateBasisPoints: vatRateOf(destination?.countryCode),
    });
    return { order, lines, statuses, pricing, promotions, terms, shipments, payments, destination, shippingRates: zoneRates };
  }

  /** The API view of a cart, priced now. */
  async function cartView(priced: PricedCart, locale: Locale, tx: Database = db): Promise<Order> {
    const { order, lines, statuses, pricing, terms } = priced;
    const pricedByKey = new Map(pricing.lines.map((line) => [line.key, line]));
    const suggestions = lines.some((line) => line.productType === "machine") ? await listKitSuggestions(tx, order.id, locale) : [];
    const billing = order.billingAddressId === null ? order.registeredAddress : order.billingAddressRow;
    const shippingAddress = order.shippingAddressRow;
    const items = lines.map((line, index) => orderItemView(line, statuses[index] as ItemStatus, pricedByKey.get(line.id)));
    return {
      ...baseView(order, priced.shipments, priced.payments),
      items,
      promotionLines: pricing.promotionLines.map((line) => ({
        code: line.promotionCode,
        action: line.action,
        itemId: typeof line.key === "number" ? line.key : null,
        quantity: line.quantity,
        amount: line.amountCents,
      })),
      engagementCodeRequired: terms.engagementCodeRequired,
      shippingAddress: shippingAddress ? orderAddressOf(shippingAddress) : null,
      billingAddress: billing ? orderAddressOf(billing) : null,
      totals: {
        subtotal: pricing.totals.subtotalCents,
        promotion: pricing.totals.promotionCents,
        shipping: pricing.totals.shippingCents,
        packaging: pricing.totals.packagingCents,
        totalExclVat: pricing.totals.totalExclVatCents,
        vatRate: pricing.totals.vatRateBasisPoints,
        vat: pricing.totals.vatCents,
        totalInclVat: pricing.totals.totalInclVatCents,
        freeShippingRemaining: pricing.totals.freeShippingRemainingCents,
      },
      itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      requiresQuote: pricing.hasPriceOnRequest,
      maintenanceKitSuggestions: suggestions.map((row) => ({
        productCode: row.productCode,
        variantCode: row.variantCode,
        name: row.name,
        slug: row.slug,
        reference: row.reference,
        priceCents: row.priceOnRequest || row.priceCents === null ? null : discountedPrice(row.priceCents, terms.discountBasisPoints),
        image: row.imageKey ? fileUrl(row.imageKey) : null,
        forProduct: row.forProduct,
      })),
    };
  }

  /** `lines` are the order's lines when the caller has just read them. */
  async function view(order: OrderRow, locale: Locale, tx: Database = db, lines?: LineRow[]): Promise<Order> {
    return order.state === "cart"
      ? cartView(await priceCart(order, locale, tx, { lines }), locale, tx)
      : placedOrderView(tx, order, locale);
  }

  return { priceCart, cartView, view, shippingRates };
}

export type CartPricing = ReturnType<typeof createCartPricing>;
