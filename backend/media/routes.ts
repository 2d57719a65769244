import { createHash } from "node:crypto";
import { Hono } from "hono";
import type { ApiEnv, Deps } from "../core/deps.ts";
import { ImageCache } from "./cache.ts";
import { parseRecipe, renderRecipe, RENDER_VERSION, WIDTHS } from "./render.ts";

const CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * GET /img/{width}/{recipe}: the one image route. width is 50, 300, 500, 1000 or "orig"
 * (1500 px products, banners at their own size); anything else answers 400. The recipe is a
 * generated-image path (gen/p/… or gen/b/…, ".png" or ".webp"); anything else answers 404.
 * Output is WebP, rendered once per size and cached, with a long immutable cache lifetime.
 */
export function mediaRoutes(deps: Deps) {
  const app = new Hono<ApiEnv>();
  const cache = ImageCache.forDataDir(deps.config.DATA_DIR);

  app.get("/img/:width/*", async (c) => {
    const widthParam = c.req.param("width");
    const width = widthParam === "orig" ? "orig" : (WIDTHS as readonly number[]).find((w) => String(w) === widthParam) ?? null;
    if (width === null) return c.text("Unsupported image width", 400);

    const pathname = new URL(c.req.url).pathname;
    const prefix = `/img/${widthParam}/`;
    const recipe = pathname.startsWith(prefix) ? parseRecipe(pathname.slice(prefix.length)) : null;
    if (!recipe) return c.text("Image not found", 404);

    const key = `${width}/${recipe.key}`;
    const etag = `"img${RENDER_VERSION}-${createHash("sha1").update(key).digest("hex").slice(0, 20)}"`;
    if (c.req.header("if-none-match")?.split(",").some((t) => t.trim() === etag)) {
      return new Response(null, { status: 304, headers: { etag, "cache-control": CACHE_CONTROL } });
    }
    try {
      const { body } = await cache.get(key, () => renderRecipe(recipe, width));
      return new Response(new Uint8Array(body), {
        headers: {
          "content-type": "image/webp",
          "content-length": String(body.length),
          "cache-control": CACHE_CONTROL,
          etag,
        },
      });
    } catch (err) {
      deps.log.error({ err, recipe: recipe.key, width }, "image render failed");
      return c.text("Image could not be rendered", 500);
    }
  });

  return app;
}
