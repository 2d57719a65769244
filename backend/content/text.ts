import type { Lang } from "../db/schema.ts";
// content's files take the date format from here; other modules import it from core
export { iso } from "../core/text.ts";

/**
 * Resolves a stored text to one language. Accepts an {az,en,ru} object (falls back to en,
 * then to any non-empty language) or a plain string; anything else reads as null.
 */
export function tr(value: unknown, lang: Lang): string | null {
  if (typeof value === "string") return value;
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const texts = value as Record<string, unknown>;
  for (const key of [lang, "en", "az", "ru"]) {
    const text = texts[key];
    if (typeof text === "string" && text !== "") return text;
  }
  return null;
}

/** `tr` that answers "" instead of null. */
export function trs(value: unknown, lang: Lang): string {
  return tr(value, lang) ?? "";
}

/** true when the value looks like a stored {az,en,ru} text */
export function isI18n(value: unknown): value is Record<Lang, string> {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((k) => k === "az" || k === "en" || k === "ru");
}


/** a positive page number; anything else reads as 1 */
export function pageNumber(value: unknown): number {
  const raw = Array.isArray(value) ? value[0] : value;
  const n = typeof raw === "number" ? raw : Number.parseInt(String(raw ?? ""), 10);
  return Number.isFinite(n) && n >= 1 ? Math.min(Math.floor(n), 100_000) : 1;
}
