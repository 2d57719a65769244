import type { RouteRecord, ViewLoadArgs } from "../types";
import { listingMeta, serverT, withListingSeo } from "./common.server";
import { loadListing } from "./listing.server";
import type { ListingViewData } from "./page-data";

/** Collection page: headline, cover image with its description, the collection's products. */
export async function load(args: ViewLoadArgs, record: RouteRecord): Promise<ListingViewData> {
  const t = serverT(args.context);
  const listing = await loadListing(args, { context: { filter_collection: [record.id] }, hideGroups: ["filter_collection"] });
  return withListingSeo(args.context, {
    meta: listingMeta(args.context, record),
    routes: record.routes,
    page: {
      crumbs: [{ title: t("collections"), to: "/collections" }, { title: record.title }],
      title: record.title,
      headline: record.headline ?? null,
      cover: { image: record.image ?? null, desc: record.desc ?? null },
      listing,
    },
  });
}
