import { describe, expect, it } from "vitest";
import { isCompliant, lineCompliance } from "./compliance";
import { quoteLineTotal, quoteTotals } from "./totals";
import { transformRefusal } from "./transform";

describe("line compliance", () => {
  it.each([
    [true, 1000, "compliant"],
    [true, 0, "compliant"],
    [true, null, "no_price_list"],
    [false, 1000, "unknown_reference"],
    [false, null, "unknown_reference"],
  ] as const)("known %s, price %s: %s", (known, unitPriceCents, expected) => {
    expect(lineCompliance({ known, unitPriceCents })).toBe(expected);
  });

  it("makes a quote non-compliant by any one line", () => {
    expect(isCompliant([{ known: true, unitPriceCents: 5 }])).toBe(true);
    expect(
      isCompliant([
        { known: true, unitPriceCents: 5 },
        { known: false, unitPriceCents: 5 },
      ]),
    ).toBe(false);
    expect(
      isCompliant([
        { known: true, unitPriceCents: 5 },
        { known: true, unitPriceCents: null },
      ]),
    ).toBe(false);
  });
});

describe("transform refusal", () => {
  const now = new Date("2026-03-10T08:00:00Z");
  const priced = [{ known: true, unitPriceCents: 1200 }];
  it.each([
    ["sent and valid", { status: "sent", validUntil: "2026-03-31" }, priced, null],
    ["treated and valid", { status: "treated", validUntil: "2026-03-10" }, priced, null],
    ["past validity", { status: "sent", validUntil: "2026-03-09" }, priced, "no_longer_valid"],
    ["ordered", { status: "ordered", validUntil: "2026-03-31" }, priced, "not_transformable"],
    ["waiting for a price", { status: "waiting_price", validUntil: null }, [{ known: true, unitPriceCents: null }], "undefined_price"],
    [
      "an unknown reference",
      { status: "sent", validUntil: "2026-03-31" },
      [...priced, { known: false, unitPriceCents: 10 }],
      "unknown_variant",
    ],
    [
      "unknown before unpriced",
      { status: "sent", validUntil: "2026-03-31" },
      [
        { known: true, unitPriceCents: null },
        { known: false, unitPriceCents: null },
      ],
      "unknown_variant",
    ],
    ["expired before unknown", { status: "sent", validUntil: "2026-03-01" }, [{ known: false, unitPriceCents: 1 }], "no_longer_valid"],
  ] as const)("%s", (_, quote, lines, expected) => {
    expect(transformRefusal(quote, lines, now)).toBe(expected);
  });
});

describe("quote totals", () => {
  it("adds ecotax per unit and taxes the total once, rounded half up", () => {
    expect(quoteLineTotal({ quantity: 3, unitPriceCents: 1000, ecotaxCents: 15 })).toBe(3045);
    // 3045 + 333 = 3378 × 20 % = 675.6 → 676
    const totals = quoteTotals(
      [
        { quantity: 3, unitPriceCents: 1000, ecotaxCents: 15 },
        { quantity: 1, unitPriceCents: 333, ecotaxCents: 0 },
      ],
      2000,
    );
    expect(totals).toEqual({ subtotalCents: 3378, vatRateBasisPoints: 2000, vatCents: 676, totalInclVatCents: 4054 });
  });

  it("has no total while a line has no price", () => {
    expect(quoteTotals([{ quantity: 1, unitPriceCents: null, ecotaxCents: 0 }], 2000)).toBeNull();
    expect(quoteLineTotal({ quantity: 2, unitPriceCents: null, ecotaxCents: 5 })).toBeNull();
  });
});
