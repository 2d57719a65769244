import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv, Deps } from "../core/deps.ts";
import { fail, langSchema, ok, parse } from "../core/http.ts";
import { resolveRoute } from "./resolve.ts";
import { sitemapRoutes } from "./sitemap.ts";

export const currentSchema = z.looseObject({
  lang: langSchema,
  route: z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string().max(2000).catch("")),
});

/**
 * `routes/current`: {route: "/path" without language prefix, lang} → data (RouteRecord),
 * `redirect` (the entity's current path in that language, without prefix) or 404.
 */
export function routingRoutes(deps: Deps) {
  const app = new Hono<ApiEnv>();
  app.on(["GET", "POST"], "/routes/current", async (c) => {
    const p = await parse(c, currentSchema);
    if (p instanceof Response) return p;
    const result = await resolveRoute(deps.database, p.route, p.lang);
    if (result.kind === "record") return ok(c, result.record);
    if (result.kind === "redirect") return c.json({ ok: true, redirect: result.path });
    return fail(c, "Page not found", 404);
  });
  app.route("/", sitemapRoutes(deps));
  return app;
}
