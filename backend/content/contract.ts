/**
 * Shapes of the content, reviews and push calls' answers (the API contract the storefront
 * imports as types). Texts are already resolved to the payload's `lang`.
 *
 * Conventions shared with the catalogue contract:
 * - money is integer qəpik (12350 = 123.50 ₼);
 * - `route` is a site path WITHOUT the language prefix (e.g. "/women/dresses"); the storefront
 *   adds the prefix with `localizePath(route, lang)`. A menu item pointing outside the shop
 *   keeps its absolute URL (starts with "http");
 * - image fields are paths below the image route (`/img/{width}/{path}`), or absolute URLs;
 * - dates are ISO 8601 strings.
 */
import type { Lang, Pagination } from "../catalog/contract.ts";

export type { Lang, Pagination };

/* ───────────── menus (call `menus`) ───────────── */

export interface MenuPopular {
  smallImage: string | null;
  smallTitle: string | null;
  smallRoute: string | null;
  bigImage: string | null;
  bigTitle: string | null;
  bigRoute: string | null;
}

export interface MenuItem {
  id: number;
  title: string;
  /** linked entity's route in this language, else the item's link; null when neither exists */
  route: string | null;
  /** sub-items (up to three levels deep; the footer menus usually have none) */
  children: MenuItem[];
  /** linked category's subType (e.g. a special layout of its drop-down), else the item's flag */
  subType: string | null;
  isNewIn: boolean;
  isSale: boolean;
  campaign: boolean;
  orangeStar: boolean;
  new: boolean;
  /** text of the "Shop all …" link of a drop-down; null = the storefront's default text */
  allText: string | null;
  /** the linked category's image, when the item links a category */
  image: string | null;
  /** the linked category's promo images (small and big, each with title and route) */
  popular: MenuPopular | null;
  /** what the item links: "category", "collection", "page"…, or null for a plain link */
  entityType: string | null;
  entityId: number | null;
}

export interface Menus {
  /** main navigation tree (items flagged isSale are left out when discounts are off) */
  main: MenuItem[];
  /** footer group "company" */
  company: MenuItem[];
  /** footer group "for_customer" */
  for_customer: MenuItem[];
}

/* ───────────── blog (calls `articles`, `articles/info/{id}`, `article-categories`) ───────────── */

export interface ArticleCategory {
  id: number;
  slug: string;
  title: string;
  /** the category's own route, if it has one (else filter the blog list with filter_category=id) */
  route: string | null;
}

export interface ArticleListItem {
  id: number;
  slug: string;
  title: string;
  /** short description (plain text or trusted html) */
  desc: string;
  route: string;
  categories: ArticleCategory[];
  horizontalImage: string | null;
  /** ISO date; shown as `d M Y` */
  publishedAt: string;
}

/** small product card inside a block that names a productId */
export interface ArticleProduct {
  id: number;
  title: string;
  route: string;
  image: string | null;
  /** lowest selling price after the product's own discount (catalog/pricing.ts rule), qəpik */
  price: number;
  priceOld: number | null;
  priceInStore: boolean;
}

export type ArticleBlockName =
  | "text_banner"
  | "text_product_banner"
  | "text_product_image_banner"
  | "blog_image_text_banner"
  | "blog_big_image_text_banner"
  | "youtube_video_banner"
  | "blog_big_banner"
  | "image_banner";

export interface ArticleBlockData {
  headline?: string;
  subHeadline?: string;
  /** rich text (trusted editor html) */
  desc?: string;
  image?: string;
  mobImage?: string;
  route?: string;
  /** which side the image sits on: "left" | "right" */
  side?: string;
  productId?: number;
  videoId?: string;
  /** resolved from productId; null when the product is missing or hidden */
  product?: ArticleProduct | null;
  [key: string]: unknown;
}

export interface ArticleBlock {
  name: ArticleBlockName | string;
  data: ArticleBlockData;
}

export interface Article extends ArticleListItem {
  coverImage: string | null;
  mobileCoverImage: string | null;
  blocks: ArticleBlock[];
  /** routes in every language (language switcher, hreflang) */
  routes: Partial<Record<Lang, string>>;
}

