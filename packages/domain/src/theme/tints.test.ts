import { describe, expect, it } from "vitest";
import { colorVariables, contrastRatio, parseHexColor, readableTextOn, tint } from "./tints";

describe("tints", () => {
  it.each([
    ["#000000", 10, "#e6e6e6"],
    ["#000000", 50, "#808080"],
    ["#000000", 90, "#1a1a1a"],
    ["#ff0000", 50, "#ff8080"],
    ["#e85d04", 100, "#e85d04"],
    ["#fff", 30, "#ffffff"],
  ])("%s at %i%% is %s", (color, step, expected) => {
    expect(tint(color, step)).toBe(expected);
  });

  it("gives one variable per step from 10 to 90", () => {
    const variables = colorVariables("main", "#1d4e89");
    expect(Object.keys(variables)).toEqual(["--color-main", ...[10, 20, 30, 40, 50, 60, 70, 80, 90].map((step) => `--color-main-${step}`)]);
    expect(variables["--color-main"]).toBe("#1d4e89");
  });

  it("rejects what is not a hex colour", () => {
    expect(parseHexColor("red")).toBeNull();
    expect(() => tint("rgb(0,0,0)", 10)).toThrow();
  });

  it("picks readable text", () => {
    expect(readableTextOn("#1d4e89")).toBe("#ffffff");
    expect(readableTextOn("#f5c400")).toBe("#111827");
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 0);
  });
});
