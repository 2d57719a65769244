/**
 * The back office's blog calls on PGlite (and PostgreSQL with DATABASE_URL): articles with all
 * eight block kinds and article categories. The permission matrix (owner, manager and content
 * editor write; support and shoppers 403; no token 401), field errors (422) at the edge and
 * from the database (unknown products, taken slugs), the version check (409), audit entries,
 * slug redirects, duplicate and remove, the cover upload, and what the storefront reads
 * afterwards, also through the API's read cache that follows the change feed.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApi } from "../app.ts";
import { loadBackendConfig } from "../config.ts";
import { createLogger } from "../core/log.ts";
import { listenPublicChanges } from "../db/changes.ts";
import { insertProduct } from "../content/test-fixtures.ts";
import type { Article } from "../content/contract.ts";
import { testApi } from "../test/db.ts";
import { staffTokens } from "../test/staff.ts";
import type { AdminArticle, AdminArticleCategory, AdminArticleCategoryRow, AdminArticleRow, ArticleFormInput, BlockFormInput } from "./blog-contract.ts";
import { BLOCK_KINDS, youtubeIdOf } from "./blog-contract.ts";
import type { ListPage } from "./contract.ts";

vi.setConfig({ testTimeout: 120_000 });

type Api = Awaited<ReturnType<typeof testApi>>;
let api: Api;
let dataDir: string;
let productId: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "bazaar-blog-"));
  api = await testApi({ DATA_DIR: dataDir });
  Object.assign(tokens, await staffTokens(api, "99455500000", "Editor"));
  productId = await insertProduct(api.database, { title: "Linen shirt" });
}, 240_000);

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const stamp = () => Math.random().toString(36).slice(2, 8);
const perLang = (fn: (l: "az" | "en" | "ru") => Record<string, string>) => ({ az: fn("az"), en: fn("en"), ru: fn("ru") });
const IMAGE = "gen/b/article-9-shirt-d9c4a3/1600x900.png";

/** One block of each kind, with the fields that kind uses filled. */
function allBlocks(): BlockFormInput[] {
  return BLOCK_KINDS.map((kind) => ({
    kind,
    ...perLang((l) => ({ headline: `${kind} headline ${l}`, subHeadline: `${kind} sub ${l}`, desc: `<p>${kind} text ${l}</p>`, route: `/collections/linen-${l}` })),
    image: IMAGE,
    mobImage: "gen/b/article-9-shirt-d9c4a3/800x1000.png",
    side: "right",
    productId: String(productId),
    videoId: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  })) as BlockFormInput[];
}

function articleForm(overrides: Partial<ArticleFormInput> = {}): ArticleFormInput {
  const s = stamp();
  return {
    az: { title: `Kətan ${s}`, slug: `keten-${s}`, desc: "Qısa" },
    en: { title: `Linen ${s}`, slug: `linen-${s}`, desc: "Short" },
    ru: { title: `Лён ${s}`, slug: `lyon-${s}`, desc: "Кратко" },
    status: "on",
    publishedAt: "2026-01-15T10:00",
    categoryIds: [],
    coverImage: "gen/b/article-9-shirt-d9c4a3/1920x800.png",
    mobileCoverImage: "gen/b/article-9-shirt-d9c4a3/800x1000.png",
    blocks: [],
    ...overrides,
  };
}

const call = <T>(p: string, body: Record<string, unknown>, token = tokens.owner) => api.call<T>(p, body, { token });
const get = <T>(p: string, query: Record<string, string> = {}, token = tokens.owner) => api.call<T>(p, { lang: "en", ...query }, { method: "GET", token });
const storefront = (idOrSlug: string | number, lang = "en") => api.call<Article>(`articles/info/${idOrSlug}`, { lang });
const createArticle = async (body: ArticleFormInput = articleForm(), token = tokens.owner) => {
  const made = await call<{ id: number; article: AdminArticle }>("admin/articles/create", { lang: "en", ...body } as never, token);
  expect(made.status, JSON.stringify(made.errors)).toBe(200);
  return made.data!;
};
const createCategory = async (slug = `cat-${stamp()}`) => {
  const made = await call<{ id: number; category: AdminArticleCategory }>("admin/article-categories/create", {
    az: { title: `Kateqoriya ${slug}`, slug: `${slug}-az` },
    en: { title: `Category ${slug}`, slug },
    ru: { title: `Категория ${slug}`, slug: `${slug}-ru` },
    sort: "3",
  });
  expect(made.status, JSON.stringify(made.errors)).toBe(200);
  return made.data!;
};

