/**
 * npm run bench                  build, start the production server on a fresh embedded database
 *                                (demo catalogue), measure, write docs/benchmarks.md
 * npm run bench -- --pg          the same on PostgreSQL with the 100 000-product catalogue
 *                                (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/shop_bench;
 *                                the database is dropped and created again)
 * Options: --skip-build (reuse the last bench build), --products N (with --pg), --duration S,
 *          --connections N, --port P, --no-write (print only), --reuse-db (with --pg: keep a
 *          database that already holds the catalogue instead of dropping and seeding it),
 *          --no-mix (skip the real-traffic mixes of bench-mix.ts), --mix-only (the asset and the mixes).
 * BENCH_SERVER_NODE_OPTIONS="--max-old-space-size=…" sets NODE_OPTIONS for the measured server only.
 *
 * Measures: start → /readyz on an empty database (includes seeding) and again on the seeded
 * one; then, with browser headers (Accept-Encoding gzip, deflate, br), the storefront's hashed
 * entry script (the reference), home, a category, a category with two filters (its biggest
 * brand and that brand's most common size), search, a product page from the page cache and
 * the same page for a visitor with a cart cookie (a render every time), and /login: req/s and
 * its share of the asset's, p50, p95 over all responses (autocannon, N connections for S
 * seconds after a short warm-up), main-thread and whole-process CPU per response (/proc),
 * raw and gzip HTML, the gzip size of the JS and CSS each page loads up front, peak RSS.
 * Lighthouse (mobile preset, CHROME_PATH or /usr/bin/chromium) scores home, category and
 * product (--no-lighthouse skips it).
 * Then the API answer behind the filtered category and the search page: `products` and
 * `products/filters` with the payload the storefront loader sends, side by side, in-process
 * (as the loader calls the API) with the slow-statement cache off, 1 and N page views in flight.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { upFrontAssets } from "./bench-lib.ts";
import { buyable, codesFromLog, deliveryAddress, orderLoop, runMix, signedInCookie, sitemapPaths, visitAll } from "./bench-mix.ts";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
function option(name: string, fallback: number): number {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = Number(args[i + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number`);
  return value;
}

const pg = flag("pg");
const apiOnly = flag("api-only");
const duration = option("duration", 10);
const connections = option("connections", 10);
const port = option("port", 3290);
const products = option("products", 100_000);
const base = `http://127.0.0.1:${port}`;
const buildDir = path.join(root, "node_modules/.cache/shop-bench");
const dataDir = path.join(os.tmpdir(), `shop-bench-${port}`);
const databaseUrl = pg ? (process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/shop_bench") : "";

/** Aims of the fast-pages issue (embedded database, one process, this 2-core machine, idle). */
const TARGETS = {
  productRatio: 0.2,
  productP95Ms: 50,
  productMissCpuMs: 15,
  productHitCpuMs: 1.5,
  html: { login: 45, product: 80, home: 150 } as Record<string, number>,
  productJsKb: 130,
  lighthouse: 95,
  readyMs: 2500,
  rssMb: 350,
  /** real-traffic mixes (bench-mix.ts): share of the asset's req/s, p95 */
  mix: { anonymous: 0.2, orders: 0.15, cart: 0.15, p95Ms: 50 },
};
const lighthouseOn = !flag("no-lighthouse");

