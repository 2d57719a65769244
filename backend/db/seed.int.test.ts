import { verify } from "@node-rs/argon2";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loadBackendConfig } from "../config.ts";
import { createLogger } from "../core/log.ts";
import { foldSearch } from "../core/text.ts";
import { testDatabase } from "../test/db.ts";
import { ARTICLES_PER_PAGE } from "../content/service.ts";
import { DEMO_CUSTOMER, DEMO_PRODUCTS, seedDemo, seedIfEmpty, wipeDatabase } from "./seed.ts";
import { recomputeProductDerived } from "./seed/derived.ts";

const database = await testDatabase();
const q = <T = Record<string, unknown>>(text: string) => database.query<T>(sql.raw(text));
const one = async <T = Record<string, unknown>>(text: string) => (await q<T>(text))[0];
const count = async (text: string) => Number((await one<{ n: number }>(text))!.n);

const LANGS = ["az", "en", "ru"] as const;
const FIXED = ["cart", "wishlist", "compare", "checkout", "order", "login", "signup", "remind", "new-password", "cabinet", "blog", "brands", "collections", "products", "search", "sale", "newin", "best-sellers", "branches", "notfound", "error", "soon", "api", "img", "d", "healthz", "readyz", "az", "en", "ru"];

let seedMs = 0;
beforeAll(async () => {
  const config = loadBackendConfig({ NODE_ENV: "test" } as NodeJS.ProcessEnv);
  const started = Date.now();
  expect(await seedIfEmpty(database, config, createLogger())).toBe(true);
  seedMs = Date.now() - started;
  expect(await seedIfEmpty(database, config, createLogger())).toBe(false);
}, 120_000);

