/**
 * The back office's catalogue calls on PGlite (and PostgreSQL with DATABASE_URL): the
 * permission matrix (managers and content editors write, support reads, shoppers and forged
 * role claims get 403), the products list with its filters and CSV, create / update with the
 * version check, slug changes that keep the old path as a redirect, stock that never goes
 * negative and is audited, duplicate and hide/show.
 */
import { SignJWT } from "jose";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { insertFixtures, type Fixtures } from "../catalog/test-fixtures.ts";
import { testApi } from "../test/db.ts";
import { staffTokens } from "../test/staff.ts";
import type { AdminProduct, AdminProductRow, ProductFormInput } from "./catalogue-contract.ts";
import type { ListPage } from "./contract.ts";

vi.setConfig({ testTimeout: 120_000 });

type Api = Awaited<ReturnType<typeof testApi>>;
let api: Api;
let fx: Fixtures;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  api = await testApi();
  fx = await insertFixtures(api.database);
  Object.assign(tokens, await staffTokens(api, "99455300000"));
}, 240_000);

function form(overrides: Partial<ProductFormInput> = {}): ProductFormInput {
  const stamp = Math.random().toString(36).slice(2, 8);
  return {
    az: { title: "Kətan köynək", slug: `ketan-koynek-${stamp}`, desc: "<p>Yüngül</p>" },
    en: { title: "Linen shirt", slug: `linen-shirt-${stamp}`, desc: "<p>Light</p>" },
    ru: { title: "Льняная рубашка", slug: `lnyanaya-rubashka-${stamp}`, desc: "<p>Лёгкая</p>" },
    brandId: fx.brands.nord,
    categoryIds: [fx.categories.linen],
    badgeIds: [fx.badge],
    price: "59.90",
    oldPrice: "79",
    status: "active",
    variants: [
      { size: "M", stock: 3, price: "" },
      { size: "L", stock: 2, price: "64.90" },
    ],
    ...overrides,
  };
}

const create = (body: ProductFormInput, token = tokens.owner) => api.call<{ id: number; product: AdminProduct }>("admin/products/create", body as never, { token });
const update = (id: number, body: ProductFormInput, token = tokens.owner) => api.call<{ id: number; product: AdminProduct }>(`admin/products/${id}/update`, body as never, { token });
const read = async (id: number) => (await api.call<{ product: AdminProduct }>(`admin/products/${id}`, {}, { method: "GET", token: tokens.owner })).data!.product;
const toForm = (p: AdminProduct): ProductFormInput => ({
  version: p.version,
  sku: p.sku,
  az: p.texts.az,
  en: p.texts.en,
  ru: p.texts.ru,
  brandId: p.brandId,
  categoryIds: p.categoryIds,
  badgeIds: p.badgeIds,
  price: (p.priceQ / 100).toFixed(2),
  oldPrice: p.oldPriceQ === null ? "" : (p.oldPriceQ / 100).toFixed(2),
  status: p.status,
  variants: p.variants.map((v) => ({ size: v.size, stock: v.stock, stockWas: v.stock, price: v.priceQ === null ? "" : (v.priceQ / 100).toFixed(2) })),
  discount: p.discount,
  discountItemsCount: p.discountItemsCount,
  discountInBasket: p.discountInBasket,
  cashDiscount: p.cashDiscount,
  discountTimer: p.discountTimer,
  sizeTableId: p.sizeTableId,
  paramValueIds: p.paramValueIds,
  collectionIds: p.collectionIds,
  groupIds: p.groupIds,
  gifts: p.gifts.map((g) => g.sku),
  sets: p.sets.map((s) => ({ id: s.id, ...s.titles, price: (s.priceQ / 100).toFixed(2), oldPrice: s.oldPriceQ === null ? "" : (s.oldPriceQ / 100).toFixed(2), items: s.items.map((i) => i.sku).join(", ") })),
});