const serverEnv: NodeJS.ProcessEnv = {
  ...process.env,
  // BENCH_SERVER_NODE_OPTIONS: V8/Node flags for the measured server only (not the bench's own process)
  ...(process.env.BENCH_SERVER_NODE_OPTIONS !== undefined ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
  NODE_ENV: "production",
  PORT: String(port),
  BUILD_DIR: buildDir,
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  API_URL: "",
  SITE_URL: base,
  RATE_LIMITS: "0",
  PAGE_CACHE: "1",
  SOON: "0",
  SMS_DRIVER: "log",
};

function log(message: string) {
  process.stdout.write(`${message}\n`);
}

function run(command: string, argv: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, argv, { cwd: root, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}\n${result.stderr}\n`);
    throw new Error(`${command} ${argv.join(" ")} failed with ${result.status}`);
  }
  return result.stdout;
}

/* ── the server process ── */

interface Running {
  child: ChildProcess;
  readyMs: number;
  stderr: () => string;
}

async function startServer(): Promise<Running> {
  const started = performance.now();
  // what `npm start` runs (the compiled server), without npm in between: RSS is read from this pid
  const child = spawn(process.execPath, [path.join(buildDir, "node", "server.js")], { cwd: root, env: serverEnv, stdio: ["ignore", "pipe", "pipe"] });
  // the log is read for one-time codes (bench-mix.ts) and must be drained either way
  child.stdout?.resume();
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  let exited = false;
  child.once("exit", () => (exited = true));
  while (true) {
    if (exited) throw new Error(`the server stopped during start:\n${stderr}`);
    try {
      const res = await fetch(`${base}/readyz`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (performance.now() - started > 600_000) throw new Error("the server was not ready within 10 minutes");
    await new Promise((r) => setTimeout(r, 25));
  }
  return { child, readyMs: performance.now() - started, stderr: () => stderr };
}

async function stopServer(server: Running): Promise<number | null> {
  if (server.child.exitCode !== null) return server.child.exitCode;
  const exit = new Promise<number | null>((resolve) => server.child.once("exit", (code) => resolve(code)));
  server.child.kill("SIGTERM");
  return exit;
}

/** kB from a /proc/<pid>/status field (VmRSS now, VmHWM peak). */
function procKb(pid: number, field: "VmRSS" | "VmHWM"): number {
  try {
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/* ── discovering real pages ── */

async function apiGet<T>(call: string, params: Record<string, string | number> = {}): Promise<T> {
  const url = new URL(`${base}/api/${call}`);
  url.searchParams.set("lang", "en");
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v));
  const res = await fetch(url);
  const body = (await res.json()) as { ok: boolean; data?: T; error?: string };
  if (!body.ok || body.data === undefined) throw new Error(`GET /api/${call}: ${body.error ?? res.status}`);
  return body.data;
}

interface Card {
  id: number;
  title: string;
  route: string;
}
interface CategoryNode {
  id: number;
  title: string;
  route: string;
  children: CategoryNode[];
}
interface FilterGroup {
  name: string;
  type: string;
  items: { id: number | string; count?: number }[];
}

/** What the storefront loader sends for a listing (apiParams + the page's own category). */
type Payload = Record<string, unknown>;

interface PageSpec {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

interface Discovered {
  pages: PageSpec[];
  api: { name: string; payload: Payload }[];
}

const countOf = (group: FilterGroup | undefined, id: number | string) => group?.items.find((i) => String(i.id) === String(id))?.count ?? 0;
const biggest = (group: FilterGroup | undefined) => [...(group?.items ?? [])].sort((a, b) => (b.count ?? 0) - (a.count ?? 0))[0];

async function discoverPages(): Promise<Discovered> {
  const list = await apiGet<{ items: Card[] }>("products", { limit: 40 });
  if (list.items.length === 0) throw new Error("the catalogue is empty");
  const product = list.items[Math.min(5, list.items.length - 1)];

  // The category with the most products (from the catalogue-wide facets), and its page path.
  const categories = await apiGet<CategoryNode[] | { items: CategoryNode[] }>("categories");
  const tree = Array.isArray(categories) ? categories : categories.items;
  const all = await apiGet<{ groups: FilterGroup[] }>("products/filters");
  const counts = all.groups.find((g) => g.name === "filter_category")?.items ?? [];
  const best = [...counts].sort((a, b) => (b.count ?? 0) - (a.count ?? 0))[0];
  const find = (nodes: CategoryNode[]): CategoryNode | undefined => {
    for (const node of nodes) {
      if (String(node.id) === String(best?.id)) return node;
      const inner = find(node.children);
      if (inner) return inner;
    }
    return undefined;
  };
  const category = best && (best.count ?? 0) > 0 ? find(tree) : undefined;
  if (!category) throw new Error("no category has products: the category pages would measure an empty listing");

  // Two real filters, as a shopper picks them: the category's biggest brand, then the size
  // most common among that brand's products in the category.
  // as the category page's loader asks: its own category, and the categories group counted inside it
  const inCategory = { filter_category: category.id, category_root: category.id };
  const facets = await apiGet<{ count: number; groups: FilterGroup[] }>("products/filters", inCategory);
  const brand = biggest(facets.groups.find((g) => g.name === "filter_brand"));
  if (!brand || !(brand.count ?? 0)) throw new Error(`category ${category.route} has no brand facet`);
  const withBrand = await apiGet<{ count: number; groups: FilterGroup[] }>("products/filters", { ...inCategory, filter_brand: brand.id });
  const size = biggest(withBrand.groups.find((g) => g.name === "size"));
  if (!size || !(size.count ?? 0)) throw new Error(`category ${category.route} with brand ${brand.id} has no size facet`);
  const filtered = await apiGet<{ count: number; groups: FilterGroup[] }>("products/filters", { ...inCategory, filter_brand: brand.id, size: size.id });
  if (!(filtered.count > 0 && filtered.count < facets.count)) throw new Error(`brand ${brand.id} + size ${size.id} do not narrow ${category.route}`);
  if (countOf(filtered.groups.find((g) => g.name === "size"), size.id) === 0) throw new Error("the size filter was not applied");
  const query = new URLSearchParams({ filter_brand: String(brand.id), size: String(size.id) });
  log(`category ${category.route}: ${facets.count} products; brand ${brand.id} + size ${size.id}: ${filtered.count}`);

  const word = product.title.split(/\s+/).find((w) => w.length >= 3) ?? product.title;
  const search = word.toLowerCase();
  // the loader's payload: apiParams(state) plus the category page's own category (and, for the facets, category_root)
  const listing = { lang: "en", page: 1, sort: "new", limit: 40 };
  return {
    pages: [
      { name: "home", path: "/" },
      { name: "category", path: category.route },
      { name: "category + 2 filters", path: `${category.route}?${query.toString()}` },
      { name: "search", path: `/search?search=${encodeURIComponent(search)}` },
      { name: "product (cache hit)", path: product.route },
      // a visitor with a (empty) cart cookie: the page cache steps aside, every request renders
      { name: "product (cache miss)", path: product.route, headers: { cookie: "bz_cart=%5B%5D" } },
      { name: "/login", path: "/login" },
    ],
    api: [
      {
        name: `category + brand + size (${filtered.count} of ${facets.count})`,
        // `products` ignores category_root; `products/filters` counts the categories group inside the page's category
        payload: { ...listing, filter_brand: [String(brand.id)], size: [String(size.id)], filter_category: [category.id], category_root: category.id },
      },
      { name: `search "${search}"`, payload: { ...listing, search } },
    ],
  };
}

/* ── measuring ── */

interface PageFigures {
  name: string;
  path: string;
  status: number;
  /** main-thread and whole-process CPU per response, ms */
  cpuMainMs: number;
  cpuAllMs: number;
  htmlRawKb: number;
  rps: number;
  p50: number;
  p95: number;
  requests: number;
  non2xx: number;
  errors: number;
  rssMb: number;
  jsKb: number;
  cssKb: number;
  htmlKb: number;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

async function assetWeight(html: string): Promise<{ jsKb: number; cssKb: number }> {
  const urls = upFrontAssets(html);
  let js = 0;
  let css = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(base + url)).arrayBuffer());
    const size = gzipSync(body, { level: 9 }).length;
    if (url.endsWith(".css")) css += size;
    else js += size;
  }
  return { jsKb: kb(js), cssKb: kb(css) };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)] * 10) / 10;
}

/** Browser-like request headers. */
const BROWSER = { accept: "text/html,application/xhtml+xml,*/*;q=0.8", "accept-encoding": "gzip, deflate, br", "user-agent": "Mozilla/5.0 (bench)" };

function load(url: string, seconds: number, collect?: number[], headers: Record<string, string> = {}) {
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 30,
    headers: { ...BROWSER, ...headers },
  });
  if (collect) instance.on("response", (_client: unknown, _status: number, _bytes: number, ms: number) => collect.push(ms));
  return instance;
}

/** CPU time (ms) used so far by the server's main thread and by the whole process, from /proc. */
function cpuMs(pid: number): { main: number; all: number } {
  const ticks = (file: string) => {
    try {
      const fields = readFileSync(file, "utf8").replace(/^.*\) /, "").split(" ");
      // after the name: state is field 3, utime 14 and stime 15 (1-based over the whole line)
      return Number(fields[11]) + Number(fields[12]);
    } catch {
      return 0;
    }
  };
  const hz = 100;
  return { main: (ticks(`/proc/${pid}/task/${pid}/stat`) * 1000) / hz, all: (ticks(`/proc/${pid}/stat`) * 1000) / hz };
}

async function measurePage(server: Running, page: PageSpec): Promise<PageFigures> {
  const url = base + page.path;
  const first = await fetch(url, { headers: { ...BROWSER, ...page.headers } });
  const html = await first.text();
  const weight = page.name === "asset" ? { jsKb: 0, cssKb: 0 } : await assetWeight(html);

  await load(url, 2, undefined, page.headers); // warm-up: JIT, caches
  const times: number[] = [];
  let rssPeak = 0;
  const pid = server.child.pid!;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, procKb(pid, "VmRSS"))), 100);
  const cpuBefore = cpuMs(pid);
  const result = await load(url, duration, times, page.headers);
  const cpuAfter = cpuMs(pid);
  clearInterval(sampler);
  times.sort((a, b) => a - b);
  const served = Math.max(1, result.requests.total);
  const round2 = (n: number) => Math.round(n * 100) / 100;
  return {
    name: page.name,
    path: page.path,
    status: first.status,
    cpuMainMs: round2((cpuAfter.main - cpuBefore.main) / served),
    cpuAllMs: round2((cpuAfter.all - cpuBefore.all) / served),
    htmlRawKb: page.name === "asset" ? 0 : kb(Buffer.byteLength(html)),
    rps: Math.round(result.requests.average),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    rssMb: Math.round(rssPeak / 1024),
    jsKb: weight.jsKb,
    cssKb: weight.cssKb,
    htmlKb: kb(gzipSync(Buffer.from(html)).length),
  };
}

/* ── real-traffic mixes ── */

interface MixFigures {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  cpuMainMs: number;
  cpuAllMs: number;
  bad: number;
  requests: number;
  note: string;
}

/**
 * Every sitemap URL, head-heavy, after one visit of each (the warm-up): alone, with a cash order
 * every 2 s, with 30 % of requests from a visitor with a cart, and with 30 % from a signed-in
 * customer. CPU per response from /proc, as for the pages.
 */
async function measureMixes(server: Running): Promise<MixFigures[]> {
  const paths = await sitemapPaths(base);
  const codeOf = codesFromLog(server.child);
  const pid = server.child.pid!;
  const t = performance.now();
  const cpuCold = cpuMs(pid);
  const broken = await visitAll(base, paths, BROWSER);
  const cpuWarm = cpuMs(pid);
  const round2 = (n: number) => Math.round(n * 100) / 100;
  const coldMain = round2((cpuWarm.main - cpuCold.main) / paths.length);
  const coldAll = round2((cpuWarm.all - cpuCold.all) / paths.length);
  log(`mixes: ${paths.length} sitemap URLs, each visited once in ${((performance.now() - t) / 1000).toFixed(1)} s, CPU ${coldMain}/${coldAll} ms a first view (${broken} answered 5xx)`);
  const stock = await buyable(base);
  if (!stock.length) throw new Error("no product has 20 units in stock to order");
  const address = await deliveryAddress(base);
  const cartItem = stock[0]!;
  const cartCookie = `bz_cart=${encodeURIComponent(JSON.stringify([{ id: cartItem.id, size: cartItem.size, option: 0, qty: 1 }]))}`;
  const signedIn = await signedInCookie(base, codeOf);
  const rows: MixFigures[] = [
    {
      name: "first view of each sitemap URL (cold: page and API caches empty), 4 at a time",
      rps: Math.round(paths.length / ((performance.now() - t) / 1000)),
      p50: 0,
      p95: 0,
      cpuMainMs: coldMain,
      cpuAllMs: coldAll,
      bad: broken,
      requests: paths.length,
      note: "the warm-up; latency not sampled",
    },
  ];
  const measure = async (name: string, cookies: { share: number; cookie: string }[], orders: boolean) => {
    const loop = orders ? orderLoop(base, stock, address, codeOf, 2_000) : undefined;
    const before = cpuMs(pid);
    const result = await runMix({ base, paths, connections, seconds: duration, headers: BROWSER, cookies });
    const after = cpuMs(pid);
    const placed = await loop?.stop();
    const served = Math.max(1, result.requests);
    const row: MixFigures = {
      name,
      rps: result.rps,
      p50: percentile(result.times, 50),
      p95: percentile(result.times, 95),
      cpuMainMs: round2((after.main - before.main) / served),
      cpuAllMs: round2((after.all - before.all) / served),
      bad: result.non2xx + result.errors,
      requests: result.requests,
      note: placed ? `${placed.placed} orders placed, ${placed.failed} failed` : "",
    };
    rows.push(row);
    log(`mix ${name.padEnd(34)} ${String(row.rps).padStart(6)} req/s  p50 ${row.p50} ms  p95 ${row.p95} ms  CPU ${row.cpuMainMs}/${row.cpuAllMs} ms  (${row.bad} bad of ${row.requests}) ${row.note}`);
  };
  await measure("sitemap, head-heavy", [], false);
  await measure("… with a cash order every 2 s", [], true);
  await measure("… 30 % visitors with a cart", [{ share: 0.3, cookie: cartCookie }], false);
  await measure("… 30 % signed-in customers", [{ share: 0.3, cookie: signedIn }], false);
  return rows;
}

function mixTable(rows: MixFigures[], pages: PageFigures[]): string {
  const asset = pages.find((p) => p.name === "asset");
  const share = (rps: number) => (asset && asset.rps > 0 ? Math.round((rps / asset.rps) * 1000) / 10 : 0);
  return [
    "| mix | req/s | ÷ asset | p50 ms | p95 ms | CPU ms/req main / all | non-2xx/errors | |",
    "|---|---|---|---|---|---|---|---|",
    ...rows.map((r) => `| ${r.name} | ${r.rps} | ${share(r.rps)} % | ${r.p50} | ${r.p95} | ${r.cpuMainMs} / ${r.cpuAllMs} | ${r.bad} of ${r.requests} | ${r.note} |`),
  ].join("\n");
}

function mixVerdicts(rows: MixFigures[], pages: PageFigures[]): string[] {
  const asset = pages.find((p) => p.name === "asset");
  if (!asset || !rows.length) return [];
  const aims: [number, number][] = [
    [1, TARGETS.mix.anonymous],
    [2, TARGETS.mix.orders],
    [3, TARGETS.mix.cart],
  ];
  const out = aims
    .filter(([i]) => rows[i])
    .map(([i, aim]) => {
      const r = rows[i]!;
      const share = Math.round((r.rps / asset.rps) * 1000) / 10;
      return `- ${share >= aim * 100 ? "✓" : "✗"} mix "${r.name}": ${share} % of the asset's req/s (aim ≥ ${aim * 100} %)`;
    });
  for (const r of rows.slice(1)) out.push(`- ${r.p95 < TARGETS.mix.p95Ms ? "✓" : "✗"} mix "${r.name}": p95 ${r.p95} ms (aim < ${TARGETS.mix.p95Ms} ms)`);
  return out;
}

