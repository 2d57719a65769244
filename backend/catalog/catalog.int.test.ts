import { describe, expect, it } from "vitest";
import { testApi } from "../test/db.ts";
import type { ProductCard, ProductDetail, ProductFilters, ProductList, FilterGroup, CategoryNode, CollectionList, BrandItem, ProductGroupItem } from "./contract.ts";
import { insertFixtures } from "./test-fixtures.ts";
import { facetJobs } from "./facets.ts";
import { buildPlan } from "./filters.ts";
import { listSchema } from "./params.ts";

const { call, app, database } = await testApi();
const fx = await insertFixtures(database);
const P = fx.products;

/** Active products, newest first. */
const NEWEST = [P.noCategory, P.giftSet, P.cup, P.silkDress, P.summerDress, P.blackTrousers, P.blueShirt, P.whiteShirt];

async function list(payload: Record<string, unknown> = {}, path = "products") {
  const res = await call<ProductList>(path, payload);
  expect(res.status).toBe(200);
  expect(res.ok).toBe(true);
  return res.data!;
}
const ids = (l: ProductList) => l.items.map((i) => i.id);
const sorted = (a: number[]) => [...a].sort((x, y) => x - y);

/** GET with repeated parameters, as a browser form would send them. */
async function getRaw<T>(path: string, query: string) {
  const res = await app.fetch(new Request(`http://test/api/${path}?${query}`));
  return (await res.json()) as { ok: boolean; data: T };
}

async function filters(payload: Record<string, unknown> = {}) {
  const res = await call<ProductFilters>("products/filters", payload);
  expect(res.ok).toBe(true);
  return res.data!;
}
const group = (f: ProductFilters, name: string) => f.groups.find((g) => g.name === name)!;
const counts = (g: FilterGroup) => Object.fromEntries(g.items.map((i) => [String(i.id), i.count]));

describe("products: sort and pagination", () => {
  it("lists active products newest first by default", async () => {
    const l = await list();
    expect(ids(l)).toEqual(NEWEST);
    expect(l.pagination).toEqual({ pages: 1, current: 1, limit: 40, count: 8 });
  });

  it("falls back to new for an unknown sort", async () => {
    expect(ids(await list({ sort: "cheapest'; drop table products" }))).toEqual(NEWEST);
    expect(ids(await list({ sort: 5 }))).toEqual(NEWEST);
  });

  it("sorts by price up and down on the effective lowest price", async () => {
    const up = [P.cup, P.noCategory, P.blueShirt, P.whiteShirt, P.blackTrousers, P.giftSet, P.summerDress, P.silkDress];
    expect(ids(await list({ sort: "priceUp" }))).toEqual(up);
    expect(ids(await list({ sort: "priceDown" }))).toEqual([...up].reverse());
  });

  it("pages with limit and offset", async () => {
    const l = await list({ limit: 3, page: 2 });
    expect(ids(l)).toEqual(NEWEST.slice(3, 6));
    expect(l.pagination).toEqual({ pages: 3, current: 2, limit: 3, count: 8 });
    const last = await list({ limit: 3, page: 3 });
    expect(ids(last)).toEqual(NEWEST.slice(6));
    const beyond = await list({ limit: 3, page: 9 });
    expect(beyond.items).toEqual([]);
    expect(beyond.pagination.count).toBe(8);
  });

  it("reads a page that is not a positive integer as 1", async () => {
    for (const page of ["abc", "-2", "0", "1.5", "2abc", ""]) {
      const l = await list({ limit: 3, page });
      expect(l.pagination.current).toBe(1);
      expect(ids(l)).toEqual(NEWEST.slice(0, 3));
    }
  });

  it("caps the limit at 40", async () => {
    expect((await list({ limit: 1000 })).pagination.limit).toBe(40);
    expect((await list({ limit: "x" })).pagination.limit).toBe(40);
  });

  it("accepts GET queries with repeated and comma-listed values", async () => {
    const repeated = await getRaw<ProductList>("products", `filter_brand=${fx.brands.nord}&filter_brand=${fx.brands.xezer}`);
    const comma = await getRaw<ProductList>("products", `filter_brand=${fx.brands.nord},${fx.brands.xezer}`);
    const expected = [P.whiteShirt, P.blackTrousers, P.silkDress, P.cup, P.giftSet];
    expect(sorted(ids(repeated.data))).toEqual(sorted(expected));
    expect(sorted(ids(comma.data))).toEqual(sorted(expected));
  });
});

