import { describe, expect, it } from "vitest";
import { availabilityOf, bestAvailability, fromPriceCents, isOrderable, isPriceOnRequest, priceOf } from "./availability";

describe("availabilityOf", () => {
  it.each([
    ["on_stock", 12, "on_stock", "24_72_hours"],
    ["on_stock", 1, "on_stock", "24_72_hours"],
    // Counted stock with an empty shelf: nothing can be ordered until it is restocked.
    ["on_stock", 0, "out_of_stock", null],
    ["on_stock", -1, "out_of_stock", null],
    ["on_order", 0, "on_order", "15_days"],
    ["on_order", 5, "on_order", "15_days"],
    ["not_managed", 0, "not_managed", null],
    ["not_managed", 30, "not_managed", null],
  ] as const)("%s with %i in stock → %s, %s", (stockStatus, stockQuantity, shown, promise) => {
    expect(availabilityOf({ stockStatus, stockQuantity })).toEqual({ stockStatus: shown, deliveryPromise: promise });
  });
});

describe("isOrderable", () => {
  it("refuses only an empty counted shelf", () => {
    expect(isOrderable(availabilityOf({ stockStatus: "on_stock", stockQuantity: 0 }))).toBe(false);
    expect(isOrderable(availabilityOf({ stockStatus: "on_stock", stockQuantity: 1 }))).toBe(true);
    expect(isOrderable(availabilityOf({ stockStatus: "on_order", stockQuantity: 0 }))).toBe(true);
    expect(isOrderable(availabilityOf({ stockStatus: "not_managed", stockQuantity: 0 }))).toBe(true);
  });
});

describe("bestAvailability", () => {
  it("keeps the fastest promise among the variants", () => {
    expect(
      bestAvailability([
        { stockStatus: "not_managed", stockQuantity: 0 },
        { stockStatus: "on_order", stockQuantity: 0 },
        { stockStatus: "on_stock", stockQuantity: 2 },
      ]),
    ).toEqual({ stockStatus: "on_stock", deliveryPromise: "24_72_hours" });
    // A version that can be ordered beats one that cannot.
    expect(
      bestAvailability([
        { stockStatus: "on_stock", stockQuantity: 0 },
        { stockStatus: "not_managed", stockQuantity: 0 },
      ]),
    ).toEqual({ stockStatus: "not_managed", deliveryPromise: null });
    expect(
      bestAvailability([
        { stockStatus: "on_stock", stockQuantity: 0 },
        { stockStatus: "on_order", stockQuantity: 0 },
      ]),
    ).toEqual({ stockStatus: "on_order", deliveryPromise: "15_days" });
    expect(bestAvailability([{ stockStatus: "on_stock", stockQuantity: 0 }])).toEqual({
      stockStatus: "out_of_stock",
      deliveryPromise: null,
    });
    expect(bestAvailability([{ stockStatus: "not_managed", stockQuantity: 3 }])).toEqual({
      stockStatus: "not_managed",
      deliveryPromise: null,
    });
    expect(bestAvailability([])).toBeNull();
  });
});

describe("prices", () => {
  it.each([
    [
      { priceCents: 89_900, ecotaxCents: 450, priceOnRequest: false },
      { priceCents: 89_900, ecotaxCents: 450, priceOnRequest: false },
    ],
    // A stored list price stays hidden when the price is on request.
    [
      { priceCents: 12_000, ecotaxCents: 0, priceOnRequest: true },
      { priceCents: null, ecotaxCents: 0, priceOnRequest: true },
    ],
    [
      { priceCents: null, ecotaxCents: 120, priceOnRequest: true },
      { priceCents: null, ecotaxCents: 120, priceOnRequest: true },
    ],
  ])("priceOf(%o)", (input, expected) => {
    expect(priceOf(input)).toEqual({ ...expected, currency: "EUR" });
  });

  it("takes the lowest shown price as the card's from-price", () => {
    const variants = [
      { priceCents: 119_900, ecotaxCents: 600, priceOnRequest: false },
      { priceCents: 500, ecotaxCents: 0, priceOnRequest: true },
      { priceCents: 89_900, ecotaxCents: 450, priceOnRequest: false },
    ];
    expect(fromPriceCents(variants)).toBe(89_900);
    expect(fromPriceCents([{ priceCents: null, ecotaxCents: 0, priceOnRequest: true }])).toBeNull();
    expect(fromPriceCents([])).toBeNull();
  });

  it("calls a product price on request only when no variant has a price", () => {
    expect(isPriceOnRequest([{ priceCents: null, ecotaxCents: 0, priceOnRequest: true }])).toBe(true);
    expect(
      isPriceOnRequest([
        { priceCents: null, ecotaxCents: 0, priceOnRequest: true },
        { priceCents: 1_000, ecotaxCents: 0, priceOnRequest: false },
      ]),
    ).toBe(false);
    expect(isPriceOnRequest([])).toBe(false);
  });
});
