import { describe, expect, it } from "vitest";
import { activePaymentMethods, isProviderMethod, type PaymentMethodRow } from "./payment-methods";

describe("activePaymentMethods", () => {
  const all: PaymentMethodRow[] = [
    { code: "on_account", enabled: true, position: 3 },
    { code: "card", enabled: true, position: 1 },
    { code: "bank_transfer", enabled: true, position: 2 },
  ];

  it.each([
    ["a company allowed to pay on account", all, true, ["card", "bank_transfer", "on_account"]],
    ["a company not allowed to pay on account", all, false, ["card", "bank_transfer"]],
    [
      "a disabled method",
      all.map((row) => (row.code === "card" ? { ...row, enabled: false } : row)),
      true,
      ["bank_transfer", "on_account"],
    ],
    [
      "on account disabled for everyone",
      all.map((row) => (row.code === "on_account" ? { ...row, enabled: false } : row)),
      true,
      ["card", "bank_transfer"],
    ],
    [
      "positions putting on account first",
      all.map((row) => (row.code === "on_account" ? { ...row, position: 0 } : row)),
      true,
      ["on_account", "card", "bank_transfer"],
    ],
    ["only on account, not allowed", [{ code: "on_account", enabled: true, position: 1 }], false, []],
    ["no methods at all", [], true, []],
  ] as const)("for %s", (_, rows, paymentOnAccount, expected) => {
    expect(activePaymentMethods(rows, { paymentOnAccount })).toEqual(expected);
  });

  it("leaves the rows it was given untouched", () => {
    const rows = [...all];
    activePaymentMethods(rows, { paymentOnAccount: true });
    expect(rows).toEqual(all);
  });
});

describe("isProviderMethod", () => {
  it.each([
    ["card", true],
    ["bank_transfer", false],
    ["on_account", false],
  ] as const)("%s → %s", (code, expected) => {
    expect(isProviderMethod(code)).toBe(expected);
  });
});
