/**
 * The shopping feeds' files (app/routes/feeds.ts), kept on disk until the catalogue changes.
 *
 * A feed is megabytes (100 000 products, one line per size), so it never goes into the page
 * cache's memory. The first request renders it through the React Router handler and streams
 * it to the client and, at the same time, into a file under `dir`; once the whole feed is
 * written the file answers every request (with an ETag, 304 on If-None-Match) until a
 * committed change touches what a feed shows: any product as cards show it (`p:<id>`), any
 * list (`list`) or everything. A sale that leaves every size in stock (`pd:<id>` alone)
 * changes no line of a feed and keeps the files. A render that a touching change overtakes,
 * or that fails half-way, keeps no file.
 */
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream, mkdirSync, renameSync, rmSync, type WriteStream } from "node:fs";
import { once } from "node:events";
import path from "node:path";
import type { RequestHandler, Response as ExpressResponse } from "express";
import { LIST_TAG, type PublicChange } from "../backend/contract/cache-tags.ts";

/** The feed paths this cache serves (the route module answers 404 for an unknown name). */
export const FEED_PATH = /^\/feeds\/(google-(az|en|ru)\.xml|meta-(az|en|ru)\.csv)$/;

/** Whether a change may alter a feed's lines (prices, titles, pictures, availability, which products). */
export function touchesFeeds(change: PublicChange): boolean {
  if (change.all) return true;
  for (const tag of change.tags) if (tag === LIST_TAG || tag.startsWith("p:")) return true;
  return false;
}

interface Stored {
  file: string;
  etag: string;
  type: string;
  generation: number;
}

export interface FeedCacheOptions {
  dir: string;
  /** renders a feed (the React Router handler); the request carries no cookie */
  render: (request: Request) => Promise<Response>;
  origin: string;
  onError?: (err: unknown, feed: string) => void;
}

export class FeedCache {
  private generation = 0;
  private readonly stored = new Map<string, Stored>();
  private readonly writing = new Set<string>();

  constructor(private readonly opts: FeedCacheOptions) {
    rmSync(opts.dir, { recursive: true, force: true });
    mkdirSync(opts.dir, { recursive: true });
  }

  /** Drops every kept feed when the change may alter one. */
  invalidate(change: PublicChange): void {
    if (!touchesFeeds(change)) return;
    this.generation += 1;
    for (const entry of this.stored.values()) rmSync(entry.file, { force: true });
    this.stored.clear();
  }

  /** Whether a feed is kept (tests). */
  has(feedPath: string): boolean {
    return this.stored.has(feedPath);
  }

  middleware(): RequestHandler {
    return (req, res, next) => {
      if ((req.method !== "GET" && req.method !== "HEAD") || !FEED_PATH.test(req.path)) return next();
      this.answer(req.path, req.method === "HEAD", req.headers["if-none-match"], res).catch((err) => {
        this.opts.onError?.(err, req.path);
        if (!res.headersSent) res.status(503).type("text/plain").send("Feed unavailable");
        else res.destroy(err as Error);
      });
    };
  }

  private async answer(feedPath: string, head: boolean, ifNoneMatch: string | undefined, res: ExpressResponse): Promise<void> {
    const kept = this.stored.get(feedPath);
    if (kept && kept.generation === this.generation) {
      res.setHeader("content-type", kept.type);
      res.setHeader("etag", kept.etag);
      res.setHeader("cache-control", "public, max-age=900");
      res.setHeader("x-robots-tag", "noindex");
      res.setHeader("x-feed-cache", "HIT");
      if (ifNoneMatch === kept.etag) {
        res.status(304).end();
        return;
      }
      if (head) {
        res.end();
        return;
      }
      createReadStream(kept.file).on("error", (err) => res.destroy(err)).pipe(res);
      return;
    }
    const generation = this.generation;
    const rendered = await this.opts.render(new Request(`${this.opts.origin}${feedPath}`, { headers: { accept: "*/*" } }));
    res.status(rendered.status);
    rendered.headers.forEach((value, name) => {
      if (name !== "content-length" && name !== "set-cookie") res.setHeader(name, value);
    });
    res.setHeader("x-feed-cache", "MISS");
    // one writer per feed; a failure or another status keeps nothing
    const keep = rendered.status === 200 && !this.writing.has(feedPath) && rendered.body !== null;
    if (head || !rendered.body) {
      await rendered.body?.cancel();
      res.end();
      return;
    }
    let file: WriteStream | undefined;
    const tmp = path.join(this.opts.dir, `${feedPath.slice(7)}.${process.pid}.${Date.now()}.tmp`);
    const hash = createHash("sha1");
    if (keep) {
      this.writing.add(feedPath);
      file = createWriteStream(tmp);
    }
    try {
      for await (const chunk of rendered.body as unknown as AsyncIterable<Uint8Array>) {
        file?.write(chunk);
        hash.update(chunk);
        if (!res.write(chunk)) await once(res, "drain");
      }
      // the file is kept before the answer ends, so the next request finds it
      if (file) {
        file.end();
        await once(file, "close");
        if (generation === this.generation) {
          const final = path.join(this.opts.dir, feedPath.slice(7));
          renameSync(tmp, final);
          this.stored.set(feedPath, { file: final, etag: `"${hash.digest("hex")}"`, type: rendered.headers.get("content-type") ?? "text/plain", generation });
        } else rmSync(tmp, { force: true });
      }
      res.end();
    } catch (err) {
      file?.destroy();
      rmSync(tmp, { force: true });
      throw err;
    } finally {
      if (keep) this.writing.delete(feedPath);
    }
  }
}
