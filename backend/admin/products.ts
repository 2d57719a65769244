/**
 * The back office's products list (data list kit) and the options its filters and the product
 * form choose from. The writes are the catalogue's (backend/catalog/service.ts).
 */
import { sql, type SQL } from "drizzle-orm";
import type { Lang } from "../core/deps.ts";
import type { Database } from "../db/client.ts";
import { foldSearch } from "../core/text.ts";
import type { AdminProductRow, CatalogueOptions } from "./catalogue-contract.ts";
import type { CsvColumn, ListSpec } from "./list.ts";

const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** The products list in a language: title, brand, price, stock over all sizes, visibility. */
export function productsListSpec(lang: Lang): ListSpec {
  return {
    select: sql`p.id, p.sku, coalesce(t.title, '') as title,
      (select i.path from product_images i where i.product_id = p.id order by i.sort, i.id limit 1) as image,
      b.title as brand, p.price_q as "priceQ", p.old_price_q as "oldPriceQ",
      coalesce((select sum(v.stock)::int from product_variants v where v.product_id = p.id), 0) as stock,
      (select count(*)::int from product_variants v where v.product_id = p.id) as sizes,
      p.status, p.created_at as "createdAt",
      (select r.path from routes r where r.entity_type = 'product' and r.entity_id = p.id and not r.is_redirect
        order by (r.lang = ${lang}) desc, (r.lang = 'en') desc, r.id limit 1) as path`,
    from: sql`from products p
      left join product_translations t on t.product_id = p.id and t.lang = ${lang}
      left join brands b on b.id = p.brand_id`,
    sorts: {
      title: sql`lower(t.title)`,
      sku: sql`p.sku`,
      priceQ: sql`p.price_q`,
      stock: sql`(select sum(v.stock) from product_variants v where v.product_id = p.id)`,
      createdAt: sql`p.created_at`,
      brand: sql`lower(b.title)`,
    },
    notNull: ["sku", "priceQ", "createdAt"],
    defaultSort: "-createdAt",
    tiebreak: sql`p.id`,
    // the search text starts with the folded title (any language), so one trigram-indexed
    // match of the folded words finds the titles too; the matching ids are read once
    search: (q) => {
      const like = likeOf(q);
      const folded = likeOf(foldSearch(q));
      const parts: SQL[] = [
        sql`lower(p.sku) like lower(${like})`,
        sql`p.id in (select x.product_id from product_translations x where x.search_text like ${folded})`,
      ];
      if (/^\d{1,9}$/.test(q)) parts.push(sql`p.id = ${Number(q)}`);
      return sql.join(parts, sql` or `);
    },
    filters: {
      brand: (v) => (/^\d{1,9}$/.test(v) ? sql`p.brand_id = ${Number(v)}` : null),
      category: (v) => (/^\d{1,9}$/.test(v) ? sql`${Number(v)} = any(p.category_ids)` : null),
      visibility: (v) => (v === "active" || v === "hidden" ? sql`p.status = ${v}` : null),
      stock: (v) => (v === "out" ? sql`not exists (select 1 from product_variants v where v.product_id = p.id and v.stock > 0)` : null),
    },
  };
}

export const productsCsvColumns: CsvColumn<AdminProductRow>[] = [
  { header: "id", value: (r) => r.id },
  { header: "sku", value: (r) => r.sku },
  { header: "title", value: (r) => r.title },
  { header: "brand", value: (r) => r.brand },
  { header: "price", value: (r) => (r.priceQ / 100).toFixed(2) },
  { header: "old_price", value: (r) => (r.oldPriceQ === null ? "" : (r.oldPriceQ / 100).toFixed(2)) },
  { header: "stock", value: (r) => r.stock },
  { header: "sizes", value: (r) => r.sizes },
  { header: "status", value: (r) => r.status },
  { header: "created_at", value: (r) => new Date(r.createdAt).toISOString() },
  { header: "path", value: (r) => r.path },
];

/** Brands, categories (tree order with depth), badges, size tables and parameters with their values in a language, for filters and the form. */
export async function catalogueOptions(database: Database, lang: Lang): Promise<CatalogueOptions> {
  const [brands, categories, badges] = await Promise.all([
    database.query<{ id: number; title: string }>(sql`select id, title from brands order by lower(title), id`),
    database.query<{ id: number; title: string; depth: number }>(sql`
      with recursive tree as (
        select id, parent_id, 0 as depth, array[sort, id] as path, title from categories where parent_id is null
        union all
        select c.id, c.parent_id, tree.depth + 1, tree.path || array[c.sort, c.id], c.title from categories c join tree on c.parent_id = tree.id
        where tree.depth < 5
      )
      select id, depth, coalesce(title ->> ${lang}, title ->> 'en', '') as title from tree order by path`),
    database.query<{ id: number; title: string }>(sql`select id, coalesce(name ->> ${lang}, name ->> 'en', '') as title from badges order by id`),
  ]);
  const sizeTables = await database.query<{ id: number; title: string }>(
    sql`select id, name || coalesce(' · ' || nullif(title ->> ${lang}, ''), '') as title from size_tables order by lower(name), id`,
  );
  const values = await database.query<{ id: number; title: string; param_id: number; param_title: string }>(sql`
    select v.id, coalesce(v.title ->> ${lang}, v.title ->> 'en', v.slug) as title, p.id as param_id,
      coalesce(p.title ->> ${lang}, p.title ->> 'en', p.name) as param_title
    from param_values v join params p on p.id = v.param_id order by p.sort, p.id, v.sort, v.id`);
  const params: CatalogueOptions["params"] = [];
  for (const v of values) {
    let param = params.at(-1);
    if (param?.id !== v.param_id) params.push((param = { id: v.param_id, title: v.param_title, values: [] }));
    param.values.push({ id: v.id, title: v.title });
  }
  const collections = await database.query<{ id: number; title: string }>(
    sql`select id, coalesce(nullif(title ->> ${lang}, ''), title ->> 'en', slug) as title from collections order by sort, id`,
  );
  const groups = await database.query<{ id: number; title: string }>(
    sql`select id, coalesce(nullif(title ->> ${lang}, ''), title ->> 'en', slug) as title from product_groups order by sort, id`,
  );
  return { brands, categories, badges, sizeTables, params, collections, groups };
}

