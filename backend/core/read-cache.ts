/**
 * Answers of anonymous catalogue and content reads, kept in memory (ADR 0023): route
 * resolution, product detail and listings, facets, taxonomy, reviews, menus, articles, pages,
 * branches. A page the page cache has to render again (after a change, or for a visitor with
 * a cart) then costs the React render, not a dozen statements.
 *
 * - Only calls without an Authorization header (a signed-in shopper's answers may differ).
 * - Key: method, path, query and the JSON body (the BFF sends the language in it).
 * - Only 200 answers are kept; at most `maxEntries`, the oldest go first.
 * - Each public read names what it shows in `x-cache-tags` (`readTags`, kept or not); a
 *   committed change (the change feed) drops the entries it touches (ADR 0049). Fresh for
 *   `ttlMs` at most.
 */
import type { MiddlewareHandler } from "hono";
import type { ApiEnv } from "./deps.ts";
import type { ChangeFeed } from "../db/changes.ts";
import { CACHE_TAGS_HEADER, ChangeLog, LIST_TAG, STATIC_TAG, detailTag, parseTagsHeader, productTag, touches, type PublicChange } from "../contract/cache-tags.ts";

/** Reads whose anonymous answer is the same for every caller (paths under /api). */
export const PUBLIC_READS =
  /^\/api\/(routes\/current|products(\/(new|sale|best-sellers|filters(\/(brands|colors|sizes))?|by-ids|info\/\d+))?|categories(\/filters)?|collections(\/filters)?|brands|product-groups|reviews|menus|articles(\/info\/\d+)?|article-categories|branches|pages\/info\/[\w-]+|delivery-areas|home-sections|search\/suggestions)$/;

/** Reads that show no product: only a change of everything (taxonomy, content) touches them. */
const STATIC_READS = /^\/api\/(menus|categories|brands|collections|branches|pages\/info\/[\w-]+|delivery-areas|article-categories)$/;
const PRODUCT_INFO = /^\/api\/products\/info\/(\d+)$/;
/** Reads whose tags come from their answer or request (see `answerTags`). */
const BY_ANSWER = /^\/api\/(products\/info\/\d+|routes\/current|reviews)$/;

/**
 * What a public read's answer shows (backend/contract/cache-tags.ts), by path alone;
 * undefined for other calls. A product's own page, its path and its reviews are narrowed
 * further by `answerTags`.
 */
export function readTags(path: string): string[] | undefined {
  if (!PUBLIC_READS.test(path)) return undefined;
  if (STATIC_READS.test(path)) return [STATIC_TAG];
  const info = PRODUCT_INFO.exec(path);
  if (info) return [productTag(Number(info[1])), detailTag(Number(info[1])), LIST_TAG];
  return [LIST_TAG];
}

type Json = Record<string, unknown>;
const idOf = (v: unknown) => (typeof v === "number" && Number.isSafeInteger(v) && v > 0 ? v : typeof v === "string" && /^\d{1,9}$/.test(v) ? Number(v) : undefined);

/**
 * The tags of a product's page data, of a resolved path and of a product's reviews, from the
 * answer (or the request): a product page shows its product (`p`, `pd`) and the products of
 * its sets and gifts (`p`), not lists; a path that resolves to a product shows that product,
 * to anything else nothing (those tables notify everything); reviews are the product's (`p`).
 * A failure, a redirect or an unknown path keeps `list`.
 */
export function answerTags(path: string, answer: Json | undefined, request: Json): string[] | undefined {
  if (!BY_ANSWER.test(path)) return readTags(path);
  const data = answer?.ok === true && answer.data && typeof answer.data === "object" ? (answer.data as Json) : undefined;
  const info = PRODUCT_INFO.exec(path);
  if (info) {
    if (!data) return readTags(path);
    const id = Number(info[1]);
    const tags = new Set([productTag(id), detailTag(id)]);
    for (const set of Array.isArray(data.sets) ? (data.sets as Json[]) : []) {
      for (const item of Array.isArray(set?.products) ? (set.products as Json[]) : []) {
        const other = idOf(item?.id);
        if (other) tags.add(productTag(other));
      }
    }
    for (const gift of Array.isArray(data.giftProducts) ? (data.giftProducts as Json[]) : []) {
      const other = idOf(gift?.id);
      if (other) tags.add(productTag(other));
    }
    return [...tags];
  }
  if (path === "/api/routes/current") {
    // a record of another kind comes from tables without product notices (categories, pages, …);
    // a path that is unknown or moved may become a product's
    const id = idOf(data?.id);
    if (data?.type === "product" && id) return [productTag(id)];
    return data && typeof data.type === "string" ? [STATIC_TAG] : [LIST_TAG];
  }
  const product = idOf(request.productId);
  return data && product ? [productTag(product)] : [LIST_TAG];
}

