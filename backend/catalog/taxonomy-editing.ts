/**
 * The catalogue's taxonomy writes for the back office: categories (3 levels), brands,
 * collections and product groups — one record as its form shows it (with a version
 * fingerprint), create/update with the version check, remove (refused while products or a
 * menu item still lean on it); the products of a collection or group are in
 * taxonomy-members.ts. Every write runs in
 * one transaction with its audit entry; the tables' change triggers (migration 0004) then drop
 * the page cache and the API read cache, so the storefront shows the change on its next request.
 *
 * Public paths are routing's table: the caller hands over routing's writes (`TaxonPaths`), as
 * for products. A slug change keeps the old path as a redirect; a category's new slug or
 * parent moves the paths of its whole subtree the same way.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { execOf, type Exec } from "../db/seed/bulk.ts";
import type { RouteEntity } from "../db/schema.ts";
import { cleanRichText } from "../core/rich-text.ts";
import { audit, type Actor } from "../staff/service.ts";
import {
  CATEGORY_MAX_DEPTH,
  TAXONOMY_LANGS,
  TAXONOMY_MSG,
  type AdminTaxon,
  type BrandForm,
  type CategoryForm,
  type CategoryParentOption,
  type CollectionForm,
  type GroupForm,
  type MemberKind,
  type TaxonForm,
  type TaxonomyKind,
  type TaxonomyLang,
} from "../admin/contract.ts";
import { RESERVED_PATHS } from "./editing.ts";

export interface TaxonPaths {
  move(run: Exec, entry: { lang: TaxonomyLang; type: RouteEntity; id: number; path: string }): Promise<"ok" | "taken">;
  drop(run: Exec, type: RouteEntity, id: number): Promise<void>;
}

export type TaxonResult = { kind: "ok"; id: number } | { kind: "not_found" } | { kind: "invalid"; errors: Record<string, string> };

/** The table of each kind (the members of a collection or group, taxonomy-members.ts, use them too). */
export const TABLE = { categories: "categories", brands: "brands", collections: "collections", "product-groups": "product_groups" } as const;
const ENTITY: Record<TaxonomyKind, RouteEntity> = { categories: "category", brands: "brand", collections: "collection", "product-groups": "product_group" };
export const AUDIT_ENTITY: Record<TaxonomyKind, string> = { categories: "category", brands: "brand", collections: "collection", "product-groups": "product_group" };

type I18nRaw = Partial<Record<TaxonomyLang, string>> | null;
const str = (v: I18nRaw, lang: TaxonomyLang) => (v && typeof v[lang] === "string" ? v[lang]! : "");
const ints = (ids: number[]) => `{${ids.filter(Number.isSafeInteger).join(",")}}`;
const lastSegment = (path: string | null) => (path ? path.slice(path.lastIndexOf("/") + 1) : "");

class Invalid extends Error {
  constructor(readonly errors: Record<string, string>) {
    super("invalid");
  }
}

/* ───────────── reading ───────────── */

async function pathsOf(run: Exec, type: RouteEntity, id: number): Promise<Record<TaxonomyLang, string | null>> {
  const rows = await run<{ lang: TaxonomyLang; path: string }>(
    sql`select distinct on (lang) lang, path from routes where entity_type = ${type} and entity_id = ${id} and not is_redirect order by lang, id desc`,
  );
  const of = new Map(rows.map((r) => [r.lang, r.path]));
  return { az: of.get("az") ?? null, en: of.get("en") ?? null, ru: of.get("ru") ?? null };
}

