import { discountedPrice } from "@portal/domain/pricing/totals";
import { describe, expect, it } from "vitest";
import { shownPrice } from "./customer-price";

describe("shownPrice", () => {
  it.each([
    { list: 34_900, discount: null, expected: { cents: 34_900, listCents: null } },
    { list: 34_900, discount: 0, expected: { cents: 34_900, listCents: null } },
    { list: 34_900, discount: 1_000, expected: { cents: 31_410, listCents: 34_900 } },
    { list: 2_390, discount: 500, expected: { cents: 2_270, listCents: 2_390 } },
    // Half a cent of discount rounds as the cart rounds it.
    { list: 1_290, discount: 500, expected: { cents: 1_225, listCents: 1_290 } },
    // A discount too small to take a cent off leaves nothing to strike through.
    { list: 5, discount: 100, expected: { cents: 5, listCents: null } },
  ])("$list cents at $discount basis points", ({ list, discount, expected }) => {
    expect(shownPrice(list, discount)).toEqual(expected);
  });

  it("is the cart's price for any amount and discount", () => {
    for (const list of [1, 99, 1_290, 34_900, 1_234_567]) {
      for (const discount of [1, 250, 1_000, 3_333, 9_000]) {
        expect(shownPrice(list, discount).cents).toBe(discountedPrice(list, discount));
      }
    }
  });
});
