import type { ProductView } from "@portal/domain/catalog/schemas";
import { describe, expect, it } from "vitest";
import { comparisonRows, parseCodesParam, valuesDiffer } from "./comparison";

type Attribute = ProductView["attributes"][number];

const number = (code: string, value: number, unit = "kW"): Attribute => ({
  code,
  name: code.toUpperCase(),
  type: "number",
  unit,
  value,
  formatted: String(value).replace(".", ","),
});
const text = (code: string, value: string): Attribute => ({ code, name: code, type: "text", unit: null, value, formatted: value });
const flag = (code: string, value: boolean): Attribute => ({
  code,
  name: code,
  type: "boolean",
  unit: null,
  value,
  formatted: value ? "Oui" : "Non",
});

describe("valuesDiffer", () => {
  it.each([
    [["a", "a", "a"], false],
    [["a", "b"], true],
    [["a", null], true],
    [[null, null], false],
    [["a"], false],
    [[], false],
  ] as const)("%j → %s", (values, expected) => {
    expect(valuesDiffer(values)).toBe(expected);
  });
});

describe("comparisonRows", () => {
  const products = [
    { attributes: [number("power", 1.8), text("engine", "Essence"), flag("mulching", false)] },
    { attributes: [number("power", 1.8), text("engine", "essence "), flag("mulching", true), number("width", 46, "cm")] },
    { attributes: [number("power", 2.2), text("engine", "Essence")] },
  ];

  it("has a row for every attribute of any product, in first-seen order", () => {
    expect(comparisonRows(products).map((row) => row.code)).toEqual(["power", "engine", "mulching", "width"]);
  });

  it("shows values with their unit and leaves gaps empty", () => {
    const rows = comparisonRows(products);
    expect(rows[0]?.values).toEqual(["1,8 kW", "1,8 kW", "2,2 kW"]);
    expect(rows[3]?.values).toEqual([null, "46 cm", null]);
  });

  it("flags rows whose raw values differ, ignoring case and spacing of texts", () => {
    const differs = Object.fromEntries(comparisonRows(products).map((row) => [row.code, row.differs]));
    expect(differs).toEqual({ power: true, engine: false, mulching: true, width: true });
  });

  it("flags nothing for a single product", () => {
    expect(comparisonRows(products.slice(0, 1)).every((row) => !row.differs)).toBe(true);
  });
});

describe("parseCodesParam", () => {
  it("keeps distinct well-formed codes up to the limit", () => {
    expect(parseCodesParam("A-1, B_2,A-1,,bad code,C.3,D", 3)).toEqual(["A-1", "B_2", "C.3"]);
    expect(parseCodesParam(["X", "Y,Z"], 3)).toEqual(["X", "Y", "Z"]);
    expect(parseCodesParam(undefined, 3)).toEqual([]);
  });
});
