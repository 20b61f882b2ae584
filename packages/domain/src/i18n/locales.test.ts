import { describe, expect, it } from "vitest";
import { negotiateLocale } from "./locales";

describe("negotiateLocale", () => {
  it.each([
    [undefined, "fr"],
    ["", "fr"],
    ["de", "de"],
    ["de-CH,de;q=0.9,en;q=0.8", "de"],
    ["es,nl;q=0.5,en;q=0.9", "en"],
    ["NL-be", "nl"],
    ["es, it", "fr"],
    ["en;q=0, de;q=0.2", "de"],
  ])("%s gives %s", (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });
});
