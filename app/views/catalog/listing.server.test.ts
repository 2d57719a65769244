/**
 * The listing loader against a mocked commerce API: what a category page asks of the
 * listing and facet calls, and how it cuts the categories group down to its own subtree.
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { answer, installMockApi } from "../../../tests/mocks/api.ts";
import { apiMiddleware } from "~/.server/context";
import { i18nextMiddleware } from "~/middleware/i18next";
import { loadListing, type ListingData, type ListingOptions } from "./listing.server.ts";

installMockApi();

type Next = () => Promise<Response>;
type Middleware = (args: unknown, next: Next) => Promise<Response>;

/** Runs the loader behind the root's i18n and API middlewares, as the server does. */
async function load(path: string, opts: ListingOptions): Promise<ListingData> {
  const request = new Request(`http://shop.test${path}`);
  const context = new RouterContextProvider();
  const args = { request, context, params: {}, url: new URL(request.url), pattern: "", unstable_pattern: "" };
  let result: ListingData | undefined;
  await (i18nextMiddleware as Middleware)(args, async () =>
    (apiMiddleware as Middleware)(args, async () => {
      result = await loadListing(args as never, opts);
      return new Response(null);
    }),
  );
  return result!;
}

const PAGINATION = { pages: 1, current: 1, limit: 40, count: 2 };
const CATEGORIES = {
  name: "filter_category",
  title: "Categories",
  type: "checkbox",
  items: [{ id: 1, title: "Women", count: 9, children: [{ id: 4, title: "Dresses", count: 5 }, { id: 5, title: "Coats", count: 4 }] }],
};

describe("loadListing on a category page", () => {
  it("counts the facets inside the page's own category (category_root) and lists that category", async () => {
    const products = answer("products", { ok: true, data: { items: [], pagination: PAGINATION } });
    const filters = answer("products/filters", { ok: true, data: { count: 2, groups: [CATEGORIES] } });
    const data = await load("/women?filter_brand=2&size=M", { categoryRoot: 1 });

    expect(filters[0]!.body).toMatchObject({ category_root: 1, filter_category: [1], filter_brand: ["2"], size: ["M"] });
    // the listing itself needs no facet scope
    expect(products[0]!.body).toMatchObject({ filter_category: [1], filter_brand: ["2"] });
    expect(products[0]!.body).not.toHaveProperty("category_root");
    // the panel shows the page category's children only
    expect(data.groups.find((g) => g.name === "filter_category")?.items.map((i) => i.id)).toEqual([4, 5]);
  });

  it("sends no category_root from pages that are not a category", async () => {
    answer("products", { ok: true, data: { items: [], pagination: PAGINATION } });
    const filters = answer("products/filters", { ok: true, data: { count: 0, groups: [] } });
    await load("/newin", { context: { filter_newin: 1 } });
    expect(filters[0]!.body).not.toHaveProperty("category_root");
  });
});