describe("permissions", () => {
  const reads = ["admin/products", "admin/products/export", "admin/catalogue/options"];
  it("lets every role with catalogue:read list; support cannot write; shoppers and forged claims get 403; no token 401", async () => {
    const id = fx.products.whiteShirt;
    for (const role of ["owner", "manager", "content", "support"]) {
      for (const path of [...reads, `admin/products/${id}`]) {
        const res = await api.app.fetch(new Request(`http://test/api/${path}`, { headers: { authorization: `Bearer ${tokens[role]}` } }));
        expect(res.status, `${role} ${path}`).toBe(200);
      }
    }
    for (const path of [...reads, `admin/products/${id}`]) {
      const res = await api.app.fetch(new Request(`http://test/api/${path}`, { headers: { authorization: `Bearer ${tokens.shopper}` } }));
      expect(res.status, `shopper ${path}`).toBe(403);
      expect((await api.app.fetch(new Request(`http://test/api/${path}`))).status).toBe(401);
    }
    const writes: [string, Record<string, unknown>][] = [
      ["admin/products/create", form() as never],
      [`admin/products/${id}/update`, form() as never],
      [`admin/products/${id}/duplicate`, {}],
      [`admin/products/${id}/visibility`, { status: "hidden" }],
    ];
    for (const [path, body] of writes) {
      for (const who of ["support", "shopper"]) expect((await api.call(path, body, { token: tokens[who] })).status, `${who} ${path}`).toBe(403);
      expect((await api.call(path, body)).status).toBe(401);
    }
    // a token that claims the owner role for a shopper counts for nothing
    const [shopper] = await api.database.query<{ id: number }>(sql`select id from users where first_name = 'shopper'`);
    const forged = await new SignJWT({ roles: ["owner"], sub: String(shopper!.id) })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(new TextEncoder().encode("not-the-secret"));
    expect((await api.call(`admin/products/${id}/visibility`, { status: "hidden" }, { token: forged })).status).toBe(401);
    const [{ status }] = await api.database.query<{ status: string }>(sql`select status from products where id = ${id}`);
    expect(status).toBe("active");
    expect((await api.call("admin/products/999999/visibility", { status: "hidden" }, { token: tokens.manager })).status).toBe(404);
    expect((await api.call(`admin/products/${id}/visibility`, { status: "gone" }, { token: tokens.manager })).status).toBe(422);
  });
});

describe("list", () => {
  it("searches, filters by brand, category and visibility, sorts, and exports the same rows", async () => {
    const get = (query: Record<string, string>) => api.call<ListPage<AdminProductRow>>("admin/products", query, { method: "GET", token: tokens.manager });
    const all = await get({ lang: "en" });
    expect(all.data!.total).toBeGreaterThanOrEqual(9);
    const shirts = await get({ lang: "en", category: String(fx.categories.shirts) });
    expect(shirts.data!.items.length).toBeGreaterThan(0);
    expect(shirts.data!.items.every((r) => /shirt/i.test(r.title))).toBe(true);
    const hidden = await get({ lang: "en", visibility: "hidden" });
    expect(hidden.data!.items.map((r) => r.id)).toContain(fx.products.hidden);
    expect(hidden.data!.items.every((r) => r.status === "hidden")).toBe(true);
    const nord = await get({ lang: "en", brand: String(fx.brands.nord), sort: "priceQ" });
    const prices = nord.data!.items.map((r) => r.priceQ);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const found = await get({ lang: "ru", q: "рубашк" });
    expect(found.data!.items.length).toBeGreaterThan(0);
    expect(found.data!.items[0]!.title).toMatch(/[а-я]/i);
    const csv = await api.app.fetch(new Request(`http://test/api/admin/products/export?lang=en&visibility=hidden`, { headers: { authorization: `Bearer ${tokens.support}` } }));
    const text = await csv.text();
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(text.split("\r\n").filter(Boolean)).toHaveLength(1 + hidden.data!.total);
    // unknown filters and sorts fall back, never error
    expect((await get({ lang: "en", brand: "x';drop", sort: "nope" })).status).toBe(200);
  });
});

