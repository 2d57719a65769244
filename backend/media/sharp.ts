import type { Sharp, SharpOptions } from "sharp";

type SharpFactory = (input?: Buffer, options?: SharpOptions) => Sharp;

let loading: Promise<SharpFactory> | undefined;

/**
 * sharp (libvips) loaded on the first image that must be drawn, not at start: the demo
 * images are drawn once and then served from the disk cache, so most processes never need
 * it, and loading it costs about 20 MB of resident memory. Settings: one libvips worker
 * thread per image and no operation cache (every render is a new SVG).
 */
export function loadSharp(): Promise<SharpFactory> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp as SharpFactory;
  });
  return loading;
}
