import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { BackendConfig } from "../config.ts";
import { S3Store, type S3Settings } from "./s3-store.ts";

/**
 * Where uploaded photos live: a small key/value store of bytes (ADR 0030). Keys are relative
 * paths built by the media module (`up/3f…/500.webp`), never request text; a key that is not
 * lowercase letters, digits, `-`, `_`, `.` and `/` segments is refused, so no key leaves the
 * store's folder. The disk store is the default (`DATA_DIR/uploads`); with `S3_BUCKET` set every
 * process keeps them in one S3-compatible bucket instead (s3-store.ts, ADR 0050).
 */
export interface ObjectStore {
  /** writes the bytes under the key (replacing what was there); atomic for readers; StoreUnavailableError when it cannot */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** the bytes, or null when the key holds nothing; StoreUnavailableError when the store cannot answer */
  get(key: string): Promise<Buffer | null>;
  /** removes the key; a missing key is not an error */
  remove(key: string): Promise<void>;
}

/**
 * The store cannot take or give bytes right now (a bucket that is unreachable, refuses the
 * credentials or runs out of time; a full or read-only disk). Callers answer 503: an upload is
 * never reported as saved when its files are not.
 */
export class StoreUnavailableError extends Error {
  override name = "StoreUnavailableError";
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
    const tmp = `${file}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}.tmp`;
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(tmp, body);
      await rename(tmp, file);
    } catch (err) {
      await rm(tmp, { force: true }).catch(() => undefined);
      throw new StoreUnavailableError(`photo store (${this.dir}) could not write ${key}: ${(err as Error).message}`, { cause: err });
    }
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

/** The settings that choose the photo store (backend/config.ts). */
export type PhotoStoreConfig = Pick<BackendConfig, "DATA_DIR" | "S3_BUCKET" | "S3_ENDPOINT" | "S3_REGION" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_PREFIX" | "S3_PATH_STYLE" | "S3_TIMEOUT_MS">;

const stores = new Map<string, ObjectStore>();

/**
 * The photo store of a configuration, one per process for the same settings (the image route and
 * the upload calls get the same one): the bucket when `S3_BUCKET` is set, else `DATA_DIR/uploads`
 * on disk, or an in-memory store for `DATA_DIR=memory://`.
 */
export function photoStoreFor(config: PhotoStoreConfig): ObjectStore {
  const { DATA_DIR: dataDir } = config;
  if (config.S3_BUCKET) {
    const settings: S3Settings = {
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      prefix: config.S3_PREFIX,
      pathStyle: config.S3_PATH_STYLE ?? Boolean(config.S3_ENDPOINT),
      timeoutMs: config.S3_TIMEOUT_MS,
    };
    const id = `s3:${JSON.stringify(settings)}`;
    let store = stores.get(id);
    if (!store) stores.set(id, (store = new S3Store(settings)));
    return store;
  }
  const id = dataDir === "memory://" ? dataDir : path.resolve(dataDir, "uploads");
  let store = stores.get(id);
  if (!store) {
    store = dataDir === "memory://" ? new MemoryStore() : new DiskStore(id);
    stores.set(id, store);
  }
  return store;
}
