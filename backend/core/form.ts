import type { Context } from "hono";
import type { z } from "zod";
/** The site's forms (content, reviews, push): a payload parsed with translated field errors, and the visitor's address. */
import { fail, fieldErrors, langOf, readPayload } from "./http.ts";
import { translateErrors } from "./validators.ts";
import type { Lang } from "./lang.ts";

/**
 * Like `parse` from core/http, but field errors come back in the payload's language.
 * Answers the parsed data with the language and the raw payload (for honeypot fields),
 * or a 422 Response with `errors`.
 */
export async function parseForm<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<{ data: z.infer<S>; lang: Lang; raw: Record<string, unknown> } | Response> {
  const raw = await readPayload(c);
  const lang = langOf(raw);
  const result = schema.safeParse(raw);
  if (!result.success) {
    const errors = translateErrors(fieldErrors(result.error), lang);
    return fail(c, Object.values(errors)[0] ?? "Invalid request", 422, errors);
  }
  return { data: result.data, lang, raw };
}

/** The visitor's address: the first hop of x-forwarded-for, else x-real-ip, else "unknown". */
export function clientIp(c: Context): string {
  const forwarded = c.req.header("x-forwarded-for");
  const first = forwarded?.split(",")[0]?.trim();
  if (first) return first.slice(0, 64);
  return c.req.header("x-real-ip")?.trim().slice(0, 64) || "unknown";
}
