/**
 * Image uploads of the banner, category, brand and collection forms on PGlite (and PostgreSQL
 * with DATABASE_URL), ADR 0036: a real image is checked, re-encoded (a banner keeps up to
 * 1920 px, a category, brand or collection 1500 × 1800), stored, audited, saved into the record and shown by the
 * storefront's calls; not an image, too large and a decompression bomb are refused with the
 * field's message and nothing stored or audited; a role without the area's write gets 403.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signAccessToken } from "../auth/tokens.ts";
import { insertFixtures, type Fixtures } from "../catalog/test-fixtures.ts";
import type { BrandItem, CategoryNode, CollectionItem } from "../catalog/contract.ts";
import type { HomeDefinitions } from "../content/contract.ts";
import { users } from "../db/schema.ts";
import { testApi } from "../test/db.ts";
import { pngClaiming } from "../test/images.ts";
import type { AdminBanner } from "./banners-contract.ts";
import type { AdminTaxon } from "./taxonomy-contract.ts";

vi.setConfig({ testTimeout: 120_000 });

type Api = Awaited<ReturnType<typeof testApi>>;
let api: Api;
/** the same database with PHOTO_MAX_MB=1 */
let small: Api;
let fx: Fixtures;
let dataDir: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "bazaar-uploads-"));
  api = await testApi({ DATA_DIR: dataDir });
  small = await testApi({ DATA_DIR: dataDir, PHOTO_MAX_MB: "1" }, api.database);
  fx = await insertFixtures(api.database);
  for (const [i, role] of ["owner", "content", "support", "shopper"].entries()) {
    const [u] = await api.database.db
      .insert(users)
      .values({ firstName: role, lastName: "Upload", mobile: `99455420000${i}`, roles: role === "shopper" ? [] : [role] })
      .returning();
    tokens[role] = await signAccessToken({ config: api.config } as never, u!.id);
  }
}, 240_000);

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

type Answer = { status: number; ok: boolean; data?: { path: string }; error?: string; errors?: Record<string, string> };
type Kind = "banners" | "categories" | "brands" | "collections";

async function upload(kind: Kind, bytes: Uint8Array, opts: { token?: string; lang?: string; on?: Api } = {}): Promise<Answer> {
  const form = new FormData();
  form.set("lang", opts.lang ?? "en");
  form.set("photo", new File([new Uint8Array(bytes)], "picture.jpg", { type: "image/jpeg" }));
  const res = await (opts.on ?? api).app.fetch(new Request(`http://test/api/admin/${kind}/photos`, { method: "POST", headers: { authorization: `Bearer ${opts.token ?? tokens.owner}` }, body: form }));
  return { status: res.status, ...((await res.json()) as Omit<Answer, "status">) };
}

/** every stored file below DATA_DIR/uploads */
async function storedFiles(): Promise<string[]> {
  const root = path.join(dataDir, "uploads");
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name))).sort();
}

const size = async (res: Response) => {
  const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  return { w: meta.width, h: meta.height, format: meta.format };
};
const img = (width: string | number, p: string) => api.app.fetch(new Request(`http://test/img/${width}/${p}`));
const uploadsLogged = async () => (await api.database.query<{ n: number }>(sql`select count(*)::int as n from audit_log where action = 'upload'`))[0]!.n;

