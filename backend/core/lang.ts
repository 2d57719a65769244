/** The storefront's languages and a per-language text (short texts of small entities are `{az, en, ru}`). */
export type Lang = "az" | "en" | "ru";
export type I18n = Record<Lang, string>;

/** A per-language text in `lang`, else English, Azerbaijani, Russian, else "". */
export function tr(obj: Partial<I18n> | null | undefined, lang: Lang): string {
  return obj?.[lang] || obj?.en || obj?.az || obj?.ru || "";
}

export function trOrNull(obj: Partial<I18n> | null | undefined, lang: Lang): string | null {
  const s = tr(obj, lang);
  return s ? s : null;
}
