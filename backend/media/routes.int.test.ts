import { RENDER_VERSION } from "./render.ts";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { loadBackendConfig } from "../config.ts";
import { createLogger } from "../core/log.ts";
import type { Deps } from "../core/deps.ts";
import * as schema from "../db/schema.ts";
import { testApi } from "../test/db.ts";
import { KnownImages } from "./known.ts";
import { RenderQueue } from "./queue.ts";
import { mediaRoutes } from "./routes.ts";

const { app, database } = await testApi();
// the images these tests fetch, referenced the way the seed references them (a home section's JSON)
const KNOWN = [
  ...["b52a30", "3b6fb0"].map((hex) => `gen/p/dress/${hex}/front.png`),
  "gen/p/boot/b52a30/front.png",
  ...["front", "back", "detail", "outfit"].map((view) => `gen/p/sneaker/3b6fb0/${view}.png`),
  "gen/p/mug/1f1f21/front.png",
  "gen/b/slide-1-dress-b52a30/1920x800.png",
  "gen/b/brand-nar/600x600.png",
  "gen/p/cap/6e4b33/front.png",
  ...["coat/b8864f", "tshirt/a4b494", "jeans/a4b494", "sneaker/a4b494", "bag/a4b494", "lamp/a4b494", "perfume/a4b494"].map((k) => `gen/p/${k}/front.png`),
  "gen/p/vase/c4663f/outfit.png",
  "gen/p/bottle/a9c8e8/front.png",
];
await database.db.insert(schema.homeSections).values({ lang: "en", type: "main_slider", data: { slides: KNOWN.map((image) => ({ image })) } });
const get = (url: string, headers: Record<string, string> = {}) => app.fetch(new Request(`http://test${url}`, { headers }));

async function size(res: Response) {
  const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  return { w: meta.width, h: meta.height, format: meta.format };
}

describe("GET /img/{width}/{recipe}", () => {
  it("renders product illustrations as WebP at each width, with long-lived caching headers", async () => {
    for (const [width, px] of [
      ["50", 50],
      ["300", 300],
      ["500", 500],
      ["1000", 1000],
      ["orig", 1500],
    ] as const) {
      const res = await get(`/img/${width}/gen/p/dress/b52a30/front.png`);
      expect(res.status, width).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("etag")).toMatch(/^"img\d+-[0-9a-f]{20}"$/);
      // product drawings have the gallery frame's shape, 3:4
      expect(await size(res)).toEqual({ w: px, h: Math.round((px * 4) / 3), format: "webp" });
    }
  }, 60_000);

  it("renders every view, accepts .webp paths, and keeps banners at their own aspect", async () => {
    for (const view of ["front", "back", "detail", "outfit"]) {
      expect((await get(`/img/300/gen/p/sneaker/3b6fb0/${view}.png`)).status, view).toBe(200);
    }
    expect((await get(`/img/300/gen/p/mug/1f1f21/front.webp`)).status).toBe(200);
    expect(await size(await get(`/img/orig/gen/b/slide-1-dress-b52a30/1920x800.png`))).toEqual({ w: 1920, h: 800, format: "webp" });
    expect(await size(await get(`/img/300/gen/b/slide-1-dress-b52a30/1920x800.png`))).toEqual({ w: 300, h: 125, format: "webp" });
    expect(await size(await get(`/img/500/gen/b/brand-nar/600x600.png`))).toEqual({ w: 500, h: 500, format: "webp" });
  }, 60_000);

  it("draws different pictures for different kinds and colours", async () => {
    const bytes = async (url: string) => Buffer.from(await (await get(url)).arrayBuffer());
    const a = await bytes(`/img/50/gen/p/dress/b52a30/front.png`);
    const b = await bytes(`/img/50/gen/p/dress/3b6fb0/front.png`);
    const c = await bytes(`/img/50/gen/p/boot/b52a30/front.png`);
    expect(a.equals(b)).toBe(false);
    expect(a.equals(c)).toBe(false);
    expect(a.equals(await bytes(`/img/50/gen/p/dress/b52a30/front.png`))).toBe(true);
  });

  it("answers 400 for any other width", async () => {
    for (const width of ["400", "0300", "1500", "abc", "-1", "300.0"]) {
      const res = await get(`/img/${width}/gen/p/dress/b52a30/front.png`);
      expect(res.status, width).toBe(400);
    }
  });

  it("refuses a control character in the path as bad input (400) before any render", async () => {
    expect((await get(`/img/300/gen/p/dress/b52a30/front.png%00.png`)).status).toBe(400);
  });

  it("answers 404 for invalid recipes and path tricks", async () => {
    for (const recipe of [
      "gen/p/spaceship/b52a30/front.png",
      "gen/p/dress/zzzzzz/front.png",
      "gen/p/dress/b52a30/side.png",
      "gen/p/dress/b52a30/front.jpg",
      "gen/p/dress/b52a30/front",
      "gen/p/dress/B52A30/front.png",
      "gen/b/Slide/1920x800.png",
      "gen/b/slide/99999x800.png",
      "gen/b/slide/8x8.png",
      "products/1/1.png",
      "gen/p/dress/b52a30/..%2F..%2F..%2Fetc%2Fpasswd",
      "%2e%2e/%2e%2e/etc/passwd",
      "..%5c..%5cwindows%5cwin.ini",
    ]) {
      const res = await get(`/img/300/${recipe}`);
      expect(res.status, recipe).toBe(404);
      expect(res.headers.get("content-type")).not.toBe("image/webp");
    }
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await get(`/img/300/gen/p/cap/6e4b33/front.png`);
    const etag = first.headers.get("etag")!;
    const second = await get(`/img/300/gen/p/cap/6e4b33/front.png`, { "if-none-match": etag });
    expect(second.status).toBe(304);
    expect(second.headers.get("etag")).toBe(etag);
    const other = await get(`/img/500/gen/p/cap/6e4b33/front.png`);
    expect(other.headers.get("etag")).not.toBe(etag);
  });

  it("renders a 300 px card image fast", async () => {
    await get(`/img/300/gen/p/coat/b8864f/front.png`); // warm up the renderer
    const kinds = ["tshirt", "jeans", "sneaker", "bag", "lamp", "perfume"];
    const started = performance.now();
    for (const kind of kinds) expect((await get(`/img/300/gen/p/${kind}/a4b494/front.png`)).status).toBe(200);
    const average = (performance.now() - started) / kinds.length;
    // typically 15–40 ms; the bound leaves room for a busy CI machine
    expect(average).toBeLessThan(250);
  });
});

