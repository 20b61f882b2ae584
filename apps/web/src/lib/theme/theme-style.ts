import type { SiteConfiguration } from "@portal/domain/content/schemas";
import { colorVariables, contrastRatio, parseHexColor, readableTextOn } from "@portal/domain/theme/tints";

export const themes = ["industrial", "rounded", "large"] as const;
export type Theme = (typeof themes)[number];

export function resolveTheme(value: string | undefined): Theme {
  return themes.find((theme) => theme === value) ?? "industrial";
}

/** Mixes `color` with black; `share` is the part of black (0–1). */
function shade(color: string, share: number): string {
  const rgb = parseHexColor(color) ?? [0, 0, 0];
  return `#${rgb
    .map((channel) =>
      Math.round(channel * (1 - share))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/**
 * The brand colour darkened just enough to be read as text on white and light grey surfaces
 * (target 5:1 on white keeps 4.5:1 on the lightest neutral surfaces).
 */
export function inkColor(color: string, target = 5): string {
  for (let share = 0; share <= 1; share += 0.05) {
    const candidate = shade(color, share);
    if (contrastRatio(candidate, "#ffffff") >= target) return candidate;
  }
  return "#000000";
}

/** A filled surface in the brand colour and the text on it, always readable (≥ 4.5:1). */
export function strongSurface(color: string): { background: string; text: string } {
  const text = readableTextOn(color);
  if (contrastRatio(color, text) >= 4.5) return { background: color, text };
  return { background: inkColor(color, 4.5), text: "#ffffff" };
}

const colorNames = ["main", "secondary", "third", "fourth", "toolsBackground"] as const;
type ColorName = (typeof colorNames)[number];

function cssName(name: ColorName): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** Font families from the content service, reduced to safe characters and re-quoted. */
export function fontStack(primaryFont: string): string {
  const families = primaryFont
    .split(",")
    .map((family) => family.replace(/[^\p{L}\p{N} _-]/gu, "").trim())
    .filter(Boolean)
    .map((family) => (/\s|^\d/.test(family) ? `"${family}"` : family));
  return [...families, "system-ui", "-apple-system", '"Segoe UI"', "Roboto", '"Helvetica Neue"', "Arial", "sans-serif"].join(", ");
}

/** Custom properties of the site configuration: each colour with its 10–90 % tints, readable variants and the font. */
export function themeVariables(colors: SiteConfiguration["colors"], primaryFont: string): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const name of colorNames) {
    const color = colors[name];
    const css = cssName(name);
    Object.assign(variables, colorVariables(css, color));
    const strong = strongSurface(color);
    variables[`--color-${css}-on`] = readableTextOn(color);
    variables[`--color-${css}-ink`] = inkColor(color);
    variables[`--color-${css}-strong`] = strong.background;
    variables[`--color-${css}-strong-on`] = strong.text;
  }
  variables["--font-primary"] = fontStack(primaryFont);
  return variables;
}

/** `html:root` outranks the defaults on `:root` in tokens.css, whatever order the styles load in. */
export function themeStyleSheet(colors: SiteConfiguration["colors"], primaryFont: string): string {
  const declarations = Object.entries(themeVariables(colors, primaryFont))
    .map(([name, value]) => `${name}:${value}`)
    .join(";");
  return `html:root{${declarations}}`;
}
