import { describe, expect, it } from "vitest";
import { z } from "zod";
import { integerText } from "./integers";

const page = integerText(z.number().int().min(1).max(1000));

describe("integerText", () => {
  it.each([
    ["1", 1],
    ["42", 42],
    ["1000", 1000],
  ])("reads %s as %i", (text, value) => {
    expect(page.parse(text)).toBe(value);
  });

  it.each(["0x10", "1e3", " 5", "5 ", "5.0", "+5", "-1", "", "٣", "10000000000000000"])("refuses %j", (text) => {
    expect(page.safeParse(text).success).toBe(false);
  });

  it("applies the number's own bounds", () => {
    expect(page.safeParse("0").success).toBe(false);
    expect(page.safeParse("1001").success).toBe(false);
  });
});
