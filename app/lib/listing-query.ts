/**
 * The catalogue listing's URL state (shared by server and browser; no dependencies but the contract)
 * and the data every listing view receives (ListingData, loaded by app/views/catalog/listing.server.ts):
 * sort, page `p`, search text, selected filter values and the price range in manat.
 * Bad input never fails: a sort outside the set reads as new, a `p` that is not a positive
 * integer as 1, malformed values are dropped (the API ignores unknown ids), search text is
 * cut at SEARCH_MAX characters (the API's limit, from the catalogue contract).
 */
import type { FilterGroup, Pagination } from "../../backend/catalog/contract";
import type { CardView } from "./card-view";
import { SEARCH_MAX } from "../../backend/catalog/contract";

export { SEARCH_MAX };
export const SORTS = ["new", "priceUp", "priceDown"] as const;
export type Sort = (typeof SORTS)[number];
export const MAX_VALUES = 50;

/** Marker field of the filter form: the categories selected when the form was rendered. */
export const PREV_CATEGORY = "_prev_category";

/** What every catalogue listing view receives (Category, Collection, Brand, ProductGroup, Search, NewIn, Sale, BestSellers, Shop all). */
export interface ListingData {
  /** only the fields a card shows (`cardView`): the items are serialized into the page */
  items: CardView[];
  pagination: Pagination;
  groups: FilterGroup[];
  state: ListingState;
  /** query parameters the filter form must carry as hidden fields (search text) */
  hidden: Record<string, string>;
  /** the listing could not be loaded (service down): the page still renders with a message */
  failed: boolean;
}

const ID = /^\d{1,9}$/;
const SLUG = /^[\p{L}\p{N} ._\-/+]{1,64}$/u;
const PARAM_NAME = /^param_[a-z0-9_-]{1,60}$/i;

/** Filter parameters a shopper may set in the URL and how their values are checked. */
export function filterRule(name: string): RegExp | null {
  switch (name) {
    case "filter_brand":
    case "filter_category":
    case "filter_collection":
    case "filter_product_group":
    case "color":
      return ID;
    case "filter_discount":
      return /^[0-5]$/;
    case "size":
      return SLUG;
    default:
      return PARAM_NAME.test(name) ? SLUG : null;
  }
}

export interface ListingState {
  sort: Sort;
  page: number;
  /** null on pages without search; "" for an empty search */
  search: string | null;
  /** group name → selected values, in URL order */
  selected: Record<string, string[]>;
  /** manat, whole or with up to 2 decimals */
  priceMin?: number;
  priceMax?: number;
}

export function parseSort(value: string | null): Sort {
  return (SORTS as readonly string[]).includes(value ?? "") ? (value as Sort) : "new";
}

export function parsePage(value: string | null): number {
  const s = (value ?? "").trim();
  if (!/^\d{1,7}$/.test(s)) return 1;
  const n = Number(s);
  return n >= 1 ? n : 1;
}

function parseManat(value: string | null): number | undefined {
  const s = (value ?? "").trim().replace(",", ".");
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(s)) return undefined;
  return Number(s);
}

export function parseListingState(search: URLSearchParams, opts: { withSearch?: boolean } = {}): ListingState {
  const selected: Record<string, string[]> = {};
  for (const name of new Set(search.keys())) {
    const rule = filterRule(name);
    if (!rule) continue;
    const values: string[] = [];
    for (const raw of search.getAll(name)) {
      for (const part of raw.split(",")) {
        const v = part.trim();
        if (v && rule.test(v) && !values.includes(v)) values.push(v);
      }
    }
    if (values.length) selected[name] = values.slice(0, MAX_VALUES);
  }
  let priceMin = parseManat(search.get("price_min"));
  let priceMax = parseManat(search.get("price_max"));
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  let text: string | null = null;
  if (opts.withSearch) text = (search.get("search") ?? "").slice(0, SEARCH_MAX);
  return {
    sort: parseSort(search.get("sort")),
    page: parsePage(search.get("p")),
    search: text,
    selected,
    ...(priceMin !== undefined ? { priceMin } : {}),
    ...(priceMax !== undefined ? { priceMax } : {}),
  };
}

/** The API payload (ProductListParams shape) of a listing state; prices go in qəpik. */
export function apiParams(state: ListingState): Record<string, unknown> {
  const out: Record<string, unknown> = { page: state.page, sort: state.sort, limit: 40 };
  for (const [name, values] of Object.entries(state.selected)) out[name] = values;
  if (state.priceMin !== undefined) out.price_min = Math.round(state.priceMin * 100);
  if (state.priceMax !== undefined) out.price_max = Math.round(state.priceMax * 100);
  if (state.search !== null && state.search.trim()) out.search = state.search;
  return out;
}

/**
 * The clean query string after a filter form was submitted: empty fields, the default sort and
 * the marker field go; when a category that was selected is now unchecked, its selected
 * descendants go too. Answers null when nothing needs cleaning (no redirect).
 */
export function cleanListingSearch(
  search: URLSearchParams,
  descendantsOf: (id: string) => string[] = () => [],
  opts: { keepEmpty?: string[] } = {},
): string | null {
  const keepEmpty = new Set(opts.keepEmpty ?? []);
  let changed = false;
  const out = new URLSearchParams();
  const prev = search.has(PREV_CATEGORY)
    ? search
        .getAll(PREV_CATEGORY)
        .flatMap((v) => v.split(","))
        .map((v) => v.trim())
        .filter(Boolean)
    : null;
  const current = new Set(search.getAll("filter_category"));
  const dropped = new Set<string>();
  if (prev) {
    for (const id of prev) {
      if (current.has(id)) continue;
      for (const child of descendantsOf(id)) if (child !== id) dropped.add(child);
    }
  }
  for (const [key, value] of search) {
    if (key === PREV_CATEGORY || (value.trim() === "" && !keepEmpty.has(key)) || (key === "sort" && value === "new") || (key === "filter_category" && dropped.has(value))) {
      changed = true;
      continue;
    }
    out.append(key, value);
  }
  if (!changed) return null;
  const qs = out.toString();
  return qs ? `?${qs}` : "";
}

/** Query string of the listing with one more change (used for links: price presets, removing a filter). */
export function withParams(search: string, set: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  params.delete("p");
  for (const [key, value] of Object.entries(set)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const qs = params.toString();
  return qs ? `?${qs}` : "";
}