describe("image cache", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "img-cache-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const deps = (dataDir: string): Deps => ({
    database,
    config: loadBackendConfig({ NODE_ENV: "test", DATA_DIR: dataDir } as NodeJS.ProcessEnv),
    log: createLogger(),
  });

  it("writes each size once under DATA_DIR/cache/img and serves it from there afterwards", async () => {
    const url = "http://test/img/300/gen/p/vase/c4663f/outfit.png";
    const first = await mediaRoutes(deps(dir)).fetch(new Request(url));
    expect(first.status).toBe(200);
    const file = path.join(dir, "cache", "img", `v${RENDER_VERSION}`, "300", "gen", "p", "vase", "c4663f", "outfit.webp");
    expect(readFileSync(file).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
    // a fresh process (new routes, empty memory) reads the disk copy instead of rendering
    writeFileSync(file, Buffer.from("cached-bytes"));
    const second = await mediaRoutes(deps(dir)).fetch(new Request(url));
    expect(Buffer.from(await second.arrayBuffer()).toString()).toBe("cached-bytes");
  });

  it("keeps memory:// data dirs off the disk", async () => {
    const routes = mediaRoutes(deps("memory://"));
    const a = await routes.fetch(new Request("http://test/img/50/gen/p/bottle/a9c8e8/front.png"));
    const b = await routes.fetch(new Request("http://test/img/50/gen/p/bottle/a9c8e8/front.png"));
    expect(Buffer.from(await a.arrayBuffer()).equals(Buffer.from(await b.arrayBuffer()))).toBe(true);
    expect(existsSync(path.resolve("memory:"))).toBe(false);
  });
});

