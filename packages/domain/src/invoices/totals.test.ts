import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { productTypes } from "../catalog/enums";
import type { Promotion } from "../pricing/promotions";
import { type PricingInput, priceOrder } from "../pricing/totals";
import { vatRates } from "../pricing/vat";
import { creditNoteOf, type FrozenOrder, type InvoiceLineDraft, invoiceLinesOfOrder, invoiceTotalsOf } from "./totals";

const labels = { shipping: "Shipping", packaging: "Packaging", promotion: (code: string) => `Promotion ${code}` };

/** An order as checkout freezes it: the priced lines, the promotions applied, shipping and packaging. */
function frozen(input: PricingInput): FrozenOrder {
  const pricing = priceOrder(input);
  return {
    items: pricing.lines.map((line, index) => ({
      id: index + 1,
      reference: `REF-${index}`,
      description: `Part ${index}`,
      quantity: line.quantity,
      discountPriceCents: line.discountPriceCents ?? 0,
      ecotaxCents: line.ecotaxCents,
      totalCents: line.totalCents,
    })),
    promotions: pricing.promotionLines.map((line) => ({ code: line.promotionCode, amountCents: line.amountCents })),
    shippingCents: pricing.totals.shippingCents,
    packagingCents: pricing.totals.packagingCents,
    vatRateBasisPoints: pricing.totals.vatRateBasisPoints,
  };
}

const promotionArbitrary = fc.oneof(
  fc.record({ n: fc.integer({ min: 2, max: 5 }) }).map(({ n }) => ({ type: "free_for_n_nth" as const, n, productType: null })),
  fc
    .record({ amount: fc.option(fc.integer({ min: 1, max: 50_000 })), percent: fc.integer({ min: 1, max: 5_000 }) })
    .map(({ amount, percent }) => ({
      type: "cart_amount" as const,
      amountCents: amount,
      percentBasisPoints: amount === null ? percent : null,
      minimumSubtotalCents: 0,
    })),
);

const pricingInputArbitrary: fc.Arbitrary<PricingInput> = fc.record({
  lines: fc.array(
    fc.record({
      key: fc.integer({ min: 1, max: 1_000_000 }),
      variantCode: fc.constant("V"),
      productType: fc.constantFrom(...productTypes),
      quantity: fc.integer({ min: 1, max: 200 }),
      unitPriceCents: fc.integer({ min: 0, max: 5_000_000 }),
      ecotaxCents: fc.integer({ min: 0, max: 3_000 }),
    }),
    { minLength: 1, maxLength: 25 },
  ),
  discountBasisPoints: fc.integer({ min: 0, max: 5_000 }),
  promotions: fc.array(promotionArbitrary, { maxLength: 3 }).map((actions) =>
    actions.map(
      (action, index): Promotion => ({
        id: index + 1,
        code: `P${index}`,
        couponCode: null,
        action,
        startsAt: null,
        endsAt: null,
        usageLimit: null,
        usageLimitPerCustomer: null,
        enabled: true,
      }),
    ),
  ),
  shipping: fc.option(
    fc.record({
      priceCents: fc.integer({ min: 0, max: 20_000 }),
      freeAboveCents: fc.option(fc.integer({ min: 0, max: 200_000 })),
      machinePackagingCents: fc.integer({ min: 0, max: 9_000 }),
    }),
  ),
  vatRateBasisPoints: fc.constantFrom(...Object.values(vatRates)),
});

describe("an invoice of an order", () => {
  it("has its order's totals to the cent, for any order", () => {
    fc.assert(
      fc.property(pricingInputArbitrary, (input) => {
        const order = priceOrder(input).totals;
        const totals = invoiceTotalsOf(invoiceLinesOfOrder(frozen(input), labels), input.vatRateBasisPoints);
        expect(totals.totalExclVatCents).toBe(order.totalExclVatCents);
        expect(totals.vatCents).toBe(order.vatCents);
        expect(totals.totalInclVatCents).toBe(order.totalInclVatCents);
        expect(totals.linesCents).toBe(order.subtotalCents);
        expect(totals.allowancesCents).toBe(order.promotionCents);
        expect(totals.chargesCents).toBe(order.shippingCents + order.packagingCents);
      }),
      { numRuns: 500 },
    );
  });

  it("lists items with their net unit price, promotions as allowances, shipping and packaging as charges", () => {
    const lines = invoiceLinesOfOrder(
      {
        items: [
          { id: 7, reference: "R1", description: "Filter", quantity: 3, discountPriceCents: 900, ecotaxCents: 20, totalCents: 2_760 },
        ],
        promotions: [{ code: "ETE", amountCents: 500 }],
        shippingCents: 1_290,
        packagingCents: 0,
        vatRateBasisPoints: 2_000,
      },
      labels,
    );
    expect(lines.map((line) => [line.kind, line.reference, line.quantity, line.unitPriceCents, line.totalCents, line.sourceId])).toEqual([
      ["item", "R1", 3, 920, 2_760, 7],
      ["allowance", "ETE", 1, 500, 500, null],
      ["charge", "shipping", 1, 1_290, 1_290, null],
    ]);
    // 2,760 − 500 + 1,290 = 3,550 excl. VAT, VAT 710.
    expect(invoiceTotalsOf(lines, 2_000)).toMatchObject({ totalExclVatCents: 3_550, vatCents: 710, totalInclVatCents: 4_260 });
  });
});