describe("demo catalogue: catalogue", () => {
  it("seeds quickly enough for end-to-end runs from an empty data directory", () => {
    // the target is < 5 s on PGlite; the bound leaves room for a loaded CI machine
    expect(seedMs).toBeLessThan(30_000);
  });

  it("does not seed twice when another process got there first", async () => {
    expect(await seedDemo(database, { onlyIfEmpty: true })).toBeNull();
    expect(await count(`select count(*)::int n from products`)).toBe(DEMO_PRODUCTS);
  });

  it("has 8+ top categories, each with a 3-level tree", async () => {
    const rows = await q<{ top: number; depth3: number }>(`
      select t.id as top, count(l.id)::int as depth3 from categories t
      left join categories m on m.parent_id = t.id
      left join categories l on l.parent_id = m.id
      where t.parent_id is null group by t.id`);
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const r of rows) expect(r.depth3).toBeGreaterThan(0);
    expect(await count(`select count(*)::int n from categories c where c.title->>'az' ~ '[əıışçğöü]'`)).toBeGreaterThan(0);
  });

  it("has 12+ brands, 240+ products with texts in three languages", async () => {
    expect(await count(`select count(*)::int n from brands`)).toBeGreaterThanOrEqual(12);
    expect(await count(`select count(*)::int n from products`)).toBe(DEMO_PRODUCTS);
    expect(DEMO_PRODUCTS).toBeGreaterThanOrEqual(240);
    expect(await count(`select count(*)::int n from product_translations`)).toBe(DEMO_PRODUCTS * 3);
    expect(await count(`select count(*)::int n from product_translations where title = '' or "desc" = ''`)).toBe(0);
    // real Azerbaijani and Russian
    expect(await count(`select count(*)::int n from product_translations where lang = 'az' and title ~ '[əışçğöü]'`)).toBeGreaterThan(50);
    expect(await count(`select count(*)::int n from product_translations where lang = 'ru' and title ~ '^[А-ЯЁ]'`)).toBeGreaterThan(200);
  });

  it("spreads every discount kind, one price-on-application product, flags and badges", async () => {
    const c = await one<Record<string, number>>(`select
      count(*) filter (where discount > 0)::int as percent,
      count(*) filter (where old_price_q is not null)::int as old_price,
      count(*) filter (where discount_items_count > 0)::int as items,
      count(*) filter (where discount_in_basket > 0)::int as basket,
      count(*) filter (where cash_discount > 0)::int as cash,
      count(*) filter (where discount_timer > now())::int as timer,
      count(*) filter (where discount_timer is not null and discount_timer <= now())::int as past_timer,
      count(*) filter (where price_in_store)::int as in_store,
      count(*) filter (where best_seller)::int as best,
      count(*) filter (where new_in)::int as newin,
      count(*) filter (where only_card)::int as only_card,
      count(*) filter (where single_sell)::int as single,
      count(*) filter (where is_set)::int as sets
      from products`);
    for (const key of ["percent", "old_price", "items", "basket", "cash", "timer", "best", "newin", "only_card", "single", "sets"]) {
      expect(c![key], key).toBeGreaterThan(0);
    }
    expect(c!.in_store).toBe(1);
    expect(c!.past_timer).toBe(0);
    expect(await count(`select count(*)::int n from product_badges`)).toBeGreaterThan(0);
    expect(await count(`select count(*)::int n from product_gifts g join products p on p.id = g.gift_product_id`)).toBeGreaterThanOrEqual(3);
    expect(await count(`select count(*)::int n from product_translations t join products p on p.id = t.product_id where p.only_card and t.payment_type_message is null`)).toBe(0);
  });

  it("has sizes with per-size stock: sold-out products, last units, zero sizes, variant prices", async () => {
    const sizes = (await q<{ size: string }>(`select distinct size from product_variants`)).map((r) => r.size);
    for (const s of ["XS", "S", "M", "L", "XL", "XXL", "36", "40", "46", ""]) expect(sizes).toContain(s);
    expect(await count(`select count(*)::int n from (select product_id from product_variants group by product_id having sum(stock) = 0) x`)).toBeGreaterThanOrEqual(3);
    expect(await count(`select count(*)::int n from (select product_id from product_variants group by product_id having sum(stock) between 1 and 3) x`)).toBeGreaterThanOrEqual(3);
    expect(await count(`select count(*)::int n from product_variants where stock = 0`)).toBeGreaterThan(20);
    expect(await count(`select count(*)::int n from product_variants where price_q is not null`)).toBeGreaterThan(0);
    // every product has at least one variant and four images
    expect(await count(`select count(*)::int n from products p where not exists (select 1 from product_variants v where v.product_id = p.id)`)).toBe(0);
    expect(await count(`select count(*)::int n from products p where (select count(*) from product_images i where i.product_id = p.id) <> 4`)).toBe(0);
  });

  it("has colours, parameters and size tables", async () => {
    expect(await count(`select count(*)::int n from colors`)).toBeGreaterThanOrEqual(12);
    expect(await count(`select count(*)::int n from products where color_id is null`)).toBe(0);
    const params = (await q<{ name: string }>(`select name from params`)).map((r) => r.name);
    expect(params).toEqual(expect.arrayContaining(["material", "season", "fit"]));
    expect(await count(`select count(*)::int n from products p where not exists (select 1 from product_param_values v where v.product_id = p.id)`)).toBe(0);
    const places = (await q<{ place: string }>(`select distinct place from size_tables`)).map((r) => r.place).sort();
    expect(places).toEqual(["back", "front"]);
  });

  it("has sets with items, 3+ collections and 3+ groups (2 with 5+ products)", async () => {
    expect(await count(`select count(*)::int n from product_sets s join products p on p.id = s.product_id and p.is_set`)).toBeGreaterThanOrEqual(3);
    expect(await count(`select count(*)::int n from product_sets s where (select count(*) from product_set_items i where i.set_id = s.id) < 2`)).toBe(0);
    expect(await count(`select count(*)::int n from collections c where exists (select 1 from product_collections pc where pc.collection_id = c.id)`)).toBeGreaterThanOrEqual(3);
    const groups = await q<{ n: number }>(`select count(i.product_id)::int n from product_groups g left join product_group_items i on i.group_id = g.id group by g.id`);
    expect(groups.length).toBeGreaterThanOrEqual(3);
    expect(groups.filter((g) => g.n >= 5).length).toBeGreaterThanOrEqual(2);
  });

  it("keeps search text folded and sort prices, ratings and review counts in step", async () => {
    const row = await one<{ title: string; search_text: string; brand: string }>(
      `select t.title, t.search_text, b.title as brand from product_translations t join products p on p.id = t.product_id join brands b on b.id = p.brand_id where t.lang = 'az' and t.title ~ 'ə' limit 1`,
    );
    expect(row!.search_text).toContain(foldSearch(row!.title));
    expect(row!.search_text).toContain(foldSearch(row!.brand));
    expect(row!.search_text).not.toMatch(/[əışçğöüA-Z]/);
    const before = await q(`select id, sort_price_q, rating_x10, reviews_count from products order by id`);
    await recomputeProductDerived(database);
    const after = await q(`select id, sort_price_q, rating_x10, reviews_count from products order by id`);
    expect(after).toEqual(before);
    // and the formula itself
    expect(
      await count(`select count(*)::int n from products p where p.sort_price_q <> (select min(round(coalesce(v.price_q, p.price_q) * (100 - p.discount) / 100.0)) from product_variants v where v.product_id = p.id)`),
    ).toBe(0);
    // recompute really recomputes: break one product and repair it by id
    await q(`update products set sort_price_q = 1, rating_x10 = 0, reviews_count = 0 where id = (select product_id from reviews where status = 'on' limit 1)`);
    const broken = await one<{ id: number }>(`select id from products where sort_price_q = 1`);
    await recomputeProductDerived(database, [broken!.id]);
    expect(await q(`select id, sort_price_q, rating_x10, reviews_count from products order by id`)).toEqual(before);
  });

  it("has 40+ published reviews spread over products", async () => {
    expect(await count(`select count(*)::int n from reviews where status = 'on'`)).toBeGreaterThanOrEqual(40);
    expect(await count(`select count(distinct product_id)::int n from reviews where status = 'on'`)).toBeGreaterThanOrEqual(15);
    expect(await count(`select count(*)::int n from reviews where rating < 1 or rating > 5`)).toBe(0);
    expect(await count(`select count(*)::int n from products where reviews_count > 0 and rating_x10 between 10 and 50`)).toBeGreaterThanOrEqual(15);
  });
});

