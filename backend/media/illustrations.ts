/**
 * Flat product illustrations as SVG, drawn in a 1000×1000 box in the product's colour with a soft
 * light-to-shadow overlay, set in a 3:4 portrait canvas (the shop's image frame). Garments have a front and a back; other goods are mirrored for the back.
 * The drawings are in drawings-wear.ts and drawings-goods.ts (their primitives in draw-kit.ts);
 * this file picks one per kind and frames it.
 */
import { mix, paletteOf, type Palette } from "./color.ts";
import type { DrawCtx } from "./draw-kit.ts";
import { backpack, bag, beanie, bottle, candle, cap, cream, headphones, lamp, lipstick, mug, perfume, phonecase, pillow, plate, powerbank, scarf, smartwatch, speaker, sunglasses, vase, watch, yogamat } from "./drawings-goods.ts";
import { boot, coat, dress, heel, hoodie, jacket, jeans, leggings, loafer, puffer, shirt, skirt, sneaker, sweater, tank, trousers, tshirt } from "./drawings-wear.ts";
import type { ProductKind, ProductView } from "./kinds.ts";

export type { DrawCtx } from "./draw-kit.ts";

/* ───────── registry ───────── */

export const DRAW: Record<ProductKind, (c: DrawCtx) => string> = {
  tshirt,
  tank,
  shirt,
  sweater,
  hoodie,
  dress,
  skirt,
  trousers,
  jeans,
  leggings,
  coat,
  jacket,
  puffer,
  sneaker,
  boot,
  heel,
  loafer,
  bag,
  backpack,
  watch,
  smartwatch,
  sunglasses,
  cap,
  beanie,
  scarf,
  mug,
  plate,
  vase,
  candle,
  lamp,
  pillow,
  perfume,
  cream,
  lipstick,
  bottle,
  yogamat,
  headphones,
  speaker,
  powerbank,
  phonecase,
};

/** Kinds drawn with a real back view; the rest are mirrored. */

const HAS_BACK = new Set<ProductKind>(["tshirt", "tank", "shirt", "sweater", "hoodie", "dress", "skirt", "trousers", "jeans", "leggings", "coat", "jacket", "puffer", "bag", "backpack"]);
const HANGS = new Set<ProductKind>(["tshirt", "tank", "shirt", "sweater", "hoodie", "dress", "coat", "jacket", "puffer"]);
const BOTTOMS = new Set<ProductKind>(["trousers", "jeans", "leggings", "skirt"]);

/** Where the detail view zooms in, per kind (1000-box coordinates). */
const FOCUS: Partial<Record<ProductKind, [number, number]>> = {
  tshirt: [500, 260],
  tank: [500, 260],
  shirt: [500, 280],
  sweater: [500, 280],
  hoodie: [500, 250],
  dress: [500, 420],
  skirt: [500, 250],
  trousers: [520, 230],
  jeans: [600, 250],
  leggings: [500, 220],
  coat: [470, 420],
  jacket: [500, 300],
  puffer: [500, 260],
  sneaker: [500, 560],
  boot: [420, 480],
  heel: [560, 720],
  loafer: [560, 640],
  bag: [500, 560],
  backpack: [560, 620],
  watch: [500, 500],
  smartwatch: [500, 500],
  sunglasses: [320, 480],
  cap: [500, 420],
  beanie: [500, 620],
  scarf: [430, 700],
  mug: [460, 450],
  plate: [500, 560],
  vase: [500, 360],
  candle: [500, 560],
  lamp: [500, 380],
  pillow: [500, 500],
  perfume: [500, 420],
  cream: [500, 560],
  lipstick: [500, 400],
  bottle: [500, 300],
  yogamat: [700, 512],
  headphones: [300, 560],
  speaker: [500, 300],
  powerbank: [500, 600],
  phonecase: [440, 260],
};

/** Lowest point of each drawing (1000 box), so goods stand on the plinth of the outfit view. */
const BOTTOM: Partial<Record<ProductKind, number>> = {
  sneaker: 786,
  boot: 884,
  heel: 884,
  loafer: 800,
  bag: 874,
  backpack: 874,
  watch: 906,
  smartwatch: 912,
  sunglasses: 610,
  cap: 660,
  beanie: 806,
  scarf: 880,
  mug: 834,
  plate: 752,
  vase: 854,
  candle: 854,
  lamp: 850,
  pillow: 806,
  perfume: 864,
  cream: 844,
  lipstick: 900,
  bottle: 884,
  yogamat: 646,
  headphones: 762,
  speaker: 852,
  powerbank: 822,
  phonecase: 852,
};

/** Low drawings are lifted towards the middle of the front and back views. */
const LIFT: Partial<Record<ProductKind, number>> = { heel: -150, loafer: -130, sneaker: -90, plate: -60, yogamat: -10 };

/** <defs> the drawings need (shading, ribbing, dots, lens and glow gradients), prefixed with `id`. */
export function illustrationDefs(id: string, p: Palette): string {
  return [
    `<linearGradient id="${id}-shade" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.26"/><stop offset="0.45" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.24"/></linearGradient>`,
    `<pattern id="${id}-rib" width="14" height="14" patternUnits="userSpaceOnUse"><rect width="14" height="14" fill="${p.base}" opacity="0.55"/><path d="M7 0 L7 14" stroke="${p.stroke}" stroke-width="3" opacity="0.35"/></pattern>`,
    `<pattern id="${id}-dots" width="18" height="18" patternUnits="userSpaceOnUse"><circle cx="9" cy="9" r="3.2" fill="${p.stroke}" opacity="0.3"/></pattern>`,
    `<linearGradient id="${id}-lens" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d1f24"/><stop offset="1" stop-color="#5b5f68"/></linearGradient>`,
    `<radialGradient id="${id}-glow"><stop offset="0" stop-color="#ffe9a8" stop-opacity="0.9"/><stop offset="1" stop-color="#ffe9a8" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="${id}-shadow"><stop offset="0" stop-color="#000000" stop-opacity="0.22"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>`,
  ].join("");
}

