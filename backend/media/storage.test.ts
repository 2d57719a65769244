import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DiskStore, MemoryStore, checkKey, photoStoreFor, type ObjectStore } from "./storage.ts";

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

  it("gives one store per data folder: DATA_DIR/uploads, or memory for memory://", () => {
    expect(photoStoreFor("memory://")).toBe(photoStoreFor("memory://"));
    expect(photoStoreFor("memory://")).toBeInstanceOf(MemoryStore);
    const disk = photoStoreFor("/tmp/bazaar-x");
    expect(disk).toBeInstanceOf(DiskStore);
    expect((disk as DiskStore).dir).toBe(path.resolve("/tmp/bazaar-x", "uploads"));
  });
});
