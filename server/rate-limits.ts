/**
 * Request budgets per client (the IP resolved under TRUST_PROXY, keyed by `clientKey`: an IPv4
 * address, or the /64 of an IPv6 one), in three tiers:
 * - auth: posts that guess passwords or send one-time codes (login, signup, remind,
 *   new-password, account verification, password change) and the same calls on /api;
 * - post: every other non-GET request (cart, forms, API writes);
 * - read: GET/HEAD by cost: a page render (a document or a `.data` request) costs 10 points,
 *   a page the page cache shares (an anonymous visitor's public page) 2, an API read 2, an
 *   image, banner JSON or public file 1, out of RATE_LIMIT_READ points a
 *   minute. A shopper clicking through pages spends well under a tenth of it; one address
 *   looping over pages is held to about two renders a second.
 * Health checks, hashed /assets files and the bank's signed payment callback are never counted.
 * Counters are shared through Redis when REDIS_URL is set (backend/core/limits.ts).
 * An over-limit client gets 429 with Retry-After and a plain message (a JSON envelope on /api).
 */
import type { Request, RequestHandler } from "express";
import { clientKey } from "../backend/core/client-key.ts";
import type { Limits, Rule } from "../backend/core/limits.ts";

export type Tier = "auth" | "post" | "read";

export const DEFAULT_LIMITS: Record<Tier, Rule> = {
  auth: { windowSeconds: 15 * 60, limit: 20 },
  post: { windowSeconds: 60, limit: 60 },
  read: { windowSeconds: 60, limit: 1200 },
};

/** Points one read costs (`shared`: a page the page cache answers for every anonymous visitor). */
export const READ_COST = { page: 10, shared: 2, api: 2, file: 1 } as const;

export const TOO_MANY_REQUESTS = "Too many requests. Please wait a little and try again.";

/** Storefront pages whose POSTs go to the strict tier (any language prefix). */
const AUTH_PAGES = /^\/(login|signup|remind|new-password|cabinet\/verify|cabinet\/change-password|cabinet\/password)(\/|$)/;
/** Commerce API calls of the strict tier. */
const AUTH_CALLS = /^\/api\/(login|auth|remind|verify|new-password|change-password)(\/|$)/;
/**
 * Never limited: probes, content-hashed files, and the bank's payment callback (every one is
 * checked by signature, amount, timestamp and a single-use nonce, and a busy shop's bank
 * answers from a few addresses: a per-IP limit would drop real payments).
 */
const EXEMPT = /^\/(healthz|readyz|assets\/|favicon\.svg$|manifest\.webmanifest$|robots\.txt$|api\/payments\/azericard\/callback$)/;
/** Cheap reads: resized images, banner JSON, files from public/ (a name with an extension). */
const FILE = /^\/(img|d)\/|\.(?!data$)[a-z0-9]{1,8}$/i;

/** The page a request is about: without language prefix and without React Router's `.data` suffix. */
export function pagePath(pathname: string): string {
  let path = pathname.replace(/^\/(az|en|ru)(?=\/|$|\.data$)/, "") || "/";
  if (path.endsWith(".data")) path = path.slice(0, -".data".length) || "/";
  if (path === "/_root") path = "/";
  return path;
}

/** Which tier a request belongs to and what it costs, or undefined when it is not counted. */
export function costOf(method: string, pathname: string): { tier: Tier; points: number } | undefined {
  if (EXEMPT.test(pathname)) return undefined;
  const reading = method === "GET" || method === "HEAD" || method === "OPTIONS";
  if (reading) {
    if (pathname.startsWith("/api/")) return { tier: "read", points: READ_COST.api };
    if (FILE.test(pathname)) return { tier: "read", points: READ_COST.file };
    return { tier: "read", points: READ_COST.page };
  }
  if (AUTH_CALLS.test(pathname) || AUTH_PAGES.test(pagePath(pathname))) return { tier: "auth", points: 1 };
  return { tier: "post", points: 1 };
}

/** Which tier a request belongs to, or undefined when it is not limited. */
export function tierOf(method: string, pathname: string): Tier | undefined {
  return costOf(method, pathname)?.tier;
}

function tooMany(req: Request, res: Parameters<RequestHandler>[1], tier: Tier, rule: Rule, retryAfter: number) {
  res.status(429);
  res.setHeader("cache-control", "no-store");
  res.setHeader("retry-after", String(retryAfter));
  res.setHeader("ratelimit-policy", `"${tier}";q=${rule.limit};w=${rule.windowSeconds}`);
  if (req.path.startsWith("/api/")) res.json({ ok: false, error: TOO_MANY_REQUESTS });
  else res.type("text/plain; charset=utf-8").send(TOO_MANY_REQUESTS);
}

/**
 * What the page cache asks before it renders for a client that was charged a shared page: the
 * rest of a render's cost (a miss costs what a render costs, so varying a page's query cannot
 * buy renders at the price of hits). Answers false after answering 429 itself.
 */
export function renderCharge(opts: { limits: Limits; rules?: Partial<Record<Tier, Rule>> }): (req: Request, res: Parameters<RequestHandler>[1]) => Promise<boolean> {
  const rule = { ...DEFAULT_LIMITS, ...opts.rules }.read;
  return async (req, res) => {
    if (!opts.limits.enabled) return true;
    const verdict = await opts.limits.hit("req:read", clientKey(req.ip) ?? "unknown", rule, READ_COST.page - READ_COST.shared);
    if (!verdict.limited) return true;
    tooMany(req, res, "read", rule, verdict.retryAfter);
    return false;
  };
}

/** The budgets as one middleware list (empty when limits are off). */
export function rateLimits(opts: { limits: Limits; rules?: Partial<Record<Tier, Rule>>; shared?: (req: Request) => boolean }): RequestHandler[] {
  if (!opts.limits.enabled) return [];
  const rules = { ...DEFAULT_LIMITS, ...opts.rules };
  const limits = opts.limits;
  const middleware: RequestHandler = (req, res, next) => {
    let cost = costOf(req.method, req.path);
    if (!cost) return next();
    // a page the cache shares costs about what a file costs, not a render
    if (cost.tier === "read" && cost.points === READ_COST.page && opts.shared?.(req)) cost = { tier: "read", points: READ_COST.shared };
    const rule = rules[cost.tier];
    limits.hit(`req:${cost.tier}`, clientKey(req.ip) ?? "unknown", rule, cost.points).then(
      (verdict) => (verdict.limited ? tooMany(req, res, cost.tier, rule, verdict.retryAfter) : next()),
      next,
    );
  };
  return [middleware];
}
