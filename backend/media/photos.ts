import { createHash } from "node:crypto";
import type { Metadata } from "sharp";
import { loadSharp } from "./sharp.ts";
import type { ObjectStore } from "./storage.ts";
import { WIDTHS } from "./render.ts";

/**
 * Uploaded product photos (ADR 0030): checked by their content, re-encoded to the widths the
 * image route serves, kept in an ObjectStore.
 *
 * - The first bytes must be a JPEG, PNG or WebP signature and sharp must read the same format
 *   from the header (a text file named .jpg, an SVG, a GIF are refused); the name and the
 *   declared type are never looked at.
 * - width × height from the header must stay within `maxPixels` before anything is decoded,
 *   and sharp decodes with `limitInputPixels` too (a small file that unpacks to a huge image).
 * - A truncated or damaged file fails the decode (`failOn: "truncated"`).
 * - Stored as WebP like the generated images: the original fitted into 1500 × 1800 and the
 *   widths 50, 300, 500 and 1000 (never enlarged; turned upright by its EXIF orientation,
 *   metadata dropped). The database keeps one path, `up/{hash}.webp`; the image route serves
 *   `/img/{width}/up/{hash}.webp` from the keys `up/{hash}/{width}.webp`. Home banners keep a
 *   larger original (PHOTO_ORIGINALS) and hash their kind with the bytes.
 */
export const PHOTO_WIDTHS = WIDTHS;
export const PHOTO_ORIGINAL = { width: 1500, height: 1800 } as const;
/**
 * What an upload is for, and the box its original is fitted into: the storefront serves every
 * kind at the same widths (50, 300, 500, 1000) and its original, which for a home banner is
 * the desktop slide (`/img/orig/…`, the seed's 1920 × 800), so a banner keeps up to 1920 px.
 */
export const PHOTO_KINDS = ["product", "banner", "category", "brand", "collection"] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];
export const PHOTO_ORIGINALS: Record<PhotoKind, { width: number; height: number }> = {
  product: PHOTO_ORIGINAL,
  banner: { width: 1920, height: 1920 },
  category: PHOTO_ORIGINAL,
  brand: PHOTO_ORIGINAL,
  collection: PHOTO_ORIGINAL,
};
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number] | "orig";
export const PHOTO_FORMATS = ["jpeg", "png", "webp"] as const;

export type PhotoProblem = "notImage" | "tooLarge" | "tooManyPixels" | "broken";

export interface PhotoLimits {
  maxBytes: number;
  maxPixels: number;
}

export interface ProcessedPhoto {
  /** the path the database keeps (`up/{hash}.webp`) */
  path: string;
  hash: string;
  format: (typeof PHOTO_FORMATS)[number];
  /** the size of the stored original */
  width: number;
  height: number;
  variants: { width: PhotoWidth; body: Buffer }[];
}

const PHOTO_PATH = /^up\/([0-9a-f]{24})\.webp$/;

/** The hash of a stored photo's path (`up/{hash}.webp`), or null for anything else. */
export function parsePhotoPath(value: string): string | null {
  return PHOTO_PATH.exec(value)?.[1] ?? null;
}

export const photoKey = (hash: string, width: PhotoWidth) => `up/${hash}/${width}.webp`;

/** The format named by the file's first bytes (its signature), or null. */
export function sniffFormat(bytes: Uint8Array): (typeof PHOTO_FORMATS)[number] | null {
  const at = (offset: number, ...values: number[]) => values.every((v, i) => bytes[offset + i] === v);
  if (bytes.length >= 3 && at(0, 0xff, 0xd8, 0xff)) return "jpeg";
  if (bytes.length >= 8 && at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (bytes.length >= 12 && at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return "webp";
  return null;
}

const quality = (width: number) => ({ quality: width <= 100 ? 70 : 82, effort: 4, smartSubsample: true });

/** Checks an upload and makes its stored variants; a problem instead when it is not a photo we take. */
export async function processPhoto(bytes: Buffer, limits: PhotoLimits, kind: PhotoKind = "product"): Promise<{ ok: true; photo: ProcessedPhoto } | { ok: false; problem: PhotoProblem }> {
  if (bytes.length > limits.maxBytes) return { ok: false, problem: "tooLarge" };
  const format = sniffFormat(bytes);
  if (!format) return { ok: false, problem: "notImage" };
  // sharp is loaded on the first photo (as on the first drawn image, backend/media/sharp.ts)
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, problem: "broken" };
  }
  if (meta.format !== format || !meta.width || !meta.height) return { ok: false, problem: "notImage" };
  if (meta.width * meta.height > limits.maxPixels) return { ok: false, problem: "tooManyPixels" };
  try {
    // one decode: the upright original fitted into 1500 × 1800 as raw pixels, every width from it
    const { data, info } = await sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: "truncated", sequentialRead: true })
      .rotate()
      .resize({ width: PHOTO_ORIGINALS[kind].width, height: PHOTO_ORIGINALS[kind].height, fit: "inside", withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const variants: ProcessedPhoto["variants"] = [{ width: "orig", body: await sharp(data, raw).webp(quality(info.width)).toBuffer() }];
    for (const width of PHOTO_WIDTHS) {
      const body = await sharp(data, raw).resize({ width, withoutEnlargement: true }).webp(quality(width)).toBuffer();
      variants.push({ width, body });
    }
    // a kind with another original box is another set of files: its key says so (products keep the plain hash)
    const hash = createHash("sha256").update(kind === "product" || PHOTO_ORIGINALS[kind] === PHOTO_ORIGINAL ? "" : `${kind}\0`).update(bytes).digest("hex").slice(0, 24);
    return { ok: true, photo: { path: `up/${hash}.webp`, hash, format, width: info.width, height: info.height, variants } };
  } catch (err) {
    if (/pixel limit/i.test(String((err as Error)?.message))) return { ok: false, problem: "tooManyPixels" };
    return { ok: false, problem: "broken" };
  }
}

/** Writes a processed photo's variants (the original last: its presence means the set is whole). */
export async function storePhoto(store: ObjectStore, photo: ProcessedPhoto): Promise<void> {
  const ordered = [...photo.variants].sort((a, b) => (a.width === "orig" ? 1 : 0) - (b.width === "orig" ? 1 : 0));
  for (const v of ordered) await store.put(photoKey(photo.hash, v.width), v.body, "image/webp");
}

/** Removes every stored variant of a photo path (nothing for a path that is not an uploaded photo). */
export async function removePhoto(store: ObjectStore, path: string): Promise<void> {
  const hash = parsePhotoPath(path);
  if (!hash) return;
  for (const width of ["orig", ...PHOTO_WIDTHS] as PhotoWidth[]) await store.remove(photoKey(hash, width));
}
