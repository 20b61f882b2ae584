import { contrastRatio } from "@portal/domain/theme/tints";
import { describe, expect, it } from "vitest";
import { fontStack, inkColor, resolveTheme, strongSurface, themeStyleSheet, themeVariables } from "./theme-style";

const colors = { main: "#0f3b5f", secondary: "#f39200", third: "#2d333b", fourth: "#3f7f3a", toolsBackground: "#eef2f6" };

describe("themeVariables", () => {
  it("gives every colour its tints from 10 to 90 %", () => {
    const variables = themeVariables(colors, "system-ui");
    expect(variables["--color-main"]).toBe("#0f3b5f");
    for (const step of [10, 20, 30, 40, 50, 60, 70, 80, 90]) {
      expect(variables[`--color-secondary-${step}`]).toMatch(/^#[0-9a-f]{6}$/);
      expect(variables[`--color-tools-background-${step}`]).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it("adds readable variants of each colour", () => {
    const variables = themeVariables(colors, "system-ui");
    expect(variables["--color-main-on"]).toBe("#ffffff");
    expect(variables["--color-secondary-on"]).toBe("#111827");
    expect(contrastRatio(variables["--color-secondary-ink"] ?? "", "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });

  it("writes one rule on html:root", () => {
    const css = themeStyleSheet(colors, "Inter");
    expect(css.startsWith("html:root{--color-main:#0f3b5f;")).toBe(true);
    expect(css).toContain("--font-primary:Inter, system-ui");
    expect(css.endsWith("}")).toBe(true);
  });
});

describe("readable colours", () => {
  it("darkens a light brand colour until text reaches 5:1 on white", () => {
    expect(contrastRatio(inkColor("#f39200"), "#ffffff")).toBeGreaterThanOrEqual(5);
    expect(inkColor("#0f3b5f")).toBe("#0f3b5f");
  });

  it("never gives a filled surface with unreadable text", () => {
    for (const color of ["#2e8b57", "#f39200", "#777777", "#ffffff", "#000000", "#1e90ff"]) {
      const { background, text } = strongSurface(color);
      expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe("fontStack", () => {
  it("keeps family names and strips what could break out of the rule", () => {
    expect(fontStack('Inter, "Segoe UI"')).toMatch(/^Inter, "Segoe UI", system-ui/);
    expect(fontStack("x;}</style><script>")).toMatch(/^xstylescript, system-ui/);
  });
});

describe("resolveTheme", () => {
  it("accepts the three themes and defaults to industrial", () => {
    expect(resolveTheme("rounded")).toBe("rounded");
    expect(resolveTheme("large")).toBe("large");
    expect(resolveTheme(undefined)).toBe("industrial");
    expect(resolveTheme("neon")).toBe("industrial");
  });
});