describe("create and update", () => {
  it("creates a product with two sizes that the storefront shows in three languages", async () => {
    const body = form();
    const made = await create(body, tokens.content);
    expect(made.status).toBe(200);
    const id = made.data!.id;
    expect(made.data!.product.variants.map((v) => [v.size, v.stock, v.priceQ])).toEqual([["M", 3, null], ["L", 2, 6490]]);
    for (const lang of ["az", "en", "ru"] as const) {
      const route = await api.call<{ id: number; type: string }>("routes/current", { route: `/${body[lang].slug}`, lang });
      expect(route.status, lang).toBe(200);
    }
    const info = await api.call<{ title: string; variants: { siteSize: string; total: number }[]; priceQ?: number }>(`products/info/${id}`, { lang: "ru" });
    expect(info.data!.title).toBe("Льняная рубашка");
    expect(info.data!.variants.map((v) => v.siteSize)).toEqual(["M", "L"]);
    const [derived] = await api.database.query<{ sort_price_q: number; category_ids: number[] }>(sql`select sort_price_q, category_ids from products where id = ${id}`);
    expect(derived!.sort_price_q).toBe(5990);
    expect(derived!.category_ids).toEqual(expect.arrayContaining([fx.categories.linen, fx.categories.shirts, fx.categories.men]));
    const [log] = await api.database.query<{ action: string; actor_name: string }>(sql`select action, actor_name from audit_log where entity = 'product' and entity_id = ${String(id)}`);
    expect(log).toMatchObject({ action: "create", actor_name: "content Staff" });
  });

  it("answers field errors for bad input (422, nothing stored)", async () => {
    const before = await api.database.query<{ n: number }>(sql`select count(*)::int as n from products`);
    const bad = await create({ ...form(), price: "abc", az: { title: "", slug: "Bad Slug!", desc: "" }, categoryIds: [], variants: [{ size: "M", stock: -1, price: "" }, { size: "m", stock: 1, price: "" }] });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.errors!)).toEqual(expect.arrayContaining(["price", "az.title", "az.slug", "categoryIds", "variants.0.stock", "variants.1.size"]));
    const taken = await create({ ...form(), en: { title: "x", slug: "cart", desc: "" } });
    expect(taken.status).toBe(422);
    expect(taken.errors!["en.slug"]).toBeTruthy();
    const ru = await api.call("admin/products/create", { ...form(), price: "", lang: "ru" } as never, { token: tokens.owner });
    expect(ru.errors!.price).toBe("Укажите цену, например 49.90");
    const after = await api.database.query<{ n: number }>(sql`select count(*)::int as n from products`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("keeps the old path as a redirect after a slug change", async () => {
    const made = await create(form());
    const id = made.data!.id;
    const p = await read(id);
    const oldSlug = p.texts.en.slug;
    const next = toForm(p);
    next.en = { ...p.texts.en, slug: `${oldSlug}-new` };
    const saved = await update(id, next);
    expect(saved.status).toBe(200);
    const old = await api.call("routes/current", { route: `/${oldSlug}`, lang: "en" });
    expect(old.redirect).toBe(`/${oldSlug}-new`);
    const current = await api.call("routes/current", { route: `/${oldSlug}-new`, lang: "en" });
    expect(current.status).toBe(200);
  });

  it("answers 409 when someone else changed the product meanwhile; nothing is overwritten", async () => {
    const id = (await create(form())).data!.id;
    const seen = await read(id);
    const first = toForm(seen);
    first.price = "70";
    expect((await update(id, first, tokens.manager)).status).toBe(200);
    const second = toForm(seen);
    second.price = "80";
    const stale = await update(id, second, tokens.owner);
    expect(stale.status).toBe(409);
    expect(stale.error).toContain("someone else");
    expect((await read(id)).priceQ).toBe(7000);
    expect((await update(999999, toForm(seen))).status).toBe(404);
  });

  it("moves stock by the difference the form made, never below zero, and logs each move", async () => {
    const id = (await create(form())).data!.id;
    const seen = await read(id);
    // a sale of 2 M meanwhile
    await api.database.query(sql`update product_variants set stock = stock - 2 where product_id = ${id} and size = 'M'`);
    const next = toForm(seen);
    next.variants![0]!.stock = 5; // +2 over the 3 the form showed → 1 + 2 = 3
    const ok = await update(id, next);
    expect(ok.status).toBe(200);
    expect((await read(id)).variants.find((v) => v.size === "M")!.stock).toBe(3);
    const again = toForm(await read(id));
    again.variants![1]!.stockWas = 10; // the form showed 10, now 0 → 2 - 10 < 0
    again.variants![1]!.stock = 0;
    const negative = await update(id, again);
    expect(negative.status).toBe(422);
    expect(negative.errors!["variants.1.stock"]).toContain("below zero");
    expect((await read(id)).variants.find((v) => v.size === "L")!.stock).toBe(2);
    const moves = await api.database.query<{ before: unknown; after: unknown }>(sql`select before, after from audit_log where action = 'stock' and entity_id = ${String(id)}`);
    expect(moves).toEqual([{ before: [{ size: "M", stock: 1 }], after: [{ size: "M", stock: 3 }] }]);
  });
});

describe("duplicate and visibility", () => {
  it("duplicates as a hidden copy with new paths and no stock; hide and show", async () => {
    const id = (await create(form())).data!.id;
    const copy = await api.call<{ id: number }>(`admin/products/${id}/duplicate`, {}, { token: tokens.manager });
    expect(copy.status).toBe(200);
    const dup = await read(copy.data!.id);
    expect(dup.status).toBe("hidden");
    expect(dup.texts.en.title).toBe("Linen shirt");
    expect(dup.texts.en.slug).not.toBe((await read(id)).texts.en.slug);
    expect(dup.variants.map((v) => [v.size, v.stock])).toEqual([["M", 0], ["L", 0]]);
    expect((await api.call(`products/info/${dup.id}`, { lang: "en" })).status).toBe(404);
    expect((await api.call(`admin/products/${dup.id}/visibility`, { status: "active" }, { token: tokens.content })).status).toBe(200);
    expect((await api.call(`products/info/${dup.id}`, { lang: "en" })).status).toBe(200);
    const log = await api.database.query<{ action: string }>(sql`select action from audit_log where entity_id = ${String(dup.id)} order by id`);
    expect(log.map((l) => l.action)).toEqual(["duplicate", "show"]);
  });
});

describe("duplicate copies everything", () => {
  it("copies discounts, size table, parameters, categories, badges, collections, groups, gifts, sets and sizes; photos are shared", async () => {
    const [table] = await api.database.query<{ id: number }>(sql`select id from size_tables order by id limit 1`);
    const skuOf = async (id: number) => (await api.database.query<{ sku: string }>(sql`select sku from products where id = ${id}`))[0]!.sku;
    const made = await create(
      form({
        categoryIds: [fx.categories.linen],
        badgeIds: [fx.badge],
        onlyCard: true,
        discount: "15",
        discountItemsCount: "3",
        discountInBasket: 5,
        cashDiscount: "4",
        discountTimer: "2099-06-30T12:00",
        sizeTableId: table!.id,
        paramValueIds: [fx.material.values.linen],
        collectionIds: [fx.collections.summer, fx.collections.office],
        groupIds: [fx.groups.gifts],
        gifts: [await skuOf(fx.products.cup)],
        sets: [
          { az: "Dəst", en: "Pair", ru: "Пара", price: "99", oldPrice: "120", items: `${await skuOf(fx.products.whiteShirt)}, ${await skuOf(fx.products.blueShirt)}` },
          { az: "Tək", en: "Single", ru: "Один", price: "60", oldPrice: "", items: await skuOf(fx.products.cup) },
        ],
      }),
    );
    expect(made.status, JSON.stringify(made.errors)).toBe(200);
    const id = made.data!.id;
    await api.database.query(sql`insert into product_images (product_id, path, sort) values (${id}, 'up/aaaaaaaaaaaaaaaaaaaaaaaa.webp', 0), (${id}, 'up/bbbbbbbbbbbbbbbbbbbbbbbb.webp', 1)`);
    const source = await read(id);
    expect(source.sets).toHaveLength(2);

    const copy = await api.call<{ id: number }>(`admin/products/${id}/duplicate`, {}, { token: tokens.content });
    expect(copy.status).toBe(200);
    const dup = await read(copy.data!.id);
    // what differs: identity, visibility, paths, stock, the set options' own ids
    expect(dup.id).not.toBe(id);
    expect(dup.sku).not.toBe(source.sku);
    expect(dup.status).toBe("hidden");
    for (const lang of ["az", "en", "ru"] as const) expect(dup.texts[lang].slug).not.toBe(source.texts[lang].slug);
    expect(dup.variants.map((v) => [v.size, v.stock, v.priceQ])).toEqual(source.variants.map((v) => [v.size, 0, v.priceQ]));
    expect(dup.sets.map((set) => set.id).filter((setId) => source.sets.some((s) => s.id === setId))).toEqual([]);
    // everything else as the original
    const same = (p: AdminProduct) => ({
      brandId: p.brandId, categoryIds: p.categoryIds, badgeIds: p.badgeIds, priceQ: p.priceQ, oldPriceQ: p.oldPriceQ, priceInStore: p.priceInStore, onlyCard: p.onlyCard,
      discount: p.discount, discountItemsCount: p.discountItemsCount, discountInBasket: p.discountInBasket, cashDiscount: p.cashDiscount, discountTimer: p.discountTimer,
      sizeTableId: p.sizeTableId, paramValueIds: p.paramValueIds, collectionIds: p.collectionIds, groupIds: p.groupIds, gifts: p.gifts,
      sets: p.sets.map(({ titles, priceQ, oldPriceQ, items }) => ({ titles, priceQ, oldPriceQ, items })),
      texts: Object.fromEntries((["az", "en", "ru"] as const).map((lang) => [lang, { ...p.texts[lang], slug: "" }])),
      images: p.images.map((image) => [image.path, image.sort]),
    });
    expect(same(dup)).toEqual(same(source));
    expect(same(dup)).toMatchObject({ discount: 15, onlyCard: true, groupIds: [fx.groups.gifts], gifts: [{ id: fx.products.cup }] });
    expect(dup.images.map((image) => image.path)).toEqual(["up/aaaaaaaaaaaaaaaaaaaaaaaa.webp", "up/bbbbbbbbbbbbbbbbbbbbbbbb.webp"]);
    // the copy joins the end of its group; shown, the storefront gives it the original's offers
    const [order] = await api.database.query<{ last: number }>(sql`select product_id as last from product_group_items where group_id = ${fx.groups.gifts} order by sort desc limit 1`);
    expect(order!.last).toBe(dup.id);
    expect((await api.call(`admin/products/${dup.id}/visibility`, { status: "active" }, { token: tokens.content })).status).toBe(200);
    const page = await api.call<{ giftProducts: { id: number }[]; sets: { products: { id: number }[] }[]; sizeTable: unknown; cashDiscount: number }>(`products/info/${dup.id}`, { lang: "en" });
    expect(page.status).toBe(200);
    expect(page.data!.giftProducts.map((g) => g.id)).toEqual([fx.products.cup]);
    expect(page.data!.sets).toHaveLength(2);
    expect(page.data!.sizeTable).not.toBeNull();
    expect(page.data!.cashDiscount).toBe(4);
    // editing the copy's sets leaves the original's alone
    const next = toForm(await read(dup.id));
    next.sets = next.sets!.slice(0, 1);
    expect((await update(dup.id, next)).status).toBe(200);
    expect((await read(id)).sets).toHaveLength(2);
  });
});

describe("offers, gifts, sets, size table and parameters", () => {
  const sku = async (id: number) => (await api.database.query<{ sku: string }>(sql`select sku from products where id = ${id}`))[0]!.sku;

  it("saves every discount kind, a gift, a set, a size table and parameters; the storefront shows them; the audit has before and after", async () => {
    const [table] = await api.database.query<{ id: number }>(sql`select id from size_tables order by id limit 1`);
    const cupSku = await sku(fx.products.cup);
    const made = await create(form());
    const id = made.data!.id;
    const seen = await read(id);
    expect(seen).toMatchObject({ discount: 0, discountItemsCount: 0, discountInBasket: 0, cashDiscount: 0, discountTimer: null, sizeTableId: null, paramValueIds: [], gifts: [], sets: [] });
    const next = toForm(seen);
    Object.assign(next, {
      discount: "20",
      discountItemsCount: "3",
      discountInBasket: 5,
      cashDiscount: "7",
      discountTimer: "2099-12-31T23:30",
      sizeTableId: table!.id,
      paramValueIds: [fx.material.values.linen, fx.material.values.cotton],
      gifts: [cupSku, "", ""],
      sets: [{ az: "İki köynək", en: "Two shirts", ru: "Две рубашки", price: "90", oldPrice: "104.90", items: `${fx.products.whiteShirt}, ${await sku(fx.products.blueShirt)}` }, { az: "", en: "", ru: "", price: "", items: "" }],
    });
    next.en = { ...next.en, discountTitle: "Winter sale" };
    const saved = await update(id, next, tokens.manager);
    expect(saved.status, JSON.stringify(saved.errors)).toBe(200);
    const p = saved.data!.product;
    expect(p).toMatchObject({ discount: 20, discountItemsCount: 3, discountInBasket: 5, cashDiscount: 7, discountTimer: "2099-12-31T23:30", sizeTableId: table!.id });
    expect(p.paramValueIds).toEqual([fx.material.values.cotton, fx.material.values.linen].sort((a, b) => a - b));
    expect(p.gifts.map((g) => g.id)).toEqual([fx.products.cup]);
    expect(p.sets).toHaveLength(1);
    expect(p.sets[0]!.items.map((i) => i.id).sort()).toEqual([fx.products.whiteShirt, fx.products.blueShirt].sort());
    expect(p.texts.en.discountTitle).toBe("Winter sale");
    // stored as the shop's wall-clock time (UTC+4)
    const [row] = await api.database.query<{ t: string; is_set: boolean; sort_price_q: number }>(sql`select to_char(discount_timer at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as t, is_set, sort_price_q from products where id = ${id}`);
    expect(row).toMatchObject({ t: "2099-12-31 19:30", is_set: true, sort_price_q: 4792 });

    const page = await api.call<{
      price: number; discount: number; discountItemsCount: number; discountInBasket: number; cashDiscount: number; discountTimer: string | null; discountCategoryTitle: string | null;
      giftProducts: { id: number }[]; parameters: { title: string; value?: string; values?: string[] }[]; sizeTable: { name: string } | null; sets: { title: string; price: number; products: { id: number }[] }[];
    }>(`products/info/${id}`, { lang: "en" });
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ price: 4792, discount: 20, discountItemsCount: 3, discountInBasket: 5, cashDiscount: 7, discountCategoryTitle: "Winter sale" });
    expect(page.data!.discountTimer).toBe("2099-12-31T19:30:00.000Z");
    expect(page.data!.giftProducts.map((g) => g.id)).toEqual([fx.products.cup]);
    expect(page.data!.parameters).toEqual([{ title: "Material", values: ["Cotton", "Linen"] }]);
    expect(page.data!.sizeTable).not.toBeNull();
    expect(page.data!.sets).toMatchObject([{ title: "Two shirts", price: 9000 }]);

    const [log] = await api.database.query<{ before: AdminProduct; after: AdminProduct }>(sql`select before, after from audit_log where action = 'update' and entity_id = ${String(id)} order by id desc limit 1`);
    expect(log!.before).toMatchObject({ discount: 0, gifts: [], sets: [] });
    expect(log!.after).toMatchObject({ discount: 20, cashDiscount: 7, gifts: [{ id: fx.products.cup }] });

    // the set option keeps its id on an edit (cart lines name it); clearing the rows removes gifts and sets
    const again = toForm(p);
    again.sets![0]!.price = "95";
    const kept = await update(id, again);
    expect(kept.data!.product.sets[0]!.id).toBe(p.sets[0]!.id);
    expect(kept.data!.product.sets[0]!.priceQ).toBe(9500);
    const cleared = { ...toForm(kept.data!.product), gifts: [""], sets: [{ az: "", en: "", ru: "", price: "", items: "" }], discount: "", discountTimer: "", paramValueIds: [], sizeTableId: "" };
    const empty = await update(id, cleared as ProductFormInput);
    expect(empty.status).toBe(200);
    expect(empty.data!.product).toMatchObject({ gifts: [], sets: [], discount: 0, discountTimer: null, paramValueIds: [], sizeTableId: null });
    const [after] = await api.database.query<{ n: number; is_set: boolean }>(sql`select (select count(*)::int from product_sets where product_id = ${id}) as n, is_set from products where id = ${id}`);
    expect(after).toMatchObject({ n: 0, is_set: false });
  });

  it("refuses bad discounts, unknown gift and set products, a product in its own set or gift, unknown options (422, nothing changed)", async () => {
    const id = (await create(form())).data!.id;
    const seen = await read(id);
    const bad = await update(id, { ...toForm(seen), discount: "-5", discountInBasket: "150", cashDiscount: "12.5", discountItemsCount: "1", discountTimer: "next friday" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.errors!)).toEqual(expect.arrayContaining(["discount", "discountInBasket", "cashDiscount", "discountItemsCount", "discountTimer"]));
    expect(bad.errors!.discount).toBe("Enter a whole percent from 0 to 99");
    const hundred = await update(id, { ...toForm(seen), discount: "100" });
    expect(hundred.errors!.discount).toBeTruthy();

    const ownSku = seen.sku;
    const refs = await update(id, {
      ...toForm(seen),
      gifts: ["NO-SUCH-SKU", String(id), "999999"],
      sets: [
        { az: "A", en: "A", ru: "A", price: "10", items: `${fx.products.cup}, ${ownSku}` },
        { az: "B", en: "B", ru: "B", price: "10", items: "999998" },
        { az: "", en: "C", ru: "C", price: "-1", items: "" },
      ],
    });
    expect(refs.status).toBe(422);
    expect(refs.errors).toMatchObject({
      "sets.2.az": "Required field",
      "sets.2.price": "Enter a price such as 49.90",
      "sets.2.items": "Enter the SKUs or numbers of the set's products",
    });
    const refs2 = await update(id, { ...toForm(seen), gifts: ["NO-SUCH-SKU", String(id), "999999"], sets: [{ az: "A", en: "A", ru: "A", price: "10", items: `${fx.products.cup}, ${ownSku}` }, { az: "B", en: "B", ru: "B", price: "10", items: "999998" }] });
    expect(refs2.status).toBe(422);
    expect(refs2.errors).toMatchObject({
      "gifts.0": "No product with this SKU or number",
      "gifts.1": "A product cannot be its own gift",
      "gifts.2": "No product with this SKU or number",
      "sets.0.items": "A set cannot contain the product itself",
      "sets.1.items": "No product with this SKU or number",
    });
    const twice = await update(id, { ...toForm(seen), gifts: [String(fx.products.cup), String(fx.products.cup)] });
    expect(twice.errors!["gifts.1"]).toBe("Each gift may appear only once");
    const unknown = await update(id, { ...toForm(seen), paramValueIds: [999999], sizeTableId: 999999, sets: [{ id: 999999, az: "A", en: "A", ru: "A", price: "10", items: String(fx.products.cup) }] });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.errors!)).toEqual(expect.arrayContaining(["sizeTableId"]));
    const unknown2 = await update(id, { ...toForm(seen), paramValueIds: [999999], sets: [{ id: 999999, az: "A", en: "A", ru: "A", price: "10", items: String(fx.products.cup) }] });
    expect(unknown2.errors).toMatchObject({ paramValueIds: "This choice no longer exists; reload the page", "sets.0.az": "This choice no longer exists; reload the page" });
    // in the caller's language
    const ru = await api.call<unknown>(`admin/products/${id}/update`, { ...toForm(seen), gifts: ["NO-SUCH-SKU"], lang: "ru" } as never, { token: tokens.owner });
    expect(ru.errors!["gifts.0"]).toBe("Товара с таким SKU или номером нет");
    // nothing was stored by the refused saves
    expect(await read(id)).toMatchObject({ version: seen.version, discount: 0, gifts: [], sets: [], paramValueIds: [] });
  });

  it("answers 409 to a stale form that changes a discount", async () => {
    const id = (await create(form())).data!.id;
    const seen = await read(id);
    expect((await update(id, { ...toForm(seen), cashDiscount: "5" })).status).toBe(200);
    const stale = await update(id, { ...toForm(seen), discount: "30" });
    expect(stale.status).toBe(409);
    expect((await read(id)).discount).toBe(0);
  });

  it("keeps support and shoppers out of the new fields too", async () => {
    const id = (await create(form())).data!.id;
    const body = { ...toForm(await read(id)), discount: "50" };
    for (const who of ["support", "shopper"]) expect((await update(id, body, tokens[who])).status, who).toBe(403);
    expect((await api.call(`admin/products/${id}/update`, body as never)).status).toBe(401);
    expect((await read(id)).discount).toBe(0);
    const options = await api.call<{ sizeTables: { id: number }[]; params: { id: number; values: { id: number }[] }[] }>("admin/catalogue/options", { lang: "en" }, { method: "GET", token: tokens.support });
    expect(options.data!.sizeTables.length).toBeGreaterThan(0);
    expect(options.data!.params.find((p) => p.id === fx.material.paramId)!.values.map((v) => v.id)).toEqual(Object.values(fx.material.values));
  });
});

