/**
 * Request rate limits per client IP, in three tiers:
 * - auth: posts that guess passwords or send one-time codes (login, signup, remind,
 *   new-password, account verification, password change) and the same calls on /api;
 * - post: every other non-GET request (cart, forms, API writes);
 * - get: page views, data requests and images.
 * Health checks, hashed assets and the bank's signed payment callback are never limited.
 * An over-limit client gets 429
 * with a plain message (a JSON envelope on /api, which API clients read).
 */
import type { Request, RequestHandler } from "express";
import { rateLimit, type Options } from "express-rate-limit";

export type Tier = "auth" | "post" | "get";

export interface TierLimit {
  windowMs: number;
  limit: number;
}

export const DEFAULT_LIMITS: Record<Tier, TierLimit> = {
  auth: { windowMs: 15 * 60_000, limit: 20 },
  post: { windowMs: 60_000, limit: 60 },
  get: { windowMs: 60_000, limit: 1200 },
};

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

/** The page a request is about: without language prefix and without React Router's `.data` suffix. */
export function pagePath(pathname: string): string {
  let path = pathname.replace(/^\/(az|en|ru)(?=\/|$|\.data$)/, "") || "/";
  if (path.endsWith(".data")) path = path.slice(0, -".data".length) || "/";
  if (path === "/_root") path = "/";
  return path;
}

/** Which tier a request belongs to, or undefined when it is not limited. */
export function tierOf(method: string, pathname: string): Tier | undefined {
  if (EXEMPT.test(pathname)) return undefined;
  const reading = method === "GET" || method === "HEAD" || method === "OPTIONS";
  if (reading) return "get";
  if (AUTH_CALLS.test(pathname) || AUTH_PAGES.test(pagePath(pathname))) return "auth";
  return "post";
}

function limiter(tier: Tier, limits: TierLimit): RequestHandler {
  const options: Partial<Options> = {
    windowMs: limits.windowMs,
    limit: limits.limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    identifier: tier,
    skip: (req: Request) => tierOf(req.method, req.path) !== tier,
    handler: (req, res) => {
      res.status(429);
      res.setHeader("cache-control", "no-store");
      if (req.path.startsWith("/api/")) res.json({ ok: false, error: TOO_MANY_REQUESTS });
      else res.type("text/plain; charset=utf-8").send(TOO_MANY_REQUESTS);
    },
  };
  return rateLimit(options);
}

/** The three limiters as one middleware list (empty when limits are off). */
export function rateLimits(opts: { enabled: boolean; limits?: Partial<Record<Tier, TierLimit>> }): RequestHandler[] {
  if (!opts.enabled) return [];
  const limits = { ...DEFAULT_LIMITS, ...opts.limits };
  return (["auth", "post", "get"] as const).map((tier) => limiter(tier, limits[tier]));
}
