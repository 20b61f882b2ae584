import { describe, expect, it } from "vitest";
import { isValidSiren, isValidSirenOrSiret, isValidSiret, luhnValid } from "./siret";

describe("SIREN / SIRET checksum", () => {
  it.each([
    ["732829320", true], // a well-known valid SIREN
    ["732 829 320", true],
    ["732829321", false],
    ["73282932", false],
    ["abcdefghi", false],
  ])("SIREN %s → %s", (value, expected) => {
    expect(isValidSiren(value)).toBe(expected);
  });

  it.each([
    ["73282932000074", true],
    ["732 829 320 00074", true],
    ["73282932000075", false],
    ["7328293200007", false],
    ["35600000000048", true], // La Poste head office, plain Luhn
    ["35600000049837", true], // a La Poste establishment: digits add up to a multiple of 5
    ["35600000049838", false],
  ])("SIRET %s → %s", (value, expected) => {
    expect(isValidSiret(value)).toBe(expected);
  });

  it("accepts 9 or 14 digits only", () => {
    expect(isValidSirenOrSiret("732829320")).toBe(true);
    expect(isValidSirenOrSiret("73282932000074")).toBe(true);
    expect(isValidSirenOrSiret("7328293200")).toBe(false);
  });

  it("Luhn on known sequences", () => {
    expect(luhnValid("79927398713")).toBe(true);
    expect(luhnValid("79927398710")).toBe(false);
  });
});

describe("withLuhnCheckDigit", () => {
  it("completes a SIREN and a SIRET", async () => {
    const { withLuhnCheckDigit } = await import("./siret");
    expect(withLuhnCheckDigit("73282932")).toBe("732829320");
    expect(isValidSiret(withLuhnCheckDigit("1234567890001"))).toBe(true);
  });
});