describe("permissions", () => {
  it("lets owner, manager and content editor read and write; support (no content grant) and shoppers get 403; no token 401", async () => {
    const reads = ["admin/articles", "admin/articles/options", "admin/article-categories"];
    for (const role of ["owner", "manager", "content"]) for (const p of reads) expect((await get(p, {}, tokens[role])).status, `${role} ${p}`).toBe(200);
    for (const who of ["support", "shopper"]) for (const p of reads) expect((await get(p, {}, tokens[who])).status, `${who} ${p}`).toBe(403);
    for (const p of reads) expect((await api.call(p, {}, { method: "GET" })).status, p).toBe(401);

    const { id, article } = await createArticle(articleForm(), tokens.content);
    const category = await createCategory();
    const writes: [string, Record<string, unknown>][] = [
      ["admin/articles/create", articleForm() as never],
      [`admin/articles/update/${id}`, { ...articleForm(), version: article.version } as never],
      [`admin/articles/duplicate/${id}`, {}],
      [`admin/articles/remove/${id}`, {}],
      ["admin/articles/photos", {}],
      ["admin/article-categories/create", { az: { title: "X", slug: "x" }, en: { title: "X", slug: "x" }, ru: { title: "X", slug: "x" } }],
      [`admin/article-categories/update/${category.id}`, { az: { title: "X", slug: "x" }, en: { title: "X", slug: "x" }, ru: { title: "X", slug: "x" }, version: category.category.version }],
      [`admin/article-categories/remove/${category.id}`, {}],
    ];
    for (const [p, body] of writes) {
      for (const who of ["support", "shopper"]) expect((await call(p, body, tokens[who])).status, `${who} ${p}`).toBe(403);
      expect((await api.call(p, body)).status, p).toBe(401);
    }
    for (const p of [`admin/articles/info/${id}`, `admin/article-categories/info/${category.id}`]) {
      for (const who of ["support", "shopper"]) expect((await get(p, {}, tokens[who])).status, `${who} ${p}`).toBe(403);
    }
    // nothing of the refused writes happened
    expect((await get<{ article: AdminArticle }>(`admin/articles/info/${id}`)).data!.article.version).toBe(article.version);
    expect((await get<{ category: AdminArticleCategory }>(`admin/article-categories/info/${category.id}`)).status).toBe(200);
  });
});

