import { describe, expect, it } from "vitest";
import { DEFAULT_VAT_COUNTRY, roundedShare, vatOf, vatRateOf, vatRates } from "./vat";

describe("vatRateOf", () => {
  it.each([
    ["AT", 2000],
    ["BE", 2100],
    ["CH", 810],
    ["DE", 1900],
    ["ES", 2100],
    ["FR", 2000],
    ["IT", 2200],
    ["LU", 1700],
    ["MC", 2000],
    ["NL", 2100],
    ["PT", 2300],
  ])("%s → %i bp", (country, rate) => {
    expect(vatRateOf(country)).toBe(rate);
  });

  it("has a rate for exactly the delivery countries", () => {
    expect(Object.keys(vatRates).sort()).toEqual(["AT", "BE", "CH", "DE", "ES", "FR", "IT", "LU", "MC", "NL", "PT"]);
  });

  it.each([null, undefined, "", "US", "GB"])("falls back to the default country's rate for %o", (country) => {
    expect(DEFAULT_VAT_COUNTRY).toBe("FR");
    expect(vatRateOf(country)).toBe(2000);
  });
});

describe("roundedShare", () => {
  it.each([
    // amount, numerator, denominator, expected
    [1000, 2000, 10_000, 200],
    [0, 2000, 10_000, 0],
    [100, 0, 10_000, 0],
    // Exactly half a cent rounds up (away from zero).
    [25, 2000, 10_000, 5],
    [5, 1000, 10_000, 1],
    [15, 1000, 10_000, 2],
    [1, 5000, 10_000, 1],
    // Just under and over the half.
    [1, 4999, 10_000, 0],
    [1, 5001, 10_000, 1],
    [14, 1000, 10_000, 1],
    [16, 1000, 10_000, 2],
    [12_345, 1950, 10_000, 2407], // 2407.275
    [12_345, 810, 10_000, 1000], // 999.945
    [1, 1, 3, 0],
    [2, 1, 3, 1],
    // Negatives: half away from zero, the mirror of the positive case.
    [-5, 1000, 10_000, -1],
    [-15, 1000, 10_000, -2],
    [-14, 1000, 10_000, -1],
    [-25, 2000, 10_000, -5],
    [-1000, 2000, 10_000, -200],
    [5, -1000, 10_000, -1],
    [5, 1000, -10_000, -1],
    [-5, -1000, 10_000, 1],
    [-5, -1000, -10_000, -1],
  ])("roundedShare(%i, %i, %i) = %i", (amount, numerator, denominator, expected) => {
    expect(roundedShare(amount, numerator, denominator)).toBe(expected);
  });

  it("never returns negative zero", () => {
    // -0 would be formatted as "-0,00 €" by Intl.NumberFormat.
    expect(Object.is(roundedShare(-1, 1000, 10_000), 0)).toBe(true);
    expect(Object.is(roundedShare(-4, 1000, 10_000), 0)).toBe(true);
    expect(Object.is(roundedShare(4, -1000, 10_000), 0)).toBe(true);
  });

  it("stays exact beyond float precision", () => {
    // 9_007_199_254_740_991 * 3 / 3 would lose digits in floating point.
    expect(roundedShare(Number.MAX_SAFE_INTEGER, 3, 3)).toBe(Number.MAX_SAFE_INTEGER);
    expect(roundedShare(3_000_000_000_000, 2000, 10_000)).toBe(600_000_000_000);
  });
});

describe("vatOf", () => {
  it.each([
    [10_000, 2000, 2000],
    [0, 2000, 0],
    [1, 2000, 0],
    [3, 2000, 1], // 0.6
    [2, 2500, 1], // 0.5 exactly
    [12_345, 2000, 2469],
    [12_345, 810, 1000],
    [99_999, 2100, 21_000], // 20 999.79
    [25, 2000, 5],
    [2, 2000, 0], // 0.4
  ])("vatOf(%i, %i) = %i", (total, rate, expected) => {
    expect(vatOf(total, rate)).toBe(expected);
  });
});
