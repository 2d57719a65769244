/**
 * Folds text for search: lowercase, Azerbaijani letters to their Latin look-alikes
 * (ə→e, ı→i, ş→s, ç→c, ğ→g, ö→o, ü→u), other diacritics stripped, ё→е.
 * PostgreSQL's unaccent leaves ə untouched, so the fold lives here and is applied
 * both to stored search text and to the query.
 */
const AZ: Record<string, string> = { ə: "e", ı: "i", ş: "s", ç: "c", ğ: "g", ö: "o", ü: "u", ё: "е", i̇: "i" };

export function foldSearch(text: string): string {
  const lower = text.toLocaleLowerCase("az").replace(/[əışçğöüё]/g, (ch) => AZ[ch] ?? ch);
  return lower
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

export function slugify(text: string): string {
  return foldSearch(text)
    .replace(/[^a-z0-9а-я ]/g, "")
    .trim()
    .replace(/\s+/g, "-");
}

/** ISO string of a date the drivers return as Date or string */
export function iso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  const date = new Date(String(value));
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}

/**
 * NUL and the other control characters (C0 except tab, line feed and carriage return; DEL; C1).
 * PostgreSQL refuses NUL in text, and none of them belongs in a name, address or search.
 */
export const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export function hasControlChars(value: string): boolean {
  return CONTROL_CHARS.test(value);
}