describe("image uploads of banners, categories, brands and collections", () => {
  it("stores a banner image at every width with a 1920 px original, audits it, and the home page shows the saved banner", async () => {
    const jpeg = await sharp({ create: { width: 2400, height: 1000, channels: 3, background: "#b35c44" } }).jpeg({ quality: 90 }).toBuffer();
    const done = await upload("banners", jpeg, { token: tokens.content });
    expect(done.status).toBe(200);
    const stored = done.data!.path;
    expect(stored).toMatch(/^up\/[0-9a-f]{24}\.webp$/);
    expect(await size(await img("orig", stored))).toEqual({ w: 1920, h: 800, format: "webp" });
    for (const w of [50, 300, 500, 1000]) expect((await size(await img(w, stored))).w).toBe(w);
    const [log] = await api.database.query<{ area: string; entity: string; actor_name: string; after: { path: string } }>(
      sql`select area, entity, actor_name, after from audit_log where action = 'upload' and after ->> 'path' = ${stored}`,
    );
    expect(log).toMatchObject({ area: "content", entity: "banner", actor_name: "content Upload", after: { path: stored } });
    // the path saves like a typed one and the storefront's home answer carries it
    const made = await api.call<{ id: number; banner: AdminBanner }>(
      "admin/banners/create",
      { lang: "en", kind: "main_slider", sort: "1", items: [{ title: "Uploaded slide", image: stored, mbImage: "", route: "/newin" }] },
      { token: tokens.content },
    );
    expect(made.status).toBe(200);
    const home = (await api.call<HomeDefinitions>("home-sections", { lang: "en" })).data!;
    const section = home.sections.find((s) => s.id === made.data!.id);
    expect(section && "items" in section ? section.items[0]!.image : null).toBe(stored);
  });

  it("stores a category image and a brand logo (original fitted into 1500 × 1800) that the storefront's calls show", async () => {
    const png = await sharp({ create: { width: 2000, height: 2000, channels: 3, background: "#3a7d5c" } }).png().toBuffer();
    const category = await upload("categories", png, { token: tokens.content });
    expect(category.status).toBe(200);
    expect(await size(await img("orig", category.data!.path))).toEqual({ w: 1500, h: 1500, format: "webp" });
    const webp = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#223344" } }).webp().toBuffer();
    const brand = await upload("brands", webp);
    expect(brand.status).toBe(200);
    // the same bytes as a banner are another set of files (another original box)
    expect((await upload("banners", png)).data!.path).not.toBe(category.data!.path);
    const entities = await api.database.query<{ area: string; entity: string }>(
      sql`select area, entity from audit_log where action = 'upload' and after ->> 'path' in (${category.data!.path}, ${brand.data!.path}) order by id`,
    );
    expect(entities).toEqual([{ area: "catalogue", entity: "category" }, { area: "catalogue", entity: "brand" }]);

    const info = async (kind: Kind, id: number) => (await api.call<{ taxon: AdminTaxon }>(`admin/${kind}/info/${id}`, { lang: "en" }, { method: "GET", token: tokens.owner })).data!.taxon;
    const save = async (kind: Kind, t: AdminTaxon, image: string) =>
      api.call(`admin/${kind}/update/${t.id}`, { lang: "en", version: t.version, parentId: t.parentId ?? null, sort: String(t.sort), image, title: t.title, slug: t.slug, az: t.texts.az, en: t.texts.en, ru: t.texts.ru }, { token: tokens.owner });
    expect((await save("categories", await info("categories", fx.categories.shirts), category.data!.path)).status).toBe(200);
    expect((await save("brands", await info("brands", fx.brands.nord), brand.data!.path)).status).toBe(200);
    const find = (nodes: CategoryNode[]): CategoryNode | undefined => nodes.map((n) => (n.id === fx.categories.shirts ? n : find(n.children))).find(Boolean);
    expect(find((await api.call<CategoryNode[]>("categories", { lang: "en" })).data!)?.image).toBe(category.data!.path);
    expect((await api.call<BrandItem[]>("brands", { lang: "en" })).data!.find((b) => b.id === fx.brands.nord)?.image).toBe(brand.data!.path);
  });

  it("stores a collection's picture (original fitted into 1500 × 1800, audited as the collection's) that the collection list and page show", async () => {
    const jpeg = await sharp({ create: { width: 1800, height: 1000, channels: 3, background: "#8a6d3b" } }).jpeg({ quality: 90 }).toBuffer();
    const picture = await upload("collections", jpeg, { token: tokens.content });
    expect(picture.status).toBe(200);
    const stored = picture.data!.path;
    expect(stored).toMatch(/^up\/[0-9a-f]{24}\.webp$/);
    expect(await size(await img("orig", stored))).toEqual({ w: 1500, h: 833, format: "webp" });
    for (const w of [50, 300, 500, 1000]) expect((await size(await img(w, stored))).w).toBe(w);
    const [log] = await api.database.query<{ area: string; entity: string; actor_name: string }>(
      sql`select area, entity, actor_name from audit_log where action = 'upload' and after ->> 'path' = ${stored}`,
    );
    expect(log).toEqual({ area: "catalogue", entity: "collection", actor_name: "content Upload" });

    // saved into the summer collection: the collection list and the collection's own page carry it
    const { taxon } = (await api.call<{ taxon: AdminTaxon }>(`admin/collections/info/${fx.collections.summer}`, { lang: "en" }, { method: "GET", token: tokens.owner })).data!;
    expect(taxon.image).toBe("collections/summer.png");
    const saved = await api.call(
      `admin/collections/update/${taxon.id}`,
      { lang: "en", version: taxon.version, sort: String(taxon.sort), image: stored, az: taxon.texts.az, en: taxon.texts.en, ru: taxon.texts.ru },
      { token: tokens.content },
    );
    expect(saved.status).toBe(200);
    const listed = (await api.call<{ items: CollectionItem[] }>("collections", { lang: "en" })).data!.items;
    expect(listed.find((c) => c.id === fx.collections.summer)?.image).toBe(stored);
    // (the save gives the collection the address its slug makes: /collections/summer)
    const route = (await api.call<{ image?: string | null }>("routes/current", { lang: "en", route: "/collections/summer" })).data;
    expect(route?.image).toBe(stored);
  });

  it("refuses not an image, too large and a decompression bomb with the field's message; nothing stored or audited", async () => {
    const files = await storedFiles();
    const logged = await uploadsLogged();
    for (const kind of ["banners", "categories", "brands", "collections"] as const) {
      const text = await upload(kind, new TextEncoder().encode("not a picture at all\n".repeat(20)));
      expect(text.status, kind).toBe(415);
      expect(text.errors!.photo).toBe("This file is not a JPEG, PNG or WebP image");
      const bomb = await upload(kind, pngClaiming(30_000, 30_000));
      expect(bomb.status, kind).toBe(422);
      expect(bomb.errors!.photo).toBe("The photo has too many pixels (at most 50 megapixels)");
      const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#777777" } }).jpeg().toBuffer();
      const big = await upload(kind, Buffer.concat([jpeg, Buffer.alloc(1.5 * 1024 * 1024)]), { on: small, lang: "ru" });
      expect(big.status, kind).toBe(413);
      expect(big.errors!.photo).toBe("Фото больше 1 МБ");
    }
    expect(await storedFiles()).toEqual(files);
    expect(await uploadsLogged()).toBe(logged);
  });

  it("answers 403 to a role without the area's write (support: content and catalogue; a shopper) and stores nothing", async () => {
    const files = await storedFiles();
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#aa3366" } }).jpeg().toBuffer();
    for (const kind of ["banners", "categories", "brands", "collections"] as const) {
      for (const who of ["support", "shopper"]) expect((await upload(kind, jpeg, { token: tokens[who] })).status, `${who} ${kind}`).toBe(403);
    }
    expect(await storedFiles()).toEqual(files);
  });
});
