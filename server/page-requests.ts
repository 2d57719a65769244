/**
 * What the React Router handler accepts besides GET and HEAD: a POST of a form
 * (`application/x-www-form-urlencoded` or `multipart/form-data`, any spelling of the case) with
 * a length. JSON goes only to the routes that read JSON (/push). Everything else is answered
 * here, logged at warn, before an action could fail on it with a 500:
 * - PUT, PATCH, DELETE and other methods: 405 with `Allow: GET, HEAD, POST`;
 * - a POST of JSON, text/plain or without a content type: 415;
 * - a POST without Content-Length (chunked): 411 — browsers always send the length of a form,
 *   and a known length is what lets server/body-limit.ts refuse a large body unread.
 */
import type { RequestHandler } from "express";
import { mediaType } from "../backend/core/http.ts";
import { refuseUnread } from "./body-limit.ts";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);
/** resource routes that take JSON from the shop's own scripts */
const JSON_ROUTES = new Set(["/push"]);

export const METHOD_NOT_ALLOWED = "This address only takes GET and form POST requests.";
export const UNSUPPORTED_TYPE = "Only form posts are accepted here.";
export const LENGTH_REQUIRED = "A request body needs a Content-Length.";

interface WarnLog {
  warn(obj: Record<string, unknown>, msg: string): void;
}

export { mediaType };

export function pageRequests(options: { log?: WarnLog } = {}): RequestHandler {
  return (req, res, next) => {
    if (READS.has(req.method)) return next();
    const refuse = (status: number, text: string, reason: string) => {
      options.log?.warn({ requestId: req.get("x-request-id"), method: req.method, url: req.originalUrl, contentType: req.get("content-type") ?? null, reason }, "request refused");
      refuseUnread(res, status, text, false);
    };
    if (req.method !== "POST") {
      res.set("Allow", "GET, HEAD, POST");
      return refuse(405, METHOD_NOT_ALLOWED, "method");
    }
    const type = mediaType(req.get("content-type"));
    const json = JSON_ROUTES.has(req.path) && type === "application/json";
    if (!FORM_TYPES.has(type) && !json) return refuse(415, UNSUPPORTED_TYPE, "content type");
    if (req.get("content-length") === undefined) return refuse(411, LENGTH_REQUIRED, "no length");
    next();
  };
}
