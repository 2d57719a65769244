import type { ProductCard } from "../../backend/catalog/contract";

/**
 * The fields a product card shows (ProductCard, Badges, Price): what a page's loader sends for
 * each card, as the card data is serialized into the HTML for hydration (issue 11: home
 * carries 46 cards; the API's card has eight more fields the card never reads — stock,
 * gifts, basket and cash discounts, timer, colour).
 */
export type CardView = Pick<
  ProductCard,
  | "id"
  | "title"
  | "route"
  | "image"
  | "imageWithPad"
  | "outfit"
  | "outfitWithPad"
  | "price"
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

export function cardView(p: CardView): CardView {
  return {
    id: p.id,
    title: p.title,
    route: p.route,
    image: p.image,
    imageWithPad: p.imageWithPad,
    outfit: p.outfit,
    outfitWithPad: p.outfitWithPad,
    price: p.price,
    priceOld: p.priceOld,
    discount: p.discount,
    discountItemsCount: p.discountItemsCount,
    priceInStore: p.priceInStore,
    hasVariantPrice: p.hasVariantPrice,
    minPrice: p.minPrice,
    maxPrice: p.maxPrice,
    minPriceOld: p.minPriceOld,
    maxPriceOld: p.maxPriceOld,
    bestSeller: p.bestSeller,
    newIn: p.newIn,
    badges: p.badges.map((b) => ({ name: b.name, image: b.image, color: b.color })),
    sold: p.sold,
    rating: p.rating,
    reviewsCount: p.reviewsCount,
    brand: p.brand ? { id: p.brand.id, title: p.brand.title } : null,
    sizes: p.sizes,
  };
}
