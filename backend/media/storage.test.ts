import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadBackendConfig } from "../config.ts";
import { S3Store } from "./s3-store.ts";
import { DiskStore, MemoryStore, StoreUnavailableError, checkKey, photoStoreFor, type ObjectStore } from "./storage.ts";

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe("the photo store (ADR 0030)", () => {
  it("refuses keys that could leave its folder", () => {
    expect(checkKey("up/0123abcd/500.webp")).toBe("up/0123abcd/500.webp");
    for (const bad of ["../x", "up/../../secrets/JWT_SECRET", "/etc/passwd", "up//x", "Up/X", "up/x\\y", "", "up/.hidden"]) {
      expect(() => checkKey(bad), bad).toThrow();
    }
  });

  it("puts, gets and removes on disk (no temporary files left) and in memory", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "bazaar-store-"));
    dirs.push(dir);
    for (const store of [new DiskStore(dir), new MemoryStore()] as ObjectStore[]) {
      expect(await store.get("up/abc/50.webp")).toBeNull();
      await store.put("up/abc/50.webp", Buffer.from("one"), "image/webp");
      await store.put("up/abc/50.webp", Buffer.from("two"), "image/webp");
      expect((await store.get("up/abc/50.webp"))!.toString()).toBe("two");
      await store.remove("up/abc/50.webp");
      await store.remove("up/abc/50.webp");
      expect(await store.get("up/abc/50.webp")).toBeNull();
      await expect(store.get("../outside")).rejects.toThrow();
    }
    expect(await readdir(path.join(dir, "up", "abc"))).toEqual([]);
  });

  it("gives one store per data folder (DATA_DIR/uploads, or memory for memory://) and one per bucket when S3_BUCKET is set", () => {
    const config = (env: Record<string, string>) => loadBackendConfig({ NODE_ENV: "test", ...env });
    expect(photoStoreFor(config({ DATA_DIR: "memory://" }))).toBe(photoStoreFor(config({ DATA_DIR: "memory://" })));
    expect(photoStoreFor(config({ DATA_DIR: "memory://" }))).toBeInstanceOf(MemoryStore);
    const disk = photoStoreFor(config({ DATA_DIR: "/tmp/bazaar-x" }));
    expect(disk).toBeInstanceOf(DiskStore);
    expect((disk as DiskStore).dir).toBe(path.resolve("/tmp/bazaar-x", "uploads"));
    // the bucket wins over the data folder, whichever folder a process has
    const bucket = { S3_BUCKET: "shop-photos", S3_ENDPOINT: "http://127.0.0.1:9000", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" };
    const one = photoStoreFor(config({ DATA_DIR: "/tmp/bazaar-a", ...bucket }));
    expect(one).toBeInstanceOf(S3Store);
    expect(photoStoreFor(config({ DATA_DIR: "/tmp/bazaar-b", ...bucket }))).toBe(one);
    expect((one as S3Store).settings).toMatchObject({ bucket: "shop-photos", endpoint: "http://127.0.0.1:9000", region: "us-east-1", prefix: "", pathStyle: true });
    expect((photoStoreFor(config({ S3_BUCKET: "shop-photos" })) as S3Store).settings.pathStyle).toBe(false);
  });

  it("refuses S3 settings that cannot work, naming the variable", () => {
    const load = (env: Record<string, string>) => () => loadBackendConfig({ NODE_ENV: "test", ...env });
    expect(load({ S3_BUCKET: "Shop Photos" })).toThrow(/S3_BUCKET/);
    expect(load({ S3_BUCKET: "shop", S3_ACCESS_KEY_ID: "k" })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(load({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrow(/S3_ENDPOINT: needs S3_BUCKET/);
    expect(load({ S3_BUCKET: "shop", S3_ENDPOINT: "ftp://x" })).toThrow(/S3_ENDPOINT/);
    expect(load({ S3_BUCKET: "shop", S3_PREFIX: "shop" })).toThrow(/S3_PREFIX/);
    expect(loadBackendConfig({ NODE_ENV: "test", S3_BUCKET: "shop", S3_PUBLIC_URL: "https://cdn.example.az/photos/" }).S3_PUBLIC_URL).toBe("https://cdn.example.az/photos");
    expect(loadBackendConfig({ NODE_ENV: "test", S3_BUCKET: "", S3_ENDPOINT: "" }).S3_BUCKET).toBeUndefined();
  });

  it("says a disk that cannot take the bytes is unavailable (not a success, not a bare error)", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "bazaar-store-"));
    dirs.push(dir);
    // a file where the folder should be: the write cannot happen
    await writeFile(path.join(dir, "up"), "not a folder");
    await expect((new DiskStore(dir) as ObjectStore).put("up/abc/50.webp", Buffer.from("x"), "image/webp")).rejects.toBeInstanceOf(StoreUnavailableError);
  });
});
