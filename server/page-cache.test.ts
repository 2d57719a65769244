import { randomBytes } from "node:crypto";
import { get, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, describe, expect, it } from "vitest";
import { decodeSharedPage, encodeSharedPage, memoryPageStore } from "./shared-pages.ts";
import { PageCache, cacheableRequest, chooseEncoding, pageCacheMiddleware, pagePathOf, variantOf } from "./page-cache.ts";

const PREFIX = "bz_";

function html(text: string, init: ResponseInit = {}): Response {
  return new Response(`<!doctype html><p>${text}</p>`, { status: 200, headers: { "content-type": "text/html; charset=utf-8" }, ...init });
}

function cacheWith(render: (request: Request) => Promise<Response>, opts: Partial<ConstructorParameters<typeof PageCache>[0]> = {}) {
  return new PageCache({ render, cookiePrefix: PREFIX, ttlMs: 5_000, staleMs: 10_000, maxBytes: 1_000_000, ...opts });
}

/** A GET without the automatic decompression of fetch. */
function raw(target: string, headers: Record<string, string>): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(target, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

const url = (path: string) => new URL(path, "http://shop.test");

describe("which requests the page cache may answer", () => {
  it("takes anonymous GET and HEAD of public pages in every language, data requests included", () => {
    for (const path of ["/", "/az", "/ru/", "/en/women", "/some-product-12", "/az/blog/news", "/women.data", "/_root.data", "/search"]) {
      expect(cacheableRequest("GET", path, undefined, PREFIX), path).toBe(true);
    }
    expect(cacheableRequest("HEAD", "/women", undefined, PREFIX)).toBe(true);
    expect(cacheableRequest("POST", "/women", undefined, PREFIX)).toBe(false);
  });

  it("never takes personal pages, the API, images or probes", () => {
    for (const path of ["/cart", "/az/cart", "/wishlist", "/compare", "/checkout", "/order", "/order/return", "/cabinet/orders", "/ru/login", "/signup", "/remind", "/new-password", "/logout", "/action/cart", "/newsletter", "/push", "/suggest", "/dev/outbox", "/cart.data", "/api/products", "/img/300/x.png", "/healthz", "/readyz", "/assets/app.js", "/payments/test-gateway", "/admin", "/admin/orders", "/az/admin/orders/1", "/ru/admin.data"]) {
      expect(cacheableRequest("GET", path, undefined, PREFIX), path).toBe(false);
    }
  });

  it("sends visitors with a session, a list, a flash message or any other shop cookie to a fresh render", () => {
    for (const name of ["access", "refresh", "cart", "wish", "compare", "flash", "anything"]) {
      expect(cacheableRequest("GET", "/women", `theme=dark; ${PREFIX}${name}=1`, PREFIX), name).toBe(false);
    }
    // cookies of others (analytics) do not matter
    expect(cacheableRequest("GET", "/women", "_ga=GA1.2.3; other=1", PREFIX)).toBe(true);
  });

  it("ignores the utm cookie everywhere and recently viewed products everywhere but the home page", () => {
    expect(cacheableRequest("GET", "/women", `${PREFIX}utm=x; ${PREFIX}recent_products=1,2`, PREFIX)).toBe(true);
    for (const home of ["/", "/az", "/ru/", "/_root.data", "/az.data"]) {
      expect(cacheableRequest("GET", home, `${PREFIX}recent_products=1,2`, PREFIX), home).toBe(false);
    }
  });

  it("takes a visitor who closed the sale banner, whose cookies choose the copy without it", () => {
    expect(cacheableRequest("GET", "/women", `${PREFIX}sale_banner=closed`, PREFIX)).toBe(true);
    expect(variantOf(`_ga=1; ${PREFIX}sale_banner=closed`, PREFIX)).toBe(`${PREFIX}sale_banner=closed`);
    // another value is the plain copy; a personal cookie beside it still means a render of one's own
    expect(variantOf(`${PREFIX}sale_banner=<script>`, PREFIX)).toBe("");
    expect(variantOf(undefined, PREFIX)).toBe("");
    expect(cacheableRequest("GET", "/women", `${PREFIX}sale_banner=closed; ${PREFIX}cart=[]`, PREFIX)).toBe(false);
  });

  it("reads the page of a path without language and data suffix", () => {
    expect(pagePathOf("/az/cart.data")).toBe("/cart");
    expect(pagePathOf("/ru")).toBe("/");
    expect(pagePathOf("/azerbaijan-rug")).toBe("/azerbaijan-rug");
  });
});

describe("PageCache", () => {
  it("renders a miss once for every visitor waiting for it, then answers from memory", async () => {
    let renders = 0;
    const seen: Request[] = [];
    const cache = cacheWith(async (request) => {
      renders += 1;
      seen.push(request);
      await new Promise((r) => setTimeout(r, 20));
      return html(`render ${renders}`);
    });
    const headers = new Headers({ cookie: "secret=1", host: "shop.test", accept: "text/html" });
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.get(url("/women?page=2"), headers)));
    expect(renders).toBe(1);
    expect(answers.every((a) => a.page?.body.toString().includes("render 1"))).toBe(true);
    expect((await cache.get(url("/women?page=2"), headers)).state).toBe("HIT");
    // the render saw no cookie of the visitor's
    expect(seen[0]?.headers.get("cookie")).toBeNull();
    expect(seen[0]?.method).toBe("GET");
    // another query is another page
    await cache.get(url("/women?page=3"), headers);
    expect(renders).toBe(2);
  });

  it("never stores an answer that sets a cookie, is private, or has an unusual status, and does not render such a page for the cache again within the ttl", async () => {
    let renders = 0;
    // (a failed render, 5xx, is neither stored nor remembered: see "a page that cannot read its data")
    const answers = [
      () => html("cookie", { headers: { "set-cookie": "bz_x=1", "content-type": "text/html" } }),
      () => html("private", { headers: { "cache-control": "private, max-age=0" } }),
      () => html("moved", { status: 302, headers: { location: "/x" } }),
    ];
    const cache = cacheWith(async (request) => {
      renders += 1;
      return answers[Number(new URL(request.url).pathname.slice(2))]!();
    });
    for (let i = 0; i < answers.length; i += 1) {
      const answer = await cache.get(url(`/p${i}`), new Headers());
      expect(answer.state).toBe("BYPASS");
      expect(answer.response).toBeDefined();
      const again = await cache.get(url(`/p${i}`), new Headers());
      expect(again.state).toBe("BYPASS");
      expect(again.response).toBeUndefined();
    }
    expect(renders).toBe(answers.length);
    expect(cache.size.entries).toBe(0);
  });

  it("stores 404 pages and permanent redirects", async () => {
    const cache = cacheWith(async (request) =>
      request.url.endsWith("/gone") ? html("not found", { status: 404 }) : new Response(null, { status: 301, headers: { location: "/new" } }),
    );
    await cache.get(url("/gone"), new Headers());
    await cache.get(url("/old"), new Headers());
    expect((await cache.get(url("/gone"), new Headers())).state).toBe("HIT");
    const moved = await cache.get(url("/old"), new Headers());
    expect(moved.state).toBe("HIT");
    expect(moved.page?.headers).toContainEqual(["location", "/new"]);
  });

  it("serves a stale page while one background render refreshes it, and renders anew after the stale window", async () => {
    let now = 0;
    let renders = 0;
    const cache = cacheWith(async () => html(`v${++renders}`), { now: () => now });
    await cache.get(url("/"), new Headers());
    now = 6_000; // past ttl, inside the stale window
    const stale = await cache.get(url("/"), new Headers());
    expect(stale.state).toBe("STALE");
    expect(stale.page?.body.toString()).toContain("v1");
    await new Promise((r) => setTimeout(r, 10));
    expect(renders).toBe(2);
    const fresh = await cache.get(url("/"), new Headers());
    expect(fresh.state).toBe("HIT");
    expect(fresh.page?.body.toString()).toContain("v2");
    now = 100_000; // past ttl + stale
    const miss = await cache.get(url("/"), new Headers());
    expect(miss.state).toBe("MISS");
    expect(miss.page?.body.toString()).toContain("v3");
  });

  it("drops everything on a change, and a render that began before the change does not store its old page", async () => {
    let release: () => void = () => {};
    let version = "old";
    const cache = cacheWith(async () => {
      const text = version;
      await new Promise<void>((r) => (release = r));
      return html(text);
    });
    const pending = cache.get(url("/product-1"), new Headers());
    await new Promise((r) => setTimeout(r, 5));
    version = "new";
    cache.invalidate();
    release();
    expect((await pending).page?.body.toString()).toContain("old");
    expect(cache.size.entries).toBe(0);
    const next = cache.get(url("/product-1"), new Headers());
    await new Promise((r) => setTimeout(r, 5));
    release();
    expect((await next).page?.body.toString()).toContain("new");
    expect((await cache.get(url("/product-1"), new Headers())).state).toBe("HIT");
  });

  /** A page that showed `tags` (the header the render's API calls gathered). */
  const tagged = (text: string, tags: string) => html(text, { headers: { "content-type": "text/html", "x-cache-tags": tags } });

  it("drops only the pages a change touches; a page without declared tags goes with every change", async () => {
    const shown: Record<string, string> = { "/p1": "p:1 pd:1 list", "/p2": "p:2 pd:2 list", "/women": "list", "/about": "" };
    let version = 1;
    const cache = cacheWith(async (request) => {
      const path = new URL(request.url).pathname;
      const tags = shown[path];
      return tags === undefined ? html(`v${version}`) : tagged(`v${version}`, tags);
    });
    const paths = ["/p1", "/p2", "/women", "/about", "/undeclared"];
    const states = async () => Object.fromEntries(await Promise.all(paths.map(async (p) => [p, (await cache.get(url(p), new Headers())).state])));
    await states();
    version = 2;
    // a sale of product 1 that leaves every size in stock
    cache.invalidate({ all: false, tags: new Set(["pd:1"]) });
    expect(await states()).toEqual({ "/p1": "MISS", "/p2": "HIT", "/women": "HIT", "/about": "HIT", "/undeclared": "MISS" });
    // product 2's price: its page and every list
    cache.invalidate({ all: false, tags: new Set(["p:2", "pd:2", "list"]) });
    expect(await states()).toEqual({ "/p1": "MISS", "/p2": "MISS", "/women": "MISS", "/about": "HIT", "/undeclared": "MISS" });
    cache.invalidate();
    expect((await cache.get(url("/about"), new Headers())).state).toBe("MISS");
  });

  it("a render running when a change touching it arrives does not store its page; one the change does not touch does", async () => {
    let release: () => void = () => {};
    const cache = cacheWith(async (request) => {
      await new Promise<void>((r) => (release = r));
      return tagged("page", new URL(request.url).pathname === "/p1" ? "p:1 pd:1" : "p:2 pd:2");
    });
    const first = cache.get(url("/p1"), new Headers());
    await new Promise((r) => setTimeout(r, 5));
    cache.invalidate({ all: false, tags: new Set(["pd:1"]) });
    release();
    await first;
    expect(cache.size.entries).toBe(0);
    const second = cache.get(url("/p2"), new Headers());
    await new Promise((r) => setTimeout(r, 5));
    cache.invalidate({ all: false, tags: new Set(["pd:1"]) });
    release();
    await second;
    expect(cache.size.entries).toBe(1);
    expect((await cache.get(url("/p2"), new Headers())).state).toBe("HIT");
  });

  it("keeps the copies a change dropped within a quarter of its budget", async () => {
    const big = randomBytes(10_000).toString("base64");
    const cache = cacheWith(async (request) => html(`${new URL(request.url).pathname} ${big}`), { maxBytes: 200_000 });
    for (let round = 0; round < 5; round += 1) {
      for (let i = 0; i < 6; i += 1) await cache.get(url(`/r${round}-${i}`), new Headers());
      cache.invalidate();
    }
    expect(cache.size.fallbackBytes).toBeGreaterThan(0);
    expect(cache.size.fallbackBytes).toBeLessThanOrEqual(50_000);
  });

  it("keeps within its byte budget by dropping the least recently used pages", async () => {
    // incompressible: the budget counts the stored (compressed) copies
    const big = randomBytes(7_000).toString("base64");
    const cache = cacheWith(async (request) => html(`${new URL(request.url).pathname} ${big}`), { maxBytes: 100_000 });
    for (let i = 0; i < 20; i += 1) {
      await cache.get(url(`/p${i}`), new Headers());
      await cache.get(url("/p0"), new Headers()); // p0 stays in use
    }
    expect(cache.size.bytes).toBeLessThanOrEqual(100_000);
    expect((await cache.get(url("/p0"), new Headers())).state).toBe("HIT");
    expect((await cache.get(url("/p1"), new Headers())).state).toBe("MISS");
  });
});

