import { createReadStream, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, RequestHandler, Response } from "express";

/** Content types of what the client build emits into assets/. */
const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".png": "image/png",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
};

/** Text types worth compressing; `scripts/precompress.ts` writes .br and .gz beside these. */
export const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".json", ".map", ".svg", ".txt", ".webmanifest"]);

type Encoding = "br" | "gzip" | "identity";

interface Asset {
  type: string;
  /** byte size and file per encoding present on disk; `bytes` once it has been read */
  files: Partial<Record<Encoding, { file: string; size: number; bytes?: Buffer }>>;
  etag: string;
}

/**
 * Asset files up to this size are kept in memory after their first request, up to
 * MEMORY_BUDGET in all (the shop's whole build, every encoding, is ~2.5 MB). A request then
 * costs one write of a Buffer that already exists, instead of a file stream with its own
 * 64 KB buffer: under load those per-request buffers were most of the process's memory growth.
 */
const MEMORY_FILE_MAX = 512 * 1024;
const MEMORY_BUDGET = 32 * 1024 * 1024;

/**
 * The preferred encoding the request accepts among those present: br, then gzip, then the
 * plain file (q=0 refuses an encoding; `*` stands for any not named).
 */
export function chooseEncoding(header: string | undefined, available: readonly Encoding[]): Encoding {
  const q = new Map<string, number>();
  for (const part of (header ?? "").split(",")) {
    const [token, ...params] = part.trim().toLowerCase().split(";");
    if (!token) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(token, Number.isFinite(value) ? value : 0);
  }
  const accepts = (enc: string) => (q.get(enc) ?? (q.has(enc) ? 0 : (q.get("*") ?? 0))) > 0;
  for (const enc of ["br", "gzip"] as const) if (available.includes(enc) && accepts(enc)) return enc;
  return "identity";
}

/**
 * Serves the hashed build assets from a table read once at start: the precompressed .br or
 * .gz file when the request accepts it (Content-Encoding, Vary: Accept-Encoding), else the
 * plain file; immutable caching, an ETag per encoding, 304 on a match; unknown names 404
 * without reaching the page handler. Mount it before compression, logging and rate limits.
 */
export function precompressedAssets(dir: string, memory = { fileMax: MEMORY_FILE_MAX, budget: MEMORY_BUDGET }): RequestHandler {
  const assets = new Map<string, Asset>();
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    /* no client build: every asset request is a 404 */
  }
  for (const name of names) {
    if (name.endsWith(".br") || name.endsWith(".gz")) continue;
    const full = path.join(dir, name);
    const stat = statSync(full);
    if (!stat.isFile()) continue;
    const asset: Asset = {
      type: TYPES[path.extname(name).toLowerCase()] ?? "application/octet-stream",
      files: { identity: { file: full, size: stat.size } },
      etag: `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}`,
    };
    for (const [enc, ext] of [["br", ".br"], ["gzip", ".gz"]] as const) {
      try {
        const s = statSync(full + ext);
        if (s.isFile()) asset.files[enc] = { file: full + ext, size: s.size };
      } catch {
        /* not precompressed */
      }
    }
    assets.set(name, asset);
  }

  let inMemory = 0;
  /** the file's bytes, read once, when it is small enough and the budget allows; else undefined */
  function bytesOf(entry: { file: string; size: number; bytes?: Buffer }): Buffer | undefined {
    if (entry.bytes) return entry.bytes;
    if (entry.size > memory.fileMax || inMemory + entry.size > memory.budget) return undefined;
    try {
      entry.bytes = readFileSync(entry.file);
      inMemory += entry.bytes.length;
      return entry.bytes;
    } catch {
      return undefined;
    }
  }

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    const asset = assets.get(name);
    if (!asset) {
      res.status(404).set({ "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" }).end("Not found");
      return;
    }
    const available = Object.keys(asset.files) as Encoding[];
    const encoding = available.length > 1 ? chooseEncoding(req.headers["accept-encoding"], available) : "identity";
    const entry = asset.files[encoding]!;
    const { file, size } = entry;
    const etag = encoding === "identity" ? `${asset.etag}"` : `${asset.etag}-${encoding}"`;
    res.setHeader("content-type", asset.type);
    res.setHeader("cache-control", "public, max-age=31536000, immutable");
    res.setHeader("x-content-type-options", "nosniff");
    res.setHeader("etag", etag);
    if (available.length > 1) res.setHeader("vary", "Accept-Encoding");
    if (encoding !== "identity") res.setHeader("content-encoding", encoding);
    if (req.headers["if-none-match"]?.split(",").some((t) => t.trim() === etag)) {
      res.status(304).end();
      return;
    }
    res.setHeader("content-length", String(size));
    if (req.method === "HEAD") {
      res.end();
      return;
    }
    const bytes = bytesOf(entry);
    if (bytes) {
      res.end(bytes);
      return;
    }
    const stream = createReadStream(file);
    stream.on("error", (err) => (res.headersSent ? res.destroy(err) : next(err)));
    stream.pipe(res);
  };
}
