/**
 * The query parameters public (shareable) pages read. The page cache (server/page-cache.ts)
 * keys and renders a page with these alone, so `?utm_source=…`, `?gclid=…` or `?x=<random>`
 * answer from the entry of the page without them instead of rendering and storing a copy per
 * value. A page that starts reading a new parameter adds it here (page-query.test.ts scans the
 * public routes and views for the names they read).
 */
import { PREV_CATEGORY, filterRule } from "./listing-query";

/** Parameters read by name: listings, the blog, the product page, the layout, the sitemap, `.data` requests. */
export const PAGE_PARAMS: ReadonlySet<string> = new Set([
  // listings (app/lib/listing-query.ts) and the article list
  "p",
  "sort",
  "search",
  "price_min",
  "price_max",
  PREV_CATEGORY,
  // the blog's category
  "category",
  // the product page: its photo page, preselected size/option/quantity, the review form's outcome
  "photo",
  "size",
  "option",
  "qty",
  "review",
  // a static page's feedback form outcome
  "feedback",
  // the layout: a known toast, closing the sale banner without JavaScript
  "toast",
  "hide_sale",
  // sitemap.xml?part=N
  "part",
  // React Router's data requests name the routes whose loaders run
  "_routes",
]);

/** Whether a public page reads the query parameter `name`. */
export function pageReadsParam(name: string): boolean {
  return PAGE_PARAMS.has(name) || filterRule(name) !== null;
}

/**
 * A page's query split into what it reads (sorted by name; values of one name keep their order,
 * so the same page has one key however its parameters are ordered) and what it ignores.
 */
export function splitPageQuery(search: URLSearchParams): { read: URLSearchParams; ignored: URLSearchParams } {
  const read = new URLSearchParams();
  const ignored = new URLSearchParams();
  for (const [name, value] of search) (pageReadsParam(name) ? read : ignored).append(name, value);
  read.sort();
  return { read, ignored };
}
