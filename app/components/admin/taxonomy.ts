/**
 * What the taxonomy screens share: the kind a path names (`/ru/admin/product-groups/7` →
 * product-groups).
 */
import { TAXONOMY_KINDS, type TaxonomyKind } from "../../../backend/admin/taxonomy-contract.ts";

export type { TaxonomyKind };

export function kindOfPath(pathname: string): TaxonomyKind {
  const segments = pathname.split("/");
  const at = segments.indexOf("admin");
  const kind = segments[at + 1] as TaxonomyKind;
  return TAXONOMY_KINDS.includes(kind) ? kind : "categories";
}
