/**
 * Shapes of the routing calls the storefront shares (types and constants only, no database):
 * the `sitemap` call's answer.
 */
import type { Lang } from "../core/lang.ts";

/** Entities in one part of a sitemap split into an index of parts (three URLs each, one per language). */
export const SITEMAP_PART = 5000;

/** Entity kinds the sitemap lists, in the order they appear. */
export const SITEMAP_TYPES = ["category", "collection", "brand", "product_group", "page", "article_category", "article", "product"] as const;
export type SitemapType = (typeof SITEMAP_TYPES)[number];

export interface SitemapEntry {
  type: SitemapType;
  id: number;
  /** each language's base path (no language prefix); a language without a path is missing */
  paths: Partial<Record<Lang, string>>;
  /**
   * ISO date (YYYY-MM-DD) of the last change where the data has one: a product's creation, an
   * article's publication, an article category's newest published article; else null
   */
  lastmod: string | null;
}

/** Answer of the `sitemap` call. */
export interface SitemapPage {
  entries: SitemapEntry[];
  /** entities over all pages; null when the call asked for none (`count: 0`) */
  count: number | null;
  pages: number | null;
  current: number;
  limit: number;
  /** `type:id` of the last entry when more follow: the next call's `after` */
  next: string | null;
}

/**
 * The storefront's fixed pages (app/routes.ts, each also under /az, /en and /ru) that a link of
 * the shop may open without a token: what `routes/current` does not know because no record
 * stands behind it. The back office's link check (admin/menus/verify) takes these as pages that
 * exist; app/lib/fixed-paths.test.ts holds the list to the route table.
 */
export const FIXED_PATHS = [
  "/",
  "/products",
  "/newin",
  "/sale",
  "/best-sellers",
  "/collections",
  "/brands",
  "/blog",
  "/branches",
  "/search",
  "/cart",
  "/wishlist",
  "/compare",
  "/checkout",
  "/login",
  "/signup",
  "/remind",
  "/cabinet",
  "/cabinet/orders",
  "/cabinet/address",
  "/cabinet/change-password",
  "/cabinet/verify",
] as const;
