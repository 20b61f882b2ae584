import { type Suggestions, searchLimits } from "@portal/domain/search/schemas";
import { describe, expect, it } from "vitest";
import { movedIndex, SUGGESTION_MIN_LENGTH, searchHref, suggestionOptions } from "./suggestion-options";

const suggestions: Suggestions = {
  query: "vrd-43",
  products: [
    {
      code: "VRD-LM320",
      name: "Tondeuse LM 320",
      slug: "tondeuse-lm-320",
      reference: "VRD-435-3888",
      brand: { code: "verdalis", name: "Verdalis" },
      image: null,
    },
  ],
  categories: [],
  references: [
    { reference: "VRD-435-4000", productCode: "VRD-P1", name: "Lame 46 cm", slug: "lame-46-cm", supersededReference: "VRD-435-3000" },
  ],
};

describe("suggestionOptions", () => {
  it("numbers the options in reading order, skips empty groups and ends with every result", () => {
    const { groups, options, all } = suggestionOptions(suggestions, "vrd-43", "fr", "/fr/recherche", "opt");
    expect(groups.map((group) => group.kind)).toEqual(["products", "references"]);
    expect(options.map((option) => [option.id, option.kind, option.href])).toEqual([
      ["opt-0", "product", "/fr/produit/tondeuse-lm-320"],
      ["opt-1", "reference", "/fr/produit/lame-46-cm"],
      ["opt-2", "all", "/fr/recherche?q=vrd-43"],
    ]);
    expect(all.id).toBe("opt-2");
  });

  it("leads categories to their page in the language shown", () => {
    const { options } = suggestionOptions(
      { ...suggestions, products: [], references: [], categories: [{ code: "c", name: "Rasenmäher", slug: "maschinen/rasenmaeher" }] },
      "rasen",
      "de",
      "/de/suche",
      "o",
    );
    expect(options.map((option) => option.href)).toEqual(["/de/kategorie/maschinen/rasenmaeher", "/de/suche?q=rasen"]);
  });
});

describe("movedIndex", () => {
  it("goes round at both ends", () => {
    expect(movedIndex(-1, 3, "ArrowDown")).toBe(0);
    expect(movedIndex(2, 3, "ArrowDown")).toBe(0);
    expect(movedIndex(-1, 3, "ArrowUp")).toBe(2);
    expect(movedIndex(0, 3, "ArrowUp")).toBe(2);
    expect(movedIndex(1, 3, "ArrowUp")).toBe(0);
    expect(movedIndex(0, 0, "ArrowDown")).toBe(-1);
  });
});

describe("searchHref", () => {
  it("encodes what was typed", () => {
    expect(searchHref("/nl/onderzoek", " filter & olie ")).toBe("/nl/onderzoek?q=filter+%26+olie");
  });
});

describe("SUGGESTION_MIN_LENGTH", () => {
  it("is the API's own limit (kept apart so that browser code does not load the schemas)", () => {
    expect(SUGGESTION_MIN_LENGTH).toBe(searchLimits.suggestionMinLength);
  });
});
