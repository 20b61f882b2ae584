import { describe, expect, it } from "vitest";
import { departmentOf, ratesForAddress, type ShippingRateRow } from "./shipping";

describe("departmentOf", () => {
  it.each([
    ["75001", "75"],
    ["06000", "06"],
    // Corsica's zip codes start with 20 (departments 2A and 2B share them).
    ["20000", "20"],
    ["20200", "20"],
    ["97400", "97"],
    [" 69003 ", "69"],
    // Any country's zip code gives its first two characters, upper-cased.
    ["1000", "10"],
    ["l-1234", "L-"],
    ["75", "75"],
    ["7", null],
    ["", null],
    ["   ", null],
    [null, null],
    [undefined, null],
  ])("%o → %o", (zipCode, expected) => {
    expect(departmentOf(zipCode)).toBe(expected);
  });
});

describe("ratesForAddress", () => {
  const row = (methodCode: string, countryCode: string, department: string | null, priceCents: number): ShippingRateRow => ({
    methodCode,
    countryCode,
    department,
    priceCents,
    freeAboveCents: null,
    machinePackagingCents: 0,
  });

  // In the methods' position order, as the database returns them.
  const rows = [
    row("standard", "FR", null, 1500),
    row("standard", "FR", "20", 4500),
    row("standard", "BE", null, 2500),
    row("express", "FR", "20", 9000),
    row("express", "FR", null, 3000),
    row("pallet", "FR", "75", 6000),
    row("pallet", "BE", null, 8000),
  ];
  const priced = (result: ShippingRateRow[]) => result.map((r) => [r.methodCode, r.priceCents]);

  it.each([
    [
      "a mainland address",
      { countryCode: "FR", zipCode: "69003" },
      [
        ["standard", 1500],
        ["express", 3000],
      ],
    ],
    // The department's rate wins over the country's, whichever comes first.
    [
      "a Corsican address",
      { countryCode: "FR", zipCode: "20000" },
      [
        ["standard", 4500],
        ["express", 9000],
      ],
    ],
    [
      "a Paris address",
      { countryCode: "FR", zipCode: "75011" },
      [
        ["standard", 1500],
        ["express", 3000],
        ["pallet", 6000],
      ],
    ],
    [
      "an address without a zip code",
      { countryCode: "FR", zipCode: null },
      [
        ["standard", 1500],
        ["express", 3000],
      ],
    ],
    [
      "a Belgian address",
      { countryCode: "BE", zipCode: "2000" },
      [
        ["standard", 2500],
        ["pallet", 8000],
      ],
    ],
    // A Belgian zip code starting with 20 is not Corsica.
    [
      "a Belgian address in 20..",
      { countryCode: "BE", zipCode: "2050" },
      [
        ["standard", 2500],
        ["pallet", 8000],
      ],
    ],
    ["a country without rates", { countryCode: "DE", zipCode: "10115" }, []],
  ])("for %s", (_, address, expected) => {
    expect(priced(ratesForAddress(rows, address))).toEqual(expected);
  });

  it("keeps the methods' order, not the order their rates matched in", () => {
    const result = ratesForAddress(
      [
        row("pallet", "FR", null, 6000),
        row("standard", "FR", null, 1500),
        row("pallet", "FR", "20", 9900),
        row("express", "FR", "20", 3000),
      ],
      { countryCode: "FR", zipCode: "20090" },
    );
    expect(priced(result)).toEqual([
      ["pallet", 9900],
      ["standard", 1500],
      ["express", 3000],
    ]);
  });

  it("keeps the rate row with its threshold and packaging", () => {
    const corsica: ShippingRateRow = { ...row("standard", "FR", "20", 4500), freeAboveCents: 200_000, machinePackagingCents: 3500 };
    expect(ratesForAddress([row("standard", "FR", null, 1500), corsica], { countryCode: "FR", zipCode: "20000" })).toEqual([corsica]);
  });

  it("serves nothing without rows", () => {
    expect(ratesForAddress([], { countryCode: "FR", zipCode: "75001" })).toEqual([]);
  });
});
