import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { routes, type Lang, type RouteEntity } from "../db/schema.ts";
import { priceSummary } from "../catalog/index.ts";
import type { ArticleProduct } from "./contract.ts";

/** Current (non-redirect) routes of entities of one type in one language: entity id → path. */
export async function routeMap(database: Database, type: RouteEntity, ids: number[], lang: Lang): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  const unique = [...new Set(ids)].filter((id) => Number.isInteger(id));
  if (unique.length === 0) return out;
  const rows = await database.db
    .select({ id: routes.entityId, path: routes.path })
    .from(routes)
    .where(and(eq(routes.entityType, type), inArray(routes.entityId, unique), eq(routes.lang, lang), eq(routes.isRedirect, false)))
    .orderBy(asc(routes.id));
  for (const row of rows) out.set(row.id, row.path); // the newest row wins
  return out;
}

/** An entity's current route in every language that has one. */
export async function allRoutes(database: Database, type: RouteEntity, id: number): Promise<Partial<Record<Lang, string>>> {
  const rows = await database.db
    .select({ lang: routes.lang, path: routes.path })
    .from(routes)
    .where(and(eq(routes.entityType, type), eq(routes.entityId, id), eq(routes.isRedirect, false)))
    .orderBy(asc(routes.id));
  const out: Partial<Record<Lang, string>> = {};
  for (const row of rows) out[row.lang] = row.path;
  return out;
}

/** Small cards of active products (article blocks), keyed by id; missing or hidden products are absent. */
export async function smallProductCards(database: Database, ids: number[], lang: Lang): Promise<Map<number, ArticleProduct>> {
  const out = new Map<number, ArticleProduct>();
  const unique = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0);
  if (unique.length === 0) return out;
  const list = sql.join(
    unique.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await database.query<{
    id: number;
    priceQ: number;
    oldPriceQ: number | null;
    discount: number;
    priceInStore: boolean;
    title: string | null;
    image: string | null;
    variants: { priceQ: number | null; oldPriceQ: number | null }[] | string;
  }>(sql`
    select p.id, p.price_q as "priceQ", p.old_price_q as "oldPriceQ", p.discount, p.price_in_store as "priceInStore",
      coalesce(
        (select t.title from product_translations t where t.product_id = p.id and t.lang = ${lang}),
        (select t.title from product_translations t where t.product_id = p.id order by (t.lang = 'en') desc limit 1)
      ) as title,
      (select i.path from product_images i where i.product_id = p.id order by i.sort, i.id limit 1) as image,
      (select coalesce(json_agg(json_build_object('priceQ', v.price_q, 'oldPriceQ', v.old_price_q)), '[]'::json)
        from product_variants v where v.product_id = p.id) as variants
    from products p
    where p.id in (${list}) and p.status = 'active'`);
  const routesById = await routeMap(
    database,
    "product",
    rows.map((r) => Number(r.id)),
    lang,
  );
  for (const row of rows) {
    const id = Number(row.id);
    const variants = typeof row.variants === "string" ? (JSON.parse(row.variants) as []) : (row.variants ?? []);
    const { price, priceOld } = priceSummary(
      { priceQ: Number(row.priceQ), oldPriceQ: row.oldPriceQ == null ? null : Number(row.oldPriceQ), discount: Number(row.discount) },
      variants,
    );
    out.set(id, {
      id,
      title: row.title ?? "",
      route: routesById.get(id) ?? `/product/${id}`,
      image: row.image,
      price,
      priceOld,
      priceInStore: Boolean(row.priceInStore),
    });
  }
  return out;
}
