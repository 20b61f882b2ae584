import type { ImportReport, Order, OrderItem, PromotionLineView } from "@portal/domain/orders/schemas";

/** Bounds of one line's quantity: the API's, kept here so the browser does not load its schemas. */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 9_999;

/** A row of the items table: an item, or the free units a promotion gives on it (shown just before it). */
export type CartLine =
  | { kind: "item"; key: string; item: OrderItem }
  | { kind: "free"; key: string; item: OrderItem; promotion: PromotionLineView };

export type CartView = {
  /** Orderable items in cart order, each preceded by its free units. */
  lines: CartLine[];
  /** Items that cannot be ordered as they stand, listed apart (out of the totals). */
  unavailable: OrderItem[];
  isEmpty: boolean;
};

/**
 * Splits the cart into what the page shows: orderable lines with their free units, unavailable
 * items apart. Cart-wide promotions belong to the totals (see `promotionRows`).
 */
export function cartView(order: Pick<Order, "items" | "promotionLines">): CartView {
  const freeByItem = new Map<number, PromotionLineView[]>();
  for (const promotion of order.promotionLines) {
    if (promotion.itemId === null) continue;
    const list = freeByItem.get(promotion.itemId) ?? [];
    list.push(promotion);
    freeByItem.set(promotion.itemId, list);
  }

  const lines: CartLine[] = [];
  const unavailable: OrderItem[] = [];
  for (const item of order.items) {
    if (item.status !== "available") {
      unavailable.push(item);
      continue;
    }
    for (const promotion of freeByItem.get(item.id) ?? []) {
      lines.push({ kind: "free", key: `free-${item.id}-${promotion.code}`, item, promotion });
    }
    lines.push({ kind: "item", key: `item-${item.id}`, item });
  }
  return { lines, unavailable, isEmpty: order.items.length === 0 };
}

/** Who a cart belongs to: a customer acting for one company has one open cart. */
export function cartOwner(customerId: number, companyId: number | null | undefined): string {
  return `${customerId}:${companyId ?? "none"}`;
}

/** A line of the totals block for what promotions take off (a positive amount). */
export type PromotionRow =
  | { kind: "free_units"; amount: number }
  | { kind: "coupon"; code: string; amount: number }
  | { kind: "promotion"; amount: number };

/**
 * What the promotions take off, line by line: units given free, then each cart-wide promotion
 * (named by the coupon typed when there is one). When the lines do not add up to the cart's
 * promotion total, the total alone is shown, so the block always adds up.
 */
export function promotionRows(order: Pick<Order, "promotionLines" | "couponCode" | "totals">): PromotionRow[] {
  const total = Math.abs(order.totals.promotion);
  if (total === 0) return [];
  const free = order.promotionLines.filter((line) => line.itemId !== null).reduce((sum, line) => sum + line.amount, 0);
  const cartWide = order.promotionLines.filter((line) => line.itemId === null && line.amount > 0);
  const rows: PromotionRow[] = [];
  if (free > 0) rows.push({ kind: "free_units", amount: free });
  for (const line of cartWide) {
    rows.push(
      cartWide.length === 1 && order.couponCode
        ? { kind: "coupon", code: order.couponCode, amount: line.amount }
        : { kind: "promotion", amount: line.amount },
    );
  }
  const sum = rows.reduce((value, row) => value + row.amount, 0);
  return sum === total ? rows : [{ kind: "promotion", amount: total }];
}

/** The badge's text: the sum of quantities, capped so the badge keeps its size. */
export function badgeText(count: number): string {
  return count > 99 ? "99+" : String(Math.max(0, count));
}

/** Why the order cannot go to checkout yet, in the order the page explains them. */
export type CheckoutBlocker = "empty" | "requires_quote" | "unavailable_items" | "engagement_code" | "no_right";

export function checkoutBlockers(
  order: Pick<Order, "items" | "requiresQuote" | "engagementCodeRequired" | "engagementCode">,
  canOrder: boolean,
): CheckoutBlocker[] {
  const blockers: CheckoutBlocker[] = [];
  const orderable = order.items.filter((item) => item.status === "available");
  if (orderable.length === 0) blockers.push("empty");
  if (order.requiresQuote) blockers.push("requires_quote");
  if (order.items.length > orderable.length) blockers.push("unavailable_items");
  if (order.engagementCodeRequired && !order.engagementCode?.trim()) blockers.push("engagement_code");
  if (!canOrder) blockers.push("no_right");
  return blockers;
}

/** A typed quantity, or null when it is not a whole number within the line's bounds. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,5}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= QUANTITY_MIN && value <= QUANTITY_MAX ? value : null;
}

/** One step of the − / + buttons, kept within the bounds. */
export function stepQuantity(value: number, step: 1 | -1): number {
  return Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, (Number.isFinite(value) ? Math.trunc(value) : QUANTITY_MIN) + step));
}

/** The remaining amount for free shipping ('just {price} more'), or null when there is nothing to say. */
export function freeShippingRemaining(order: Pick<Order, "totals" | "items">): number | null {
  const remaining = order.totals.freeShippingRemaining;
  return order.items.length > 0 && remaining !== null && remaining > 0 ? remaining : null;
}

/** A unit price reduced by the company's discount shows both prices; otherwise only one. */
export function hasDiscount(item: Pick<OrderItem, "unitPrice" | "discountPrice">): boolean {
  return item.unitPrice !== null && item.discountPrice !== null && item.discountPrice < item.unitPrice;
}

/** How many lines of a spreadsheet import ended in each outcome. */
export function importCounts(report: Omit<ImportReport, "order">) {
  return {
    added: report.added.length,
    notFound: report.notFound.length,
    unavailable: report.unavailable.length,
    invalid: report.invalid.length,
    problems: report.notFound.length + report.unavailable.length + report.invalid.length,
  };
}

/** Spreadsheet types the import takes; checked before sending so a wrong file is refused at once. */
export const IMPORT_EXTENSIONS = [".xlsx", ".csv"] as const;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export function importFileProblem(file: Pick<File, "name" | "size">): "type" | "size" | null {
  const name = file.name.toLowerCase();
  if (!IMPORT_EXTENSIONS.some((extension) => name.endsWith(extension))) return "type";
  if (file.size > IMPORT_MAX_BYTES) return "size";
  return null;
}
