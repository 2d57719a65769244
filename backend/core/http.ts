import type { Context } from "hono";
import { z } from "zod";
import type { Lang } from "./lang.ts";

import type { Envelope } from "./envelope.ts";

export type { Envelope };

/** The body types the API reads (core/body-type.ts refuses the others). */
export const JSON_TYPE = "application/json";
export const MULTIPART_TYPE = "multipart/form-data";
export const FORM_TYPE = "application/x-www-form-urlencoded";

/** The media type without parameters, lower case: `Multipart/Form-Data; boundary=x` → `multipart/form-data`. */
export function mediaType(header: string | undefined | null): string {
  return (header ?? "").split(";")[0]!.trim().toLowerCase();
}

export const LANGS = ["az", "en", "ru"] as const;
export const langSchema = z.enum(LANGS).catch("en");

export function ok<T>(c: Context, data: T, extra: Partial<Envelope<T>> = {}) {
  return c.json({ ok: true, data, ...extra } satisfies Envelope<T>);
}

export function fail(
  c: Context,
  error: string,
  status: 400 | 401 | 403 | 404 | 409 | 410 | 422 | 429 | 500 | 502 | 503 = 400,
  errors?: Record<string, string>,
) {
  return c.json({ ok: false, error, ...(errors ? { errors } : {}) } satisfies Envelope, status);
}

/** Field errors from a zod failure, keyed by the first path segment. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}

/**
 * A request body that cannot be read as its Content-Type says: JSON that does not parse, a
 * multipart body cut short or split by another boundary than its header names. The API answers
 * it 400 (backend/app.ts), whichever handler was reading.
 */
export class UnreadableBody extends Error {
  constructor(readonly type: string, options?: ErrorOptions) {
    super(`unreadable ${type} body`, options);
  }
}

/**
 * Reads a call's payload. A GET's (or HEAD's) fields are its query string. Any other call's
 * fields come from its JSON or form body only: of its query string only `lang` counts (a body's
 * `lang` wins), so no field of a POST can be put in a link or a cross-site form's action.
 * An empty JSON body and a JSON value that is not an object read as no fields (the schema then
 * reports what is missing); a body that cannot be parsed throws UnreadableBody; a body of
 * another type never gets here (core/body-type.ts answers 415).
 */
export async function readPayload(c: Context): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  const url = new URL(c.req.url);
  if (c.req.method === "GET" || c.req.method === "HEAD") {
    for (const key of new Set(url.searchParams.keys())) {
      const all = url.searchParams.getAll(key);
      out[key] = all.length > 1 ? all : all[0];
    }
    return out;
  }
  const lang = url.searchParams.get("lang");
  if (lang !== null) out.lang = lang;
  const type = mediaType(c.req.header("content-type"));
  try {
    if (type === JSON_TYPE) {
      const text = await c.req.text();
      const body: unknown = text.trim() === "" ? null : JSON.parse(text);
      if (body && typeof body === "object" && !Array.isArray(body)) Object.assign(out, body);
    } else if (type === FORM_TYPE || type === MULTIPART_TYPE) {
      const form = await c.req.parseBody({ all: true });
      Object.assign(out, form);
    }
  } catch (err) {
    throw new UnreadableBody(type.split(";")[0]!.trim(), { cause: err });
  }
  return out;
}

/**
 * Validates a payload with a zod schema; on failure answers 422 with field errors.
 * Usage: `const p = await parse(c, schema); if (p instanceof Response) return p;`
 */
export async function parse<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S> | Response> {
  const raw = await readPayload(c);
  const result = schema.safeParse(raw);
  if (!result.success) {
    const errors = fieldErrors(result.error);
    return fail(c, Object.values(errors)[0] ?? "Invalid request", 422, errors);
  }
  return result.data;
}

export function langOf(payload: { lang?: unknown }): Lang {
  return langSchema.parse(payload.lang);
}
