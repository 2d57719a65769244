/**
 * Product and banner image URLs. The image route serves every stored image at a few fixed
 * widths: `/img/{width}/{path}` (50, 300, 500, 1000) and `/img/orig/{path}` for the original.
 * Paths come from the API relative to the image route ("products/12-1.jpg"); absolute URLs
 * (http…, //…) and data: URIs are passed through untouched.
 */
export const IMAGE_WIDTHS = [50, 300, 500, 1000] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** A neutral 1×1 placeholder used when an entity has no image. */
export const PLACEHOLDER_IMAGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'%3E%3Crect width='1' height='1' fill='%23f1efea'/%3E%3C/svg%3E";

function isExternal(path: string): boolean {
  return /^(https?:)?\/\//i.test(path) || path.startsWith("data:");
}

function clean(path: string): string {
  return path
    .replace(/^\/+/, "")
    .replace(/^img\/(?:\d+|orig)\//, "")
    .split("/")
    .map((part) => encodeURIComponent(decodeURIComponentSafe(part)))
    .join("/");
}

function decodeURIComponentSafe(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** The URL of an image at one of the served widths ("orig" for the original). */
export function imageUrl(path: string | null | undefined, width: ImageWidth | "orig" = 300): string {
  if (!path) return PLACEHOLDER_IMAGE;
  if (isExternal(path)) return path;
  return `/img/${width}/${clean(path)}`;
}

/** A `srcset` over the served widths (from `min` up), for responsive <img> tags. */
export function srcSet(path: string | null | undefined, min: ImageWidth = 300): string | undefined {
  if (!path || isExternal(path)) return undefined;
  return IMAGE_WIDTHS.filter((w) => w >= min)
    .map((w) => `${imageUrl(path, w)} ${w}w`)
    .join(", ");
}
