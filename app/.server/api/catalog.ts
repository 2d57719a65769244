/**
 * Catalogue, search and route calls of the commerce API, one typed function per call.
 * Every answer is an Envelope<T> ({ok, data, error, errors, redirect}); `lang` is added by the client.
 * Every `route` in the answers is a base path without the language prefix (use localizePath).
 */
import type { ApiClient, Envelope } from "../api.ts";
import type { AnswerOf } from "../../../backend/contract/calls.ts";
import type {
  ProductListParams,
} from "../../../backend/catalog/contract.ts";

export type {
  BrandItem,
  CategoryNode,
  CollectionItem,
  CollectionList,
  FilterGroup,
  FilterItem,
  Pagination,
  ProductCard,
  ProductDetail,
  ProductFilters,
  ProductGroupItem,
  ProductList,
  ProductListParams,
  ProductSort,
  RouteRecord,
  SearchKey,
  SearchSuggestions,
} from "../../../backend/catalog/contract.ts";

/* ───────────── product listings ───────────── */

/** A catalogue page: items (40 per page) and pagination. */
export function getProducts(api: ApiClient, params: ProductListParams) {
  return api.call("products", params);
}

/** Facet groups (categories tree, brands, sizes, colors, price, discounts, parameters) for the same params. */
export function getProductFilters(api: ApiClient, params: ProductListParams) {
  return api.call("products/filters", params);
}

/** One facet group only. */
export function getProductBrandFilter(api: ApiClient, params: ProductListParams) {
  return api.call("products/filters/brands", params);
}
export function getProductColorFilter(api: ApiClient, params: ProductListParams) {
  return api.call("products/filters/colors", params);
}
export function getProductSizeFilter(api: ApiClient, params: ProductListParams) {
  return api.call("products/filters/sizes", params);
}
/** The categories group (tree with counts) for the params. */
export function getCategoryFilter(api: ApiClient, params: ProductListParams) {
  return api.call("categories/filters", params);
}
/** The collections group (with counts) for the params. */
export function getCollectionFilter(api: ApiClient, params: ProductListParams) {
  return api.call("collections/filters", params);
}

/** New-in products (same params as getProducts; for the home slider pass {limit}). */
export function getNewProducts(api: ApiClient, params: ProductListParams = {}) {
  return api.call("products/new", params);
}
/** Products with any discount. */
export function getSaleProducts(api: ApiClient, params: ProductListParams = {}) {
  return api.call("products/sale", params);
}
export function getBestSellers(api: ApiClient, params: ProductListParams = {}) {
  return api.call("products/best-sellers", params);
}

/**
 * Cards for given ids in the given order (banner product, recently viewed, cookie lists);
 * unknown or hidden ids are dropped, never an error.
 */
export function getProductsByIds(api: ApiClient, ids: readonly number[]) {
  return api.call("products/by-ids", { search_ids: ids.join(",") });
}

/** The full product page data; ok:false with 404 for an unknown or hidden product. */
/* the answer is named by its key: inferring it from a `${string}` path is too deep for the compiler inside Promise.all */
export function getProduct(api: ApiClient, id: number): Promise<Envelope<AnswerOf<"products/info/:id">>> {
  return api.call(`products/info/${encodeURIComponent(String(id))}`, {});
}

/* ───────────── taxonomy ───────────── */

/** The category tree (3 levels), children sorted. */
export function getCategories(api: ApiClient) {
  return api.call("categories", {});
}

export function getCollections(api: ApiClient, params: { page?: number | string; limit?: number } = {}) {
  return api.call("collections", { p: params.page ?? 1, ...(params.limit ? { limit: params.limit } : {}) });
}

export function getBrands(api: ApiClient) {
  return api.call("brands", {});
}

/** Product groups with their active product counts. */
export function getProductGroups(api: ApiClient) {
  return api.call("product-groups", {});
}

/* ───────────── search ───────────── */

/** Header suggestions; empty groups when the trimmed text is shorter than 2 characters. */
export function getSearchSuggestions(api: ApiClient, text: string) {
  return api.call("search/suggestions", { search: text });
}

/** Records a search made by the shopper (search log). */
export function logSearch(api: ApiClient, title: string) {
  return api.call("searchkeys/create", { title, searchLang: api.lang });
}

/** Recent popular searches. */
export function getSearchKeys(api: ApiClient, limit = 10) {
  return api.call("searchkeys", { limit });
}

/* ───────────── routing ───────────── */

/**
 * Resolves a path (without the language prefix) to its entity. Answers data (RouteRecord),
 * or `redirect` (a base path without language prefix) for old paths and other languages'
 * paths, or ok:false (404) when nothing matches.
 */
export function getRouteCurrent(api: ApiClient, path: string) {
  return api.call("routes/current", { route: path });
}
