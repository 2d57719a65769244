/**
 * Measures catalogue pages through the API in-process (no HTTP): each "page" is the listing
 * and its facets requested side by side, as the storefront loader does. Prints p50/p95/max
 * per scenario with 10 pages in flight.
 *
 *   DATABASE_URL=postgres://…/shop_x npx tsx backend/catalog/bench/run.ts [seconds]
 */
import { createApi } from "../../app.ts";
import { loadBackendConfig } from "../../config.ts";
import { createLogger } from "../../core/log.ts";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "../../db/client.ts";

type Payload = Record<string, unknown>;
export interface Scenario {
  name: string;
  /** payload of the n-th page view */
  payload: (n: number) => Payload;
}

/** Ids of the catalogue being measured (works on the demo seed and on generate.ts data). */
interface Catalogue {
  roots: number[];
  subs: number[];
  brands: number[];
  sizes: string[];
}

async function catalogueOf(database: Database): Promise<Catalogue> {
  const [row] = await database.query<{ roots: number[]; subs: number[]; brands: number[]; sizes: string[] }>(sql`select
    (select array_agg(id order by id) from categories where parent_id is null) as roots,
    (select array_agg(c.id order by c.id) from categories c join categories r on r.id = c.parent_id where r.parent_id is null) as subs,
    (select array_agg(id order by id) from brands) as brands,
    (select array_agg(s order by n desc) from (select s, count(*) n from products, unnest(sizes) s group by s order by 2 desc limit 4) x) as sizes`);
  return { roots: row!.roots, subs: row!.subs, brands: row!.brands, sizes: row!.sizes };
}

/** Category pages send their own id as filter_category and category_root, like the storefront. */
export function scenarios(c: Catalogue): Scenario[] {
  const at = <T,>(list: T[], n: number) => list[n % list.length]!;
  return [
    {
      name: "category + brand + size (2 filters)",
      payload: (n) => ({ filter_category: at(c.roots, n), category_root: at(c.roots, n), filter_brand: at(c.brands, n * 7), size: at(c.sizes, n), page: 1 + (n % 3) }),
    },
    {
      name: "sub-category + price, by price",
      payload: (n) => ({ filter_category: at(c.subs, n), category_root: at(c.subs, n), price_min: 2000 + (n % 5) * 1000, price_max: 30000, sort: "priceUp" }),
    },
    { name: "category page, no filter", payload: (n) => ({ filter_category: at(c.roots, n), category_root: at(c.roots, n), page: 1 + (n % 4) }) },
    { name: "search", payload: (n) => ({ search: at(["koynek", "köynək", "linen shirt", "don", "рубашка", "cotton dress", "boots"], n) }) },
    // word forms, typos and Latin typed for Cyrillic (backend/catalog/match.ts expandSearch)
    { name: "search, forgiving", payload: (n) => ({ search: at(["skrit", "jeens", "snekers", "lanp", "юбкой", "yubka", "koyneklerde", "kurtke", "shrit", "ketan koynekler"], n) }) },
    { name: "search + brand filter", payload: (n) => ({ search: at(["shirt", "koynek", "платье"], n), filter_brand: at(c.brands, n) }) },
    { name: "all products, no filter", payload: (n) => ({ page: 1 + (n % 5) }) },
  ];
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function runBench(seconds: number, connections = 10, only?: string) {
  const url = process.env.DATABASE_URL;
  const database = await openDatabase(url ? { url } : { dataDir: process.env.DATA_DIR ?? "./data" });
  // NODE_ENV test turns the slow-statement cache off; BENCH_CACHE=1 measures with it
  const config = loadBackendConfig({ ...process.env, NODE_ENV: process.env.BENCH_CACHE === "1" ? "development" : "test", SEED_ON_EMPTY: "0", RATE_LIMITS: "0" } as NodeJS.ProcessEnv);
  const app = createApi({ database, config, log: createLogger() });
  const post = async (path: string, payload: Payload) => {
    const res = await app.fetch(
      new Request(`http://bench/api/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ lang: "en", ...payload }),
      }),
    );
    const json = (await res.json()) as { ok: boolean };
    if (!json.ok) throw new Error(`${path} failed: ${JSON.stringify(json)}`);
  };
  const results: { name: string; pages: number; p50: number; p95: number; max: number }[] = [];
  for (const scenario of scenarios(await catalogueOf(database))) {
    if (only && !scenario.name.includes(only)) continue;
    // warm-up
    for (let i = 0; i < 5; i++) await Promise.all([post("products", scenario.payload(i)), post("products/filters", scenario.payload(i))]);
    const times: number[] = [];
    const listTimes: number[] = [];
    const facetTimes: number[] = [];
    const timed = async (into: number[], path: string, payload: Payload) => {
      const t0 = performance.now();
      await post(path, payload);
      into.push(performance.now() - t0);
    };
    const end = Date.now() + seconds * 1000;
    let n = 0;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (Date.now() < end) {
          const payload = scenario.payload(n++);
          const t0 = performance.now();
          await Promise.all([timed(listTimes, "products", payload), timed(facetTimes, "products/filters", payload)]);
          times.push(performance.now() - t0);
        }
      }),
    );
    for (const list of [times, listTimes, facetTimes]) list.sort((a, b) => a - b);
    const row = {
      name: scenario.name,
      pages: times.length,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      max: times.at(-1) ?? 0,
      listing: { p50: percentile(listTimes, 50), p95: percentile(listTimes, 95) },
      facets: { p50: percentile(facetTimes, 50), p95: percentile(facetTimes, 95) },
    };
    results.push(row);
    const f = (n: number) => n.toFixed(1).padStart(6);
    console.log(
      `${row.name.padEnd(38)} pages ${String(row.pages).padStart(5)}  p50 ${f(row.p50)} ms  p95 ${f(row.p95)} ms  max ${f(row.max)} ms` +
        `  | listing p50 ${f(row.listing.p50)} p95 ${f(row.listing.p95)}  facets p50 ${f(row.facets.p50)} p95 ${f(row.facets.p95)}`,
    );
  }
  await database.close();
  return results;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop()!)) {
  await runBench(Number(process.argv[2] ?? 10), Number(process.argv[3] ?? 10), process.argv[4]);
}