describe("products: filters", () => {
  it("filters by category including descendants", async () => {
    expect(sorted(ids(await list({ filter_category: fx.categories.men })))).toEqual(
      sorted([P.whiteShirt, P.blueShirt, P.blackTrousers, P.giftSet]),
    );
    expect(sorted(ids(await list({ filter_category: fx.categories.shirts })))).toEqual(sorted([P.whiteShirt, P.blueShirt, P.giftSet]));
    expect(ids(await list({ filter_category: fx.categories.linen }))).toEqual([P.whiteShirt]);
  });

  it("ignores unknown filter ids", async () => {
    expect(ids(await list({ filter_category: 999999 }))).toEqual(NEWEST);
    expect(ids(await list({ filter_brand: "999999,abc", color: [424242], filter_collection: 777, filter_product_group: 888 }))).toEqual(NEWEST);
    expect(sorted(ids(await list({ filter_category: [999999, fx.categories.women] })))).toEqual(sorted([P.summerDress, P.silkDress]));
    expect(ids(await list({ size: "XXXXL" }))).toEqual(NEWEST);
    expect(ids(await list({ param_material: "velvet", param_nosuch: "x", filter_discount: "9" }))).toEqual(NEWEST);
  });

  it("filters by brand and color", async () => {
    expect(sorted(ids(await list({ filter_brand: fx.brands.nord })))).toEqual(sorted([P.whiteShirt, P.blackTrousers]));
    expect(sorted(ids(await list({ color: fx.colors.black })))).toEqual(sorted([P.blackTrousers, P.silkDress, P.noCategory]));
  });

  it("filters by sizes in stock", async () => {
    expect(sorted(ids(await list({ size: "S" })))).toEqual(sorted([P.whiteShirt, P.summerDress, P.silkDress]));
    // the white shirt has M with no stock
    expect(sorted(ids(await list({ size: "M" })))).toEqual(sorted([P.blueShirt, P.blackTrousers, P.summerDress, P.silkDress]));
    expect(sorted(ids(await list({ size: ["XL", "S"] })))).toEqual(sorted([P.blackTrousers, P.whiteShirt, P.summerDress, P.silkDress]));
  });

  it("filters by price range on the selling price (qəpik)", async () => {
    expect(sorted(ids(await list({ price_min: 3000, price_max: 8000 })))).toEqual(
      sorted([P.noCategory, P.blueShirt, P.whiteShirt, P.blackTrousers]),
    );
    expect(ids(await list({ price_min: 20000 }))).toEqual([P.silkDress]);
    expect(ids(await list({ price_max: "abc" }))).toEqual(NEWEST);
  });

  it("filters by discount kind, 0 meaning no discount", async () => {
    expect(sorted(ids(await list({ filter_discount: 0 })))).toEqual(sorted([P.whiteShirt, P.noCategory]));
    expect(sorted(ids(await list({ filter_discount: 1 })))).toEqual(sorted([P.blueShirt, P.blackTrousers, P.giftSet]));
    expect(ids(await list({ filter_discount: 2 }))).toEqual([P.summerDress]);
    expect(ids(await list({ filter_discount: 3 }))).toEqual([P.silkDress]);
    expect(ids(await list({ filter_discount: 4 }))).toEqual([P.cup]);
    expect(ids(await list({ filter_discount: 5 }))).toEqual([P.giftSet]);
    expect(sorted(ids(await list({ filter_discount: "0,4" })))).toEqual(sorted([P.whiteShirt, P.noCategory, P.cup]));
  });

  it("filters new in, best sellers, collection and product group", async () => {
    expect(sorted(ids(await list({ filter_newin: 1 })))).toEqual(sorted([P.whiteShirt, P.blueShirt]));
    expect(sorted(ids(await list({ filter_bestseller: "true" })))).toEqual(sorted([P.blackTrousers, P.silkDress]));
    expect(sorted(ids(await list({ filter_collection: fx.collections.summer })))).toEqual(sorted([P.whiteShirt, P.summerDress]));
    // the hidden product of the group is left out
    expect(sorted(ids(await list({ filter_product_group: fx.groups.gifts })))).toEqual(sorted([P.cup, P.giftSet]));
  });

  it("filters by parameter value slugs or ids (OR within, AND across groups)", async () => {
    expect(sorted(ids(await list({ param_material: "linen" })))).toEqual(sorted([P.whiteShirt, P.giftSet]));
    expect(sorted(ids(await list({ param_material: `silk,${fx.material.values.linen}` })))).toEqual(
      sorted([P.whiteShirt, P.giftSet, P.silkDress]),
    );
    expect(ids(await list({ param_material: "linen", filter_brand: fx.brands.nord }))).toEqual([P.whiteShirt]);
  });

  it("combines groups: category + brand + size + price, sorted by price", async () => {
    const l = await list({
      filter_category: fx.categories.men,
      filter_brand: [fx.brands.nord, fx.brands.lale],
      size: ["M", "L"],
      price_max: 9000,
      sort: "priceDown",
    });
    expect(ids(l)).toEqual([P.blackTrousers, P.whiteShirt, P.blueShirt]);
  });

  it("answers new, sale and best-seller lists", async () => {
    expect(sorted(ids(await list({}, "products/new")))).toEqual(sorted([P.whiteShirt, P.blueShirt]));
    expect(sorted(ids(await list({}, "products/sale")))).toEqual(
      sorted([P.blueShirt, P.blackTrousers, P.summerDress, P.silkDress, P.cup, P.giftSet]),
    );
    expect(sorted(ids(await list({}, "products/best-sellers")))).toEqual(sorted([P.blackTrousers, P.silkDress]));
    expect(ids(await list({ limit: 1 }, "products/best-sellers"))).toHaveLength(1);
  });
});

