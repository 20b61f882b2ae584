import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ProductType, productTypes } from "../catalog/enums";
import type { Promotion, PromotionAction } from "./promotions";
import { discountedPrice, type PricedLineInput, type PricingInput, priceOrder, type ShippingRate } from "./totals";
import { vatOf, vatRates } from "./vat";

const line = (overrides: Partial<PricedLineInput> & { key: string | number }): PricedLineInput => ({
  variantCode: `V-${overrides.key}`,
  productType: "spare_part",
  quantity: 1,
  unitPriceCents: 1000,
  ecotaxCents: 0,
  ...overrides,
});

const promotion = (id: number, action: PromotionAction): Promotion => ({
  id,
  code: `PROMO${id}`,
  couponCode: null,
  action,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  usageLimitPerCustomer: null,
  enabled: true,
});

const freeNth = (n: number, productType: ProductType | null = null): PromotionAction => ({ type: "free_for_n_nth", n, productType });
const cartAmount = (amountCents: number | null, percentBasisPoints: number | null, minimumSubtotalCents = 0): PromotionAction => ({
  type: "cart_amount",
  amountCents,
  percentBasisPoints,
  minimumSubtotalCents,
});

const input = (overrides: Partial<PricingInput>): PricingInput => ({
  lines: [],
  discountBasisPoints: 0,
  promotions: [],
  shipping: null,
  vatRateBasisPoints: 2000,
  ...overrides,
});

const rate = (overrides: Partial<ShippingRate> = {}): ShippingRate => ({
  priceCents: 1500,
  freeAboveCents: 50_000,
  machinePackagingCents: 0,
  ...overrides,
});

describe("discountedPrice", () => {
  it.each([
    [1000, 0, 1000],
    [1000, 1000, 900],
    [999, 1250, 874], // 124.875 off rounds to 125
    [1, 5000, 0], // half a cent off rounds up to a cent
    [3, 5000, 1], // 1.5 off rounds to 2
    [0, 3000, 0],
    [10_000_000, 9000, 1_000_000],
  ])("%i at %i bp → %i", (unit, discount, expected) => {
    expect(discountedPrice(unit, discount)).toBe(expected);
  });
});

describe("priceOrder lines", () => {
  it("applies the company discount per unit and adds the undiscounted ecotax", () => {
    const { lines, totals } = priceOrder(
      input({
        lines: [line({ key: 1, quantity: 3, unitPriceCents: 999, ecotaxCents: 50 })],
        discountBasisPoints: 1250,
      }),
    );
    expect(lines).toEqual([{ key: 1, unitPriceCents: 999, discountPriceCents: 874, ecotaxCents: 50, quantity: 3, totalCents: 2772 }]);
    expect(totals.subtotalCents).toBe(2772);
  });

  it("counts a price-on-request line for nothing and flags it", () => {
    const pricing = priceOrder(
      input({
        lines: [line({ key: 1, quantity: 2, unitPriceCents: 1000 }), line({ key: 2, quantity: 5, unitPriceCents: null, ecotaxCents: 300 })],
      }),
    );
    expect(pricing.lines[1]).toEqual({
      key: 2,
      unitPriceCents: null,
      discountPriceCents: null,
      ecotaxCents: 300,
      quantity: 5,
      totalCents: 0,
    });
    expect(pricing.totals.subtotalCents).toBe(2000);
    expect(pricing.hasPriceOnRequest).toBe(true);
    expect(priceOrder(input({ lines: [line({ key: 1 })] })).hasPriceOnRequest).toBe(false);
  });

  it("prices an empty cart at zero", () => {
    expect(priceOrder(input({ shipping: rate() }))).toEqual({
      lines: [],
      promotionLines: [],
      hasPriceOnRequest: false,
      totals: {
        subtotalCents: 0,
        promotionCents: 0,
        shippingCents: 0,
        packagingCents: 0,
        totalExclVatCents: 0,
        vatRateBasisPoints: 2000,
        vatCents: 0,
        totalInclVatCents: 0,
        freeShippingRemainingCents: null,
      },
    });
  });
});