describe("demo catalogue: content", () => {
  it("has more than a blog page of articles in 3+ categories using every block kind, with real product ids", async () => {
    // /blog shows ARTICLES_PER_PAGE a page: the demo must reach page 2
    expect(await count(`select count(*)::int n from articles where status = 'on' and published_at <= now()`)).toBeGreaterThanOrEqual(ARTICLES_PER_PAGE + 3);
    expect(await count(`select count(*)::int n from article_categories`)).toBeGreaterThanOrEqual(3);
    expect(await count(`select count(*)::int n from articles a where not exists (select 1 from article_category_links l where l.article_id = a.id)`)).toBe(0);
    const names = (await q<{ name: string }>(`select distinct name from article_blocks`)).map((r) => r.name).sort();
    expect(names).toEqual(
      ["blog_big_banner", "blog_big_image_text_banner", "blog_image_text_banner", "image_banner", "text_banner", "text_product_banner", "text_product_image_banner", "youtube_video_banner"],
    );
    const blocks = await q<{ data: Record<string, unknown> }>(`select data from article_blocks`);
    const ids = new Set((await q<{ id: number }>(`select id from products`)).map((r) => r.id));
    for (const { data } of blocks) {
      for (const field of ["headline", "subHeadline", "desc", "route"]) {
        const value = data[field] as Record<string, string> | null | undefined;
        if (value) expect(Object.keys(value).sort(), field).toEqual(["az", "en", "ru"]);
      }
      if ("productId" in data) expect(ids.has(data.productId as number)).toBe(true);
    }
  });

  it("has home sections per language with 3 slides and a big enough product group", async () => {
    for (const lang of LANGS) {
      const rows = await q<{ type: string; data: Record<string, unknown> }>(`select type, data from home_sections where lang = '${lang}' order by sort`);
      const types = new Set(rows.map((r) => r.type));
      for (const t of ["main_slider", "double_banner", "big_banner", "new_products", "group_products", "sale_products"]) expect(types.has(t), `${lang} ${t}`).toBe(true);
      const slider = rows.find((r) => r.type === "main_slider")!;
      expect((slider.data.items as unknown[]).length).toBe(3);
      const double = rows.find((r) => r.type === "double_banner")!;
      expect((double.data.items as unknown[]).length).toBe(2);
      expect(double.data.text).toBeTruthy();
      for (const g of rows.filter((r) => r.type === "group_products")) {
        expect(g.data.title).toBeTruthy();
        expect(g.data.route).toMatch(/^\/groups\//);
        expect(await count(`select count(*)::int n from product_group_items where group_id = ${Number(g.data.productGroupId)}`)).toBeGreaterThanOrEqual(5);
      }
    }
  });

  it("has the main menu (3 levels, promos on top categories), company and for_customer menus", async () => {
    const depth = await one<{ n: number }>(`
      select count(*)::int n from menu_items a join menu_items b on b.parent_id = a.id join menu_items c on c.parent_id = b.id where a.menu = 'main'`);
    expect(depth!.n).toBeGreaterThan(0);
    expect(await count(`select count(*)::int n from menu_items m join categories c on c.id = m.entity_id where m.menu = 'main' and m.parent_id is null and c.popular is null`)).toBe(0);
    expect(await count(`select count(*)::int n from menu_items where menu = 'company'`)).toBe(3);
    expect(await count(`select count(*)::int n from menu_items where menu = 'for_customer'`)).toBe(4);
  });

  it("has the five static pages with html in three languages", async () => {
    const pages = await q<{ key: string; content: Record<string, string> }>(`select key, content from pages order by key`);
    expect(pages.map((p) => p.key)).toEqual(["about", "contact", "delivery", "payment", "returns"]);
    for (const p of pages) for (const lang of LANGS) expect(p.content[lang].length, `${p.key} ${lang}`).toBeGreaterThan(200);
  });

  it("has three Baku branches, the first and one more as pickup points", async () => {
    const rows = await q<{ id: number; is_pickup: boolean; google_embed: string; latitude: string; longitude: string }>(`select * from branches order by id`);
    expect(rows).toHaveLength(3);
    expect(rows[0].is_pickup).toBe(true);
    expect(rows.filter((r) => r.is_pickup)).toHaveLength(2);
    for (const r of rows) {
      expect(r.google_embed).toMatch(/^https:\/\/maps\.google\.com\/maps\?q=/);
      expect(r.google_embed).toContain(`${r.latitude},${r.longitude}`);
      expect(Number(r.latitude)).toBeCloseTo(40.39, 1);
    }
  });

  it("has the delivery-area tree with fees in qəpik", async () => {
    const cities = await q<{ code: string; fee_q: number }>(`select code, fee_q from delivery_areas where level = 'city' order by sort`);
    expect(cities.map((c) => c.code)).toEqual(["baku", "khirdalan", "sumgayit", "absheron"]);
    expect(cities[0].fee_q).toBe(500);
    for (const c of cities.slice(1)) {
      expect(c.fee_q).toBeGreaterThanOrEqual(800);
      expect(c.fee_q).toBeLessThanOrEqual(1200);
    }
    const districts = await q<{ places: number }>(`
      select (select count(*) from delivery_areas p where p.parent_id = d.id)::int places from delivery_areas d
      where d.parent_id = (select id from delivery_areas where code = 'baku')`);
    expect(districts.length).toBeGreaterThanOrEqual(8);
    for (const d of districts) {
      expect(d.places).toBeGreaterThanOrEqual(2);
      expect(d.places).toBeLessThanOrEqual(4);
    }
    expect(await count(`select count(*)::int n from delivery_areas where level = 'place' and fee_q = 0`)).toBeGreaterThan(0);
    expect(await count(`select count(*)::int n from delivery_areas where no_delivery`)).toBe(1);
  });

  it("has the demo customer with an argon2id password and two addresses", async () => {
    const user = await one<{ id: number; password_hash: string; email: string; verified: boolean }>(`select * from users where mobile = '${DEMO_CUSTOMER.mobile}'`);
    expect(user!.email).toBe("demo@bazaar.az");
    expect(user!.verified).toBe(true);
    expect(user!.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verify(user!.password_hash, "Demo12345")).toBe(true);
    const addresses = await q<{ selected: boolean; city: string; district: string; place: string }>(`select * from addresses where user_id = ${user!.id}`);
    expect(addresses).toHaveLength(2);
    expect(addresses.filter((a) => a.selected)).toHaveLength(1);
    for (const a of addresses) {
      expect(await count(`select count(*)::int n from delivery_areas where code in ('${a.city}', '${a.district}', '${a.place}')`)).toBe(3);
    }
  });
});

describe("demo catalogue: routes", () => {
  const entities: [string, string][] = [
    ["product", "products"],
    ["category", "categories"],
    ["collection", "collections"],
    ["brand", "brands"],
    ["product_group", "product_groups"],
    ["article", "articles"],
    ["article_category", "article_categories"],
    ["page", "pages"],
  ];

  it("gives every entity one current path per language", async () => {
    for (const [type, table] of entities) {
      for (const lang of LANGS) {
        const missing = await count(
          `select count(*)::int n from ${table} e where (select count(*) from routes r where r.entity_type = '${type}' and r.entity_id = e.id and r.lang = '${lang}' and not r.is_redirect) <> 1`,
        );
        expect(missing, `${type} ${lang}`).toBe(0);
      }
    }
  });

  it("uses Latin, unique, unprefixed paths that never shadow the fixed routes", async () => {
    const rows = await q<{ lang: string; path: string; entity_type: string; entity_id: number }>(`select lang, path, entity_type, entity_id from routes`);
    const seen = new Set<string>();
    for (const r of rows) {
      expect(r.path).toMatch(/^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/);
      const key = `${r.lang} ${r.path}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
      const segments = r.path.split("/").slice(1);
      if (segments.length === 1) expect(FIXED, r.path).not.toContain(segments[0]);
      if (["az", "en", "ru"].includes(segments[0])) throw new Error(`language-like first segment: ${r.path}`);
    }
    const byType = (type: string, lang: string) => rows.filter((r) => r.entity_type === type && r.lang === lang).map((r) => r.path);
    expect(byType("category", "en")).toContain("/women/clothing/dresses");
    expect(byType("category", "az")).toContain("/qadin/geyim/donlar");
    expect(byType("category", "ru")).toContain("/zhenshchinam/odezhda/platya");
    expect(byType("page", "en").sort()).toEqual(["/about", "/contact", "/delivery", "/payment", "/returns"]);
    for (const p of byType("brand", "az")) expect(p).toMatch(/^\/brands\//);
    for (const p of byType("collection", "ru")) expect(p).toMatch(/^\/collections\//);
    for (const p of byType("product_group", "en")) expect(p).toMatch(/^\/groups\//);
    for (const p of byType("article", "az")) expect(p).toMatch(/^\/blog\/[^/]+$/);
    for (const p of byType("article_category", "ru")) expect(p).toMatch(/^\/blog\/category\/[^/]+$/);
    for (const r of rows.filter((x) => x.entity_type === "product")) expect(r.path.endsWith(`-${r.entity_id}`)).toBe(true);
  });

  it("keeps one old path per language that redirects to a product", async () => {
    const rows = await q<{ lang: string; path: string; entity_id: number }>(`select lang, path, entity_id from routes where is_redirect`);
    expect(rows.map((r) => r.lang).sort()).toEqual(["az", "en", "ru"]);
    expect(new Set(rows.map((r) => r.entity_id)).size).toBe(1);
    for (const r of rows) {
      const current = await one<{ path: string }>(`select path from routes where entity_type = 'product' and entity_id = ${r.entity_id} and lang = '${r.lang}' and not is_redirect`);
      expect(current!.path).not.toBe(r.path);
    }
  });
});

describe("demo catalogue: determinism", () => {
  it("builds the same titles and prices when seeded again", async () => {
    const snapshot = () =>
      q(`select p.id, p.price_q, p.old_price_q, p.discount, p.sort_price_q, t.title, (select string_agg(size || ':' || stock, ',' order by sort) from product_variants v where v.product_id = p.id) as sizes
         from products p join product_translations t on t.product_id = p.id order by p.id, t.lang`);
    const indexes = () => q(`select indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname`);
    const first = await snapshot();
    const indexesBefore = await indexes();
    await wipeDatabase(database);
    expect(await count(`select count(*)::int n from products`)).toBe(0);
    // the second time through the bulk path big catalogues take (indexes dropped and rebuilt)
    await seedDemo(database, { now: new Date(Date.now() + 3_600_000), bulk: true });
    expect(await snapshot()).toEqual(first);
    expect(await indexes()).toEqual(indexesBefore);
    expect((await one<{ r: string }>(`select current_setting('session_replication_role') as r`))!.r).toBe("origin");
  }, 60_000);
});