describe("products: cards", () => {
  const card = async (id: number, lang = "en") => (await list({ lang })).items.find((i) => i.id === id)!;

  it("carries prices after the product discount with old prices", async () => {
    const blue = await card(P.blueShirt);
    expect(blue).toMatchObject({ price: 3600, priceOld: 4500, discount: 20, minPrice: 3600, maxPrice: 3600 });
    const trousers = await card(P.blackTrousers);
    expect(trousers).toMatchObject({ price: 8000, priceOld: 10000, discount: 20 });
    const white = await card(P.whiteShirt);
    expect(white).toMatchObject({ price: 5990, priceOld: null, discount: 0, hasVariantPrice: false });
    const silk = await card(P.silkDress);
    expect(silk).toMatchObject({ price: 25000, hasVariantPrice: true, minPrice: 25000, maxPrice: 27000, discountInBasket: 10 });
  });

  it("carries images, sizes, stock, badges, gifts, brand, color and texts in the language", async () => {
    const white = await card(P.whiteShirt, "az");
    expect(white.title).toBe("Ağ kətan köynək");
    expect(white.route).toBe("/ag-ketan-koynek");
    expect(white.image).toBe(`products/${P.whiteShirt}/1.png`);
    expect(white.outfit).toBe(`products/${P.whiteShirt}/2.png`);
    expect(white.sizes).toEqual(["S", "L"]);
    expect(white.qty).toBe(8);
    expect(white.sold).toBe(false);
    expect(white.newIn).toBe(true);
    expect(white.brand).toEqual({ id: fx.brands.nord, title: "Nord" });
    expect(white.color).toEqual({ id: fx.colors.white, title: "Ağ", hex: "#ffffff" });
    expect(white.giftProducts).toEqual([{ id: P.cup, title: "Keramik fincan", image: `products/${P.cup}/1.png` }]);
    const trousers = await card(P.blackTrousers, "ru");
    expect(trousers.badges).toEqual([{ name: "Хит", image: null, color: "#dc2626" }]);
    expect((await card(P.noCategory)).sold).toBe(true);
    expect((await card(P.cup)).imageWithPad).toBe(true);
    const set = await card(P.giftSet);
    expect(set.discountTimer).not.toBeNull();
    expect(Date.parse(set.discountTimer!)).toBeGreaterThan(Date.now());
  });
});

