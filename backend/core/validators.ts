/**
 * Shared field rules of the forms (spec: checkout-accounts section 5), usable by any module:
 * required text, email, Azerbaijani mobile numbers (the rules themselves in contact.ts); plus
 * the API's texts in az/en/ru.
 *
 * Messages are the spec's English strings, read from the error catalogue
 * (`locales/{az,en,ru}/errors.json`, typed by backend/contract/errors.ts) and, for the few
 * texts that are not errors (success messages, SMS texts), `locales/{lang}/notices.json`.
 * `translateMessage` turns an English text into the payload's language through its code
 * (unknown strings are returned unchanged); the answer's `code` is attached by core/error-codes.ts.
 */
import { z } from "zod";
import azErrors from "../../locales/az/errors.json" with { type: "json" };
import enErrors from "../../locales/en/errors.json" with { type: "json" };
import ruErrors from "../../locales/ru/errors.json" with { type: "json" };
import azNotices from "../../locales/az/notices.json" with { type: "json" };
import enNotices from "../../locales/en/notices.json" with { type: "json" };
import ruNotices from "../../locales/ru/notices.json" with { type: "json" };
import { messagesOf } from "../contract/errors.ts";
import type { Lang } from "./lang.ts";

const FIELD = messagesOf("field");

export const MSG = {
  required: FIELD.required,
  email: FIELD.wrongEmail,
  mobile: FIELD.wrongMobile,
  tooLong: FIELD.tooLong,
  controlChars: FIELD.controlChars,
} as const;

type Texts = Record<string, Record<string, string>>;

/** code ("module.key") → text, per language; errors and notices (their codes never collide: a test holds it) */
function flatten(...files: Texts[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of files) for (const [module, texts] of Object.entries(file)) for (const [key, text] of Object.entries(texts)) out.set(`${module}.${key}`, text);
  return out;
}

export const API_TEXTS: Record<Lang, Map<string, string>> = {
  az: flatten(azErrors, azNotices),
  en: flatten(enErrors, enNotices),
  ru: flatten(ruErrors, ruNotices),
};

/** The error texts only, per language (what the envelope's codes are looked up in). */
export const ERROR_TEXTS: Record<Lang, Map<string, string>> = { az: flatten(azErrors), en: flatten(enErrors), ru: flatten(ruErrors) };

/** English text → its code (each English text has one code: a test holds it). */
const CODE_OF_ENGLISH = new Map<string, string>([...API_TEXTS.en].map(([code, text]) => [text, code]));

export function translateMessage(message: string, lang: Lang): string {
  if (lang === "en") return message;
  const code = CODE_OF_ENGLISH.get(message);
  return (code && API_TEXTS[lang].get(code)) || message;
}

export function translateErrors(errors: Record<string, string>, lang: Lang): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) out[key] = translateMessage(message, lang);
  return out;
}

/** Fills a text's `{{name}}` placeholders. */
export function fillMessage(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/* ───────────── control characters ───────────── */

// the rule itself is pure (core/text.ts), so the storefront's form schemas share it
export { CONTROL_CHARS, hasControlChars } from "./text.ts";
import { hasControlChars } from "./text.ts";

/** The shared rule of every text field: a string without control characters (see CONTROL_CHARS). */
export function plainString(error?: string) {
  return z.string(error ? { error } : undefined).refine((v) => !hasControlChars(v), { error: MSG.controlChars, abort: true });
}

/* ───────────── email and mobile ───────────── */

// the one rule of the API and the storefront (core/contact.ts)
export { formatMobile, isValidEmail, isValidMobile, normalizeEmail, normalizeMobile } from "./contact.ts";
import { isValidEmail, isValidMobile, normalizeEmail, normalizeMobile } from "./contact.ts";

/* ───────────── zod field schemas ───────────── */

/** form posts may repeat a field; the first value counts; null/undefined read as ""; a number (JSON) reads as text */
export function firstValue(value: unknown): unknown {
  const v = Array.isArray(value) ? value[0] : value;
  if (v === undefined || v === null) return "";
  return typeof v === "number" ? String(v) : v;
}

/** non-empty text after trimming (spec: at least one non-space character); `tooLong` replaces the length message */
export function requiredText(max = 1000, tooLong: string = MSG.tooLong) {
  return z.preprocess(
    firstValue,
    plainString(MSG.required)
      .transform((v) => v.trim())
      .pipe(z.string().min(1, { error: MSG.required, abort: true }).max(max, tooLong)),
  );
}

/** optional text, trimmed; missing reads as ""; `tooLong` replaces the length message */
export function optionalText(max = 1000, tooLong: string = MSG.tooLong) {
  return z.preprocess(firstValue, plainString(FIELD.invalid).transform((v) => v.trim()).pipe(z.string().max(max, tooLong)));
}

/** required email, validated by the spec rule and stored lowercased */
export function emailField() {
  return z.preprocess(
    firstValue,
    z
      .string({ error: MSG.required })
      .trim()
      .min(1, { error: MSG.required, abort: true })
      .refine(isValidEmail, MSG.email)
      .transform(normalizeEmail),
  );
}

/** optional email: "" stays "", anything else must pass the spec rule */
export function optionalEmailField() {
  return z.preprocess(
    firstValue,
    z
      .string({ error: MSG.email })
      .trim()
      .refine((v) => v === "" || isValidEmail(v), MSG.email)
      .transform(normalizeEmail),
  );
}

/** required mobile, answered normalised (994XXXXXXXXX) */
export function mobileField() {
  return z.preprocess(
    firstValue,
    z
      .string({ error: MSG.required })
      .trim()
      .min(1, { error: MSG.required, abort: true })
      .refine(isValidMobile, MSG.mobile)
      .transform((v) => normalizeMobile(v) as string),
  );
}

/** empty honeypot check: true when a bot filled the hidden field */
export function honeypotFilled(value: unknown): boolean {
  const v = firstValue(value);
  return typeof v === "string" ? v.trim() !== "" : v !== "";
}
