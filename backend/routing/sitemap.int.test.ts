import { describe, expect, it } from "vitest";
import { insertFixtures } from "../catalog/test-fixtures.ts";
import * as s from "../db/schema.ts";
import { testApi } from "../test/db.ts";
import { planOf, readsIndex } from "../test/plans.ts";
import { kindSql, type SitemapPage } from "./sitemap.ts";

const { call, database } = await testApi();
const fx = await insertFixtures(database);
const [article] = await database.db
  .insert(s.articles)
  .values({
    slug: "linen-care",
    title: { az: "Kətana qulluq", en: "Linen care", ru: "Уход за льном" },
    desc: { az: "", en: "", ru: "" },
    publishedAt: new Date("2025-04-02T10:00:00Z"),
  })
  .returning();
const [draft] = await database.db
  .insert(s.articles)
  .values({ slug: "draft", title: { az: "", en: "Draft", ru: "" }, desc: { az: "", en: "", ru: "" }, status: "off", publishedAt: new Date() })
  .returning();
const [news] = await database.db.insert(s.articleCategories).values({ slug: "news", title: { az: "Xəbərlər", en: "News", ru: "Новости" } }).returning();
const [empty] = await database.db.insert(s.articleCategories).values({ slug: "empty", title: { az: "Boş", en: "Empty", ru: "Пусто" } }).returning();
await database.db.insert(s.articleCategoryLinks).values([
  { articleId: article!.id, categoryId: news!.id },
  // an unpublished article does not date its category
  { articleId: draft!.id, categoryId: news!.id },
  { articleId: draft!.id, categoryId: empty!.id },
]);
await database.db.insert(s.routes).values([
  { lang: "en", path: "/blog/category/news", entityType: "article_category", entityId: news!.id },
  { lang: "az", path: "/blog/category/xeberler", entityType: "article_category", entityId: news!.id },
  { lang: "ru", path: "/blog/category/novosti", entityType: "article_category", entityId: news!.id },
  { lang: "en", path: "/blog/category/empty", entityType: "article_category", entityId: empty!.id },
  { lang: "en", path: "/blog/linen-care", entityType: "article", entityId: article!.id },
  { lang: "az", path: "/blog/ketana-qulluq", entityType: "article", entityId: article!.id },
  { lang: "ru", path: "/blog/uhod-za-lnom", entityType: "article", entityId: article!.id },
  { lang: "en", path: "/blog/draft", entityType: "article", entityId: draft!.id },
]);

