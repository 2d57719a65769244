/**
 * The content type of an API call's body (ADR 0042): each call reads one kind of body —
 * JSON for the calls of the call map, `multipart/form-data` for the photo uploads, a form for
 * the bank's callback — and a body of any other type is answered 415 (`api.unsupportedType`,
 * naming the type to send) before anything reads it. A call without a body (no length, or
 * length 0, and not chunked) passes whatever its content type: a call that takes no fields
 * may be posted empty. The case and parameters of the type do not matter
 * (`Application/JSON; charset=utf-8` is JSON).
 */
import type { Context, MiddlewareHandler } from "hono";
import { messagesOf } from "../contract/errors.ts";
import type { ApiEnv } from "./deps.ts";
import { langSchema, mediaType } from "./http.ts";
import { translateMessage } from "./validators.ts";

const API = messagesOf("api");

/**
 * Whether the request carries a body. Over HTTP its headers say so: a length over 0, or a body
 * that streams without one (`Transfer-Encoding`). A Request handed to the app in-process (the
 * storefront's calls) has neither header: its own body says.
 */
export function hasBody(c: Context): boolean {
  const length = c.req.header("content-length");
  if (length !== undefined) return length.trim() !== "0";
  if (c.req.header("transfer-encoding")) return true;
  const overHttp = Boolean((c.env as { incoming?: unknown } | undefined)?.incoming);
  return !overHttp && c.req.raw.body !== null;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** 415 for a mutating /api call whose body is not of a type `accepted(path)` lists. */
export function bodyTypes(accepted: (path: string) => readonly string[]): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || !c.req.path.startsWith("/api/")) return next();
    if (!hasBody(c)) return next();
    const types = accepted(c.req.path);
    const type = mediaType(c.req.header("content-type"));
    if (types.includes(type)) return next();
    c.get("deps").log.warn(
      { requestId: c.get("requestId"), method: c.req.method, path: c.req.path, contentType: c.req.header("content-type") ?? null, accepted: types },
      "request body of another type refused",
    );
    const lang = langSchema.parse(c.req.query("lang") ?? c.req.header("accept-language")?.slice(0, 2));
    const error = translateMessage(API.unsupportedType, lang).replace("{{type}}", types.join(", "));
    return c.json({ ok: false, error }, 415);
  };
}