describe("chooseEncoding", () => {
  it("prefers brotli, then gzip, and respects q=0", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("identity")).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding("*")).toBe("br");
  });
});

describe("page cache over HTTP", async () => {
  let renders = 0;
  const cache = cacheWith(async (request) => {
    renders += 1;
    return html(`page ${new URL(request.url).pathname} render ${renders}`);
  });
  const app = express();
  app.use(pageCacheMiddleware(cache, { cookiePrefix: PREFIX, ttlMs: 5_000, staleMs: 10_000, originOf: (req) => `http://${req.headers.host}` }));
  app.use((req, res) => {
    res.setHeader("set-cookie", `${PREFIX}seen=1`);
    res.type("html").send(`<p>fresh for ${req.headers.cookie ?? "nobody"}</p>`);
  });
  const server = app.listen(0);
  afterAll(() => new Promise((r) => server.close(r)));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  it("answers anonymous pages from the cache with shared-cache headers and no cookie", async () => {
    const first = await fetch(`${base}/women`);
    expect(first.headers.get("x-cache")).toBe("MISS");
    const second = await fetch(`${base}/women`);
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(second.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=5, stale-while-revalidate=10");
    expect(second.headers.get("vary")).toBe("Accept-Encoding, Cookie");
    expect(second.headers.get("set-cookie")).toBeNull();
    expect(await second.text()).toContain("render 1");
  });

  it("keeps the copy for visitors who closed the sale banner apart, rendered with that cookie alone", async () => {
    const seen: string[] = [];
    const variants = cacheWith(async (request) => {
      seen.push(request.headers.get("cookie") ?? "");
      return html(request.headers.get("cookie") ? "no banner" : "banner");
    });
    const banner = await variants.get(url("/women"), new Headers());
    const closed = await variants.get(url("/women"), new Headers(), undefined, `${PREFIX}sale_banner=closed`);
    expect(banner.page?.body.toString()).toContain(">banner");
    expect(closed.page?.body.toString()).toContain("no banner");
    expect((await variants.get(url("/women"), new Headers(), undefined, `${PREFIX}sale_banner=closed`)).state).toBe("HIT");
    expect((await variants.get(url("/women"), new Headers())).page?.body.toString()).toContain(">banner");
    expect(seen).toEqual(["", `${PREFIX}sale_banner=closed`]);
  });

  it("gives a visitor with a shop cookie a fresh, private render", async () => {
    const res = await fetch(`${base}/women`, { headers: { cookie: `${PREFIX}cart=abc` } });
    expect(res.headers.get("x-cache")).toBeNull();
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(await res.text()).toContain(`fresh for ${PREFIX}cart=abc`);
    const personal = await fetch(`${base}/cart`);
    expect(personal.headers.get("cache-control")).toBe("private, no-store");
  });

  it("sends the stored gzip or brotli body and answers a matching ETag with 304", async () => {
    const br = await raw(`${base}/men`, { "accept-encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toContain("page /men");
    const gz = await raw(`${base}/men`, { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toContain("page /men");
    const plain = await raw(`${base}/men`, {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toContain("page /men");
    const etag = String(gz.headers.etag);
    const again = await fetch(`${base}/men`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });
});

describe("what a cached page is keyed and rendered by", async () => {
  const seen: string[] = [];
  const cache = cacheWith(async (request) => {
    const target = new URL(request.url);
    seen.push(`${target.protocol}${target.pathname}${target.search}`);
    if (target.pathname === "/old") return new Response(null, { status: 301, headers: { location: "/new?p=2" } });
    return html(`page ${target.pathname}${target.search} over ${target.protocol}`);
  });
  let admitted = true;
  let charged = 0;
  const app = express();
  app.set("trust proxy", true);
  app.use(
    pageCacheMiddleware(cache, {
      cookiePrefix: PREFIX,
      ttlMs: 5_000,
      staleMs: 10_000,
      originOf: (req) => `${req.protocol}://${req.headers.host}`,
      admitRender: async (_req, res) => {
        charged += 1;
        if (admitted) return true;
        res.status(429).send("too many");
        return false;
      },
      landingCookie: (_req, full) => (full.searchParams.has("utm_source") ? `${PREFIX}utm=${full.searchParams.get("utm_source")}` : undefined),
    }),
  );
  app.use((_req, res) => void res.type("html").send("<p>personal</p>"));
  const server = app.listen(0);
  afterAll(() => new Promise((r) => server.close(r)));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  it("leaves parameters no page reads out of the key and out of the render, and orders the rest", async () => {
    seen.length = 0;
    const first = await fetch(`${base}/dresses?sort=priceUp&p=2&x=1`);
    expect(first.headers.get("x-cache")).toBe("MISS");
    for (const query of ["p=2&sort=priceUp", "sort=priceUp&p=2&gclid=abc", "p=2&fbclid=z&sort=priceUp&x=2"]) {
      const again = await fetch(`${base}/dresses?${query}`);
      expect(again.headers.get("x-cache"), query).toBe("HIT");
    }
    expect(seen).toEqual(["http:/dresses?p=2&sort=priceUp"]);
    expect(await first.text()).toContain("page /dresses?p=2&sort=priceUp");
    // a parameter a page reads is a page of its own
    expect((await fetch(`${base}/dresses?sort=priceUp&p=3`)).headers.get("x-cache")).toBe("MISS");
  });

  it("keeps pages of the two schemes apart", async () => {
    seen.length = 0;
    const secure = await fetch(`${base}/scheme`, { headers: { "x-forwarded-proto": "https" } });
    expect(await secure.text()).toContain("over https:");
    const plain = await fetch(`${base}/scheme`);
    expect(plain.headers.get("x-cache")).toBe("MISS");
    expect(await plain.text()).toContain("over http:");
    expect(seen).toEqual(["https:/scheme", "http:/scheme"]);
  });

  it("charges a client for the renders it starts, not for hits, and renders nothing once its budget refuses", async () => {
    charged = 0;
    await fetch(`${base}/charged`);
    await fetch(`${base}/charged`);
    await fetch(`${base}/charged?utm_medium=cpc`);
    expect(charged).toBe(1);
    admitted = false;
    seen.length = 0;
    const refused = await fetch(`${base}/charged?p=7`);
    expect(refused.status).toBe(429);
    expect(seen).toEqual([]);
    expect((await fetch(`${base}/charged`)).status).toBe(200);
    admitted = true;
  });

  it("renders a landing with utm marks once, from the shared page, and sets the marks' cookie on the visitor's own answer", async () => {
    seen.length = 0;
    const landing = await fetch(`${base}/landing?utm_source=ads&utm_campaign=winter`);
    expect(landing.headers.get("set-cookie")).toBe(`${PREFIX}utm=ads`);
    expect(landing.headers.get("cache-control")).toBe("private, no-store");
    expect(await landing.text()).toContain("page /landing over");
    const next = await fetch(`${base}/landing`);
    expect(next.headers.get("x-cache")).toBe("HIT");
    expect(next.headers.get("set-cookie")).toBeNull();
    expect(seen).toEqual(["http:/landing"]);
  });

  it("puts the parameters it left out back on a stored redirect", async () => {
    const moved = await fetch(`${base}/old?utm_source=ads`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/new?p=2&utm_source=ads");
    const plain = await fetch(`${base}/old`, { redirect: "manual" });
    expect(plain.headers.get("x-cache")).toBe("HIT");
    expect(plain.headers.get("location")).toBe("/new?p=2");
  });
});

describe("a page that cannot read its data", async () => {
  let down = false;
  let renders = 0;
  let clock = 0;
  const cache = cacheWith(
    async () => {
      renders += 1;
      if (down) return new Response("<p>Something went wrong</p>", { status: 503, headers: { "content-type": "text/html", "retry-after": "5" } });
      return html(`good render ${renders}`);
    },
    { now: () => clock },
  );
  const app = express();
  app.use(pageCacheMiddleware(cache, { cookiePrefix: PREFIX, ttlMs: 5_000, staleMs: 10_000, originOf: (req) => `http://${req.headers.host}` }));
  let personal = 0;
  app.use((_req, res) => void res.type("html").send(`<p>personal render ${(personal += 1)}</p>`));
  const server = app.listen(0);
  afterAll(() => new Promise((r) => server.close(r)));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  it("serves the last good copy, however old, while renders fail", async () => {
    down = false;
    expect(await (await fetch(`${base}/kept`)).text()).toContain("good render");
    down = true;
    clock += 60_000; // long past fresh and stale
    const during = await fetch(`${base}/kept`);
    expect(during.status).toBe(200);
    expect(await during.text()).toContain("good render");
    down = false;
    const after = await fetch(`${base}/kept`);
    expect(await after.text()).toContain("good render");
  });

  it("answers the failure itself when there is no copy: 503 with Retry-After, uncached, one render, and renders again on the next visit", async () => {
    down = true;
    renders = 0;
    personal = 0;
    const first = await fetch(`${base}/never-seen`);
    expect(first.status).toBe(503);
    expect(first.headers.get("retry-after")).toBe("5");
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    expect(renders).toBe(1);
    expect(personal).toBe(0);
    down = false;
    const back = await fetch(`${base}/never-seen`);
    expect(back.status).toBe(200);
    expect(back.headers.get("x-cache")).toBe("MISS");
    expect(renders).toBe(2);
  });
});

describe("after a change notice", () => {
  it("still answers with the page as it was when the next render fails (the notice of a lost database connection)", async () => {
    let down = false;
    const cache = cacheWith(async () => (down ? new Response("down", { status: 503 }) : html("before the notice")));
    await cache.get(url("/kept"), new Headers());
    cache.invalidate();
    down = true;
    const answer = await cache.get(url("/kept"), new Headers());
    expect(answer.state).toBe("STALE");
    expect(answer.page?.body.toString()).toContain("before the notice");
  });
});

describe("the shared page store (several processes, server/shared-pages.ts)", () => {
  const tagged = (text: string, tags: string) => html(text, { headers: { "content-type": "text/html", "x-cache-tags": tags } });

  /** Two page caches on one store, as two processes on one Redis; each counts its own renders. */
  function twoProcesses(shown = "p:1,list") {
    let clock = 1_000_000;
    const now = () => clock;
    const store = memoryPageStore();
    const renders = { a: 0, b: 0 };
    const make = (name: "a" | "b") =>
      cacheWith(
        async () => {
          renders[name] += 1;
          return tagged(`${name}${renders[name]}`, shown);
        },
        { shared: store, now },
      );
    const a = make("a");
    const b = make("b");
    return { a, b, store, renders, tick: (ms: number) => (clock += ms) };
  }
  const text = async (answer: Awaited<ReturnType<PageCache["get"]>>) => answer.page!.body.toString();

  it("serves a page one process rendered from the other without rendering it again", async () => {
    const { a, b, renders, tick } = twoProcesses();
    tick(2_000);
    expect(await text(await a.get(url("/women"), new Headers()))).toContain("a1");
    const fromB = await b.get(url("/women"), new Headers());
    expect(fromB.state).toBe("HIT");
    expect(await text(fromB)).toContain("a1");
    expect(renders).toEqual({ a: 1, b: 0 });
    expect(b.stats.sharedHits).toBe(1);
    // kept in b's memory from then on: no second read of the store
    expect((await b.get(url("/women"), new Headers())).state).toBe("HIT");
    expect(b.stats.sharedHits).toBe(1);
  });

  it("refuses a shared page that a change heard since its render began touches, and renders its own", async () => {
    const { a, b, renders, tick } = twoProcesses();
    tick(2_000);
    await a.get(url("/women"), new Headers());
    tick(5);
    // b heard the change, a has not yet (it stored a page rendered before the commit)
    b.invalidate({ all: false, tags: new Set(["p:1"]) });
    expect(await text(await b.get(url("/women"), new Headers()))).toContain("b1");
    expect(b.stats.sharedRefused).toBe(1);
    expect(renders).toEqual({ a: 1, b: 1 });
  });

  it("takes a shared page that an unrelated change does not touch", async () => {
    const { a, b, renders, tick } = twoProcesses();
    tick(2_000);
    await a.get(url("/women"), new Headers());
    b.invalidate({ all: false, tags: new Set(["p:2", "pd:2"]) });
    expect(await text(await b.get(url("/women"), new Headers()))).toContain("a1");
    expect(renders.b).toBe(0);
  });

  it("refuses pages rendered before the reading process began to listen (changes it cannot know)", async () => {
    let clock = 1_000_000;
    const store = memoryPageStore();
    const early = cacheWith(async () => tagged("early", "p:1"), { shared: store, now: () => clock });
    await early.get(url("/women"), new Headers());
    clock += 60_000;
    let renders = 0;
    const late = cacheWith(
      async () => {
        renders += 1;
        return tagged("late", "p:1");
      },
      { shared: store, now: () => clock },
    );
    expect(await text(await late.get(url("/women"), new Headers()))).toContain("late");
    expect(renders).toBe(1);
  });

  it("does not store a render that a change touched while it ran, here or in the store", async () => {
    const { store } = twoProcesses();
    let release!: () => void;
    const slow = cacheWith(
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(tagged("old", "p:1"));
        }),
      { shared: store },
    );
    const pending = slow.get(url("/women"), new Headers());
    await new Promise((r) => setTimeout(r, 0));
    slow.invalidate({ all: false, tags: new Set(["p:1"]) });
    release();
    await pending;
    expect(store.entries.size).toBe(0);
    expect(slow.size.entries).toBe(0);
  });

  it("renders as usual when the store fails or holds something unreadable", async () => {
    let renders = 0;
    const broken = {
      get: async () => {
        throw new Error("redis away");
      },
      set: async () => {
        throw new Error("redis away");
      },
      close: async () => {},
    };
    const cache = cacheWith(
      async () => {
        renders += 1;
        return html("here");
      },
      { shared: broken },
    );
    expect(await text(await cache.get(url("/women"), new Headers()))).toContain("here");
    const garbage = memoryPageStore();
    garbage.entries.set("http:/women", Buffer.from("not a page"));
    const other = cacheWith(async () => html("own"), { shared: garbage });
    expect(await text(await other.get(url("/women"), new Headers()))).toContain("own");
    expect(renders).toBe(1);
  });

  it("round-trips a page through the store's encoding", () => {
    const head = { status: 200, headers: [["content-type", "text/html"]] as [string, string][], size: 3, etag: '"x"', storedAt: 1, started: 0, tags: ["p:1"], gzip: 2 };
    const decoded = decodeSharedPage(encodeSharedPage(head, Buffer.from("gz"), Buffer.from("brotli")));
    expect(decoded?.head).toEqual(head);
    expect(decoded?.gzip.toString()).toBe("gz");
    expect(decoded?.br.toString()).toBe("brotli");
    expect(decodeSharedPage(Buffer.from([0, 0, 0, 200, 1]))).toBeUndefined();
  });
});
