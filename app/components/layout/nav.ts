/**
 * Navigation data of the shop chrome: the main menu tree from the content API plus the fixed
 * links (Shop All, Collections, Sale when discounts are active, Blog), and the active trail
 * (the current item and its parents) for a path.
 */
import type { MenuItem } from "../../../backend/content/contract";

export type NavItem = Pick<MenuItem, "id" | "title" | "route" | "children" | "isSale" | "isNewIn" | "allText" | "popular"> & {
  /** fixed links carry a translation key instead of a title */
  key?: "shopAll" | "collections" | "sale" | "blog";
};

/** Fixed links of the main navigation, after the menu tree, in the spec's order. */
export const FIXED_LINKS = [
  { key: "shopAll", route: "/products" },
  { key: "collections", route: "/collections" },
  { key: "sale", route: "/sale" },
  { key: "blog", route: "/blog" },
] as const;

function normalise(route: string | null | undefined): string | null {
  if (!route) return null;
  if (/^https?:/i.test(route)) return route;
  const trimmed = route.replace(/[?#].*$/, "").replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** A page link of the footer and drawer lists: all they show of a menu item (loader data). */
export type PageLink = Pick<MenuItem, "id" | "title" | "route">;

export function pageLink(item: MenuItem): PageLink {
  return { id: item.id, title: item.title, route: item.route };
}

/** A plain link as a menu item (no flags, no image, no children unless given). */
export function plainMenuItem(id: number, title: string, route: string | null, children: MenuItem[] = [], extra: Partial<MenuItem> = {}): MenuItem {
  return {
    id,
    title,
    route,
    children,
    subType: null,
    isNewIn: false,
    isSale: false,
    campaign: false,
    orangeStar: false,
    new: false,
    allText: null,
    image: null,
    popular: null,
    entityType: null,
    entityId: null,
    ...extra,
  };
}

/**
 * The menu tree followed by the fixed links. Sale appears only when discounts are active
 * (menu items flagged isSale are dropped too); a fixed link the menu already holds is not
 * repeated.
 */
export function buildNav(main: MenuItem[], discountsActive: boolean): NavItem[] {
  const items: NavItem[] = main.filter((item) => discountsActive || !item.isSale);
  const taken = new Set(items.map((item) => normalise(item.route)));
  let id = -1;
  for (const link of FIXED_LINKS) {
    if (link.key === "sale" && !discountsActive) continue;
    if (taken.has(link.route)) continue;
    items.push({
      id: id--,
      key: link.key,
      title: "",
      route: link.route,
      children: [],
      isSale: link.key === "sale",
      isNewIn: false,
      allText: null,
      popular: null,
    });
  }
  return items;
}

/** What the active trail reads of an item (menu items and the client's view of the markup). */
export interface TrailItem {
  id: number;
  route: string | null;
  children?: readonly TrailItem[];
}

/**
 * Ids of the item whose route is the current path and of all its parents. A path below an
 * item's route (a product or sub-page under a category path) also marks that item.
 */
export function activeTrail(items: readonly TrailItem[], path: string): Set<number> {
  const current = normalise(path) ?? "/";
  let best: { depth: number; trail: number[] } | null = null;
  const walk = (list: readonly TrailItem[], trail: number[]) => {
    for (const item of list) {
      const route = normalise(item.route);
      const next = [...trail, item.id];
      if (route && route !== "/" && !route.startsWith("http")) {
        const exact = current === route;
        const below = current.startsWith(`${route}/`);
        if (exact || below) {
          // exact matches win; deeper matches beat shallower ones
          const depth = (exact ? 1000 : 0) + route.length;
          if (!best || depth > best.depth) best = { depth, trail: next };
        }
      }
      if (item.children?.length) walk(item.children, next);
    }
  };
  walk(items, []);
  return new Set(best ? (best as { trail: number[] }).trail : []);
}
