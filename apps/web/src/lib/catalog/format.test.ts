import { describe, expect, it } from "vitest";
import { cardReference, formatKibibytes, formatPrice, formatRate, paragraphs } from "./format";

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formatPrice", () => {
  it.each([
    ["fr", 34900, "349,00 €"],
    ["fr", 123456, "1 234,56 €"],
    ["en", 34900, "€349.00"],
    ["de", 150, "1,50 €"],
    ["nl", 38900, "€ 389,00"],
  ] as const)("%s %i → %s", (locale, cents, expected) => {
    expect(spaces(formatPrice(cents, locale))).toBe(expected);
  });

  it("keeps integer cents exact", () => {
    expect(spaces(formatPrice(1, "en"))).toBe("€0.01");
    expect(spaces(formatPrice(19999, "fr"))).toBe("199,99 €");
  });
});

describe("formatRate", () => {
  it.each([
    ["fr", 2000, "20 %"],
    ["en", 1000, "10%"],
    ["de", 550, "5,5 %"],
    ["nl", 2100, "21%"],
  ] as const)("%s %i → %s", (locale, basisPoints, expected) => {
    expect(spaces(formatRate(basisPoints, locale))).toBe(expected);
  });
});

describe("formatKibibytes", () => {
  it("uses the decimal separator of the language", () => {
    expect(formatKibibytes(6786, "fr")).toBe("6,6");
    expect(formatKibibytes(6786, "de")).toBe("6,6");
    expect(formatKibibytes(6786, "nl")).toBe("6,6");
    expect(formatKibibytes(6786, "en")).toBe("6.6");
  });

  it("always shows one decimal", () => {
    expect(formatKibibytes(1024, "en")).toBe("1.0");
    expect(spaces(formatKibibytes(2_000_000, "fr"))).toBe("1 953,1");
  });
});

describe("paragraphs", () => {
  it("splits on blank lines and drops empty parts", () => {
    expect(paragraphs("One.\n\nTwo\nlines.\n\n  \n")).toEqual(["One.", "Two\nlines."]);
    expect(paragraphs("")).toEqual([]);
  });
});

describe("cardReference", () => {
  it("prints the first version's reference, else the product code", () => {
    expect(cardReference({ code: "VRD-LM320", reference: "VRD-435-3888" })).toBe("VRD-435-3888");
    expect(cardReference({ code: "VRD-LM320", reference: null })).toBe("VRD-LM320");
  });
});
