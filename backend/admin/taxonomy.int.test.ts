/**
 * The back office's taxonomy calls on PGlite (and PostgreSQL with DATABASE_URL): the
 * permission matrix, the lists with their filters and CSV, create / update with the version
 * check and field errors, slug changes that keep the old path as a redirect (a category's
 * whole subtree with it), parents at most 3 levels deep and never below themselves, removals
 * refused while products lean on a category or brand, the products of collections and groups,
 * the audit entries — and what the storefront's calls read afterwards.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { insertFixtures, type Fixtures } from "../catalog/test-fixtures.ts";
import { testApi } from "../test/db.ts";
import { staffTokens } from "../test/staff.ts";
import type { ListPage } from "./contract.ts";
import type { AdminMember, AdminTaxon, AdminTaxonRow, TaxonFormPayload, TaxonomyKind } from "./taxonomy-contract.ts";

vi.setConfig({ testTimeout: 120_000 });

type Api = Awaited<ReturnType<typeof testApi>>;
let api: Api;
let fx: Fixtures;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  api = await testApi();
  fx = await insertFixtures(api.database);
  Object.assign(tokens, await staffTokens(api, "99455400000"));
}, 240_000);

const post = <T = unknown>(path: string, body: unknown = {}, token = tokens.owner) => api.call<T>(path, body as Record<string, unknown>, { token });
const get = <T = unknown>(path: string, query: Record<string, unknown> = {}, token = tokens.owner) => api.call<T>(path, query, { method: "GET", token });
const info = async (kind: TaxonomyKind, id: number) => (await get<{ taxon: AdminTaxon }>(`admin/${kind}/info/${id}`)).data!.taxon;
const list = async (kind: TaxonomyKind, query: Record<string, unknown> = {}) => (await get<ListPage<AdminTaxonRow>>(`admin/${kind}`, query)).data!;
const resolve = (route: string, lang = "en") => api.call<{ type: string; id: number; title: string; parentIds?: number[] }>("routes/current", { route, lang });
const auditOf = (entity: string, id: number) =>
  api.database.query<{ action: string; before: unknown; after: unknown; actor_name: string }>(
    sql`select action, before, after, actor_name from audit_log where entity = ${entity} and entity_id = ${String(id)} order by id`,
  );
const stamp = () => Math.random().toString(36).slice(2, 7);

function toForm(t: AdminTaxon): TaxonFormPayload {
  const texts = (l: "az" | "en" | "ru") => ({ ...t.texts[l] });
  return { version: t.version, parentId: t.parentId ?? null, sort: t.sort, image: t.image ?? "", title: t.title, slug: t.slug, az: texts("az"), en: texts("en"), ru: texts("ru") };
}

function category(s: string, parentId: number | null = null): TaxonFormPayload {
  return {
    parentId,
    sort: "5",
    az: { title: `Yay ${s}`, slug: `yay-${s}`, desc: "<p>Yay</p>" },
    en: { title: `Summer ${s}`, slug: `summer-${s}`, desc: "<p>Summer</p>" },
    ru: { title: `Лето ${s}`, slug: `leto-${s}`, desc: "" },
  };
}

describe("permissions", () => {
  it("lets every staff role read, support cannot write; shoppers get 403; no token 401", async () => {
    const status = async (path: string, token?: string) => (await api.app.fetch(new Request(`http://test/api/${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} }))).status;
    const reads = ["admin/categories", "admin/brands/export", "admin/collections", "admin/product-groups", "admin/categories/parents", `admin/brands/info/${fx.brands.nord}`, `admin/collections/items/${fx.collections.summer}`];
    for (const role of ["owner", "manager", "content", "support"]) {
      for (const path of reads) expect(await status(path, tokens[role]), `${role} ${path}`).toBe(200);
    }
    const writes = [
      "admin/categories/create",
      `admin/categories/update/${fx.categories.home}`,
      `admin/brands/remove/${fx.brands.xezer}`,
      `admin/collections/items/add/${fx.collections.summer}`,
      `admin/product-groups/items/remove/${fx.groups.gifts}`,
      `admin/product-groups/items/move/${fx.groups.gifts}`,
    ];
    for (const path of writes) {
      expect((await post(path, category(stamp()), tokens.support)).status, `support ${path}`).toBe(403);
      expect((await post(path, category(stamp()), tokens.shopper)).status, `shopper ${path}`).toBe(403);
      expect((await api.call(path, {})).status, `anonymous ${path}`).toBe(401);
    }
    for (const path of reads) {
      expect(await status(path, tokens.shopper)).toBe(403);
      expect(await status(path)).toBe(401);
    }
  });
});

describe("categories", () => {
  it("lists the tree with parents, searches, filters by parent and level, exports CSV", async () => {
    const all = await list("categories", { limit: 100 });
    const ids = all.items.map((r) => r.id);
    expect(ids.indexOf(fx.categories.men)).toBeLessThan(ids.indexOf(fx.categories.shirts));
    expect(ids.indexOf(fx.categories.shirts)).toBeLessThan(ids.indexOf(fx.categories.linen));
    const linen = all.items.find((r) => r.id === fx.categories.linen)!;
    expect(linen).toMatchObject({ depth: 3, parents: "Men › Shirts", path: "/men/shirts/linen" });
    expect(linen.products).toBeGreaterThan(0);
    expect((await list("categories", { under: fx.categories.men, limit: 100 })).items.map((r) => r.id).sort()).toEqual(
      [fx.categories.men, fx.categories.shirts, fx.categories.linen, fx.categories.trousers].sort(),
    );
    expect((await list("categories", { level: "3" })).items.map((r) => r.id)).toEqual([fx.categories.linen]);
    expect((await list("categories", { q: "Köynək" })).items.map((r) => r.id)).toContain(fx.categories.shirts);
    const res = await api.app.fetch(new Request("http://test/api/admin/categories/export?under=" + fx.categories.women, { headers: { authorization: `Bearer ${tokens.owner}` } }));
    expect(res.headers.get("content-type")).toContain("text/csv");
    const csv = await res.text();
    expect(csv.split("\r\n")[0]).toMatch(/^\uFEFF?id,title,parents,level,subcategories,products,sort,image,path$/);
    expect(csv).toContain("Dresses,Women,2");
  });

  it("creates a category under a parent; the storefront resolves it, its tree shows it; audited", async () => {
    const s = stamp();
    const made = await post<{ id: number; taxon: AdminTaxon }>("admin/categories/create", category(s, fx.categories.women), tokens.content);
    expect(made.status).toBe(200);
    const id = made.data!.id;
    expect(made.data!.taxon.paths).toEqual({ az: `/qadin/yay-${s}`, en: `/women/summer-${s}`, ru: `/zhenshchiny/leto-${s}` });
    const found = await resolve(`/women/summer-${s}`);
    expect(found.data).toMatchObject({ type: "category", id, title: `Summer ${s}`, parentIds: [fx.categories.women] });
    expect((await resolve(`/zhenshchiny/leto-${s}`, "ru")).data?.title).toBe(`Лето ${s}`);
    const tree = (await api.call<{ id: number; children: { id: number; title: string }[] }[]>("categories", { lang: "az" })).data!;
    expect(tree.find((c) => c.id === fx.categories.women)!.children.map((c) => c.title)).toContain(`Yay ${s}`);
    const entries = await auditOf("category", id);
    expect(entries.map((e) => e.action)).toEqual(["create"]);
    expect(entries[0]!.actor_name).toContain("content");
  });

  it("refuses bad input with field errors in the payload's language, never 500", async () => {
    const bad = await post("admin/categories/create", { ...category(stamp()), lang: "ru", en: { title: "", slug: "Not A Slug!" }, sort: "-1", image: "../etc/passwd" });
    expect(bad.status).toBe(422);
    expect(bad.errors!["en.title"]).toBe("Обязательное поле");
    expect(bad.errors!["en.slug"]).toBeTruthy();
    expect(bad.errors!.sort).toBeTruthy();
    expect(bad.errors!.image).toBeTruthy();
    const garbage = await post("admin/categories/create", { az: 5, en: null, ru: [], parentId: "x" });
    expect(garbage.status).toBe(422);
    const taken = await post("admin/categories/create", { ...category(stamp()), en: { title: "Men", slug: "men" } });
    expect(taken.status).toBe(422);
    expect(taken.errors!["en.slug"]).toMatch(/already used/);
    const reserved = await post("admin/categories/create", { ...category(stamp()), en: { title: "Admin", slug: "admin" } });
    expect(reserved.status).toBe(422);
    expect((await post("admin/categories/update/999999999", category(stamp()))).status).toBe(404);
  });

  it("a slug change keeps the old paths as redirects, for the category and every subcategory", async () => {
    const s = stamp();
    const top = (await post<{ id: number }>("admin/categories/create", category(s))).data!.id;
    const child = (await post<{ id: number }>("admin/categories/create", category(`${s}c`, top))).data!.id;
    const form = toForm(await info("categories", top));
    const saved = await post<{ taxon: AdminTaxon }>(`admin/categories/update/${top}`, { ...form, en: { ...form.en, slug: `autumn-${s}`, title: `Autumn ${s}` } });
    expect(saved.status).toBe(200);
    expect(saved.data!.taxon.paths.en).toBe(`/autumn-${s}`);
    expect((await resolve(`/summer-${s}`)).redirect).toBe(`/autumn-${s}`);
    expect((await resolve(`/summer-${s}/summer-${s}c`)).redirect).toBe(`/autumn-${s}/summer-${s}c`);
    expect((await resolve(`/autumn-${s}/summer-${s}c`)).data).toMatchObject({ id: child, parentIds: [top] });
    // the other languages did not move
    expect((await resolve(`/yay-${s}/yay-${s}c`, "az")).data?.id).toBe(child);
    const entries = await auditOf("category", top);
    expect(entries.at(-1)).toMatchObject({ action: "update" });
    expect(JSON.stringify(entries.at(-1)!.before)).toContain(`/summer-${s}`);
    expect(JSON.stringify(entries.at(-1)!.after)).toContain(`/autumn-${s}`);
  });

  it("answers 409 'changed by someone else' for a stale version", async () => {
    const form = toForm(await info("categories", fx.categories.home));
    expect((await post(`admin/categories/update/${fx.categories.home}`, { ...form, sort: "7" })).status).toBe(200);
    const stale = await post(`admin/categories/update/${fx.categories.home}`, { ...form, sort: "8", lang: "az" });
    expect(stale.status).toBe(409);
    expect(stale.errors!.version).toMatch(/başqası/);
    expect((await info("categories", fx.categories.home)).sort).toBe(7);
  });

  it("refuses a parent below the category itself, a 4th level, and a missing parent", async () => {
    const men = toForm(await info("categories", fx.categories.men));
    const cycle = await post(`admin/categories/update/${fx.categories.men}`, { ...men, parentId: fx.categories.linen });
    expect(cycle.status).toBe(422);
    expect(cycle.errors!.parentId).toMatch(/itself/);
    const self = await post(`admin/categories/update/${fx.categories.men}`, { ...men, parentId: fx.categories.men });
    expect(self.errors!.parentId).toMatch(/itself/);
    const deep = await post("admin/categories/create", category(stamp(), fx.categories.linen));
    expect(deep.status).toBe(422);
    expect(deep.errors!.parentId).toMatch(/3 levels/);
    // shirts (with linen below it) under dresses would make 4 levels
    const shirts = toForm(await info("categories", fx.categories.shirts));
    expect((await post(`admin/categories/update/${fx.categories.shirts}`, { ...shirts, parentId: fx.categories.dresses })).errors!.parentId).toMatch(/3 levels/);
    expect((await post("admin/categories/create", category(stamp(), 999_999))).errors!.parentId).toMatch(/does not exist/);
    const parents = (await get<{ parents: { id: number; depth: number }[] }>("admin/categories/parents")).data!.parents;
    expect(parents.map((p) => p.id)).toContain(fx.categories.shirts);
    expect(parents.map((p) => p.id)).not.toContain(fx.categories.linen);
  });

  it("moves a category under another parent: paths, breadcrumbs and the products' category facets follow", async () => {
    const s = stamp();
    const from = (await post<{ id: number }>("admin/categories/create", category(`${s}a`))).data!.id;
    const to = (await post<{ id: number }>("admin/categories/create", category(`${s}b`))).data!.id;
    const leaf = (await post<{ id: number }>("admin/categories/create", category(`${s}l`, from))).data!.id;
    await api.database.query(sql`insert into product_categories (product_id, category_id) values (${fx.products.cup}, ${leaf}), (${fx.products.cup}, ${from})`);
    const form = toForm(await info("categories", leaf));
    const moved = await post<{ taxon: AdminTaxon }>(`admin/categories/update/${leaf}`, { ...form, parentId: to });
    expect(moved.status).toBe(200);
    expect(moved.data!.taxon.paths.en).toBe(`/summer-${s}b/summer-${s}l`);
    expect((await resolve(`/summer-${s}a/summer-${s}l`)).redirect).toBe(`/summer-${s}b/summer-${s}l`);
    expect((await resolve(`/summer-${s}b/summer-${s}l`)).data?.parentIds).toEqual([to]);
    const [row] = await api.database.query<{ category_ids: number[] }>(sql`select category_ids from products where id = ${fx.products.cup}`);
    expect(row!.category_ids).toContain(to);
    expect(row!.category_ids).not.toContain(from);
    expect(row!.category_ids).toContain(fx.categories.home);
  });

  it("refuses to remove a category with subcategories or products, removes an empty one with its paths", async () => {
    const withChildren = await post(`admin/categories/remove/${fx.categories.men}`, {});
    expect(withChildren.status).toBe(409);
    expect(withChildren.errors).toMatchObject({ form: expect.stringMatching(/subcategories/), reason: "children" });
    const withProducts = await post(`admin/categories/remove/${fx.categories.dresses}`, { lang: "az" });
    expect(withProducts.status).toBe(409);
    expect(withProducts.errors!.form).toMatch(/məhsullar/);
    const s = stamp();
    const id = (await post<{ id: number }>("admin/categories/create", category(s))).data!.id;
    const gone = await post(`admin/categories/remove/${id}`, {});
    expect(gone.status).toBe(200);
    expect((await resolve(`/summer-${s}`)).status).toBe(404);
    expect((await auditOf("category", id)).map((e) => e.action)).toEqual(["create", "remove"]);
    expect((await post(`admin/categories/remove/${id}`, {})).status).toBe(404);
  });
});

describe("brands", () => {
  const brand = (s: string): TaxonFormPayload => ({ title: `Brand ${s}`, slug: `brand-${s}`, sort: "3", image: "brands/x.png", az: { desc: "Az" }, en: { desc: "En" }, ru: { desc: "" } });

  it("creates, renames (old path redirects) and removes a brand; refuses one products carry", async () => {
    const s = stamp();
    const made = await post<{ id: number; taxon: AdminTaxon }>("admin/brands/create", brand(s), tokens.manager);
    expect(made.status).toBe(200);
    const id = made.data!.id;
    expect(made.data!.taxon.paths).toEqual({ az: `/brands/brand-${s}`, en: `/brands/brand-${s}`, ru: `/brands/brand-${s}` });
    expect((await resolve(`/brands/brand-${s}`, "ru")).data).toMatchObject({ type: "brand", id, title: `Brand ${s}` });
    const form = toForm(made.data!.taxon);
    expect((await post(`admin/brands/update/${id}`, { ...form, title: `Renamed ${s}`, slug: `renamed-${s}` })).status).toBe(200);
    expect((await resolve(`/brands/brand-${s}`)).redirect).toBe(`/brands/renamed-${s}`);
    expect((await resolve(`/brands/renamed-${s}`)).data?.title).toBe(`Renamed ${s}`);
    expect((await list("brands", { q: `renamed-${s}` })).items.map((r) => r.id)).toEqual([id]);
    // stale version
    expect((await post(`admin/brands/update/${id}`, form)).status).toBe(409);
    const dup = await post("admin/brands/create", { ...brand(stamp()), slug: "nord" });
    expect(dup.status).toBe(422);
    expect(dup.errors!.slug).toMatch(/already used/);
    const used = await post(`admin/brands/remove/${fx.brands.nord}`, {});
    expect(used.status).toBe(409);
    expect(used.errors!.form).toMatch(/another brand/);
    expect((await post(`admin/brands/remove/${id}`, {})).status).toBe(200);
    expect((await auditOf("brand", id)).map((e) => e.action)).toEqual(["create", "update", "remove"]);
    const empty = await list("brands", { empty: "yes", limit: 100 });
    expect(empty.items.every((r) => r.products === 0)).toBe(true);
  });
});

describe("collections and product groups", () => {
  const collection = (s: string): TaxonFormPayload => ({
    sort: "1",
    image: "collections/new.png",
    az: { title: `Kolleksiya ${s}`, slug: `kolleksiya-${s}`, headline: "Yeni", desc: "" },
    en: { title: `Collection ${s}`, slug: `collection-${s}`, headline: "New", desc: "<p>Fresh</p>" },
    ru: { title: `Коллекция ${s}`, slug: `kollekciya-${s}`, headline: "", desc: "" },
  });

  it("creates a collection, adds products by SKU or number, removes one; the storefront lists them", async () => {
    const s = stamp();
    const made = await post<{ id: number; taxon: AdminTaxon }>("admin/collections/create", collection(s));
    expect(made.status).toBe(200);
    const id = made.data!.id;
    expect(made.data!.taxon.paths.en).toBe(`/collections/collection-${s}`);
    const [shirt] = await api.database.query<{ sku: string }>(sql`select sku from products where id = ${fx.products.whiteShirt}`);
    const added = await post<{ items: AdminMember[] }>(`admin/collections/items/add/${id}`, { product: shirt!.sku.toLowerCase() });
    expect(added.status).toBe(200);
    expect(added.data!.items.map((i) => i.productId)).toEqual([fx.products.whiteShirt]);
    const again = await post<{ items: AdminMember[] }>(`admin/collections/items/add/${id}`, { product: String(fx.products.blueShirt) });
    expect(again.data!.items.map((i) => i.productId).sort()).toEqual([fx.products.whiteShirt, fx.products.blueShirt].sort());
    // adding twice changes nothing
    expect((await post<{ items: AdminMember[] }>(`admin/collections/items/add/${id}`, { product: shirt!.sku })).data!.items).toHaveLength(2);
    const missing = await post(`admin/collections/items/add/${id}`, { product: "NO-SUCH-SKU", lang: "ru" });
    expect(missing.status).toBe(422);
    expect(missing.errors!.product).toMatch(/Товара/);
    expect((await post(`admin/collections/items/add/${id}`, { product: "" })).status).toBe(422);
    const storefront = async () =>
      (await api.call<{ items: { id: number }[] }>("products", { lang: "en", filter_collection: String(id) })).data?.items.map((p) => p.id) ?? [];
    expect((await storefront()).sort()).toEqual([fx.products.whiteShirt, fx.products.blueShirt].sort());
    const removed = await post<{ items: AdminMember[] }>(`admin/collections/items/remove/${id}`, { productId: fx.products.blueShirt });
    expect(removed.data!.items.map((i) => i.productId)).toEqual([fx.products.whiteShirt]);
    expect(await storefront()).toEqual([fx.products.whiteShirt]);
    expect((await post(`admin/collections/items/remove/${id}`, { productId: fx.products.blueShirt })).status).toBe(422);
    expect((await post(`admin/collections/items/remove/999999`, { productId: fx.products.blueShirt })).status).toBe(404);
    // the collections a product is in (the product form's picker reads this)
    expect((await list("collections", { product: fx.products.whiteShirt, limit: 100 })).items.map((r) => r.id)).toEqual(expect.arrayContaining([fx.collections.summer, id]));
    expect((await auditOf("collection", id)).map((e) => e.action)).toEqual(["create", "add_product", "add_product", "remove_product"]);
    // removing the collection leaves its products alone
    expect((await post(`admin/collections/remove/${id}`, {})).status).toBe(200);
    const [still] = await api.database.query(sql`select 1 from products where id = ${fx.products.whiteShirt}`);
    expect(still).toBeTruthy();
  });

  it("orders a product group's products and renames it with a redirect", async () => {
    const g = fx.groups.gifts;
    const before = (await get<{ items: AdminMember[] }>(`admin/product-groups/items/${g}`)).data!.items.map((i) => i.productId);
    expect(before.length).toBe(3);
    const moved = await post<{ items: AdminMember[] }>(`admin/product-groups/items/move/${g}`, { productId: before[1], to: "up" });
    expect(moved.data!.items.map((i) => i.productId)).toEqual([before[1], before[0], before[2]]);
    expect((await post(`admin/product-groups/items/move/${g}`, { productId: before[1], to: "sideways" })).status).toBe(422);
    const form = toForm(await info("product-groups", g));
    const saved = await post<{ taxon: AdminTaxon }>(`admin/product-groups/update/${g}`, { ...form, en: { title: "Presents", slug: "presents" } });
    expect(saved.status).toBe(200);
    expect(saved.data!.taxon.paths.en).toBe("/groups/presents");
    expect((await resolve("/group/gifts")).redirect).toBe("/groups/presents");
    expect((await resolve("/groups/presents")).data?.title).toBe("Presents");
    expect((await list("product-groups")).items.find((r) => r.id === g)).toMatchObject({ title: "Presents", products: 3, path: "/groups/presents" });
  });
});
