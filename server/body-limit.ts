/**
 * Request body limit (BODY_LIMIT, 64 KB by default) for every request the server takes: pages,
 * resource routes and the API: forms, JSON and multipart alike. The exceptions are the image
 * uploads (ADR 0030, 0036): a multipart POST to a form page that uploads (the product, article,
 * banner, category and brand forms, their `.data` twins, in each language) or to the API's
 * photo calls (`admin/products/:id/photos`, `admin/{articles,banners,categories,brands}/photos`)
 * may carry the upload limit (twice PHOTO_MAX_MB and BODY_LIMIT).
 *
 * A request that announces a larger body (`Content-Length`) is answered 413 at once, before a
 * byte of the body is read, and its connection is closed (Node then never reads the rest).
 * A request without a length (chunked) is counted as it streams: on /api by hono's bodyLimit
 * (backend/app.ts); pages refuse it with 411 (server/page-requests.ts) — browsers always send
 * the length of a form.
 */
import type { RequestHandler } from "express";

export const DEFAULT_BODY_LIMIT = 64 * 1024;

export const BODY_TOO_LARGE = "The request is too large.";

interface WarnLog {
  warn(obj: Record<string, unknown>, msg: string): void;
}

/** The announced body length, or undefined when the request streams without one. */
export function announcedLength(header: string | undefined): number | undefined {
  if (header === undefined) return undefined;
  const length = Number(header);
  return Number.isSafeInteger(length) && length >= 0 ? length : Number.POSITIVE_INFINITY;
}

/** Closes the connection after the answer so Node does not read the body it was about to refuse. */
export function refuseUnread(res: Parameters<RequestHandler>[1], status: number, text: string, json: boolean): void {
  res.set("Connection", "close").set("Cache-Control", "no-store");
  if (json) res.status(status).json({ ok: false, error: text });
  else res.status(status).type("text/plain; charset=utf-8").send(text);
}

/** The paths an image upload is posted to: the uploading forms (JS off, `.data` with JS) and the API calls. */
export const UPLOAD_PATHS = [
  /^(?:\/(?:az|ru))?\/admin\/products\/\d{1,9}(?:\.data)?$/,
  /^\/api\/admin\/products\/\d{1,9}\/photos$/,
  // the article form is multipart (a cover upload rides along with the texts and blocks)
  /^(?:\/(?:az|ru))?\/admin\/articles\/(?:\d{1,9}|new)(?:\.data)?$/,
  /^\/api\/admin\/articles\/photos$/,
  // the banner, category, brand and collection forms are multipart too (an image file beside each image field)
  /^(?:\/(?:az|ru))?\/admin\/(?:banners|categories|brands|collections)\/(?:\d{1,9}|new)(?:\.data)?$/,
  /^\/api\/admin\/(?:banners|categories|brands|collections)\/photos$/,
];

/** A multipart POST to one of the upload paths. */
export function isUpload(method: string, path: string, contentType: string | undefined): boolean {
  return method === "POST" && /^multipart\/form-data\b/i.test((contentType ?? "").trim()) && UPLOAD_PATHS.some((p) => p.test(path));
}

export function bodyLimit(options: { limit: number; uploadLimit?: number; log?: WarnLog }): RequestHandler {
  return (req, res, next) => {
    const length = announcedLength(req.get("content-length"));
    const limit = options.uploadLimit && isUpload(req.method, req.path, req.get("content-type")) ? options.uploadLimit : options.limit;
    if (length === undefined || length <= limit) return next();
    options.log?.warn(
      { requestId: req.get("x-request-id"), method: req.method, url: req.originalUrl, contentLength: req.get("content-length"), limit },
      "request body too large",
    );
    refuseUnread(res, 413, BODY_TOO_LARGE, req.path.startsWith("/api/"));
  };
}
