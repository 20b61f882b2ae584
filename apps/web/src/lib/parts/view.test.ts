import { describe, expect, it } from "vitest";
import { clampView, partsHref, summarizeResults, zoomAt } from "./view";

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
