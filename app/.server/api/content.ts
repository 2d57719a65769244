/**
 * Typed calls of the content area: menus, blog, branches, static pages, delivery areas,
 * home banners, newsletter, feedback, cart statistics, push subscriptions and reviews.
 * `lang` is added to every payload by the ApiClient.
 */
import type {
  Article,
  ArticleCategory,
  ArticleList,
  Branch,
  DeliveryArea,
  FeedbackType,
  HomeDefinitions,
  Menus,
  MessageAnswer,
  Page,
  PushSubscriberAnswer,
  PushSubscriptionJSON,
  ReviewSendAnswer,
  ReviewsAnswer,
} from "../../../backend/content/contract.ts";
import type { ApiClient } from "../api.ts";

export type {
  Article,
  ArticleBlock,
  ArticleBlockData,
  ArticleCategory,
  ArticleList,
  ArticleListItem,
  ArticleProduct,
  Banner,
  Branch,
  CarouselItem,
  DeliveryArea,
  FeedbackType,
  HomeDefinitions,
  HomeSection,
  MenuItem,
  MenuPopular,
  Menus,
  MessageAnswer,
  Page,
  PushSubscriptionJSON,
  Review,
  ReviewScore,
  ReviewSendAnswer,
  ReviewsAnswer,
} from "../../../backend/content/contract.ts";

/* ───────────── reads ───────────── */

/** main (3-level tree), company and for_customer menus in one answer */
export function getMenus(api: ApiClient) {
  return api.call<Menus>("menus", {}, { method: "GET" });
}

/** blog list, 12 per page; `page` below 1 reads as 1; filter_category is an article category id */
export function getArticles(api: ApiClient, params: { page?: number; filter_category?: number | string } = {}) {
  return api.call<ArticleList>("articles", params, { method: "GET" });
}

/** one article with its blocks (id or slug); answers 404 "Article not found" */
export function getArticle(api: ApiClient, id: number | string) {
  return api.call<Article>(`articles/info/${encodeURIComponent(String(id))}`, {}, { method: "GET" });
}

export function getArticleCategories(api: ApiClient) {
  return api.call<ArticleCategory[]>("article-categories", {}, { method: "GET" });
}

export function getBranches(api: ApiClient) {
  return api.call<Branch[]>("branches", {}, { method: "GET" });
}

/** a static page by key (payment, delivery, returns, contact…) or id; 404 "Page not found" */
export function getPage(api: ApiClient, keyOrId: string | number) {
  return api.call<Page>(`pages/info/${encodeURIComponent(String(keyOrId))}`, {}, { method: "GET" });
}

/** city > district > place tree with fees in qəpik */
export function getDeliveryAreas(api: ApiClient) {
  return api.call<DeliveryArea[]>("delivery-areas", {}, { method: "GET" });
}

/** the home page's banner definitions (the same document as GET /d/{lang}.json) */
export function getHomeSections(api: ApiClient) {
  return api.call<HomeDefinitions>("home-sections", {}, { method: "GET" });
}

/** published reviews of a product and its score summary */
export function getReviews(api: ApiClient, productId: number) {
  return api.call<ReviewsAnswer>("reviews", { productId, status: "on" }, { method: "GET" });
}

/* ───────────── sends (field errors come back in `errors`) ───────────── */

/** newsletter; errors.email on a bad address; a repeated address is a success */
export function subscribeNewsletter(api: ApiClient, form: { email: string; website?: string }) {
  return api.call<MessageAnswer>("subscriptions/send", form);
}

export interface FeedbackForm {
  type: FeedbackType | string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  message?: string;
  /** honeypot: must stay empty */
  website?: string;
}

export function sendFeedback(api: ApiClient, form: FeedbackForm) {
  return api.call<MessageAnswer>("feedbacks/send", { ...form });
}

export interface ReviewForm {
  productId: number;
  review: string;
  fullName: string;
  email: string;
  rating: number | string;
  /** honeypot: must stay empty */
  website?: string;
}

/** 429 with a message when the visitor sent too many; 404 for an unknown product */
export function sendReview(api: ApiClient, form: ReviewForm) {
  return api.call<ReviewSendAnswer>("reviews/send", { ...form });
}

/** analytics record of an add-to-cart (agent = the browser's user agent) */
export function recordItemsToCart(api: ApiClient, item: { agent?: string; productId: number; size?: string; qty: number }) {
  return api.call<{ recorded: boolean }>("cart-statistic/items-to-cart", item);
}

/** stores a browser push subscription once per endpoint */
export function createPushSubscriber(api: ApiClient, subscription: PushSubscriptionJSON) {
  return api.call<PushSubscriberAnswer>("push-notifications/create-subscriber", { ...subscription });
}

/** a push notification's link was opened by subscriber `id` */
export function pushUrlVisited(api: ApiClient, id: number) {
  return api.call<{ visits: number }>(`push-notifications/url-visited/${encodeURIComponent(String(id))}`, {});
}

/** the VAPID public key for PushManager.subscribe; null when push is not configured */
export function getPushPublicKey(api: ApiClient) {
  return api.call<{ publicKey: string | null }>("push-notifications/public-key", {}, { method: "GET" });
}
