import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import type { Lang } from "../db/schema.ts";
import type { FilterGroup, FilterItem, ProductFilters } from "./contract.ts";
import { ancestors, categoryScopeSql, descendants, DISCOUNT_KINDS, discountKindSql, whereSql, type GroupKey, type Plan } from "./filters.ts";
import { type SlowStatementCache, statementKey } from "./cache.ts";

/**
 * Facet groups with counts. Each group is counted on the products matching every OTHER
 * group's selection (so a shopper can widen a group); groups without a selection share one
 * statement over the fully filtered set. Each statement answers its groups as JSON columns of
 * one row (see facetStatement); statements run side by side.
 */

export type FacetKind = "category" | "brand" | "size" | "color" | "price" | "discount" | "params";
export const ALL_FACETS: readonly FacetKind[] = ["category", "brand", "size", "color", "price", "discount", "params"];

const TITLES: Record<Lang, Record<FacetKind | "collection", string>> = {
  en: { category: "Categories", brand: "Brand", size: "Size", color: "Color", price: "Price", discount: "Discount", params: "", collection: "Collections" },
  az: { category: "Kateqoriyalar", brand: "Brend", size: "Ölçü", color: "Rəng", price: "Qiymət", discount: "Endirim", params: "", collection: "Kolleksiyalar" },
  ru: { category: "Категории", brand: "Бренд", size: "Размер", color: "Цвет", price: "Цена", discount: "Скидка", params: "", collection: "Коллекции" },
};

export const DISCOUNT_TITLES: Record<Lang, Record<number, string>> = {
  en: { 0: "No discount", 1: "Reduced price", 2: "Buy more, pay less", 3: "Discount in basket", 4: "Cash discount", 5: "Limited-time offer" },
  az: { 0: "Endirimsiz", 1: "Endirimli qiymət", 2: "Çox al, az ödə", 3: "Səbətdə endirim", 4: "Nağd ödənişə endirim", 5: "Məhdud müddətli təklif" },
  ru: { 0: "Без скидки", 1: "Сниженная цена", 2: "Больше за меньше", 3: "Скидка в корзине", 4: "Скидка при оплате наличными", 5: "Ограниченное предложение" },
};

type Pair = [number | string, number];

interface StatementResult {
  count?: number;
  brand?: Pair[] | null;
  color?: Pair[] | null;
  size?: Pair[] | null;
  price?: [number | null, number | null] | null;
  discount?: number[] | null;
  category?: Pair[] | null;
  params?: Pair[] | null;
}

function kindOf(key: GroupKey): FacetKind {
  return key.startsWith("param:") ? "params" : (key as FacetKind);
}

/** Groups whose selection usually leaves a small part of the catalogue. */
const NARROWING = new Set<FacetKind>(["category", "brand", "color", "params"]);

/**
 * Whether the selected categories include a top-level one: a whole department (a fifth of a
 * 100 000-product catalogue) is too broad to materialise; aggregating it straight from the
 * products scan, once per facet, costs about half.
 */
function includesTopLevel(plan: Plan): boolean {
  return (plan.selected.get("category") ?? []).some((id) => plan.taxonomy.byId.get(Number(id))?.parentId === null);
}

/** Whether the products matching every group but `except` are few enough to materialise once for several facets. */
function narrowSelection(plan: Plan, except?: GroupKey): boolean {
  return plan.narrowContext || [...plan.groups.keys()].some((k) => k !== except && NARROWING.has(kindOf(k)) && (k !== "category" || !includesTopLevel(plan)));
}

/** Columns of the materialised product set `f`: only what the statement's facets read. */
function fColumns(kinds: readonly FacetKind[], needStats: boolean): SQL {
  const cols = ["p.id"];
  if (needStats)
    cols.push(
      "p.sort_price_q, p.price_in_store, p.discount, p.old_price_q, p.discount_items_count, p.discount_in_basket, p.cash_discount, p.discount_timer",
    );
  if (kinds.includes("brand")) cols.push("p.brand_id");
  if (kinds.includes("color")) cols.push("p.color_id");
  if (kinds.includes("category")) cols.push("p.category_ids");
  if (kinds.includes("size")) cols.push("p.sizes");
  if (kinds.includes("params")) cols.push("p.param_value_ids");
  return sql.raw(cols.join(", "));
}

