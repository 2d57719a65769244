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
import { openDatabase } from "../../db/client.ts";

type Payload = Record<string, unknown>;
export interface Scenario {
  name: string;
  /** payload of the n-th page view */
  payload: (n: number) => Payload;
}

export const SCENARIOS: Scenario[] = [
  {
    name: "category + brand + size (2 filters)",
    payload: (n) => ({ filter_category: 1 + (n % 8), filter_brand: 1 + (n % 15), size: "M", page: 1 + (n % 3) }),
  },
  {
    name: "category + price + sort by price",
    payload: (n) => ({ filter_category: 9 + (n % 24), price_min: 5000, price_max: 30000, sort: "priceUp" }),
  },
  { name: "search 'koynek'", payload: (n) => ({ search: ["koynek", "köynək", "linen shirt", "don", "рубашка"][n % 5] }) },
  { name: "search + brand filter", payload: (n) => ({ search: "shirt", filter_brand: 1 + (n % 15) }) },
  { name: "all products, no filter", payload: (n) => ({ page: 1 + (n % 5) }) },
];

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function runBench(seconds: number, connections = 10) {
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
  for (const scenario of SCENARIOS) {
    // warm-up
    for (let i = 0; i < 5; i++) await Promise.all([post("products", scenario.payload(i)), post("products/filters", scenario.payload(i))]);
    const times: number[] = [];
    const end = Date.now() + seconds * 1000;
    let n = 0;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (Date.now() < end) {
          const payload = scenario.payload(n++);
          const t0 = performance.now();
          await Promise.all([post("products", payload), post("products/filters", payload)]);
          times.push(performance.now() - t0);
        }
      }),
    );
    times.sort((a, b) => a - b);
    const row = { name: scenario.name, pages: times.length, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) ?? 0 };
    results.push(row);
    console.log(`${row.name.padEnd(40)} pages ${String(row.pages).padStart(5)}  p50 ${row.p50.toFixed(1)} ms  p95 ${row.p95.toFixed(1)} ms  max ${row.max.toFixed(1)} ms`);
  }
  await database.close();
  return results;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop()!)) {
  await runBench(Number(process.argv[2] ?? 10), Number(process.argv[3] ?? 10));
}
