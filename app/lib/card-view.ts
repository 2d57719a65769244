import type { ProductCard } from "../../backend/catalog/contract";

/** The fields every card has. */
type CardCore = Pick<ProductCard, "id" | "title" | "route" | "image" | "price">;
/** The fields a card reads only when they differ from their default (false, 0, null, empty). */
type CardExtras = Pick<
  ProductCard,
  | "imageWithPad"
  | "outfit"
  | "outfitWithPad"
  | "priceOld"
  | "discount"
  | "discountItemsCount"
  | "priceInStore"
  | "hasVariantPrice"
  | "minPrice"
  | "maxPrice"
  | "minPriceOld"
  | "maxPriceOld"
  | "bestSeller"
  | "newIn"
  | "badges"
  | "sold"
  | "rating"
  | "reviewsCount"
  | "brand"
  | "sizes"
>;

/**
 * The fields a product card shows (ProductCard, Badges, Price): what a page's loader sends for
 * each card, as the card data is serialized into the HTML for hydration (the home page
 * carries dozens of cards; the API's card has fields a card never reads: stock, gifts,
 * basket and cash discounts, timer, colour). A field at its default (false, 0, null,
 * an empty list; the price range when the variants share one price; the rating without
 * reviews) is left out: about 15 of the 25 fields of a typical card, each ~12 bytes of
 * loader data. A full API card is a `CardView` too.
 */
export type CardView = CardCore & Partial<CardExtras>;

export function cardView(p: CardCore & CardExtras): CardView {
  const card: CardView = { id: p.id, title: p.title, route: p.route, image: p.image, price: p.price };
  if (p.imageWithPad) card.imageWithPad = true;
  if (p.outfit) card.outfit = p.outfit;
  if (p.outfit && p.outfitWithPad) card.outfitWithPad = true;
  if (p.priceOld !== null) card.priceOld = p.priceOld;
  if (p.discount) card.discount = p.discount;
  if (p.discountItemsCount) card.discountItemsCount = p.discountItemsCount;
  if (p.priceInStore) card.priceInStore = true;
  if (p.hasVariantPrice) {
    card.hasVariantPrice = true;
    card.minPrice = p.minPrice;
    card.maxPrice = p.maxPrice;
    if (p.minPriceOld !== null) card.minPriceOld = p.minPriceOld;
    if (p.maxPriceOld !== null) card.maxPriceOld = p.maxPriceOld;
  }
  if (p.bestSeller) card.bestSeller = true;
  if (p.newIn) card.newIn = true;
  if (p.badges.length) card.badges = p.badges.map((b) => ({ name: b.name, image: b.image, color: b.color }));
  if (p.sold) card.sold = true;
  if (p.reviewsCount > 0) {
    card.rating = p.rating;
    card.reviewsCount = p.reviewsCount;
  }
  if (p.brand) card.brand = { id: p.brand.id, title: p.brand.title };
  if (p.sizes.length) card.sizes = p.sizes;
  return card;
}
