/**
 * Full-page cache for anonymous visitors (ADR 0023).
 *
 * A GET or HEAD of a public page by a visitor who holds no personal cookie (session, cart,
 * wishlist, compare, flash: anything with the shop's cookie prefix, but for the few listed in
 * `IGNORED` and the `VARIANTS`, which choose one of a few shared copies) is answered from memory. The page is rendered from a synthetic request
 * that carries no cookie at all, so the stored HTML cannot hold anyone's data; an answer that
 * sets a cookie or says `private`/`no-store` is never stored.
 *
 * - Key: scheme, path and the query parameters the page reads, sorted (`/en/x?p=2` and
 *   `/x?p=2` are two entries; `?utm_source=…`, `?gclid=…` or any name no page reads are left
 *   out of the key and of the render: app/lib/page-query.ts). The scheme keeps what depends on
 *   it (the CSP's upgrade-insecure-requests) from reaching visitors of the other one.
 * - Fresh for `ttlMs`; then served stale for up to `staleMs` while one background render
 *   refreshes it. A miss is rendered once however many visitors wait for it.
 * - Each entry keeps the tags of what it showed (the `x-cache-tags` header the render's API
 *   calls gathered, backend/contract/cache-tags.ts). `invalidate(change)` (called on each
 *   committed change to a public table, see backend/db/changes.ts) drops the entries the
 *   change touches, and a render that was running when a change touching it arrived does not
 *   store its (possibly old) result. Served pages carry the tags as `Cache-Tag` and
 *   `Surrogate-Key`, for a CDN that purges by tag (ADR 0049).
 * - Entries are kept compressed only (gzip and brotli, made once per render; the rare client
 *   that takes neither gets the gzip copy unpacked) and answer If-None-Match with 304; the
 *   least recently used entries go when `maxBytes` is reached.
 */
import { createHash } from "node:crypto";
import { brotliCompressSync, constants as zlib, gunzipSync, gzipSync } from "node:zlib";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { splitPageQuery } from "../app/lib/page-query.ts";
import { CACHE_TAGS_HEADER, ChangeLog, EVERYTHING, parseTagsHeader, touches, type PublicChange } from "../backend/contract/cache-tags.ts";
import { decodeSharedPage, encodeSharedPage, type SharedPageStore } from "./shared-pages.ts";

export interface PageCacheOptions {
  /** renders a page (the React Router handler); the request carries no cookie */
  render: (request: Request) => Promise<Response>;
  /** the shop's cookie prefix: any such cookie (but the ignored ones) means a personal render */
  cookiePrefix: string;
  ttlMs: number;
  staleMs: number;
  maxBytes: number;
  now?: () => number;
  onError?: (err: unknown, key: string) => void;
  /**
   * A second level shared by every process (server/shared-pages.ts): a miss here is looked up
   * there before it is rendered, and each stored render is written there too.
   */
  shared?: SharedPageStore;
}

/** How far two machines' clocks may differ: a shared page rendered this close before a change is refused. */
const CLOCK_SKEW_MS = 1000;
/** The changes remembered to judge pages from the shared store. */
const HEARD_CHANGES = 1024;

/** What a CDN or proxy in front of the shop may do with an anonymous page. */
export function publicCacheControl(ttlMs: number, staleMs: number): string {
  return `public, max-age=0, s-maxage=${Math.round(ttlMs / 1000)}, stale-while-revalidate=${Math.round(staleMs / 1000)}`;
}
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/**
 * Pages that are never shared: they show or change the visitor's own data (language prefix
 * and React Router's `.data` suffix removed before the test).
 */
const PERSONAL = /^\/(cart|wishlist|compare|checkout|order|cabinet|login|signup|remind|new-password|logout|dev|action|newsletter|push|suggest|admin)(\/|$)/;
/** Not pages at all: the API, images, files, probes, assets. */
const NOT_PAGES = /^\/(api|img|d|payments|assets|healthz|readyz)(\/|$)/;
const HOME = /^\/?$/;

