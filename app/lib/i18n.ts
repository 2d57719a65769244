/** Languages and language-prefixed paths (shared by server and browser). */
export const LANGS = ["az", "en", "ru"] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = "en";

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGS as readonly string[]).includes(value);
}

/** Splits "/az/cart" into {lang: "az", path: "/cart", prefixed: true}; unprefixed paths are English. */
export function splitLangPath(pathname: string): { lang: Lang; path: string; prefixed: boolean } {
  const match = /^\/(az|en|ru)(?=\/|$)/.exec(pathname);
  if (!match) return { lang: DEFAULT_LANG, path: pathname || "/", prefixed: false };
  const rest = pathname.slice(match[0].length) || "/";
  return { lang: match[1] as Lang, path: rest, prefixed: true };
}

/**
 * A base path in a language: English stays unprefixed, az and ru get their prefix.
 * Query strings and hashes are kept.
 */
export function localizePath(path: string, lang: Lang): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (lang === DEFAULT_LANG) return clean;
  return clean === "/" ? `/${lang}` : clean.startsWith("/?") ? `/${lang}${clean.slice(1)}` : `/${lang}${clean}`;
}
