import type { ViewLoadArgs } from "~/views/types";
import { samePath, serverT, withListingSeo } from "~/views/catalog/common.server";
import { loadListing, type ListingOptions } from "~/views/catalog/listing.server";
import type { ListingViewData } from "~/views/catalog/page-data";

/** Loader of a fixed listing route (/newin, /sale, /best-sellers, /products). */
export async function fixedListing(args: ViewLoadArgs, opts: { path: string; titleKey: string; descriptionKey?: string } & ListingOptions): Promise<ListingViewData> {
  const t = serverT(args.context);
  const title = t(opts.titleKey);
  const listing = await loadListing(args, opts);
  return withListingSeo(args.context, {
    meta: { title, description: t("common:siteDescription") },
    routes: samePath(opts.path),
    page: { crumbs: [{ title }], title, listing },
  });
}
