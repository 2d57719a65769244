import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testApi } from "../test/db.ts";
import type { FeedPage, FeedProduct, ProductDetail } from "./contract.ts";
import { plainText } from "./feed.ts";
import { insertFixtures } from "./test-fixtures.ts";

const { call, app, database } = await testApi();
const fx = await insertFixtures(database);
const P = fx.products;

async function walk(lang: string, limit: number): Promise<FeedProduct[]> {
  const out: FeedProduct[] = [];
  let after = 0;
  for (let i = 0; i < 20; i += 1) {
    const res = await call<FeedPage>("products/feed", { lang, after, limit });
    expect(res.ok).toBe(true);
    out.push(...res.data!.items);
    if (res.data!.next === null) return out;
    after = res.data!.next;
  }
  throw new Error("the walk did not end");
}

describe("products/feed", () => {
  it("walks every active product once by id, a chunk at a time, and leaves hidden ones out", async () => {
    const all = await walk("en", 500);
    const small = await walk("en", 3);
    expect(small.map((p) => p.id)).toEqual(all.map((p) => p.id));
    expect(all.map((p) => p.id)).toEqual([...all.map((p) => p.id)].sort((a, b) => a - b));
    expect(all.map((p) => p.id)).not.toContain(P.hidden);
    expect(all).toHaveLength(8);
  });

  it("prices each size as the product page does (one price rule)", async () => {
    const all = await walk("en", 500);
    for (const item of all) {
      const page = await call<ProductDetail>(`products/info/${item.id}`, { lang: "en" });
      expect(item.variants.map((v) => ({ size: v.size, price: v.price, priceOld: v.priceOld, inStock: v.inStock }))).toEqual(
        page.data!.variants.map((v) => ({ size: v.siteSize, price: v.price, priceOld: v.priceOld, inStock: v.total > 0 })),
      );
      expect(item.title).toBe(page.data!.title);
      expect(item.route).toBe(page.data!.route);
    }
  });

  it("answers the language's texts, the deepest category path and a running offer's end", async () => {
    const ru = await walk("ru", 500);
    const shirt = ru.find((p) => p.id === P.whiteShirt)!;
    expect(shirt.title).toBe("Белая льняная рубашка");
    expect(shirt.categoryPath).toEqual(["Мужчины", "Рубашки", "Льняные рубашки"]);
    expect(shirt.variants.map((v) => [v.size, v.inStock])).toEqual([["S", true], ["M", false], ["L", true]]);
    const gift = ru.find((p) => p.id === P.giftSet)!;
    expect(gift.offerEnds).not.toBeNull();
    expect(Date.parse(gift.offerEnds!)).toBeGreaterThan(Date.now());
    expect(shirt.offerEnds).toBeNull();
  });

  it("leaves out a product whose price is given on request", async () => {
    await database.query(sql`update products set price_in_store = true where id = ${P.cup}`);
    try {
      expect((await walk("en", 500)).map((p) => p.id)).not.toContain(P.cup);
    } finally {
      await database.query(sql`update products set price_in_store = false where id = ${P.cup}`);
    }
  });

  it("reads a malformed cursor or limit as the defaults, never a 500", async () => {
    const res = await app.fetch(new Request("http://test/api/products/feed?after=drop%20table&limit=99999&lang=xx"));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ok: boolean; data: FeedPage };
    expect(body.data.items).toHaveLength(8);
  });
});

describe("plainText", () => {
  it("drops tags and scripts, reads entities and collapses whitespace", () => {
    expect(plainText("<p>Soft&nbsp;linen &amp; cotton</p><script>alert(1)</script><ul><li>S</li><li>M&#8211;L</li></ul>")).toBe("Soft linen & cotton S M–L");
  });
});
