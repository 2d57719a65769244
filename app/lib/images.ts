/**
 * Product and banner image URLs. The image route serves every stored image at a few fixed
 * widths: `/img/{width}/{path}` (50, 300, 500, 1000) and `/img/orig/{path}` for the original.
 * Paths come from the API relative to the image route ("products/12-1.jpg"); absolute URLs
 * (http…, //…) and data: URIs are passed through untouched.
 */
export const IMAGE_WIDTHS = [50, 300, 500, 1000] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/**
 * A neutral 1×1 placeholder used when an entity has no image (a product made in the back office
 * before its photos). No raw space in it: a URL in `src` or `srcset` may not hold one.
 */
export const PLACEHOLDER_IMAGE =
  "data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20viewBox='0%200%201%201'%3E%3Crect%20width='1'%20height='1'%20fill='%23f1efea'/%3E%3C/svg%3E";

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
  // without an image the placeholder is the one candidate, so the <img>'s `sizes` stays valid
  if (!path) return `${PLACEHOLDER_IMAGE} 1w`;
  if (isExternal(path)) return undefined;
  return IMAGE_WIDTHS.filter((w) => w >= min)
    .map((w) => `${imageUrl(path, w)} ${w}w`)
    .join(", ");
}