/** The item alone (no background), in the 1000 box; needs illustrationDefs(id) in the SVG. */
export function drawItem(kind: ProductKind, p: Palette, id: string, back = false): string {
  const c: DrawCtx = { p, back: back && HAS_BACK.has(kind), id };
  const body = DRAW[kind](c);
  return back && !HAS_BACK.has(kind) ? `<g transform="translate(1000 0) scale(-1 1)">${body}</g>` : body;
}

function groundShadow(id: string, y = 900, rx = 330): string {
  return `<ellipse cx="500" cy="${y}" rx="${rx}" ry="42" fill="url(#${id}-shadow)"/>`;
}

function hanger(): string {
  return [
    `<path d="M500 176 L500 128 Q500 96 528 94 Q556 94 556 120 Q556 138 536 146" fill="none" stroke="#9aa0a6" stroke-width="10" stroke-linecap="round"/>`,
    `<path d="M290 252 Q400 200 500 172 Q600 200 710 252" fill="none" stroke="#a9804f" stroke-width="22" stroke-linecap="round"/>`,
  ].join("");
}

/** The product images' frame: 3:4 portrait, as the shop shows them (card, gallery, zoom). */
export const PRODUCT_ASPECT = { w: 3, h: 4 } as const;
/** The drawings' 1000 box sits in a 1000 × 1333 portrait canvas, 167 down (centred). */
const CANVAS_H = 1333;
const DROP = 167;

/** A complete 3:4 product image (SVG markup), `size` px wide and `size × 4/3` high. */
export function productSvg(kind: ProductKind, hex: string, view: ProductView, size: number): string {
  const p = paletteOf(hex);
  const id = "i";
  const defs = illustrationDefs(id, p);
  let scene: string;
  // what fills the canvas above and below the 1000 box: the scene's own background carried on
  let backdrop = `<rect width="1000" height="${CANVAS_H}" fill="${p.bg}"/>`;
  if (view === "outfit") {
    const wall = mix(p.bg, "#f6f1ea", 0.5);
    const floor = mix(wall, "#000000", 0.07);
    const ring = mix(p.base, "#ffffff", 0.72);
    const plant =
      `<rect x="800" y="700" width="90" height="100" rx="14" fill="#d8c3a5" stroke="#a89272" stroke-width="4"/>` +
      [
        [830, 640, -30],
        [860, 620, 20],
        [845, 590, -5],
        [880, 660, 45],
        [815, 675, -60],
      ]
        .map(([x, y, r]) => `<ellipse cx="${x}" cy="${y}" rx="22" ry="62" fill="#6f8a5c" transform="rotate(${r} ${x} ${y})" stroke="#4d6340" stroke-width="3"/>`)
        .join("");
    let item: string;
    if (HANGS.has(kind)) item = `<g transform="translate(80 60) scale(0.8)">${hanger()}${drawItem(kind, p, id)}</g>`;
    else if (BOTTOMS.has(kind))
      item = `<g transform="translate(80 70) scale(0.8)"><path d="M300 120 L700 120" stroke="#a9804f" stroke-width="18" stroke-linecap="round"/><path d="M500 120 L500 70 Q500 40 526 40" fill="none" stroke="#9aa0a6" stroke-width="10" stroke-linecap="round"/>${drawItem(kind, p, id)}</g>`;
    else
      item =
        `<rect x="200" y="770" width="520" height="120" rx="10" fill="${mix(wall, "#ffffff", 0.5)}" stroke="${mix(wall, "#000000", 0.15)}" stroke-width="4"/>` +
        `<g transform="translate(110 ${Math.round(772 - 0.7 * (BOTTOM[kind] ?? 870))}) scale(0.7)">${drawItem(kind, p, id)}</g>`;
    backdrop = `<rect width="1000" height="${CANVAS_H}" fill="${wall}"/><rect y="${800 + DROP}" width="1000" height="${CANVAS_H - 800 - DROP}" fill="${floor}"/>`;
    scene = `<rect width="1000" height="1000" fill="${wall}"/><rect y="800" width="1000" height="200" fill="${floor}"/><circle cx="600" cy="430" r="330" fill="${ring}" opacity="0.7"/>${plant}${item}`;
  } else if (view === "detail") {
    const [fx, fy] = FOCUS[kind] ?? [500, 450];
    // the close-up fills the whole canvas: centred on the canvas's middle (500 in the dropped box)
    scene = `<g transform="translate(500 ${CANVAS_H / 2 - DROP}) scale(2.4) translate(${-fx} ${-fy})">${drawItem(kind, p, id)}</g>`;
  } else {
    const dy = LIFT[kind] ?? 0;
    const shadowY = Math.min(910, (BOTTOM[kind] ?? 880) + dy + 18);
    const item = drawItem(kind, p, id, view === "back");
    scene = `<rect width="1000" height="1000" fill="${p.bg}"/><circle cx="500" cy="470" r="390" fill="${mix(p.bg, "#ffffff", 0.35)}"/>${groundShadow(id, shadowY)}${dy ? `<g transform="translate(0 ${dy})">${item}</g>` : item}`;
  }
  const height = Math.round((size * PRODUCT_ASPECT.h) / PRODUCT_ASPECT.w);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${height}" viewBox="0 0 1000 ${CANVAS_H}"><defs>${defs}</defs>${backdrop}<g transform="translate(0 ${DROP})">${scene}</g></svg>`;
}
