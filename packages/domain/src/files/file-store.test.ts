import { describe, expect, it } from "vitest";
import { isValidFileKey } from "./file-store";

describe("isValidFileKey", () => {
  it.each([
    ["products/manuals/ts-53.pdf", true],
    ["logo.svg", true],
    ["../secrets/jwt.key", false],
    ["products/../../etc/passwd", false],
    ["/etc/passwd", false],
    ["Products/Manual.pdf", false],
    ["a//b", false],
    ["", false],
  ])("%s → %s", (key, expected) => {
    expect(isValidFileKey(key)).toBe(expected);
  });
});
