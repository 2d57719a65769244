/**
 * The back office's taxonomy lists (data list kit): categories in tree order with their
 * parents, brands, collections and product groups, each with its product count and public
 * path, and the CSV columns of their exports. The writes are the catalogue's
 * (backend/catalog/taxonomy-editing.ts).
 */
import { sql, type SQL } from "drizzle-orm";
import type { Lang } from "../core/deps.ts";
import type { AdminTaxonRow, TaxonomyKind } from "./taxonomy-contract.ts";
import type { CsvColumn, ListSpec } from "./list.ts";

const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
const anyLang = (column: SQL, like: string) => sql`(${column} ->> 'az' ilike ${like} or ${column} ->> 'en' ilike ${like} or ${column} ->> 'ru' ilike ${like})`;
const inLang = (column: SQL, lang: Lang) => sql`coalesce(nullif(${column} ->> ${lang}, ''), ${column} ->> 'en', '')`;
const pathOf = (type: string, id: SQL, lang: Lang) =>
  sql`(select r.path from routes r where r.entity_type = ${type} and r.entity_id = ${id} and not r.is_redirect
    order by (r.lang = ${lang}) desc, (r.lang = 'en') desc, r.id desc limit 1)`;
const isId = (v: string) => /^\d{1,9}$/.test(v);

function categoriesSpec(lang: Lang): ListSpec {
  const tree = sql`case when g.id is not null then array[g.sort, g.id, p.sort, p.id, c.sort, c.id]
    when p.id is not null then array[p.sort, p.id, c.sort, c.id, -1, -1] else array[c.sort, c.id, -1, -1, -1, -1] end`;
  const products = sql`(select count(*)::int from product_categories pc where pc.category_id = c.id)`;
  return {
    select: sql`c.id, ${inLang(sql`c.title`, lang)} as title, c.parent_id as "parentId",
      (case when g.id is not null then 3 when p.id is not null then 2 else 1 end) as depth,
      concat_ws(' › ', ${sql`case when g.id is not null then ${inLang(sql`g.title`, lang)} end`}, ${sql`case when p.id is not null then ${inLang(sql`p.title`, lang)} end`}) as parents,
      c.image, ${products} as products, (select count(*)::int from categories k where k.parent_id = c.id) as children, c.sort,
      ${pathOf("category", sql`c.id`, lang)} as path`,
    from: sql`from categories c left join categories p on p.id = c.parent_id left join categories g on g.id = p.parent_id`,
    sorts: { tree, title: sql`lower(${inLang(sql`c.title`, lang)})`, products, sort: sql`c.sort` },
    defaultSort: "tree",
    tiebreak: sql`c.id`,
    search: (q) => {
      const like = likeOf(q);
      return sql`c.slug ilike ${like} or ${anyLang(sql`c.title`, like)}${isId(q) ? sql` or c.id = ${Number(q)}` : sql``}`;
    },
    filters: {
      under: (v) => (isId(v) ? sql`(c.id = ${Number(v)} or c.parent_id = ${Number(v)} or p.parent_id = ${Number(v)})` : null),
      level: (v) => (v === "1" ? sql`p.id is null` : v === "2" ? sql`p.id is not null and g.id is null` : v === "3" ? sql`g.id is not null` : null),
      empty: (v) => (v === "yes" ? sql`${products} = 0` : v === "no" ? sql`${products} > 0` : null),
    },
  };
}

function brandsSpec(lang: Lang): ListSpec {
  const products = sql`(select count(*)::int from products x where x.brand_id = b.id)`;
  return {
    select: sql`b.id, b.title, b.image, ${products} as products, b.sort, ${pathOf("brand", sql`b.id`, lang)} as path`,
    from: sql`from brands b`,
    sorts: { title: sql`lower(b.title)`, products, sort: sql`b.sort` },
    defaultSort: "title",
    tiebreak: sql`b.id`,
    search: (q) => {
      const like = likeOf(q);
      return sql`b.title ilike ${like} or b.slug ilike ${like}`;
    },
    filters: { empty: (v) => (v === "yes" ? sql`${products} = 0` : v === "no" ? sql`${products} > 0` : null) },
  };
}

function listedSpec(kind: "collections" | "product-groups", lang: Lang): ListSpec {
  const [table, members, owner, type] =
    kind === "collections"
      ? [sql`collections`, sql`product_collections`, sql`collection_id`, "collection"]
      : [sql`product_groups`, sql`product_group_items`, sql`group_id`, "product_group"];
  const products = sql`(select count(*)::int from ${members} m where m.${owner} = t.id)`;
  return {
    select: sql`t.id, ${inLang(sql`t.title`, lang)} as title, ${kind === "collections" ? sql`t.image` : sql`null`} as image,
      ${products} as products, t.sort, ${pathOf(type, sql`t.id`, lang)} as path`,
    from: sql`from ${table} t`,
    sorts: { sort: sql`t.sort`, title: sql`lower(${inLang(sql`t.title`, lang)})`, products },
    defaultSort: "sort",
    tiebreak: sql`t.id`,
    search: (q) => {
      const like = likeOf(q);
      return sql`t.slug ilike ${like} or ${anyLang(sql`t.title`, like)}`;
    },
    filters: {
      /** the collections or groups a product is in (by its number) */
      product: (v) => (isId(v) ? sql`exists (select 1 from ${members} m where m.${owner} = t.id and m.product_id = ${Number(v)})` : null),
      empty: (v) => (v === "yes" ? sql`${products} = 0` : v === "no" ? sql`${products} > 0` : null),
    },
  };
}

export function taxonomyListSpec(kind: TaxonomyKind, lang: Lang): ListSpec {
  if (kind === "categories") return categoriesSpec(lang);
  if (kind === "brands") return brandsSpec(lang);
  return listedSpec(kind, lang);
}

export function taxonomyCsvColumns(kind: TaxonomyKind): CsvColumn<AdminTaxonRow>[] {
  return [
    { header: "id", value: (r) => r.id },
    { header: "title", value: (r) => r.title },
    ...(kind === "categories"
      ? [
          { header: "parents", value: (r: AdminTaxonRow) => r.parents ?? "" },
          { header: "level", value: (r: AdminTaxonRow) => r.depth ?? 1 },
          { header: "subcategories", value: (r: AdminTaxonRow) => r.children ?? 0 },
        ]
      : []),
    { header: "products", value: (r) => r.products },
    { header: "sort", value: (r) => r.sort },
    { header: "image", value: (r) => r.image },
    { header: "path", value: (r) => r.path },
  ];
}
