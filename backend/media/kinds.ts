/**
 * What the image generator can draw. Product images and banners are stored as recipes
 * (paths) and rendered on request by the image route:
 *   gen/p/{kind}/{hex}/{view}.png   product illustration, square, 1500 px original
 *   gen/b/{id}/{w}x{h}.png          banner/cover composition, w×h original
 */
export const PRODUCT_KINDS = [
  "tshirt",
  "tank",
  "shirt",
  "sweater",
  "hoodie",
  "dress",
  "skirt",
  "trousers",
  "jeans",
  "leggings",
  "coat",
  "jacket",
  "puffer",
  "sneaker",
  "boot",
  "heel",
  "loafer",
  "bag",
  "backpack",
  "watch",
  "smartwatch",
  "sunglasses",
  "cap",
  "beanie",
  "scarf",
  "mug",
  "plate",
  "vase",
  "candle",
  "lamp",
  "pillow",
  "perfume",
  "cream",
  "lipstick",
  "bottle",
  "yogamat",
  "headphones",
  "speaker",
  "powerbank",
  "phonecase",
] as const;

export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const PRODUCT_VIEWS = ["front", "back", "detail", "outfit"] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];

export function isProductKind(value: string): value is ProductKind {
  return (PRODUCT_KINDS as readonly string[]).includes(value);
}

/** Recipe of a product illustration (hex without '#'). */
export function productImagePath(kind: ProductKind, hex: string, view: ProductView): string {
  return `gen/p/${kind}/${hex.replace(/^#/, "").toLowerCase()}/${view}.png`;
}

/**
 * Recipe of a banner or cover. The id is lowercase words joined by '-'; a word naming a
 * product kind and a 6-digit hex word make the composition feature that product in that colour
 * (e.g. "slide-1-dress-b52a30").
 */
export function bannerImagePath(id: string, width: number, height: number): string {
  return `gen/b/${id}/${width}x${height}.png`;
}