describe("sitemap", () => {
  it("lists public entities with their paths in every language, categories first", async () => {
    const res = await call<SitemapPage>("sitemap", { page: 1 });
    expect(res.ok).toBe(true);
    const entries = res.data!.entries;
    expect(entries[0]!.type).toBe("category");
    const shirt = entries.find((e) => e.type === "product" && e.id === fx.products.whiteShirt);
    expect(shirt?.paths).toEqual({ az: "/ag-ketan-koynek", en: "/white-linen-shirt", ru: "/belaya-lnyanaya-rubashka" });
    const brand = entries.find((e) => e.type === "brand" && e.id === fx.brands.nord);
    expect(brand?.paths.ru).toBe("/brend-ru/nord");
    expect(entries.find((e) => e.type === "collection" && e.id === fx.collections.summer)).toBeTruthy();
    const post = entries.find((e) => e.type === "article" && e.id === article!.id);
    expect(post).toMatchObject({ lastmod: "2025-04-02", paths: { en: "/blog/linen-care" } });
  });

  it("lists product groups and blog categories too, and dates what the data dates", async () => {
    const entries = (await call<SitemapPage>("sitemap", { page: 1 })).data!.entries;
    const group = entries.find((e) => e.type === "product_group" && e.id === fx.groups.gifts);
    expect(group).toMatchObject({ paths: { az: "/qrup/hediyyeler", en: "/group/gifts", ru: "/gruppa/podarki" }, lastmod: null });
    // a blog category is as new as its newest published article
    expect(entries.find((e) => e.type === "article_category" && e.id === news!.id)).toMatchObject({ lastmod: "2025-04-02", paths: { ru: "/blog/category/novosti" } });
    expect(entries.find((e) => e.type === "article_category" && e.id === empty!.id)).toMatchObject({ lastmod: null });
    // a product is dated by its creation
    const shirt = entries.find((e) => e.type === "product" && e.id === fx.products.whiteShirt);
    expect(shirt?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // kinds in a fixed order: categories … product groups … blog categories, articles, products
    const order = [...new Set(entries.map((e) => e.type))];
    expect(order.indexOf("product_group")).toBeLessThan(order.indexOf("article_category"));
    expect(order.indexOf("article_category")).toBeLessThan(order.indexOf("product"));
  });

  it("leaves out hidden products, unpublished articles and old paths", async () => {
    const res = await call<SitemapPage>("sitemap", { page: 1 });
    const entries = res.data!.entries;
    expect(entries.some((e) => e.type === "product" && e.id === fx.products.hidden)).toBe(false);
    expect(entries.some((e) => e.type === "article" && e.id === draft!.id)).toBe(false);
    expect(entries.some((e) => Object.values(e.paths).includes("/old-white-shirt"))).toBe(false);
  });

  it("pages through the entities and reads bad paging input as the first page", async () => {
    const all = await call<SitemapPage>("sitemap", { page: 1 });
    const first = await call<SitemapPage>("sitemap", { page: 1, limit: 3 });
    const second = await call<SitemapPage>("sitemap", { page: 2, limit: 3 });
    expect(first.data!.pages).toBe(Math.ceil(all.data!.count! / 3));
    expect(first.data!.entries).toEqual(all.data!.entries.slice(0, 3));
    expect(second.data!.entries).toEqual(all.data!.entries.slice(3, 6));
    const bad = await call<SitemapPage>("sitemap", { page: "-4'; drop table routes", limit: "x" });
    expect(bad.ok).toBe(true);
    expect(bad.data!.current).toBe(1);
    expect(bad.data!.entries).toEqual(all.data!.entries.slice(0, bad.data!.limit));
  });

  it("continues after an entry (keyset) without counting, across kinds, to the same entries as the pages", async () => {
    const all = (await call<SitemapPage>("sitemap", { page: 1 })).data!;
    expect(all.next).toBeNull();
    const walked: SitemapPage["entries"] = [];
    let page = (await call<SitemapPage>("sitemap", { page: 1, limit: 4, count: 0 })).data!;
    expect(page.count).toBeNull();
    walked.push(...page.entries);
    while (page.next) {
      page = (await call<SitemapPage>("sitemap", { page: 1, limit: 4, after: page.next, count: 0 })).data!;
      expect(page.count).toBeNull();
      walked.push(...page.entries);
    }
    expect(walked).toEqual(all.entries);
    // every page number, uncounted, answers the same slice as the counted pages
    for (let n = 1; n <= Math.ceil(all.count! / 4) + 1; n++) {
      const uncounted = (await call<SitemapPage>("sitemap", { page: n, limit: 4, count: "0" })).data!;
      expect(uncounted.entries, `page ${n}`).toEqual(all.entries.slice((n - 1) * 4, n * 4));
    }
  });

  it("refuses an after that is not type:id", async () => {
    for (const after of ["product", "shoe:1", "product:1; drop table routes", "product:-1"]) {
      const res = await call<SitemapPage>("sitemap", { page: 1, after });
      expect(res.status, after).toBeGreaterThanOrEqual(400);
      expect(res.status, after).toBeLessThan(500);
    }
  });

  it.skipIf(!process.env.DATABASE_URL)("reads a kind's entities through routes_entity_idx in id order (no sort of the whole table)", async () => {
    for (const type of ["product", "category", "article"] as const) {
      const plan = await planOf(database, kindSql(type, 10, 500, 0));
      expect(readsIndex(plan, "routes_entity_idx"), plan).toBe(true);
      expect(plan, type).not.toMatch(/Seq Scan on routes|HashAggregate|Sort Key: r\.entity_id\n/);
    }
  });
});
