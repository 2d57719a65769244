/**
 * Product photo upload on PGlite (and PostgreSQL with DATABASE_URL), ADR 0030: JPEG, PNG and
 * WebP made here with sharp are stored at every served width and served by the image route;
 * a text file named .jpg, an oversize file, a pixel bomb, a truncated file and a wrong field
 * are refused with a clear message and nothing stored; photos are moved and removed (files go
 * once nothing refers to them); every change is audited; only catalogue writers may do it.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signAccessToken } from "../auth/tokens.ts";
import { insertFixtures, type Fixtures } from "../catalog/test-fixtures.ts";
import { users } from "../db/schema.ts";
import { testApi } from "../test/db.ts";
import { pngClaiming } from "../test/images.ts";
import type { AdminProduct, AdminProductImage } from "./catalogue-contract.ts";

vi.setConfig({ testTimeout: 120_000 });

type Api = Awaited<ReturnType<typeof testApi>>;
let api: Api;
/** the same database with PHOTO_MAX_MB=1 and PHOTO_MAX_PIXELS=1 000 000 */
let small: Api;
let fx: Fixtures;
let dataDir: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "bazaar-photos-"));
  api = await testApi({ DATA_DIR: dataDir });
  small = await testApi({ DATA_DIR: dataDir, PHOTO_MAX_MB: "1", PHOTO_MAX_PIXELS: "1000000" }, api.database);
  fx = await insertFixtures(api.database);
  for (const [i, role] of ["owner", "content", "support", "shopper"].entries()) {
    const [u] = await api.database.db
      .insert(users)
      .values({ firstName: role, lastName: "Photo", mobile: `99455400000${i}`, roles: role === "shopper" ? [] : [role] })
      .returning();
    tokens[role] = await signAccessToken({ config: api.config } as never, u!.id);
  }
}, 240_000);

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

type Answer = { status: number; ok: boolean; data?: { images: AdminProductImage[] }; error?: string; errors?: Record<string, string> };

async function upload(productId: number, bytes: Uint8Array, opts: { name?: string; type?: string; field?: string; token?: string; lang?: string; on?: Api } = {}): Promise<Answer> {
  const form = new FormData();
  form.set("lang", opts.lang ?? "en");
  form.set(opts.field ?? "photo", new File([new Uint8Array(bytes)], opts.name ?? "photo.jpg", { type: opts.type ?? "image/jpeg" }));
  const headers: Record<string, string> = {};
  const token = opts.token === undefined ? tokens.owner : opts.token;
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await (opts.on ?? api).app.fetch(new Request(`http://test/api/admin/products/${productId}/photos`, { method: "POST", headers, body: form }));
  return { status: res.status, ...((await res.json()) as Omit<Answer, "status">) };
}

const move = (productId: number, photoId: number, to: string | number, token = tokens.owner) =>
  api.call<{ images: AdminProductImage[] }>(`admin/products/${productId}/photos/${photoId}/move`, { to }, { token });
const remove = (productId: number, photoId: number, token = tokens.owner) => api.call<{ images: AdminProductImage[] }>(`admin/products/${productId}/photos/${photoId}/remove`, {}, { token });
const read = async (id: number) => (await api.call<{ product: AdminProduct }>(`admin/products/${id}`, {}, { method: "GET", token: tokens.owner })).data!.product;
const img = (width: string | number, p: string, method = "GET", headers: Record<string, string> = {}) => api.app.fetch(new Request(`http://test/img/${width}/${p}`, { method, headers }));

