/**
 * Shared field rules of the forms (spec: checkout-accounts section 5), usable by any module:
 * required text, email, Azerbaijani mobile numbers (the rules themselves in contact.ts); plus
 * the field messages in az/en/ru.
 *
 * Messages are the spec's English strings; `translateMessage` turns them into the payload's
 * language (unknown strings are returned unchanged).
 */
import { z } from "zod";
import type { Lang } from "./lang.ts";

export const MSG = {
  required: "Required field",
  email: "Wrong email address",
  mobile: "Wrong mobile number",
  tooLong: "The text is too long",
  controlChars: "The text contains characters that are not allowed",
} as const;

const TRANSLATIONS: Record<string, Partial<Record<Lang, string>>> = {
  [MSG.required]: { az: "Bu sahə mütləqdir", ru: "Обязательное поле" },
  [MSG.email]: { az: "E-poçt ünvanı yanlışdır", ru: "Неверный адрес электронной почты" },
  [MSG.mobile]: { az: "Mobil nömrə yanlışdır", ru: "Неверный номер мобильного телефона" },
  [MSG.tooLong]: { az: "Mətn çox uzundur", ru: "Текст слишком длинный" },
  [MSG.controlChars]: { az: "Mətndə icazə verilməyən simvollar var", ru: "Текст содержит недопустимые символы" },
};

/* ───────────── control characters ───────────── */

/**
 * NUL and the other control characters (C0 except tab, line feed and carriage return; DEL; C1).
 * PostgreSQL refuses NUL in text, and none of them belongs in a name, address or search.
 */
export const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export function hasControlChars(value: string): boolean {
  return CONTROL_CHARS.test(value);
}

/** The shared rule of every text field: a string without control characters (see CONTROL_CHARS). */
export function plainString(error?: string) {
  return z.string(error ? { error } : undefined).refine((v) => !hasControlChars(v), { error: MSG.controlChars, abort: true });
}

/** Adds translations of more messages (modules register theirs once, at import time). */
export function registerTranslations(entries: Record<string, Partial<Record<Lang, string>>>): void {
  for (const [en, langs] of Object.entries(entries)) TRANSLATIONS[en] = { ...TRANSLATIONS[en], ...langs };
}

export function translateMessage(message: string, lang: Lang): string {
  if (lang === "en") return message;
  return TRANSLATIONS[message]?.[lang] ?? message;
}

export function translateErrors(errors: Record<string, string>, lang: Lang): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) out[key] = translateMessage(message, lang);
  return out;
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
  return z.preprocess(firstValue, plainString("Invalid value").transform((v) => v.trim()).pipe(z.string().max(max, tooLong)));
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
