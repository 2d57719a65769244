import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { loadBackendConfig } from "../config.ts";
import { createLogger } from "../core/log.ts";
import type { Deps } from "../core/deps.ts";
import { testApi } from "../test/db.ts";
import { mediaRoutes } from "./routes.ts";

const { app } = await testApi();
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
      expect(await size(res)).toEqual({ w: px, h: px, format: "webp" });
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
      "gen/p/dress/b52a30/front.png%00.png",
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
    database: undefined as never,
    config: loadBackendConfig({ NODE_ENV: "test", DATA_DIR: dataDir } as NodeJS.ProcessEnv),
    log: createLogger(),
  });

  it("writes each size once under DATA_DIR/cache/img and serves it from there afterwards", async () => {
    const url = "http://test/img/300/gen/p/vase/c4663f/outfit.png";
    const first = await mediaRoutes(deps(dir)).fetch(new Request(url));
    expect(first.status).toBe(200);
    const file = path.join(dir, "cache", "img", "300", "gen", "p", "vase", "c4663f", "outfit.webp");
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