async function readTaxon(run: Exec, kind: TaxonomyKind, id: number, lock = false): Promise<AdminTaxon | null> {
  const forUpdate = lock ? sql`for update` : sql``;
  const paths = async () => pathsOf(run, ENTITY[kind], id);
  const texts = (per: (lang: TaxonomyLang) => Partial<AdminTaxon["texts"]["az"]>) =>
    Object.fromEntries(TAXONOMY_LANGS.map((l) => [l, { title: "", slug: "", desc: "", headline: "", ...per(l) }])) as AdminTaxon["texts"];
  let taxon: AdminTaxon;
  if (kind === "categories") {
    const [r] = await run<{ id: number; parent_id: number | null; title: I18nRaw; desc: I18nRaw; image: string | null; sort: number }>(
      sql`select id, parent_id, title, "desc", image, sort from categories where id = ${id} ${forUpdate}`,
    );
    if (!r) return null;
    const p = await paths();
    const [n] = await run<{ products: number; children: number }>(sql`select
      (select count(*)::int from product_categories where category_id = ${id}) as products,
      (select count(*)::int from categories where parent_id = ${id}) as children`);
    taxon = {
      kind,
      id,
      version: "",
      sort: r.sort,
      image: r.image,
      parentId: r.parent_id,
      texts: texts((l) => ({ title: str(r.title, l), desc: str(r.desc, l), slug: lastSegment(p[l]) })),
      paths: p,
      products: Number(n?.products ?? 0),
      children: Number(n?.children ?? 0),
    };
  } else if (kind === "brands") {
    const [r] = await run<{ id: number; slug: string; title: string; desc: I18nRaw; image: string | null; sort: number }>(
      sql`select id, slug, title, "desc", image, sort from brands where id = ${id} ${forUpdate}`,
    );
    if (!r) return null;
    const [n] = await run<{ products: number }>(sql`select count(*)::int as products from products where brand_id = ${id}`);
    taxon = {
      kind,
      id,
      version: "",
      sort: r.sort,
      image: r.image,
      title: r.title,
      slug: r.slug,
      texts: texts((l) => ({ title: r.title, slug: r.slug, desc: str(r.desc, l) })),
      paths: await paths(),
      products: Number(n?.products ?? 0),
    };
  } else if (kind === "collections") {
    const [r] = await run<{ id: number; title: I18nRaw; headline: I18nRaw; desc: I18nRaw; image: string | null; sort: number }>(
      sql`select id, title, headline, "desc", image, sort from collections where id = ${id} ${forUpdate}`,
    );
    if (!r) return null;
    const p = await paths();
    const [n] = await run<{ products: number }>(sql`select count(*)::int as products from product_collections where collection_id = ${id}`);
    taxon = {
      kind,
      id,
      version: "",
      sort: r.sort,
      image: r.image,
      texts: texts((l) => ({ title: str(r.title, l), headline: str(r.headline, l), desc: str(r.desc, l), slug: lastSegment(p[l]) })),
      paths: p,
      products: Number(n?.products ?? 0),
    };
  } else {
    const [r] = await run<{ id: number; title: I18nRaw; sort: number }>(sql`select id, title, sort from product_groups where id = ${id} ${forUpdate}`);
    if (!r) return null;
    const p = await paths();
    const [n] = await run<{ products: number }>(sql`select count(*)::int as products from product_group_items where group_id = ${id}`);
    taxon = {
      kind,
      id,
      version: "",
      sort: r.sort,
      image: null,
      texts: texts((l) => ({ title: str(r.title, l), slug: lastSegment(p[l]) })),
      paths: p,
      products: Number(n?.products ?? 0),
    };
  }
  taxon.version = taxonVersion(taxon);
  return taxon;
}

/** A fingerprint of what the form edits (not the product counts, which sales and other forms change). */
export function taxonVersion(taxon: AdminTaxon): string {
  const { version: _v, products: _p, children: _c, ...rest } = taxon;
  return createHash("sha1").update(JSON.stringify(rest)).digest("hex").slice(0, 16);
}

export async function adminTaxon(database: Database, kind: TaxonomyKind, id: number): Promise<AdminTaxon | null> {
  return readTaxon((s) => database.query(s), kind, id);
}

/** Categories a category may go under, in tree order (only the first two levels can have children). */
export async function categoryParents(database: Database, lang: TaxonomyLang): Promise<CategoryParentOption[]> {
  return database.query<CategoryParentOption>(sql`
    with recursive tree as (
      select id, 0 as depth, array[sort, id] as path, title from categories where parent_id is null
      union all
      select c.id, tree.depth + 1, tree.path || array[c.sort, c.id], c.title from categories c join tree on c.parent_id = tree.id
      where tree.depth < ${CATEGORY_MAX_DEPTH - 2}
    )
    select id, depth, coalesce(nullif(title ->> ${lang}, ''), title ->> 'en', '') as title from tree order by path`);
}

/* ───────────── saving ───────────── */

/** Sets one entity's path in one language; a path another page holds is a field error. */
async function movePath(run: Exec, paths: TaxonPaths, type: RouteEntity, id: number, lang: TaxonomyLang, path: string, field: string, errors: Record<string, string>) {
  const first = path.split("/")[1] ?? "";
  if (type === "category" && RESERVED_PATHS.has(first)) {
    errors[field] = TAXONOMY_MSG.slugTaken;
    return;
  }
  if ((await paths.move(run, { lang, type, id, path })) === "taken") errors[field] = TAXONOMY_MSG.slugTaken;
}