/** The page a path is about: without language prefix and without React Router's `.data` suffix. */
export function pagePathOf(pathname: string): string {
  let p = pathname.replace(/^\/(az|en|ru)(?=\/|$|\.data$)/, "") || "/";
  if (p.endsWith(".data")) p = p.slice(0, -".data".length) || "/";
  if (p === "/_root") p = "/";
  return p;
}

/**
 * Cookies that do not change what a page shows, per page: `recent_products` fills the home
 * page's "Recently viewed" rail and nothing else; `utm` is read only at checkout.
 */
const IGNORED: Record<string, (page: string) => boolean> = {
  recent_products: (page) => !HOME.test(page),
  utm: () => true,
};

/**
 * Cookies that choose one of a few shared copies of a page, by the value each allows (others
 * count as unset): `sale_banner=closed` is the copy without the sale banner. The page is
 * rendered with that cookie alone and kept apart from the other copies.
 */
const VARIANTS: Record<string, (value: string) => string | undefined> = {
  sale_banner: (value) => (value === "closed" ? "closed" : undefined),
};

/** The shared copy a visitor's cookies choose: the variant cookies, as one Cookie header ("" for the plain copy). */
export function variantOf(cookieHeader: string | undefined, cookiePrefix: string): string {
  if (!cookieHeader) return "";
  const chosen: string[] = [];
  for (const part of cookieHeader.split(";")) {
    const [rawName, ...rest] = part.split("=");
    const name = rawName?.trim() ?? "";
    if (!name.startsWith(cookiePrefix)) continue;
    const pick = VARIANTS[name.slice(cookiePrefix.length)];
    const value = pick?.(rest.join("=").trim());
    if (value) chosen.push(`${name}=${value}`);
  }
  return [...new Set(chosen)].sort().join("; ");
}

export function isPersonalPath(pathname: string): boolean {
  return PERSONAL.test(pagePathOf(pathname));
}

/** Whether a request may be answered from (and stored in) the cache. */
export function cacheableRequest(method: string, pathname: string, cookieHeader: string | undefined, cookiePrefix: string): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (NOT_PAGES.test(pathname)) return false;
  const page = pagePathOf(pathname);
  if (PERSONAL.test(page)) return false;
  if (!cookieHeader) return true;
  for (const part of cookieHeader.split(";")) {
    const name = part.split("=", 1)[0]?.trim() ?? "";
    if (!name.startsWith(cookiePrefix)) continue;
    if (VARIANTS[name.slice(cookiePrefix.length)]) continue;
    const ignored = IGNORED[name.slice(cookiePrefix.length)];
    if (!ignored || !ignored(page)) return false;
  }
  return true;
}

