import { describe, expect, it } from "vitest";
import { testApi } from "../test/db.ts";
import type { ProductFilters, ProductList, SearchKey, SearchSuggestions } from "../catalog/contract.ts";
import { insertFixtures } from "../catalog/test-fixtures.ts";
import * as schema from "../db/schema.ts";
import { inArray, sql } from "drizzle-orm";
import { listenPublicChanges } from "../db/changes.ts";
import { planOf } from "../test/plans.ts";
import { suggestedProductsSql } from "./suggestions.ts";
import { searchTerms } from "../catalog/index.ts";

const { call, database } = await testApi();
const fx = await insertFixtures(database);
const P = fx.products;

async function search(text: unknown, extra: Record<string, unknown> = {}) {
  const res = await call<ProductList>("products", { search: text, ...extra });
  expect(res.status).toBe(200);
  expect(res.ok).toBe(true);
  return res.data!;
}
const ids = (l: ProductList) => l.items.map((i) => i.id);
const sorted = (a: number[]) => [...a].sort((x, y) => x - y);
const SHIRTS = sorted([P.whiteShirt, P.blueShirt, P.giftSet]);

describe("product search", () => {
  it("finds Azerbaijani words typed without their letters", async () => {
    const folded = await search("koynek");
    const exact = await search("köynək");
    expect(sorted(ids(folded))).toEqual(SHIRTS);
    expect(ids(exact)).toEqual(ids(folded));
    expect(ids(await search("KÖYNƏK"))).toEqual(ids(folded));
    expect(sorted(ids(await search("salvar")))).toEqual([P.blackTrousers]);
    expect(sorted(ids(await search("ipek")))).toEqual([P.silkDress]);
  });

  it("searches all three languages whatever the shop language", async () => {
    expect(sorted(ids(await search("shirt", { lang: "az" })))).toEqual(SHIRTS);
    // the shirts titled рубашка first, then the gift set in the category Рубашки (a word form)
    const ru = ids(await search("рубашка", { lang: "en" }));
    expect(sorted(ru.slice(0, 2))).toEqual(sorted([P.whiteShirt, P.blueShirt]));
    expect(ru.slice(2)).toEqual([P.giftSet]);
    expect(sorted(ids(await search("dress")))).toEqual(sorted([P.summerDress, P.silkDress]));
  });

  it("matches word prefixes and brand names", async () => {
    expect(sorted(ids(await search("koyn")))).toEqual(SHIRTS);
    expect(sorted(ids(await search("nord")))).toEqual(sorted([P.whiteShirt, P.blackTrousers]));
  });

  it("ranks by relevance unless a price sort is asked for", async () => {
    const blue = await search("mavi koynek");
    expect(ids(blue)[0]).toBe(P.blueShirt);
    const linen = await search("linen shirt");
    expect(ids(linen)[0]).toBe(P.whiteShirt);
    const byPrice = await search("koynek", { sort: "priceUp" });
    expect(ids(byPrice)).toEqual([P.blueShirt, P.whiteShirt, P.giftSet]);
  });

  it("ranks a match in the title above a match in category words only", async () => {
    const make = async (title: string, searchText: string, sku: string) => {
      const [row] = await database.db.insert(schema.products).values({ sku, priceQ: 1000, sortPriceQ: 1000, status: "hidden" }).returning();
      await database.db.insert(schema.productTranslations).values({ productId: row!.id, lang: "az", title, searchText });
      return row!.id;
    };
    const short = await make("Qısa don", "qisa don koynekler", "RANK-1");
    const long = await make("Uzun pambıq ağ köynək", "uzun pambiq ag koynek koynekler", "RANK-2");
    await database.db.update(schema.products).set({ status: "active" }).where(inArray(schema.products.id, [short, long]));
    const order = ids(await search("koynek", { lang: "az" }));
    expect(order.indexOf(long)).toBeLessThan(order.indexOf(short));
    await database.db.update(schema.products).set({ status: "hidden" }).where(inArray(schema.products.id, [short, long]));
  });

  it("forgives typos and finds Cyrillic titles typed in Latin", async () => {
    expect(ids(await search("ceramik cup"))).toEqual([P.cup]);
    expect(sorted(ids(await search("koynk")))).toEqual(SHIRTS);
    expect(sorted(ids(await search("rubashka")))).toEqual(SHIRTS);
  });

  it("never errors on hostile text and shows nothing for symbols only", async () => {
    for (const text of [`'; DROP TABLE products; --`, `<script>alert(1)</script>`, `" OR 1=1 --`, `\\'\\"`, "%_%", "a:* & b", "())(&|!"]) {
      const l = await search(text);
      expect(Array.isArray(l.items)).toBe(true);
    }
    expect((await search(`"'"'`)).items).toEqual([]);
    expect((await search("<>")).pagination.count).toBe(0);
    const res = await call("products/filters", { search: `'); select pg_sleep(5); --` });
    expect(res.ok).toBe(true);
  });

  it("cuts search text at 30 characters", async () => {
    const pad = "x".repeat(30);
    expect(ids(await search(`${pad} koynek`))).toEqual([]);
    // words past the 30th character are not searched (they would rule every product out)
    const junk = "qwrtzpxvbnmlkjhgfdsqwrtzpxvbnmlkjhg";
    expect(ids(await search(`koynek ${junk}`))).toEqual([]);
    expect(sorted(ids(await search(`koynek${" ".repeat(24)}${junk}`)))).toEqual(SHIRTS);
  });

  it("applies the other filters and facets to the search result", async () => {
    expect(ids(await search("koynek", { filter_brand: fx.brands.lale }))).toEqual([P.blueShirt]);
    const f = await call<ProductFilters>("products/filters", { search: "koynek" });
    expect(f.data!.count).toBe(3);
    const brands = f.data!.groups.find((g) => g.name === "filter_brand")!;
    expect(Object.fromEntries(brands.items.map((i) => [i.id, i.count]))).toEqual({
      [fx.brands.nord]: 1,
      [fx.brands.lale]: 1,
      [fx.brands.xezer]: 1,
    });
  });

  it("leaves the hidden product out", async () => {
    expect(ids(await search("gizli"))).toEqual([]);
    expect(ids(await search("hidden"))).toEqual([]);
  });
});