/** every stored file below DATA_DIR/uploads */
async function storedFiles(): Promise<string[]> {
  const root = path.join(dataDir, "uploads");
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

const photo = (width: number, height: number, colour: string) => sharp({ create: { width, height, channels: 3, background: colour } });

describe("upload", () => {
  it("takes a JPEG, a PNG and a WebP, stores each at 50, 300, 500, 1000 and the original (fitted into 1500 × 1800), and the image route serves them", async () => {
    const id = fx.products.whiteShirt;
    const before = (await read(id)).images.length;
    const jpeg = await photo(1200, 1600, "#c0392b").jpeg({ quality: 90 }).toBuffer();
    const png = await sharp({ create: { width: 640, height: 480, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 0.5 } } }).png().toBuffer();
    const webp = await photo(2400, 2400, "#27ae60").webp().toBuffer();
    const sizes: Record<string, [number, number]> = {};
    for (const [name, bytes, type] of [["a.jpg", jpeg, "image/jpeg"], ["b.png", png, "image/png"], ["c.webp", webp, "image/webp"]] as const) {
      const answer = await upload(id, bytes, { name, type });
      expect(answer.status, name).toBe(200);
      const added = answer.data!.images.at(-1)!;
      expect(added.path).toMatch(/^up\/[0-9a-f]{24}\.webp$/);
      const orig = await img("orig", added.path);
      expect(orig.status).toBe(200);
      expect(orig.headers.get("content-type")).toBe("image/webp");
      expect(orig.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(Buffer.from(await orig.arrayBuffer())).metadata();
      expect(meta.format).toBe("webp");
      sizes[name] = [meta.width!, meta.height!];
      for (const width of [50, 300, 500, 1000]) {
        const res = await img(width, added.path);
        expect(res.status, `${name} ${width}`).toBe(200);
        const m = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
        // never enlarged: the 640 px PNG stays 640 wide at 1000
        expect(m.width, `${name} ${width}`).toBe(Math.min(width, meta.width!));
      }
      // the same headers as the generated images: ETag, 304, HEAD without a body
      const etag = orig.headers.get("etag")!;
      expect((await img("orig", added.path, "GET", { "if-none-match": etag })).status).toBe(304);
      expect((await img(500, added.path, "HEAD")).status).toBe(200);
    }
    expect(sizes).toEqual({ "a.jpg": [1200, 1600], "b.png": [640, 480], "c.webp": [1500, 1500] });
    const images = (await read(id)).images;
    expect(images).toHaveLength(before + 3);
    expect(images.map((i) => i.sort)).toEqual(images.map((_, i) => i));
    // on disk under DATA_DIR/uploads: five widths per photo
    const files = await storedFiles();
    for (const image of images.slice(before)) {
      const hash = /^up\/([0-9a-f]{24})\.webp$/.exec(image.path)![1];
      expect(files.filter((f) => f.includes(hash!)).sort()).toEqual(["1000", "300", "50", "500", "orig"].map((w) => path.join("up", hash!, `${w}.webp`)).sort());
    }
    // the storefront's product lists the new photos; a width the shop does not serve is 400, an unknown photo 404
    const detail = await api.call<{ images: { source: string }[] }>(`products/info/${id}`, {}, { method: "GET" });
    expect(detail.data!.images.map((i) => i.source)).toEqual(expect.arrayContaining(images.slice(before).map((i) => i.path)));
    expect((await img(640, images.at(-1)!.path)).status).toBe(400);
    expect((await img(500, "up/000000000000000000000000.webp")).status).toBe(404);
    expect([400, 404]).toContain((await img(500, "up/../../secrets/JWT_SECRET")).status);
    // audited like the other catalogue changes
    const audits = await api.database.query<{ action: string }>(sql`select action from audit_log where entity = 'product' and entity_id = ${String(id)} and action = 'photo-add'`);
    expect(audits.length).toBe(3);
  });

  it("refuses what is not a photo we take, with a clear message, and stores nothing", async () => {
    const id = fx.products.blueShirt;
    const files = await storedFiles();
    const images = (await read(id)).images.length;
    // a text file named .jpg and declared image/jpeg
    const text = await upload(id, new TextEncoder().encode("this is not a photo, just text\n".repeat(20)), { name: "holiday.jpg", type: "image/jpeg" });
    expect(text.status).toBe(415);
    expect(text.errors!.photo).toBe("This file is not a JPEG, PNG or WebP image");
    // SVG and GIF are images, but not ones we take
    const svg = await upload(id, new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), { name: "x.png", type: "image/png" });
    expect(svg.status).toBe(415);
    const gif = await upload(id, await photo(20, 20, "#000").gif().toBuffer(), { name: "x.webp", type: "image/webp" });
    expect(gif.status).toBe(415);
    // a truncated JPEG
    const jpeg = await photo(900, 900, "#8e44ad").jpeg().toBuffer();
    const cut = await upload(id, jpeg.subarray(0, Math.floor(jpeg.length * 0.6)));
    expect(cut.status).toBe(422);
    expect(cut.error).toBe("The file is damaged or incomplete and cannot be read as an image");
    // a header that claims 30 000 × 30 000 pixels (900 megapixels) in a file of a few hundred bytes
    const bomb = await upload(id, pngClaiming(30_000, 30_000), { name: "bomb.png", type: "image/png" });
    expect(bomb.status).toBe(422);
    expect(bomb.error).toBe("The photo has too many pixels (at most 50 megapixels)");
    // the wrong field, no file, an empty file; in Russian
    const wrong = await upload(id, jpeg, { field: "file", lang: "ru" });
    expect(wrong.status).toBe(422);
    expect(wrong.errors!.photo).toBe("Выберите фото для загрузки (JPEG, PNG или WebP)");
    expect((await upload(id, new Uint8Array(0))).status).toBe(422);
    // a photo call takes multipart only: a JSON body is refused by its type
    const json = await api.call(`admin/products/${id}/photos`, { photo: "aGVsbG8=" }, { token: tokens.owner });
    expect(json).toMatchObject({ status: 415, code: "api.unsupportedType" });
    // with PHOTO_MAX_MB=1: a 1.5 MB file is refused by its size, in Azerbaijani
    const big = Buffer.concat([jpeg, Buffer.alloc(1.5 * 1024 * 1024)]);
    const tooBig = await upload(id, big, { on: small, lang: "az" });
    expect(tooBig.status).toBe(413);
    expect(tooBig.error).toBe("Şəkil 1 MB-dan böyükdür");
    // a request over twice the limit is refused before it is read
    const huge = await upload(id, Buffer.concat([jpeg, Buffer.alloc(2.2 * 1024 * 1024)]), { on: small });
    expect(huge.status).toBe(413);
    expect(huge.error).toBe("The request is too large.");
    // with PHOTO_MAX_PIXELS=1 000 000: a real 1200 × 1000 photo is over it
    const many = await upload(id, await photo(1200, 1000, "#16a085").jpeg().toBuffer(), { on: small });
    expect(many.status).toBe(422);
    expect(many.error).toBe("The photo has too many pixels (at most 1 megapixels)");
    // the product is as it was, and nothing new is on disk
    expect((await read(id)).images).toHaveLength(images);
    expect(await storedFiles()).toEqual(files);
    // other calls keep the ordinary body limit
    const form = new FormData();
    form.set("photo", new File([new Uint8Array(big)], "a.jpg"));
    const res = await api.app.fetch(new Request(`http://test/api/admin/products/${id}/update`, { method: "POST", headers: { authorization: `Bearer ${tokens.owner}` }, body: form }));
    expect(res.status).toBe(413);
  });
});

