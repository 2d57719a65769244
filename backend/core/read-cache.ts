/**
 * Answers of anonymous catalogue and content reads, kept in memory (ADR 0023): route
 * resolution, product detail and listings, facets, taxonomy, reviews, menus, articles, pages,
 * branches. A page the page cache has to render again (after a change, or for a visitor with
 * a cart) then costs the React render, not a dozen statements.
 *
 * - Only calls without an Authorization header (a signed-in shopper's answers may differ).
 * - Key: method, path, query and the JSON body (the BFF sends the language in it).
 * - Only 200 answers are kept; at most `maxEntries`, the oldest go first.
 * - Fresh for `ttlMs`; every committed change to a public table (the change feed) empties it.
 */
import type { MiddlewareHandler } from "hono";
import type { ApiEnv } from "./deps.ts";
import type { ChangeFeed } from "../db/changes.ts";

/** Reads whose anonymous answer is the same for every caller (paths under /api). */
export const PUBLIC_READS =
  /^\/api\/(routes\/current|products(\/(new|sale|best-sellers|filters(\/(brands|colors|sizes))?|by-ids|info\/\d+))?|categories(\/filters)?|collections(\/filters)?|brands|product-groups|reviews|menus|articles(\/info\/\d+)?|article-categories|branches|pages\/info\/[\w-]+|delivery-areas|home-sections|search\/suggestions)$/;

interface Entry {
  at: number;
  status: number;
  type: string;
  body: string;
}

export class ReadCache {
  private entries = new Map<string, Entry>();
  readonly stats = { hits: 0, misses: 0 };

  constructor(private readonly opts: { ttlMs: number; maxEntries?: number; now?: () => number }) {}

  private now(): number {
    return this.opts.now?.() ?? Date.now();
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  middleware(): MiddlewareHandler<ApiEnv> {
    return async (c, next) => {
      const method = c.req.method;
      if ((method !== "GET" && method !== "POST") || c.req.header("authorization") || !PUBLIC_READS.test(c.req.path)) {
        return next();
      }
      const body = method === "POST" ? await c.req.text() : "";
      if (body.length > 4096) return next();
      const url = new URL(c.req.url);
      const key = `${method} ${url.pathname}?${url.searchParams.toString()} ${body}`;
      const entry = this.entries.get(key);
      if (entry && this.now() - entry.at <= this.opts.ttlMs) {
        this.stats.hits += 1;
        return c.body(entry.body, entry.status as 200, { "content-type": entry.type, "x-read-cache": "HIT" });
      }
      this.stats.misses += 1;
      const before = this.generation;
      await next();
      if (c.res.status !== 200 || this.generation !== before) return;
      const type = c.res.headers.get("content-type") ?? "application/json";
      const text = await c.res.clone().text();
      this.store(key, { at: this.now(), status: 200, type, body: text });
    };
  }

  private generation = 0;

  /** Drops everything; answers being computed now are not kept. */
  invalidate(): void {
    this.generation += 1;
    this.clear();
  }

  private store(key: string, entry: Entry): void {
    const max = this.opts.maxEntries ?? 2000;
    this.entries.delete(key);
    while (this.entries.size >= max) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
  }

  /** Empties the cache on every committed public change. */
  follow(changes: ChangeFeed | undefined): this {
    changes?.subscribe(() => this.invalidate());
    return this;
  }
}
