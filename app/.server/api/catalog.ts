/**
 * Catalogue, search and route calls of the commerce API, one typed function per call.
 * Every answer is an Envelope<T> ({ok, data, error, errors, redirect}); `lang` is added by the client.
 * Every `route` in the answers is a base path without the language prefix (use localizePath).
 */
import type { ApiClient } from "../api.ts";
import type {
  BrandItem,
  CategoryNode,
  CollectionList,
  FilterGroup,
  ProductCard,
  ProductDetail,
  ProductFilters,
  ProductGroupItem,
  ProductList,
  ProductListParams,
  RouteRecord,
  SearchKey,
  SearchSuggestions,
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

type Params = Record<string, unknown>;
const asPayload = (params: ProductListParams): Params => params as Params;

/* ───────────── product listings ───────────── */

/** A catalogue page: items (40 per page) and pagination. */
export function getProducts(api: ApiClient, params: ProductListParams) {
  return api.call<ProductList>("products", asPayload(params));
}

/** Facet groups (categories tree, brands, sizes, colors, price, discounts, parameters) for the same params. */
export function getProductFilters(api: ApiClient, params: ProductListParams) {
  return api.call<ProductFilters>("products/filters", asPayload(params));
}

/** One facet group only. */
export function getProductBrandFilter(api: ApiClient, params: ProductListParams) {
  return api.call<FilterGroup>("products/filters/brands", asPayload(params));
}
export function getProductColorFilter(api: ApiClient, params: ProductListParams) {
  return api.call<FilterGroup>("products/filters/colors", asPayload(params));
}
export function getProductSizeFilter(api: ApiClient, params: ProductListParams) {
  return api.call<FilterGroup>("products/filters/sizes", asPayload(params));
}
/** The categories group (tree with counts) for the params. */
export function getCategoryFilter(api: ApiClient, params: ProductListParams) {
  return api.call<FilterGroup>("categories/filters", asPayload(params));
}
/** The collections group (with counts) for the params. */
export function getCollectionFilter(api: ApiClient, params: ProductListParams) {
  return api.call<FilterGroup>("collections/filters", asPayload(params));
}

/** New-in products (same params as getProducts; for the home slider pass {limit}). */
export function getNewProducts(api: ApiClient, params: ProductListParams = {}) {
  return api.call<ProductList>("products/new", asPayload(params));
}
/** Products with any discount. */
export function getSaleProducts(api: ApiClient, params: ProductListParams = {}) {
  return api.call<ProductList>("products/sale", asPayload(params));
}
export function getBestSellers(api: ApiClient, params: ProductListParams = {}) {
  return api.call<ProductList>("products/best-sellers", asPayload(params));
}

/**
 * Cards for given ids in the given order (banner product, recently viewed, cookie lists);
 * unknown or hidden ids are dropped, never an error.
 */
export function getProductsByIds(api: ApiClient, ids: readonly number[]) {
  return api.call<ProductCard[]>("products/by-ids", { search_ids: ids.join(",") });
}

/** The full product page data; ok:false with 404 for an unknown or hidden product. */
export function getProduct(api: ApiClient, id: number) {
  return api.call<ProductDetail>(`products/info/${encodeURIComponent(String(id))}`, {});
}

/* ───────────── taxonomy ───────────── */

/** The category tree (3 levels), children sorted. */
export function getCategories(api: ApiClient) {
  return api.call<CategoryNode[]>("categories", {});
}

export function getCollections(api: ApiClient, params: { page?: number | string; limit?: number } = {}) {
  return api.call<CollectionList>("collections", { p: params.page ?? 1, ...(params.limit ? { limit: params.limit } : {}) });
}

export function getBrands(api: ApiClient) {
  return api.call<BrandItem[]>("brands", {});
}

/** Product groups with their active product counts. */
export function getProductGroups(api: ApiClient) {
  return api.call<ProductGroupItem[]>("product-groups", {});
}

/* ───────────── search ───────────── */

/** Header suggestions; empty groups when the trimmed text is shorter than 2 characters. */
export function getSearchSuggestions(api: ApiClient, text: string) {
  return api.call<SearchSuggestions>("search/suggestions", { search: text });
}

/** Records a search made by the shopper (search log). */
export function logSearch(api: ApiClient, title: string) {
  return api.call<{ id: number }>("searchkeys/create", { title, searchLang: api.lang });
}

/** Recent popular searches. */
export function getSearchKeys(api: ApiClient, limit = 10) {
  return api.call<SearchKey[]>("searchkeys", { limit });
}

/* ───────────── routing ───────────── */

/**
 * Resolves a path (without the language prefix) to its entity. Answers data (RouteRecord),
 * or `redirect` (a base path without language prefix) for old paths and other languages'
 * paths, or ok:false (404) when nothing matches.
 */
export function getRouteCurrent(api: ApiClient, path: string) {
  return api.call<RouteRecord>("routes/current", { route: path });
}
