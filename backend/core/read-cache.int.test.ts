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
    return { cache: res.headers.get("x-read-cache"), body: (await res.json()) as { ok: boolean; data: { price: number; title: string } } };
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

  it("forgets everything when a public table changes", async () => {
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

  it("covers reads only, never writes or personal calls", () => {
    for (const path of ["/api/routes/current", "/api/products", "/api/products/info/12", "/api/products/filters/brands", "/api/categories", "/api/reviews", "/api/menus", "/api/pages/info/about-us", "/api/home-sections", "/api/search/suggestions"]) {
      expect(PUBLIC_READS.test(path), path).toBe(true);
    }
    for (const path of ["/api/reviews/send", "/api/cart", "/api/searchkeys/create", "/api/orders/token", "/api/products/cart", "/api/login", "/api/user"]) {
      expect(PUBLIC_READS.test(path), path).toBe(false);
    }
  });
});
