import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Where uploaded photos live: a small key/value store of bytes (ADR 0030). Keys are relative
 * paths built by the media module (`up/3f…/500.webp`), never request text; a key that is not
 * lowercase letters, digits, `-`, `_`, `.` and `/` segments is refused, so no key leaves the
 * store's folder. The disk store is the default (`DATA_DIR/uploads`); an S3-compatible store
 * implements the same three calls.
 */
export interface ObjectStore {
  /** writes the bytes under the key (replacing what was there); atomic for readers */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** the bytes, or null when the key holds nothing */
  get(key: string): Promise<Buffer | null>;
  /** removes the key; a missing key is not an error */
  remove(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_.-]*)*$/;

export function checkKey(key: string): string {
  if (!KEY.test(key) || key.includes("..") || key.length > 200) throw new Error(`bad store key: ${JSON.stringify(key)}`);
  return key;
}

/** Files below one folder; written to a temporary name and renamed, so a reader never sees half a file. */
export class DiskStore implements ObjectStore {
  constructor(readonly dir: string) {}

  private file(key: string): string {
    return path.join(this.dir, ...checkKey(key).split("/"));
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}.tmp`;
    await writeFile(tmp, body);
    await rename(tmp, file);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.file(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT" || (err as NodeJS.ErrnoException).code === "ENOTDIR") return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }
}

/** In memory (DATA_DIR `memory://`: tests and throw-away runs). */
export class MemoryStore implements ObjectStore {
  private readonly items = new Map<string, Buffer>();

  async put(key: string, body: Buffer): Promise<void> {
    this.items.set(checkKey(key), Buffer.from(body));
  }

  async get(key: string): Promise<Buffer | null> {
    return this.items.get(checkKey(key)) ?? null;
  }

  async remove(key: string): Promise<void> {
    this.items.delete(checkKey(key));
  }

  get size(): number {
    return this.items.size;
  }
}

const stores = new Map<string, ObjectStore>();

/**
 * The photo store of a data directory: `DATA_DIR/uploads` on disk, or one in-memory store per
 * process for `memory://`. The image route and the upload call get the same store.
 */
export function photoStoreFor(dataDir: string): ObjectStore {
  const id = dataDir === "memory://" ? dataDir : path.resolve(dataDir, "uploads");
  let store = stores.get(id);
  if (!store) {
    store = dataDir === "memory://" ? new MemoryStore() : new DiskStore(id);
    stores.set(id, store);
  }
  return store;
}