describe("order and remove", () => {
  it("moves photos up, down and to a position, removes them, audits each change, and deletes the files once nothing refers to them", async () => {
    const id = fx.products.summerDress;
    const start = (await read(id)).images.length;
    const colours = ["#111111", "#222222", "#333333"];
    for (const colour of colours) expect((await upload(id, await photo(400, 400, colour).png().toBuffer(), { name: "p.png", type: "image/png" })).status).toBe(200);
    const added = (await read(id)).images.slice(start);
    const [a, b, c] = added.map((i) => i.id) as [number, number, number];
    const order = async () => (await read(id)).images.slice(start).map((i) => i.id);
    // a photo moved up to the front is the card image
    expect((await move(id, c, 0)).status).toBe(200);
    expect((await read(id)).images[0]!.id).toBe(c);
    expect((await move(id, c, start)).status).toBe(200);
    expect(await order()).toEqual([c, a, b]);
    expect((await move(id, a, "up")).data!.images.slice(start).map((i) => i.id)).toEqual([a, c, b]);
    expect((await move(id, a, "down")).data!.images.slice(start).map((i) => i.id)).toEqual([c, a, b]);
    expect((await move(id, b, "down")).status).toBe(200); // the last stays last
    expect(await order()).toEqual([c, a, b]);
    expect((await move(id, a, "sideways")).status).toBe(422);
    expect((await move(id, 999999, "up")).status).toBe(404);
    expect((await move(999999, a, "up")).status).toBe(404);
    expect((await move(fx.products.whiteShirt, a, "up")).status).toBe(404); // another product's photo

    // a copy of the product shares the files: removing the original's photo keeps them
    const copy = await api.call<{ id: number }>(`admin/products/${id}/duplicate`, {}, { token: tokens.owner });
    const pathOfA = added.find((i) => i.id === a)!.path;
    const hashOfA = /up\/(\w+)\.webp/.exec(pathOfA)![1]!;
    expect((await remove(id, a)).data!.images.slice(start).map((i) => i.id)).toEqual([c, b]);
    expect((await img(500, pathOfA)).status).toBe(200);
    const copyImage = (await read(copy.data!.id)).images.find((i) => i.path === pathOfA)!;
    expect((await remove(copy.data!.id, copyImage.id)).status).toBe(200);
    // now nothing refers to it: every width is gone
    expect((await storedFiles()).filter((f) => f.includes(hashOfA))).toEqual([]);
    expect((await img(500, pathOfA)).status).toBe(404);
    expect((await remove(id, a)).status).toBe(404);

    const images = (await read(id)).images;
    expect(images.map((i) => i.sort)).toEqual(images.map((_, i) => i));
    const actions = await api.database.query<{ action: string }>(sql`select action from audit_log where entity = 'product' and entity_id = ${String(id)} and action like 'photo-%' order by id`);
    expect(actions.map((r) => r.action)).toEqual(["photo-add", "photo-add", "photo-add", "photo-move", "photo-move", "photo-move", "photo-move", "photo-remove"]);
  });

  it("keeps the files of a removed photo an order line shows", async () => {
    const id = fx.products.blackTrousers;
    const added = await upload(id, await photo(500, 500, "#5d6d7e").jpeg().toBuffer());
    const image = added.data!.images.at(-1)!;
    const [order] = await api.database.query<{ id: number }>(sql`insert into orders (number, token, status, summary, total_q, delivery_type, info, payment_type)
      values ('400001', 'tok-photo', 'new', '{"subTotalQ":500,"campaignDiscountQ":0,"newCustomerDiscountQ":0,"loyaltyDiscountQ":0,"packageQ":0,"deliveryQ":0,"totalQ":500}', 500, 'pickup', '{"firstName":"Aysel","lastName":"B","mobile":"994501112288"}', 'cash') returning id`);
    await api.database.query(sql`insert into order_lines (order_id, product_id, title, qty, price_q, total_q, image) values (${order!.id}, ${id}, 'Trousers', 1, 500, 500, ${image.path})`);
    expect((await remove(id, image.id)).status).toBe(200);
    expect((await img(300, image.path)).status).toBe(200);
  });

  it("keeps the product form's version when photos change (a photo does not make the open form stale)", async () => {
    const id = fx.products.blueShirt;
    const before = await read(id);
    expect((await upload(id, await photo(300, 300, "#abcdef").webp().toBuffer(), { name: "x.webp", type: "image/webp" })).status).toBe(200);
    expect((await read(id)).version).toBe(before.version);
  });
});

describe("permissions", () => {
  it("lets catalogue writers (content editors too) change photos; support, shoppers get 403, no token 401", async () => {
    const id = fx.products.whiteShirt;
    const bytes = await photo(200, 200, "#ff8800").jpeg().toBuffer();
    expect((await upload(id, bytes, { token: tokens.content })).status).toBe(200);
    const photoId = (await read(id)).images.at(-1)!.id;
    for (const who of ["support", "shopper"]) {
      expect((await upload(id, bytes, { token: tokens[who] })).status, who).toBe(403);
      expect((await move(id, photoId, "up", tokens[who]!)).status, who).toBe(403);
      expect((await remove(id, photoId, tokens[who]!)).status, who).toBe(403);
    }
    expect((await upload(id, bytes, { token: "" })).status).toBe(401);
    expect((await api.call(`admin/products/${id}/photos/${photoId}/remove`, {})).status).toBe(401);
    expect((await read(id)).images.at(-1)!.id).toBe(photoId);
    expect((await remove(id, photoId, tokens.content)).status).toBe(200);
  });
});
