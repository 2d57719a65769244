/**
 * The API edge's guard against control characters: a NUL byte or another
 * control character anywhere in the path, the query string or a JSON/form body answers 400 with
 * one clear error before any handler runs, so none of them reaches PostgreSQL (which refuses
 * NUL in text with an error that used to surface as 500). Field schemas carry the same rule
 * (`plainString` in validators.ts) for callers that bypass this middleware.
 */
import type { MiddlewareHandler } from "hono";
import { langSchema } from "./http.ts";
import { MSG, hasControlChars, translateMessage } from "./validators.ts";

/** the first field (dotted path) whose name or text holds a control character, or null */
export function findControlChars(value: unknown, at = "", depth = 0): string | null {
  if (depth > 20) return null;
  if (typeof value === "string") return hasControlChars(value) ? at || "value" : null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findControlChars(item, at, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object" && !(value instanceof Blob)) {
    for (const [key, item] of Object.entries(value)) {
      const name = at ? `${at}.${key}` : key;
      if (hasControlChars(key)) return name;
      const found = findControlChars(item, name, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export function controlCharGuard(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    let field: string | null = hasControlChars(safeDecode(url.pathname)) ? "path" : null;
    if (!field) {
      for (const [key, value] of url.searchParams) {
        if (hasControlChars(key) || hasControlChars(value)) {
          field = key.replace(CONTROL_GLOBAL, "") || "query";
          break;
        }
      }
    }
    if (!field && c.req.method !== "GET" && c.req.method !== "HEAD") {
      const type = (c.req.header("content-type") ?? "").toLowerCase();
      try {
        // Hono keeps the body it read, so the handler reads it again at no cost; JSON is kept as
        // its text (an empty body is no fields, and readPayload parses the same text)
        if (type.includes("application/json")) {
          const text = await c.req.text();
          field = text.trim() === "" ? null : findControlChars(JSON.parse(text));
        } else if (type.includes("form")) field = findControlChars(await c.req.parseBody({ all: true }));
        else if (type.startsWith("text/")) field = hasControlChars(await c.req.text()) ? "body" : null;
      } catch {
        /* unreadable body: the handler reports it */
      }
    }
    if (!field) return next();
    const error = translateMessage(MSG.controlChars, langSchema.parse(url.searchParams.get("lang") ?? c.req.header("accept-language")?.slice(0, 2)));
    if (url.pathname.startsWith("/api/")) {
      return c.json({ ok: false, error, errors: { [field]: error } }, 400);
    }
    return c.text(error, 400);
  };
}

const CONTROL_GLOBAL = new RegExp(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/.source, "g");