/** Ids of a category and every category below it, parents before children. */
async function subtree(run: Exec, id: number): Promise<{ id: number; parent_id: number | null; depth: number }[]> {
  return run(sql`with recursive down as (
      select id, parent_id, 0 as depth from categories where id = ${id}
      union all select c.id, c.parent_id, down.depth + 1 from categories c join down on c.parent_id = down.id where down.depth < 10
    ) select id, parent_id, depth from down order by depth, id`);
}

async function depthOf(run: Exec, id: number): Promise<number> {
  const [r] = await run<{ depth: number }>(sql`with recursive up as (
      select id, parent_id, 1 as depth from categories where id = ${id}
      union all select c.id, c.parent_id, up.depth + 1 from categories c join up on c.id = up.parent_id where up.depth < 10
    ) select max(depth)::int as depth from up`);
  return Number(r?.depth ?? 0);
}

async function saveCategory(run: Exec, id: number | null, form: CategoryForm, before: AdminTaxon | null, paths: TaxonPaths): Promise<number> {
  // the parent: exists, is not the category or below it, and keeps the tree 3 levels deep
  const below = id === null ? [] : await subtree(run, id);
  if (form.parentId !== null) {
    const [parent] = await run<{ id: number }>(sql`select id from categories where id = ${form.parentId}`);
    if (!parent) throw new Invalid({ parentId: TAXONOMY_MSG.parentMissing });
    if (below.some((c) => c.id === form.parentId)) throw new Invalid({ parentId: TAXONOMY_MSG.parentCycle });
  }
  const height = below.reduce((m, c) => Math.max(m, c.depth), 0) + 1;
  const parentDepth = form.parentId === null ? 0 : await depthOf(run, form.parentId);
  if (parentDepth + height > CATEGORY_MAX_DEPTH) throw new Invalid({ parentId: TAXONOMY_MSG.tooDeep });

  const title = { az: form.az.title, en: form.en.title, ru: form.ru.title };
  const desc = form.az.desc || form.en.desc || form.ru.desc ? { az: cleanRichText(form.az.desc), en: cleanRichText(form.en.desc), ru: cleanRichText(form.ru.desc) } : null;
  const moved = before !== null && before.parentId !== form.parentId;
  // the categories each product of the subtree was put in (their ancestors change with the move)
  const chosen = moved
    ? await run<{ product_id: number; category_id: number }>(sql`select pc.product_id, pc.category_id from product_categories pc
        where pc.product_id in (select product_id from product_categories where category_id = any(${ints(below.map((c) => c.id))}::int[]))
          and not exists (select 1 from product_categories o join categories c on c.id = o.category_id where o.product_id = pc.product_id and c.parent_id = pc.category_id)`)
    : [];
  let categoryId: number;
  if (id === null) {
    const [row] = await run<{ id: number }>(sql`insert into categories (parent_id, slug, title, "desc", image, sort)
      values (${form.parentId}, ${form.en.slug}, ${JSON.stringify(title)}::jsonb, ${desc === null ? null : JSON.stringify(desc)}::jsonb, ${form.image}, ${form.sort}) returning id`);
    categoryId = row!.id;
  } else {
    categoryId = id;
    await run(sql`update categories set parent_id = ${form.parentId}, slug = ${form.en.slug}, title = ${JSON.stringify(title)}::jsonb,
      "desc" = ${desc === null ? null : JSON.stringify(desc)}::jsonb, image = ${form.image}, sort = ${form.sort} where id = ${id}`);
  }
  if (moved && chosen.length) {
    const products = [...new Set(chosen.map((c) => c.product_id))];
    await run(sql`delete from product_categories where product_id = any(${ints(products)}::int[])`);
    await run(sql`insert into product_categories (product_id, category_id)
      with recursive up as (
        select product_id, category_id as id from (select unnest(${ints(chosen.map((c) => c.product_id))}::int[]) as product_id,
          unnest(${ints(chosen.map((c) => c.category_id))}::int[]) as category_id) picked
        union select up.product_id, c.parent_id from categories c join up on c.id = up.id where c.parent_id is not null
      ) select distinct product_id, id from up on conflict do nothing`);
  }

  // paths: this category's, then (when it changed) every category below it
  const parentPaths = form.parentId === null ? null : await pathsOf(run, "category", form.parentId);
  const errors: Record<string, string> = {};
  const fresh: Record<TaxonomyLang, string> = { az: "", en: "", ru: "" };
  let changed = false;
  for (const lang of TAXONOMY_LANGS) {
    const base = parentPaths ? (parentPaths[lang] ?? parentPaths.en ?? "") : "";
    fresh[lang] = `${base}/${form[lang].slug}`;
    if (before?.paths[lang] === fresh[lang]) continue;
    changed = true;
    await movePath(run, paths, "category", categoryId, lang, fresh[lang], `${lang}.slug`, errors);
  }
  if (Object.keys(errors).length) throw new Invalid(errors);
  if (changed && id !== null) {
    const current = new Map<number, Record<TaxonomyLang, string>>([[categoryId, fresh]]);
    for (const c of below.slice(1)) {
      const parent = current.get(c.parent_id!)!;
      const own = await pathsOf(run, "category", c.id);
      const next = {} as Record<TaxonomyLang, string>;
      for (const lang of TAXONOMY_LANGS) {
        next[lang] = `${parent[lang]}/${lastSegment(own[lang] ?? own.en)}`;
        if (own[lang] !== next[lang]) await movePath(run, paths, "category", c.id, lang, next[lang], "form", errors);
      }
      current.set(c.id, next);
    }
    if (Object.keys(errors).length) throw new Invalid(errors);
  }
  return categoryId;
}