/* ── the API answer behind a listing page (in-process, like the storefront loader) ── */

interface ApiFigures {
  name: string;
  inFlight: number;
  views: number;
  p50: number;
  p95: number;
  listing: { p50: number; p95: number };
  facets: { p50: number; p95: number };
  count: number;
}

/**
 * `products` and `products/filters` with one payload, side by side, as the loader sends them;
 * a page view's time is until both answered. In-process (no HTTP, as the BFF calls the API)
 * with NODE_ENV=test, which turns the slow-statement cache off: every answer is computed.
 */
async function measureApi(cases: { name: string; payload: Payload }[], inFlights: number[]): Promise<ApiFigures[]> {
  const { createApi } = await import("../backend/app.ts");
  const { loadBackendConfig } = await import("../backend/config.ts");
  const { createLogger } = await import("../backend/core/log.ts");
  const { openDatabase } = await import("../backend/db/client.ts");
  const database = await openDatabase(pg ? { url: databaseUrl } : { dataDir });
  const config = loadBackendConfig({ ...serverEnv, NODE_ENV: "test", SEED_ON_EMPTY: "0", LOG_LEVEL: "warn" });
  const app = createApi({ database, config, log: createLogger() });
  const post = async (call: string, payload: Payload, into?: number[]) => {
    const t0 = performance.now();
    const res = await app.fetch(new Request(`http://bench/api/${call}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(payload) }));
    const body = (await res.json()) as { ok: boolean; data?: { count?: number; pagination?: { count: number } } };
    if (!body.ok) throw new Error(`${call} failed: ${JSON.stringify(body).slice(0, 300)}`);
    into?.push(performance.now() - t0);
    return body.data;
  };
  const out: ApiFigures[] = [];
  try {
    for (const c of cases) {
      const [list, facets] = await Promise.all([post("products", c.payload), post("products/filters", c.payload)]);
      if (list?.pagination?.count !== facets?.count) throw new Error(`${c.name}: listing counts ${list?.pagination?.count}, facets ${facets?.count}`);
      for (const inFlight of inFlights) {
        const warm = Date.now() + 2000;
        while (Date.now() < warm) await Promise.all([post("products", c.payload), post("products/filters", c.payload)]);
        const views: number[] = [];
        const listTimes: number[] = [];
        const facetTimes: number[] = [];
        const end = Date.now() + duration * 1000;
        await Promise.all(
          Array.from({ length: inFlight }, async () => {
            while (Date.now() < end) {
              const t0 = performance.now();
              await Promise.all([post("products", c.payload, listTimes), post("products/filters", c.payload, facetTimes)]);
              views.push(performance.now() - t0);
            }
          }),
        );
        for (const list of [views, listTimes, facetTimes]) list.sort((a, b) => a - b);
        const figures: ApiFigures = {
          name: c.name,
          inFlight,
          views: views.length,
          p50: percentile(views, 50),
          p95: percentile(views, 95),
          listing: { p50: percentile(listTimes, 50), p95: percentile(listTimes, 95) },
          facets: { p50: percentile(facetTimes, 50), p95: percentile(facetTimes, 95) },
          count: facets?.count ?? 0,
        };
        out.push(figures);
        log(
          `API ${figures.name.padEnd(44)} ${String(inFlight).padStart(2)} in flight  ${String(figures.views).padStart(5)} views  p50 ${String(figures.p50).padStart(6)} ms  p95 ${String(figures.p95).padStart(6)} ms` +
            `  (products p95 ${figures.listing.p95}, filters p95 ${figures.facets.p95})`,
        );
      }
    }
  } finally {
    await database.close();
  }
  return out;
}

function apiTable(rows: ApiFigures[]): string {
  return [
    "| payload | in flight | page views | p50 ms | p95 ms | `products` p50 / p95 ms | `products/filters` p50 / p95 ms |",
    "|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) => `| ${r.name} | ${r.inFlight} | ${r.views} | ${r.p50} | ${r.p95} | ${r.listing.p50} / ${r.listing.p95} | ${r.facets.p50} / ${r.facets.p95} |`,
    ),
  ].join("\n");
}

/* ── report ── */

function machine(): string {
  const cpu = os.cpus()[0]?.model.replace(/\s+/g, " ").trim() ?? "unknown CPU";
  return `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
}

function ratioOf(page: PageFigures, pages: PageFigures[]): number {
  const asset = pages.find((p) => p.name === "asset");
  return asset && asset.rps > 0 ? Math.round((page.rps / asset.rps) * 1000) / 10 : 0;
}

function table(pages: PageFigures[]): string {
  const rows = pages.map(
    (p) =>
      `| ${p.name} | \`${p.path.length > 50 ? `${p.path.slice(0, 47)}…` : p.path}\` | ${p.status} | ${p.rps} | ${ratioOf(p, pages)} % | ${p.p50} | ${p.p95} | ${p.cpuMainMs} / ${p.cpuAllMs} | ${p.non2xx + p.errors} | ${p.rssMb} | ${p.htmlRawKb} / ${p.htmlKb} | ${p.jsKb} | ${p.cssKb} |`,
  );
  return [
    "| page | path | status | req/s | ÷ asset | p50 ms | p95 ms | CPU ms/req main / all | non-2xx/errors | RSS MB | HTML kB raw / gz | JS kB gz up front | CSS kB gz |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}

/* ── Lighthouse (mobile preset, Debian's Chromium) ── */

interface LighthouseFigures {
  name: string;
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** the performance metrics behind the score (simulated slow 4G and a 4× slower CPU): ms, CLS unitless */
  metrics: { fcp: number; lcp: number; tbt: number; si: number; cls: number };
  /** main-thread work by kind (ms, Lighthouse's own breakdown), the three biggest */
  mainThread: string;
}

async function measureLighthouse(pages: PageSpec[]): Promise<LighthouseFigures[]> {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  const out: LighthouseFigures[] = [];
  try {
    for (const page of pages) {
      // A fresh Chromium's first trace sometimes has no navigation start (Lighthouse's NO_NAVSTART
      // runtime error, all performance scores null): run the page again rather than record a 0.
      let result = await lighthouse(base + page.path, { port: chrome.port, output: "json", logLevel: "error" });
      for (let retry = 0; retry < 2 && result?.lhr.runtimeError; retry++) {
        log(`lighthouse ${page.name}: ${result.lhr.runtimeError.code}, running it again`);
        result = await lighthouse(base + page.path, { port: chrome.port, output: "json", logLevel: "error" });
      }
      const categories = result?.lhr.categories ?? {};
      const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
      const audits = result?.lhr.audits ?? {};
      const ms = (key: string) => Math.round(audits[key]?.numericValue ?? 0);
      const metrics = { fcp: ms("first-contentful-paint"), lcp: ms("largest-contentful-paint"), tbt: ms("total-blocking-time"), si: ms("speed-index"), cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)) };
      const work = ((audits["mainthread-work-breakdown"]?.details as { items?: { groupLabel?: string; duration?: number }[] } | undefined)?.items ?? [])
        .slice()
        .sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0))
        .slice(0, 3)
        .map((i) => `${i.groupLabel ?? "?"} ${Math.round(i.duration ?? 0)}`)
        .join(", ");
      const figures = { name: page.name, path: page.path, performance: score("performance"), accessibility: score("accessibility"), bestPractices: score("best-practices"), seo: score("seo"), metrics, mainThread: work };
      out.push(figures);
      log(`lighthouse ${figures.name.padEnd(22)} performance ${figures.performance}  accessibility ${figures.accessibility}  best practices ${figures.bestPractices}  SEO ${figures.seo}`);
      log(`  FCP ${metrics.fcp} ms  LCP ${metrics.lcp} ms  TBT ${metrics.tbt} ms  SI ${metrics.si} ms  CLS ${metrics.cls}; main thread: ${work}`);
    }
  } finally {
    await chrome.kill();
  }
  return out;
}

function lighthouseTable(rows: LighthouseFigures[]): string {
  return [
    "| page | path | performance | accessibility | best practices | SEO | FCP / LCP / TBT / SI ms, CLS | main thread ms (biggest three) |",
    "|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.name} | \`${r.path.length > 50 ? `${r.path.slice(0, 47)}…` : r.path}\` | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.metrics.fcp} / ${r.metrics.lcp} / ${r.metrics.tbt} / ${r.metrics.si}, ${r.metrics.cls} | ${r.mainThread} |`,
    ),
  ].join("\n");
}