describe("products/filters: facets", () => {
  it("counts every group on the unfiltered catalogue", async () => {
    const f = await filters();
    expect(f.count).toBe(8);
    expect(counts(group(f, "filter_brand"))).toEqual({ [fx.brands.nord]: 2, [fx.brands.lale]: 3, [fx.brands.xezer]: 3 });
    expect(counts(group(f, "color"))).toEqual({ [fx.colors.white]: 3, [fx.colors.blue]: 2, [fx.colors.black]: 3 });
    expect(group(f, "color").type).toBe("color");
    expect(group(f, "color").items.find((i) => i.id === fx.colors.blue)!.hex).toBe("#1d4ed8");
    const sizes = group(f, "size");
    expect(sizes.items.map((i) => i.id)).toEqual(["S", "M", "L", "XL"]);
    expect(counts(sizes)).toEqual({ S: 3, M: 4, L: 3, XL: 1 });
    expect(counts(group(f, "filter_discount"))).toEqual({ 0: 2, 1: 3, 2: 1, 3: 1, 4: 1, 5: 1 });
    expect(group(f, "filter_discount").items[0]!.title).toBe("No discount");
    expect(counts(group(f, "param_material"))).toEqual({ cotton: 4, linen: 2, silk: 1 });
  });

  it("counts a selected parameter over the other selections only", async () => {
    const f = await filters({ param_material: "linen" });
    expect(f.count).toBe(2);
    expect(counts(group(f, "param_material"))).toEqual({ cotton: 4, linen: 2, silk: 1 });
    const nord = await filters({ param_material: "linen", filter_brand: fx.brands.nord });
    const unfiltered = await filters({ filter_brand: fx.brands.nord });
    expect(counts(group(nord, "param_material"))).toEqual(counts(group(unfiltered, "param_material")));
  });

  it("answers the categories group as a tree with subtree counts", async () => {
    const tree = group(await filters(), "filter_category").items;
    expect(tree.map((i) => [i.id, i.count])).toEqual([
      [fx.categories.men, 4],
      [fx.categories.women, 2],
      [fx.categories.home, 1],
    ]);
    const men = tree[0]!;
    expect(men.children!.map((i) => [i.id, i.count])).toEqual([
      [fx.categories.shirts, 3],
      [fx.categories.trousers, 1],
    ]);
    expect(men.children![0]!.children!.map((i) => [i.id, i.count])).toEqual([[fx.categories.linen, 1]]);
  });

  it("counts the categories group inside category_root only", async () => {
    const f = await filters({ filter_category: fx.categories.shirts, category_root: fx.categories.men, filter_brand: fx.brands.nord });
    const tree = group(f, "filter_category").items;
    expect(tree.map((i) => [i.id, i.count])).toEqual([[fx.categories.men, 2]]);
    expect(tree[0]!.children!.map((i) => [i.id, i.count])).toEqual([
      [fx.categories.shirts, 1],
      [fx.categories.trousers, 1],
    ]);
    // without a selected category the tree is cut the same way
    const unselected = group(await filters({ category_root: fx.categories.women }), "filter_category").items;
    expect(unselected.map((i) => [i.id, i.count])).toEqual([[fx.categories.women, 2]]);
    expect(unselected[0]!.children!.map((i) => i.id)).toEqual([fx.categories.dresses]);
    // the other groups are not cut
    expect(counts(group(await filters({ category_root: fx.categories.women }), "filter_brand"))).toEqual({
      [fx.brands.nord]: 2,
      [fx.brands.lale]: 3,
      [fx.brands.xezer]: 3,
    });
    // the listing ignores it
    expect((await list({ category_root: fx.categories.women })).pagination.count).toBe(8);
  });

  it("counts a category page's categories in the shared statement when its own category is the only one picked", async () => {
    const jobs = async (payload: Record<string, unknown>) => facetJobs(await buildPlan(database, listSchema.parse(payload), { forFacets: true })).map((j) => j.key);
    // a sub-category's page as it opens: one statement, its products are the categories group's scope
    expect(await jobs({ filter_category: fx.categories.shirts, category_root: fx.categories.shirts })).toEqual(["all"]);
    expect(await jobs({ filter_category: fx.categories.shirts, category_root: fx.categories.shirts, filter_brand: fx.brands.nord })).toEqual(["all", "brand"]);
    // a department is too broad to materialise: its categories group runs beside the shared statement
    expect(await jobs({ filter_category: fx.categories.men, category_root: fx.categories.men })).toEqual(["all", "category"]);
    // ... unless another narrow group is picked
    expect(await jobs({ filter_category: fx.categories.men, category_root: fx.categories.men, filter_brand: fx.brands.nord })).toEqual(["all", "brand"]);
    // a sub-category picked on the page: the group is counted over the page's category, on its own
    expect(await jobs({ filter_category: fx.categories.linen, category_root: fx.categories.shirts })).toEqual(["all", "category"]);
    expect(await jobs({ filter_category: fx.categories.shirts })).toEqual(["all", "category"]);
    // the same counts as the catalogue-wide group shows for that category's subtree
    const wide = group(await filters(), "filter_category").items.find((i) => i.id === fx.categories.men)!;
    const shirts = group(await filters({ filter_category: fx.categories.shirts, category_root: fx.categories.shirts }), "filter_category").items;
    expect(shirts.map((i) => i.id)).toEqual([fx.categories.men]);
    expect(shirts[0]!.children).toEqual(wide.children!.filter((c) => c.id === fx.categories.shirts));
    const branded = group(await filters({ filter_category: fx.categories.men, category_root: fx.categories.men, filter_brand: fx.brands.nord }), "filter_category").items;
    expect(branded.map((i) => [i.id, i.count])).toEqual([[fx.categories.men, 2]]);
    expect(branded[0]!.children!.map((i) => [i.id, i.count])).toEqual([
      [fx.categories.shirts, 1],
      [fx.categories.trousers, 1],
    ]);
  });

  it("answers the price group with min, max and interval presets", async () => {
    const price = group(await filters(), "price");
    expect(price.type).toBe("price");
    expect(price.min).toBe(1500);
    expect(price.max).toBe(25000);
    expect(price.intervals!.length).toBeGreaterThan(1);
    expect(price.intervals![0]!.from).toBeLessThanOrEqual(1500);
    expect(price.intervals!.at(-1)!.to).toBeGreaterThanOrEqual(25000);
    const single = group(await filters({ filter_category: fx.categories.linen }), "price");
    expect(single.min).toBe(single.max);
    expect(single.intervals).toEqual([]);
  });

  it("counts each group with the other groups' filters only", async () => {
    const f = await filters({ filter_brand: fx.brands.nord });
    expect(f.count).toBe(2);
    // the brand group ignores its own selection so a shopper can add a brand
    expect(counts(group(f, "filter_brand"))).toEqual({ [fx.brands.nord]: 2, [fx.brands.lale]: 3, [fx.brands.xezer]: 3 });
    // the other groups follow the brand selection
    expect(counts(group(f, "color"))).toEqual({ [fx.colors.white]: 1, [fx.colors.black]: 1 });
    expect(counts(group(f, "size"))).toEqual({ S: 1, L: 1, M: 1, XL: 1 });
    const tree = group(f, "filter_category").items;
    expect(tree.map((i) => [i.id, i.count])).toEqual([[fx.categories.men, 2]]);

    const two = await filters({ filter_category: fx.categories.shirts, size: "L" });
    expect(two.count).toBe(3);
    // sizes counted within shirts, categories counted within size L
    expect(counts(group(two, "size"))).toEqual({ S: 1, M: 1, L: 3 });
    expect(group(two, "filter_category").items.map((i) => [i.id, i.count])).toEqual([[fx.categories.men, 3]]);
    expect(counts(group(two, "filter_brand"))).toEqual({ [fx.brands.nord]: 1, [fx.brands.lale]: 1, [fx.brands.xezer]: 1 });
  });

  it("keeps the price range of the other filters when a price is chosen", async () => {
    const f = await filters({ price_min: 5000, price_max: 6000 });
    expect(f.count).toBe(1);
    const price = group(f, "price");
    expect([price.min, price.max]).toEqual([1500, 25000]);
    expect(counts(group(f, "filter_brand"))).toEqual({ [fx.brands.nord]: 1 });
  });

  it("keeps a parameter's other values countable and a selected value visible", async () => {
    const f = await filters({ param_material: "silk" });
    expect(f.count).toBe(1);
    expect(counts(group(f, "param_material"))).toEqual({ cotton: 4, linen: 2, silk: 1 });
    const none = await filters({ param_material: "silk", filter_brand: fx.brands.nord });
    expect(none.count).toBe(0);
    expect(counts(group(none, "param_material"))).toEqual({ cotton: 1, linen: 1, silk: 0 });
    expect(counts(group(none, "filter_brand"))).toEqual({ [fx.brands.xezer]: 1, [fx.brands.nord]: 0 });
  });

  it("counts discounts with id 0 for no discount", async () => {
    const f = await filters({ filter_discount: 0 });
    expect(f.count).toBe(2);
    expect(counts(group(f, "filter_discount"))).toEqual({ 0: 2, 1: 3, 2: 1, 3: 1, 4: 1, 5: 1 });
    expect(counts(group(f, "filter_brand"))).toEqual({ [fx.brands.nord]: 1, [fx.brands.lale]: 1 });
  });

  it("answers single groups and titles in the language", async () => {
    const brands = await call<FilterGroup>("products/filters/brands", { filter_category: fx.categories.women });
    expect(brands.data!.name).toBe("filter_brand");
    expect(counts(brands.data!)).toEqual({ [fx.brands.lale]: 1, [fx.brands.xezer]: 1 });
    const colors = await call<FilterGroup>("products/filters/colors", { lang: "ru" });
    expect(colors.data!.title).toBe("Цвет");
    expect(colors.data!.items.find((i) => i.id === fx.colors.black)!.title).toBe("Черный");
    const sizes = await call<FilterGroup>("products/filters/sizes", { filter_brand: fx.brands.xezer });
    expect(counts(sizes.data!)).toEqual({ S: 1, M: 1, L: 1 });
    const cats = await call<FilterGroup>("categories/filters", { lang: "az" });
    expect(cats.data!.items[0]!.title).toBe("Kişi");
    const az = await filters({ lang: "az" });
    expect(group(az, "filter_discount").items[0]!.title).toBe("Endirimsiz");
  });

  it("answers the collections group", async () => {
    const all = await call<FilterGroup>("collections/filters", {});
    expect(counts(all.data!)).toEqual({ [fx.collections.summer]: 2, [fx.collections.office]: 1 });
    const nord = await call<FilterGroup>("collections/filters", { filter_brand: fx.brands.nord, filter_collection: fx.collections.summer });
    expect(counts(nord.data!)).toEqual({ [fx.collections.summer]: 1, [fx.collections.office]: 1 });
  });
});

