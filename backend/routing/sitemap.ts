import { Hono } from "hono";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { ApiEnv, Deps } from "../core/deps.ts";
import { ok, parse } from "../core/http.ts";
import type { Database } from "../db/client.ts";
import type { Lang } from "../db/schema.ts";

import type { SitemapEntry, SitemapPage, SitemapType } from "./contract.ts";

export { SITEMAP_TYPES, type SitemapEntry, type SitemapPage, type SitemapType } from "./contract.ts";

export const SITEMAP_LIMIT = 5000;

export const sitemapSchema = z.looseObject({
  page: z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.coerce.number().int().min(1).max(100_000).catch(1)),
  limit: z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.coerce.number().int().min(1).max(SITEMAP_LIMIT).catch(SITEMAP_LIMIT)),
});

/**
 * Public entities with their current paths: active products, published articles, every
 * category, collection, brand, product group, article category and page; `changed` is the
 * date the data knows for it (see SitemapEntry.lastmod).
 */
function entitiesSql() {
  return sql`
    select e.entity_type, e.entity_id, e.az, e.en, e.ru,
      case e.entity_type
        when 'product' then p.created_at
        when 'article' then a.published_at
        when 'article_category' then (
          select max(ca.published_at) from article_category_links l
          join articles ca on ca.id = l.article_id and ca.status = 'on'
          where l.category_id = e.entity_id)
      end as changed
    from (
      select r.entity_type, r.entity_id,
        max(r.path) filter (where r.lang = 'az') as az,
        max(r.path) filter (where r.lang = 'en') as en,
        max(r.path) filter (where r.lang = 'ru') as ru
      from routes r
      where not r.is_redirect
        and r.entity_type in ('category', 'collection', 'brand', 'product_group', 'page', 'article_category', 'article', 'product')
      group by r.entity_type, r.entity_id
    ) e
    left join products p on e.entity_type = 'product' and p.id = e.entity_id
    left join articles a on e.entity_type = 'article' and a.id = e.entity_id
    where (e.entity_type <> 'product' or p.status = 'active')
      and (e.entity_type <> 'article' or a.status = 'on')`;
}

export async function sitemapPage(database: Database, page: number, limit = SITEMAP_LIMIT): Promise<SitemapPage> {
  const offset = (page - 1) * limit;
  const [countRows, rows] = await Promise.all([
    database.query<{ n: number | string }>(sql`select count(*)::int as n from (${entitiesSql()}) s`),
    database.query<{ entity_type: SitemapType; entity_id: number; az: string | null; en: string | null; ru: string | null; changed: Date | string | null }>(sql`
      select * from (${entitiesSql()}) s
      order by case s.entity_type when 'category' then 1 when 'collection' then 2 when 'brand' then 3
        when 'product_group' then 4 when 'page' then 5 when 'article_category' then 6 when 'article' then 7 else 8 end, s.entity_id
      limit ${limit} offset ${offset}`),
  ]);
  const count = Number(countRows[0]?.n ?? 0);
  const entries = rows.map((r): SitemapEntry => {
    const paths: Partial<Record<Lang, string>> = {};
    if (r.az) paths.az = r.az;
    if (r.en) paths.en = r.en;
    if (r.ru) paths.ru = r.ru;
    return {
      type: r.entity_type,
      id: Number(r.entity_id),
      paths,
      lastmod: r.changed ? new Date(r.changed).toISOString().slice(0, 10) : null,
    };
  });
  return { entries, count, pages: Math.max(1, Math.ceil(count / limit)), current: page, limit };
}

/** `sitemap`: {page, limit ≤ 5000} → one page of public entities with their paths in az, en and ru. */
export function sitemapRoutes(deps: Deps) {
  const app = new Hono<ApiEnv>();
  app.on(["GET", "POST"], "/sitemap", async (c) => {
    const p = await parse(c, sitemapSchema);
    if (p instanceof Response) return p;
    return ok(c, await sitemapPage(deps.database, p.page, p.limit));
  });
  return app;
}