describe("articles", () => {
  it("creates an article with all eight block kinds; the storefront shows it in three languages, each block with only its kind's fields", async () => {
    const category = await createCategory();
    const body = articleForm({ categoryIds: [String(category.id)], blocks: allBlocks() });
    const { id, article } = await createArticle(body, tokens.manager);
    expect(article.blocks.map((b) => b.kind)).toEqual([...BLOCK_KINDS]);
    expect(article.paths).toEqual({ az: `/blog/${body.az.slug}`, en: `/blog/${body.en.slug}`, ru: `/blog/${body.ru.slug}` });
    expect(article.publishedAt).toBe("2026-01-15T06:00:00.000Z"); // the form's time is Baku's (UTC+4)
    for (const lang of ["az", "en", "ru"] as const) {
      const shown = (await storefront(id, lang)).data!;
      expect(shown.title).toBe(body[lang].title);
      expect(shown.route).toBe(`/blog/${body[lang].slug}`);
      expect(shown.categories.map((c) => c.id)).toEqual([category.id]);
      expect(shown.coverImage).toBe(body.coverImage);
      expect(shown.mobileCoverImage).toBe(body.mobileCoverImage);
      expect(shown.blocks).toHaveLength(8);
    }
    const blocks = Object.fromEntries((await storefront(id, "ru")).data!.blocks.map((b) => [b.name, b.data]));
    expect(blocks.text_banner).toEqual({ headline: "text_banner headline ru", desc: "<p>text_banner text ru</p>" });
    expect(blocks.text_product_banner).toMatchObject({ productId, side: "right", product: { id: productId, title: "Linen shirt ru" } });
    expect(blocks.text_product_banner).not.toHaveProperty("image");
    expect(blocks.text_product_image_banner).toMatchObject({ productId, image: IMAGE });
    expect(blocks.blog_image_text_banner).toMatchObject({ subHeadline: "blog_image_text_banner sub ru", route: "/collections/linen-ru", side: "right" });
    expect(blocks.youtube_video_banner).toEqual({ headline: "youtube_video_banner headline ru", videoId: "dQw4w9WgXcQ" });
    expect(blocks.blog_big_banner).not.toHaveProperty("desc");
    expect(blocks.image_banner).toEqual({ headline: "image_banner headline ru", image: IMAGE, mobImage: "gen/b/article-9-shirt-d9c4a3/800x1000.png", route: "/collections/linen-ru" });
    const [log] = await api.database.query<{ action: string; actor_name: string; area: string; after: AdminArticle }>(
      sql`select action, actor_name, area, after from audit_log where entity = 'article' and entity_id = ${String(id)}`,
    );
    expect(log).toMatchObject({ action: "create", actor_name: "manager Editor", area: "content" });
    expect(log!.after.blocks).toHaveLength(8);
  });

  it("takes an article larger than the ordinary 64 KB body limit (long texts in many blocks)", async () => {
    const long = `<p>${"Linen breathes. ".repeat(1200)}</p>`;
    const blocks = Array.from({ length: 8 }, () => ({ kind: "text_banner", ...perLang(() => ({ desc: long })) })) as BlockFormInput[];
    expect(JSON.stringify(blocks).length).toBeGreaterThan(400_000);
    const { article } = await createArticle(articleForm({ blocks }));
    expect(article.blocks).toHaveLength(8);
  });

  it("answers field errors (422) for bad input at the edge, per block, and for unknown products and categories", async () => {
    const bad = await call<unknown>("admin/articles/create", {
      ...articleForm(),
      lang: "ru",
      en: { title: "", slug: "Not A Slug", desc: "" },
      publishedAt: "someday",
      coverImage: "../../etc/passwd",
      blocks: [
        { kind: "youtube_video_banner", videoId: "https://example.com/watch?v=dQw4w9WgXcQ" },
        { kind: "text_banner", ...perLang(() => ({ desc: "" })) },
        { kind: "image_banner" },
        { kind: "carousel" },
      ],
    } as never);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.errors!).sort()).toEqual(
      ["blocks.0.videoId", "blocks.1.az.desc", "blocks.1.en.desc", "blocks.1.ru.desc", "blocks.2.image", "blocks.3.kind", "coverImage", "en.slug", "en.title", "publishedAt"].sort(),
    );
    expect(bad.errors!["en.title"]).toBe("Обязательное поле");
    const unknown = await call<unknown>("admin/articles/create", {
      ...articleForm({ categoryIds: ["999999"], blocks: [{ kind: "text_product_banner", ...perLang(() => ({ desc: "<p>x</p>" })), productId: "999999" }] }),
    } as never);
    expect(unknown.status).toBe(422);
    expect(unknown.errors).toEqual({ categoryIds: "Choose existing categories", "blocks.0.productId": "No product with this number" });
    // nothing was stored by the refused calls
    const [{ n }] = await api.database.query<{ n: number }>(sql`select count(*)::int as n from articles where slug = 'not-a-slug'`);
    expect(n).toBe(0);
  });

  it("updates with the version it was read with; a stale version gets 409 'changed by someone else' and changes nothing", async () => {
    const { id, article } = await createArticle(articleForm({ blocks: allBlocks().slice(0, 2) }));
    const body = { ...articleForm(), version: article.version, blocks: [allBlocks()[5]!, allBlocks()[0]!] };
    const saved = await call<{ article: AdminArticle }>(`admin/articles/update/${id}`, body as never, tokens.content);
    expect(saved.status).toBe(200);
    expect(saved.data!.article.blocks.map((b) => b.kind)).toEqual(["youtube_video_banner", "text_banner"]);
    expect(saved.data!.article.version).not.toBe(article.version);
    const stale = await call<unknown>(`admin/articles/update/${id}`, { ...body, lang: "az", en: { ...body.en, title: "Overwrite" } } as never);
    expect(stale.status).toBe(409);
    expect(stale.errors!.version).toBe("Bunu başqası dəyişib. Yenidən baxın və təkrar yadda saxlayın.");
    expect((await get<{ article: AdminArticle }>(`admin/articles/info/${id}`)).data!.article.texts.en.title).toBe(body.en.title);
    const [log] = await api.database.query<{ before: AdminArticle; after: AdminArticle; actor_name: string }>(
      sql`select before, after, actor_name from audit_log where entity = 'article' and entity_id = ${String(id)} and action = 'update'`,
    );
    expect(log!.actor_name).toBe("content Editor");
    expect(log!.before.blocks.map((b) => b.kind)).toEqual(["text_banner", "text_product_banner"]);
    expect(log!.after.blocks.map((b) => b.kind)).toEqual(["youtube_video_banner", "text_banner"]);
  });

  it("keeps the old path as a redirect when a slug changes, and refuses a slug another article holds", async () => {
    const first = await createArticle();
    const second = await createArticle();
    const oldPath = first.article.paths.en!;
    const moved = await call<{ article: AdminArticle }>(`admin/articles/update/${first.id}`, {
      ...articleForm(),
      az: first.article.texts.az,
      ru: first.article.texts.ru,
      en: { ...first.article.texts.en, slug: `renamed-${stamp()}` },
      version: first.article.version,
    } as never);
    expect(moved.status).toBe(200);
    const answer = await api.call<unknown>("routes/current", { lang: "en", route: oldPath });
    expect(answer.redirect).toBe(moved.data!.article.paths.en);
    const taken = await call<unknown>(`admin/articles/update/${second.id}`, {
      ...articleForm(),
      az: { ...second.article.texts.az, slug: first.article.texts.az.slug },
      en: second.article.texts.en,
      ru: second.article.texts.ru,
      version: second.article.version,
    } as never);
    expect(taken.status).toBe(422);
    expect(taken.errors).toEqual({ "az.slug": "This address is already taken" });
  });

  it("lists with search, category and state filters, newest first; a draft is not on the storefront", async () => {
    const category = await createCategory();
    const s = stamp();
    const published = await createArticle(articleForm({ en: { title: `Find ${s} one`, slug: `find-${s}-one` }, categoryIds: [category.id as never], publishedAt: "2026-02-01T10:00" }));
    const draft = await createArticle(articleForm({ en: { title: `Find ${s} two`, slug: `find-${s}-two` }, status: "off", publishedAt: "2026-03-01T10:00" }));
    const later = await createArticle(articleForm({ en: { title: `Find ${s} three`, slug: `find-${s}-three` }, publishedAt: "2099-01-01T10:00" }));
    const list = (q: Record<string, string>) => get<ListPage<AdminArticleRow>>("admin/articles", { q: `Find ${s}`, ...q });
    expect((await list({})).data!.items.map((r) => r.id)).toEqual([later.id, draft.id, published.id]);
    expect((await list({ sort: "publishedAt" })).data!.items.map((r) => r.id)).toEqual([published.id, draft.id, later.id]);
    expect((await list({ category: String(category.id) })).data!.items.map((r) => r.id)).toEqual([published.id]);
    expect((await list({ state: "draft" })).data!.items.map((r) => [r.id, r.state])).toEqual([[draft.id, "draft"]]);
    expect((await list({ state: "scheduled" })).data!.items.map((r) => r.id)).toEqual([later.id]);
    const row = (await list({ state: "published" })).data!.items[0]!;
    expect(row).toMatchObject({ id: published.id, path: `/blog/find-${s}-one`, categories: `Category ${category.category.texts.en.slug}`, state: "published" });
    expect((await storefront(draft.id)).status).toBe(404);
    expect((await storefront(later.id)).status).toBe(404);
  });

  it("duplicates as a draft with its own paths and blocks, and removes with blocks and paths", async () => {
    const { id, article } = await createArticle(articleForm({ blocks: allBlocks().slice(0, 3) }));
    const copy = await call<{ id: number }>(`admin/articles/duplicate/${id}`, {}, tokens.content);
    expect(copy.status).toBe(200);
    const copied = (await get<{ article: AdminArticle }>(`admin/articles/info/${copy.data!.id}`)).data!.article;
    expect(copied.status).toBe("off");
    expect(copied.blocks).toEqual(article.blocks);
    expect(copied.paths.en).toBe(`${article.paths.en}-${copy.data!.id}`);
    const removed = await call<{ id: number }>(`admin/articles/remove/${id}`, {}, tokens.content);
    expect(removed.status).toBe(200);
    expect((await get(`admin/articles/info/${id}`)).status).toBe(404);
    expect((await call(`admin/articles/remove/${id}`, {})).status).toBe(404);
    expect((await api.call<unknown>("routes/current", { lang: "en", route: article.paths.en })).ok).toBe(false);
    const [{ n }] = await api.database.query<{ n: number }>(sql`select count(*)::int as n from article_blocks where article_id = ${id}`);
    expect(n).toBe(0);
    const actions = await api.database.query<{ action: string }>(sql`select action from audit_log where entity = 'article' and entity_id in (${String(id)}, ${String(copy.data!.id)}) order by id`);
    expect(actions.map((a) => a.action)).toEqual(["create", "duplicate", "remove"]);
  });

  it("uploads a cover through the photo pipeline (checked by content) and uses it", async () => {
    const upload = async (bytes: Uint8Array, token = tokens.content) => {
      const form = new FormData();
      form.set("lang", "en");
      form.set("photo", new File([new Uint8Array(bytes)], "cover.png", { type: "image/png" }));
      const res = await api.app.fetch(new Request("http://test/api/admin/articles/photos", { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form }));
      return { status: res.status, ...((await res.json()) as { data?: { path: string }; errors?: Record<string, string> }) };
    };
    const png = await sharp({ create: { width: 1920, height: 800, channels: 3, background: "#d9c4a3" } }).png().toBuffer();
    const done = await upload(png);
    expect(done.status).toBe(200);
    expect(done.data!.path).toMatch(/^up\/[0-9a-f]{24}\.webp$/);
    expect((await api.app.fetch(new Request(`http://test/img/1000/${done.data!.path}`))).status).toBe(200);
    const refused = await upload(new TextEncoder().encode("not an image at all"));
    expect(refused.status).toBe(415);
    expect(refused.errors!.photo).toMatch(/JPEG, PNG or WebP/);
    expect((await upload(png, tokens.support)).status).toBe(403);
    const { id } = await createArticle(articleForm({ coverImage: done.data!.path }));
    expect((await storefront(id)).data!.coverImage).toBe(done.data!.path);
  });
});