/** The catalogue issue's aim: the filtered listing plus facets in p95 under 100 ms (100k products, PostgreSQL). */
const LISTING_P95_MS = 100;

function apiVerdicts(rows: ApiFigures[]): string[] {
  return rows
    .filter((r) => r.name.startsWith("category"))
    .map((r) => `- ${r.p95 < LISTING_P95_MS ? "✓" : "✗"} filtered listing + facets, ${r.inFlight} in flight: p95 ${r.p95} ms (aim < ${LISTING_P95_MS} ms)`);
}

function verdicts(pages: PageFigures[], readyMs: number, peakMb: number, lh: LighthouseFigures[]): string[] {
  const hit = pages.find((p) => p.name === "product (cache hit)");
  const miss = pages.find((p) => p.name === "product (cache miss)");
  const line = (ok: boolean, text: string) => `- ${ok ? "✓" : "✗"} ${text}`;
  const out = [
    line(readyMs <= TARGETS.readyMs, `start → /readyz on a seeded database ${Math.round(readyMs)} ms (aim ≤ ${TARGETS.readyMs} ms)`),
    line(peakMb <= TARGETS.rssMb, `peak RSS ${peakMb} MB (aim ≤ ${TARGETS.rssMb} MB)`),
  ];
  if (hit) {
    const ratio = ratioOf(hit, pages);
    out.push(line(ratio >= TARGETS.productRatio * 100, `product page req/s ÷ hashed asset req/s ${ratio} % (aim ≥ ${TARGETS.productRatio * 100} %)`));
    out.push(line(hit.p95 < TARGETS.productP95Ms, `product page p95 ${hit.p95} ms (aim < ${TARGETS.productP95Ms} ms)`));
    out.push(line(hit.cpuMainMs <= TARGETS.productHitCpuMs, `product page main-thread CPU on a cache hit ${hit.cpuMainMs} ms (aim ≤ ${TARGETS.productHitCpuMs} ms)`));
    out.push(line(hit.jsKb <= TARGETS.productJsKb, `product page JS up front ${hit.jsKb} kB gzip (aim ≤ ${TARGETS.productJsKb} kB)`));
  }
  if (miss) out.push(line(miss.cpuMainMs <= TARGETS.productMissCpuMs, `product page main-thread CPU on a cache miss ${miss.cpuMainMs} ms (aim ≤ ${TARGETS.productMissCpuMs} ms)`));
  for (const [name, aim] of Object.entries(TARGETS.html)) {
    const page = pages.find((p) => (name === "login" ? p.name === "/login" : p.name.startsWith(name)));
    if (page) out.push(line(page.htmlRawKb <= aim, `${page.name} raw HTML ${page.htmlRawKb} kB (aim ≤ ${aim} kB)`));
  }
  for (const r of lh) {
    out.push(line(r.performance >= TARGETS.lighthouse && r.accessibility === 100 && r.seo === 100, `Lighthouse mobile ${r.name}: performance ${r.performance}, accessibility ${r.accessibility}, SEO ${r.seo} (aim ≥ ${TARGETS.lighthouse}, 100, 100)`));
  }
  return out;
}

