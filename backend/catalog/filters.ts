import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import type { I18n, Lang } from "../db/schema.ts";
import { resolveSearch, searchMatchSql, type SearchTerms } from "./match.ts";
import type { ListQuery } from "./params.ts";
import { and, intArray, or, textArray } from "../core/sql.ts";

/**
 * Turns a parsed listing payload into SQL: context conditions that always apply (active,
 * search, new in, best seller, sale, collection, product group) and one condition per
 * selected facet group (category with descendants, brand, size, color, price, discount,
 * each parameter). Unknown ids are dropped here; a group left without known values is not applied.
 * All conditions refer to the products row as `p`.
 */

export type GroupKey = "category" | "brand" | "size" | "color" | "price" | "discount" | `param:${string}`;

export interface CategoryRow {
  id: number;
  parentId: number | null;
  slug: string;
  title: I18n;
  sort: number;
}

export interface ParamRow {
  id: number;
  name: string;
  title: I18n;
  filterable: boolean;
  sort: number;
  values: { id: number; slug: string; title: I18n; sort: number }[];
}

export interface Taxonomy {
  categories: CategoryRow[];
  byId: Map<number, CategoryRow>;
  children: Map<number | null, CategoryRow[]>;
}

export interface Plan {
  lang: Lang;
  query: ListQuery;
  /** search text prepared, or null (no search) */
  search: SearchTerms | null;
  /** a CTE prefix defining `m(product_id, score)` when searching */
  with: SQL | null;
  context: SQL[];
  groups: Map<GroupKey, SQL>;
  /** known selected values per group (facets keep them visible) */
  selected: Map<GroupKey, (number | string)[]>;
  taxonomy: Taxonomy;
  params: ParamRow[];
  /** a context condition narrows the set a lot (search, collection, product group) */
  narrowContext: boolean;
  /** loaded for facets only */
  brands: { id: number; title: string }[];
  colors: { id: number; title: I18n; hex: string }[];
}

export const DISCOUNT_KINDS = [0, 1, 2, 3, 4, 5] as const;

/**
 * Discount kind conditions on `p` (see contract: 1 reduced price = percent off or an old price
 * on the product, 2 buy N pay N-1, 3 basket, 4 cash, 5 timer running).
 */
export function discountKindSql(kind: number): SQL {
  switch (kind) {
    case 1:
      return sql`(p.discount > 0 or p.old_price_q is not null)`;
    case 2:
      return sql`p.discount_items_count > 0`;
    case 3:
      return sql`p.discount_in_basket > 0`;
    case 4:
      return sql`p.cash_discount > 0`;
    case 5:
      return sql`(p.discount_timer is not null and p.discount_timer > now())`;
    default:
      return sql`not (${anyDiscountSql()})`;
  }
}

export function anyDiscountSql(): SQL {
  return or([1, 2, 3, 4, 5].map(discountKindSql));
}

interface CategorySqlRow {
  id: number;
  parent_id: number | null;
  slug: string;
  title: I18n;
  sort: number;
}

const CATEGORIES_JSON = sql`(select json_agg(json_build_object('id', id, 'parent_id', parent_id, 'slug', slug, 'title', title, 'sort', sort)
  order by sort, id) from categories)`;

function taxonomyOf(rows: readonly CategorySqlRow[]): Taxonomy {
  const categories = rows.map((r) => ({ id: r.id, parentId: r.parent_id, slug: r.slug, title: r.title, sort: r.sort }));
  const byId = new Map(categories.map((c) => [c.id, c]));
  const children = new Map<number | null, CategoryRow[]>();
  for (const c of categories) {
    const parent = c.parentId !== null && byId.has(c.parentId) ? c.parentId : null;
    const list = children.get(parent) ?? [];
    list.push(c);
    children.set(parent, list);
  }
  return { categories, byId, children };
}

export async function loadTaxonomy(database: Database): Promise<Taxonomy> {
  const rows = await database.query<{ cats: CategorySqlRow[] | null }>(sql`select ${CATEGORIES_JSON} as cats`);
  return taxonomyOf(rows[0]?.cats ?? []);
}

