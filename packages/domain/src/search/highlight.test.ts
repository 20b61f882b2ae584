import { describe, expect, it } from "vitest";
import { highlightSegments } from "./highlight";

const marked = (segments: { text: string; match: boolean }[]) => segments.filter((segment) => segment.match).map((segment) => segment.text);

describe("highlightSegments", () => {
  it("marks words with the query's stem, whatever their accents and case", () => {
    expect(marked(highlightSegments("fr", "Tondeuses autotractées", "tondeuse autotractee"))).toEqual(["Tondeuses", "autotractées"]);
  });

  it("marks the word a query begins, as one types", () => {
    expect(marked(highlightSegments("fr", "Débroussailleuse forestière", "debrou"))).toEqual(["Débroussailleuse"]);
  });

  it("marks a word typed with a small mistake", () => {
    expect(marked(highlightSegments("fr", "Tondeuse poussée", "tondeuze"))).toEqual(["Tondeuse"]);
  });

  it("marks a whole reference typed without its separators", () => {
    const segments = highlightSegments("fr", "Lanceur VRD-915-4039 complet", "vrd9154039");
    expect(segments).toEqual([
      { text: "Lanceur ", match: false },
      { text: "VRD-915-4039", match: true },
      { text: " complet", match: false },
    ]);
  });

  it("marks a whole reference typed among other words", () => {
    expect(marked(highlightSegments("fr", "Filtre à air Réf. KRL-493-4364", "KRL-493-4364 filtre"))).toEqual(["Filtre", "KRL-493-4364"]);
    expect(marked(highlightSegments("nl", "Luchtfilter KRL-493-4364", "luchtfilter krl4934364"))).toEqual(["Luchtfilter", "KRL-493-4364"]);
  });

  it("leaves the text whole when nothing matches, and keeps every character", () => {
    const text = "Filtre à air – Meranor HS 100";
    expect(highlightSegments("fr", text, "courroie")).toEqual([{ text, match: false }]);
    expect(
      highlightSegments("fr", text, "air meranor")
        .map((segment) => segment.text)
        .join(""),
    ).toBe(text);
  });

  it("does not mark the short words a query carries", () => {
    expect(marked(highlightSegments("fr", "Filtre à air de tondeuse", "filtre à air"))).toEqual(["Filtre", "air"]);
  });
});
