/**
 * Shapes of the catalogue calls' answers (the API contract the storefront imports as types).
 * Money is integer qəpik in every field (price 12350 = 123.50 ₼).
 * Image paths are relative to the image route: the storefront builds `/img/{width}/{path}`
 * with width one of 50, 300, 500, 1000 (or `/img/orig/{path}`).
 * Every `route` field is a base path WITHOUT the language prefix ("/p/linen-shirt-12");
 * the storefront adds the prefix with localizePath(route, lang).
 */
import type { Lang } from "../db/schema.ts";

/** Longest search text the shop reads (the search box, the search page and the API cut longer text). */
export const SEARCH_MAX = 30;

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

/** Extra page data of a route record (catalogue pages need it for the heading block). */
export interface RouteExtras {
  /** meta description (plain text, at most 160 characters) */
  description?: string;
  /** category / collection / brand cover or logo image path */
  image?: string | null;
  /** category, collection or brand description (html) */
  desc?: string | null;
  /** collection headline */
  headline?: string | null;
  /** category: ancestor ids, root first (for breadcrumbs and sibling links) */
  parentIds?: number[];
}

export type RouteRecord = RouteExtras &
  (
    | { type: "product"; id: number; title: string; routes: Record<Lang, string> }
    | { type: "category"; id: number; title: string; routes: Record<Lang, string> }
    | { type: "collection"; id: number; title: string; routes: Record<Lang, string> }
    | { type: "brand"; id: number; title: string; routes: Record<Lang, string> }
    | { type: "product_group"; id: number; title: string; routes: Record<Lang, string> }
    | { type: "article"; id: number; title: string; routes: Record<Lang, string> }
    | { type: "article_category"; id: number; title: string; routes: Record<Lang, string> }
    | { type: "page"; id: number; key: string; title: string; routes: Record<Lang, string> }
  );

export interface SearchSuggestions {
  products: { id: number; title: string; route: string; image: string | null; price: number }[];
  /** `where`: the top category's title, when another suggested category has the same title */
  categories: { id: number; title: string; route: string; where?: string }[];
  collections: { id: number; title: string; route: string; where?: string }[];
}

/* ───────────── request payloads (what the storefront sends) ───────────── */

export type ProductSort = "new" | "priceUp" | "priceDown";
/** one value, repeated values, or a comma list ("1,2,3") */
export type ListValue = number | string | (number | string)[];

/**
 * Payload of `products`, `products/filters` (and its single-group calls), `products/new`,
 * `products/sale`, `products/best-sellers`.
 * - sort: anything but priceUp / priceDown reads as new; page that is not a positive integer reads as 1;
 *   limit is capped at 40.
 * - filter_category includes every descendant category; unknown ids are ignored everywhere.
 * - filter_discount ids: 0 no discount of any kind, 1 reduced price (percent off or old price),
 *   2 buy N pay N-1, 3 discount in basket, 4 cash discount, 5 limited-time (discount timer running).
 * - size: size names (a product matches when that size is in stock); color: color ids;
 *   price_min / price_max: qəpik, on the lowest selling price;
 *   param_{name}: value slugs or ids (values of one parameter OR-ed, parameters AND-ed).
 * - filter_newin / filter_bestseller: 1 or true.
 */
export interface ProductListParams {
  page?: number | string;
  sort?: ProductSort | string;
  limit?: number;
  search?: string;
  filter_newin?: boolean | number | string;
  filter_bestseller?: boolean | number | string;
  filter_discount?: ListValue;
  filter_brand?: ListValue;
  filter_category?: ListValue;
  filter_collection?: ListValue;
  filter_product_group?: ListValue;
  size?: ListValue;
  color?: ListValue;
  price_min?: number | string;
  price_max?: number | string;
  /**
   * facets only: count the categories group inside this category's subtree (a category page
   * passes its own id; the group then only holds that subtree and is much cheaper to count)
   */
  category_root?: number | string;
  [param: `param_${string}`]: ListValue | undefined;
}

/** Answer of `products/filters`: the facet groups plus the number of products matching everything. */
export interface ProductFilters {
  count: number;
  groups: FilterGroup[];
}

export interface CollectionList {
  items: CollectionItem[];
  pagination: Pagination;
}

export interface SearchKey {
  title: string;
  count: number;
}

/** Products read per `products/feed` call at most. */
export const FEED_CHUNK = 500;

/** One size of a product in the shopping feeds, priced by the catalogue's one rule (`variantPrice`). */
export interface FeedVariant {
  /** the variant's id (a product without sizes has one variant, size '') */
  id: number;
  size: string;
  /** selling price in qəpik */
  price: number;
  /** the crossed-out price when the size is sold below it, else null */
  priceOld: number | null;
  inStock: boolean;
}

/** A product as the shopping feeds list it (Google Merchant Center, Meta catalogue). */
export interface FeedProduct {
  id: number;
  sku: string;
  title: string;
  /** plain text (the description's html without tags), may be empty */
  description: string;
  /** base path without the language prefix */
  route: string;
  /** image paths, gallery order (first is the main image) */
  images: string[];
  brand: string | null;
  color: string | null;
  /** the titles of its deepest category and its ancestors, root first */
  categoryPath: string[];
  /** end of a limited-time offer still running (ISO), else null */
  offerEnds: string | null;
  variants: FeedVariant[];
}

/** Answer of `products/feed`: up to `limit` active products after `after`, by id. */
export interface FeedPage {
  items: FeedProduct[];
  /** the `after` of the next call, null after the last product */
  next: number | null;
}