describe("priceOrder free units", () => {
  it.each([
    // quantity, n, free units
    [2, 3, 0],
    [3, 3, 1],
    [7, 3, 2],
    [9, 3, 3],
    [4, 2, 2],
  ])("%i units with every %i-th free → %i free", (quantity, n, free) => {
    const { promotionLines, totals } = priceOrder(
      input({ lines: [line({ key: "A", quantity, unitPriceCents: 1000, ecotaxCents: 100 })], promotions: [promotion(7, freeNth(n))] }),
    );
    expect(promotionLines).toEqual(
      free === 0
        ? []
        : [{ promotionId: 7, promotionCode: "PROMO7", action: "free_for_n_nth", key: "A", quantity: free, amountCents: free * 1000 }],
    );
    // Ecotax stays due on the free units.
    expect(totals.promotionCents).toBe(free * 1000);
    expect(totals.totalExclVatCents).toBe(quantity * 1100 - free * 1000);
  });

  it("frees units at the discounted price", () => {
    const { promotionLines } = priceOrder(
      input({
        lines: [line({ key: 1, quantity: 3, unitPriceCents: 999 })],
        discountBasisPoints: 1250,
        promotions: [promotion(1, freeNth(3))],
      }),
    );
    expect(promotionLines.map((l) => l.amountCents)).toEqual([874]);
  });

  it("only frees units of the promotion's product type, and never on a price on request", () => {
    const { promotionLines } = priceOrder(
      input({
        lines: [
          line({ key: 1, productType: "spare_part", quantity: 3 }),
          line({ key: 2, productType: "accessory", quantity: 3 }),
          line({ key: 3, productType: "spare_part", quantity: 3, unitPriceCents: null }),
          line({ key: 4, productType: "spare_part", quantity: 6, unitPriceCents: 500 }),
        ],
        promotions: [promotion(1, freeNth(3, "spare_part"))],
      }),
    );
    expect(promotionLines.map(({ key, quantity, amountCents }) => ({ key, quantity, amountCents }))).toEqual([
      { key: 1, quantity: 1, amountCents: 1000 },
      { key: 4, quantity: 2, amountCents: 1000 },
    ]);
  });

  it("never gives more units free than a line holds when free-unit promotions stack", () => {
    const { promotionLines, totals } = priceOrder(
      input({
        lines: [line({ key: 1, quantity: 4, unitPriceCents: 1000 })],
        promotions: [promotion(1, freeNth(2)), promotion(2, freeNth(1)), promotion(3, freeNth(2))],
      }),
    );
    expect(promotionLines.map(({ promotionId, quantity }) => ({ promotionId, quantity }))).toEqual([
      { promotionId: 1, quantity: 2 },
      { promotionId: 2, quantity: 2 },
    ]);
    expect(totals.promotionCents).toBe(4000);
    expect(totals.totalExclVatCents).toBe(0);
  });

  it("ignores an action with n below 1", () => {
    expect(priceOrder(input({ lines: [line({ key: 1, quantity: 5 })], promotions: [promotion(1, freeNth(0))] })).promotionLines).toEqual(
      [],
    );
  });
});

describe("priceOrder cart promotions", () => {
  const lines = [line({ key: 1, quantity: 10, unitPriceCents: 1000 })]; // 10 000

  it.each([
    ["an amount", cartAmount(1500, null), 1500],
    ["a percentage", cartAmount(null, 1000), 1000],
    ["an amount plus a percentage", cartAmount(500, 1000), 1500],
    ["its minimum reached", cartAmount(1500, null, 10_000), 1500],
    ["its minimum missed", cartAmount(1500, null, 10_001), 0],
    ["more than the cart", cartAmount(20_000, null), 10_000],
  ])("with %s", (_, action, expected) => {
    const { promotionLines, totals } = priceOrder(input({ lines, promotions: [promotion(4, action)] }));
    expect(totals.promotionCents).toBe(expected);
    expect(promotionLines).toEqual(
      expected === 0
        ? []
        : [{ promotionId: 4, promotionCode: "PROMO4", action: "cart_amount", key: null, quantity: 1, amountCents: expected }],
    );
  });

  it("applies after the free units, each on what the previous ones left", () => {
    const { promotionLines, totals } = priceOrder(
      input({
        lines,
        // The cart promotion comes first in the list but free units are always taken first.
        promotions: [promotion(1, cartAmount(null, 1000)), promotion(2, freeNth(5)), promotion(3, cartAmount(null, 1000, 7500))],
      }),
    );
    // 10 000 − 2 000 free = 8 000; −10 % = 7 200, now under the second one's minimum of 7 500.
    expect(promotionLines.map(({ promotionId, amountCents }) => ({ promotionId, amountCents }))).toEqual([
      { promotionId: 2, amountCents: 2000 },
      { promotionId: 1, amountCents: 800 },
    ]);
    expect(totals.promotionCents).toBe(2800);
  });

  it("stops at zero when several cart promotions exceed the cart", () => {
    const { promotionLines, totals } = priceOrder(
      input({ lines, promotions: [promotion(1, cartAmount(8000, null)), promotion(2, cartAmount(8000, null))] }),
    );
    expect(promotionLines.map((l) => l.amountCents)).toEqual([8000, 2000]);
    expect(totals.totalExclVatCents).toBe(0);
  });
});

