import type { Context } from "hono";
import type { z } from "zod";
/** The site's forms (content, reviews, push): a payload parsed with translated field errors, and the visitor's address. */
import { fail, fieldErrors, langOf, readPayload } from "./http.ts";
import { translateErrors } from "./validators.ts";
import type { Lang } from "./lang.ts";
import { clientKey } from "./client-key.ts";

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

/**
 * The caller's IP (the one reader of it; per-address limits count its `clientKeyOf`): the first
 * X-Forwarded-For entry (server.ts sets it to the address resolved under `trust proxy`, and the
 * storefront forwards it), else X-Real-IP, else the socket address when the API is served
 * directly; at most 64 characters. Null when unknown (an in-process call without the header):
 * per-address limits are then skipped and the others still apply.
 */
export function clientIp(c: Context): string | null {
  const first = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
  if (first) return first.slice(0, 64);
  const real = c.req.header("x-real-ip")?.trim();
  if (real) return real.slice(0, 64);
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress?.slice(0, 64) ?? null;
}

/** The key the caller's per-address limits count under: its IPv4 address or its IPv6 /64 (core/client-key.ts). */
export function clientKeyOf(c: Context): string | null {
  return clientKey(clientIp(c));
}