/**
 * One facet statement. With several facets the matching products are read once into `f`
 * (a search joins its matches `m` there) and every facet is an aggregate over `f`; a single
 * facet (a selected group counted over the other groups' selection, often a broad set) is
 * aggregated straight from the products scan without materialising anything. Facet arrays
 * are unnested in place. Count, discount kinds and the price range come from one pass
 * ("stats": [count, kind 0..5, min price, max price]).
 */
function facetStatement(plan: Plan, except: GroupKey | undefined, kinds: readonly FacetKind[], withCount: boolean): SQL | null {
  const needStats = withCount || kinds.includes("discount") || kinds.includes("price");
  const facetKinds = kinds.filter((k) => k !== "discount" && k !== "price");
  const parts = facetKinds.length + (needStats ? 1 : 0);
  if (parts === 0) return null;
  // materialising pays off on narrow sets; a broad one (tens of thousands of rows) is cheaper to
  // scan once per facet (parallel scans, nothing spilled to disk)
  const scope = except === "category" ? categoryScopeSql(plan) : null;
  const narrow = scope !== null || narrowSelection(plan, except);
  const materialise = parts > 1 && narrow;
  const base0 = plan.with ? whereSql(plan, except, { searchJoined: true }) : whereSql(plan, except);
  const where = scope ? sql`${base0} and ${scope}` : base0;
  const base = plan.with ? sql`m join products p on p.id = m.product_id` : sql`products p`;
  // the relation each aggregate reads and the condition it applies
  const rel = materialise ? sql`f p` : base;
  const cond = materialise ? sql`true` : where;

  const cols: SQL[] = [];
  const pairs = (inner: SQL, name: string) => sql`(select json_agg(json_build_array(x.k, x.n)) from (${inner}) x) as ${sql.raw(name)}`;
  if (needStats) {
    const kindCounts = DISCOUNT_KINDS.map((k) => sql`count(*) filter (where ${discountKindSql(k)})`);
    cols.push(sql`(select json_build_array(count(*), ${sql.join(kindCounts, sql`, `)},
        min(p.sort_price_q) filter (where not p.price_in_store), max(p.sort_price_q) filter (where not p.price_in_store))
      from ${rel} where ${cond}) as stats`);
  }
  for (const kind of facetKinds) {
    switch (kind) {
      case "brand":
        cols.push(pairs(sql`select p.brand_id as k, count(*)::int as n from ${rel} where ${cond} and p.brand_id is not null group by p.brand_id`, "brand"));
        break;
      case "color":
        cols.push(pairs(sql`select p.color_id as k, count(*)::int as n from ${rel} where ${cond} and p.color_id is not null group by p.color_id`, "color"));
        break;
      case "size":
        cols.push(pairs(sql`select s as k, count(*)::int as n from ${rel}, unnest(p.sizes) s where ${cond} group by s`, "size"));
        break;
      // Array elements are counted unfiltered: a test like `c = any(list)` per unnested element
      // costs more than the whole count on a broad set (20 000 products give ~60 000 elements),
      // so the few groups outside the wanted ids are dropped afterwards (computeFacets).
      case "category":
        cols.push(pairs(sql`select c as k, count(*)::int as n from ${rel}, unnest(p.category_ids) c where ${cond} group by c`, "category"));
        break;
      case "params":
        cols.push(pairs(sql`select v as k, count(*)::int as n from ${rel}, unnest(p.param_value_ids) v where ${cond} group by v`, "params"));
        break;
      default:
        break;
    }
  }
  const ctes: SQL[] = [];
  if (plan.with) ctes.push(plan.with);
  if (materialise) ctes.push(sql`f as materialized (select ${fColumns(facetKinds, needStats)} from ${base} where ${where})`);
  const prefix = ctes.length ? sql`with ${sql.join(ctes, sql`, `)} ` : sql``;
  return sql`${prefix}select ${sql.join(cols, sql`, `)}`;
}

