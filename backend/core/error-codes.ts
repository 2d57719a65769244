/**
 * Error codes on every failing answer (ADR 0033). The handlers answer sentences in the
 * request's language (`error`, `errors`), built from the error catalogue
 * (locales/{az,en,ru}/errors.json); this middleware, the API's outermost, adds what the
 * sentence says as a stable code: `code` for `error`, `codes` for `errors` (field → code),
 * and `params` for the values a sentence's placeholders took (`{{n}}` of `pricing.lineLimit`).
 *
 * A sentence maps back to one code because the catalogue's texts are distinct within each
 * language and across them, except where two codes say the same in every language (a test
 * holds it: backend/core/error-codes.test.ts). A sentence outside the catalogue (a zod default
 * message, a bug) still gets a code, the generic one (`field.invalid` for a field, `api.failed`
 * otherwise), and is logged, so the storefront never has to show a sentence it cannot name.
 */
import type { MiddlewareHandler } from "hono";
import type { ErrorCode } from "../contract/errors.ts";
import type { Envelope } from "./envelope.ts";
import { LANGS } from "./http.ts";
import { ERROR_TEXTS } from "./validators.ts";

export interface CodedText {
  code: ErrorCode;
  params?: Record<string, string>;
}

const EXACT = new Map<string, ErrorCode>();
const PATTERNS: { code: ErrorCode; pattern: RegExp; names: string[] }[] = [];
const PLACEHOLDER = /\{\{(\w+)\}\}/g;

// English first, so a text that is the same in two languages takes the English reading's code
for (const lang of ["en", ...LANGS.filter((l) => l !== "en")] as const) {
  for (const [code, text] of ERROR_TEXTS[lang]) {
    if (!text.includes("{{")) {
      if (!EXACT.has(text)) EXACT.set(text, code as ErrorCode);
      continue;
    }
    const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);
    const source = text
      .split(PLACEHOLDER)
      .map((part, i) => (i % 2 === 1 ? "(.+?)" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("");
    PATTERNS.push({ code: code as ErrorCode, pattern: new RegExp(`^${source}$`), names });
  }
}

/** The code of a sentence of the catalogue (any language), with its placeholders' values; null for any other text. */
export function codeOfText(text: string): CodedText | null {
  const exact = EXACT.get(text);
  if (exact) return { code: exact };
  for (const { code, pattern, names } of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return { code, params: Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) };
  }
  return null;
}

type Failure = Envelope & { ok: false };

/** The envelope with `code`, `codes` and `params` added; `unknown` is told each sentence outside the catalogue. */
export function withCodes(body: Failure, unknown: (text: string) => void = () => {}): Failure {
  const out: Failure = { ...body };
  if (body.errors && typeof body.errors === "object") {
    const codes: Record<string, ErrorCode> = {};
    for (const [field, text] of Object.entries(body.errors)) {
      const found = typeof text === "string" ? codeOfText(text) : null;
      if (!found) unknown(String(text));
      codes[field] = body.codes?.[field] ?? found?.code ?? "field.invalid";
    }
    out.codes = codes;
  }
  if (typeof body.error === "string" && !body.code) {
    const found = codeOfText(body.error);
    if (found) {
      out.code = found.code;
      if (found.params) out.params = found.params;
    } else {
      unknown(body.error);
      const field = Object.entries(body.errors ?? {}).find(([, text]) => text === body.error)?.[0];
      out.code = field && out.codes ? out.codes[field]! : "api.failed";
    }
  }
  return out;
}

/** The API's outermost middleware: failing JSON answers get their codes. */
export function errorCodes(warn: (text: string, path: string) => void): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (res.status < 400 || !res.headers.get("content-type")?.includes("application/json")) return;
    let body: unknown;
    try {
      body = await res.clone().json();
    } catch {
      return;
    }
    if (!body || typeof body !== "object" || (body as { ok?: unknown }).ok !== false) return;
    const coded = withCodes(body as Failure, (text) => warn(text, c.req.path));
    const headers = new Headers(res.headers);
    headers.delete("content-length");
    c.res = undefined;
    c.res = new Response(JSON.stringify(coded), { status: res.status, headers });
  };
}
