/**
 * A page store shared by every process of the shop (Redis, when REDIS_URL is set): a page one
 * process rendered serves the others, so N processes do not render each page N times
 * (ADR 0050 of the page cache's second level, server/page-cache.ts).
 *
 * An entry is the page as the page cache keeps it (gzip and brotli bodies, headers, tags) with
 * the time its render started. Whether an entry read back is still right is decided by the
 * reading process (`PageCache`), from the changes it heard itself: Redis holds no tag index,
 * and entries expire with the page's stale bound.
 */
import { Redis } from "ioredis";
import type { Logger } from "pino";

export interface SharedPageStore {
  get(key: string): Promise<Buffer | undefined>;
  set(key: string, value: Buffer, ttlMs: number): Promise<void>;
  close(): Promise<void>;
}

/** What a stored page carries besides its two bodies. */
export interface SharedPageHead {
  status: number;
  headers: [string, string][];
  size: number;
  etag: string;
  storedAt: number;
  started: number;
  tags: string[];
  /** bytes of the gzip body (the brotli body follows it) */
  gzip: number;
}

/** [4 bytes: head length][head JSON][gzip body][brotli body] */
export function encodeSharedPage(head: SharedPageHead, gzip: Buffer, br: Buffer): Buffer {
  const json = Buffer.from(JSON.stringify(head));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  return Buffer.concat([length, json, gzip, br]);
}

export function decodeSharedPage(value: Buffer): { head: SharedPageHead; gzip: Buffer; br: Buffer } | undefined {
  try {
    if (value.length < 4) return undefined;
    const length = value.readUInt32BE(0);
    if (4 + length > value.length) return undefined;
    const head = JSON.parse(value.subarray(4, 4 + length).toString("utf8")) as SharedPageHead;
    const bodyStart = 4 + length;
    if (
      !Number.isInteger(head.status) ||
      !Array.isArray(head.headers) ||
      !Array.isArray(head.tags) ||
      !Number.isFinite(head.storedAt) ||
      !Number.isFinite(head.started) ||
      !Number.isInteger(head.gzip) ||
      bodyStart + head.gzip > value.length
    ) {
      return undefined;
    }
    return { head, gzip: value.subarray(bodyStart, bodyStart + head.gzip), br: value.subarray(bodyStart + head.gzip) };
  } catch {
    return undefined;
  }
}

export interface RedisPageStoreOptions {
  url: string;
  /** the shop's Redis key prefix (REDIS_PREFIX) */
  prefix: string;
  /** the build's version: processes of two builds (a rolling deploy) never share pages */
  build: string;
  log: Logger;
  /** a read slower than this counts as a miss (the page is rendered here instead) */
  timeoutMs?: number;
}

/**
 * Redis as the shared store. Every failure (Redis away, slow, full) is a miss or a skipped
 * write: the page cache works on in this process alone, and says so in the log once a minute.
 */
export function redisPageStore(opts: RedisPageStoreOptions): SharedPageStore {
  const client = new Redis(opts.url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: opts.timeoutMs ?? 250,
  });
  let lastLogged = 0;
  const complain = (err: unknown) => {
    if (Date.now() - lastLogged < 60_000) return;
    lastLogged = Date.now();
    opts.log.error({ err: err instanceof Error ? err.message : String(err) }, "redis page store unavailable: pages are rendered per process until it is back");
  };
  client.on("error", complain);
  const keyOf = (key: string) => `${opts.prefix}page:${opts.build}:${key}`;
  return {
    async get(key) {
      try {
        return (await client.getBuffer(keyOf(key))) ?? undefined;
      } catch (err) {
        complain(err);
        return undefined;
      }
    },
    async set(key, value, ttlMs) {
      try {
        await client.set(keyOf(key), value, "PX", Math.max(1000, Math.round(ttlMs)));
      } catch (err) {
        complain(err);
      }
    },
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}

/** A store in this process's memory (tests: two page caches as two processes). */
export function memoryPageStore(): SharedPageStore & { entries: Map<string, Buffer> } {
  const entries = new Map<string, Buffer>();
  return {
    entries,
    async get(key) {
      return entries.get(key);
    },
    async set(key, value) {
      entries.set(key, value);
    },
    async close() {
      entries.clear();
    },
  };
}