/** The category and all its descendants. */
export function descendants(tax: Taxonomy, id: number): number[] {
  const out: number[] = [];
  const stack = [id];
  const seen = new Set<number>();
  while (stack.length) {
    const cur = stack.pop()!;
    if (seen.has(cur)) continue;
    seen.add(cur);
    out.push(cur);
    for (const child of tax.children.get(cur) ?? []) stack.push(child.id);
  }
  return out;
}

/** Ancestor ids, root first (not including the category itself). */
export function ancestors(tax: Taxonomy, id: number): number[] {
  const out: number[] = [];
  let cur = tax.byId.get(id);
  const seen = new Set<number>();
  while (cur && cur.parentId !== null && !seen.has(cur.parentId)) {
    seen.add(cur.parentId);
    const parent = tax.byId.get(cur.parentId);
    if (!parent) break;
    out.unshift(parent.id);
    cur = parent;
  }
  return out;
}

const PARAMS_JSON = sql`(select json_agg(json_build_object('id', p.id, 'name', p.name, 'title', p.title, 'filterable', p.filterable,
    'sort', p.sort, 'values', coalesce((select json_agg(json_build_object('id', v.id, 'slug', v.slug, 'title', v.title, 'sort', v.sort)
       order by v.sort, v.id) from param_values v where v.param_id = p.id), '[]'::json)) order by p.sort, p.id) from params p)`;

export async function loadParams(database: Database): Promise<ParamRow[]> {
  const rows = await database.query<{ params: ParamRow[] | null }>(sql`select ${PARAMS_JSON} as params`);
  return rows[0]?.params ?? [];
}

/** Which of the given ids exist, per small table, as one JSON column. */
function knownIdsSql(q: ListQuery): SQL {
  const parts: SQL[] = [];
  if (q.brand.length) parts.push(sql`select 'brand' as k, id from brands where id = any(${intArray(q.brand)})`);
  if (q.color.length) parts.push(sql`select 'color' as k, id from colors where id = any(${intArray(q.color)})`);
  if (q.collection.length)
    parts.push(sql`select 'collection' as k, id from collections where id = any(${intArray(q.collection)})`);
  if (q.group.length) parts.push(sql`select 'group' as k, id from product_groups where id = any(${intArray(q.group)})`);
  if (!parts.length) return sql`null::json`;
  return sql`(select json_agg(json_build_array(x.k, x.id)) from (${sql.join(parts, sql` union all `)}) x)`;
}

/** The asked sizes that some variant has. */
function knownSizesSql(sizes: string[]): SQL {
  if (!sizes.length) return sql`null::json`;
  return sql`(select json_agg(s) from unnest(${textArray(sizes)}) s where exists (select 1 from product_variants v where v.size = s))`;
}

export interface PlanOptions {
  /** load parameters, brands and colours (facets need them) */
  forFacets?: boolean;
}