/**
 * Names what each public read shows in `x-cache-tags`, whether the read cache (which runs
 * before it and keeps the header with the answer) is on or not.
 */
export function cacheTagsMiddleware(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    await next();
    // a handler that knows better (the catalogue's lists: the categories they were kept within) set them itself
    const declared = readTags(c.req.path);
    if (!declared || c.res.headers.has(CACHE_TAGS_HEADER)) return;
    let tags = declared;
    if (BY_ANSWER.test(c.req.path)) {
      // the answer and the request's fields (only single values are read: productId)
      let answer: Json | undefined;
      let request: Json = Object.fromEntries(new URL(c.req.url).searchParams);
      try {
        answer = (await c.res.clone().json()) as Json;
        if (c.req.method === "POST") request = { ...request, ...((await c.req.json()) as Json) };
      } catch {
        // not JSON: the path's own tags
      }
      tags = answerTags(c.req.path, answer, request) ?? declared;
    }
    const value = (tags.length ? tags : [STATIC_TAG]).join(" ");
    // a new Response: the headers of a finished one are not always live (@hono/node-server's
    // own Response, under HTTP, may answer a fresh copy of them), so a set on them can be lost
    const res = new Response(c.res.body, c.res);
    res.headers.set(CACHE_TAGS_HEADER, value);
    c.res = undefined;
    c.res = res;
  };
}

interface Entry {
  at: number;
  status: number;
  type: string;
  body: string;
  tags: ReadonlySet<string>;
  /** the x-cache-tags header sent with the answer */
  tagsHeader: string;
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
      const declared = method === "GET" || method === "POST" ? readTags(c.req.path) : undefined;
      if (!declared || c.req.header("authorization")) return next();
      const body = method === "POST" ? await c.req.text() : "";
      if (body.length > 4096) return next();
      const url = new URL(c.req.url);
      const key = `${method} ${url.pathname}?${url.searchParams.toString()} ${body}`;
      const entry = this.entries.get(key);
      if (entry && this.now() - entry.at <= this.opts.ttlMs) {
        this.stats.hits += 1;
        return c.body(entry.body, entry.status as 200, { "content-type": entry.type, "x-read-cache": "HIT", [CACHE_TAGS_HEADER]: entry.tagsHeader });
      }
      this.stats.misses += 1;
      const mark = this.log.mark();
      await next();
      const tagsHeader = c.res.headers.get(CACHE_TAGS_HEADER) ?? declared.join(" ");
      const tags = new Set(parseTagsHeader(tagsHeader));
      if (c.res.status !== 200 || this.log.touchedSince(mark, tags)) return;
      const type = c.res.headers.get("content-type") ?? "application/json";
      const text = await c.res.clone().text();
      this.store(key, { at: this.now(), status: 200, type, body: text, tags, tagsHeader });
    };
  }

  private readonly log = new ChangeLog();

  /** Drops what `change` touches (everything without one); answers being computed now and touched are not kept. */
  invalidate(change?: PublicChange): void {
    const all = change ?? { all: true, tags: new Set<string>() };
    this.log.note(all);
    if (all.all) {
      this.clear();
      return;
    }
    for (const [key, entry] of this.entries) if (touches(all, entry.tags)) this.entries.delete(key);
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

  /** Drops what each committed public change touches. */
  follow(changes: ChangeFeed | undefined): this {
    changes?.subscribe((change) => this.invalidate(change));
    return this;
  }
}