describe("search suggestions", () => {
  const suggest = async (search: string, lang = "en") => {
    const res = await call<SearchSuggestions>("search/suggestions", { search, lang });
    expect(res.ok).toBe(true);
    return res.data!;
  };

  it("answers nothing under 2 trimmed characters", async () => {
    for (const text of ["", "k", "  k  ", " "]) {
      expect(await suggest(text)).toEqual({ products: [], categories: [], collections: [] });
    }
  });

  it("answers products, categories and collections with titles and routes", async () => {
    const s = await suggest("shirt");
    expect(sorted(s.products.map((p) => p.id))).toEqual(SHIRTS);
    expect(s.products[0]).toHaveProperty("route");
    expect(s.products.find((p) => p.id === P.blueShirt)).toMatchObject({ title: "Blue shirt", route: "/blue-shirt", price: 3600 });
    expect(s.categories.map((c) => c.title)).toEqual(["Shirts", "Linen shirts"]);
    expect(s.categories[0]!.route).toBe("/men/shirts");
    const az = await suggest("koynek", "az");
    expect(az.categories.map((c) => c.title)).toEqual(["Köynəklər", "Kətan köynəklər"]);
    expect(az.products.map((p) => p.title)).toContain("Mavi köynək");
    const summer = await suggest("sum");
    expect(summer.collections).toEqual([{ id: fx.collections.summer, title: "Summer", route: "/collection/summer" }]);
    expect(summer.products.map((p) => p.id)).toEqual([P.summerDress]);
  });

  it("caps the groups (6 products, 4 categories, 4 collections)", async () => {
    const s = await suggest("e");
    expect(s.products).toEqual([]);
    const many = await suggest("xezer nord lale");
    expect(many.products.length).toBeLessThanOrEqual(6);
  });

  it("survives hostile text", async () => {
    const s = await suggest(`<script>"'; --`);
    expect(s.products.length).toBe(0);
  });

  it("falls back to similar words when no product has every word", async () => {
    expect((await suggest("ceramik cup")).products.map((p) => p.id)).toEqual([P.cup]);
    expect(sorted((await suggest("rubashka")).products.map((p) => p.id))).toEqual(SHIRTS);
    expect((await suggest("qwxzv")).products).toEqual([]);
  });

  it("is answered from the read cache, and forgotten when the catalogue changes", async () => {
    const changes = await listenPublicChanges(database, { settleMs: 0 });
    const cached = await testApi({ API_READ_CACHE: "1" }, database, changes);
    const ask = async () => {
      const res = await cached.app.fetch(
        new Request("http://test/api/search/suggestions", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ search: "blue sh", lang: "en" }) }),
      );
      return { hit: res.headers.get("x-read-cache") === "HIT", titles: ((await res.json()) as { data: SearchSuggestions }).data.products.map((p) => p.title) };
    };
    expect(await ask()).toEqual({ hit: false, titles: ["Blue shirt"] });
    expect(await ask()).toEqual({ hit: true, titles: ["Blue shirt"] });
    // a signed-in caller's suggestions are never kept
    const signed = await cached.app.fetch(
      new Request("http://test/api/search/suggestions", { method: "POST", headers: { "content-type": "application/json", authorization: "Bearer x" }, body: JSON.stringify({ search: "blue sh", lang: "en" }) }),
    );
    expect(signed.headers.get("x-read-cache")).toBeNull();
    await database.query(sql`update product_translations set title = 'Blue shirt, washed' where product_id = ${P.blueShirt} and lang = 'en'`);
    let after = await ask();
    for (let i = 0; i < 50 && after.titles[0] !== "Blue shirt, washed"; i += 1) {
      await new Promise((r) => setTimeout(r, 20));
      after = await ask();
    }
    expect(after.titles).toEqual(["Blue shirt, washed"]);
    await database.query(sql`update product_translations set title = 'Blue shirt' where product_id = ${P.blueShirt} and lang = 'en'`);
    await changes.close();
  });

  it.skipIf(!process.env.DATABASE_URL)("looks each match's product up by key (no scan of every product)", async () => {
    const plan = await planOf(database, suggestedProductsSql(searchTerms("shirt")!, "en"));
    expect(plan).toMatch(/Index Scan using products_pkey on products p/);
    expect(plan).not.toMatch(/Seq Scan on products|Hash Join/);
  });
});

