import { describe, expect, it } from "vitest";
import { answer, installMockApi } from "../../../tests/mocks/api.ts";
import { ApiClient } from "../api.ts";
import {
  getBestSellers,
  getBrands,
  getCategories,
  getCategoryFilter,
  getCollectionFilter,
  getCollections,
  getNewProducts,
  getProduct,
  getProductBrandFilter,
  getProductColorFilter,
  getProductFilters,
  getProductGroups,
  getProducts,
  getProductSizeFilter,
  getProductsByIds,
  getRouteCurrent,
  getSaleProducts,
  getSearchKeys,
  getSearchSuggestions,
  logSearch,
} from "./catalog.ts";

installMockApi();

const api = (lang: "az" | "en" | "ru" = "az") => new ApiClient(new Request("http://shop.test/az/"), lang);
const OK = { ok: true, data: {} };

describe("catalogue BFF calls", () => {
  it("sends listing parameters with lang to products and products/filters", async () => {
    const products = answer("products", { ok: true, data: { items: [], pagination: { pages: 0, current: 1, limit: 40, count: 0 } } });
    const filters = answer("products/filters", { ok: true, data: { count: 0, groups: [] } });
    const params = { page: 2, sort: "priceUp", filter_brand: [3, 4], size: ["M"], param_material: "linen", category_root: 7 };
    const list = await getProducts(api("ru"), params);
    await getProductFilters(api("ru"), params);
    expect(list.ok).toBe(true);
    expect(products[0]!.body).toEqual({ ...params, lang: "ru" });
    expect(filters[0]!.body).toEqual({ ...params, lang: "ru" });
  });

  it("maps every call to its path", async () => {
    const calls: [string, () => Promise<unknown>][] = [
      ["products/new", () => getNewProducts(api(), { limit: 10 })],
      ["products/sale", () => getSaleProducts(api())],
      ["products/best-sellers", () => getBestSellers(api())],
      ["products/filters/brands", () => getProductBrandFilter(api(), {})],
      ["products/filters/colors", () => getProductColorFilter(api(), {})],
      ["products/filters/sizes", () => getProductSizeFilter(api(), {})],
      ["categories/filters", () => getCategoryFilter(api(), {})],
      ["collections/filters", () => getCollectionFilter(api(), {})],
      ["categories", () => getCategories(api())],
      ["brands", () => getBrands(api())],
      ["product-groups", () => getProductGroups(api())],
    ];
    for (const [path, run] of calls) {
      const seen = answer(path, OK);
      await run();
      expect(seen, path).toHaveLength(1);
      expect(seen[0]!.body?.lang).toBe("az");
    }
  });

  it("sends ids, pages, texts and routes in the payload names the API reads", async () => {
    const byIds = answer("products/by-ids", { ok: true, data: [] });
    await getProductsByIds(api(), [5, 3, 9]);
    expect(byIds[0]!.body).toEqual({ search_ids: "5,3,9", lang: "az" });

    const info = answer("products/info/42", OK);
    await getProduct(api(), 42);
    expect(info).toHaveLength(1);

    const collections = answer("collections", OK);
    await getCollections(api(), { page: 3 });
    expect(collections[0]!.body).toEqual({ p: 3, lang: "az" });

    const suggestions = answer("search/suggestions", OK);
    await getSearchSuggestions(api("en"), "koynek");
    expect(suggestions[0]!.body).toEqual({ search: "koynek", lang: "en" });

    const log = answer("searchkeys/create", { ok: true, data: { id: 1 } });
    await logSearch(api("ru"), "платье");
    expect(log[0]!.body).toEqual({ title: "платье", searchLang: "ru", lang: "ru" });

    const keys = answer("searchkeys", { ok: true, data: [] });
    await getSearchKeys(api(), 5);
    expect(keys[0]!.body).toEqual({ limit: 5, lang: "az" });

    const route = answer("routes/current", { ok: true, redirect: "/white-shirt" });
    const res = await getRouteCurrent(api(), "/ag-koynek");
    expect(route[0]!.body).toEqual({ route: "/ag-koynek", lang: "az" });
    expect(res.redirect).toBe("/white-shirt");
  });
});
