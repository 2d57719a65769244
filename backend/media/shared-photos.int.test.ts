/**
 * Uploaded photos with several processes, each with its own data folder, on one database (ADR
 * 0050). On the default disk store a photo uploaded through one process is missing on the
 * other; with the S3 settings every process keeps and reads them in one bucket (a real
 * S3-compatible server, s3rver, on a free port): every width, the same bytes and headers,
 * nothing on either local disk. A bucket that cannot be reached or does not exist answers the
 * upload 503 with a clear message, and nothing is recorded as saved.
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
import { closedPort, startS3, type LocalS3 } from "../test/s3.ts";

vi.setConfig({ testTimeout: 120_000 });

type Api = Awaited<ReturnType<typeof testApi>>;
let s3: LocalS3;
let one: Api;
const dirs: string[] = [];
let fx: Fixtures;
let owner: string;

const folder = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "bazaar-shared-"));
  dirs.push(dir);
  return dir;
};
/** another process: its own data folder (and settings), the same database */
const processWith = async (env: Record<string, string>) => testApi({ DATA_DIR: await folder(), ...env }, one.database);

beforeAll(async () => {
  s3 = await startS3();
  one = await testApi({ DATA_DIR: await folder() });
  fx = await insertFixtures(one.database);
  const [u] = await one.database.db.insert(users).values({ firstName: "Owner", lastName: "Shared", mobile: "994554100001", roles: ["owner"] }).returning();
  owner = await signAccessToken({ config: one.config } as never, u!.id);
}, 240_000);

