import { describe, expect, it } from "vitest";
import { correctedQuery, highlightQuery, ignoredAsTyped } from "./corrections";

describe("correctedQuery", () => {
  it("replaces the corrected words and keeps the others as typed", () => {
    expect(correctedQuery("Tondeuze 46 cm", [{ word: "tondeuze", correction: "tondeuse" }])).toBe("tondeuse 46 cm");
    expect(
      correctedQuery("filtre a aire débrousaileuse", [
        { word: "aire", correction: "air" },
        { word: "debrousaileuse", correction: "debroussailleuse" },
      ]),
    ).toBe("filtre a air debroussailleuse");
  });

  it("is null when nothing was corrected", () => {
    expect(correctedQuery("tondeuse", [])).toBeNull();
    expect(correctedQuery("tondeuse", [{ word: "other", correction: "word" }])).toBeNull();
  });
});

describe("ignoredAsTyped", () => {
  it("gives the words left out as the buyer typed them", () => {
    expect(ignoredAsTyped("Tondeuse Écureuil batterie", ["ecureuil"])).toEqual(["Écureuil"]);
    expect(ignoredAsTyped("ZZ-999-99 chainsaw", ["ZZ-999-99"])).toEqual(["ZZ-999-99"]);
    expect(ignoredAsTyped("tondeuse", [])).toEqual([]);
  });
});

describe("highlightQuery", () => {
  it("marks both the typed and the corrected words", () => {
    expect(highlightQuery("tronconeuse", [{ word: "tronconeuse", correction: "tronconneuse" }])).toBe("tronconeuse tronconneuse");
    expect(highlightQuery("lame", [])).toBe("lame");
  });
});
