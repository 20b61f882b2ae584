import type { Database } from "@portal/db/client";
import type { OrderAddress } from "@portal/domain/addresses/schemas";
import { availabilityOf } from "@portal/domain/catalog/availability";
import type { Locale } from "@portal/domain/i18n/locales";
import type { ItemStatus, Order, OrderItem } from "@portal/domain/orders/schemas";
import type { Pricing } from "@portal/domain/pricing/totals";
import { fileUrl } from "../catalog/catalog.service";
import { type LineRow, listFrozenPromotionLines, listLines, type OrderRow, type PaymentRow, type ShipmentRow } from "./orders.queries";

/** How carts and orders look in the API's answers. */

export function orderItemView(line: LineRow, status: ItemStatus, priced: Pricing["lines"][number] | undefined): OrderItem {
  const frozen = line.unitPriceCents !== null || line.totalCents !== null;
  const quoted = line.quotePriceCents !== null;
  const unitPrice = frozen ? line.unitPriceCents : quoted ? line.quotePriceCents : line.priceOnRequest ? null : line.priceCents;
  return {
    id: line.id,
    quantity: line.quantity,
    unitPrice,
    discountPrice: frozen ? line.discountPriceCents : (priced?.discountPriceCents ?? null),
    ecotax: frozen ? (line.frozenEcotaxCents ?? 0) : quoted ? (line.quoteEcotaxCents ?? 0) : line.ecotaxCents,
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
    quoted,
    ...availabilityOf(line),
    status,
    availableQuantity: line.stockStatus === "on_stock" ? Math.max(0, line.stockQuantity) : null,
  };
}

/** The API view of a placed order, from what was frozen when it was placed. */
export async function placedOrderView(tx: Database, order: OrderRow, locale: Locale): Promise<Order> {
  const [lines, promotionLines] = await Promise.all([listLines(tx, order.id, locale), listFrozenPromotionLines(tx, order.id)]);
  const { shipments, payments, terms } = order;
  return {
    ...baseView(order, shipments, payments),
    items: lines.map((line) => orderItemView(line, "available", undefined)),
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

export function baseView(order: OrderRow, shipments: ShipmentRow[], payments: PaymentRow[]) {
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
    quoteNumber: order.quoteNumber,
  };
}