describe("collections and product groups", () => {
  it("puts the product in collections and groups from the form, keeps a group's order, refuses unknown ones, audits the change", async () => {
    const id = (await create(form())).data!.id;
    const seen = await read(id);
    expect(seen).toMatchObject({ collectionIds: [], groupIds: [] });
    const saved = await update(id, { ...toForm(seen), collectionIds: [fx.collections.summer, fx.collections.office], groupIds: [fx.groups.gifts] });
    expect(saved.status, JSON.stringify(saved.errors)).toBe(200);
    expect(saved.data!.product.collectionIds).toEqual([fx.collections.summer, fx.collections.office].sort((a, b) => a - b));
    expect(saved.data!.product.groupIds).toEqual([fx.groups.gifts]);
    // appended after the group's products, whose order stays
    const order = await api.database.query<{ product_id: number; sort: number }>(sql`select product_id, sort from product_group_items where group_id = ${fx.groups.gifts} order by sort, product_id`);
    expect(order.at(-1)!.product_id).toBe(id);
    expect(order.at(-1)!.sort).toBeGreaterThan(Math.max(...order.slice(0, -1).map((o) => o.sort)));
    // the collection's product list (the taxonomy screen's call) has it
    const members = await api.call<{ items: { productId: number }[] }>(`admin/collections/items/${fx.collections.office}`, { lang: "en" }, { method: "GET", token: tokens.support });
    expect(members.data!.items.map((m) => m.productId)).toContain(id);
    const [log] = await api.database.query<{ before: AdminProduct; after: AdminProduct }>(sql`select before, after from audit_log where action = 'update' and entity_id = ${String(id)} order by id desc limit 1`);
    expect(log!.before.collectionIds).toEqual([]);
    expect(log!.after.groupIds).toEqual([fx.groups.gifts]);

    const out = await update(id, { ...toForm(saved.data!.product), collectionIds: [fx.collections.office], groupIds: [] });
    expect(out.data!.product).toMatchObject({ collectionIds: [fx.collections.office], groupIds: [] });
    const before = out.data!.product;
    const unknown = await update(id, { ...toForm(before), collectionIds: [999999], groupIds: [999998] });
    expect(unknown.status).toBe(422);
    expect(unknown.errors).toMatchObject({ collectionIds: "This choice no longer exists; reload the page", groupIds: "This choice no longer exists; reload the page" });
    expect((await read(id)).version).toBe(before.version);
    const options = await api.call<{ collections: { id: number }[]; groups: { id: number }[] }>("admin/catalogue/options", { lang: "en" }, { method: "GET", token: tokens.content });
    expect(options.data!.collections.map((c) => c.id)).toEqual(expect.arrayContaining([fx.collections.summer, fx.collections.office]));
    expect(options.data!.groups.map((g) => g.id)).toContain(fx.groups.gifts);
  });
});
