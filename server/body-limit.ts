/**
 * Request body limit (BODY_LIMIT, 64 KB by default) for every request the server takes: pages,
 * resource routes and the API. The shop has no upload route, so one limit covers forms, JSON
 * and multipart alike.
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

export function bodyLimit(options: { limit: number; log?: WarnLog }): RequestHandler {
  return (req, res, next) => {
    const length = announcedLength(req.get("content-length"));
    if (length === undefined || length <= options.limit) return next();
    options.log?.warn(
      { requestId: req.get("x-request-id"), method: req.method, url: req.originalUrl, contentLength: req.get("content-length"), limit: options.limit },
      "request body too large",
    );
    refuseUnread(res, 413, BODY_TOO_LARGE, req.path.startsWith("/api/"));
  };
}
