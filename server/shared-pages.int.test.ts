/**
 * The Redis page store with two page caches as two processes (each its own Redis connection).
 * Needs REDIS_URL; skipped otherwise.
 */
import { randomUUID } from "node:crypto";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { PageCache } from "./page-cache.ts";
import { redisPageStore, type SharedPageStore } from "./shared-pages.ts";

const redisUrl = process.env.REDIS_URL;
const log = pino({ level: "silent" });
const stores: SharedPageStore[] = [];
afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
});

function processOn(prefix: string, name: string, renders: string[], build = "b1") {
  const store = redisPageStore({ url: redisUrl!, prefix, build, log });
  stores.push(store);
  return new PageCache({
    render: async () => {
      renders.push(name);
      return new Response(`<!doctype html><p>${name}</p>`, { headers: { "content-type": "text/html", "x-cache-tags": "p:1,list" } });
    },
    cookiePrefix: "bz_",
    ttlMs: 60_000,
    staleMs: 60_000,
    maxBytes: 10_000_000,
    shared: store,
  });
}

const page = new URL("http://shop.test/women");
const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 50 && !(await check()); i++) await new Promise((r) => setTimeout(r, 20));
};

describe.skipIf(!redisUrl)("pages shared through Redis", () => {
  it("a page rendered by one process serves another; another build never sees it", async () => {
    const prefix = `pages-${randomUUID().slice(0, 8)}:`;
    const renders: string[] = [];
    const a = processOn(prefix, "a", renders);
    const b = processOn(prefix, "b", renders);
    const other = processOn(prefix, "next-build", renders, "b2");
    await new Promise((r) => setTimeout(r, 1100)); // both "processes" listen before the render (clock skew bound)
    expect((await a.get(page, new Headers())).page!.body.toString()).toContain(">a<");
    // the render does not wait for its write to Redis
    const probe = redisPageStore({ url: redisUrl!, prefix, build: "b1", log });
    stores.push(probe);
    await until(async () => (await probe.get("http:/women")) !== undefined);
    const fromB = await b.get(page, new Headers());
    expect(fromB.page!.body.toString()).toContain(">a<");
    expect(b.stats.sharedHits).toBe(1);
    expect((await other.get(page, new Headers())).page!.body.toString()).toContain(">next-build<");
  }, 20_000);

  it("a change heard by the reader makes it render its own page", async () => {
    const prefix = `pages-${randomUUID().slice(0, 8)}:`;
    const renders: string[] = [];
    const a = processOn(prefix, "a", renders);
    const b = processOn(prefix, "b", renders);
    await new Promise((r) => setTimeout(r, 1100));
    await a.get(page, new Headers());
    await new Promise((r) => setTimeout(r, 100));
    b.invalidate({ all: false, tags: new Set(["p:1"]) });
    expect((await b.get(page, new Headers())).page!.body.toString()).toContain(">b<");
    expect(b.stats.sharedRefused).toBe(1);
  }, 20_000);

  it("works on alone when Redis is away (a miss, no error)", async () => {
    const store = redisPageStore({ url: "redis://127.0.0.1:1", prefix: "x:", build: "b", log, timeoutMs: 100 });
    stores.push(store);
    expect(await store.get("k")).toBeUndefined();
    await expect(store.set("k", Buffer.from("v"), 1000)).resolves.toBeUndefined();
  });
});
