/**
 * What a crawler is told about a catalogue listing's address (ADR 0056).
 *
 * A listing page is indexable unfiltered, on any of its pages, and on a page's own indexable
 * facets holding exactly one value (a category page: one brand, "Dresses · Zara"). Every other
 * filtered address (a price range, several values, two facets, a sub-category picked in the
 * filter panel) is `noindex, follow`: its products stay reachable, and its canonical is the
 * unfiltered listing. The title says what the page shows: the list, the facet values, the price
 * range and the page number ("Dresses · Zara · Page 2").
 */
import type { FilterGroup, FilterItem } from "../../backend/catalog/contract";
import type { ListingState } from "./listing-query";
import { formatMoney } from "./money";

export interface ListingSeo {
  title: string;
  /** "follow": `noindex, follow` */
  noindex?: "follow";
  /** the query the canonical and hreflang links keep ("" for the unfiltered first page) */
  canonicalSearch: string;
  /** the value titles of an indexable facet (for the description) */
  facetTitle?: string;
}

/** Parts of a title are joined with a middle dot: "Shoes · Women", "Dresses · Page 2". */
export const TITLE_JOIN = " · ";

function findTitle(items: readonly FilterItem[], id: string): string | null {
  for (const item of items) {
    if (String(item.id) === id) return item.title;
    const inner = item.children ? findTitle(item.children, id) : null;
    if (inner) return inner;
  }
  return null;
}

/** The titles of the selected values of one filter group (the value itself when the group does not list it). */
function valueTitles(groups: readonly FilterGroup[], name: string, values: readonly string[]): string {
  const group = groups.find((g) => g.name === name);
  return values.map((v) => (group ? findTitle(group.items, v) : null) ?? v).join(", ");
}

function priceText(state: ListingState): string | null {
  const { priceMin, priceMax } = state;
  if (priceMin === undefined && priceMax === undefined) return null;
  const fmt = (n: number) => formatMoney(Math.round(n * 100));
  if (priceMin !== undefined && priceMax !== undefined) return `${fmt(priceMin)} – ${fmt(priceMax)}`;
  return priceMin !== undefined ? `≥ ${fmt(priceMin)}` : `≤ ${fmt(priceMax as number)}`;
}

export function listingSeo(opts: {
  /** the list's own title (the category, brand or fixed page) */
  title: string;
  state: ListingState;
  groups: readonly FilterGroup[];
  /** facets of this page that are indexable with one value (e.g. ["filter_brand"] on a category page) */
  indexableFacets?: readonly string[];
  /** "Page {{n}}" in the page's language */
  pageLabel: (n: number) => string;
}): ListingSeo {
  const { state, groups } = opts;
  const selected = Object.entries(state.selected).filter(([, values]) => values.length > 0);
  const price = priceText(state);
  const indexable = new Set(opts.indexableFacets ?? []);
  const facet =
    selected.length === 1 && selected[0][1].length === 1 && indexable.has(selected[0][0]) && price === null ? selected[0] : null;
  const filtered = selected.length > 0 || price !== null;

  const parts = [opts.title];
  for (const [name, values] of selected) parts.push(valueTitles(groups, name, values));
  if (price) parts.push(price);
  if (state.page > 1) parts.push(opts.pageLabel(state.page));
  const title = parts.join(TITLE_JOIN);

  if (filtered && !facet) return { title, noindex: "follow", canonicalSearch: "" };
  const query = new URLSearchParams();
  if (facet) query.set(facet[0], facet[1][0]);
  if (state.page > 1) query.set("p", String(state.page));
  return {
    title,
    canonicalSearch: query.size ? `?${query}` : "",
    ...(facet ? { facetTitle: valueTitles(groups, facet[0], facet[1]) } : {}),
  };
}
