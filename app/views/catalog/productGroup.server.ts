import type { RouteRecord, ViewLoadArgs } from "../types";
import { listingMeta, withListingSeo } from "./common.server";
import { loadListing } from "./listing.server";
import type { ListingViewData } from "./page-data";

/** Product group page (a curated set of products). */
export async function load(args: ViewLoadArgs, record: RouteRecord): Promise<ListingViewData> {
  const listing = await loadListing(args, { context: { filter_product_group: [record.id] } });
  return withListingSeo(args.context, {
    meta: listingMeta(args.context, record),
    routes: record.routes,
    page: {
      crumbs: [{ title: record.title }],
      title: record.title,
      cover: record.desc ? { desc: record.desc } : null,
      listing,
    },
  });
}