describe("only images the catalogue knows", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "img-known-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const deps = (overrides: Record<string, string> = {}): Deps => ({
    database,
    config: loadBackendConfig({ NODE_ENV: "test", DATA_DIR: dir, ...overrides } as NodeJS.ProcessEnv),
    log: createLogger(),
  });
  const files = (root: string): string[] =>
    existsSync(root) ? readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name) : [];

  it("answers 404 for well-formed recipes nobody refers to, without rendering or writing anything", async () => {
    let renders = 0;
    const routes = mediaRoutes(deps(), { render: async () => ((renders += 1), Buffer.from("x")) });
    for (const recipe of [
      "gen/b/anything-at-all-42/1920x800.png", // unknown id
      "gen/b/slide-1-dress-b52a30/1921x799.png", // a known id at an odd size
      "gen/b/brand-nar/2400x2400.png",
      "gen/p/dress/123456/front.png", // an arbitrary colour
      "gen/p/dress/b52a30/back.png", // a known product in a view nobody stores
    ]) {
      const res = await routes.fetch(new Request(`http://test/img/300/${recipe}`));
      expect(res.status, recipe).toBe(404);
    }
    expect(renders).toBe(0);
    expect(files(path.join(dir, "cache"))).toEqual([]);
  });

  it("answers HEAD from the known list without rendering: 200 for a known image, 404 otherwise, 400 for a bad width", async () => {
    let renders = 0;
    const routes = mediaRoutes(deps(), { render: async () => ((renders += 1), Buffer.from("x")) });
    const head = (url: string) => routes.fetch(new Request(`http://test${url}`, { method: "HEAD" }));
    const known = await head("/img/500/gen/p/mug/1f1f21/front.png");
    expect(known.status).toBe(200);
    expect(known.headers.get("content-type")).toBe("image/webp");
    expect((await head("/img/500/gen/p/dress/123456/front.png")).status).toBe(404);
    expect((await head("/img/333/gen/p/mug/1f1f21/front.png")).status).toBe(400);
    expect(renders).toBe(0);
    expect(files(path.join(dir, "cache"))).toEqual([]);
  });

  it("serves a known image, and one stored later once the set is read again", async () => {
    const known = new KnownImages(database, 60_000);
    const routes = mediaRoutes(deps(), { known });
    expect((await routes.fetch(new Request("http://test/img/50/gen/b/brand-nar/600x600.png"))).status).toBe(200);
    const later = "gen/b/brand-later-2b2b2b/600x600.png";
    expect((await routes.fetch(new Request(`http://test/img/50/${later}`))).status).toBe(404);
    await database.db.insert(schema.brands).values({ slug: "later", title: "Later", image: later });
    // within the refresh interval the set is not read again for every unknown path …
    expect((await routes.fetch(new Request(`http://test/img/50/${later}`))).status).toBe(404);
    // … and after a write (or the interval) it is
    known.invalidate();
    expect((await routes.fetch(new Request(`http://test/img/50/${later}`))).status).toBe(200);
  });

  it("reads the set again on a miss once the refresh interval has passed", async () => {
    let clock = 0;
    const known = new KnownImages(database, 1000, () => clock);
    const key = "gen/b/brand-clock-3c3c3c/600x600";
    expect(await known.has(key)).toBe(false);
    await database.db.insert(schema.brands).values({ slug: "clock", title: "Clock", image: `${key}.png` });
    clock = 999;
    expect(await known.has(key)).toBe(false);
    clock = 1000;
    expect(await known.has(key)).toBe(true);
  });

  it("answers 503 with Retry-After when the render queue is full, and renders again once it drains", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const render = async () => {
      await gate;
      return Buffer.from("rendered");
    };
    const routes = mediaRoutes(deps({ DATA_DIR: "memory://" }), { queue: new RenderQueue(1, 1, 5_000), render });
    const first = routes.fetch(new Request("http://test/img/50/gen/p/dress/b52a30/front.png")); // runs
    const second = routes.fetch(new Request("http://test/img/50/gen/p/dress/3b6fb0/front.png")); // waits
    await new Promise((r) => setTimeout(r, 20));
    const third = await routes.fetch(new Request("http://test/img/50/gen/p/boot/b52a30/front.png")); // refused
    expect(third.status).toBe(503);
    expect(third.headers.get("retry-after")).toBe("5");
    release();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    expect((await routes.fetch(new Request("http://test/img/50/gen/p/boot/b52a30/front.png"))).status).toBe(200);
  });

  it("answers 503 when a render runs past the time limit", async () => {
    const routes = mediaRoutes(deps({ DATA_DIR: "memory://" }), {
      queue: new RenderQueue(1, 4, 50),
      render: () => new Promise((resolve) => setTimeout(() => resolve(Buffer.from("slow")), 300)),
    });
    const res = await routes.fetch(new Request("http://test/img/300/gen/p/mug/1f1f21/front.png"));
    expect(res.status).toBe(503);
  });
});
