import { describe, expect, it } from "vitest";
import { allowedTypos, boundedEditDistance, foldText, looksLikeReference, normalizeReference, queryWords, stem, tokenize } from "./text";

describe("text analysis", () => {
  it("folds case, accents and ligatures", () => {
    expect(foldText("Débroussailleuse")).toBe("debroussailleuse");
    expect(foldText("Straße Œillet Ærø")).toBe("strasse oeillet aero");
  });

  it("cuts words on anything but letters and digits", () => {
    expect(tokenize("Filtre à air – Verdalis LM 510 S")).toEqual(["filtre", "a", "air", "verdalis", "lm", "510", "s"]);
    expect(tokenize("  ")).toEqual([]);
  });

  it("gives singular and plural the same stem in each language", () => {
    expect(stem("fr", "tondeuses")).toBe(stem("fr", "tondeuse"));
    expect(stem("fr", "courroies")).toBe(stem("fr", "courroie"));
    expect(stem("en", "mowers")).toBe(stem("en", "mower"));
    expect(stem("de", foldText("Rasenmähern"))).toBe(stem("de", foldText("Rasenmäher")));
    expect(stem("nl", "grasmaaiers")).toBe(stem("nl", "grasmaaier"));
  });

  it("keeps numbers and short words whole", () => {
    expect(stem("fr", "510")).toBe("510");
    expect(stem("en", "li")).toBe("li");
  });

  it("drops the short words of a query that say nothing, unless nothing else is left", () => {
    expect(queryWords("fr", "filtre à air pour tondeuse")).toEqual(["filtre", "air", "tondeuse"]);
    expect(queryWords("de", "Luftfilter für den Rasenmäher")).toEqual(["luftfilter", "rasenmaher"]);
    expect(queryWords("en", "the")).toEqual(["the"]);
  });

  it("compares references without case or separators", () => {
    expect(normalizeReference("vrd-915 4039")).toBe("VRD9154039");
    expect(looksLikeReference("VRD-915")).toBe(true);
    expect(looksLikeReference("tondeuse")).toBe(false);
    expect(looksLikeReference("T5")).toBe(false);
  });

  it("counts typing mistakes, a swap of two letters as one", () => {
    expect(boundedEditDistance("tondeuze", "tondeuse", 2)).toBe(1);
    expect(boundedEditDistance("moetur", "moteur", 2)).toBe(1);
    expect(boundedEditDistance("lame", "lime", 1)).toBe(1);
    expect(boundedEditDistance("courroie", "carburateur", 2)).toBe(3);
  });

  it("allows more typos in longer words and none in short words or numbers", () => {
    expect(allowedTypos("air")).toBe(0);
    expect(allowedTypos("lame")).toBe(1);
    expect(allowedTypos("debroussailleuse")).toBe(2);
    expect(allowedTypos("5104")).toBe(0);
  });
});