const STORED_STATUSES = new Set([200, 301, 308, 404, 410]);
/** Headers not replayed from an entry: per-response or set by the cache itself. */
const DROPPED_HEADERS = new Set([CACHE_TAGS_HEADER, "set-cookie", "date", "content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "etag", "cache-control", "vary", "x-request-id"]);

/**
 * A stored page: kept compressed only (gzip and brotli); the plain body, which only clients
 * that accept neither need, is unpacked from the gzip copy when asked for.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  readonly body: Buffer;
  /** length of the plain body */
  size: number;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  storedAt: number;
  /** when the render that made it started (wall clock): what the shared store is judged by */
  started: number;
  bytes: number;
  /** what the page showed (backend/contract/cache-tags.ts) */
  tags: ReadonlySet<string>;
}

function cachedPage(fields: Omit<CachedPage, "body" | "bytes">): CachedPage {
  return {
    ...fields,
    get body() {
      return gunzipSync(this.gzip);
    },
    bytes: fields.gzip.length + fields.br.length + 512,
  };
}

/** LIMITED: the request would have started a render and its client's budget refused it. */
export type CacheState = "HIT" | "STALE" | "MISS" | "BYPASS" | "LIMITED";

export interface CacheAnswer {
  state: CacheState;
  page?: CachedPage;
  /** the render's own answer when it could not be stored (cookies, private, odd status) */
  response?: Response;
  /** the render failed (5xx) and no earlier copy exists: `response` is the answer to send */
  failed?: boolean;
}

function storable(response: Response): boolean {
  if (!STORED_STATUSES.has(response.status)) return false;
  if (response.headers.has("set-cookie")) return false;
  const control = response.headers.get("cache-control") ?? "";
  return !/(private|no-store)/i.test(control);
}

export class PageCache {
  private entries = new Map<string, CachedPage>();
  /** entries dropped by a change, served only when a render fails (at most a quarter of `maxBytes`) */
  private fallback = new Map<string, CachedPage>();
  private fallbackBytes = 0;
  private readonly log = new ChangeLog();
  private pending = new Map<string, Promise<CacheAnswer>>();
  /** pages whose last render could not be shared: rendered per visitor until this time */
  private unshareable = new Map<string, number>();
  private bytes = 0;
  /** the changes this process heard, with when (wall clock), for pages from the shared store */
  private heard: { at: number; change: PublicChange }[] = [];
  /** since when `heard` holds every change this process heard */
  private heardSince: number;
  private sharedReads = new Map<string, Promise<CachedPage | undefined>>();
  readonly stats = { hits: 0, stale: 0, misses: 0, renders: 0, invalidations: 0, sharedHits: 0, sharedRefused: 0 };

  constructor(private readonly opts: PageCacheOptions) {
    this.heardSince = this.now();
  }

  private now(): number {
    return this.opts.now?.() ?? Date.now();
  }

  /**
   * Drops the entries `change` touches (every entry without one); a render running now whose
   * page the change touches cannot store it. A dropped entry is kept aside to answer for its
   * page if the next render fails (the database away: losing its connection sends a change).
   */
  invalidate(change: PublicChange = EVERYTHING): void {
    this.log.note(change);
    this.stats.invalidations += 1;
    this.heard.push({ at: this.now(), change });
    if (this.heard.length > HEARD_CHANGES) this.heardSince = this.heard.shift()!.at;
    if (change.all) this.unshareable.clear();
    for (const [key, entry] of this.entries) {
      if (!touches(change, entry.tags)) continue;
      this.entries.delete(key);
      this.bytes -= entry.bytes;
      this.keepAside(key, entry);
    }
  }

  private keepAside(key: string, entry: CachedPage): void {
    const old = this.fallback.get(key);
    if (old) {
      this.fallback.delete(key);
      this.fallbackBytes -= old.bytes;
    }
    this.fallback.set(key, entry);
    this.fallbackBytes += entry.bytes;
    for (const [oldest, page] of this.fallback) {
      if (this.fallbackBytes <= this.opts.maxBytes / 4) break;
      this.fallback.delete(oldest);
      this.fallbackBytes -= page.bytes;
    }
  }

  get size(): { entries: number; bytes: number; fallbackBytes: number } {
    return { entries: this.entries.size, bytes: this.bytes, fallbackBytes: this.fallbackBytes };
  }

  /**
   * The page for `url` (absolute; its scheme, path and query are the key): from memory when
   * fresh, stale with a refresh behind it, or rendered now (once for all who wait). `admit` is
   * asked before this request starts a render of its own (a miss nobody is rendering yet, or a
   * page that cannot be shared); when it answers false nothing is rendered (`LIMITED`).
   */
  async get(url: URL, headers: Headers, admit?: () => Promise<boolean>, variant = ""): Promise<CacheAnswer> {
    const key = `${url.protocol}${url.pathname}${url.search}${variant ? ` ${variant}` : ""}`;
    let entry = this.entries.get(key);
    if ((!entry || this.now() - entry.storedAt > this.opts.ttlMs) && this.opts.shared && !this.pending.has(key)) {
      const shared = await this.readShared(key);
      if (shared && (!entry || shared.storedAt > entry.storedAt)) {
        this.store(key, shared);
        entry = shared;
        if (this.now() - shared.storedAt <= this.opts.ttlMs) this.stats.sharedHits += 1;
      }
    }
    const age = entry ? this.now() - entry.storedAt : Infinity;
    if (entry && age <= this.opts.ttlMs) {
      this.touch(key, entry);
      this.stats.hits += 1;
      return { state: "HIT", page: entry };
    }
    if (entry && age <= this.opts.ttlMs + this.opts.staleMs) {
      this.touch(key, entry);
      this.stats.stale += 1;
      if (!this.pending.has(key)) void this.fill(key, url, headers, variant).catch(() => {});
      return { state: "STALE", page: entry };
    }
    const until = this.unshareable.get(key);
    if (until !== undefined) {
      if (this.now() < until) return admit && !(await admit()) ? { state: "LIMITED" } : { state: "BYPASS" };
      this.unshareable.delete(key);
    }
    if (admit && !this.pending.has(key) && !(await admit())) return { state: "LIMITED" };
    this.stats.misses += 1;
    return this.fill(key, url, headers, variant);
  }

  /** The shared store's copy of `key` when this process can vouch for it, else nothing. */
  private readShared(key: string): Promise<CachedPage | undefined> {
    const running = this.sharedReads.get(key);
    if (running) return running;
    const read = this.fetchShared(key).finally(() => this.sharedReads.delete(key));
    this.sharedReads.set(key, read);
    return read;
  }

  private async fetchShared(key: string): Promise<CachedPage | undefined> {
    // a change that arrives while Redis answers is checked too
    const mark = this.log.mark();
    const value = await this.opts.shared!.get(key).catch(() => undefined);
    const decoded = value && decodeSharedPage(value);
    if (!decoded) return undefined;
    const { head, gzip, br } = decoded;
    const page = cachedPage({ status: head.status, headers: head.headers, size: head.size, gzip, br, etag: head.etag, storedAt: head.storedAt, started: head.started, tags: new Set(head.tags) });
    if (!this.vouchFor(page)) {
      this.stats.sharedRefused += 1;
      return undefined;
    }
    if (this.log.touchedSince(mark, page.tags) || page.bytes > this.opts.maxBytes / 4) return undefined;
    return page;
  }

  /**
   * Whether a page another process rendered shows nothing older than the changes this process
   * heard: it was rendered after this process began to listen, and no change heard since its
   * render began touches it (the clocks of two machines may differ by `CLOCK_SKEW_MS`).
   */
  private vouchFor(page: CachedPage): boolean {
    const since = page.started - CLOCK_SKEW_MS;
    if (since < this.heardSince) return false;
    for (const { at, change } of this.heard) if (at >= since && touches(change, page.tags)) return false;
    return true;
  }

  private store(key: string, page: CachedPage): void {
    if (page.bytes > this.opts.maxBytes / 4) return;
    const old = this.entries.get(key);
    if (old) this.bytes -= old.bytes;
    this.entries.delete(key);
    this.entries.set(key, page);
    this.bytes += page.bytes;
    this.evict();
  }

  private touch(key: string, entry: CachedPage): void {
    // Map keeps insertion order: re-inserting marks the entry most recently used
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private fill(key: string, url: URL, headers: Headers, variant: string): Promise<CacheAnswer> {
    const running = this.pending.get(key);
    if (running) return running;
    const job = this.renderAndStore(key, url, headers, variant).finally(() => this.pending.delete(key));
    this.pending.set(key, job);
    return job;
  }

  private async renderAndStore(key: string, url: URL, incoming: Headers, variant: string): Promise<CacheAnswer> {
    const mark = this.log.mark();
    const started = this.now();
    const headers = new Headers();
    // only what a render may depend on and is the same for every anonymous visitor
    for (const name of ["accept", "host", "x-forwarded-proto", "x-forwarded-host"]) {
      const value = incoming.get(name);
      if (value) headers.set(name, value);
    }
    if (variant) headers.set("cookie", variant);
    headers.set("user-agent", "bazaar-page-cache");
    this.stats.renders += 1;
    let response: Response;
    try {
      response = await this.opts.render(new Request(url, { method: "GET", headers }));
    } catch (err) {
      this.opts.onError?.(err, key);
      throw err;
    }
    if (response.status >= 500) {
      // the page could not read its data (the database away): the last good copy, however old,
      // beats an error; without one the error goes to this visitor and nothing is remembered
      const old = this.entries.get(key) ?? this.fallback.get(key);
      if (old) {
        void response.body?.cancel().catch(() => {});
        this.stats.stale += 1;
        return { state: "STALE", page: old };
      }
      return { state: "BYPASS", response, failed: true };
    }
    if (!storable(response)) {
      // remembered for a while (bounded) so the visitors who follow are rendered once, not twice
      if (this.unshareable.size >= 10_000) this.unshareable.clear();
      this.unshareable.set(key, this.now() + this.opts.ttlMs);
      return { state: "BYPASS", response };
    }
    const body = Buffer.from(await response.arrayBuffer());
    const page = cachedPage({
      status: response.status,
      headers: [...response.headers].filter(([name]) => !DROPPED_HEADERS.has(name.toLowerCase())),
      size: body.length,
      gzip: gzipSync(body, { level: 6 }),
      br: brotliCompressSync(body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
      etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`,
      storedAt: this.now(),
      started,
      tags: new Set(parseTagsHeader(response.headers.get(CACHE_TAGS_HEADER))),
    });
    if (!this.log.touchedSince(mark, page.tags) && page.bytes <= this.opts.maxBytes / 4) {
      this.store(key, page);
      this.writeShared(key, page);
    }
    return { state: "MISS", page };
  }

  private writeShared(key: string, page: CachedPage): void {
    if (!this.opts.shared) return;
    const head = { status: page.status, headers: page.headers, size: page.size, etag: page.etag, storedAt: page.storedAt, started: page.started, tags: [...page.tags], gzip: page.gzip.length };
    void this.opts.shared.set(key, encodeSharedPage(head, page.gzip, page.br), this.opts.ttlMs + this.opts.staleMs).catch(() => {});
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.opts.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= entry.bytes;
    }
  }
}

/** The encoding to send: brotli, gzip or none, from Accept-Encoding (q=0 respected). */
export function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? (accepted.has("*") ? (accepted.get("*") ?? 0) : 0)) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return undefined;
}

export interface PageCacheHttpOptions {
  cookiePrefix: string;
  /** what shared caches in front are told (s-maxage, stale-while-revalidate) */
  ttlMs: number;
  staleMs: number;
  /** the origin pages are rendered for (host and scheme of the request as the app sees it) */
  originOf: (req: ExpressRequest) => string;
  /**
   * Charges a render to the client before the cache starts one for it; answers false once it has
   * refused the request itself (429). A hit or a wait for someone else's render is not charged.
   */
  admitRender?: (req: ExpressRequest, res: ExpressResponse) => Promise<boolean>;
  /**
   * A cookie the visit itself sets (the advertising marks of a landing URL), added to a page
   * served from the cache; such an answer is the visitor's own (`private, no-store`).
   */
  landingCookie?: (req: ExpressRequest, url: URL) => string | undefined;
}

/** Marks what the cache did with a request (rate limits charge a hit less than a render). */
export function cacheStateOf(res: ExpressResponse): CacheState | undefined {
  return (res.locals as { pageCache?: CacheState }).pageCache;
}

/**
 * The express side: answers cacheable requests from `cache` and lets every other request go
 * on to the React Router handler, marked `private, no-store` unless the route said otherwise.
 */
export function pageCacheMiddleware(cache: PageCache, opts: PageCacheHttpOptions): RequestHandler {
  const publicControl = publicCacheControl(opts.ttlMs, opts.staleMs);
  return (req, res, next) => {
    const reading = req.method === "GET" || req.method === "HEAD";
    if (!reading || NOT_PAGES.test(req.path)) return next();
    if (!cacheableRequest(req.method, req.path, req.headers.cookie, opts.cookiePrefix)) {
      markPrivate(res);
      (res.locals as { pageCache?: CacheState }).pageCache = "BYPASS";
      return next();
    }
    const full = new URL(req.originalUrl, opts.originOf(req));
    const { read, ignored } = splitPageQuery(full.searchParams);
    const query = read.toString();
    const url = new URL(`${full.pathname}${query ? `?${query}` : ""}`, full);
    const headers = new Headers();
    for (const name of ["accept", "host", "x-forwarded-proto", "x-forwarded-host"]) {
      const value = req.headers[name];
      if (typeof value === "string") headers.set(name, value);
    }
    const admit = opts.admitRender ? () => opts.admitRender!(req, res) : undefined;
    cache.get(url, headers, admit, variantOf(req.headers.cookie, opts.cookiePrefix)).then(
      (answer) => {
        (res.locals as { pageCache?: CacheState }).pageCache = answer.state;
        if (answer.state === "LIMITED" || res.headersSent) return;
        if (answer.state === "BYPASS" && answer.failed && answer.response) {
          void sendFailure(res, answer.response);
          return;
        }
        if (answer.state === "BYPASS") {
          // not shareable (it sets a cookie, is private, or an unusual status): render for this visitor
          void answer.response?.body?.cancel().catch(() => {});
          markPrivate(res);
          return next();
        }
        if (!answer.page) return next();
        const cookie = opts.landingCookie?.(req, full);
        if (cookie) res.setHeader("set-cookie", cookie);
        sendPage(req, res, answer.page, answer.state, cookie ? PRIVATE_CACHE_CONTROL : publicControl, ignored);
      },
      () => next(),
    );
  };
}

/** A failed render's answer as it is (it was rendered without cookies), never to be stored by anyone. */
async function sendFailure(res: ExpressResponse, response: Response): Promise<void> {
  res.status(response.status);
  for (const [name, value] of response.headers) if (!DROPPED_HEADERS.has(name.toLowerCase())) res.setHeader(name, value);
  res.setHeader("cache-control", PRIVATE_CACHE_CONTROL);
  res.setHeader("x-cache", "MISS");
  res.end(Buffer.from(await response.arrayBuffer()));
}

function markPrivate(res: ExpressResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ExpressResponse, ...args: unknown[]) {
    if (!res.getHeader("cache-control")) res.setHeader("cache-control", PRIVATE_CACHE_CONTROL);
    // the tags are for the cache; a page it does not keep has no use for them
    res.removeHeader(CACHE_TAGS_HEADER);
    return (writeHead as (...a: unknown[]) => ExpressResponse).apply(this, args);
  } as typeof res.writeHead;
}

/** A redirect's target with the parameters the page did not read put back (a landing's utm_* marks survive a moved product). */
function withIgnored(location: string, ignored: URLSearchParams): string {
  if (!ignored.toString()) return location;
  const hash = location.indexOf("#");
  const [head, fragment] = hash === -1 ? [location, ""] : [location.slice(0, hash), location.slice(hash)];
  return `${head}${head.includes("?") ? "&" : "?"}${ignored.toString()}${fragment}`;
}

function sendPage(req: ExpressRequest, res: ExpressResponse, page: CachedPage, state: CacheState, control: string, ignored: URLSearchParams): void {
  res.status(page.status);
  for (const [name, value] of page.headers) {
    res.setHeader(name, name.toLowerCase() === "location" && page.status >= 300 && page.status < 400 ? withIgnored(value, ignored) : value);
  }
  res.setHeader("cache-control", control);
  res.setHeader("vary", "Accept-Encoding, Cookie");
  res.setHeader("etag", page.etag);
  res.setHeader("x-cache", state);
  if (page.tags.size) {
    // what a CDN in front purges by (CDN_PURGE_URL): Cloudflare reads Cache-Tag, Fastly Surrogate-Key
    res.setHeader("cache-tag", [...page.tags].join(","));
    res.setHeader("surrogate-key", [...page.tags].join(" "));
  }
  if (page.status === 200 && req.headers["if-none-match"] === page.etag) {
    res.status(304).end();
    return;
  }
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.body;
  if (encoding) res.setHeader("content-encoding", encoding);
  res.setHeader("content-length", String(body.length));
  if (req.method === "HEAD") res.end();
  else res.end(body);
}
