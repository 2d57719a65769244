import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import type { I18n, Lang, RouteEntity } from "../db/schema.ts";
import type { BrandItem, CategoryNode, CollectionList, ProductGroupItem } from "./contract.ts";
import { tr, trOrNull } from "../core/lang.ts";
import { cleanRichTextOrNull } from "../core/rich-text.ts";
import { ancestors, loadTaxonomy } from "./filters.ts";

// the catalogue's files take the language pick from here; other modules import it from core
export { tr, trOrNull };

/** Current paths (not redirects) of every entity of a type in a language; falls back to English. */
export async function routeMap(database: Database, type: RouteEntity, lang: Lang, ids?: number[]): Promise<Map<number, string>> {
  const filter = ids ? sql` and entity_id = any(${`{${ids.filter(Number.isSafeInteger).join(",")}}`}::int[])` : sql``;
  const rows = await database.query<{ entity_id: number; path: string }>(sql`
    select distinct on (entity_id) entity_id, path from routes
    where entity_type = ${type} and not is_redirect${filter}
    order by entity_id, (lang = ${lang}) desc, (lang = 'en') desc, id`);
  return new Map(rows.map((r) => [r.entity_id, r.path]));
}

type Popular = CategoryNode["popular"];

function popularOf(raw: Record<string, unknown> | null, lang: Lang): Popular {
  if (!raw) return null;
  const out: NonNullable<Popular> = {};
  const text = (v: unknown): string | undefined => {
    if (typeof v === "string") return v;
    if (v && typeof v === "object") return tr(v as Partial<I18n>, lang) || undefined;
    return undefined;
  };
  for (const key of ["smallImage", "smallTitle", "smallRoute", "bigImage", "bigTitle", "bigRoute"] as const) {
    const v = text(raw[key]);
    if (v !== undefined) out[key] = v;
  }
  return out;
}

/** The category tree in a language, children in sort order. */
export async function categoryTree(database: Database, lang: Lang): Promise<CategoryNode[]> {
  const [tax, rows, routes] = await Promise.all([
    loadTaxonomy(database),
    database.query<{
      id: number;
      desc: I18n | null;
      image: string | null;
      has_home: boolean;
      new_year: boolean;
      sub_type: string | null;
      popular: Record<string, unknown> | null;
    }>(sql`select id, "desc", image, has_home, new_year, sub_type, popular from categories`),
    routeMap(database, "category", lang),
  ]);
  const extra = new Map(rows.map((r) => [r.id, r]));
  const build = (parent: number | null): CategoryNode[] =>
    (tax.children.get(parent) ?? []).map((c) => {
      const e = extra.get(c.id);
      return {
        id: c.id,
        title: tr(c.title, lang),
        route: routes.get(c.id) ?? "/",
        parentIds: ancestors(tax, c.id),
        hasHome: e?.has_home ?? false,
        newYear: e?.new_year ?? false,
        subType: e?.sub_type ?? null,
        image: e?.image ?? null,
        desc: cleanRichTextOrNull(trOrNull(e?.desc, lang)),
        popular: popularOf(e?.popular ?? null, lang),
        children: build(c.id),
      };
    });
  return build(null);
}

export async function collectionList(database: Database, lang: Lang, page: number, limit: number): Promise<CollectionList> {
  const [countRows, rows] = await Promise.all([
    database.query<{ n: number }>(sql`select count(*)::int as n from collections`),
    database.query<{ id: number; title: I18n; headline: I18n | null; desc: I18n | null; image: string | null }>(
      sql`select id, title, headline, "desc", image from collections order by sort, id limit ${limit} offset ${(page - 1) * limit}`,
    ),
  ]);
  const routes = await routeMap(
    database,
    "collection",
    lang,
    rows.map((r) => r.id),
  );
  const count = Number(countRows[0]?.n ?? 0);
  return {
    items: rows.map((r) => ({
      id: r.id,
      title: tr(r.title, lang),
      headline: trOrNull(r.headline, lang),
      desc: cleanRichTextOrNull(trOrNull(r.desc, lang)),
      image: r.image,
      route: routes.get(r.id) ?? "/",
    })),
    pagination: { pages: Math.ceil(count / limit), current: page, limit, count },
  };
}

export async function brandList(database: Database, lang: Lang): Promise<BrandItem[]> {
  const [rows, routes] = await Promise.all([
    database.query<{ id: number; title: string; image: string | null; desc: I18n | null }>(
      sql`select id, title, image, "desc" from brands order by sort, title, id`,
    ),
    routeMap(database, "brand", lang),
  ]);
  return rows.map((r) => ({ id: r.id, title: r.title, image: r.image, desc: cleanRichTextOrNull(trOrNull(r.desc, lang)), route: routes.get(r.id) ?? "/" }));
}

export async function productGroupList(database: Database, lang: Lang): Promise<ProductGroupItem[]> {
  const [rows, routes] = await Promise.all([
    database.query<{ id: number; title: I18n; n: number }>(sql`
      select g.id, g.title,
        (select count(*)::int from product_group_items i join products p on p.id = i.product_id
          where i.group_id = g.id and p.status = 'active') as n
      from product_groups g order by g.sort, g.id`),
    routeMap(database, "product_group", lang),
  ]);
  return rows.map((r) => ({ id: r.id, title: tr(r.title, lang), route: routes.get(r.id) ?? "/", count: Number(r.n) }));
}
