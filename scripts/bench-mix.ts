/**
 * Real-traffic mixes for `npm run bench` (scripts/bench.ts): every URL of the sitemap, a few
 * pages getting most views and the rest a long tail (Zipf, s = 1, over a fixed shuffle), with
 * cash orders placed through the API meanwhile, with a share of visitors holding a cart, and
 * with a share of signed-in customers. One-time codes are read from the server's log (the
 * bench runs it with SMS_DRIVER=log).
 */
import type { ChildProcess } from "node:child_process";
import autocannon from "autocannon";

/** Paths (with query) of every <loc> of /sitemap.xml, following a sitemap index. */
export async function sitemapPaths(base: string): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
  const root = await (await fetch(`${base}/sitemap.xml`)).text();
  const urls = root.includes("<sitemapindex") ? (await Promise.all(locs(root).map(async (part) => locs(await (await fetch(part)).text())))).flat() : locs(root);
  return [...new Set(urls.map((u) => {
    const url = new URL(u);
    return url.pathname + url.search;
  }))];
}

/** A small seeded PRNG (mulberry32), so every run draws the same sequence. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Draws paths head-heavy: the path at rank r (of a seeded shuffle) with weight 1 / (r + 1). */
export function headHeavy(paths: readonly string[], seed = 7): () => string {
  if (!paths.length) throw new Error("no paths to draw from");
  const random = prng(seed);
  const order = [...paths];
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const cumulative: number[] = [];
  let sum = 0;
  for (let r = 0; r < order.length; r += 1) cumulative.push((sum += 1 / (r + 1)));
  return () => {
    const x = random() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return order[lo]!;
  };
}

/** Requests every path once, `concurrency` at a time; answers how many were not 2xx/3xx/404. */
export async function visitAll(base: string, paths: readonly string[], headers: Record<string, string>, concurrency = 4): Promise<number> {
  let next = 0;
  let bad = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < paths.length) {
        const path = paths[next++]!;
        const res = await fetch(base + path, { headers, redirect: "manual" });
        await res.arrayBuffer();
        if (res.status >= 500) bad += 1;
      }
    }),
  );
  return bad;
}

/** The one-time codes the server logs (SMS_DRIVER=log), by mobile number. */
export function codesFromLog(child: ChildProcess): (mobile: string) => Promise<string> {
  const latest = new Map<string, string>();
  let buffer = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    buffer += chunk.toString();
    const lines = buffer.split("\n");
    buffer = lines.pop() ?? "";
    for (const line of lines) {
      if (!line.includes("sms (log driver)")) continue;
      const match = /"mobile":"(\d+)","text":"[^"]*?(\d{3}-\d{3})/.exec(line);
      if (match) latest.set(match[1]!, match[2]!);
    }
  });
  return async (mobile) => {
    const digits = mobile.replace(/\D/g, "");
    for (let i = 0; i < 200; i += 1) {
      const code = latest.get(digits);
      if (code) {
        latest.delete(digits);
        return code;
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`no code was logged for ${mobile}`);
  };
}

