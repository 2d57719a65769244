/** The `sitemap` call: one page of public entities with their paths in az, en and ru. */
import type { ApiClient } from "../api.ts";

export type { SitemapEntry, SitemapPage } from "../../../backend/routing/contract.ts";

export function getSitemapPage(api: ApiClient, page: number) {
  return api.call("sitemap", { page });
}
