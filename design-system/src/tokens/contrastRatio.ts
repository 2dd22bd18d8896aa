// WCAG 2.x contrast between two colours of the tokens (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio).
// Colours are what tokens.css writes: #rgb, #rrggbb or rgb()/rgba() with 0–255 channels.

/** Red, green and blue, 0–255. */
export type Rgb = readonly [number, number, number];
/** A colour that may be see-through (alpha 0–1). */
export type Rgba = { rgb: Rgb; alpha: number };

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const FUNCTIONAL = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+)\s*)?\)$/i;

/** A colour of tokens.css (`#1c5cff`, `#fff`, `rgba(20, 26, 41, 0.88)`), or null for anything else. */
export function parseColour(value: string): Rgba | null {
  const text = value.trim();
  const hex = HEX.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const channel = (at: number) => parseInt(full.slice(at, at + 2), 16);
    return { rgb: [channel(0), channel(2), channel(4)], alpha: 1 };
  }
  const match = FUNCTIONAL.exec(text);
  if (!match) return null;
  return {
    rgb: [Number(match[1]), Number(match[2]), Number(match[3])],
    alpha: match[4] === undefined ? 1 : Number(match[4]),
  };
}

/** What a see-through colour looks like painted over an opaque backdrop. */
export function over(colour: Rgba, backdrop: Rgb): Rgb {
  const mix = (index: 0 | 1 | 2) =>
    Math.round(colour.rgb[index] * colour.alpha + backdrop[index] * (1 - colour.alpha));
  return [mix(0), mix(1), mix(2)];
}

const linear = (channel: number) => {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance of an opaque colour, 0 (black) to 1 (white). */
export function relativeLuminance([red, green, blue]: Rgb): number {
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** The contrast ratio of two opaque colours, 1 to 21 (4.5 is the AA minimum for body text). */
export function contrastRatio(first: Rgb, second: Rgb): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}
