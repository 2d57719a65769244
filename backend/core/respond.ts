/** Answer helpers of the API calls: validation with translated field errors, failures. */
import type { Context } from "hono";
import type { z } from "zod";
import { fail, fieldErrors } from "./http.ts";
import { translateErrors, translateMessage } from "./validators.ts";
import type { Lang } from "./lang.ts";
import { englishOf, isErrorCode } from "../contract/errors.ts";

type Check = (payload: Record<string, unknown>) => Record<string, string>;

/**
 * Validates a payload; the 422 answer carries field errors in the call's language. `checks` are
 * cross-field rules whose errors are reported together with the schema's.
 */
export function validate<S extends z.ZodType>(
  c: Context,
  schema: S,
  payload: Record<string, unknown>,
  lang: Lang,
  ...checks: Check[]
): z.infer<S> | Response {
  const result = schema.safeParse(payload);
  const errors: Record<string, string> = result.success ? {} : fieldErrors(result.error);
  for (const check of checks) for (const [key, message] of Object.entries(check(payload))) errors[key] ??= message;
  if (result.success && Object.keys(errors).length === 0) return result.data;
  const translated = translateErrors(errors, lang);
  return c.json({ ok: false, error: Object.values(translated)[0] ?? "Invalid request", errors: translated }, 422);
}

export function answerFail(c: Context, lang: Lang, message: string, status: 400 | 401 | 404 | 409 | 410 | 422 | 429 | 502, errors?: Record<string, string>, data?: unknown) {
  const error = translateMessage(message, lang);
  const body: Record<string, unknown> = { ok: false, error };
  if (errors) body.errors = translateErrors(errors, lang);
  if (data !== undefined) body.data = data;
  return c.json(body, status);
}


/** The English text of a schema's message: a code of the error catalogue (`adminPush.sitePath`), else a key of `words`, else the message itself. */
export function issueText(message: string, words: Record<string, string> = {}): string {
  if (isErrorCode(message)) return englishOf(message);
  return Object.hasOwn(words, message) ? words[message]! : message;
}

/**
 * The 400/422 answer of a schema whose messages are codes of the error catalogue (or keys of a
 * message table, `words`): one translated error per field (the first issue of each), `fallback`
 * naming issues without a path.
 */
export function answerIssues(c: Context, error: z.ZodError, lang: Lang, words: Record<string, string>, status: 400 | 422, fallback: string) {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? fallback);
    errors[key] ??= translateMessage(issueText(issue.message, words), lang);
  }
  return fail(c, Object.values(errors)[0] ?? "Invalid request", status, errors);
}
