import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import { insertFixtures } from "../catalog/test-fixtures.ts";
import { loadBackendConfig } from "../config.ts";
import { listenPublicChanges } from "../db/changes.ts";
import { testDatabase } from "../test/db.ts";
import { createLogger } from "./log.ts";
import { PUBLIC_READS } from "./read-cache.ts";

/** The API's read cache with the change feed, on PGlite and (with DATABASE_URL) PostgreSQL. */
describe("API read cache", async () => {
  const database = await testDatabase();
  const fixtures = await insertFixtures(database);
  const changes = await listenPublicChanges(database, { settleMs: 0 });
  const config = loadBackendConfig({ NODE_ENV: "test", SEED_ON_EMPTY: "0", RATE_LIMITS: "0", API_READ_CACHE: "1" } as NodeJS.ProcessEnv);
  const app = createApi({ database, config, log: createLogger(), changes });
  const id = fixtures.products.blueShirt;

  async function call(path: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
    const res = await app.fetch(
      new Request(`http://test/api/${path}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(payload) }),
    );
    return { cache: res.headers.get("x-read-cache"), tags: res.headers.get("x-cache-tags"), body: (await res.json()) as { ok: boolean; data: { price: number; title: string } } };
  }

  it("answers a repeated anonymous read from memory, per language", async () => {
    const first = await call(`products/info/${id}`, { lang: "en" });
    expect(first.cache).toBeNull();
    const second = await call(`products/info/${id}`, { lang: "en" });
    expect(second.cache).toBe("HIT");
    expect(second.body).toEqual(first.body);
    const russian = await call(`products/info/${id}`, { lang: "ru" });
    expect(russian.cache).toBeNull();
    expect(russian.body.data.title).not.toBe(first.body.data.title);
  });

  it("never answers a call with a token from memory", async () => {
    await call(`products/info/${id}`, { lang: "az" });
    const signed = await call(`products/info/${id}`, { lang: "az" }, { authorization: "Bearer whatever" });
    expect(signed.cache).toBeNull();
  });

  it("shows a committed price change on the next read", async () => {
    await call(`products/info/${id}`, { lang: "en" });
    expect((await call(`products/info/${id}`, { lang: "en" })).cache).toBe("HIT");
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update products set price_q = 555500, sort_price_q = 555500, discount = 0, old_price_q = null where id = ${id}`);
      await tx.execute(sql`update product_variants set price_q = null, old_price_q = null where product_id = ${id}`);
    });
    let answer = await call(`products/info/${id}`, { lang: "en" });
    for (let i = 0; i < 50 && answer.body.data.price !== 555500; i += 1) {
      await new Promise((r) => setTimeout(r, 20));
      answer = await call(`products/info/${id}`, { lang: "en" });
    }
    expect(answer.body.data.price).toBe(555500);
  });

  /** Waits until a change with `tag` (any change without one) has reached the cache. */
  async function settled(tag?: string) {
    const heard = new Promise<void>((resolve) => {
      const stop = changes.subscribe((change) => {
        if (tag ? !change.tags.has(tag) : !change.all) return;
        stop();
        resolve();
      });
    });
    await Promise.race([heard, new Promise((r) => setTimeout(r, 5_000))]);
  }

  async function stock(productId: number, set: string) {
    const notice = settled(`pd:${productId}`);
    await database.query(sql.raw(`update product_variants set stock = ${set} where product_id = ${productId}`));
    await notice;
  }

  it("names what each read shows in x-cache-tags, and nothing on a personal call", async () => {
    // a product's page data: the product and its detail, no list (this one has no sets or gifts)
    expect((await call(`products/info/${id}`, { lang: "en" })).tags?.split(" ").sort()).toEqual([`p:${id}`, `pd:${id}`]);
    expect((await call(`products/info/${id}`, { lang: "en" })).tags?.split(" ").sort()).toEqual([`p:${id}`, `pd:${id}`]);
    expect((await call("products/info/999999", { lang: "en" })).tags).toBe(`p:999999 pd:999999 list`);
    expect((await call("reviews", { lang: "en", productId: id })).tags).toBe(`p:${id}`);
    expect((await call("products", { lang: "en" })).tags).toBe("list");
    expect((await call("branches", { lang: "en" })).tags).toBe("static");
    expect((await call("search/suggestions", { lang: "en", search: "shirt" })).tags).toBe("list");
    expect((await call("users/wishlist", { lang: "en" })).tags).toBeNull();
  });

  it("sends the tags over HTTP too, a read that shows no product included (never an empty header)", async () => {
    const { createServer } = await import("node:http");
    const { getRequestListener } = await import("@hono/node-server");
    const server = createServer(getRequestListener(app.fetch)).listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    try {
      const { port } = server.address() as { port: number };
      for (const [path, tags] of [["branches", "static"], ["menus", "static"], ["products", "list"]] as const) {
        for (let i = 0; i < 2; i += 1) {
          const res = await fetch(`http://127.0.0.1:${port}/api/${path}?lang=en`);
          await res.arrayBuffer();
          expect(res.headers.get("x-cache-tags"), `${path} #${i}`).toBe(tags);
        }
      }
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it("a sale that leaves every size in stock drops the product's own answer, not the lists", async () => {
    await stock(id, "5");
    await call(`products/info/${id}`, { lang: "en" });
    await call("products", { lang: "en" });
    expect((await call(`products/info/${id}`, { lang: "en" })).cache).toBe("HIT");
    expect((await call("products", { lang: "en" })).cache).toBe("HIT");
    await stock(id, "stock - 1");
    expect((await call(`products/info/${id}`, { lang: "en" })).cache).toBeNull();
    expect((await call("products", { lang: "en" })).cache).toBe("HIT");
    // another product's page is not touched either
    const other = fixtures.products.whiteShirt;
    await call(`products/info/${other}`, { lang: "en" });
    await stock(id, "stock - 1");
    expect((await call(`products/info/${other}`, { lang: "en" })).cache).toBe("HIT");
  });

  it("a size's last unit sold drops the lists too (cards show what is in stock)", async () => {
    await stock(id, "1");
    await call("products", { lang: "en" });
    await call(`products/info/${id}`, { lang: "en" });
    expect((await call("products", { lang: "en" })).cache).toBe("HIT");
    await stock(id, "0");
    expect((await call("products", { lang: "en" })).cache).toBeNull();
    expect((await call(`products/info/${id}`, { lang: "en" })).cache).toBeNull();
    await stock(id, "5");
  });

  it("a list kept within a category is touched by its own products' changes, not by products elsewhere", async () => {
    // two products whose categories do not meet, and a category of the first
    const rows = await database.query<{ id: number; category_ids: number[] }>(sql`select id, category_ids from products where status = 'active' and cardinality(category_ids) > 0 order by id`);
    const first = rows[0]!;
    const apart = rows.find((r) => !r.category_ids.some((c) => first.category_ids.includes(c)));
    expect(apart, "a product in other categories").toBeTruthy();
    const category = first.category_ids[0]!;
    const list = { lang: "en", filter_category: [String(category)] };
    const facets = { ...list, category_root: [String(category)] };
    expect((await call("products", list)).tags).toBe(`c:${category}`);
    expect((await call("products/filters", facets)).tags).toBe(`c:${category}`);
    // without the department, facet counts reach beyond the category
    expect((await call("products/filters", list)).tags).toBe("list");
    // an id the catalogue does not know keeps nothing within a category
    expect((await call("products", { lang: "en", filter_category: ["999999"] })).tags).toBe("list");
    await stock(first.id, "5");
    await stock(apart!.id, "5");
    await call("products", list);
    await call("products/filters", facets);
    expect((await call("products", list)).cache).toBe("HIT");
    // the other product sells its last units: lists elsewhere change, this one does not
    const elsewhere = settled(`p:${apart!.id}`);
    await database.query(sql`update product_variants set stock = 0 where product_id = ${apart!.id}`);
    await elsewhere;
    expect((await call("products", list)).cache).toBe("HIT");
    expect((await call("products/filters", facets)).cache).toBe("HIT");
    expect((await call("products", { lang: "en" })).cache).toBeNull();
    // its own product does
    const own = settled(`p:${first.id}`);
    await database.query(sql`update product_variants set stock = 0 where product_id = ${first.id}`);
    await own;
    expect((await call("products", list)).cache).toBeNull();
    expect((await call("products/filters", facets)).cache).toBeNull();
    await stock(first.id, "5");
    await stock(apart!.id, "5");
  });

  it("a change to a table without product notices (a brand) drops everything", async () => {
    await call("branches", { lang: "en" });
    await call(`products/info/${id}`, { lang: "en" });
    expect((await call("branches", { lang: "en" })).cache).toBe("HIT");
    const notice = settled();
    await database.query(sql`update brands set title = title || ' ' where id = (select min(id) from brands)`);
    await notice;
    expect((await call("branches", { lang: "en" })).cache).toBeNull();
    expect((await call(`products/info/${id}`, { lang: "en" })).cache).toBeNull();
  });

  it("covers reads only, never writes or personal calls", () => {
    for (const path of ["/api/routes/current", "/api/products", "/api/products/info/12", "/api/products/filters/brands", "/api/categories", "/api/reviews", "/api/menus", "/api/pages/info/about-us", "/api/home-sections", "/api/search/suggestions"]) {
      expect(PUBLIC_READS.test(path), path).toBe(true);
    }
    for (const path of ["/api/reviews/send", "/api/cart", "/api/searchkeys/create", "/api/orders/token", "/api/products/cart", "/api/login", "/api/user"]) {
      expect(PUBLIC_READS.test(path), path).toBe(false);
    }
  });
});
