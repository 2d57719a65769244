/**
 * The back office's blog calls (under /api/admin, behind the guard; GET reads with content:read,
 * POST writes with content:write):
 *   admin/articles                        the articles list (search, category, state; sort by date or title)
 *   admin/articles/options                the categories the form and the filter offer
 *   admin/articles/info/:id               one article as the form shows it (with its version)
 *   POST admin/articles/create            from the article form → {id, article}
 *   POST admin/articles/update/:id        from the article form (422 field errors, 409 changed meanwhile)
 *   POST admin/articles/duplicate/:id     a draft copy → {id}
 *   POST admin/articles/remove/:id        with its blocks and paths
 *   POST admin/articles/photos            multipart `photo` → {path} (ADR 0030's checks; a cover or block image)
 *   admin/article-categories              the categories list (search; sort by order or title)
 *   admin/article-categories/info/:id     one category as the form shows it
 *   POST admin/article-categories/create, update/:id (version), remove/:id
 * The writes are the content module's (backend/content/blog-editing.ts), each audited in its own
 * transaction; the tables' triggers drop the page cache and the API read cache.
 */
import { sql, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import type { ApiEnv, Deps, Lang } from "../core/deps.ts";
import { langOf, readPayload } from "../core/http.ts";
import { translateMessage } from "../core/validators.ts";
import {
  adminArticle,
  adminArticleCategory,
  articleCategoryOptions,
  duplicateArticle,
  removeArticle,
  removeArticleCategory,
  saveArticle,
  saveArticleCategory,
  type BlogPaths,
} from "../content/service.ts";
import { photoStoreFor, processPhoto, storePhoto } from "../media/service.ts";
import { copyEntityPaths, moveEntityPath, dropEntityPaths } from "../routing/service.ts";
import { requirePermission } from "../staff/middleware.ts";
import { BLOG_MSG, articleCategoryFormSchema, articleFormSchema } from "./blog-contract.ts";
import { PHOTO_FIELD, PHOTO_MSG } from "./catalogue-contract.ts";
import { anyLang, inLang, likeOf, mountContentEntity } from "./content-entity.ts";
import { csvColumns, isoCell, type ListSpec } from "./list.ts";

const pathIn = (type: string, idColumn: SQL, lang: Lang) =>
  sql`(select r.path from routes r where r.entity_type = ${type} and r.entity_id = ${idColumn} and not r.is_redirect order by (r.lang = ${lang}) desc, (r.lang = 'en') desc, r.id desc limit 1)`;

export function articlesListSpec(lang: Lang): ListSpec {
  const state = sql`(case when a.status <> 'on' then 'draft' when a.published_at > now() then 'scheduled' else 'published' end)`;
  return {
    select: sql`a.id, ${inLang(sql`a.title`, lang)} as title, ${pathIn("article", sql`a.id`, lang)} as path,
      coalesce((select string_agg(${inLang(sql`c.title`, lang)}, ', ' order by c.sort, c.id) from article_category_links l
        join article_categories c on c.id = l.category_id where l.article_id = a.id), '') as categories,
      a.status, ${state} as state, a.published_at as "publishedAt",
      (select count(*)::int from article_blocks b where b.article_id = a.id) as blocks, a.cover_image as "coverImage"`,
    from: sql`from articles a`,
    sorts: { publishedAt: sql`a.published_at`, title: sql`lower(${inLang(sql`a.title`, lang)})` },
    defaultSort: "-publishedAt",
    tiebreak: sql`a.id`,
    search: (q) => {
      const like = likeOf(q);
      return sql`${anyLang(sql`a.title`, like)} or a.slug ilike ${like} or a.id::text = ${q}`;
    },
    filters: {
      category: (v) => (/^\d{1,9}$/.test(v) ? sql`exists (select 1 from article_category_links l where l.article_id = a.id and l.category_id = ${Number(v)})` : null),
      state: (v) => (v === "published" || v === "scheduled" || v === "draft" ? sql`${state} = ${v}` : null),
    },
  };
}

export function articleCategoriesListSpec(lang: Lang): ListSpec {
  return {
    select: sql`c.id, ${inLang(sql`c.title`, lang)} as title, ${pathIn("article_category", sql`c.id`, lang)} as path,
      (select count(*)::int from article_category_links l where l.category_id = c.id) as articles, c.sort`,
    from: sql`from article_categories c`,
    sorts: { sort: sql`c.sort`, title: sql`lower(${inLang(sql`c.title`, lang)})`, articles: sql`(select count(*) from article_category_links l where l.category_id = c.id)` },
    defaultSort: "sort",
    tiebreak: sql`c.id`,
    search: (q) => {
      const like = likeOf(q);
      return sql`${anyLang(sql`c.title`, like)} or c.slug ilike ${like}`;
    },
    filters: {},
  };
}

const paths: BlogPaths = { move: moveEntityPath, copy: copyEntityPaths, remove: dropEntityPaths };

/** Each refusal of an upload: its HTTP status and message (as the product photo call). */
const PROBLEMS = {
  noFile: { status: 422, message: PHOTO_MSG.noFile },
  notImage: { status: 415, message: PHOTO_MSG.notImage },
  tooLarge: { status: 413, message: PHOTO_MSG.tooLarge },
  tooManyPixels: { status: 422, message: PHOTO_MSG.tooManyPixels },
  broken: { status: 422, message: PHOTO_MSG.broken },
} as const;

export function blogAdminRoutes(deps: Deps) {
  const app = new Hono<ApiEnv>();
  const { database } = deps;
  const read = requirePermission("content", "read");
  const write = requirePermission("content", "write");

  /* ───── articles ───── */

  // before the entity's routes: `options` and `photos` are not record ids
  app.get("/admin/articles/options", read, async (c) => {
    const lang = langOf(await readPayload(c));
    return c.json({ ok: true, data: { categories: await articleCategoryOptions(database, lang) } });
  });

  const store = photoStoreFor(deps.config.DATA_DIR);
  const limits = { maxBytes: deps.config.PHOTO_MAX_MB * 1024 * 1024, maxPixels: deps.config.PHOTO_MAX_PIXELS };
  const fill = (text: string) => text.replace("{{mb}}", String(deps.config.PHOTO_MAX_MB)).replace("{{mp}}", String(Math.floor(deps.config.PHOTO_MAX_PIXELS / 1_000_000)));
  app.post("/admin/articles/photos", write, async (c) => {
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const refuse = (problem: keyof typeof PROBLEMS) => {
      const text = fill(translateMessage(PROBLEMS[problem].message, lang));
      return c.json({ ok: false, error: text, errors: { [PHOTO_FIELD]: text } }, PROBLEMS[problem].status);
    };
    const file = payload[PHOTO_FIELD];
    if (!(file instanceof File) || file.size === 0) return refuse("noFile");
    if (file.size > limits.maxBytes) return refuse("tooLarge");
    const processed = await processPhoto(Buffer.from(await file.arrayBuffer()), limits);
    if (!processed.ok) {
      deps.log.info({ bytes: file.size, problem: processed.problem }, "blog photo upload refused");
      return refuse(processed.problem);
    }
    await storePhoto(store, processed.photo);
    deps.log.info({ bytes: file.size, path: processed.photo.path }, "blog photo uploaded");
    return c.json({ ok: true, data: { path: processed.photo.path } });
  });

  mountContentEntity(app, database, {
    path: "articles",
    key: "article",
    notFound: BLOG_MSG.articleNotFound,
    list: articlesListSpec,
    info: adminArticle,
    schema: articleFormSchema,
    save: (db, actor, id, form) => saveArticle(db, actor, id, form, paths),
    duplicate: (db, actor, id) => duplicateArticle(db, actor, id, paths),
    remove: (db, actor, id) => removeArticle(db, actor, id, paths),
    csv: {
      name: "articles",
      columns: csvColumns([["id", "id"], ["title", "title"], ["address", "path"], ["categories", "categories"], ["state", "state"], ["published_at", (r) => isoCell(r.publishedAt)], ["blocks", "blocks"]]),
    },
  });

  /* ───── article categories ───── */

  mountContentEntity(app, database, {
    path: "article-categories",
    key: "category",
    notFound: BLOG_MSG.categoryNotFound,
    list: articleCategoriesListSpec,
    info: adminArticleCategory,
    schema: articleCategoryFormSchema,
    save: (db, actor, id, form) => saveArticleCategory(db, actor, id, form, paths),
    remove: (db, actor, id) => removeArticleCategory(db, actor, id, paths),
    csv: { name: "article-categories", columns: csvColumns([["id", "id"], ["title", "title"], ["address", "path"], ["articles", "articles"], ["order", "sort"]]) },
  });

  return app;
}