describe("priceOrder shipping and packaging", () => {
  const machine = line({ key: "M", productType: "machine", quantity: 2, unitPriceCents: 100_000 });
  const part = (unitPriceCents: number) => line({ key: "P", quantity: 1, unitPriceCents });

  it.each([
    // goods, rate, shipping, remaining
    [49_999, rate(), 1500, 1],
    [50_000, rate(), 0, null],
    [80_000, rate(), 0, null],
    [10_000, rate({ freeAboveCents: null }), 1500, null],
    [10_000, rate({ freeAboveCents: 0 }), 0, null],
    [10_000, null, 0, null],
  ])("goods of %i with %o → shipping %i, %o to go", (goods, shipping, shippingCents, remaining) => {
    const { totals } = priceOrder(input({ lines: [part(goods)], shipping }));
    expect(totals.shippingCents).toBe(shippingCents);
    expect(totals.freeShippingRemainingCents).toBe(remaining);
  });

  it("measures the threshold after promotions", () => {
    const { totals } = priceOrder(input({ lines: [part(55_000)], promotions: [promotion(1, cartAmount(10_000, null))], shipping: rate() }));
    expect(totals.shippingCents).toBe(1500);
    expect(totals.freeShippingRemainingCents).toBe(5000);
  });

  it("crates each machine unit, even when shipping is free", () => {
    const { totals } = priceOrder(input({ lines: [machine, part(500)], shipping: rate({ machinePackagingCents: 4500 }) }));
    expect(totals.shippingCents).toBe(0);
    expect(totals.packagingCents).toBe(9000);
    expect(totals.totalExclVatCents).toBe(200_500 + 9000);
  });

  it("charges no packaging before a shipping method is chosen", () => {
    expect(priceOrder(input({ lines: [machine] })).totals.packagingCents).toBe(0);
  });
});

describe("priceOrder VAT", () => {
  it("taxes the whole order once, not line by line", () => {
    // Three lines of 1.01 €: 0.202 € of VAT each would round to 0.60 €; on 3.03 € it is 0.606 → 0.61 €.
    const { totals } = priceOrder(
      input({
        lines: [line({ key: 1, unitPriceCents: 101 }), line({ key: 2, unitPriceCents: 101 }), line({ key: 3, unitPriceCents: 101 })],
      }),
    );
    expect(totals.vatCents).toBe(61);
    expect(totals.totalInclVatCents).toBe(364);
  });

  it("adds up a whole order", () => {
    const { totals } = priceOrder(
      input({
        lines: [
          line({ key: 1, productType: "machine", quantity: 1, unitPriceCents: 1_234_567, ecotaxCents: 1200 }),
          line({ key: 2, quantity: 3, unitPriceCents: 2499, ecotaxCents: 15 }),
        ],
        discountBasisPoints: 750,
        promotions: [promotion(1, freeNth(3, "spare_part")), promotion(2, cartAmount(null, 500, 100_000))],
        shipping: rate({ priceCents: 3900, freeAboveCents: 2_000_000, machinePackagingCents: 12_000 }),
        vatRateBasisPoints: 2100,
      }),
    );
    // Machine 1 234 567 − 92 593 = 1 141 974 + 1 200 ecotax; parts 2 499 − 187 = 2 312 (+15) × 3.
    // One part free (2 312); 5 % of 1 143 174 + 6 981 − 2 312 = 1 147 843 is 57 392.15.
    expect(totals).toEqual({
      subtotalCents: 1_150_155,
      promotionCents: 2312 + 57_392,
      shippingCents: 3900,
      packagingCents: 12_000,
      totalExclVatCents: 1_106_351,
      vatRateBasisPoints: 2100,
      vatCents: 232_334, // 232 333.71
      totalInclVatCents: 1_338_685,
      freeShippingRemainingCents: 2_000_000 - 1_090_451,
    });
  });
});

