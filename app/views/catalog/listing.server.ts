import { redirect } from "react-router";
import { getApi } from "~/.server/context";
import {
  getCategories,
  getProductFilters,
  getProducts,
  logSearch,
  type CategoryNode,
  type FilterItem,
  type Pagination,
  type ProductListParams,
} from "~/.server/api/catalog";
import { logger } from "~/.server/log";
import { cardView } from "~/lib/card-view";
import type { ViewLoadArgs } from "../types";
import { apiParams, cleanListingSearch, parseListingState, PREV_CATEGORY, type ListingData } from "~/lib/listing-query";

export type { ListingData };

export interface ListingOptions {
  /** fixed API filters of the page (its category, collection, brand, group, new-in, sale…) */
  context?: Record<string, unknown>;
  /** facet groups not shown on this page (the page's own brand/collection group) */
  hideGroups?: string[];
  /** category page: show only this category's subtree in the categories group */
  categoryRoot?: number;
  /** sale page: only the discount kinds that are a sale (1–5) */
  sale?: boolean;
  /** search page: the `search` parameter is the query */
  withSearch?: boolean;
  /** the category tree when the page already loaded it (children removal on submit) */
  tree?: CategoryNode[];
}

const EMPTY_PAGINATION: Pagination = { pages: 0, current: 1, limit: 40, count: 0 };

export function findNode(nodes: readonly { id: number | string; children?: unknown }[], id: number): FilterItem | CategoryNode | null {
  for (const node of nodes) {
    if (Number(node.id) === id) return node as FilterItem;
    const children = node.children as { id: number | string }[] | undefined;
    if (children?.length) {
      const found = findNode(children, id);
      if (found) return found;
    }
  }
  return null;
}

function subtreeIds(node: { id: number | string; children?: unknown } | null): string[] {
  if (!node) return [];
  const out = [String(node.id)];
  for (const child of (node.children as { id: number | string }[] | undefined) ?? []) out.push(...subtreeIds(child));
  return out;
}

/**
 * Loads one listing page: validates the URL (a submitted filter form is answered with a
 * redirect to its clean URL), fetches products and facet groups in parallel and shapes the
 * groups for the page.
 */
export async function loadListing(args: ViewLoadArgs, opts: ListingOptions = {}): Promise<ListingData> {
  const api = getApi(args.context);
  const url = new URL(args.request.url);

  if (url.searchParams.has(PREV_CATEGORY) || [...url.searchParams.values()].some((v) => v.trim() === "")) {
    let tree = opts.tree;
    if (!tree && url.searchParams.has(PREV_CATEGORY)) tree = (await getCategories(api)).data ?? [];
    const clean = cleanListingSearch(url.searchParams, (id) => subtreeIds(findNode(tree ?? [], Number(id))), {
      keepEmpty: opts.withSearch ? ["search"] : [],
    });
    if (clean !== null) throw redirect(`${url.pathname}${clean}`);
  }

  const state = parseListingState(url.searchParams, { withSearch: opts.withSearch });
  const params = { ...apiParams(state), ...(opts.context ?? {}) } as ProductListParams & Record<string, unknown>;
  if (opts.categoryRoot !== undefined) {
    // a category page lists its own category unless the shopper picked sub-categories
    if (!state.selected.filter_category?.length) params.filter_category = [opts.categoryRoot];
  }
  if (opts.sale) {
    const picked = (state.selected.filter_discount ?? []).filter((v) => v !== "0");
    params.filter_discount = picked.length ? picked : ["1", "2", "3", "4", "5"];
  }
  const hidden: Record<string, string> = {};
  if (opts.withSearch) {
    hidden.search = state.search ?? "";
    if (!state.search?.trim()) {
      return { items: [], pagination: EMPTY_PAGINATION, groups: [], state, hidden, failed: false };
    }
  }

  const [products, filters] = await Promise.all([
    getProducts(api, params),
    // a category page counts the categories group inside its own subtree only (the panel shows no more)
    getProductFilters(api, opts.categoryRoot !== undefined ? { ...params, category_root: opts.categoryRoot } : params),
    opts.withSearch && state.page === 1 && state.search
      ? logSearch(api, state.search.trim()).catch((err: unknown) => logger.warn({ err }, "search log failed"))
      : null,
  ]);
  if (!products.ok) logger.warn({ error: products.error, path: url.pathname }, "listing failed");

  let groups = filters.ok && filters.data ? filters.data.groups : [];
  const hide = new Set(opts.hideGroups ?? []);
  groups = groups
    .filter((g) => !hide.has(g.name))
    .map((g) => {
      if (g.name === "filter_category" && opts.categoryRoot !== undefined) {
        const root = findNode(g.items, opts.categoryRoot) as FilterItem | null;
        return { ...g, items: root?.children ?? [] };
      }
      if (g.name === "filter_discount" && opts.sale) return { ...g, items: g.items.filter((i) => String(i.id) !== "0") };
      return g;
    })
    .filter((g) => (g.type === "price" ? (g.max ?? 0) > (g.min ?? 0) : g.items.length > 0));

  return {
    // only the fields a card shows: the items are serialized into the page
    items: (products.data?.items ?? []).map(cardView),
    pagination: products.data?.pagination ?? EMPTY_PAGINATION,
    groups,
    state,
    hidden,
    failed: !products.ok,
  };
}
