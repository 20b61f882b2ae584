import type { Order, OrderItem, PromotionLineView } from "./schemas";

export type OrderLineRow = { kind: "item"; item: OrderItem } | { kind: "free"; line: PromotionLineView; key: string };

/**
 * The lines in order, each free-for-nth promotion line just before the item it comes from, as the
 * order's page and its PDF show them; cart-wide promotions show in the totals only.
 */
export function linesWithPromotions(order: Pick<Order, "items" | "promotionLines">): OrderLineRow[] {
  return order.items.flatMap((item): OrderLineRow[] => [
    ...order.promotionLines
      .filter((line) => line.action === "free_for_n_nth" && line.itemId === item.id)
      .map((line, index) => ({ kind: "free" as const, line, key: `free-${item.id}-${index}` })),
    { kind: "item" as const, item },
  ]);
}