describe("a credit note", () => {
  const invoiceLines: (InvoiceLineDraft & { id: number })[] = [
    { id: 1, kind: "item", reference: "R1", description: "Filter", quantity: 3, unitPriceCents: 1_000, totalCents: 3_000, sourceId: 11 },
    { id: 2, kind: "item", reference: "R2", description: "Belt", quantity: 1, unitPriceCents: 2_501, totalCents: 2_501, sourceId: 12 },
    {
      id: 3,
      kind: "charge",
      reference: "shipping",
      description: "Shipping",
      quantity: 1,
      unitPriceCents: 999,
      totalCents: 999,
      sourceId: null,
    },
  ];
  const invoice = (creditedCents = 0) => ({
    lines: invoiceLines,
    vatRateBasisPoints: 2_000,
    // 6,500 excl. VAT, 1,300 VAT.
    totalInclVatCents: 7_800,
    creditedCents,
  });

  it("credits the whole invoice once, and nothing more after", () => {
    const full = creditNoteOf(invoice(), { mode: "full" }, "Return");
    expect(full.ok && full.totals.totalInclVatCents).toBe(7_800);
    expect(full.ok && full.lines.map((line) => line.sourceId)).toEqual([1, 2, 3]);
    expect(creditNoteOf(invoice(1), { mode: "full" }, "Again")).toEqual({ ok: false, code: "invoice.credit_exceeds_remaining" });
  });

  it("credits some units of item lines at their invoiced price", () => {
    const partial = creditNoteOf(invoice(), { mode: "lines", lines: [{ lineId: 1, quantity: 2 }] }, "Two returned");
    expect(partial.ok && partial.totals).toMatchObject({ totalExclVatCents: 2_000, vatCents: 400, totalInclVatCents: 2_400 });
    expect(creditNoteOf(invoice(), { mode: "lines", lines: [{ lineId: 1, quantity: 4 }] }, "x")).toEqual({
      ok: false,
      code: "invoice.credit_quantity_exceeded",
    });
    // A charge line, an unknown line, the same line twice.
    for (const lines of [
      [{ lineId: 3, quantity: 1 }],
      [{ lineId: 9, quantity: 1 }],
      [
        { lineId: 1, quantity: 1 },
        { lineId: 1, quantity: 1 },
      ],
    ]) {
      expect(creditNoteOf(invoice(), { mode: "lines", lines }, "x")).toEqual({ ok: false, code: "invoice.credit_line_unknown" });
    }
  });

  it("credits an amount excl. VAT up to what remains, VAT by the cart's rule", () => {
    const amount = creditNoteOf(invoice(2_400), { mode: "amount", amountExclVatCents: 4_500 }, "Goodwill");
    expect(amount.ok && amount.totals).toMatchObject({ totalExclVatCents: 4_500, vatCents: 900, totalInclVatCents: 5_400 });
    expect(creditNoteOf(invoice(2_400), { mode: "amount", amountExclVatCents: 4_501 }, "x")).toEqual({
      ok: false,
      code: "invoice.credit_exceeds_remaining",
    });
  });

  it("never takes the credited total past the invoice's, whatever is asked", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 9_000 }), { maxLength: 12 }), (amounts) => {
        let credited = 0;
        for (const amountExclVatCents of amounts) {
          const note = creditNoteOf(invoice(credited), { mode: "amount", amountExclVatCents }, "x");
          if (note.ok) credited += note.totals.totalInclVatCents;
        }
        expect(credited).toBeLessThanOrEqual(7_800);
      }),
    );
  });
});