describe("priceOrder properties", () => {
  const productType = fc.constantFrom(...productTypes);
  const lineArb = fc.record({
    variantCode: fc.string({ minLength: 1, maxLength: 8 }),
    productType,
    quantity: fc.integer({ min: 1, max: 9999 }),
    unitPriceCents: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { freq: 5 }),
    ecotaxCents: fc.integer({ min: 0, max: 5000 }),
  });
  const linesArb = fc
    .array(lineArb, { maxLength: 30 })
    .map((lines) => lines.map((l, index): PricedLineInput => ({ ...l, key: index % 2 ? `L${index}` : index })));
  const actionArb: fc.Arbitrary<PromotionAction> = fc.oneof(
    fc.record({
      type: fc.constant("free_for_n_nth" as const),
      n: fc.integer({ min: 1, max: 12 }),
      productType: fc.option(productType),
    }),
    fc.record({
      type: fc.constant("cart_amount" as const),
      amountCents: fc.option(fc.integer({ min: 0, max: 5_000_000 })),
      percentBasisPoints: fc.option(fc.integer({ min: 0, max: 10_000 })),
      minimumSubtotalCents: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 50_000_000 })),
    }),
  );
  const promotionsArb = fc
    .array(actionArb, { maxLength: 4 })
    .map((actions) => actions.map((action, index) => promotion(index + 1, action)));
  const shippingArb = fc.option(
    fc.record({
      priceCents: fc.integer({ min: 1, max: 100_000 }),
      freeAboveCents: fc.option(fc.integer({ min: 0, max: 20_000_000 })),
      machinePackagingCents: fc.integer({ min: 0, max: 50_000 }),
    }),
  );
  const pricingInputArb: fc.Arbitrary<PricingInput> = fc.record({
    lines: linesArb,
    discountBasisPoints: fc.integer({ min: 0, max: 9000 }),
    promotions: promotionsArb,
    shipping: shippingArb,
    vatRateBasisPoints: fc.constantFrom(...Object.values(vatRates)),
  });
  const runs = { numRuns: 200 };

  it("keeps every amount an integer and the totals consistent", () => {
    fc.assert(
      fc.property(pricingInputArb, (pricingInput) => {
        const { lines, promotionLines, totals } = priceOrder(pricingInput);
        const amounts = [
          ...Object.values(totals),
          ...lines.flatMap((l) => [l.unitPriceCents, l.discountPriceCents, l.totalCents]),
          ...promotionLines.flatMap((l) => [l.quantity, l.amountCents]),
        ];
        for (const amount of amounts) if (amount !== null) expect(Number.isSafeInteger(amount)).toBe(true);

        expect(totals.totalExclVatCents).toBe(totals.subtotalCents - totals.promotionCents + totals.shippingCents + totals.packagingCents);
        expect(totals.totalInclVatCents).toBe(totals.totalExclVatCents + totals.vatCents);
        expect(totals.vatRateBasisPoints).toBe(pricingInput.vatRateBasisPoints);
        expect(totals.vatCents).toBe(vatOf(totals.totalExclVatCents, totals.vatRateBasisPoints));
        expect(Math.abs(totals.vatCents - (totals.totalExclVatCents * totals.vatRateBasisPoints) / 10_000)).toBeLessThanOrEqual(0.5);
        expect(totals.promotionCents).toBeGreaterThanOrEqual(0);
        expect(totals.promotionCents).toBeLessThanOrEqual(totals.subtotalCents);
        expect(totals.promotionCents).toBe(promotionLines.reduce((sum, l) => sum + l.amountCents, 0));
        expect(totals.subtotalCents).toBe(lines.reduce((sum, l) => sum + l.totalCents, 0));
      }),
      runs,
    );
  });

  it("prices each line from its discounted unit price", () => {
    fc.assert(
      fc.property(pricingInputArb, (pricingInput) => {
        const pricing = priceOrder(pricingInput);
        expect(pricing.lines.map((l) => l.key)).toEqual(pricingInput.lines.map((l) => l.key));
        pricing.lines.forEach((priced, index) => {
          const source = pricingInput.lines[index] as PricedLineInput;
          if (source.unitPriceCents === null) {
            expect(priced.discountPriceCents).toBeNull();
            expect(priced.totalCents).toBe(0);
          } else {
            const discountPrice = priced.discountPriceCents as number;
            expect(discountPrice).toBeGreaterThanOrEqual(0);
            expect(discountPrice).toBeLessThanOrEqual(source.unitPriceCents);
            expect(priced.totalCents).toBe((discountPrice + source.ecotaxCents) * source.quantity);
          }
        });
        expect(pricing.hasPriceOnRequest).toBe(pricingInput.lines.some((l) => l.unitPriceCents === null));
      }),
      runs,
    );
  });

  it("adds nothing for a price-on-request line", () => {
    fc.assert(
      fc.property(pricingInputArb, lineArb, (pricingInput, extra) => {
        const onRequest: PricedLineInput = { ...extra, key: "on-request", productType: "spare_part", unitPriceCents: null };
        const before = priceOrder(pricingInput);
        const after = priceOrder({ ...pricingInput, lines: [...pricingInput.lines, onRequest] });
        expect(after.hasPriceOnRequest).toBe(true);
        expect(after.totals.subtotalCents).toBe(before.totals.subtotalCents);
        expect(after.totals.promotionCents).toBe(before.totals.promotionCents);
        expect(after.promotionLines.some((l) => l.key === "on-request")).toBe(false);
      }),
      runs,
    );
  });

  it("gives free units only from existing, eligible lines and never more than floor(q / n)", () => {
    fc.assert(
      fc.property(pricingInputArb, (pricingInput) => {
        const { lines, promotionLines } = priceOrder(pricingInput);
        const freeByKey = new Map<string | number, number>();
        for (const promotionLine of promotionLines) {
          const promo = pricingInput.promotions.find((p) => p.id === promotionLine.promotionId) as Promotion;
          expect(promo.code).toBe(promotionLine.promotionCode);
          expect(promo.action.type).toBe(promotionLine.action);
          if (promo.action.type === "cart_amount") {
            expect(promotionLine.key).toBeNull();
            expect(promotionLine.quantity).toBe(1);
            expect(promotionLine.amountCents).toBeGreaterThan(0);
            continue;
          }
          const index = lines.findIndex((l) => l.key === promotionLine.key);
          expect(index).toBeGreaterThanOrEqual(0);
          const source = pricingInput.lines[index] as PricedLineInput;
          const priced = lines[index];
          expect(source.unitPriceCents).not.toBeNull();
          if (promo.action.productType) expect(source.productType).toBe(promo.action.productType);
          expect(promotionLine.quantity).toBeGreaterThan(0);
          expect(promotionLine.quantity).toBeLessThanOrEqual(Math.floor(source.quantity / promo.action.n));
          expect(promotionLine.amountCents).toBe(promotionLine.quantity * (priced?.discountPriceCents as number));
          freeByKey.set(source.key, (freeByKey.get(source.key) ?? 0) + promotionLine.quantity);
        }
        // Stacked promotions together never free more units than the line holds.
        for (const [key, free] of freeByKey) expect(free).toBeLessThanOrEqual(lines.find((l) => l.key === key)?.quantity as number);
      }),
      runs,
    );
  });

  it("ships free from the threshold and says what is missing below it", () => {
    fc.assert(
      fc.property(pricingInputArb, (pricingInput) => {
        const { totals } = priceOrder(pricingInput);
        const { shipping } = pricingInput;
        const goods = totals.subtotalCents - totals.promotionCents;
        const threshold = shipping?.freeAboveCents ?? null;
        if (threshold !== null && goods >= threshold) expect(totals.shippingCents).toBe(0);
        const charged = totals.shippingCents > 0;
        if (charged) expect(totals.shippingCents).toBe(shipping?.priceCents);
        if (!shipping || pricingInput.lines.length === 0) expect(charged).toBe(false);
        const remaining = totals.freeShippingRemainingCents;
        expect(remaining !== null && remaining > 0).toBe(charged && threshold !== null);
        if (remaining !== null) expect(remaining).toBe((threshold as number) - goods);
      }),
      runs,
    );
  });

  it("never lowers the subtotal when a line is added", () => {
    fc.assert(
      fc.property(pricingInputArb, lineArb, (pricingInput, extra) => {
        const before = priceOrder(pricingInput).totals.subtotalCents;
        const after = priceOrder({ ...pricingInput, lines: [...pricingInput.lines, { ...extra, key: "added" }] }).totals.subtotalCents;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
      runs,
    );
  });

  it("gives the same totals whatever the order of the lines", () => {
    const withShuffled = pricingInputArb.chain((pricingInput) =>
      fc.tuple(
        fc.constant(pricingInput),
        fc.shuffledSubarray([...pricingInput.lines], { minLength: pricingInput.lines.length, maxLength: pricingInput.lines.length }),
      ),
    );
    fc.assert(
      fc.property(withShuffled, ([pricingInput, shuffled]) => {
        const original = priceOrder(pricingInput);
        const reordered = priceOrder({ ...pricingInput, lines: shuffled });
        expect(reordered.totals).toEqual(original.totals);
        expect(reordered.hasPriceOnRequest).toBe(original.hasPriceOnRequest);
      }),
      runs,
    );
  });
});
