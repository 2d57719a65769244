/**
 * Whether a request a browser sent came from the shop's own pages, read from the two headers
 * a browser sets and a page cannot forge: `Sec-Fetch-Site` (Fetch Metadata) and `Origin`.
 * One reading for the storefront's pages (server/same-origin.ts, ADR 0014) and the API's
 * mutating calls (`sameSiteCalls` below, ADR 0042):
 * - `Sec-Fetch-Site` present: `same-origin` and `none` (typed or bookmarked) are the shop's;
 *   `same-site` (another port or subdomain) and `cross-site` are foreign, whatever `Origin` says;
 * - else `Origin` present: the shop's when it equals one of the shop's origins, else foreign
 *   (`null`, an unreadable value too);
 * - neither header: absent. Browsers send `Origin` with every POST (and `Sec-Fetch-Site`
 *   everywhere they send Fetch Metadata), so only a client that is not a browser gets here:
 *   the pages refuse it, the API lets it through (the storefront's server, scripts, apps).
 */
import type { MiddlewareHandler } from "hono";
import { messagesOf } from "../contract/errors.ts";
import type { ApiEnv } from "./deps.ts";
import { langSchema } from "./http.ts";
import { translateMessage } from "./validators.ts";

const API = messagesOf("api");

export type SiteVerdict = { kind: "same" } | { kind: "absent" } | { kind: "foreign"; reason: string };

/** The origin (scheme, host, port) of an http(s) URL, or undefined. */
export function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/** What a request's `Sec-Fetch-Site` and `Origin` say about where it came from, against the shop's origins. */
export function siteVerdict(headers: { fetchSite?: string | null; origin?: string | null }, shopOrigins: readonly (string | undefined)[]): SiteVerdict {
  const fetchSite = headers.fetchSite?.trim().toLowerCase();
  if (fetchSite) {
    if (fetchSite === "same-origin" || fetchSite === "none") return { kind: "same" };
    return { kind: "foreign", reason: `Sec-Fetch-Site ${fetchSite}` };
  }
  if (!headers.origin) return { kind: "absent" };
  const from = originOf(headers.origin);
  if (!from) return { kind: "foreign", reason: "unreadable Origin" };
  if (shopOrigins.includes(from)) return { kind: "same" };
  return { kind: "foreign", reason: "foreign Origin" };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const BEARER = /^Bearer\s+\S+$/i;

export interface SameSiteOptions {
  /** the shop's public address (SITE_URL); the request's own origin counts as the shop's too */
  siteUrl: string;
  /** paths that other proofs protect (the bank's signed callback, the test gateway's signed form) */
  exempt?: (path: string) => boolean;
}

/**
 * The API's rule for POST, PUT, PATCH and DELETE: a call a browser sent from another site is
 * refused with 403 (`api.crossSite`, logged at warn) before anything reads its body. A call
 * with `Authorization: Bearer …` passes: a page cannot add that header to a cross-site request
 * without a CORS preflight, which the API never grants. A call without either browser header
 * passes: it comes from a server or a tool, not from a visitor's browser.
 */
export function sameSiteCalls(options: SameSiteOptions): MiddlewareHandler<ApiEnv> {
  const siteOrigin = originOf(options.siteUrl);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || options.exempt?.(c.req.path)) return next();
    if (BEARER.test(c.req.header("authorization") ?? "")) return next();
    const verdict = siteVerdict({ fetchSite: c.req.header("sec-fetch-site"), origin: c.req.header("origin") }, [siteOrigin, originOf(c.req.url)]);
    if (verdict.kind !== "foreign") return next();
    c.get("deps").log.warn(
      {
        requestId: c.get("requestId"),
        method: c.req.method,
        path: c.req.path,
        origin: c.req.header("origin") ?? null,
        secFetchSite: c.req.header("sec-fetch-site") ?? null,
        reason: verdict.reason,
      },
      "cross-site call refused",
    );
    const error = translateMessage(API.crossSite, langSchema.parse(c.req.query("lang") ?? c.req.header("accept-language")?.slice(0, 2)));
    c.header("cache-control", "no-store");
    if (!c.req.path.startsWith("/api/")) return c.text(error, 403);
    return c.json({ ok: false, error }, 403);
  };
}
