import type { RouteRecord, ViewLoadArgs } from "../types";
import { listingMeta, serverT, withListingSeo } from "./common.server";
import { loadListing } from "./listing.server";
import type { ListingViewData } from "./page-data";

/** Brand page: the brand's products; its logo and description head the page. */
export async function load(args: ViewLoadArgs, record: RouteRecord): Promise<ListingViewData> {
  const t = serverT(args.context);
  const listing = await loadListing(args, { context: { filter_brand: [record.id] }, hideGroups: ["filter_brand"] });
  return withListingSeo(args.context, {
    meta: listingMeta(args.context, record),
    routes: record.routes,
    page: {
      crumbs: [{ title: t("brands"), to: "/brands" }, { title: record.title }],
      title: record.title,
      cover: { desc: record.desc ?? null },
      // the brand's logo (brands keep a logo, no cover image)
      thumb: record.image ? { image: record.image, round: true } : null,
      listing,
    },
  });
}
