/** The `sitemap` call: one page of public entities with their paths in az, en and ru. */
import type { ApiClient } from "../api.ts";

export type { SitemapEntry, SitemapPage } from "../../../backend/routing/contract.ts";
export { SITEMAP_PART } from "../../../backend/routing/contract.ts";

/** `page`-th `limit` entities, or the `limit` after `after`; `count: 0` leaves the count out. */
export function getSitemapPage(api: ApiClient, request: { page: number; limit?: number; after?: string; count?: 0 | 1 }) {
  return api.call("sitemap", request);
}