const LETTER_SIZES = ["XXXS", "XXS", "XS", "S", "M", "L", "XL", "XXL", "XXXL", "4XL", "5XL"];

/** Letter sizes in wearing order, then numeric sizes ascending, then anything else alphabetically. */
export function compareSizes(a: string, b: string): number {
  const rank = (s: string): [number, number, string] => {
    const up = s.toUpperCase().replace(/^2XL$/, "XXL").replace(/^3XL$/, "XXXL");
    const letter = LETTER_SIZES.indexOf(up);
    if (letter >= 0) return [0, letter, s];
    const num = Number.parseFloat(s.replace(",", "."));
    if (Number.isFinite(num)) return [1, num, s];
    return [2, 0, s];
  };
  const [ga, na, sa] = rank(a);
  const [gb, nb, sb] = rank(b);
  return ga - gb || na - nb || sa.localeCompare(sb, undefined, { numeric: true });
}

function niceStep(raw: number): number {
  if (raw <= 0) return 100;
  const pow = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 2.5, 5, 10]) if (raw <= m * pow) return Math.max(100, Math.round(m * pow));
  return Math.round(10 * pow);
}

/** Up to 6 preset intervals with round bounds (whole manat) covering [min, max]. */
export function priceIntervals(min: number, max: number): { from: number; to: number }[] {
  if (!(max > min)) return [];
  const step = niceStep((max - min) / 4);
  const out: { from: number; to: number }[] = [];
  for (let from = Math.floor(min / step) * step; from <= max && out.length < 6; from += step) out.push({ from, to: from + step });
  return out;
}

function tr(obj: Record<string, string> | null | undefined, lang: Lang): string {
  return obj?.[lang] || obj?.en || "";
}

export interface FacetOptions {
  kinds?: readonly FacetKind[];
  /** keeps slow facet statements' answers for a while (large unfiltered sets) */
  cache?: SlowStatementCache;
}

async function cachedRow(database: Database, statement: SQL, cache?: SlowStatementCache): Promise<Record<string, unknown>> {
  const run = async () => (await database.query<Record<string, unknown>>(statement))[0] ?? {};
  return cache ? cache.get(statementKey(database, statement), run) : run();
}

/**
 * Whether the categories group joins the shared statement: the only category selected is the
 * page's own (`category_root`), so the group, counted over the other groups' selection inside
 * that category, counts the very products the shared statement reads. It is then one more
 * aggregate over the statement's materialised set instead of a scan of its own. A broad set
 * (a whole department) is not materialised: there the group keeps its own statement, which
 * runs beside the shared one.
 */
function categoryIsItsScope(plan: Plan): boolean {
  const root = plan.query.categoryRoot;
  const picked = plan.selected.get("category") ?? [];
  return root !== null && plan.taxonomy.byId.has(root) && picked.length === 1 && Number(picked[0]) === root && narrowSelection(plan);
}

/** The facet statements of a plan: the shared one (key "all") and one per selected group counted over the others. */
export function facetJobs(plan: Plan, kinds: readonly FacetKind[] = ALL_FACETS): { key: GroupKey | "all"; statement: SQL | null; paramValues: Set<number> }[] {
  const selectedKeys = [...plan.groups.keys()].filter((key) => key !== "category" || !categoryIsItsScope(plan));
  const selectedKinds = new Set(selectedKeys.map(kindOf));

  // groups over the full selection: every kind without a selection, plus the unselected parameters
  const sharedKinds = kinds.filter((k) => k === "params" || !selectedKinds.has(k));
  const selectedParamValueIds = new Set(
    selectedKeys
      .filter((k) => k.startsWith("param:"))
      .flatMap((k) => plan.params.find((p) => `param:${p.name}` === k)?.values.map((v) => v.id) ?? []),
  );
  const unselectedParamValueIds = plan.params
    .filter((p) => p.filterable)
    .flatMap((p) => p.values.map((v) => v.id))
    .filter((id) => !selectedParamValueIds.has(id));

  // one statement per distinct condition set: the shared groups over every selection, then each
  // selected group over the others. Statements over broad sets repeat across pages (e.g. the
  // categories group of every category page without other filters) and are what the cache keeps.
  // `paramValues`: the parameter values whose counts a statement answers for
  const jobs: { key: GroupKey | "all"; statement: SQL | null; paramValues: Set<number> }[] = [
    { key: "all", statement: facetStatement(plan, undefined, sharedKinds, true), paramValues: new Set(unselectedParamValueIds) },
  ];
  for (const key of selectedKeys) {
    const kind = kindOf(key);
    if (!kinds.includes(kind)) continue;
    const paramValues = new Set(kind === "params" ? (plan.params.find((p) => `param:${p.name}` === key)?.values.map((v) => v.id) ?? []) : []);
    jobs.push({ key, statement: facetStatement(plan, key, [kind], false), paramValues });
  }
  return jobs;
}

