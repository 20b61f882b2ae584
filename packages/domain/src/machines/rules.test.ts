import { describe, expect, it } from "vitest";
import { endCustomerName, normaliseSerialNumber, sellingDateProblem } from "./rules";

describe("sellingDateProblem", () => {
  const soldAt = "2026-03-10";
  const today = "2026-11-27";
  it.each([
    ["2026-03-10", null],
    ["2026-06-01", null],
    ["2026-11-27", null],
    ["2026-11-28", "machine.selling_date_future"],
    ["2027-01-01", "machine.selling_date_future"],
    ["2026-03-09", "machine.selling_date_before_sale"],
    ["2025-12-31", "machine.selling_date_before_sale"],
  ] as const)("%s -> %s", (sellingDate, expected) => {
    expect(sellingDateProblem(sellingDate, { soldAt, today })).toBe(expected);
  });

  it("a machine sold today by the manufacturer may be sold on today", () => {
    expect(sellingDateProblem(today, { soldAt: today, today })).toBeNull();
  });
});

describe("normaliseSerialNumber", () => {
  it.each([
    ["vm-2024-000123", "VM-2024-000123"],
    ["  Vm 2024 000123 ", "VM2024000123"],
    ["ABC", "ABC"],
  ])("%s -> %s", (input, expected) => {
    expect(normaliseSerialNumber(input)).toBe(expected);
  });
});

describe("endCustomerName", () => {
  it.each([
    [{ customerType: "private", firstName: "Anne", lastName: "Martin", corporateName: null }, "Anne Martin"],
    [{ customerType: "professional", firstName: null, lastName: null, corporateName: "Paysages SARL" }, "Paysages SARL"],
  ] as const)("%o -> %s", (input, expected) => {
    expect(endCustomerName(input)).toBe(expected);
  });
});
