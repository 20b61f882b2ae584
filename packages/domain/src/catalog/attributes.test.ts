import { describe, expect, it } from "vitest";
import { type AttributeRow, formatAttributeValue, groupAttributes } from "./attributes";

describe("formatAttributeValue", () => {
  it.each([
    ["number", 38.5, "fr", "38,5"],
    ["number", 38.5, "en", "38.5"],
    ["number", 1250, "de", "1.250"],
    ["number", 0.125, "nl", "0,125"],
    ["boolean", true, "fr", "Oui"],
    ["boolean", false, "en", "No"],
    ["boolean", true, "de", "Ja"],
    ["boolean", false, "nl", "Nee"],
    ["select", "Thermique", "fr", "Thermique"],
    ["text", "2 years", "en", "2 years"],
  ] as const)("%s %s in %s → %s", (type, value, locale, expected) => {
    expect(formatAttributeValue(type, value, locale)).toBe(expected);
  });
});

const row = (overrides: Partial<AttributeRow>): AttributeRow => ({
  code: "weight",
  name: "Poids",
  type: "number",
  unit: "kg",
  position: 1,
  value: 38.5,
  variantLevel: false,
  ...overrides,
});

describe("groupAttributes", () => {
  it("orders by position and keeps the unit apart from the value", () => {
    const grouped = groupAttributes(
      [row({ code: "self_propelled", name: "Autotractée", type: "boolean", unit: null, position: 3, value: true }), row({})],
      "fr",
    );
    expect(grouped).toEqual([
      { code: "weight", name: "Poids", type: "number", unit: "kg", value: 38.5, formatted: "38,5" },
      { code: "self_propelled", name: "Autotractée", type: "boolean", unit: null, value: true, formatted: "Oui" },
    ]);
  });

  it("lets a variant's value replace the product's, whatever the order of rows", () => {
    const variantWeight = row({ value: 41.2, variantLevel: true });
    expect(groupAttributes([row({}), variantWeight], "en")[0]).toMatchObject({ value: 41.2, formatted: "41.2" });
    expect(groupAttributes([variantWeight, row({})], "en")[0]).toMatchObject({ value: 41.2, formatted: "41.2" });
  });

  it("joins several choices of one attribute", () => {
    const fits = (value: string) => row({ code: "fits", name: "Compatible", type: "select", unit: null, position: 2, value });
    expect(groupAttributes([fits("T53"), fits("T48")], "fr")).toEqual([
      { code: "fits", name: "Compatible", type: "select", unit: null, value: "T53, T48", formatted: "T53, T48" },
    ]);
  });
});
