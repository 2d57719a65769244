import { describe, expect, it } from "vitest";
import { testApi } from "../test/db.ts";
import type { RouteRecord } from "../catalog/contract.ts";
import { insertFixtures } from "../catalog/test-fixtures.ts";
import * as s from "../db/schema.ts";
import { onPostgres, planOf, readsIndex } from "../test/plans.ts";
import { normalizePath, plainText, routeLookupSql } from "./resolve.ts";

const { call, database } = await testApi();
const fx = await insertFixtures(database);

const current = (route: string, lang = "en") => call<RouteRecord>("routes/current", { route, lang });

describe("routes/current", () => {
  it("answers a product's record with its routes in all languages", async () => {
    const res = await current("/white-linen-shirt");
    expect(res.ok).toBe(true);
    expect(res.data).toMatchObject({
      type: "product",
      id: fx.products.whiteShirt,
      title: "White linen shirt",
      routes: { az: "/ag-ketan-koynek", en: "/white-linen-shirt", ru: "/belaya-lnyanaya-rubashka" },
    });
    expect(res.data!.description).toBe("White linen shirt — en");
    const az = await current("/ag-ketan-koynek", "az");
    expect(az.data).toMatchObject({ type: "product", title: "Ağ kətan köynək" });
  });

  it("answers category, collection, brand and product group records", async () => {
    const cat = await current("/men/shirts/linen");
    expect(cat.data).toMatchObject({ type: "category", id: fx.categories.linen, title: "Linen shirts", image: "categories/linen.png" });
    expect(cat.data!.parentIds).toEqual([fx.categories.men, fx.categories.shirts]);
    const col = await current("/kollekciya/leto", "ru");
    expect(col.data).toMatchObject({ type: "collection", id: fx.collections.summer, title: "Лето", headline: "Летняя коллекция" });
    const brand = await current("/brand/nord");
    expect(brand.data).toMatchObject({ type: "brand", id: fx.brands.nord, title: "Nord", desc: "The Nord brand" });
    const group = await current("/group/gifts");
    expect(group.data).toMatchObject({ type: "product_group", id: fx.groups.gifts, title: "Gifts" });
  });

  it("tolerates a trailing slash, a query string and percent-encoding", async () => {
    expect((await current("/men/shirts/")).data?.id).toBe(fx.categories.shirts);
    expect((await current("men/shirts?sort=priceUp")).data?.id).toBe(fx.categories.shirts);
    expect((await current("/men%2Fshirts")).data?.id).toBe(fx.categories.shirts);
  });

  it("redirects another language's path to this language's path", async () => {
    const res = await current("/ag-ketan-koynek", "en");
    expect(res.ok).toBe(true);
    expect(res.redirect).toBe("/white-linen-shirt");
    expect(res.data).toBeUndefined();
    const ru = await current("/men", "ru");
    expect(ru.redirect).toBe("/muzhchiny");
  });

  it("redirects an old path to the entity's current path", async () => {
    expect((await current("/old-white-shirt", "en")).redirect).toBe("/white-linen-shirt");
    expect((await current("/old-white-shirt", "az")).redirect).toBe("/ag-ketan-koynek");
  });

  it("answers 404 for unknown paths and hidden products", async () => {
    for (const route of ["/no-such-page", "/hidden-shirt", "", "/'; drop table routes; --", "/<script>"]) {
      const res = await current(route);
      expect(res.status).toBe(404);
      expect(res.ok).toBe(false);
    }
  });

  it("answers pages and articles (and hides articles that are off)", async () => {
    const [page] = await database.db
      .insert(s.pages)
      .values({ key: "delivery", title: { az: "Çatdırılma", en: "Delivery", ru: "Доставка" }, content: { az: "", en: "<p>We deliver</p>", ru: "" } })
      .returning();
    const now = new Date();
    const [on, off] = await database.db
      .insert(s.articles)
      .values([
        { slug: "a", title: { az: "A", en: "Spring notes", ru: "A" }, desc: { az: "", en: "About spring", ru: "" }, publishedAt: now },
        { slug: "b", title: { az: "B", en: "Draft", ru: "B" }, desc: { az: "", en: "", ru: "" }, publishedAt: now, status: "off" },
      ])
      .returning();
    await database.db.insert(s.routes).values([
      { lang: "en", path: "/delivery", entityType: "page", entityId: page!.id },
      { lang: "en", path: "/blog/spring-notes", entityType: "article", entityId: on!.id },
      { lang: "en", path: "/blog/draft", entityType: "article", entityId: off!.id },
    ]);
    const p = await current("/delivery");
    expect(p.data).toMatchObject({ type: "page", key: "delivery", title: "Delivery", description: "We deliver" });
    // missing languages fall back to the English path
    expect(p.data!.routes).toEqual({ az: "/delivery", en: "/delivery", ru: "/delivery" });
    expect((await current("/blog/spring-notes")).data).toMatchObject({ type: "article", title: "Spring notes" });
    expect((await current("/blog/draft")).status).toBe(404);
  });
});

describe("route lookup plan", () => {
  it.skipIf(!onPostgres(database))("finds a path through the routes_path index, not by reading every route", async () => {
    for (const path of ["/white-linen-shirt", "/no-such-page"]) {
      const plan = await planOf(database, routeLookupSql(path, "az"));
      expect(readsIndex(plan, "routes_path"), plan).toBe(true);
      expect(plan).toMatch(/Index Cond: \(path = /);
      expect(plan).not.toMatch(/Seq Scan/);
    }
  });
});

describe("path helpers", () => {
  it("normalises paths", () => {
    expect(normalizePath("/a/b/")).toBe("/a/b");
    expect(normalizePath("a//b?x=1#h")).toBe("/a/b");
    expect(normalizePath("/az/a")).toBe("/a");
    expect(normalizePath("/%E0%A4%A")).toBe("/%E0%A4%A");
    expect(normalizePath("")).toBe("/");
  });
  it("makes plain meta descriptions", () => {
    expect(plainText("<p>Hello&nbsp;<b>world</b></p>")).toBe("Hello world");
    expect(plainText("word ".repeat(100)).length).toBeLessThanOrEqual(160);
  });
});