afterAll(async () => {
  await s3?.stop();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

let shade = 0;
/** a JPEG not uploaded before (its own colour, so its own content-addressed path) */
const freshPhoto = () => sharp({ create: { width: 900, height: 1200, channels: 3, background: { r: 40 + shade++ * 7, g: 90, b: 160 } } }).jpeg().toBuffer();

async function upload(api: Api, url: string, bytes: Buffer) {
  const form = new FormData();
  form.set("lang", "en");
  form.set("photo", new File([new Uint8Array(bytes)], "photo.jpg", { type: "image/jpeg" }));
  const res = await api.app.fetch(new Request(`http://test/api/${url}`, { method: "POST", headers: { authorization: `Bearer ${owner}` }, body: form }));
  return { status: res.status, retryAfter: res.headers.get("retry-after"), ...((await res.json()) as { ok: boolean; data?: { path?: string; images?: { id: number; path: string }[] }; error?: string; code?: string; errors?: Record<string, string> }) };
}
const img = (api: Api, width: string | number, p: string) => api.app.fetch(new Request(`http://test/img/${width}/${p}`));
const localFiles = async (api: Api) => (await readdir(path.join(api.config.DATA_DIR, "uploads"), { recursive: true }).catch(() => [])).length;
const imageCount = async (productId: number) => (await one.database.query<{ n: number }>(sql`select count(*)::int as n from product_images where product_id = ${productId}`))[0]!.n;

describe("photos with two processes and two data folders", () => {
  it("on the default disk store, a photo uploaded through one process is missing on the other", async () => {
    const two = await processWith({});
    const answer = await upload(one, `admin/products/${fx.products.whiteShirt}/photos`, await freshPhoto());
    expect(answer.status).toBe(200);
    const photo = answer.data!.images!.at(-1)!.path;
    expect((await img(one, 500, photo)).status).toBe(200);
    expect((await img(two, 500, photo)).status).toBe(404);
  });

  it("with a shared bucket, what one process uploads the other serves: every width, the same bytes and headers, nothing on either disk", async () => {
    const a = await processWith(s3.env);
    const b = await processWith(s3.env);
    const product = await upload(a, `admin/products/${fx.products.whiteShirt}/photos`, await freshPhoto());
    expect(product.status).toBe(200);
    const banner = await upload(b, "admin/banners/photos", await freshPhoto());
    expect(banner.status).toBe(200);
    for (const [photo, from, to] of [
      [product.data!.images!.at(-1)!.path, a, b],
      [banner.data!.path!, b, a],
    ] as const) {
      for (const width of ["orig", 50, 300, 500, 1000]) {
        const there = await img(to, width, photo);
        expect(there.status, `${photo} ${width}`).toBe(200);
        expect(there.headers.get("content-type")).toBe("image/webp");
        expect(there.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        const here = await img(from, width, photo);
        expect(Buffer.from(await there.arrayBuffer()).equals(Buffer.from(await here.arrayBuffer())), `${photo} ${width}`).toBe(true);
      }
      expect((await sharp(Buffer.from(await (await img(to, 300, photo)).arrayBuffer())).metadata()).width).toBe(300);
    }
    expect(await localFiles(a)).toBe(0);
    expect(await localFiles(b)).toBe(0);
    expect((await img(b, 500, "up/000000000000000000000000.webp")).status).toBe(404);
  });

  it("removes a photo's files from the bucket for every process", async () => {
    const a = await processWith(s3.env);
    const b = await processWith(s3.env);
    const id = fx.products.blueShirt;
    const added = await upload(a, `admin/products/${id}/photos`, await freshPhoto());
    const photo = added.data!.images!.at(-1)!;
    expect((await img(b, 1000, photo.path)).status).toBe(200);
    expect((await b.call(`admin/products/${id}/photos/${photo.id}/remove`, {}, { token: owner })).status).toBe(200);
    expect((await img(a, 1000, photo.path)).status).toBe(404);
  });

  it("with S3_PUBLIC_URL, the image route sends browsers to the bucket's public address, where the object has its type and lifetime", async () => {
    const a = await processWith(s3.env);
    const b = await processWith({ ...s3.env, S3_PUBLIC_URL: `${s3.endpoint}/${s3.bucket}/` });
    const photo = (await upload(a, "admin/categories/photos", await freshPhoto())).data!.path!;
    const hash = /^up\/([0-9a-f]{24})\.webp$/.exec(photo)![1];
    const res = await img(b, 500, photo);
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(`${s3.endpoint}/${s3.bucket}/up/${hash}/500.webp`);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const object = await fetch(res.headers.get("location")!);
    expect(object.status).toBe(200);
    expect(object.headers.get("content-type")).toBe("image/webp");
    expect(object.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await object.arrayBuffer()).equals(Buffer.from(await (await img(a, 500, photo)).arrayBuffer()))).toBe(true);
  });

  it("keeps two shops apart in one bucket with S3_PREFIX", async () => {
    const a = await processWith({ ...s3.env, S3_PREFIX: "shop-a/" });
    const b = await processWith({ ...s3.env, S3_PREFIX: "shop-b/" });
    const photo = (await upload(a, "admin/brands/photos", await freshPhoto())).data!.path!;
    expect((await img(a, 50, photo)).status).toBe(200);
    expect((await img(b, 50, photo)).status).toBe(404);
  });

  it("answers 503 with a clear message when the bucket cannot take the photo, and records nothing", async () => {
    const unreachable = await processWith({ ...s3.env, S3_ENDPOINT: `http://127.0.0.1:${await closedPort()}`, S3_TIMEOUT_MS: "1000" });
    const missingBucket = await processWith({ ...s3.env, S3_BUCKET: "no-such-bucket" });
    const id = fx.products.whiteShirt;
    const audits = async () => (await one.database.query<{ n: number }>(sql`select count(*)::int as n from audit_log where action in ('photo-add', 'upload')`))[0]!.n;
    const before = { images: await imageCount(id), audits: await audits() };
    for (const api of [unreachable, missingBucket]) {
      const answer = await upload(api, `admin/products/${id}/photos`, await freshPhoto());
      expect(answer.status).toBe(503);
      expect(answer.ok).toBe(false);
      expect(answer.retryAfter).toBe("30");
      expect(answer.code).toBe("adminPhoto.storeUnavailable");
      expect(answer.errors?.photo).toBe("The photo could not be saved: the photo store is not answering. Nothing was saved; please try again in a minute.");
      const image = await upload(api, "admin/banners/photos", await freshPhoto());
      expect(image.status).toBe(503);
      expect(image.data).toBeUndefined();
      expect(image.code).toBe("adminPhoto.storeUnavailable");
      // reading through a store that cannot answer is 503 too, never a 404 a cache would keep
      const read = await img(api, 500, "up/000000000000000000000000.webp");
      expect(read.status).toBe(503);
      expect(read.headers.get("cache-control")).toBe("no-store");
    }
    expect(await imageCount(id)).toBe(before.images);
    expect(await audits()).toBe(before.audits);
  });
});
