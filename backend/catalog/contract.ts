/**
 * Shapes of the catalogue calls' answers (the API contract the storefront imports as types).
 * Money is integer qəpik in every field (price 12350 = 123.50 ₼).
 * Image paths are relative to the image route: the storefront builds `/img/{width}/{path}`
 * with width one of 50, 300, 500, 1000 (or `/img/orig/{path}`).
 */
import type { Lang } from "../db/schema.ts";

export type { Lang };

export interface Pagination {
  pages: number;
  current: number;
  limit: number;
  count: number;
}

export interface Badge {
  name: string;
  image: string | null;
  color: string;
}

export interface ProductVariant {
  siteSize: string;
  price: number;
  priceOld: number | null;
  discount: number;
  /** units in stock for this size */
  total: number;
}

/** Card fields (spec section 3), used by listings, sliders, cart, wishlist and compare. */
export interface ProductCard {
  id: number;
  title: string;
  route: string;
  image: string | null;
  imageWithPad: boolean;
  outfit: string | null;
  outfitWithPad: boolean;
  /** selling price after the product's own discount (lowest variant price when hasVariantPrice) */
  price: number;
  priceOld: number | null;
  discount: number;
  discountItemsCount: number;
  discountInBasket: number;
  cashDiscount: number;
  discountTimer: string | null;
  discountCategoryTitle: string | null;
  priceInStore: boolean;
  hasVariantPrice: boolean;
  minPrice: number;
  maxPrice: number;
  minPriceOld: number | null;
  maxPriceOld: number | null;
  bestSeller: boolean;
  newIn: boolean;
  badges: Badge[];
  giftProducts: { id: number; title: string; image: string | null }[];
  /** total units in stock over all sizes */
  qty: number;
  sold: boolean;
  singleSell: boolean;
  rating: number;
  reviewsCount: number;
  brand: { id: number; title: string } | null;
  color: { id: number; title: string; hex: string } | null;
  /** sizes in stock, for quick add */
  sizes: string[];
}

export interface ProductParameter {
  title: string;
  value?: string;
  values?: string[];
}

export interface ProductSet {
  id: number;
  title: string;
  price: number;
  priceOld: number | null;
  products: { id: number; title: string; route: string; image: string | null }[];
}

export interface SizeTable {
  name: string;
  title: string;
  /** html */
  content: string;
  show: boolean;
  place: "front" | "back";
  unique: boolean;
}

export interface ProductDetail extends ProductCard {
  sku: string;
  desc: string;
  spec: string;
  paymentTypeMessage: string | null;
  parameters: ProductParameter[];
  faq: string;
  variants: ProductVariant[];
  sizeTable: SizeTable | null;
  sets: ProductSet[];
  images: { source: string; withPad: boolean; alt: string }[];
  categories: { id: number; title: string; route: string }[];
  onlyCard: boolean;
  /** other languages' routes, for the language switcher and hreflang */
  routes: Record<Lang, string>;
}

export interface ProductList {
  items: ProductCard[];
  pagination: Pagination;
}

/** Filter groups (types checkbox, price, color). In the discounts group id 0 means no discount. */
export interface FilterItem {
  id: number | string;
  title: string;
  count?: number;
  hex?: string;
  children?: FilterItem[];
}

export interface FilterGroup {
  /** query parameter the group's values go to (filter_brand, filter_category, param_material, size, color, price…) */
  name: string;
  title: string;
  type: "checkbox" | "price" | "color" | "radio";
  items: FilterItem[];
  /** price group only, qəpik */
  min?: number;
  max?: number;
  intervals?: { from: number; to: number }[];
}

export interface CategoryNode {
  id: number;
  title: string;
  route: string;
  parentIds: number[];
  hasHome: boolean;
  newYear: boolean;
  subType: string | null;
  image: string | null;
  desc: string | null;
  popular: {
    smallImage?: string;
    smallTitle?: string;
    smallRoute?: string;
    bigImage?: string;
    bigTitle?: string;
    bigRoute?: string;
  } | null;
  children: CategoryNode[];
}

export interface CollectionItem {
  id: number;
  title: string;
  headline: string | null;
  desc: string | null;
  image: string | null;
  route: string;
}

export interface BrandItem {
  id: number;
  title: string;
  image: string | null;
  route: string;
  desc: string | null;
}

export interface ProductGroupItem {
  id: number;
  title: string;
  route: string;
  count: number;
}

export type RouteRecord =
  | { type: "product"; id: number; title: string; routes: Record<Lang, string> }
  | { type: "category"; id: number; title: string; routes: Record<Lang, string> }
  | { type: "collection"; id: number; title: string; routes: Record<Lang, string> }
  | { type: "brand"; id: number; title: string; routes: Record<Lang, string> }
  | { type: "product_group"; id: number; title: string; routes: Record<Lang, string> }
  | { type: "article"; id: number; title: string; routes: Record<Lang, string> }
  | { type: "article_category"; id: number; title: string; routes: Record<Lang, string> }
  | { type: "page"; id: number; key: string; title: string; routes: Record<Lang, string> };

export interface SearchSuggestions {
  products: { id: number; title: string; route: string; image: string | null; price: number }[];
  categories: { id: number; title: string; route: string }[];
  collections: { id: number; title: string; route: string }[];
}
