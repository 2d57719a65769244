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
import { Hono, type Context } from "hono";
import type { z } from "zod";
import type { ApiEnv, Deps, Lang } from "../core/deps.ts";
import { fail, fieldErrors, langOf, readPayload } from "../core/http.ts";
import { registerTranslations, translateErrors, translateMessage } from "../core/validators.ts";
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
  type BlogSaveResult,
} from "../content/service.ts";
import { photoStoreFor, processPhoto, storePhoto } from "../media/service.ts";
import { copyEntityPaths, moveEntityPath, dropEntityPaths } from "../routing/service.ts";
import { requirePermission, staffOf } from "../staff/middleware.ts";
import { BLOG_MSG, articleCategoryFormSchema, articleFormSchema, type AdminArticleCategoryRow, type AdminArticleRow } from "./blog-contract.ts";
import { PHOTO_FIELD, PHOTO_MSG } from "./catalogue-contract.ts";
import { listQuerySchema, runList, type ListSpec } from "./list.ts";
import { isoRows } from "./orders.ts";

registerTranslations({
  [BLOG_MSG.slug]: { az: "Kiçik latın hərfləri, rəqəmlər və defis işlədin", ru: "Используйте строчные латинские буквы, цифры и дефис" },
  [BLOG_MSG.slugTaken]: { az: "Bu ünvan artıq tutulub", ru: "Этот адрес уже занят" },
  [BLOG_MSG.date]: { az: "Tarix və vaxtı 2026-11-27 10:00 kimi yazın", ru: "Укажите дату и время, например 2026-11-27 10:00" },
  [BLOG_MSG.image]: {
    az: "Yüklənmiş şəkil (up/….webp) və ya yaradılmış şəkil (gen/…) seçin",
    ru: "Выберите загруженное фото (up/….webp) или сгенерированное изображение (gen/…)",
  },
  [BLOG_MSG.html]: {
    az: "Burada yalnız mətn formatı olar (skript, çərçivə və hadisə atributları olmaz)",
    ru: "Здесь допускается только оформление текста (без скриптов, фреймов и атрибутов событий)",
  },
  [BLOG_MSG.route]: {
    az: "Mağazada /collections/linen kimi ünvan və ya tam https:// ünvanı yazın",
    ru: "Укажите адрес в магазине, например /collections/linen, или полный адрес https://",
  },
  [BLOG_MSG.videoId]: { az: "YouTube video kodunu (11 simvol) və ya ünvanını yazın", ru: "Укажите код видео YouTube (11 символов) или его адрес" },
  [BLOG_MSG.productId]: { az: "Bu nömrə ilə məhsul yoxdur", ru: "Товара с таким номером нет" },
  [BLOG_MSG.category]: { az: "Mövcud kateqoriyaları seçin", ru: "Выберите существующие категории" },
  [BLOG_MSG.kind]: { az: "Blok növünü seçin", ru: "Выберите тип блока" },
  [BLOG_MSG.tooManyBlocks]: { az: "Məqalədə ən çoxu 40 blok ola bilər", ru: "В статье может быть не больше 40 блоков" },
  [BLOG_MSG.changed]: {
    az: "Bu arada başqası bunu dəyişib: onların versiyasını görmək üçün səhifəni yeniləyin, sonra dəyişikliyinizi yenidən edin",
    ru: "Кто-то другой тем временем изменил это: обновите страницу, чтобы увидеть его версию, и внесите изменение снова",
  },
  [BLOG_MSG.articleNotFound]: { az: "Məqalə tapılmadı", ru: "Статья не найдена" },
  [BLOG_MSG.categoryNotFound]: { az: "Məqalə kateqoriyası tapılmadı", ru: "Категория статей не найдена" },
});

/** a path id; one beyond the int range matches nothing (404, never a database error) */
const id = (raw: string | undefined) => (raw && raw.length <= 9 ? Number(raw) : 0);
const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
const anyLang = (column: SQL, like: string) => sql`(${column} ->> 'az' ilike ${like} or ${column} ->> 'en' ilike ${like} or ${column} ->> 'ru' ilike ${like})`;
const inLang = (column: SQL, lang: Lang) => sql`coalesce(nullif(${column} ->> ${lang}, ''), ${column} ->> 'en', '')`;
const pathIn = (type: string, idColumn: SQL, lang: Lang) =>
  sql`(select r.path from routes r where r.entity_type = ${type} and r.entity_id = ${idColumn} and not r.is_redirect order by (r.lang = ${lang}) desc, (r.lang = 'en') desc, r.id desc limit 1)`;