export interface ArticleList {
  items: ArticleListItem[];
  /** limit is 12 */
  pagination: Pagination;
}

/* ───────────── branches, pages, delivery areas ───────────── */

export interface Branch {
  id: number;
  title: string;
  city: { title: string };
  address: string;
  /** embed URL of the map (iframe src) */
  googleEmbed: string;
  latitude: number;
  longitude: number;
  phone: string | null;
  hours: string | null;
  /** orders can be picked up here */
  isPickup: boolean;
}

export interface Page {
  id: number;
  key: string;
  title: string;
  /** trusted editor html */
  content: string;
  routes: Partial<Record<Lang, string>>;
}

export interface DeliveryArea {
  id: number;
  /** value sent in forms (city, district, place) */
  code: string;
  level: "city" | "district" | "place";
  title: string;
  /** delivery fee in qəpik, inherited from the parent when the area has none; null = unknown */
  fee: number | null;
  /** no delivery here (inherited by the children) */
  noDelivery: boolean;
  children: DeliveryArea[];
}

/* ───────────── home banners (GET /d/{lang}.json and call `home-sections`) ───────────── */

/** Banner (spec section 3). */
export interface Banner {
  type: "image" | "video";
  image: string | null;
  /** image for screens up to 512 px */
  mbImage: string | null;
  video: string | null;
  title: string | null;
  desc: string | null;
  link: { to: string; label: string } | null;
  contentType: "default" | "top" | "bottom";
  margin: boolean;
  fullWidth: boolean;
}

/** Carousel item of the main slider (spec section 3). */
export interface CarouselItem {
  type: "image" | "video";
  route: string | null;
  image: string | null;
  mbImage: string | null;
  video: string | null;
  title: string | null;
  subtitle: string | null;
}

/**
 * One home section. Stored in home_sections.data with the same fields minus id/type/sort
 * (texts may be plain strings or {az,en,ru} objects; the answer always has strings).
 */
export type HomeSection =
  | { id: number; type: "main_slider"; items: CarouselItem[] }
  | {
      id: number;
      type: "double_banner";
      items: Banner[];
      text: { title: string | null; desc: string | null; link: { to: string; label: string } | null };
    }
  | { id: number; type: "big_banner"; items: Banner[] }
  | { id: number; type: "new_products"; title: string | null; route: string | null }
  | { id: number; type: "sale_products"; title: string | null; route: string | null }
  /** show only when the group holds 5+ products (see the catalogue's product groups counts) */
  | { id: number; type: "group_products"; productGroupId: number; title: string | null; route: string | null };

export interface HomeDefinitions {
  lang: Lang;
  sections: HomeSection[];
}

/* ───────────── forms (subscriptions/send, feedbacks/send) ───────────── */

/** Feedback types offered on the contact form (the `type` field). */
export type FeedbackType = "question" | "suggestion" | "complaint" | "order" | "other";

/** Success answer of the form calls: a text in the payload's language. */
export interface MessageAnswer {
  message: string;
}

/* ───────────── reviews (calls `reviews`, `reviews/send`) ───────────── */

export interface Review {
  id: number;
  fullName: string;
  /** 1..5 */
  rating: number;
  review: string;
  /** ISO date; shown as `d.m.Y H:i` */
  createdAt: string;
  /** the shop's public answer (back office), when there is one */
  reply?: string;
}

export interface ReviewScore {
  /** average, one decimal (0 when there are no reviews) */
  rating: number;
  count: number;
  counts: Record<1 | 2 | 3 | 4 | 5, number>;
}

export interface ReviewsAnswer {
  /** newest first, published (status on) only */
  items: Review[];
  reviewScore: ReviewScore;
}

export interface ReviewSendAnswer {
  /** 'Thank you!' in the payload's language */
  message: string;
  /** false when the review waits for moderation */
  published: boolean;
}

/* ───────────── push (calls `push-notifications/*`) ───────────── */

/** The browser's PushSubscription.toJSON(). */
export interface PushSubscriptionJSON {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

export interface PushSubscriberAnswer {
  id: number;
}
