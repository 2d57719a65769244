/**
 * Same-site proof for every state-changing request to the storefront (ADR 0014).
 *
 * A POST, PUT, PATCH or DELETE that reaches the React Router handler (pages, `.data`
 * requests, and resource routes such as /action/*, /newsletter, /push, /checkout/summary)
 * must come from the shop's own pages:
 * - a browser that sends Fetch Metadata says `Sec-Fetch-Site: same-origin` (or `none`, a
 *   request the user typed or bookmarked); any other value (`same-site` — another port or
 *   subdomain — or `cross-site`) is refused whatever the other headers say;
 * - without Fetch Metadata (older browsers, plain http on a public host) the `Origin` header
 *   must equal the shop's origin: SITE_URL's, or the origin the request itself was addressed
 *   to (scheme and host as express reads them under `trust proxy`);
 * - neither header: refused. Browsers send `Origin` on every POST, so only scripts and
 *   tools land here, and they can call the API at /api instead.
 *
 * Refusals answer 403 with a plain sentence and are logged at warn. The proof needs no
 * cookie and no token in the page, so anonymous HTML stays the same for every visitor.
 * The headers are read by backend/core/same-site.ts, which the API's own rule shares (ADR 0042):
 * /api, /img, /d and the test payment gateway are mounted before this middleware and answered
 * by the API, which refuses cross-site browser calls itself but lets header-less server calls
 * through (see server.ts).
 */
import type { Request, RequestHandler } from "express";
import { originOf, siteVerdict } from "../backend/core/same-site.ts";

export const CROSS_SITE_REFUSED = "This request did not come from the shop's own pages and was refused. Go back, reload the page and try again.";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS", "TRACE"]);

interface WarnLog {
  warn(obj: Record<string, unknown>, msg: string): void;
}

export interface SameOriginOptions {
  /** the public origin (SITE_URL); its origin part is compared */
  siteUrl: string;
  log?: WarnLog;
}

/** The origin the request was addressed to: scheme and Host (X-Forwarded-* only from trusted proxies). */
function requestOrigin(req: Request): string | undefined {
  const host = req.host;
  if (!host) return undefined;
  return originOf(`${req.protocol}://${host}`);
}

export type Verdict = { ok: true } | { ok: false; reason: string };

/** Whether a mutating request proves it comes from the shop's own pages (no browser header: it does not). */
export function sameOriginVerdict(req: Request, siteOrigin: string | undefined): Verdict {
  const verdict = siteVerdict({ fetchSite: req.get("sec-fetch-site"), origin: req.get("origin") }, [siteOrigin, requestOrigin(req)]);
  if (verdict.kind === "same") return { ok: true };
  if (verdict.kind === "absent") return { ok: false, reason: "no Origin and no Sec-Fetch-Site" };
  return { ok: false, reason: verdict.reason };
}

export function sameOrigin(options: SameOriginOptions): RequestHandler {
  const siteOrigin = originOf(options.siteUrl);
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const verdict = sameOriginVerdict(req, siteOrigin);
    if (verdict.ok) return next();
    options.log?.warn(
      {
        requestId: req.get("x-request-id"),
        method: req.method,
        url: req.originalUrl,
        origin: req.get("origin") ?? null,
        secFetchSite: req.get("sec-fetch-site") ?? null,
        reason: verdict.reason,
      },
      "cross-site request refused",
    );
    res.status(403).type("text/plain; charset=utf-8").set("Cache-Control", "no-store").send(CROSS_SITE_REFUSED);
  };
}
