/**
 * What the taxonomy screens share: the kind a path names (`/ru/admin/product-groups/7` →
 * product-groups) and a page title in the page's language, read from the admin strings the
 * layout's loader hands out (meta runs before the component, outside i18next's provider).
 */
import { TAXONOMY_KINDS, type TaxonomyKind } from "../../../backend/admin/taxonomy-contract.ts";

export type { TaxonomyKind };

export function kindOfPath(pathname: string): TaxonomyKind {
  const segments = pathname.split("/");
  const at = segments.indexOf("admin");
  const kind = segments[at + 1] as TaxonomyKind;
  return TAXONOMY_KINDS.includes(kind) ? kind : "categories";
}

type Match = { id: string; data?: unknown } | undefined;

/** The admin string at `key` (dots walk into the JSON) from the layout's loader data; the key itself when missing. */
export function adminTitle(matches: readonly Match[], key: string, vars: Record<string, string> = {}): string {
  const layout = matches.find((m) => m?.id.startsWith("routes/admin/layout"));
  let node: unknown = (layout?.data as { strings?: unknown } | undefined)?.strings;
  for (const part of key.split(".")) node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  const text = typeof node === "string" ? node : key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? "");
}