async function saveBrand(run: Exec, id: number | null, form: BrandForm, before: AdminTaxon | null, paths: TaxonPaths): Promise<number> {
  const [other] = await run<{ id: number }>(sql`select id from brands where slug = ${form.slug} and id <> ${id ?? 0}`);
  if (other) throw new Invalid({ slug: TAXONOMY_MSG.slugTaken });
  const desc = form.az.desc || form.en.desc || form.ru.desc ? JSON.stringify({ az: cleanRichText(form.az.desc), en: cleanRichText(form.en.desc), ru: cleanRichText(form.ru.desc) }) : null;
  let brandId: number;
  if (id === null) {
    const [row] = await run<{ id: number }>(sql`insert into brands (slug, title, "desc", image, sort)
      values (${form.slug}, ${form.title}, ${desc}::jsonb, ${form.image}, ${form.sort}) returning id`);
    brandId = row!.id;
  } else {
    brandId = id;
    await run(sql`update brands set slug = ${form.slug}, title = ${form.title}, "desc" = ${desc}::jsonb, image = ${form.image}, sort = ${form.sort} where id = ${id}`);
  }
  const errors: Record<string, string> = {};
  for (const lang of TAXONOMY_LANGS) {
    const path = `/brands/${form.slug}`;
    if (before?.paths[lang] === path) continue;
    await movePath(run, paths, "brand", brandId, lang, path, "slug", errors);
  }
  if (Object.keys(errors).length) throw new Invalid(errors);
  return brandId;
}

async function saveListed(run: Exec, kind: MemberKind, id: number | null, form: CollectionForm | GroupForm, before: AdminTaxon | null, paths: TaxonPaths): Promise<number> {
  const table = sql.identifier(TABLE[kind]);
  const [other] = await run<{ id: number }>(sql`select id from ${table} where slug = ${form.en.slug} and id <> ${id ?? 0}`);
  if (other) throw new Invalid({ "en.slug": TAXONOMY_MSG.slugTaken });
  const per = (key: "title" | "headline" | "desc") => {
    const values = Object.fromEntries(TAXONOMY_LANGS.map((l) => {
      const value = (form[l] as Record<string, string>)[key] ?? "";
      return [l, key === "desc" ? cleanRichText(value) : value];
    }));
    return Object.values(values).some(Boolean) ? JSON.stringify(values) : null;
  };
  let rowId: number;
  if (kind === "collections") {
    const f = form as CollectionForm;
    if (id === null) {
      const [row] = await run<{ id: number }>(sql`insert into collections (slug, title, headline, "desc", image, sort)
        values (${f.en.slug}, ${per("title")}::jsonb, ${per("headline")}::jsonb, ${per("desc")}::jsonb, ${f.image}, ${f.sort}) returning id`);
      rowId = row!.id;
    } else {
      rowId = id;
      await run(sql`update collections set slug = ${f.en.slug}, title = ${per("title")}::jsonb, headline = ${per("headline")}::jsonb,
        "desc" = ${per("desc")}::jsonb, image = ${f.image}, sort = ${f.sort} where id = ${id}`);
    }
  } else if (id === null) {
    const [row] = await run<{ id: number }>(sql`insert into product_groups (slug, title, sort) values (${form.en.slug}, ${per("title")}::jsonb, ${form.sort}) returning id`);
    rowId = row!.id;
  } else {
    rowId = id;
    await run(sql`update product_groups set slug = ${form.en.slug}, title = ${per("title")}::jsonb, sort = ${form.sort} where id = ${id}`);
  }
  const prefix = kind === "collections" ? "/collections" : "/groups";
  const errors: Record<string, string> = {};
  for (const lang of TAXONOMY_LANGS) {
    const path = `${prefix}/${form[lang].slug}`;
    if (before?.paths[lang] === path) continue;
    await movePath(run, paths, ENTITY[kind], rowId, lang, path, `${lang}.slug`, errors);
  }
  if (Object.keys(errors).length) throw new Invalid(errors);
  return rowId;
}

