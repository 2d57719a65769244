/**
 * Times single storefront API calls in-process, every answer computed (read cache and
 * slow-statement cache off): route lookup of a known and an unknown path, header suggestions
 * for a few texts, sitemap pages, and the facets of a category page as its loader asks them.
 *
 *   DATABASE_URL=postgres://…/shop_bench npx tsx backend/catalog/bench/calls.ts
 */
import { sql } from "drizzle-orm";
import { createApi } from "../../app.ts";
import { loadBackendConfig } from "../../config.ts";
import { createLogger } from "../../core/log.ts";
import { openDatabase } from "../../db/client.ts";

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is needed (a bench database)");
  const database = await openDatabase({ url });
  const config = loadBackendConfig({ ...process.env, NODE_ENV: "test", SEED_ON_EMPTY: "0", RATE_LIMITS: "0" } as NodeJS.ProcessEnv);
  const app = createApi({ database, config, log: createLogger() });
  const post = async (path: string, payload: Record<string, unknown>) => {
    const res = await app.fetch(
      new Request(`http://bench/api/${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ lang: "en", ...payload }) }),
    );
    const json = (await res.json()) as { ok: boolean; data: unknown };
    if (!json.ok && res.status !== 404) throw new Error(`${path} failed: ${JSON.stringify(json)}`);
    return json.data;
  };
  const time = async (label: string, run: () => Promise<unknown>, times = 7) => {
    const all: number[] = [];
    for (let i = 0; i < times; i++) {
      const t = performance.now();
      await run();
      all.push(performance.now() - t);
    }
    all.sort((a, b) => a - b);
    console.log(`${label.padEnd(52)} median ${all[Math.floor(times / 2)]!.toFixed(1)} ms, best ${all[0]!.toFixed(1)} ms`);
  };
  try {
    const [product] = await database.query<{ path: string }>(sql`select path from routes where entity_type = 'product' and lang = 'en' order by id desc limit 1`);
    await time("routes/current, a product", () => post("routes/current", { path: product!.path }));
    await time("routes/current, an unknown path", () => post("routes/current", { path: "/no-such-page-here" }));
    for (const text of ["ko", "koy", "koynek", "linen", "linen shi", "plat", "платье", "xq"]) {
      await time(`search/suggestions '${text}'`, () => post("search/suggestions", { search: text }));
    }
    // the same through the API's read cache (as the server runs it): the first ask computes, the rest are kept
    const cached = createApi({ database, config: { ...config, API_READ_CACHE: true }, log: createLogger() });
    for (const text of ["linen", "plat"]) {
      await time(`search/suggestions '${text}', read cache`, async () => {
        const res = await cached.fetch(
          new Request("http://bench/api/search/suggestions", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ lang: "en", search: text }) }),
        );
        await res.text();
      });
    }
    await time("sitemap, the index (counts only)", () => post("sitemap", { page: 1, limit: 5000 }));
    await time("sitemap part 20 in one call (5 000)", () => post("sitemap", { page: 20 }));
    await time("sitemap part 20, first 500 (no count)", () => post("sitemap", { page: 191, limit: 500, count: 0 }));
    await time("sitemap part 20, 500 after a cursor", () => post("sitemap", { page: 1, limit: 500, after: "product:96000", count: 0 }));
    const roots = await database.query<{ id: number }>(sql`select id from categories where parent_id is null order by id limit 2`);
    const subs = await database.query<{ id: number }>(sql`select c.id from categories c join categories r on r.id = c.parent_id where r.parent_id is null order by c.id limit 2`);
    for (const { id } of [...roots, ...subs]) {
      await time(`products/filters, category page ${id}`, () => post("products/filters", { filter_category: [id], category_root: id }));
      await time(`products/filters, category ${id} without category_root`, () => post("products/filters", { filter_category: [id] }));
      await time(`categories/filters, category page ${id}`, () => post("categories/filters", { filter_category: [id], category_root: id }));
    }
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
