import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertFixtures } from "../backend/catalog/test-fixtures.ts";
import { listenPublicChanges } from "../backend/db/changes.ts";
import { testApi } from "../backend/test/db.ts";
import { PageCache } from "./page-cache.ts";

/**
 * The page cache and the database's change feed together, on PGlite and (with DATABASE_URL)
 * PostgreSQL: a page built from the API's product answer is served from memory until a price
 * or stock change commits, then the very next request shows the new figures.
 */
describe("page cache invalidation by the public change feed", async () => {
  const { app, database } = await testApi();
  const fixtures = await insertFixtures(database);
  const id = fixtures.products.whiteShirt;
  const feed = await listenPublicChanges(database, { settleMs: 0 });

  let renders = 0;
  const cache = new PageCache({
    cookiePrefix: "bz_",
    ttlMs: 60_000,
    staleMs: 60_000,
    maxBytes: 1_000_000,
    render: async () => {
      renders += 1;
      const res = await app.fetch(new Request(`http://test/api/products/info/${id}?lang=en`));
      const body = (await res.json()) as { data: { price: number; variants: { total: number }[] } };
      const stock = body.data.variants.reduce((sum, v) => sum + v.total, 0);
      return new Response(`<p>price ${body.data.price} stock ${stock}</p>`, { headers: { "content-type": "text/html" } });
    },
  });
  feed.subscribe((change) => cache.invalidate(change));
  const page = async () => (await cache.get(new URL("http://shop.test/white-shirt"), new Headers())).page!.body.toString();

  /** The page as the next visitor gets it, waiting at most `ms` for the change to arrive. */
  async function pageWithin(ms: number, wanted: string): Promise<string> {
    const start = Date.now();
    let text = await page();
    while (!text.includes(wanted) && Date.now() - start < ms) {
      await new Promise((r) => setTimeout(r, 20));
      text = await page();
    }
    return text;
  }

  it("shows a price change committed in the database on the next request", async () => {
    const before = await page();
    expect(await page()).toBe(before);
    expect(renders).toBe(1);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update products set price_q = 777700, sort_price_q = 777700, discount = 0, old_price_q = null where id = ${id}`);
      await tx.execute(sql`update product_variants set price_q = null, old_price_q = null where product_id = ${id}`);
    });
    const after = await pageWithin(1_000, "price 777700");
    expect(after).toContain("price 777700");
    expect(renders).toBe(2);
  });

  it("shows a stock change on the next request", async () => {
    await page();
    await database.query(sql`update product_variants set stock = 0 where product_id = ${id}`);
    expect(await pageWithin(1_000, "stock 0")).toContain("stock 0");
  });

  describe("pages rendered as the storefront does: with the tags of the API answers they showed", () => {
    const other = fixtures.products.blueShirt;
    const renders: Record<string, number> = {};
    const tagged = new PageCache({
      cookiePrefix: "bz_",
      ttlMs: 600_000,
      staleMs: 600_000,
      maxBytes: 1_000_000,
      render: async (request) => {
        const path = new URL(request.url).pathname;
        renders[path] = (renders[path] ?? 0) + 1;
        const product = /^\/p(\d+)$/.exec(path);
        const res = await app.fetch(new Request(product ? `http://test/api/products/info/${product[1]}?lang=en` : "http://test/api/products?lang=en"));
        return new Response(await res.text(), { headers: { "content-type": "text/html", "x-cache-tags": res.headers.get("x-cache-tags") ?? "" } });
      },
    });
    feed.subscribe((change) => tagged.invalidate(change));
    const stateOf = async (path: string) => (await tagged.get(new URL(path, "http://shop.test"), new Headers())).state;
    /** Commits `statement` and waits until a change with `tag` has reached the cache (a late notice of an earlier statement does not count). */
    async function commit(statement: ReturnType<typeof sql>, tag: string) {
      const heard = new Promise<void>((resolve) => {
        const stop = feed.subscribe((change) => {
          if (!change.tags.has(tag)) return;
          stop();
          resolve();
        });
      });
      await database.query(statement);
      await Promise.race([heard, new Promise((r) => setTimeout(r, 5_000))]);
    }

    it("a sale that leaves every size in stock renders that product's page again, and nothing else", async () => {
      await commit(sql`update product_variants set stock = 5 where product_id in (${id}, ${other})`, `pd:${other}`);
      for (const path of [`/p${id}`, `/p${other}`, "/women"]) await stateOf(path);
      expect(await stateOf(`/p${id}`)).toBe("HIT");
      await commit(sql`update product_variants set stock = stock - 1 where id = (select min(id) from product_variants where product_id = ${id})`, `pd:${id}`);
      expect(await stateOf(`/p${id}`)).toBe("MISS");
      expect(await stateOf(`/p${other}`)).toBe("HIT");
      expect(await stateOf("/women")).toBe("HIT");
    });

    it("the last unit of a size, or a price change, renders the lists and the product pages again", async () => {
      for (const path of [`/p${id}`, `/p${other}`, "/women"]) await stateOf(path);
      await commit(sql`update product_variants set stock = 0 where id = (select min(id) from product_variants where product_id = ${id})`, `p:${id}`);
      expect(await stateOf("/women")).toBe("MISS");
      expect(await stateOf(`/p${id}`)).toBe("MISS");
      await commit(sql`update products set price_q = price_q + 100 where id = ${other}`, `p:${other}`);
      expect(await stateOf(`/p${other}`)).toBe("MISS");
      expect(await stateOf("/women")).toBe("MISS");
      await feed.close();
    });
  });
});
