import { Hono } from "hono";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { ApiEnv, Deps } from "../core/deps.ts";
import { ok, parse } from "../core/http.ts";
import type { Database } from "../db/client.ts";
import type { Lang } from "../db/schema.ts";

import { SITEMAP_PART, SITEMAP_TYPES, type SitemapEntry, type SitemapPage, type SitemapType } from "./contract.ts";

export { SITEMAP_TYPES, type SitemapEntry, type SitemapPage, type SitemapType } from "./contract.ts";

export const SITEMAP_LIMIT = SITEMAP_PART;

/** An entity's place in the sitemap's order: `type:id` (the `next` of an answer). */
const CURSOR = new RegExp(`^(${SITEMAP_TYPES.join("|")}):(\\d{1,10})$`);

export const sitemapSchema = z.looseObject({
  page: z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.coerce.number().int().min(1).max(100_000).catch(1)),
  limit: z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.coerce.number().int().min(1).max(SITEMAP_LIMIT).catch(SITEMAP_LIMIT)),
  /** continue after this entity (the previous answer's `next`) instead of counting `page` from the start */
  after: z.string().regex(CURSOR, "after is type:id").optional(),
  /** `0`: leave the count out (null), as a sitemap part does (the index needs it) */
  count: z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.coerce.string().pipe(z.enum(["0", "1"])).catch("1")).optional(),
});

type Row = { entity_id: number; az: string | null; en: string | null; ru: string | null; changed: Date | string | null };

/**
 * One kind's public entities with their current paths, in id order: a walk of
 * routes_entity_idx (entity_type, entity_id, lang) grouped as it goes, so a page of them costs
 * its own rows (and the rows an offset skips), never the whole table. Products must be active,
 * articles published; `changed` is the date the data knows (see SitemapEntry.lastmod).
 */
export function kindSql(type: SitemapType, afterId: number, limit: number, offset: number) {
  const paths = sql`max(r.path) filter (where r.lang = 'az') as az, max(r.path) filter (where r.lang = 'en') as en,
    max(r.path) filter (where r.lang = 'ru') as ru`;
  const where = sql`r.entity_type = ${type} and not r.is_redirect and r.entity_id > ${afterId}`;
  const page = sql`order by r.entity_id limit ${limit} offset ${offset}`;
  switch (type) {
    case "product":
      return sql`select r.entity_id, ${paths}, p.created_at as changed from routes r
        join products p on p.id = r.entity_id and p.status = 'active' and p.id > ${afterId}
        where ${where} group by r.entity_id, p.created_at ${page}`;
    case "article":
      return sql`select r.entity_id, ${paths}, a.published_at as changed from routes r
        join articles a on a.id = r.entity_id and a.status = 'on'
        where ${where} group by r.entity_id, a.published_at ${page}`;
    case "article_category":
      return sql`select r.entity_id, ${paths}, (select max(ca.published_at) from article_category_links l
          join articles ca on ca.id = l.article_id and ca.status = 'on' where l.category_id = r.entity_id) as changed
        from routes r where ${where} group by r.entity_id ${page}`;
    default:
      return sql`select r.entity_id, ${paths}, null as changed from routes r where ${where} group by r.entity_id ${page}`;
  }
}

/** How many public entities of a kind there are. */
async function countKind(database: Database, type: SitemapType): Promise<number> {
  const statement =
    type === "product"
      ? sql`select count(*)::int as n from products p where p.status = 'active'
          and exists (select 1 from routes r where r.entity_type = 'product' and r.entity_id = p.id and not r.is_redirect)`
      : type === "article"
        ? sql`select count(*)::int as n from articles a where a.status = 'on'
            and exists (select 1 from routes r where r.entity_type = 'article' and r.entity_id = a.id and not r.is_redirect)`
        : sql`select count(distinct entity_id)::int as n from routes where entity_type = ${type} and not is_redirect`;
  const [row] = await database.query<{ n: number }>(statement);
  return Number(row?.n ?? 0);
}

function entryOf(type: SitemapType, r: Row): SitemapEntry {
  const paths: Partial<Record<Lang, string>> = {};
  if (r.az) paths.az = r.az;
  if (r.en) paths.en = r.en;
  if (r.ru) paths.ru = r.ru;
  return { type, id: Number(r.entity_id), paths, lastmod: r.changed ? new Date(r.changed).toISOString().slice(0, 10) : null };
}

export interface SitemapRequest {
  page: number;
  limit?: number;
  /** `type:id` of the entity to continue after */
  after?: string;
  /** false: answer no count (null), as a part of the sitemap needs none */
  count?: boolean;
}

/**
 * One page of the sitemap's entities in its order (the kinds of SITEMAP_TYPES, each by id):
 * the `page`-th `limit` entities, or the `limit` after the entity `after`. The kinds are
 * walked one after the other, each through its index, until the page is full; a page number
 * skips whole kinds by their counts and offsets only inside the kind it starts in.
 */
export async function sitemapPage(database: Database, req: SitemapRequest): Promise<SitemapPage> {
  const limit = req.limit ?? SITEMAP_LIMIT;
  const m = req.after ? CURSOR.exec(req.after) : null;
  const counts = req.count === false ? null : await Promise.all(SITEMAP_TYPES.map((type) => countKind(database, type)));
  const total = counts ? counts.reduce((a, b) => a + b, 0) : null;
  let kind = m ? SITEMAP_TYPES.indexOf(m[1] as SitemapType) : 0;
  let afterId = m ? Number(m[2]) : 0;
  let skip = m ? 0 : (req.page - 1) * limit;
  // whole kinds before the page start are skipped by their counts (the last kind needs none: the offset goes into it)
  while (skip > 0 && kind < SITEMAP_TYPES.length - 1) {
    const n = counts?.[kind] ?? (await countKind(database, SITEMAP_TYPES[kind]!));
    if (skip < n) break;
    skip -= n;
    kind += 1;
  }
  const entries: SitemapEntry[] = [];
  for (; kind < SITEMAP_TYPES.length && entries.length < limit; kind += 1, afterId = 0) {
    const type = SITEMAP_TYPES[kind]!;
    const rows = await database.query<Row>(kindSql(type, afterId, limit - entries.length, skip));
    skip = 0;
    for (const r of rows) entries.push(entryOf(type, r));
  }
  const last = entries[entries.length - 1];
  // a full page may have more after it (when counted, only if the count says so)
  const more = entries.length === limit && (total === null || m !== null || total > req.page * limit);
  return {
    entries,
    count: total,
    pages: total === null ? null : Math.max(1, Math.ceil(total / limit)),
    current: req.page,
    limit,
    next: more && last ? `${last.type}:${last.id}` : null,
  };
}

/** `sitemap`: {page, limit ≤ 5000, after?, count?} → one page of public entities with their paths in az, en and ru. */
export function sitemapRoutes(deps: Deps) {
  const app = new Hono<ApiEnv>();
  app.on(["GET", "POST"], "/sitemap", async (c) => {
    const p = await parse(c, sitemapSchema);
    if (p instanceof Response) return p;
    return ok(c, await sitemapPage(deps.database, { page: p.page, limit: p.limit, after: p.after, count: p.count !== "0" }));
  });
  return app;
}
