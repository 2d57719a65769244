/**
 * Back-office tab titles in the page's language. A `meta` function has no `t`, but the admin
 * layout's loader data carries the admin strings (and the packing slip, outside the layout,
 * carries its own): the title is looked up there by key, with i18next's `{{name}}` values.
 */
import type { MetaDescriptor } from "react-router";

type Strings = Record<string, unknown>;
interface MatchLike {
  id: string;
  data?: unknown;
}

/** The admin strings from the admin layout's (or the page's own) loader data, if any. */
export function adminStrings(matches: readonly (MatchLike | undefined)[]): Strings | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.data as { strings?: unknown } | undefined;
    if (data && typeof data.strings === "object" && data.strings !== null) return data.strings as Strings;
  }
  return undefined;
}

/** `key` ("orders.title") in the strings, with `{{name}}` filled from `values`; undefined when missing. */
export function adminText(strings: Strings | undefined, key: string, values: Record<string, string> = {}): string | undefined {
  let node: unknown = strings;
  for (const part of key.split(".")) node = node && typeof node === "object" ? (node as Strings)[part] : undefined;
  if (typeof node !== "string") return undefined;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? "");
}

/**
 * The meta of a back-office page: "<title> · Bazaar" in the page's language and noindex.
 * `title` is a string key of the admin strings or a ready text (a product's own title);
 * `fallback` is used when the strings are not there (an error page).
 */
export function adminMeta(
  matches: readonly (MatchLike | undefined)[],
  title: { key: string; values?: Record<string, string> } | { text: string },
  fallback: string,
): MetaDescriptor[] {
  const text = "text" in title ? title.text : adminText(adminStrings(matches), title.key, title.values);
  return [{ title: `${text || fallback} · Bazaar` }, { name: "robots", content: "noindex, nofollow" }];
}
