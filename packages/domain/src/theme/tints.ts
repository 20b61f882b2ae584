/** Theme tints, spec section 2: every site colour gets lighter variants in 10% steps. */
export const TINT_STEPS = [10, 20, 30, 40, 50, 60, 70, 80, 90] as const;
export type TintStep = (typeof TINT_STEPS)[number];

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function parseHexColor(value: string): [number, number, number] | null {
  const match = HEX.exec(value.trim());
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join("") : match[1];
  return [0, 2, 4].map((offset) => Number.parseInt(hex.slice(offset, offset + 2), 16)) as [number, number, number];
}

function toHex(channels: number[]): string {
  return `#${channels.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
}

/** A tint of `step`% keeps that share of the colour and mixes the rest with white. */
export function tint(color: string, step: number): string {
  const rgb = parseHexColor(color);
  if (!rgb) throw new Error(`Not a hex colour: ${color}`);
  const share = step / 100;
  return toHex(rgb.map((channel) => 255 - (255 - channel) * share));
}

/** CSS custom properties for one named colour: `--color-main`, `--color-main-10` … `--color-main-90`. */
export function colorVariables(name: string, color: string): Record<string, string> {
  const variables: Record<string, string> = { [`--color-${name}`]: toHex(parseHexColor(color) ?? [0, 0, 0]) };
  for (const step of TINT_STEPS) variables[`--color-${name}-${step}`] = tint(color, step);
  return variables;
}

/** Relative luminance (WCAG 2.x), used to pick readable text on a coloured surface. */
export function luminance(color: string): number {
  const rgb = parseHexColor(color);
  if (!rgb) return 0;
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** White or near-black text, whichever reads better on `background`. */
export function readableTextOn(background: string): "#ffffff" | "#111827" {
  return contrastRatio(background, "#ffffff") >= contrastRatio(background, "#111827") ? "#ffffff" : "#111827";
}
