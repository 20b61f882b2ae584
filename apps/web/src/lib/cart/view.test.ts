import { cartLimits, type Order, type OrderItem, type PromotionLineView } from "@portal/domain/orders/schemas";
import { describe, expect, it } from "vitest";
import {
  badgeText,
  cartOwner,
  cartView,
  checkoutBlockers,
  freeShippingRemaining,
  hasDiscount,
  importCounts,
  importFileProblem,
  parseQuantity,
  promotionRows,
  QUANTITY_MAX,
  stepQuantity,
} from "./view";

function item(id: number, overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    id,
    quantity: 1,
    unitPrice: 1_000,
    discountPrice: 900,
    ecotax: 0,
    total: 900,
    variant: { code: `V-${id}`, partSmartCode: null },
    variantName: `Variant ${id}`,
    productName: `Product ${id}`,
    productCode: `P-${id}`,
    productSlug: `product-${id}`,
    productType: "spare_part",
    brand: "Orvane",
    reference: `REF-${id}`,
    image: null,
    priceOnRequest: false,
    quoted: false,
    stockStatus: "on_stock",
    deliveryPromise: "24_72_hours",
    status: "available",
    availableQuantity: null,
    ...overrides,
  };
}

const free = (itemId: number | null, code = "3FOR2"): PromotionLineView => ({
  code,
  action: itemId === null ? "cart_amount" : "free_for_n_nth",
  itemId,
  quantity: itemId === null ? 0 : 1,
  amount: 900,
});

describe("cartView", () => {
  it("puts each item's free units just before it and keeps the cart's order", () => {
    const view = cartView({ items: [item(1), item(2), item(3)], promotionLines: [free(3), free(1, "KIT")] });
    expect(view.lines.map((line) => line.key)).toEqual(["free-1-KIT", "item-1", "item-2", "free-3-3FOR2", "item-3"]);
  });

  it("lists unavailable items apart, without their free units", () => {
    const view = cartView({
      items: [item(1, { status: "out_of_stock" }), item(2), item(3, { status: "insufficient_stock", availableQuantity: 2 })],
      promotionLines: [free(1)],
    });
    expect(view.lines.map((line) => line.key)).toEqual(["item-2"]);
    expect(view.unavailable.map((entry) => entry.id)).toEqual([1, 3]);
  });

  it("leaves cart-wide promotions to the totals and drops free units of an item no longer there", () => {
    const view = cartView({ items: [item(1)], promotionLines: [free(null, "PRINTEMPS10"), free(9)] });
    expect(view.lines.map((line) => line.key)).toEqual(["item-1"]);
  });

  it("says when the cart is empty", () => {
    expect(cartView({ items: [], promotionLines: [] }).isEmpty).toBe(true);
    expect(cartView({ items: [item(1, { status: "not_sellable" })], promotionLines: [] }).isEmpty).toBe(false);
  });
});

describe("promotionRows", () => {
  const totals = (promotion: number) => ({ ...orderTotals, promotion });
  const orderTotals: Order["totals"] = {
    subtotal: 100_000,
    promotion: 0,
    shipping: 0,
    packaging: 0,
    totalExclVat: 100_000,
    vatRate: 2_000,
    vat: 20_000,
    totalInclVat: 120_000,
    freeShippingRemaining: null,
  };
  const line = (itemId: number | null, amount: number): PromotionLineView => ({ ...free(itemId), amount });

  it("shows free units, then the coupon typed", () => {
    expect(
      promotionRows({ promotionLines: [line(3, 16_731), line(null, 8_692)], couponCode: "PRINTEMPS10", totals: totals(25_423) }),
    ).toEqual([
      { kind: "free_units", amount: 16_731 },
      { kind: "coupon", code: "PRINTEMPS10", amount: 8_692 },
    ]);
  });

  it("names no code when several cart promotions apply", () => {
    expect(promotionRows({ promotionLines: [line(null, 500), line(null, 300)], couponCode: "X", totals: totals(800) })).toEqual([
      { kind: "promotion", amount: 500 },
      { kind: "promotion", amount: 300 },
    ]);
  });

  it("falls back to the total when the lines do not add up, and says nothing without a promotion", () => {
    expect(promotionRows({ promotionLines: [line(null, 500)], couponCode: null, totals: totals(-700) })).toEqual([
      { kind: "promotion", amount: 700 },
    ]);
    expect(promotionRows({ promotionLines: [], couponCode: null, totals: totals(0) })).toEqual([]);
  });
});

