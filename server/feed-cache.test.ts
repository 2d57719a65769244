import { mkdtempSync, readdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { EVERYTHING } from "../backend/contract/cache-tags.ts";
import { FeedCache, touchesFeeds } from "./feed-cache.ts";

const dir = path.join(mkdtempSync(path.join(tmpdir(), "feeds-")), "feeds");
let renders = 0;
let version = "v1";
let hold: Promise<void> | null = null;
const cache = new FeedCache({
  dir,
  origin: "http://shop.test",
  render: async () => {
    renders += 1;
    const body = `<rss>${version}</rss>`;
    if (hold) await hold;
    return new Response(body, { headers: { "content-type": "application/xml; charset=utf-8" } });
  },
});
const app = express();
app.use(cache.middleware());
app.use((_req, res) => res.status(404).send("next"));
const server = app.listen(0);
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const get = (p: string, headers: Record<string, string> = {}) => fetch(`${base}${p}`, { headers });
const change = (...tags: string[]) => ({ all: false, tags: new Set(tags) });

beforeEach(() => {
  cache.invalidate(EVERYTHING);
  renders = 0;
  version = "v1";
  hold = null;
});

describe("FeedCache", () => {
  it("renders a feed once and answers the kept file after, with an ETag and 304", async () => {
    const first = await get("/feeds/google-en.xml");
    expect([first.status, first.headers.get("x-feed-cache"), await first.text()]).toEqual([200, "MISS", "<rss>v1</rss>"]);
    const second = await get("/feeds/google-en.xml");
    expect([second.status, second.headers.get("x-feed-cache"), await second.text()]).toEqual([200, "HIT", "<rss>v1</rss>"]);
    expect(second.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const again = await get("/feeds/google-en.xml", { "if-none-match": second.headers.get("etag")! });
    expect(again.status).toBe(304);
    expect(renders).toBe(1);
  });

  it("keeps the files over a sale that leaves every size in stock, drops them on a product or list change", async () => {
    await (await get("/feeds/meta-az.csv")).text();
    cache.invalidate(change("pd:5"));
    expect((await get("/feeds/meta-az.csv")).headers.get("x-feed-cache")).toBe("HIT");
    version = "v2";
    cache.invalidate(change("pd:5", "p:5"));
    expect(readdirSync(dir)).toEqual([]);
    expect(await (await get("/feeds/meta-az.csv")).text()).toBe("<rss>v2</rss>");
    expect(renders).toBe(2);
    expect([touchesFeeds(change("list")), touchesFeeds(EVERYTHING), touchesFeeds(change("c:3")), touchesFeeds(change("pd:1"))]).toEqual([true, true, false, false]);
  });

  it("keeps no file of a render that a touching change overtook", async () => {
    let release!: () => void;
    hold = new Promise<void>((r) => (release = r));
    const pending = get("/feeds/google-ru.xml");
    await new Promise((r) => setTimeout(r, 50));
    cache.invalidate(change("p:1"));
    release();
    expect(await (await pending).text()).toBe("<rss>v1</rss>");
    hold = null;
    expect(cache.has("/feeds/google-ru.xml")).toBe(false);
    expect((await get("/feeds/google-ru.xml")).headers.get("x-feed-cache")).toBe("MISS");
  });

  it("leaves other paths to the next handler", async () => {
    expect(await (await get("/feeds/google-de.xml")).text()).toBe("next");
    expect(await (await get("/sitemap.xml")).text()).toBe("next");
  });
});