describe("article categories", () => {
  it("creates, renames (old path redirects), orders and removes a category; the storefront's list follows; audited", async () => {
    const { id, category } = await createCategory();
    expect(category.texts.ru.title).toMatch(/^Категория/);
    const list = await get<ListPage<AdminArticleCategoryRow>>("admin/article-categories", { q: category.texts.en.slug });
    expect(list.data!.items).toEqual([{ id, title: category.texts.en.title, path: `/blog/category/${category.texts.en.slug}`, articles: 0, sort: 3 }]);
    const shown = async (lang = "en") => (await api.call<{ id: number; title: string }[]>("article-categories", { lang })).data!.find((c) => c.id === id);
    expect((await shown("az"))!.title).toBe(category.texts.az.title);
    const body = { az: category.texts.az, en: { title: "Renamed", slug: `renamed-${stamp()}` }, ru: category.texts.ru, sort: "1", version: category.version };
    const saved = await call<{ category: AdminArticleCategory }>(`admin/article-categories/update/${id}`, body, tokens.content);
    expect(saved.status).toBe(200);
    expect((await shown())!.title).toBe("Renamed");
    expect((await api.call<unknown>("routes/current", { lang: "en", route: `/blog/category/${category.texts.en.slug}` })).redirect).toBe(`/blog/category/${body.en.slug}`);
    const stale = await call<unknown>(`admin/article-categories/update/${id}`, { ...body, en: { title: "Again", slug: body.en.slug } });
    expect(stale.status).toBe(409);
    const bad = await call<unknown>("admin/article-categories/create", { az: { title: "", slug: "ok" }, en: { title: "X", slug: "Bad slug" }, ru: { title: "X", slug: "x" }, sort: "-1" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.errors!).sort()).toEqual(["az.title", "en.slug", "sort"]);
    // an article in the category keeps existing without it after the removal
    const article = await createArticle(articleForm({ categoryIds: [id as never] }));
    expect((await call(`admin/article-categories/remove/${id}`, {}, tokens.content)).status).toBe(200);
    expect(await shown()).toBeUndefined();
    expect((await get<{ article: AdminArticle }>(`admin/articles/info/${article.id}`)).data!.article.categoryIds).toEqual([]);
    const actions = await api.database.query<{ action: string }>(sql`select action from audit_log where entity = 'article_category' and entity_id = ${String(id)} order by id`);
    expect(actions.map((a) => a.action)).toEqual(["create", "update", "remove"]);
  });
});