describe("products/by-ids and products/info", () => {
  it("keeps the given order and drops unknown and hidden ids", async () => {
    const res = await call<ProductCard[]>("products/by-ids", { search_ids: `${P.cup},999999,${P.whiteShirt},${P.hidden},abc` });
    expect(res.ok).toBe(true);
    expect(res.data!.map((c) => c.id)).toEqual([P.cup, P.whiteShirt]);
    const single = await call<ProductCard[]>("products/by-ids", { search_id: P.silkDress });
    expect(single.data!.map((c) => c.id)).toEqual([P.silkDress]);
    const none = await call<ProductCard[]>("products/by-ids", { search_ids: "'; select 1" });
    expect(none.ok).toBe(true);
    expect(none.data).toEqual([]);
  });

  it("answers the product page data", async () => {
    const res = await call<ProductDetail>(`products/info/${P.whiteShirt}`, { lang: "en" });
    expect(res.ok).toBe(true);
    const d = res.data!;
    expect(d.title).toBe("White linen shirt");
    expect(d.sku).toBe("FX-1");
    expect(d.desc).toContain("White linen shirt");
    expect(d.variants).toEqual([
      { siteSize: "S", price: 5990, priceOld: null, discount: 0, total: 3 },
      { siteSize: "M", price: 5990, priceOld: null, discount: 0, total: 0 },
      { siteSize: "L", price: 5990, priceOld: null, discount: 0, total: 5 },
    ]);
    expect(d.images.map((i) => i.source)).toEqual([1, 2, 3].map((n) => `products/${P.whiteShirt}/${n}.png`));
    expect(d.parameters).toEqual([{ title: "Material", value: "Linen" }]);
    expect(d.sizeTable).toMatchObject({ name: "shirts", title: "Size chart", place: "back", show: true });
    expect(d.categories).toEqual([{ id: fx.categories.linen, title: "Linen shirts", route: "/men/shirts/linen" }]);
    expect(d.routes).toEqual({ az: "/ag-ketan-koynek", en: "/white-linen-shirt", ru: "/belaya-lnyanaya-rubashka" });
    expect(d.giftProducts.map((g) => g.id)).toEqual([P.cup]);
    expect(d.faq).toBe("");
  });

  it("answers variant prices, parameter lists and sets", async () => {
    const silk = (await call<ProductDetail>(`products/info/${P.silkDress}`, {})).data!;
    expect(silk.variants.map((v) => [v.siteSize, v.price])).toEqual([
      ["S", 25000],
      ["M", 27000],
    ]);
    const set = (await call<ProductDetail>(`products/info/${P.giftSet}`, { lang: "ru" })).data!;
    expect(set.parameters).toEqual([{ title: "Материал", values: ["Хлопок", "Лён"] }]);
    expect(set.sets).toHaveLength(1);
    expect(set.sets[0]).toMatchObject({ title: "Две рубашки", price: 9000, priceOld: 10490 });
    expect(set.sets[0]!.products.map((p) => [p.id, p.route])).toEqual([
      [P.whiteShirt, "/belaya-lnyanaya-rubashka"],
      [P.blueShirt, "/sinyaya-rubashka"],
    ]);
    expect(set.variants[0]).toMatchObject({ price: 8100, priceOld: 9000, discount: 10 });
  });

  it("answers 404 for hidden, unknown and malformed ids", async () => {
    for (const id of [String(P.hidden), "999999", "abc", "1;drop"]) {
      const res = await call(`products/info/${id}`, {});
      expect(res.status).toBe(404);
      expect(res.ok).toBe(false);
    }
  });
});