describe("badgeText", () => {
  it.each([
    [0, "0"],
    [7, "7"],
    [99, "99"],
    [100, "99+"],
    [12_000, "99+"],
  ])("%i reads %s", (count, text) => {
    expect(badgeText(count)).toBe(text);
  });
});

describe("checkoutBlockers", () => {
  const order = (overrides: Partial<Order> = {}) => ({
    items: [item(1)],
    requiresQuote: false,
    engagementCodeRequired: false,
    engagementCode: null,
    ...overrides,
  });

  it("lets an orderable cart through", () => {
    expect(checkoutBlockers(order(), true)).toEqual([]);
  });

  it("names every reason in the order the page explains them", () => {
    expect(
      checkoutBlockers(
        order({ items: [item(1, { status: "out_of_stock" })], requiresQuote: true, engagementCodeRequired: true, engagementCode: "  " }),
        false,
      ),
    ).toEqual(["empty", "requires_quote", "unavailable_items", "engagement_code", "no_right"]);
  });

  it("takes a filled engagement code", () => {
    expect(checkoutBlockers(order({ engagementCodeRequired: true, engagementCode: "EC-42" }), true)).toEqual([]);
  });
});

describe("quantities", () => {
  it("keeps the API's bound", () => {
    expect(QUANTITY_MAX).toBe(cartLimits.maxQuantity);
  });

  it.each([
    ["1", 1],
    [" 12 ", 12],
    ["9999", 9_999],
    ["0", null],
    ["10000", null],
    ["1.5", null],
    ["-2", null],
    ["", null],
    ["abc", null],
  ])("reads %j as %s", (text, quantity) => {
    expect(parseQuantity(text)).toBe(quantity);
  });

  it("steps within the bounds", () => {
    expect(stepQuantity(1, -1)).toBe(1);
    expect(stepQuantity(1, 1)).toBe(2);
    expect(stepQuantity(9_999, 1)).toBe(9_999);
    expect(stepQuantity(Number.NaN, 1)).toBe(2);
  });
});

describe("freeShippingRemaining", () => {
  const totals = (remaining: number | null): Order["totals"] => ({
    subtotal: 10_000,
    promotion: 0,
    shipping: 1_500,
    packaging: 0,
    totalExclVat: 11_500,
    vatRate: 2_000,
    vat: 2_300,
    totalInclVat: 13_800,
    freeShippingRemaining: remaining,
  });

  it("tells what is missing only when something is", () => {
    expect(freeShippingRemaining({ items: [item(1)], totals: totals(4_250) })).toBe(4_250);
    expect(freeShippingRemaining({ items: [item(1)], totals: totals(0) })).toBeNull();
    expect(freeShippingRemaining({ items: [item(1)], totals: totals(null) })).toBeNull();
    expect(freeShippingRemaining({ items: [], totals: totals(15_000) })).toBeNull();
  });
});

describe("hasDiscount", () => {
  it("shows two prices only for a real reduction", () => {
    expect(hasDiscount({ unitPrice: 1_000, discountPrice: 900 })).toBe(true);
    expect(hasDiscount({ unitPrice: 1_000, discountPrice: 1_000 })).toBe(false);
    expect(hasDiscount({ unitPrice: null, discountPrice: null })).toBe(false);
  });
});

describe("imports", () => {
  it("counts each outcome", () => {
    expect(
      importCounts({
        added: [{ line: 2, reference: "A", quantity: 1 }],
        notFound: [{ line: 3, reference: "B" }],
        unavailable: [{ line: 4, reference: "C", reason: "not_sellable" }],
        invalid: [
          { line: 5, value: "x" },
          { line: 6, value: "" },
        ],
      }),
    ).toEqual({ added: 1, notFound: 1, unavailable: 1, invalid: 2, problems: 4 });
  });

  it("refuses other files before sending them", () => {
    expect(importFileProblem({ name: "order.XLSX", size: 10 })).toBeNull();
    expect(importFileProblem({ name: "order.csv", size: 10 })).toBeNull();
    expect(importFileProblem({ name: "order.xls", size: 10 })).toBe("type");
    expect(importFileProblem({ name: "order.csv", size: cartLimits.importMaxBytes + 1 })).toBe("size");
  });
});

describe("cartOwner", () => {
  it("tells two companies of one customer apart", () => {
    expect(cartOwner(7, 1)).not.toBe(cartOwner(7, 2));
    expect(cartOwner(7, null)).toBe("7:none");
  });
});
