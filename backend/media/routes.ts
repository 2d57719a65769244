import { createHash } from "node:crypto";
import { Hono } from "hono";
import type { ApiEnv, Deps } from "../core/deps.ts";
import { ImageCache } from "./cache.ts";
import { KnownImages } from "./known.ts";
import { RenderBusyError, RenderQueue } from "./queue.ts";
import { parseRecipe, renderRecipe, RENDER_VERSION, WIDTHS } from "./render.ts";
import { parsePhotoPath, photoKey, type PhotoWidth } from "./photos.ts";
import { photoStoreFor, StoreUnavailableError, type ObjectStore } from "./storage.ts";

const CACHE_CONTROL = "public, max-age=31536000, immutable";

export interface MediaOptions {
  /** overrides for tests */
  known?: KnownImages;
  queue?: RenderQueue;
  render?: typeof renderRecipe;
  photos?: ObjectStore;
}

/**
 * GET /img/{width}/{recipe}: the one image route. width is 50, 300, 500, 1000 or "orig"
 * (1500 px products, banners at their own size); anything else answers 400. The recipe is a
 * generated-image path (gen/p/… or gen/b/…, ".png" or ".webp") that the database refers to;
 * anything else answers 404 before any rendering or disk access.
 * Output is WebP, rendered once per size and cached, with a long immutable cache lifetime.
 * HEAD answers from the known list alone (200 or 404), without rendering.
 * Renders go through a bounded queue: when it is full, or a render waits or runs too long,
 * the answer is 503 with Retry-After.
 * Uploaded photos (`up/{hash}.webp`, backend/media/photos.ts) come from the photo store, already
 * made at every width when they were uploaded: same widths, same headers, 404 once removed; a
 * store that cannot answer is 503 with Retry-After (never cached). With a bucket and
 * S3_PUBLIC_URL (ADR 0050) the route answers a permanent redirect to the object's public address
 * instead (`{S3_PUBLIC_URL}/{S3_PREFIX}up/{hash}/{width}.webp`), cacheable like the image.
 */
export function mediaRoutes(deps: Deps, options: MediaOptions = {}) {
  const app = new Hono<ApiEnv>();
  const cache = ImageCache.forDataDir(deps.config.DATA_DIR);
  const known = options.known ?? new KnownImages(deps.database);
  const queue = options.queue ?? new RenderQueue(deps.config.IMAGE_RENDER_CONCURRENCY, deps.config.IMAGE_RENDER_QUEUE, deps.config.IMAGE_RENDER_TIMEOUT_MS);
  const render = options.render ?? renderRecipe;
  const photos = options.photos ?? photoStoreFor(deps.config);
  const publicUrl = deps.config.S3_BUCKET ? deps.config.S3_PUBLIC_URL : undefined;

  app.get("/img/:width/*", async (c) => {
    const widthParam = c.req.param("width");
    const width = widthParam === "orig" ? "orig" : (WIDTHS as readonly number[]).find((w) => String(w) === widthParam) ?? null;
    if (width === null) return c.text("Unsupported image width", 400);

    const pathname = new URL(c.req.url).pathname;
    const prefix = `/img/${widthParam}/`;
    const rest = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : "";
    const photo = parsePhotoPath(rest);
    if (photo) {
      const etag = `"up-${photo}-${width}"`;
      const key = photoKey(photo, width as PhotoWidth);
      if (publicUrl) return new Response(null, { status: 301, headers: { location: `${publicUrl}/${deps.config.S3_PREFIX}${key}`, "cache-control": CACHE_CONTROL } });
      let body: Buffer | null;
      try {
        body = await photos.get(key);
      } catch (err) {
        if (!(err instanceof StoreUnavailableError)) throw err;
        deps.log.error({ err, key }, "photo store unavailable");
        return c.text("Image store unavailable, try again shortly", 503, { "retry-after": "30", "cache-control": "no-store" });
      }
      if (!body) return c.text("Image not found", 404);
      if (c.req.header("if-none-match")?.split(",").some((t) => t.trim() === etag)) {
        return new Response(null, { status: 304, headers: { etag, "cache-control": CACHE_CONTROL } });
      }
      const headers = { "content-type": "image/webp", "content-length": String(body.length), "cache-control": CACHE_CONTROL, etag };
      return new Response(c.req.method === "HEAD" ? null : new Uint8Array(body), { headers });
    }
    const recipe = rest ? parseRecipe(rest) : null;
    if (!recipe || !(await known.has(recipe.key))) return c.text("Image not found", 404);

    // the drawing version is part of the cache key: a disk cache of older drawings is not served
    const key = `v${RENDER_VERSION}/${width}/${recipe.key}`;
    const etag = `"img${RENDER_VERSION}-${createHash("sha1").update(key).digest("hex").slice(0, 20)}"`;
    if (c.req.header("if-none-match")?.split(",").some((t) => t.trim() === etag)) {
      return new Response(null, { status: 304, headers: { etag, "cache-control": CACHE_CONTROL } });
    }
    // HEAD says whether the image exists without drawing it (link checkers, the crawl test)
    if (c.req.method === "HEAD") return new Response(null, { headers: { "content-type": "image/webp", "cache-control": CACHE_CONTROL, etag } });
    try {
      const { body } = await cache.get(key, () => queue.run(() => render(recipe, width)));
      return new Response(new Uint8Array(body), {
        headers: {
          "content-type": "image/webp",
          "content-length": String(body.length),
          "cache-control": CACHE_CONTROL,
          etag,
        },
      });
    } catch (err) {
      if (err instanceof RenderBusyError) {
        deps.log.warn({ recipe: recipe.key, width, reason: err.message }, "image render refused");
        return c.text("Image renderer busy, try again shortly", 503, { "retry-after": "5", "cache-control": "no-store" });
      }
      deps.log.error({ err, recipe: recipe.key, width }, "image render failed");
      return c.text("Image could not be rendered", 500);
    }
  });

  return app;
}
