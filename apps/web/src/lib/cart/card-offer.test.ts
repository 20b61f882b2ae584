import { describe, expect, it } from "vitest";
import { cardOffer, withName } from "./card-offer";

const card = { singleVariantCode: "KR-AF-53-1", priceOnRequest: false, fromPriceCents: 1_290, stockStatus: "on_stock" as const };

describe("cardOffer", () => {
  it("adds the only version of a priced product from the list", () => {
    expect(cardOffer(card)).toEqual({ kind: "add", variantCode: "KR-AF-53-1" });
  });

  it("sends to the product page to choose among several versions", () => {
    expect(cardOffer({ ...card, singleVariantCode: null })).toEqual({ kind: "choose" });
  });

  it("never adds a product priced on request, with one version or several", () => {
    expect(cardOffer({ ...card, priceOnRequest: true, fromPriceCents: null })).toEqual({ kind: "quote" });
    expect(cardOffer({ ...card, singleVariantCode: null, priceOnRequest: true, fromPriceCents: null })).toEqual({ kind: "quote" });
  });

  it("treats a version without a shown price as priced on request, as the card reads", () => {
    expect(cardOffer({ ...card, fromPriceCents: null })).toEqual({ kind: "quote" });
  });

  it("lets the buyer choose when only some versions are priced", () => {
    expect(cardOffer({ ...card, singleVariantCode: null, fromPriceCents: 89_900 })).toEqual({ kind: "choose" });
  });

  it("offers nothing to add when no version can be ordered now", () => {
    expect(cardOffer({ ...card, stockStatus: "out_of_stock" })).toEqual({ kind: "unavailable" });
    expect(cardOffer({ ...card, singleVariantCode: null, stockStatus: "out_of_stock" })).toEqual({ kind: "unavailable" });
    expect(cardOffer({ ...card, stockStatus: "on_order" })).toEqual({ kind: "add", variantCode: "KR-AF-53-1" });
  });
});

describe("withName", () => {
  it("puts the name where the sentence had it, in any word order", () => {
    expect(withName({ before: "Add ", after: " to the cart" }, "T53 air filter")).toBe("Add T53 air filter to the cart");
    expect(withName({ before: "", after: " in den Warenkorb legen" }, "Luftfilter T53")).toBe("Luftfilter T53 in den Warenkorb legen");
  });
});