async function post<T>(base: string, path: string, body: Record<string, unknown>, token?: string): Promise<{ ok: boolean; data?: T; error?: string }> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${base}/api/${path}`, { method: "POST", headers, body: JSON.stringify({ lang: "en", ...body }) });
  return (await res.json()) as { ok: boolean; data?: T; error?: string };
}

let mobiles = 0;
function benchMobile(): string {
  mobiles += 1;
  return `99470${String((Date.now() % 100_000) * 100 + (mobiles % 100)).padStart(7, "0")}`;
}

export interface Stock {
  id: number;
  size: string;
}

/** Products to buy: in stock, with their first size (cash orders of one unit). */
export async function buyable(base: string): Promise<Stock[]> {
  const res = await fetch(`${base}/api/products?lang=en&limit=100`);
  const items = ((await res.json()) as { data: { items: { id: number; qty: number; sizes: string[]; sold: boolean }[] } }).data.items;
  return items.filter((i) => !i.sold && i.qty >= 20 && i.sizes.length > 0).map((i) => ({ id: i.id, size: i.sizes[0]! }));
}

/** A delivery address the checkout accepts: the first city's first district and place. */
export async function deliveryAddress(base: string): Promise<Record<string, string>> {
  type Area = { code: string; children: Area[] };
  const areas = ((await (await fetch(`${base}/api/delivery-areas?lang=en`)).json()) as { data: Area[] }).data;
  const city = areas[0]!;
  const district = city.children[0];
  const place = district?.children[0];
  return { city: city.code, ...(district ? { district: district.code } : {}), ...(place ? { place: place.code } : {}), address: "Nizami 10" };
}

/** Places guest cash orders of one unit every `everyMs`, until stopped. */
export function orderLoop(base: string, stock: readonly Stock[], address: Record<string, string>, codeOf: (mobile: string) => Promise<string>, everyMs: number) {
  let placed = 0;
  let failed = 0;
  let running = true;
  let turn = 0;
  const loop = (async () => {
    while (running) {
      const started = Date.now();
      const item = stock[turn++ % stock.length]!;
      const mobile = benchMobile();
      try {
        const first = await post<{ otpToken?: string; token?: string }>(base, "products/checkout", {
          cart: [{ id: item.id, size: item.size, option: 0, qty: 1 }],
          firstName: "Bench",
          lastName: "Buyer",
          email: `bench${mobile}@example.com`,
          mobile: `+${mobile}`,
          delivery: "delivery",
          ...address,
          payment: "cash",
          idempotencyKey: `bench-${mobile}-${turn}`.padEnd(24, "0"),
        });
        let done = Boolean(first.ok && first.data?.token);
        if (first.ok && first.data?.otpToken) {
          const second = await post<{ token?: string }>(base, "products/checkout", { otpToken: first.data.otpToken, otpCode: await codeOf(mobile) });
          done = Boolean(second.ok && second.data?.token);
        }
        if (done) placed += 1;
        else failed += 1;
      } catch {
        failed += 1;
      }
      await new Promise((r) => setTimeout(r, Math.max(0, everyMs - (Date.now() - started))));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { placed, failed };
    },
  };
}

/** Signs a customer up and in; answers the cookie a signed-in browser sends. */
export async function signedInCookie(base: string, codeOf: (mobile: string) => Promise<string>): Promise<string> {
  const mobile = benchMobile();
  const password = "bench-pass-1";
  const first = await post<{ token: string }>(base, "auth/signup", {
    firstName: "Bench",
    lastName: "Customer",
    email: `c${mobile}@example.com`,
    mobile,
    password,
    password2: password,
    notification: true,
  });
  if (!first.ok || !first.data?.token) throw new Error(`sign-up failed: ${JSON.stringify(first)}`);
  const second = await post(base, "auth/signup", { otp: await codeOf(mobile), token: first.data.token });
  if (!second.ok) throw new Error(`sign-up step 2 failed: ${JSON.stringify(second)}`);
  const login = await post<{ accessToken: string; refreshToken: string }>(base, "login", { username: mobile, password });
  if (!login.ok || !login.data) throw new Error(`login failed: ${JSON.stringify(login)}`);
  return `bz_access=${login.data.accessToken}; bz_refresh=${login.data.refreshToken}`;
}

export interface MixResult {
  requests: number;
  rps: number;
  times: number[];
  non2xx: number;
  errors: number;
}

/**
 * `seconds` of head-heavy traffic over `paths`; `cookies` are sent by the given share of
 * requests each (e.g. 30 % with a cart cookie).
 */
export async function runMix(opts: {
  base: string;
  paths: readonly string[];
  connections: number;
  seconds: number;
  headers: Record<string, string>;
  cookies?: { share: number; cookie: string }[];
  seed?: number;
}): Promise<MixResult> {
  const pick = headHeavy(opts.paths, opts.seed);
  const random = prng((opts.seed ?? 7) + 1);
  const times: number[] = [];
  const instance = autocannon({
    url: opts.base,
    connections: opts.connections,
    duration: opts.seconds,
    timeout: 30,
    headers: opts.headers,
    requests: [
      {
        method: "GET",
        setupRequest: (req: { path: string; headers?: Record<string, string> }) => {
          req.path = pick();
          let x = random();
          const headers = { ...opts.headers };
          for (const { share, cookie } of opts.cookies ?? []) {
            if (x < share) {
              headers.cookie = cookie;
              break;
            }
            x -= share;
          }
          req.headers = headers;
          return req;
        },
      },
    ],
  });
  instance.on("response", (_client: unknown, _status: number, _bytes: number, ms: number) => times.push(ms));
  const result = await instance;
  times.sort((a, b) => a - b);
  return { requests: result.requests.total, rps: Math.round(result.requests.average), times, non2xx: result.non2xx, errors: result.errors + result.timeouts };
}