function writeReport(section: string, body: string) {
  const file = path.join(root, "docs/benchmarks.md");
  const start = `<!-- bench:${section} -->`;
  const end = `<!-- /bench:${section} -->`;
  let doc = existsSync(file)
    ? readFileSync(file, "utf8")
    : [
        "# Benchmarks",
        "",
        "Written by `npm run bench` (embedded PGlite, demo catalogue) and `npm run bench -- --pg`",
        "(PostgreSQL, 100 000 products). Each page is driven by autocannon after a 2 s warm-up;",
        "p50/p95 are over every response of the run. JS/CSS are the gzip (level 9) sizes of the",
        "files the page's HTML loads up front (modulepreload, module scripts, stylesheets); chunks",
        "loaded later on demand (carousel, zoom) are not counted. Rate limits are off during the run.",
        "",
        "<!-- bench:pglite -->",
        "<!-- /bench:pglite -->",
        "",
        "<!-- bench:pg -->",
        "<!-- /bench:pg -->",
        "",
      ].join("\n");
  const block = `${start}\n${body}\n${end}`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  doc = from >= 0 && to > from ? doc.slice(0, from) + block + doc.slice(to + end.length) : `${doc.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, doc);
  log(`\nwrote ${path.relative(root, file)}`);
}

/* ── main ── */

/** Products in the bench database now (null: no such database or no schema yet). */
async function productsInDatabase(): Promise<number | null> {
  const { default: postgres } = await import("postgres");
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [row] = await client.unsafe<{ n: number; linked: number }[]>(
      "select count(*)::int as n, count(*) filter (where cardinality(category_ids) > 0)::int as linked from products",
    );
    return row && row.linked === row.n ? row.n : null;
  } catch {
    return null;
  } finally {
    await client.end();
  }
}

async function prepareDatabase(): Promise<void> {
  if (!apiOnly) {
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
  }
  if (!pg) return;
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name ${name}`);
  if (flag("reuse-db") || apiOnly) {
    const n = await productsInDatabase();
    if (n === products) {
      // as npm run seed leaves it: visibility map set, statistics fresh (autovacuum may be off)
      const { default: postgres } = await import("postgres");
      const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
      await client.unsafe("vacuum (analyze)");
      await client.end();
      log(`reusing ${name}: ${n} products, filter columns filled (vacuumed and analysed)`);
      return;
    }
    if (apiOnly) throw new Error(`--api-only needs ${name} seeded with ${products} products (it holds ${n ?? "none"})`);
    log(`${name} holds ${n ?? "no catalogue"}; seeding it again`);
  }
  const { default: postgres } = await import("postgres");
  const adminUrl = new URL(databaseUrl);
  adminUrl.pathname = "/postgres";
  const admin = postgres(adminUrl.toString(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.end();
  log(`seeding ${products} products into ${name} …`);
  const t = performance.now();
  log(run("npx", ["tsx", "backend/db/seed-cli.ts", "--products", String(products)], serverEnv).trim().split("\n").pop() ?? "");
  log(`(seed took ${((performance.now() - t) / 1000).toFixed(1)} s)`);
}

const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(" / ");

async function main() {
  const loadAtStart = loadAverage();
  log(`bench: ${pg ? `PostgreSQL, ${products} products` : "embedded PGlite, demo catalogue"}; ${connections} connections × ${duration} s per page`);
  log(`machine: ${machine()}; load average (1 / 5 / 15 min) ${loadAtStart}`);

  if (!apiOnly && (!flag("skip-build") || !existsSync(path.join(buildDir, "server/index.js")) || !existsSync(path.join(buildDir, "node/server.js")))) {
    log("building …");
    const t = performance.now();
    run("npm", ["run", "build"], { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production" });
    log(`(build took ${((performance.now() - t) / 1000).toFixed(1)} s)`);
  }
  await prepareDatabase();

  let first: Running | null = null;
  let server: Running | null = null;
  const pages: PageFigures[] = [];
  let peakMb = 0;
  let exitCode: number | null = null;
  let discovered: Discovered;
  let lh: LighthouseFigures[] = [];
  let mixes: MixFigures[] = [];
  if (apiOnly) {
    server = await startServer();
    try {
      discovered = await discoverPages();
    } finally {
      await stopServer(server);
    }
  } else {
    first = await startServer();
    log(`start → /readyz, ${pg ? "seeded by npm run seed" : "empty database (migrate + seed)"}: ${Math.round(first.readyMs)} ms`);
    await stopServer(first);
    server = await startServer();
    log(`start → /readyz, seeded database: ${Math.round(server.readyMs)} ms`);
    try {
      discovered = await discoverPages();
      // the reference: the storefront's entry script, as a browser asks for it
      const productPage = discovered.pages.find((p) => p.name === "product (cache hit)")!;
      const entry = upFrontAssets(await (await fetch(base + productPage.path)).text()).find((u) => u.endsWith(".js"));
      if (!entry) throw new Error("the product page loads no script");
      discovered.pages.unshift({ name: "asset", path: entry });
      if (flag("mix-only")) discovered.pages = discovered.pages.slice(0, 1);
      for (const page of discovered.pages) {
        const figures = await measurePage(server, page);
        pages.push(figures);
        log(
          `${figures.name.padEnd(22)} ${String(figures.rps).padStart(6)} req/s  p50 ${String(figures.p50).padStart(6)} ms  p95 ${String(figures.p95).padStart(6)} ms  ` +
            `CPU ${figures.cpuMainMs}/${figures.cpuAllMs} ms  RSS ${figures.rssMb} MB  HTML ${figures.htmlRawKb} kB  JS ${figures.jsKb} kB  CSS ${figures.cssKb} kB  (${figures.status}, ${figures.non2xx + figures.errors} bad of ${figures.requests})`,
        );
      }
      if (!flag("no-mix")) mixes = await measureMixes(server);
      peakMb = Math.round(procKb(server.child.pid!, "VmHWM") / 1024);
      if (lighthouseOn) {
        const wanted = ["home", "category", "product (cache hit)"];
        lh = await measureLighthouse(discovered.pages.filter((p) => wanted.includes(p.name)));
      }
    } finally {
      exitCode = await stopServer(server);
    }
    log(`peak RSS (VmHWM) ${peakMb} MB; server exit code after SIGTERM: ${exitCode}`);
  }

  // the server is stopped: the API is measured alone
  const inFlights = [...new Set([1, connections])];
  const api = await measureApi(discovered.api, inFlights);
  const loadAtEnd = loadAverage();
  log(`load average at the end (1 / 5 / 15 min) ${loadAtEnd}`);

  // the listing aim is the issue's, for the 100k catalogue on PostgreSQL
  const listingChecks = pg ? apiVerdicts(api) : [];
  const checks = apiOnly ? listingChecks : [...listingChecks, ...verdicts(pages, server.readyMs, peakMb, lh), ...mixVerdicts(mixes, pages)];
  log(checks.join("\n"));

  const date = new Date().toISOString().slice(0, 16).replace("T", " ");
  const title = pg ? `## PostgreSQL, ${products.toLocaleString("en")} products` : "## Embedded PGlite, demo catalogue";
  const pagePart = apiOnly
    ? ["(pages not measured in this run: `--api-only`)"]
    : [
        `- start → /readyz: ${Math.round(first!.readyMs)} ms ${pg ? "(database seeded beforehand)" : "on an empty database (migrations + demo seed)"}, ${Math.round(server.readyMs)} ms on the seeded database`,
        `- peak RSS of the server process (VmHWM): ${peakMb} MB`,
        "",
        `Pages through the production server (HTTP, slow-statement cache on as deployed), ${connections} connections × ${duration} s each:`,
        "",
        table(pages),
        "",
        "`÷ asset`: the page's req/s as a share of the hashed entry script's (same headers, same run). CPU: main thread and whole process (compression and database threads included) per response, from /proc.",
        ...(mixes.length
          ? [
              "",
              `Real traffic (scripts/bench-mix.ts): every sitemap URL, head-heavy (Zipf s = 1 over a fixed shuffle), after one visit of each, ${connections} connections × ${duration} s per row:`,
              "",
              mixTable(mixes, pages),
            ]
          : []),
        ...(lh.length ? ["", "Lighthouse 12 (mobile preset, Debian's Chromium, simulated slow 4G), one run per page while the server is otherwise idle:", "", lighthouseTable(lh)] : []),
      ];
  const body = [
    title,
    "",
    `${date} UTC · ${machine()} · load average (1 / 5 / 15 min) ${loadAtStart} at the start, ${loadAtEnd} at the end`,
    "",
    ...pagePart,
    "",
    `The API answer behind the listing pages: \`products\` + \`products/filters\` with the storefront loader's payload, side by side, in-process, slow-statement cache off (every answer computed), ${duration} s per row after a 2 s warm-up:`,
    "",
    apiTable(api),
    "",
    pg ? "Aims (the product-page targets apply to the embedded run; figures for reference):" : "Aims:",
    "",
    ...checks,
  ].join("\n");
  if (!flag("no-write")) writeReport(pg ? "pg" : "pglite", body);
  if (pages.some((p) => p.status !== 200 || p.non2xx + p.errors > 0)) {
    process.stderr.write("some pages answered with errors; see the table\n");
    process.exitCode = 1;
  }
}

main().catch((err) => {
  process.stderr.write(`bench failed: ${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
