import type { OrderItem, PromotionLineView } from "@portal/domain/orders/schemas";
import { describe, expect, it } from "vitest";
import { linesWithPromotions } from "./lines";

const item = (id: number) => ({ id }) as OrderItem;
const free = (itemId: number | null, action: PromotionLineView["action"] = "free_for_n_nth"): PromotionLineView => ({
  code: `P${itemId}`,
  action,
  itemId,
  quantity: 1,
  amount: 100,
});

describe("an order's lines", () => {
  it("show each free-for-nth promotion line just before its item, and no cart-wide one", () => {
    const rows = linesWithPromotions({ items: [item(1), item(2), item(3)], promotionLines: [free(3), free(null, "cart_amount"), free(1)] });
    expect(rows.map((row) => (row.kind === "item" ? `item ${row.item.id}` : `free ${row.line.itemId}`))).toEqual([
      "free 1",
      "item 1",
      "item 2",
      "free 3",
      "item 3",
    ]);
  });
});