/**
 * Creates (id null) or updates a category, brand, collection or product group from its form.
 * An update needs the version the form was read with (else `version`: changed by someone else).
 */
export async function saveTaxon(database: Database, actor: Actor, kind: TaxonomyKind, id: number | null, form: TaxonForm, paths: TaxonPaths): Promise<TaxonResult> {
  try {
    return await database.db.transaction(async (tx): Promise<TaxonResult> => {
      const run = execOf(tx);
      let before: AdminTaxon | null = null;
      if (id !== null) {
        before = await readTaxon(run, kind, id, true);
        if (!before) return { kind: "not_found" };
        if (form.version !== before.version) throw new Invalid({ version: TAXONOMY_MSG.changed });
      }
      const savedId =
        kind === "categories"
          ? await saveCategory(run, id, form as CategoryForm, before, paths)
          : kind === "brands"
            ? await saveBrand(run, id, form as BrandForm, before, paths)
            : await saveListed(run, kind, id, form as CollectionForm | GroupForm, before, paths);
      const after = await readTaxon(run, kind, savedId);
      await audit(tx, actor, { area: "catalogue", action: id === null ? "create" : "update", entity: AUDIT_ENTITY[kind], entityId: savedId, before: before && strip(before), after: after && strip(after) });
      return { kind: "ok", id: savedId };
    });
  } catch (err) {
    if (err instanceof Invalid) return { kind: "invalid", errors: err.errors };
    throw err;
  }
}

function strip(taxon: AdminTaxon) {
  const { version: _v, ...rest } = taxon;
  return rest;
}

/* ───────────── removing ───────────── */

/**
 * Removes a record no product depends on: a category without subcategories or products, a
 * brand no product carries (collections and groups only lose their product lists). A menu
 * item leading to it refuses too. Its paths go with it.
 */
export async function removeTaxon(database: Database, actor: Actor, kind: TaxonomyKind, id: number, paths: TaxonPaths): Promise<TaxonResult> {
  return database.db.transaction(async (tx): Promise<TaxonResult> => {
    const run = execOf(tx);
    const before = await readTaxon(run, kind, id, true);
    if (!before) return { kind: "not_found" };
    if (kind === "categories" && (before.children ?? 0) > 0) return { kind: "invalid", errors: { form: TAXONOMY_MSG.categoryHasChildren, reason: "children" } };
    if (kind === "categories" && before.products > 0) return { kind: "invalid", errors: { form: TAXONOMY_MSG.categoryHasProducts, reason: "products" } };
    if (kind === "brands" && before.products > 0) return { kind: "invalid", errors: { form: TAXONOMY_MSG.brandHasProducts, reason: "brandProducts" } };
    const [menu] = await run(sql`select 1 from menu_items where entity_type = ${ENTITY[kind]} and entity_id = ${id} limit 1`);
    if (menu) return { kind: "invalid", errors: { form: TAXONOMY_MSG.inMenu, reason: "menu" } };
    await run(sql`delete from ${sql.identifier(TABLE[kind])} where id = ${id}`);
    await paths.drop(run, ENTITY[kind], id);
    await audit(tx, actor, { area: "catalogue", action: "remove", entity: AUDIT_ENTITY[kind], entityId: id, before: strip(before) });
    return { kind: "ok", id };
  });
}