describe("search log", () => {
  it("records searches and answers recent popular ones per language", async () => {
    for (const title of ["koynek", "koynek", "Koynek", "don"]) {
      const res = await call<{ id: number }>("searchkeys/create", { title, searchLang: "az" });
      expect(res.ok).toBe(true);
      expect(res.data!.id).toBeGreaterThan(0);
    }
    await call("searchkeys/create", { title: "shirt", lang: "en" });
    const az = await call<SearchKey[]>("searchkeys", { lang: "az" });
    expect(az.data!.map((k) => [k.title.toLowerCase(), k.count])).toEqual([
      ["koynek", 3],
      ["don", 1],
    ]);
    const en = await call<SearchKey[]>("searchkeys", { lang: "en" });
    expect(en.data!.map((k) => k.title)).toEqual(["shirt"]);
  });

  it("cuts the logged title at 30 characters and refuses an empty one", async () => {
    await call("searchkeys/create", { title: "y".repeat(50), searchLang: "ru" });
    const ru = await call<SearchKey[]>("searchkeys", { lang: "ru" });
    expect(ru.data![0]!.title).toBe("y".repeat(30));
    const empty = await call("searchkeys/create", { title: "   " });
    expect(empty.status).toBe(422);
    expect(empty.errors?.title).toBeTruthy();
  });
});
