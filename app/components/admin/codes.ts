/**
 * The back office's errors are codes of the one error catalogue (`locales/{lang}/errors.json`,
 * ADR 0033), shown through `errorText` (app/lib/error-text.ts) like the storefront's: the
 * actions pass on a failing answer's `code`, `codes` and `params` (`adminAnswer`,
 * `adminFieldMessages`), never its sentences, and the screens translate what they get
 * (`useAdminMessage`). The back office's zod schemas are shared with the API
 * (backend/admin/*-contract.ts): their messages are codes (the people, push and bulk schemas) or
 * the catalogue's English texts (read from it with `messagesOf`), which `adminMessage` reads
 * back to their codes here, so conform's check in the browser and the action's on the server show
 * the same text in the page's language. A message that is neither (a zod default) is the generic
 * code: `field.invalid` for a field, `api.failed` for a form.
 */
import { ERROR_CODES, englishOf, isErrorCode, type ErrorCode } from "../../../backend/contract/errors.ts";
import { useTranslation } from "~/lib/translation";
import { GENERIC_ERROR, coded, errorText, readMessage } from "~/lib/error-text";

/** The code of a field message that is no message of the catalogue. */
export const FIELD_FALLBACK = "field.invalid" satisfies ErrorCode;

/** the catalogue's English texts (without placeholders) → their codes; the first code of a text shared by two (they say the same in every language) */
const CODE_OF_ENGLISH = new Map<string, ErrorCode>();
for (const code of ERROR_CODES) {
  const text = englishOf(code);
  if (!text.includes("{{") && !CODE_OF_ENGLISH.has(text)) CODE_OF_ENGLISH.set(text, code);
}

/**
 * A back-office message as a message of the catalogue (`code`, or `code?param=…`): a code as it
 * is, an English text of the catalogue as its code, anything else as `fallback`. Empty → null.
 */
export function adminMessage(message: string | null | undefined, fallback: ErrorCode = GENERIC_ERROR): string | null {
  if (!message) return null;
  const read = readMessage(message);
  if (read && isErrorCode(read.code)) return message;
  return CODE_OF_ENGLISH.get(message) ?? fallback;
}

/** What a failing call answers (the API's envelope, or the BFF's own failure). */
export interface AdminAnswer {
  code?: ErrorCode;
  codes?: Partial<Record<string, ErrorCode>>;
  params?: Record<string, string>;
}

/** What a failing answer says as a whole, as a message (its code and params; the generic code when it has none). */
export function adminAnswer(answer: AdminAnswer, fallback: ErrorCode = GENERIC_ERROR): string {
  return coded(answer.code ?? fallback, answer.params);
}

/**
 * The field messages of a failing answer (field → message), each field named by `rename` (null
 * leaves it out). A field whose code is the answer's own takes the answer's params (the API
 * gives params for `error`, which is the first field's message).
 */
export function adminFieldMessages(answer: AdminAnswer, rename: (field: string) => string | null = (f) => f): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, code] of Object.entries(answer.codes ?? {})) {
    const name = code ? rename(field) : null;
    if (name && code) out[name] = code === answer.code ? coded(code, answer.params) : code;
  }
  return out;
}

/** An API path (`items.1.image`) as a form names its field (`items[1].image`). */
export const formFieldName = (path: string) => path.replace(/\.(\d+)(?=\.|$)/g, "[$1]");

/**
 * A back-office message in the page's language: `errors:<code>` with its params (a field's
 * message that is no message of the catalogue says `field.invalid`, a form's `api.failed`).
 */
export function useAdminMessage(): (message: string | null | undefined, fallback?: ErrorCode) => string | null {
  const { t } = useTranslation("errors");
  return (message, fallback) => errorText(t, adminMessage(message, fallback));
}
