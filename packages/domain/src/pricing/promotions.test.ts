import { describe, expect, it } from "vitest";
import { cartAmountDiscount, freeUnits, type Promotion, type PromotionUsage, promotionRefusal } from "./promotions";

const promotion = (overrides: Partial<Promotion> = {}): Promotion => ({
  id: 1,
  code: "SPRING",
  couponCode: null,
  action: { type: "cart_amount", amountCents: 1000, percentBasisPoints: null, minimumSubtotalCents: 0 },
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  usageLimitPerCustomer: null,
  enabled: true,
  ...overrides,
});

const unused: PromotionUsage = { used: 0, usedByCustomer: 0 };
const now = new Date("2025-06-15T12:00:00Z");
const march = new Date("2025-03-01T00:00:00Z");
const september = new Date("2025-09-01T00:00:00Z");

describe("promotionRefusal", () => {
  it.each([
    ["no dates nor limits", {}, unused, null],
    ["disabled", { enabled: false }, unused, "disabled"],
    ["within its dates", { startsAt: march, endsAt: september }, unused, null],
    ["not started yet", { startsAt: september }, unused, "not_started"],
    ["starting right now", { startsAt: now }, unused, null],
    ["ended", { endsAt: march }, unused, "expired"],
    // The end is exclusive: at endsAt the promotion is over.
    ["ending right now", { endsAt: now }, unused, "expired"],
    ["ending in a millisecond", { endsAt: new Date(now.getTime() + 1) }, unused, null],
    ["under its usage limit", { usageLimit: 10 }, { used: 9, usedByCustomer: 0 }, null],
    ["at its usage limit", { usageLimit: 10 }, { used: 10, usedByCustomer: 0 }, "usage_limit_reached"],
    ["over its usage limit", { usageLimit: 10 }, { used: 12, usedByCustomer: 0 }, "usage_limit_reached"],
    ["a usage limit of 0", { usageLimit: 0 }, unused, "usage_limit_reached"],
    ["under the customer limit", { usageLimitPerCustomer: 2 }, { used: 50, usedByCustomer: 1 }, null],
    ["at the customer limit", { usageLimitPerCustomer: 2 }, { used: 50, usedByCustomer: 2 }, "customer_usage_limit_reached"],
    // Reasons come in a fixed order: disabled, dates, then limits.
    ["disabled and expired", { enabled: false, endsAt: march }, unused, "disabled"],
    ["expired and used up", { endsAt: march, usageLimit: 1 }, { used: 1, usedByCustomer: 1 }, "expired"],
    ["both limits reached", { usageLimit: 1, usageLimitPerCustomer: 1 }, { used: 1, usedByCustomer: 1 }, "usage_limit_reached"],
  ] as const)("%s → %s", (_, overrides, usage, expected) => {
    expect(promotionRefusal(promotion(overrides), usage, now)).toBe(expected);
  });
});

describe("freeUnits", () => {
  it.each([
    // quantity, n, free
    [3, 3, 1],
    [2, 3, 0],
    [5, 3, 1],
    [6, 3, 2],
    [9999, 3, 3333],
    [1, 1, 1],
    [7, 1, 7],
    [0, 3, 0],
    [4, 2, 2],
    // A misconfigured n gives nothing rather than everything.
    [10, 0, 0],
    [10, -2, 0],
  ])("%i units, every %i-th free → %i", (quantity, n, expected) => {
    expect(freeUnits(quantity, n)).toBe(expected);
  });
});

describe("cartAmountDiscount", () => {
  const action = (amountCents: number | null, percentBasisPoints: number | null, minimumSubtotalCents = 0) =>
    ({ type: "cart_amount", amountCents, percentBasisPoints, minimumSubtotalCents }) as const;

  it.each([
    // amount, percent, minimum, subtotal, discount
    [1000, null, 0, 50_000, 1000],
    [null, 1000, 0, 50_000, 5000],
    [null, 1000, 0, 12_345, 1235], // 1234.5 rounds up
    [null, 1000, 0, 12_344, 1234],
    // Both an amount and a percentage: they add up.
    [1000, 1000, 0, 50_000, 6000],
    [null, null, 0, 50_000, 0],
    [0, 0, 0, 50_000, 0],
    // The minimum subtotal is inclusive.
    [1000, null, 50_000, 49_999, 0],
    [1000, null, 50_000, 50_000, 1000],
    [null, 500, 50_000, 80_000, 4000],
    // Capped at the subtotal.
    [5000, null, 0, 3000, 3000],
    [null, 15_000, 0, 3000, 3000],
    [2000, 9000, 0, 10_000, 10_000],
    // Nothing on an empty cart, even without a minimum.
    [1000, null, 0, 0, 0],
    [null, 1000, 0, 0, 0],
  ])("amount %o, percent %o, minimum %i on %i → %i", (amount, percent, minimum, subtotal, expected) => {
    expect(cartAmountDiscount(action(amount, percent, minimum), subtotal)).toBe(expected);
  });
});