describe("categories, collections, brands, product groups", () => {
  it("answers the category tree with routes and parent ids", async () => {
    const res = await call<CategoryNode[]>("categories", { lang: "en" });
    const tree = res.data!;
    expect(tree.map((c) => c.title)).toEqual(["Men", "Women", "Home"]);
    const linen = tree[0]!.children[0]!.children[0]!;
    expect(linen).toMatchObject({ id: fx.categories.linen, title: "Linen shirts", route: "/men/shirts/linen", image: "categories/linen.png" });
    expect(linen.parentIds).toEqual([fx.categories.men, fx.categories.shirts]);
    const az = (await call<CategoryNode[]>("categories", { lang: "az" })).data!;
    expect(az[0]).toMatchObject({ title: "Kişi", route: "/kisi" });
  });

  it("pages collections with p, reading a bad p as 1", async () => {
    const first = (await call<CollectionList>("collections", { p: 1, limit: 1 })).data!;
    expect(first.items.map((c) => c.id)).toEqual([fx.collections.summer]);
    expect(first.items[0]).toMatchObject({ title: "Summer", headline: "Light and bright", route: "/collection/summer" });
    expect(first.pagination).toEqual({ pages: 2, current: 1, limit: 1, count: 2 });
    const second = (await call<CollectionList>("collections", { p: 2, limit: 1 })).data!;
    expect(second.items.map((c) => c.id)).toEqual([fx.collections.office]);
    const bad = (await call<CollectionList>("collections", { p: "zz", limit: 1 })).data!;
    expect(bad.pagination.current).toBe(1);
    expect(bad.items.map((c) => c.id)).toEqual([fx.collections.summer]);
  });

  it("lists brands and product groups with active product counts", async () => {
    const brands = (await call<BrandItem[]>("brands", { lang: "ru" })).data!;
    expect(brands.map((b) => b.title)).toEqual(["Nord", "Lale", "Xəzər"]);
    expect(brands[0]).toMatchObject({ route: "/brend-ru/nord", desc: "Бренд Nord", image: "brands/nord.png" });
    const groups = (await call<ProductGroupItem[]>("product-groups", { lang: "az" })).data!;
    expect(groups).toEqual([{ id: fx.groups.gifts, title: "Hədiyyələr", route: "/qrup/hediyyeler", count: 2 }]);
  });
});
