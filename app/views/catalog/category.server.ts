import { getApi } from "~/.server/context";
import { getCategories } from "~/.server/api/catalog";
import type { RouteRecord, ViewLoadArgs } from "../types";
import { listingMeta, withListingSeo } from "./common.server";
import { loadListing } from "./listing.server";
import type { ListingViewData } from "./page-data";
import { categoryLinks, categoryPath, departmentTitle } from "./taxonomy";

const categoryThumb = (image: string | null | undefined) => (image ? { image, round: false } : null);

/** Category page: its image beside the title, its products (with descendants), sub-category filter, child or sibling links with their images. */
export async function load(args: ViewLoadArgs, record: RouteRecord): Promise<ListingViewData> {
  const api = getApi(args.context);
  const [categories, listing] = await Promise.all([getCategories(api), loadListing(args, { categoryRoot: record.id })]);
  const tree = categories.data ?? [];
  const path = categoryPath(tree, record.id);
  const node = path[path.length - 1];
  const ancestors = path.slice(0, -1);
  const data: ListingViewData = {
    meta: listingMeta(args.context, record),
    routes: record.routes,
    page: {
      crumbs: [...ancestors.map((c) => ({ title: c.title, to: c.route })), { title: record.title }],
      title: record.title,
      // a category's image is a product picture, not a banner: a square beside the title
      cover: { desc: record.desc ?? node?.desc ?? null },
      thumb: categoryThumb(record.image ?? node?.image),
      links: categoryLinks(tree, record.id),
      listing,
    },
  };
  // one brand within a category is a page of its own ("Dresses · Zara"); a title shared by
  // several categories names the department ("Shoes · Women")
  return withListingSeo(args.context, data, { indexableFacets: ["filter_brand"], titleBase: departmentTitle(tree, path) });
}
