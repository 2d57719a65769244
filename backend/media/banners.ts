/**
 * Banner and cover compositions: soft backgrounds, large geometric shapes and, when the banner id
 * names a product kind and a colour, that product's illustration. No text is ever drawn — the
 * storefront lays its own text over the calm side of the picture.
 */
import { hashString, createRng } from "../db/seed/prng.ts";
import { hueOf, luminance, mix, paletteOf } from "./color.ts";
import { drawItem, illustrationDefs } from "./illustrations.ts";
import { isProductKind, type ProductKind } from "./kinds.ts";

interface BannerPalette {
  bg: string;
  bg2: string;
  shape: string;
  deep: string;
  accent: string;
}

const CURATED: BannerPalette[] = [
  { bg: "#f4e6d8", bg2: "#ebcdb4", shape: "#c4663f", deep: "#8a3b22", accent: "#fbf5ee" },
  { bg: "#e8eee4", bg2: "#ccd9c4", shape: "#7d9471", deep: "#3e5a44", accent: "#f8f6ef" },
  { bg: "#e1e7f0", bg2: "#b9c8dc", shape: "#3b5b85", deep: "#1f2d4d", accent: "#f4f0e7" },
  { bg: "#f7e8e8", bg2: "#eccbce", shape: "#c9828b", deep: "#7a3945", accent: "#fcf7f3" },
  { bg: "#f7efd9", bg2: "#eed9a4", shape: "#d6a22a", deep: "#7a5a12", accent: "#fffaf0" },
  { bg: "#eeeaf5", bg2: "#d7cdea", shape: "#9b87c4", deep: "#4d3f73", accent: "#faf8fc" },
  { bg: "#f1e3e3", bg2: "#dcb6ba", shape: "#8e3b4a", deep: "#4e1626", accent: "#fbf5f2" },
  { bg: "#ece9e4", bg2: "#d6d1c8", shape: "#6f6a62", deep: "#2e2c29", accent: "#faf8f4" },
];

function paletteFromHex(hex: string): BannerPalette {
  const base = `#${hex}`;
  const lum = luminance(base);
  const shape = lum > 0.7 ? mix(base, "#8c7a62", 0.45) : base;
  return {
    bg: mix(base, "#ffffff", lum > 0.7 ? 0.55 : 0.86),
    bg2: mix(base, "#ffffff", lum > 0.7 ? 0.2 : 0.62),
    shape,
    deep: mix(shape, "#000000", 0.38),
    accent: mix(base, "#ffffff", 0.94),
  };
}

/** What the id asks for: a featured product kind and colour, if any. */
export function parseBannerId(id: string): { kind?: ProductKind; hex?: string } {
  const out: { kind?: ProductKind; hex?: string } = {};
  for (const word of id.split("-")) {
    if (!out.hex && /^[0-9a-f]{6}$/.test(word)) out.hex = word;
    else if (!out.kind && isProductKind(word)) out.kind = word;
  }
  return out;
}