/** Field errors keyed by their whole path (`az.slug`, `blocks.2.productId`), as the form names its fields. */
function pathErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[issue.path.map(String).join(".") || "form"] ??= issue.message;
  return Object.keys(out).length ? out : fieldErrors(error);
}

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

  /** A refused save: 404, 409 (changed meanwhile, under `version`), 422 (field errors). */
  const refusal = (c: Context<ApiEnv>, lang: Lang, result: Exclude<BlogSaveResult, { kind: "ok" }>, notFound: string) => {
    if (result.kind === "not_found") return fail(c, translateMessage(notFound, lang), 404);
    if (result.kind === "conflict") {
      const changed = translateMessage(BLOG_MSG.changed, lang);
      return fail(c, changed, 409, { version: changed });
    }
    const errors = translateErrors(result.errors, lang);
    return fail(c, Object.values(errors)[0]!, 422, errors);
  };

  /* ───── articles ───── */

  app.get("/admin/articles", read, async (c) => {
    const payload = await readPayload(c);
    const page = await runList<AdminArticleRow & Record<string, unknown>>(database, articlesListSpec(langOf(payload)), listQuerySchema.parse(payload));
    isoRows(page.items, ["publishedAt"]);
    return c.json({ ok: true, data: page });
  });

  app.get("/admin/articles/options", read, async (c) => {
    const lang = langOf(await readPayload(c));
    return c.json({ ok: true, data: { categories: await articleCategoryOptions(database, lang) } });
  });

  app.get("/admin/articles/info/:id{[0-9]+}", read, async (c) => {
    const lang = langOf(await readPayload(c));
    const article = await adminArticle(database, id(c.req.param("id")));
    if (!article) return fail(c, translateMessage(BLOG_MSG.articleNotFound, lang), 404);
    return c.json({ ok: true, data: { article } });
  });

  const saveArticleCall = (create: boolean) => async (c: Context<ApiEnv>) => {
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const input = articleFormSchema.safeParse(payload);
    if (!input.success) {
      const errors = translateErrors(pathErrors(input.error), lang);
      return fail(c, Object.values(errors)[0] ?? "Invalid request", 422, errors);
    }
    const result = await saveArticle(database, staffOf(c), create ? null : id(c.req.param("id")), input.data, paths);
    if (result.kind !== "ok") return refusal(c, lang, result, BLOG_MSG.articleNotFound);
    return c.json({ ok: true, data: { id: result.id, article: (await adminArticle(database, result.id))! } });
  };
  app.post("/admin/articles/create", write, saveArticleCall(true));
  app.post("/admin/articles/update/:id{[0-9]+}", write, saveArticleCall(false));

  app.post("/admin/articles/duplicate/:id{[0-9]+}", write, async (c) => {
    const lang = langOf(await readPayload(c));
    const copy = await duplicateArticle(database, staffOf(c), id(c.req.param("id")), paths);
    if (copy === null) return fail(c, translateMessage(BLOG_MSG.articleNotFound, lang), 404);
    return c.json({ ok: true, data: { id: copy } });
  });

  app.post("/admin/articles/remove/:id{[0-9]+}", write, async (c) => {
    const lang = langOf(await readPayload(c));
    const articleId = id(c.req.param("id"));
    if (!(await removeArticle(database, staffOf(c), articleId, paths))) return fail(c, translateMessage(BLOG_MSG.articleNotFound, lang), 404);
    return c.json({ ok: true, data: { id: articleId } });
  });

  const store = photoStoreFor(deps.config.DATA_DIR);
  const limits = { maxBytes: deps.config.PHOTO_MAX_MB * 1024 * 1024, maxPixels: deps.config.PHOTO_MAX_PIXELS };
  const fill = (text: string) => text.replace("{mb}", String(deps.config.PHOTO_MAX_MB)).replace("{mp}", String(Math.floor(deps.config.PHOTO_MAX_PIXELS / 1_000_000)));
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

  /* ───── article categories ───── */

  app.get("/admin/article-categories", read, async (c) => {
    const payload = await readPayload(c);
    return c.json({ ok: true, data: await runList<AdminArticleCategoryRow & Record<string, unknown>>(database, articleCategoriesListSpec(langOf(payload)), listQuerySchema.parse(payload)) });
  });

  app.get("/admin/article-categories/info/:id{[0-9]+}", read, async (c) => {
    const lang = langOf(await readPayload(c));
    const category = await adminArticleCategory(database, id(c.req.param("id")));
    if (!category) return fail(c, translateMessage(BLOG_MSG.categoryNotFound, lang), 404);
    return c.json({ ok: true, data: { category } });
  });

  const saveCategoryCall = (create: boolean) => async (c: Context<ApiEnv>) => {
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const input = articleCategoryFormSchema.safeParse(payload);
    if (!input.success) {
      const errors = translateErrors(pathErrors(input.error), lang);
      return fail(c, Object.values(errors)[0] ?? "Invalid request", 422, errors);
    }
    const result = await saveArticleCategory(database, staffOf(c), create ? null : id(c.req.param("id")), input.data, paths);
    if (result.kind !== "ok") return refusal(c, lang, result, BLOG_MSG.categoryNotFound);
    return c.json({ ok: true, data: { id: result.id, category: (await adminArticleCategory(database, result.id))! } });
  };
  app.post("/admin/article-categories/create", write, saveCategoryCall(true));
  app.post("/admin/article-categories/update/:id{[0-9]+}", write, saveCategoryCall(false));

  app.post("/admin/article-categories/remove/:id{[0-9]+}", write, async (c) => {
    const lang = langOf(await readPayload(c));
    const categoryId = id(c.req.param("id"));
    if (!(await removeArticleCategory(database, staffOf(c), categoryId, paths))) return fail(c, translateMessage(BLOG_MSG.categoryNotFound, lang), 404);
    return c.json({ ok: true, data: { id: categoryId } });
  });

  return app;
}
