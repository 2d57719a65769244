/**
 * Typed calls of the content area: menus, blog, branches, static pages, delivery areas,
 * home banners, newsletter, feedback, cart statistics, push subscriptions and reviews.
 * `lang` is added to every payload by the ApiClient.
 */
import type {
  PushSubscriptionJSON,
} from "../../../backend/content/contract.ts";
import type { FeedbackPayload as FeedbackForm, ReviewPayload as ReviewForm } from "../../../backend/contract/calls.ts";
import type { ApiClient } from "../api.ts";

export type { FeedbackForm, ReviewForm };

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
  return api.call("menus", {}, { method: "GET" });
}

/** blog list, 12 per page; `page` below 1 reads as 1; filter_category is an article category id */
export function getArticles(api: ApiClient, params: { page?: number; filter_category?: number | string } = {}) {
  return api.call("articles", params, { method: "GET" });
}

/** one article with its blocks (id or slug); answers 404 "Article not found" */
export function getArticle(api: ApiClient, id: number | string) {
  return api.call(`articles/info/${encodeURIComponent(String(id))}`, {}, { method: "GET" });
}

export function getArticleCategories(api: ApiClient) {
  return api.call("article-categories", {}, { method: "GET" });
}

export function getBranches(api: ApiClient) {
  return api.call("branches", {}, { method: "GET" });
}

/** a static page by key (payment, delivery, returns, contact…) or id; 404 "Page not found" */
export function getPage(api: ApiClient, keyOrId: string | number) {
  return api.call(`pages/info/${encodeURIComponent(String(keyOrId))}`, {}, { method: "GET" });
}

/** city > district > place tree with fees in qəpik */
export function getDeliveryAreas(api: ApiClient) {
  return api.call("delivery-areas", {}, { method: "GET" });
}

/** the home page's banner definitions (the same document as GET /d/{lang}.json) */
export function getHomeSections(api: ApiClient) {
  return api.call("home-sections", {}, { method: "GET" });
}

/** published reviews of a product and its score summary */
export function getReviews(api: ApiClient, productId: number) {
  return api.call("reviews", { productId, status: "on" }, { method: "GET" });
}

/* ───────────── sends (field errors come back in `errors`) ───────────── */

/** newsletter; errors.email on a bad address; a repeated address is a success */
export function subscribeNewsletter(api: ApiClient, form: { email: string; website?: string }) {
  return api.call("subscriptions/send", form);
}

export function sendFeedback(api: ApiClient, form: FeedbackForm) {
  return api.call("feedbacks/send", { ...form });
}

/** 429 with a message when the visitor sent too many; 404 for an unknown product */
export function sendReview(api: ApiClient, form: ReviewForm) {
  return api.call("reviews/send", { ...form });
}

/** analytics record of an add-to-cart (agent = the browser's user agent) */
export function recordItemsToCart(api: ApiClient, item: { agent?: string; productId: number; size?: string; qty: number }) {
  return api.call("cart-statistic/items-to-cart", item);
}

/** stores a browser push subscription once per endpoint */
export function createPushSubscriber(api: ApiClient, subscription: PushSubscriptionJSON) {
  return api.call("push-notifications/create-subscriber", { ...subscription });
}

/** a push notification's link was opened by subscriber `id` */
export function pushUrlVisited(api: ApiClient, id: number) {
  return api.call(`push-notifications/url-visited/${encodeURIComponent(String(id))}`, {});
}

/** the VAPID public key for PushManager.subscribe; null when push is not configured */
export function getPushPublicKey(api: ApiClient) {
  return api.call("push-notifications/public-key", {}, { method: "GET" });
}
