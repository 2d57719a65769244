/** Small colour helpers for the generated illustrations (hex strings "#rrggbb"). */

export type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb {
  const clean = hex.replace(/^#/, "");
  return [0, 2, 4].map((i) => parseInt(clean.slice(i, i + 2), 16)) as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, "0")).join("")}`;
}

/** a + (b - a) * amount */
export function mix(a: string, b: string, amount: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([0, 1, 2].map((i) => x[i] + (y[i] - x[i]) * amount) as Rgb);
}

/** relative luminance 0..1 */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function hueOf(hex: string): number {
  const [r, g, b] = parseHex(hex).map((v) => v / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const d = max - min;
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return h * 60;
}

/** Colours an illustration is drawn with, derived from the product colour. */
export interface Palette {
  base: string;
  light: string;
  dark: string;
  /** outline */
  stroke: string;
  /** seams, stitching, small details: visible on the base colour */
  line: string;
  /** soft studio background */
  bg: string;
  bg2: string;
  /** true for very dark products (details go lighter, not darker) */
  isDark: boolean;
  isLight: boolean;
}

export function paletteOf(hex: string): Palette {
  const base = hex.startsWith("#") ? hex : `#${hex}`;
  const lum = luminance(base);
  const isDark = lum < 0.06;
  const isLight = lum > 0.72;
  const bg = isLight ? "#e9e5de" : mix(base, "#ffffff", lum < 0.03 ? 0.9 : 0.84);
  return {
    base,
    light: mix(base, "#ffffff", 0.3),
    dark: mix(base, "#000000", isDark ? 0.35 : 0.28),
    stroke: isDark ? mix(base, "#000000", 0.5) : mix(base, "#000000", isLight ? 0.3 : 0.42),
    line: isDark ? mix(base, "#ffffff", 0.28) : mix(base, "#000000", isLight ? 0.22 : 0.32),
    bg,
    bg2: mix(bg, "#000000", 0.06),
    isDark,
    isLight,
  };
}