/** A banner composition `w`×`h` (its own coordinate system), rendered at `outW`×`outH` px. */
export function bannerSvg(id: string, w: number, h: number, outW: number, outH: number): string {
  const rng = createRng(`banner:${id}`);
  const { kind, hex } = parseBannerId(id);
  const pal = hex ? paletteFromHex(hex) : CURATED[hashString(id) % CURATED.length];
  const wide = w / h > 1.25;
  const tall = h / w > 1.15;
  const m = Math.min(w, h);
  // the focus (where the shapes and the product gather): right third for wide banners
  const fx = wide ? w * (0.66 + rng.int(0, 6) / 100) : w * 0.5;
  const fy = tall ? h * 0.6 : h * 0.52;
  const layout = hashString(`${id}:layout`) % 4;
  const parts: string[] = [];
  parts.push(
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${pal.bg}"/><stop offset="1" stop-color="${mix(pal.bg, pal.bg2, 0.55)}"/></linearGradient>` +
      `<radialGradient id="soft"><stop offset="0" stop-color="${pal.accent}" stop-opacity="0.9"/><stop offset="1" stop-color="${pal.accent}" stop-opacity="0"/></radialGradient>` +
      `<pattern id="dot" width="${Math.round(m / 28)}" height="${Math.round(m / 28)}" patternUnits="userSpaceOnUse"><circle cx="${m / 56}" cy="${m / 56}" r="${Math.max(1.5, m / 260)}" fill="${pal.deep}" opacity="0.22"/></pattern>` +
      (kind ? illustrationDefs("b", paletteOf(hex ?? "b8864f")) : "") +
      `</defs>`,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
  );
  const r = m * (0.42 + rng.int(0, 8) / 100);
  switch (layout) {
    case 0: {
      // arch
      const aw = m * 0.62;
      const ah = h * (tall ? 0.62 : 0.86);
      const ax = fx - aw / 2;
      const ay = h - ah;
      parts.push(
        `<circle cx="${fx + aw * 0.55}" cy="${ay + aw * 0.2}" r="${m * 0.16}" fill="${pal.shape}" opacity="0.85"/>`,
        `<path d="M${ax} ${h} L${ax} ${ay + aw / 2} A${aw / 2} ${aw / 2} 0 0 1 ${ax + aw} ${ay + aw / 2} L${ax + aw} ${h} Z" fill="${pal.bg2}"/>`,
        `<path d="M${ax - m * 0.04} ${h} L${ax - m * 0.04} ${ay + aw / 2} A${aw / 2 + m * 0.04} ${aw / 2 + m * 0.04} 0 0 1 ${ax + aw + m * 0.04} ${ay + aw / 2} L${ax + aw + m * 0.04} ${h}" fill="none" stroke="${pal.deep}" stroke-width="${m * 0.006}" opacity="0.5"/>`,
      );
      break;
    }
    case 1: {
      // circles
      parts.push(
        `<circle cx="${fx}" cy="${fy}" r="${r}" fill="${pal.bg2}"/>`,
        `<circle cx="${fx + r * 0.75}" cy="${fy - r * 0.7}" r="${r * 0.32}" fill="${pal.shape}" opacity="0.9"/>`,
        `<circle cx="${fx - r * 0.9}" cy="${fy + r * 0.55}" r="${r * 0.5}" fill="none" stroke="${pal.deep}" stroke-width="${m * 0.006}" opacity="0.45"/>`,
        `<rect x="${fx - r * 1.3}" y="${fy - r * 1.2}" width="${r * 0.9}" height="${r * 0.9}" fill="url(#dot)"/>`,
      );
      break;
    }
    case 2: {
      // split
      const sx = wide ? w * 0.5 : 0;
      const sy = wide ? 0 : h * 0.45;
      parts.push(
        `<rect x="${sx}" y="${sy}" width="${w - sx}" height="${h - sy}" fill="${pal.bg2}"/>`,
        `<circle cx="${wide ? sx : w * 0.5}" cy="${wide ? h * 0.5 : sy}" r="${r * 0.9}" fill="${pal.shape}" opacity="0.88"/>`,
        `<circle cx="${wide ? sx : w * 0.5}" cy="${wide ? h * 0.5 : sy}" r="${r * 1.15}" fill="none" stroke="${pal.deep}" stroke-width="${m * 0.005}" opacity="0.4"/>`,
        `<rect x="${w * 0.06}" y="${h * 0.62}" width="${m * 0.3}" height="${m * 0.3}" fill="url(#dot)"/>`,
      );
      break;
    }
    default: {
      // waves
      const wave = (y: number, amp: number, fill: string, opacity: number) =>
        `<path d="M0 ${y} C${w * 0.25} ${y - amp} ${w * 0.5} ${y + amp} ${w * 0.75} ${y} S${w} ${y - amp} ${w} ${y} L${w} ${h} L0 ${h} Z" fill="${fill}" opacity="${opacity}"/>`;
      parts.push(
        `<circle cx="${fx}" cy="${h * 0.38}" r="${r * 0.7}" fill="${pal.shape}" opacity="0.85"/>`,
        wave(h * 0.62, h * 0.08, pal.bg2, 1),
        wave(h * 0.74, h * 0.06, mix(pal.bg2, pal.shape, 0.35), 0.9),
        wave(h * 0.86, h * 0.05, mix(pal.bg2, pal.deep, 0.35), 0.75),
      );
    }
  }
  parts.push(`<ellipse cx="${w * 0.22}" cy="${h * 0.3}" rx="${w * 0.3}" ry="${h * 0.35}" fill="url(#soft)" opacity="0.6"/>`);
  if (kind) {
    const size = m * (tall ? 0.78 : wide ? 0.92 : 0.84);
    const px = fx - size / 2;
    const py = Math.min(h - size * 0.98, fy - size / 2);
    const shadowY = py + size * 0.9;
    parts.push(
      `<ellipse cx="${fx}" cy="${shadowY}" rx="${size * 0.33}" ry="${size * 0.04}" fill="#000000" opacity="0.12"/>`,
      `<g transform="translate(${px.toFixed(1)} ${py.toFixed(1)}) scale(${(size / 1000).toFixed(4)})">${drawItem(kind, paletteOf(hex ?? "b8864f"), "b")}</g>`,
    );
  } else {
    // a quiet geometric mark for brand tiles and covers without a product
    const hue = hueOf(pal.shape);
    const k = m * 0.1;
    const sw = m * 0.014;
    const marks = [
      `<path d="M${fx - k} ${fy + k * 0.8} L${fx} ${fy - k} L${fx + k} ${fy + k * 0.8} Z" fill="none" stroke="${pal.deep}" stroke-width="${sw}" stroke-linejoin="round"/>`,
      `<circle cx="${fx}" cy="${fy}" r="${k * 0.9}" fill="none" stroke="${pal.deep}" stroke-width="${sw}"/><circle cx="${fx}" cy="${fy}" r="${k * 0.35}" fill="${pal.shape}"/>`,
      `<rect x="${fx - k * 0.75}" y="${fy - k * 0.75}" width="${k * 1.5}" height="${k * 1.5}" fill="none" stroke="${pal.deep}" stroke-width="${sw}" transform="rotate(45 ${fx} ${fy})"/>`,
      `<path d="M${fx - k * 0.8} ${fy + k * 0.9} L${fx - k * 0.8} ${fy} A${k * 0.8} ${k * 0.8} 0 0 1 ${fx + k * 0.8} ${fy} L${fx + k * 0.8} ${fy + k * 0.9}" fill="none" stroke="${pal.deep}" stroke-width="${sw}"/>`,
      `<path d="M${fx - k} ${fy} Q${fx - k / 2} ${fy - k} ${fx} ${fy} T${fx + k} ${fy}" fill="none" stroke="${pal.deep}" stroke-width="${sw}" stroke-linecap="round"/><path d="M${fx - k} ${fy + k * 0.5} Q${fx - k / 2} ${fy - k * 0.5} ${fx} ${fy + k * 0.5} T${fx + k} ${fy + k * 0.5}" fill="none" stroke="${pal.shape}" stroke-width="${sw}" stroke-linecap="round"/>`,
    ];
    parts.push(
      `<circle cx="${fx}" cy="${fy}" r="${m * 0.2}" fill="${pal.accent}" opacity="0.85"/>`,
      marks[(hashString(`${id}:mark`) + Math.round(hue)) % marks.length],
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${w} ${h}">${parts.join("")}</svg>`;
}