describe("the storefront's read cache", () => {
  it("shows an article's change on the next read: the API's read cache follows the change feed", async () => {
    const changes = await listenPublicChanges(api.database, { settleMs: 0 });
    const config = loadBackendConfig({ NODE_ENV: "test", SEED_ON_EMPTY: "0", RATE_LIMITS: "0", API_READ_CACHE: "1", DATA_DIR: dataDir } as NodeJS.ProcessEnv);
    const app = createApi({ database: api.database, config, log: createLogger(), changes });
    const read = async (id: number) => {
      const res = await app.fetch(new Request(`http://test/api/articles/info/${id}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ lang: "en" }) }));
      return { cache: res.headers.get("x-read-cache"), title: ((await res.json()) as { data: Article }).data.title };
    };
    const { id, article } = await createArticle();
    await read(id);
    expect((await read(id)).cache).toBe("HIT");
    const res = await app.fetch(
      new Request(`http://test/api/admin/articles/update/${id}`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${tokens.content}` },
        body: JSON.stringify({ ...articleForm(), az: article.texts.az, ru: article.texts.ru, en: { ...article.texts.en, title: "Fresh title" }, version: article.version }),
      }),
    );
    expect(res.status).toBe(200);
    let answer = await read(id);
    for (let i = 0; i < 50 && answer.title !== "Fresh title"; i += 1) {
      await new Promise((r) => setTimeout(r, 20));
      answer = await read(id);
    }
    expect(answer.title).toBe("Fresh title");
    await changes.close();
  });

  it("reads YouTube ids from ids and addresses only", () => {
    expect(youtubeIdOf("dQw4w9WgXcQ")).toBe("dQw4w9WgXcQ");
    expect(youtubeIdOf("https://youtu.be/dQw4w9WgXcQ")).toBe("dQw4w9WgXcQ");
    expect(youtubeIdOf("https://www.youtube.com/embed/dQw4w9WgXcQ?start=3")).toBe("dQw4w9WgXcQ");
    expect(youtubeIdOf("https://evil.example/watch?v=dQw4w9WgXcQ")).toBeNull();
    expect(youtubeIdOf("<script>")).toBeNull();
  });
});
