/**
 * The drawing kit of the product illustrations: the context a drawing gets (the palette, front
 * or back, the ids' prefix) and the SVG primitives every drawing is made of, all in the
 * 1000×1000 box (drawings.ts draws the products with them).
 */
import type { Palette } from "./color.ts";

export interface DrawCtx {
  p: Palette;
  back: boolean;
  /** prefix of the ids in <defs>, so several drawings can share one SVG */
  id: string;
}

/* ───────── primitives ───────── */

/** a filled shape with outline and the shading overlay */
export function shape(c: DrawCtx, d: string, fill = c.p.base, opts: { shade?: boolean; strokeWidth?: number } = {}): string {
  const sw = opts.strokeWidth ?? 5;
  const shade = opts.shade === false ? "" : `<path d="${d}" fill="url(#${c.id}-shade)"/>`;
  return `<path d="${d}" fill="${fill}" stroke="${c.p.stroke}" stroke-width="${sw}" stroke-linejoin="round"/>${shade}`;
}

/** a detail line (seam, fold, stitching) */
export function line(c: DrawCtx, d: string, opts: { width?: number; opacity?: number; dash?: string; color?: string; cap?: string } = {}): string {
  const dash = opts.dash ? ` stroke-dasharray="${opts.dash}"` : "";
  return `<path d="${d}" fill="none" stroke="${opts.color ?? c.p.line}" stroke-width="${opts.width ?? 4}" stroke-linecap="${opts.cap ?? "round"}" stroke-linejoin="round" opacity="${opts.opacity ?? 0.75}"${dash}/>`;
}

export function fillPath(d: string, fill: string, opacity = 1): string {
  return `<path d="${d}" fill="${fill}" opacity="${opacity}"/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" ${extra}/>`;
}

export function rect(x: number, y: number, w: number, h: number, rx: number, fill: string, extra = ""): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" ${extra}/>`;
}

/** a band filled with the base colour and vertical rib lines (cuffs, hems, collars) */
export function rib(c: DrawCtx, d: string): string {
  return `<path d="${d}" fill="${c.p.dark}" stroke="${c.p.stroke}" stroke-width="5" stroke-linejoin="round"/><path d="${d}" fill="url(#${c.id}-rib)"/>`;
}

export function buttons(c: DrawCtx, x: number, ys: number[], r = 9): string {
  return ys.map((y) => circle(x, y, r, c.p.isDark ? c.p.light : c.p.dark, `stroke="${c.p.stroke}" stroke-width="2"`)).join("");
}

export const GOLD = "#c9a44c";
export const SILVER = "#c4c8ce";
export const WHITE_SOLE = "#f3f0ea";
