/**
 * The content module's blog writes for the back office: articles (texts, paths, categories,
 * covers, the ordered blocks) and article categories. Each save runs in one transaction with
 * its audit entry (who, what, before, after) and checks the version the form was read with (a
 * fingerprint of what the form edits), so a concurrent edit is answered 'changed by someone
 * else' instead of being overwritten. A slug change keeps the old path as a redirect (routing's
 * writes are handed in: `BlogPaths`). The tables' change triggers (migration 0004) drop the page
 * cache and the API read cache, so the storefront shows the change on its next request.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { execOf, type Exec } from "../db/seed/bulk.ts";
import type { Lang } from "../core/lang.ts";
import { audit, type Actor } from "../staff/service.ts";
import {
  BLOCK_FIELDS,
  BLOCK_KINDS,
  BLOCK_REQUIRED,
  BLOG_LANGS,
  BLOG_MSG,
  type AdminArticle,
  type AdminArticleCategory,
  type AdminBlock,
  type ArticleCategoryForm,
  type ArticleCategoryOption,
  type ArticleForm,
  type BlockKind,
} from "../admin/contract.ts";
import { cleanRichText } from "../core/rich-text.ts";
import { iso, trs } from "./text.ts";

/** Routing's writes (backend/routing/service.ts), handed in by the caller: content does not import routing. */
export interface BlogPaths {
  move(run: Exec, entry: { lang: Lang; type: "article" | "article_category"; id: number; path: string }): Promise<"ok" | "taken">;
  copy(run: Exec, type: "article", fromId: number, toId: number): Promise<void>;
  remove(run: Exec, type: "article" | "article_category", id: number): Promise<void>;
}

/** As the other content writes answer (backend/content/editing.ts EditResult). */
export type BlogSaveResult = { kind: "ok"; id: number } | { kind: "not_found" } | { kind: "conflict" } | { kind: "invalid"; errors: Record<string, string> };

class Invalid extends Error {
  constructor(readonly errors: Record<string, string>) {
    super("invalid");
  }
}
class Conflict extends Error {}

const fingerprint = (value: unknown) => createHash("sha1").update(JSON.stringify(value)).digest("hex").slice(0, 16);
const str = (v: unknown, lang: Lang) => (v && typeof v === "object" ? String((v as Record<string, unknown>)[lang] ?? "") : typeof v === "string" ? v : "");

async function currentPaths(run: Exec, type: string, id: number): Promise<Partial<Record<Lang, string>>> {
  const rows = await run<{ lang: Lang; path: string }>(
    sql`select distinct on (lang) lang, path from routes where entity_type = ${type} and entity_id = ${id} and not is_redirect order by lang, id desc`,
  );
  return Object.fromEntries(rows.map((r) => [r.lang, r.path]));
}

/* ───────────── articles ───────────── */

function blockView(name: string, data: Record<string, unknown>): AdminBlock {
  const kind = (BLOCK_KINDS as readonly string[]).includes(name) ? (name as BlockKind) : "text_banner";
  const texts = (lang: Lang) => ({
    headline: str(data.headline, lang),
    subHeadline: str(data.subHeadline, lang),
    desc: str(data.desc, lang),
    route: str(data.route, lang),
  });
  const productId = Number(data.productId);
  return {
    kind,
    az: texts("az"),
    en: texts("en"),
    ru: texts("ru"),
    image: typeof data.image === "string" ? data.image : "",
    mobImage: typeof data.mobImage === "string" ? data.mobImage : "",
    side: data.side === "right" ? "right" : "left",
    productId: Number.isSafeInteger(productId) && productId > 0 ? productId : null,
    videoId: typeof data.videoId === "string" ? data.videoId : "",
  };
}

/** What a block stores: only the fields its kind uses; texts as {az, en, ru}. */
function blockData(block: ArticleForm["blocks"][number]): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of BLOCK_FIELDS[block.kind]) {
    if (field === "desc") {
      data.desc = { az: cleanRichText(block.az.desc), en: cleanRichText(block.en.desc), ru: cleanRichText(block.ru.desc) };
    } else if (field === "headline" || field === "subHeadline" || field === "route") {
      const value = { az: block.az[field], en: block.en[field], ru: block.ru[field] };
      data[field] = field === "route" && !value.az && !value.en && !value.ru ? null : value;
    } else if (field === "image" || field === "mobImage") {
      if (block[field]) data[field] = block[field];
    } else if (field === "productId") data.productId = block.productId;
    else if (field === "side") data.side = block.side;
    else if (field === "videoId") data.videoId = block.videoId;
  }
  return data;
}

