/**
 * Error messages of the storefront are codes of the error catalogue (`locales/{lang}/errors.json`,
 * ADR 0033): the API's answers carry them (`code`, `codes`, `params`), the BFF's own failures and
 * the form schemas give them, and this module is the one place that turns a code into text
 * (`errors:<code>` with its params), in the browser (`useMessage`) and on the server (flashes,
 * list toasts). A message is a code, its params after a `?` as a query string when it has any
 * (`pricing.lineLimit?n=5`), so it fits wherever a form library carries a string (conform's
 * `formErrors` and field errors). An unknown code, or anything that is not a code, shows the
 * generic error text: the storefront never guesses whether a string is a key or a sentence.
 */
import type { ErrorCode } from "../../backend/contract/index.ts";

/** The code whose text is shown for an unknown code or a failure without one. */
export const GENERIC_ERROR = "api.failed" satisfies ErrorCode;

export type MessageParams = Record<string, string | number>;

/** The message of a code with its params (what a form reply or an action answer carries). */
export function coded(code: ErrorCode, params?: MessageParams): string {
  const entries = Object.entries(params ?? {});
  return entries.length ? `${code}?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}` : code;
}

const CODE = /^[a-zA-Z]+\.[a-zA-Z]+$/;

/** The code and params of a message; null when the string is not a message of this form. */
export function readMessage(message: string): { code: string; params: Record<string, string> } | null {
  const at = message.indexOf("?");
  const code = at === -1 ? message : message.slice(0, at);
  if (!CODE.test(code)) return null;
  const params = at === -1 ? {} : Object.fromEntries(new URLSearchParams(message.slice(at + 1)));
  return { code, params };
}

/** What a failing answer says, as a message: its code and params (the generic code when it has none). */
export function answerMessage(answer: { code?: ErrorCode; params?: Record<string, string> }): string {
  return coded(answer.code ?? GENERIC_ERROR, answer.params);
}

/** What blocks a cart or checkout summary (`error`, with its `errorCode` and `errorParams`), as a message; null when nothing does. */
export function summaryMessage(summary: { error: string | null; errorCode?: ErrorCode | null; errorParams?: Record<string, string> }): string | null {
  return summary.error ? coded(summary.errorCode ?? GENERIC_ERROR, summary.errorParams) : null;
}

/**
 * The field messages of a failing answer (field → [code]), each field named by `rename` (the
 * form's name for an API field; null leaves the field out: `formMessages` gets it).
 */
export function fieldMessages(answer: { codes?: Partial<Record<string, ErrorCode>> }, rename: (field: string) => string | null = (f) => f): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, code] of Object.entries(answer.codes ?? {})) {
    const name = code ? rename(field) : null;
    if (name) (out[name] ??= []).push(code!);
  }
  return out;
}

/** A translate function (i18next's `t` of any namespace: the key names its namespace). */
export type Translate = (key: string, options?: Record<string, unknown>) => unknown;

const MISSING = "\u0000missing";

/**
 * The text of a message in the `t`'s language: `errors:<code>` with its params; an unknown code,
 * or a string that is not a code, gives the generic error text. Empty → null.
 */
export function errorText(t: Translate, message: string | null | undefined): string | null {
  if (!message) return null;
  const read = readMessage(message);
  if (read) {
    const text = t(`errors:${read.code}`, { ...read.params, defaultValue: MISSING });
    if (typeof text === "string" && text !== MISSING && text !== `errors:${read.code}` && text !== read.code) return text;
  }
  return String(t(`errors:${GENERIC_ERROR}`));
}
