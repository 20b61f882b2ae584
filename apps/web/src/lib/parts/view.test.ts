import { partsLimits } from "@portal/domain/parts/schemas";
import { describe, expect, it } from "vitest";
import { pageParam } from "../http/page-param";
import { clampView, modelsPageHref, modelTitle, partsHref, summarizeResults, zoomAt } from "./view";

const frame = { width: 400, height: 300 };

describe("the viewer's zoom and pan", () => {
  it.each([
    { view: { scale: 0.5, x: 10, y: 10 }, expected: { scale: 1, x: 0, y: 0 } },
    { view: { scale: 2, x: -1000, y: 50 }, expected: { scale: 2, x: -400, y: 0 } },
    { view: { scale: 9, x: -100, y: -100 }, expected: { scale: 6, x: -100, y: -100 } },
  ])("clamps $view", ({ view, expected }) => expect(clampView(view, frame)).toEqual(expected));

  it("zooms around the point asked, keeping it still", () => {
    const zoomed = zoomAt({ scale: 1, x: 0, y: 0 }, 2, { x: 100, y: 100 }, frame);
    expect(zoomed).toEqual({ scale: 2, x: -100, y: -100 });
    expect(zoomAt(zoomed, 0.5, { x: 100, y: 100 }, frame)).toEqual({ scale: 1, x: 0, y: 0 });
  });
});

describe("partsHref", () => {
  it("writes the deep link of a position", () => {
    expect(partsHref("/fr/partsmart", { model: "VRD-LM320", assembly: "engine", position: 3 })).toBe(
      "/fr/partsmart?model=VRD-LM320&assembly=engine&position=3",
    );
    expect(partsHref("/en/partsmart", { model: "A B" })).toBe("/en/partsmart?model=A+B");
  });
});

describe("summarizeResults", () => {
  const line = { reference: "R", quantity: 1, addedReference: null, code: null, detail: null };
  it("counts replaced parts as added", () => {
    expect(
      summarizeResults([
        { ...line, outcome: "added" },
        { ...line, outcome: "superseded" },
        { ...line, outcome: "unknown_reference" },
      ]),
    ).toEqual({ added: 2, refused: 1 });
  });
});

describe("the model list's pages", () => {
  it("keeps the filters in each page's address, and leaves page 1 out", () => {
    expect(modelsPageHref("/fr/pieces", { q: "LV 4", brand: "verdalis", page: 3 })).toBe("/fr/pieces?q=LV+4&brand=verdalis&page=3");
    expect(modelsPageHref("/fr/pieces", { q: "", brand: "", page: 1 })).toBe("/fr/pieces");
    expect(modelsPageHref("/fr/pieces", { q: "", brand: "sylvor", page: 1 })).toBe("/fr/pieces?brand=sylvor");
  });

  it.each([
    [undefined, 1],
    ["2", 2],
    ["0", 1],
    ["-3", 1],
    ["1.5", 1],
    ["abc", 1],
    ["100001", 1],
  ])("reads page %s as %i", (value, page) => expect(pageParam(value, partsLimits.maxPage)).toBe(page));
});

describe("modelTitle", () => {
  it("puts the brand before a bare model name, once", () => {
    expect(modelTitle({ name: "DV 200", brand: { name: "Verdalis" } })).toBe("Verdalis DV 200");
    expect(modelTitle({ name: "Débroussailleuse Verdalis BC 36", brand: { name: "Verdalis" } })).toBe("Débroussailleuse Verdalis BC 36");
  });
});
