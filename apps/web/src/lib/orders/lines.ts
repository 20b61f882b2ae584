import type { OrderDetail } from "@portal/domain/orders/history";
import type { OrderItem, PromotionLineView } from "@portal/domain/orders/schemas";

export type OrderLineRow = { kind: "item"; item: OrderItem } | { kind: "free"; line: PromotionLineView; key: string };

/** The lines in order, each free-for-nth promotion line just before the item it comes from. */
export function linesWithPromotions(order: Pick<OrderDetail, "items" | "promotionLines">): OrderLineRow[] {
  return order.items.flatMap((item): OrderLineRow[] => [
    ...order.promotionLines
      .filter((line) => line.action === "free_for_n_nth" && line.itemId === item.id)
      .map((line, index) => ({ kind: "free" as const, line, key: `free-${item.id}-${index}` })),
    { kind: "item" as const, item },
  ]);
}
