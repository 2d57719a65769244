import { Hono } from "hono";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { ApiEnv, Deps } from "../core/deps.ts";
import { langSchema, ok, parse } from "../core/http.ts";
import { limitSchema, searchSchema } from "../catalog/index.ts";
import { searchLog } from "../db/schema.ts";
import { SEARCH_MAX } from "../catalog/contract.ts";
import { suggestions } from "./suggestions.ts";

const METHODS = ["GET", "POST"];

export const suggestSchema = z.looseObject({ lang: langSchema, search: searchSchema, text: searchSchema });

export const createSchema = z.looseObject({
  lang: langSchema,
  title: z.preprocess(
    (v) => (typeof v === "string" || typeof v === "number" ? String(v).trim().slice(0, SEARCH_MAX).trim() : ""),
    z.string().min(1, "Search text is required"),
  ),
  searchLang: z.enum(["az", "en", "ru"]).optional().catch(undefined),
});

export const keysSchema = z.looseObject({ lang: langSchema, limit: limitSchema(50, 10) });

/** Search calls: header suggestions and the search log (recent popular searches). */
export function searchRoutes(deps: Deps) {
  const app = new Hono<ApiEnv>();
  const { database } = deps;

  app.on(METHODS, "/search/suggestions", async (c) => {
    const p = await parse(c, suggestSchema);
    if (p instanceof Response) return p;
    return ok(c, await suggestions(database, p.search ?? p.text ?? "", p.lang));
  });

  app.on(METHODS, "/searchkeys/create", async (c) => {
    const p = await parse(c, createSchema);
    if (p instanceof Response) return p;
    const [row] = await database.db
      .insert(searchLog)
      .values({ title: p.title, searchLang: p.searchLang ?? p.lang })
      .returning({ id: searchLog.id });
    return ok(c, { id: row!.id });
  });

  app.on(METHODS, "/searchkeys", async (c) => {
    const p = await parse(c, keysSchema);
    if (p instanceof Response) return p;
    const rows = await database.query<{ title: string; count: number }>(sql`
      select (array_agg(title order by created_at desc))[1] as title, count(*)::int as count
      from search_log
      where search_lang = ${p.lang} and created_at > now() - interval '30 days'
      group by lower(title)
      order by count(*) desc, max(created_at) desc
      limit ${p.limit}`);
    return ok(
      c,
      rows.map((r) => ({ title: r.title, count: Number(r.count) })),
    );
  });

  return app;
}