export async function computeFacets(database: Database, plan: Plan, opts: FacetOptions = {}): Promise<ProductFilters> {
  const kinds = opts.kinds ?? ALL_FACETS;
  const lang = plan.lang;
  const jobs = facetJobs(plan, kinds);
  const rows = await Promise.all(jobs.map((job) => (job.statement ? cachedRow(database, job.statement, opts.cache) : Promise.resolve({} as Record<string, unknown>))));
  const results = jobs.map(({ key, paramValues }, i) => {
    const row = rows[i]!;
    const result: StatementResult = {};
    for (const field of ["brand", "color", "size", "category", "params"] as const) {
      const value = row[field];
      if (value !== undefined) (result as Record<string, unknown>)[field] = value;
    }
    if (result.params) result.params = result.params.filter(([id]) => paramValues.has(Number(id)));
    const stats = row.stats as (number | string | null)[] | undefined;
    if (stats) {
      result.count = Number(stats[0] ?? 0);
      result.discount = DISCOUNT_KINDS.map((_, k) => Number(stats[1 + k] ?? 0));
      const at = 1 + DISCOUNT_KINDS.length;
      result.price = [stats[at] === null ? null : Number(stats[at]), stats[at + 1] === null ? null : Number(stats[at + 1])];
    }
    return { key, result };
  });
  const all = results[0]!.result;
  const forKind = (kind: FacetKind): StatementResult => {
    const own = results.find((r) => r.key !== "all" && kindOf(r.key) === kind && kind !== "params");
    return own ? own.result : all;
  };

  const groups: FilterGroup[] = [];
  const t = TITLES[lang];
  const selected = (key: GroupKey) => new Set((plan.selected.get(key) ?? []).map(String));

  if (kinds.includes("category")) {
    // with a category_root only that category's path and subtree are counted
    const root = plan.query.categoryRoot;
    const keep = root !== null && plan.taxonomy.byId.has(root) ? new Set([...ancestors(plan.taxonomy, root), ...descendants(plan.taxonomy, root)]) : null;
    const counts = new Map((forKind("category").category ?? []).filter(([id]) => !keep || keep.has(Number(id))).map(([id, n]) => [Number(id), n]));
    const sel = selected("category");
    const build = (parent: number | null): FilterItem[] =>
      (plan.taxonomy.children.get(parent) ?? [])
        .filter((c) => (counts.get(c.id) ?? 0) > 0 || sel.has(String(c.id)))
        .map((c) => {
          const children = build(c.id);
          const item: FilterItem = { id: c.id, title: tr(c.title, lang), count: counts.get(c.id) ?? 0 };
          if (children.length) item.children = children;
          return item;
        });
    groups.push({ name: "filter_category", title: t.category, type: "checkbox", items: build(null) });
  }

  if (kinds.includes("brand")) {
    const pairs = forKind("brand").brand ?? [];
    const sel = selected("brand");
    const ids = [...new Set([...pairs.map(([id]) => Number(id)), ...[...sel].map(Number)])];
    const rows = plan.brands.filter((b) => ids.includes(b.id));
    const counts = new Map(pairs.map(([id, n]) => [Number(id), n]));
    const items = rows
      .map((r) => ({ id: r.id, title: r.title, count: counts.get(r.id) ?? 0 }))
      .sort((a, b) => a.title.localeCompare(b.title));
    groups.push({ name: "filter_brand", title: t.brand, type: "checkbox", items });
  }

  if (kinds.includes("size")) {
    const pairs = forKind("size").size ?? [];
    const sel = selected("size");
    const items: FilterItem[] = pairs.map(([id, n]) => ({ id: String(id), title: String(id), count: n }));
    for (const s of sel) if (!items.some((i) => i.id === s)) items.push({ id: s, title: s, count: 0 });
    items.sort((a, b) => compareSizes(String(a.id), String(b.id)));
    groups.push({ name: "size", title: t.size, type: "checkbox", items });
  }

  if (kinds.includes("color")) {
    const pairs = forKind("color").color ?? [];
    const sel = selected("color");
    const ids = [...new Set([...pairs.map(([id]) => Number(id)), ...[...sel].map(Number)])];
    const rows = plan.colors.filter((c) => ids.includes(c.id));
    const counts = new Map(pairs.map(([id, n]) => [Number(id), n]));
    groups.push({
      name: "color",
      title: t.color,
      type: "color",
      items: rows.map((r) => ({ id: r.id, title: tr(r.title, lang), hex: r.hex, count: counts.get(r.id) ?? 0 })),
    });
  }

  if (kinds.includes("price")) {
    const [min, max] = forKind("price").price ?? [null, null];
    const lo = Number(min ?? 0);
    const hi = Number(max ?? 0);
    groups.push({ name: "price", title: t.price, type: "price", items: [], min: lo, max: hi, intervals: priceIntervals(lo, hi) });
  }

  if (kinds.includes("discount")) {
    const counts = forKind("discount").discount ?? [];
    const sel = selected("discount");
    const items = DISCOUNT_KINDS.map((k, i) => ({ id: k, title: DISCOUNT_TITLES[lang][k]!, count: Number(counts[i] ?? 0) })).filter(
      (i) => i.count > 0 || sel.has(String(i.id)),
    );
    groups.push({ name: "filter_discount", title: t.discount, type: "checkbox", items });
  }

  if (kinds.includes("params")) {
    const counts = new Map<number, number>();
    for (const r of results) {
      for (const [id, n] of r.result.params ?? []) counts.set(Number(id), n);
    }
    for (const param of plan.params) {
      if (!param.filterable) continue;
      const key: GroupKey = `param:${param.name}`;
      const sel = selected(key);
      const items = param.values
        .filter((v) => (counts.get(v.id) ?? 0) > 0 || sel.has(String(v.id)))
        .map((v) => ({ id: v.slug, title: tr(v.title, lang), count: counts.get(v.id) ?? 0 }));
      if (items.length) groups.push({ name: `param_${param.name}`, title: tr(param.title, lang), type: "checkbox", items });
    }
  }

  return { count: Number(all.count ?? 0), groups };
}

/** The collections group: products per collection under the other filters (the plan must not filter by collection). */
export async function collectionFacet(database: Database, plan: Plan, selectedIds: number[]): Promise<FilterGroup> {
  const prefix = plan.with ? sql`with ${plan.with} ` : sql``;
  const rows = await database.query<{ id: number; title: Record<string, string>; n: number }>(sql`${prefix}
    select c.id, c.title, coalesce(x.n, 0)::int as n
    from collections c
    left join (select pcl.collection_id, count(*)::int as n from products p join product_collections pcl on pcl.product_id = p.id
               where ${whereSql(plan)} group by pcl.collection_id) x on x.collection_id = c.id
    order by c.sort, c.id`);
  const sel = new Set(selectedIds);
  return {
    name: "filter_collection",
    title: TITLES[plan.lang].collection,
    type: "checkbox",
    items: rows
      .filter((r) => r.n > 0 || sel.has(r.id))
      .map((r) => ({ id: r.id, title: tr(r.title, plan.lang), count: Number(r.n) })),
  };
}

export { TITLES as FACET_TITLES };