async function readArticle(run: Exec, id: number, lock = false): Promise<AdminArticle | null> {
  const [row] = await run<{
    id: number;
    slug: string;
    title: unknown;
    desc: unknown;
    cover_image: string | null;
    mobile_cover_image: string | null;
    status: "on" | "off";
    published_at: unknown;
  }>(sql`select id, slug, title, "desc", cover_image, mobile_cover_image, status, published_at from articles where id = ${id} ${lock ? sql`for update` : sql``}`);
  if (!row) return null;
  const cats = await run<{ category_id: number }>(sql`select category_id from article_category_links where article_id = ${id} order by category_id`);
  const blocks = await run<{ name: string; data: Record<string, unknown> | string }>(sql`select name, data from article_blocks where article_id = ${id} order by sort, id`);
  const paths = await currentPaths(run, "article", id);
  const article: AdminArticle = {
    id: Number(row.id),
    version: "",
    texts: Object.fromEntries(
      BLOG_LANGS.map((lang) => [lang, { title: str(row.title, lang), slug: (paths[lang] ?? "").replace(/^\/blog\//, ""), desc: str(row.desc, lang) }]),
    ) as AdminArticle["texts"],
    status: row.status,
    publishedAt: iso(row.published_at),
    categoryIds: cats.map((c) => Number(c.category_id)),
    coverImage: row.cover_image ?? "",
    mobileCoverImage: row.mobile_cover_image ?? "",
    blocks: blocks.map((b) => blockView(b.name, typeof b.data === "string" ? (JSON.parse(b.data) as Record<string, unknown>) : b.data)),
    paths,
  };
  article.version = articleVersion(article);
  return article;
}

export function articleVersion(article: AdminArticle): string {
  const { version: _v, paths: _p, ...rest } = article;
  return fingerprint(rest);
}

export async function adminArticle(database: Database, id: number): Promise<AdminArticle | null> {
  return readArticle((s) => database.query(s), id);
}

/** Categories for the article form and the list's filter, in their order. */
export async function articleCategoryOptions(database: Database, lang: Lang): Promise<ArticleCategoryOption[]> {
  const rows = await database.query<{ id: number; title: unknown }>(sql`select id, title from article_categories order by sort, id`);
  return rows.map((r) => ({ id: Number(r.id), title: trs(r.title, lang) }));
}

const auditCopy = (a: AdminArticle | null) => {
  if (!a) return null;
  const { version: _v, ...rest } = a;
  return rest;
};

/**
 * Creates (id null) or updates an article from its form. An update needs the version the form
 * was read with (else conflict); categories and block products must exist; a slug change keeps
 * the old path as a redirect; the blocks are stored in the form's order.
 */
export async function saveArticle(database: Database, actor: Actor, id: number | null, form: ArticleForm, paths: BlogPaths): Promise<BlogSaveResult> {
  try {
    const savedId = await database.db.transaction(async (tx) => {
      const run = execOf(tx);
      let before: AdminArticle | null = null;
      if (id !== null) {
        before = await readArticle(run, id, true);
        if (!before) return null;
        if (form.version !== before.version) throw new Conflict();
      }
      const errors: Record<string, string> = {};
      // the categories and the blocks' products exist
      if (form.categoryIds.length) {
        const known = await run<{ id: number }>(sql`select id from article_categories where id = any(${`{${form.categoryIds.join(",")}}`}::int[])`);
        if (known.length !== form.categoryIds.length) errors.categoryIds = BLOG_MSG.category;
      }
      const productIds = [...new Set(form.blocks.filter((b) => BLOCK_FIELDS[b.kind].includes("productId") && b.productId !== null).map((b) => b.productId!))];
      const products = productIds.length ? await run<{ id: number }>(sql`select id from products where id = any(${`{${productIds.join(",")}}`}::int[])`) : [];
      const found = new Set(products.map((p) => Number(p.id)));
      form.blocks.forEach((b, i) => {
        if (BLOCK_FIELDS[b.kind].includes("productId") && b.productId !== null && !found.has(b.productId)) errors[`blocks.${i}.productId`] = BLOG_MSG.productId;
      });
      // a required text that held nothing but markup the shop drops is still missing
      form.blocks.forEach((b, i) => {
        if (!BLOCK_REQUIRED[b.kind].includes("desc")) return;
        for (const lang of BLOG_LANGS) if (cleanRichText(b[lang].desc).trim() === "") errors[`blocks.${i}.${lang}.desc`] = BLOG_MSG.required;
      });
      // the article row's own slug (lookups by slug) is the English one: unique among articles
      const [clash] = await run<{ id: number }>(sql`select id from articles where slug = ${form.en.slug} and id <> ${id ?? 0} limit 1`);
      if (clash) errors["en.slug"] = BLOG_MSG.slugTaken;
      if (Object.keys(errors).length) throw new Invalid(errors);

      const title = { az: form.az.title, en: form.en.title, ru: form.ru.title };
      const desc = { az: form.az.desc, en: form.en.desc, ru: form.ru.desc };
      const cover = form.coverImage || null;
      const mobile = form.mobileCoverImage || null;
      let articleId: number;
      if (id === null) {
        const [row] = await run<{ id: number }>(sql`insert into articles (slug, title, "desc", horizontal_image, cover_image, mobile_cover_image, status, published_at)
          values (${form.en.slug}, ${JSON.stringify(title)}::jsonb, ${JSON.stringify(desc)}::jsonb, ${cover}, ${cover}, ${mobile}, ${form.status}, ${form.publishedAt.toISOString()}::timestamptz)
          returning id`);
        articleId = Number(row!.id);
      } else {
        articleId = id;
        // the list card's picture follows a new cover
        const horizontal = cover !== (before!.coverImage || null) ? sql`${cover}` : sql`horizontal_image`;
        await run(sql`update articles set slug = ${form.en.slug}, title = ${JSON.stringify(title)}::jsonb, "desc" = ${JSON.stringify(desc)}::jsonb,
          horizontal_image = ${horizontal}, cover_image = ${cover}, mobile_cover_image = ${mobile}, status = ${form.status},
          published_at = ${form.publishedAt.toISOString()}::timestamptz where id = ${id}`);
      }
      for (const lang of BLOG_LANGS) {
        const path = `/blog/${form[lang].slug}`;
        if (before?.paths[lang] === path) continue;
        if ((await paths.move(run, { lang, type: "article", id: articleId, path })) === "taken") errors[`${lang}.slug`] = BLOG_MSG.slugTaken;
      }
      if (Object.keys(errors).length) throw new Invalid(errors);
      await run(sql`delete from article_category_links where article_id = ${articleId}`);
      for (const categoryId of form.categoryIds) await run(sql`insert into article_category_links (article_id, category_id) values (${articleId}, ${categoryId})`);
      await run(sql`delete from article_blocks where article_id = ${articleId}`);
      for (const [sort, block] of form.blocks.entries()) {
        await run(sql`insert into article_blocks (article_id, sort, name, data) values (${articleId}, ${sort}, ${block.kind}, ${JSON.stringify(blockData(block))}::jsonb)`);
      }
      const after = await readArticle(run, articleId);
      await audit(tx, actor, { area: "content", action: id === null ? "create" : "update", entity: "article", entityId: articleId, before: auditCopy(before), after: auditCopy(after) });
      return articleId;
    });
    return savedId === null ? { kind: "not_found" } : { kind: "ok", id: savedId };
  } catch (err) {
    if (err instanceof Conflict) return { kind: "conflict" };
    if (err instanceof Invalid) return { kind: "invalid", errors: err.errors };
    throw err;
  }
}

/** A draft copy of an article (texts, covers, categories, blocks) with paths `…-{new id}`. */
export async function duplicateArticle(database: Database, actor: Actor, id: number, paths: BlogPaths): Promise<BlogSaveResult> {
  return database.db.transaction(async (tx): Promise<BlogSaveResult> => {
    const run = execOf(tx);
    const [source] = await run<{ slug: string }>(sql`select slug from articles where id = ${id}`);
    if (!source) return { kind: "not_found" };
    const [copy] = await run<{ id: number }>(sql`insert into articles (slug, title, "desc", horizontal_image, cover_image, mobile_cover_image, status, published_at)
      select slug || '-copy-' || substr(md5(random()::text), 1, 6), title, "desc", horizontal_image, cover_image, mobile_cover_image, 'off', published_at
      from articles where id = ${id} returning id`);
    const copyId = Number(copy!.id);
    await run(sql`update articles set slug = regexp_replace(${source.slug}, '-\\d+$', '') || '-' || ${copyId}::int where id = ${copyId}`);
    await paths.copy(run, "article", id, copyId);
    await run(sql`insert into article_category_links (article_id, category_id) select ${copyId}::int, category_id from article_category_links where article_id = ${id}`);
    await run(sql`insert into article_blocks (article_id, sort, name, data) select ${copyId}::int, sort, name, data from article_blocks where article_id = ${id}`);
    await audit(tx, actor, { area: "content", action: "duplicate", entity: "article", entityId: copyId, before: { from: id }, after: { id: copyId } });
    return { kind: "ok", id: copyId };
  });
}

/** Removes an article with its blocks, category links and paths. */
export async function removeArticle(database: Database, actor: Actor, id: number, paths: BlogPaths): Promise<BlogSaveResult> {
  return database.db.transaction(async (tx): Promise<BlogSaveResult> => {
    const run = execOf(tx);
    const before = await readArticle(run, id, true);
    if (!before) return { kind: "not_found" };
    await run(sql`delete from articles where id = ${id}`);
    await paths.remove(run, "article", id);
    await audit(tx, actor, { area: "content", action: "remove", entity: "article", entityId: id, before: auditCopy(before) });
    return { kind: "ok", id };
  });
}

/* ───────────── article categories ───────────── */

async function readCategory(run: Exec, id: number, lock = false): Promise<AdminArticleCategory | null> {
  const [row] = await run<{ id: number; title: unknown; sort: number }>(sql`select id, title, sort from article_categories where id = ${id} ${lock ? sql`for update` : sql``}`);
  if (!row) return null;
  const [count] = await run<{ n: number }>(sql`select count(*)::int as n from article_category_links where category_id = ${id}`);
  const paths = await currentPaths(run, "article_category", id);
  const category: AdminArticleCategory = {
    id: Number(row.id),
    version: "",
    texts: Object.fromEntries(
      BLOG_LANGS.map((lang) => [lang, { title: str(row.title, lang), slug: (paths[lang] ?? "").replace(/^\/blog\/category\//, "") }]),
    ) as AdminArticleCategory["texts"],
    sort: Number(row.sort),
    articles: Number(count?.n ?? 0),
  };
  const { version: _v, articles: _a, ...edited } = category;
  category.version = fingerprint(edited);
  return category;
}

export async function adminArticleCategory(database: Database, id: number): Promise<AdminArticleCategory | null> {
  return readCategory((s) => database.query(s), id);
}

/** Creates (id null) or updates an article category (version check, slug changes keep redirects). */
export async function saveArticleCategory(database: Database, actor: Actor, id: number | null, form: ArticleCategoryForm, paths: BlogPaths): Promise<BlogSaveResult> {
  try {
    const savedId = await database.db.transaction(async (tx) => {
      const run = execOf(tx);
      let before: AdminArticleCategory | null = null;
      if (id !== null) {
        before = await readCategory(run, id, true);
        if (!before) return null;
        if (form.version !== before.version) throw new Conflict();
      }
      const [clash] = await run<{ id: number }>(sql`select id from article_categories where slug = ${form.en.slug} and id <> ${id ?? 0} limit 1`);
      if (clash) throw new Invalid({ "en.slug": BLOG_MSG.slugTaken });
      const title = JSON.stringify({ az: form.az.title, en: form.en.title, ru: form.ru.title });
      let categoryId: number;
      if (id === null) {
        const [row] = await run<{ id: number }>(sql`insert into article_categories (slug, title, sort) values (${form.en.slug}, ${title}::jsonb, ${form.sort}) returning id`);
        categoryId = Number(row!.id);
      } else {
        categoryId = id;
        await run(sql`update article_categories set slug = ${form.en.slug}, title = ${title}::jsonb, sort = ${form.sort} where id = ${id}`);
      }
      const errors: Record<string, string> = {};
      for (const lang of BLOG_LANGS) {
        const path = `/blog/category/${form[lang].slug}`;
        if (before && `/blog/category/${before.texts[lang].slug}` === path) continue;
        if ((await paths.move(run, { lang, type: "article_category", id: categoryId, path })) === "taken") errors[`${lang}.slug`] = BLOG_MSG.slugTaken;
      }
      if (Object.keys(errors).length) throw new Invalid(errors);
      const after = await readCategory(run, categoryId);
      const strip = (c: AdminArticleCategory | null) => (c ? { texts: c.texts, sort: c.sort } : null);
      await audit(tx, actor, { area: "content", action: id === null ? "create" : "update", entity: "article_category", entityId: categoryId, before: strip(before), after: strip(after) });
      return categoryId;
    });
    return savedId === null ? { kind: "not_found" } : { kind: "ok", id: savedId };
  } catch (err) {
    if (err instanceof Conflict) return { kind: "conflict" };
    if (err instanceof Invalid) return { kind: "invalid", errors: err.errors };
    throw err;
  }
}

/** Removes an article category (its articles stay, without it) and its paths. */
export async function removeArticleCategory(database: Database, actor: Actor, id: number, paths: BlogPaths): Promise<BlogSaveResult> {
  return database.db.transaction(async (tx): Promise<BlogSaveResult> => {
    const run = execOf(tx);
    const before = await readCategory(run, id, true);
    if (!before) return { kind: "not_found" };
    await run(sql`delete from article_categories where id = ${id}`);
    await paths.remove(run, "article_category", id);
    await audit(tx, actor, { area: "content", action: "remove", entity: "article_category", entityId: id, before: { texts: before.texts, sort: before.sort, articles: before.articles } });
    return { kind: "ok", id };
  });
}