export async function buildPlan(database: Database, q: ListQuery, opts: PlanOptions = {}): Promise<Plan> {
  const needParams = opts.forFacets || Object.keys(q.params).length > 0;
  // the search words' forms and typo matches, alongside everything else the plan needs
  const searching = q.search !== null ? resolveSearch(database, q.search) : Promise.resolve(null);
  const [search, [row]] = await Promise.all([searching, database.query<{
    cats: CategorySqlRow[] | null;
    params: ParamRow[] | null;
    known: [keyof typeof known, number][] | null;
    sizes: string[] | null;
    brands: Plan["brands"] | null;
    colors: Plan["colors"] | null;
  }>(sql`select ${CATEGORIES_JSON} as cats,
      ${opts.forFacets ? sql`(select json_agg(json_build_object('id', id, 'title', title)) from brands)` : sql`null::json`} as brands,
      ${opts.forFacets ? sql`(select json_agg(json_build_object('id', id, 'title', title, 'hex', hex) order by id) from colors)` : sql`null::json`} as colors,
      ${needParams ? PARAMS_JSON : sql`null::json`} as params,
      ${knownIdsSql(q)} as known,
      ${knownSizesSql(q.size)} as sizes`)]);
  const taxonomy = taxonomyOf(row?.cats ?? []);
  const params = row?.params ?? [];
  const known = { brand: [] as number[], color: [] as number[], collection: [] as number[], group: [] as number[] };
  for (const [k, id] of row?.known ?? []) known[k].push(Number(id));
  const sizeSet = new Set(row?.sizes ?? []);
  const sizes = q.size.filter((s) => sizeSet.has(s));

  const context: SQL[] = [sql`p.status = 'active'`];
  const groups = new Map<GroupKey, SQL>();
  const selected = new Map<GroupKey, (number | string)[]>();

  let withSql: SQL | null = null;
  if (q.search !== null) {
    if (search) {
      withSql = sql`m as (${searchMatchSql(search, q.lang)})`;
      context.push(SEARCH_CONDITION);
    } else {
      // text with nothing searchable in it (only quotes, symbols…) finds nothing
      context.push(sql`false`);
    }
  }
  if (q.newIn) context.push(sql`p.new_in`);
  if (q.bestSeller) context.push(sql`p.best_seller`);
  if (q.sale) context.push(anyDiscountSql());
  if (known.collection.length)
    context.push(
      sql`exists (select 1 from product_collections pcl where pcl.product_id = p.id and pcl.collection_id = any(${intArray(known.collection)}))`,
    );
  if (known.group.length)
    context.push(
      sql`exists (select 1 from product_group_items pgi where pgi.product_id = p.id and pgi.group_id = any(${intArray(known.group)}))`,
    );

  const cats = q.category.filter((id) => taxonomy.byId.has(id));
  if (cats.length) {
    // category_ids holds every category of the product and all their ancestors
    groups.set("category", sql`p.category_ids && ${intArray(cats)}`);
    selected.set("category", cats);
  }
  if (known.brand.length) {
    groups.set("brand", sql`p.brand_id = any(${intArray(known.brand)})`);
    selected.set("brand", known.brand);
  }
  if (known.color.length) {
    groups.set("color", sql`p.color_id = any(${intArray(known.color)})`);
    selected.set("color", known.color);
  }
  if (sizes.length) {
    // sizes holds the sizes in stock
    groups.set("size", sql`p.sizes && ${textArray(sizes)}`);
    selected.set("size", sizes);
  }
  if (q.priceMin !== undefined || q.priceMax !== undefined) {
    const parts: SQL[] = [];
    if (q.priceMin !== undefined) parts.push(sql`p.sort_price_q >= ${q.priceMin}`);
    if (q.priceMax !== undefined) parts.push(sql`p.sort_price_q <= ${q.priceMax}`);
    groups.set("price", and(parts));
  }
  if (q.discount.length) {
    groups.set("discount", or(q.discount.map(discountKindSql)));
    selected.set("discount", q.discount);
  }
  for (const [name, values] of Object.entries(q.params)) {
    const param = params.find((p) => p.name.toLowerCase() === name);
    if (!param) continue;
    const ids = param.values.filter((v) => values.includes(v.slug) || values.includes(String(v.id))).map((v) => v.id);
    if (!ids.length) continue;
    const key: GroupKey = `param:${param.name}`;
    groups.set(key, sql`p.param_value_ids && ${intArray(ids)}`);
    selected.set(key, ids);
  }

  return {
    lang: q.lang,
    query: q,
    search,
    with: withSql,
    context,
    groups,
    selected,
    taxonomy,
    params,
    narrowContext: withSql !== null || known.collection.length > 0 || known.group.length > 0,
    brands: row?.brands ?? [],
    colors: row?.colors ?? [],
  };
}

/** The categories group's own scope: inside `category_root` when the page gave one. */
export function categoryScopeSql(plan: Plan): SQL | null {
  const root = plan.query.categoryRoot;
  return root !== null && plan.taxonomy.byId.has(root) ? sql`p.category_ids && ${intArray([root])}` : null;
}

/** The search condition (products in the CTE `m`); left out where `m` is joined instead. */
const SEARCH_CONDITION = sql`p.id in (select product_id from m)`;

/** All conditions of the plan, optionally leaving one group out (facet counts) or the search condition. */
export function whereSql(plan: Plan, except?: GroupKey, opts: { searchJoined?: boolean } = {}): SQL {
  const parts = opts.searchJoined ? plan.context.filter((c) => c !== SEARCH_CONDITION) : [...plan.context];
  for (const [key, cond] of plan.groups) if (key !== except) parts.push(cond);
  return and(parts);
}
