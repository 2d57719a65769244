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
 *   POST admin/articles/photos            multipart `photo` → {path} (backend/admin/uploads.ts; a cover or block image)
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
import { copyEntityPaths, moveEntityPath, dropEntityPaths } from "../routing/service.ts";
import { requirePermission } from "../staff/middleware.ts";
import { BLOG_MSG, articleCategoryFormSchema, articleFormSchema } from "./blog-contract.ts";
import { IMAGE_UPLOADS, mountImageUpload } from "./uploads.ts";
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

export function blogAdminRoutes(deps: Deps) {
  const app = new Hono<ApiEnv>();
  const { database } = deps;
  const read = requirePermission("content", "read");

  /* ───── articles ───── */

  // before the entity's routes: `options` and `photos` are not record ids
  app.get("/admin/articles/options", read, async (c) => {
    const lang = langOf(await readPayload(c));
    return c.json({ ok: true, data: { categories: await articleCategoryOptions(database, lang) } });
  });

  mountImageUpload(app, deps, IMAGE_UPLOADS[0]);

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
