import type { Database } from "@portal/db/client";
import type { OrderAddress } from "@portal/domain/addresses/schemas";
import { availabilityOf } from "@portal/domain/catalog/availability";
import type { Locale } from "@portal/domain/i18n/locales";
import type { ItemStatus, Order, OrderItem } from "@portal/domain/orders/schemas";
import { ratesForAddress, type ShippingRateRow } from "@portal/domain/orders/shipping";
import { promotionRefusal } from "@portal/domain/pricing/promotions";
import { discountedPrice, type Pricing, priceOrder } from "@portal/domain/pricing/totals";
import { vatRateOf } from "@portal/domain/pricing/vat";
import type { Clock } from "../../platform/clock";
import { createTtlCache } from "../../platform/ttl-cache";
import { fileUrl } from "../catalog/catalog.service";
import {
  type CompanyTerms,
  countCustomerUsage,
  type LineRow,
  listFrozenPromotionLines,
  listKitSuggestions,
  listLines,
  listPromotions,
  listShippingRates,
  type OrderRow,
  type PaymentRow,
  type PromotionWithCount,
  type PromotionWithUsage,
  type ShipmentRow,
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
    const applicable = promotions.filter((promotion) => promotionRefusal(promotion, promotion, now) === null);
    const statuses = lines.map(itemStatusOf);
    const available = lines.filter((_, index) => statuses[index] === "available");
    const pricing = priceOrder({
      lines: available.map((line) => ({
        key: line.id,
        variantCode: line.variantCode,
        productType: line.productType,
        quantity: line.quantity,
        unitPriceCents: line.priceOnRequest ? null : line.priceCents,
        ecotaxCents: line.ecotaxCents,
      })),
      discountBasisPoints: terms.discountBasisPoints,
      promotions: applicable,
      shipping: rate,
      vatRateBasisPoints: vatRateOf(destination?.countryCode),
    });
    return { order, lines, statuses, pricing, promotions, terms, shipments, payments, destination, shippingRates: zoneRates };
  }

  function itemView(line: LineRow, status: ItemStatus, priced: Pricing["lines"][number] | undefined): OrderItem {
    const frozen = line.unitPriceCents !== null || line.totalCents !== null;
    const unitPrice = frozen ? line.unitPriceCents : line.priceOnRequest ? null : line.priceCents;
    return {
      id: line.id,
      quantity: line.quantity,
      unitPrice,
      discountPrice: frozen ? line.discountPriceCents : (priced?.discountPriceCents ?? null),
      ecotax: frozen ? (line.frozenEcotaxCents ?? 0) : line.ecotaxCents,
      total: frozen ? (line.totalCents ?? 0) : (priced?.totalCents ?? 0),
      variant: { code: line.variantCode, partSmartCode: line.partSmartCode },
      variantName: line.variantName,
      productName: line.productName,
      productCode: line.productCode,
      productSlug: line.productSlug,
      productType: line.productType,
      brand: line.brandName,
      reference: line.reference,
      image: line.imageKey ? fileUrl(line.imageKey) : null,
      priceOnRequest: unitPrice === null,
      ...availabilityOf(line),
      status,
      availableQuantity: line.stockStatus === "on_stock" ? Math.max(0, line.stockQuantity) : null,
    };
  }

  /** The API view of a cart, priced now. */
  async function cartView(priced: PricedCart, locale: Locale, tx: Database = db): Promise<Order> {
    const { order, lines, statuses, pricing, terms } = priced;
    const pricedByKey = new Map(pricing.lines.map((line) => [line.key, line]));
    const suggestions = lines.some((line) => line.productType === "machine") ? await listKitSuggestions(tx, order.id, locale) : [];
    const billing = order.billingAddressId === null ? order.registeredAddress : order.billingAddressRow;
    const shippingAddress = order.shippingAddressRow;
    const items = lines.map((line, index) => itemView(line, statuses[index] as ItemStatus, pricedByKey.get(line.id)));
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

  /** The API view of a placed order, from what was frozen when it was placed. */
  async function placedView(order: OrderRow, locale: Locale, tx: Database = db): Promise<Order> {
    const [lines, promotionLines] = await Promise.all([listLines(tx, order.id, locale), listFrozenPromotionLines(tx, order.id)]);
    const { shipments, payments, terms } = order;
    return {
      ...baseView(order, shipments, payments),
      items: lines.map((line) => itemView(line, "available", undefined)),
      promotionLines: promotionLines.map(({ amountCents, ...line }) => ({ ...line, amount: amountCents })),
      engagementCodeRequired: terms.engagementCodeRequired,
      shippingAddress: order.shippingAddress,
      billingAddress: order.billingAddress,
      totals: {
        subtotal: order.subtotalCents,
        promotion: order.promotionCents,
        shipping: order.shippingCents,
        packaging: order.packagingCents,
        totalExclVat: order.totalExclVatCents,
        vatRate: order.vatRateBasisPoints,
        vat: order.vatCents,
        totalInclVat: order.totalInclVatCents,
        freeShippingRemaining: null,
      },
      itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      requiresQuote: false,
      maintenanceKitSuggestions: [],
    };
  }

  /** `lines` are the order's lines when the caller has just read them. */
  async function view(order: OrderRow, locale: Locale, tx: Database = db, lines?: LineRow[]): Promise<Order> {
    return order.state === "cart" ? cartView(await priceCart(order, locale, tx, { lines }), locale, tx) : placedView(order, locale, tx);
  }

  return { priceCart, cartView, placedView, view, shippingRates };
}

export type CartPricing = ReturnType<typeof createCartPricing>;

/** An address as an order shows it, without the address book's own fields. */
export function orderAddressOf(row: OrderAddress & { id?: number; allowed?: boolean }): OrderAddress {
  return {
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company,
    street: row.street,
    postcode: row.postcode,
    city: row.city,
    countryCode: row.countryCode,
    phone: row.phone,
  };
}

function baseView(order: OrderRow, shipments: ShipmentRow[], payments: PaymentRow[]) {
  return {
    tokenValue: order.tokenValue,
    number: order.number,
    state: order.state,
    paymentState: order.paymentState,
    shippingState: order.shippingState,
    origin: order.origin,
    type: order.type,
    localeCode: order.localeCode,
    currency: "EUR" as const,
    couponCode: order.couponCode,
    name: order.name,
    engagementCode: order.engagementCode,
    comments: order.comments,
    shippingAddressId: order.shippingAddressId,
    billingAddressId: order.billingAddressId,
    shipments: shipments.map((row) => ({ id: row.id, method: row.methodCode, state: row.state })),
    payments: payments.map((row) => ({ id: row.id, method: row.methodCode, state: row.state, amount: row.amountCents })),
    checkoutCompletedAt: order.checkoutCompletedAt,
    createdAt: order.createdAt,
  };
}
