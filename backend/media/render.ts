import { loadSharp } from "./sharp.ts";
import { bannerSvg } from "./banners.ts";
import { PRODUCT_ASPECT, productSvg } from "./illustrations.ts";
import { isProductKind, PRODUCT_VIEWS, type ProductKind, type ProductView } from "./kinds.ts";

/** Bumped whenever drawings change, so caches and ETags move on. */
export const RENDER_VERSION = 2;

/** Originals: product images are 3:4 portraits 1500 px wide (1500 × 2000); banners keep their own size. */
export const PRODUCT_ORIGINAL = 1500;
export const WIDTHS = [50, 300, 500, 1000] as const;

export type Recipe =
  | { type: "product"; kind: ProductKind; hex: string; view: ProductView; key: string }
  | { type: "banner"; id: string; w: number; h: number; key: string };

const PRODUCT_RE = /^gen\/p\/([a-z]+)\/([0-9a-f]{6})\/([a-z]+)\.(png|webp)$/;
const BANNER_RE = /^gen\/b\/([a-z0-9]+(?:-[a-z0-9]+){0,15})\/(\d{2,4})x(\d{2,4})\.(png|webp)$/;

/**
 * Parses an image recipe path; anything that is not exactly a known recipe is null
 * (this is also what keeps paths like `../..` out of the cache directory).
 * `key` is the canonical form (no extension) used for caching.
 */
export function parseRecipe(path: string): Recipe | null {
  const product = PRODUCT_RE.exec(path);
  if (product) {
    const [, kind, hex, view] = product;
    if (!isProductKind(kind) || !(PRODUCT_VIEWS as readonly string[]).includes(view)) return null;
    return { type: "product", kind, hex, view: view as ProductView, key: `gen/p/${kind}/${hex}/${view}` };
  }
  const banner = BANNER_RE.exec(path);
  if (banner) {
    const [, id, ws, hs] = banner;
    const w = Number(ws);
    const h = Number(hs);
    if (w < 16 || h < 16 || w > 2400 || h > 2400 || id.length > 96) return null;
    return { type: "banner", id, w, h, key: `gen/b/${id}/${w}x${h}` };
  }
  return null;
}

/** Output size of a recipe at a requested width ("orig" = the original size). */
export function outputSize(recipe: Recipe, width: number | "orig"): { w: number; h: number } {
  if (recipe.type === "product") {
    const w = width === "orig" ? PRODUCT_ORIGINAL : width;
    return { w, h: Math.round((w * PRODUCT_ASPECT.h) / PRODUCT_ASPECT.w) };
  }
  const w = width === "orig" ? recipe.w : width;
  return { w, h: Math.max(1, Math.round((recipe.h * w) / recipe.w)) };
}

/** The SVG markup of a recipe at an output size. */
export function recipeSvg(recipe: Recipe, size: { w: number; h: number }): string {
  return recipe.type === "product"
    ? productSvg(recipe.kind, recipe.hex, recipe.view, size.w)
    : bannerSvg(recipe.id, recipe.w, recipe.h, size.w, size.h);
}

/** Renders a recipe to WebP at the requested width. */
export async function renderRecipe(recipe: Recipe, width: number | "orig"): Promise<Buffer> {
  const size = outputSize(recipe, width);
  const svg = recipeSvg(recipe, size);
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg), { density: 72 })
    .resize(size.w, size.h, { fit: "fill" })
    .webp({ quality: size.w <= 100 ? 70 : 82, effort: 2, smartSubsample: true })
    .toBuffer();
}
