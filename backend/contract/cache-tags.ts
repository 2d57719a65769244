/**
 * Cache tags: what a cached answer or page showed, and what a committed change touched
 * (ADR 0049). The API names the tags of each public read in the `x-cache-tags` header; the
 * storefront's client gathers them over a render, the page cache stores them with the page,
 * and a change drops only the entries that share one of its tags.
 *
 * - `p:<id>`   product <id> as it shows anywhere: title, price, pictures, badges, in stock or not
 * - `pd:<id>`  what only the product's own page shows: how many are left of each size
 * - `c:<id>`   the lists within category <id> (its page's products and facet counts)
 * - `list`     which products a list holds, in which order, and its facet counts (listings,
 *              search, home rails, taxonomy with counts, product groups, articles with product
 *              cards, the resolved path of a page that is not a product)
 * - `static`   an answer that shows no product (menus, pages, the category tree): only a change
 *              of everything touches it (the header is never empty: an empty one can be lost)
 * - `any`      an answer whose dependencies are not declared: dropped by every change
 *
 * A change is either `all` (a table without precise notices: taxonomy, content, menus) or a
 * set of tags. A sale that leaves every size of a product in stock touches `pd:<id>` only;
 * a sale of a size's last unit, a price or a text edit touches `p:<id>`, `pd:<id>`, `list`
 * and `c:` of each category the product is or was in (ancestors included).
 */

export const CACHE_TAGS_HEADER = "x-cache-tags";
export const LIST_TAG = "list";
export const ANY_TAG = "any";
export const STATIC_TAG = "static";

export function productTag(id: number): string {
  return `p:${id}`;
}

export function detailTag(id: number): string {
  return `pd:${id}`;
}

export function categoryTag(id: number): string {
  return `c:${id}`;
}

export interface PublicChange {
  /** anything may have changed */
  all: boolean;
  tags: ReadonlySet<string>;
}

export const EVERYTHING: PublicChange = Object.freeze({ all: true, tags: new Set<string>() });

/** Whether an entry showing `tags` may be out of date after `change`. */
export function touches(change: PublicChange, tags: ReadonlySet<string>): boolean {
  if (change.all || tags.has(ANY_TAG)) return true;
  for (const tag of change.tags) if (tags.has(tag)) return true;
  return false;
}

/** Several changes as one (the feed passes a burst on at once). */
export function mergeChanges(changes: Iterable<PublicChange>): PublicChange {
  const tags = new Set<string>();
  for (const change of changes) {
    if (change.all) return EVERYTHING;
    for (const tag of change.tags) tags.add(tag);
  }
  return { all: false, tags };
}

/** The tags of an `x-cache-tags` header; a missing header means undeclared (`any`). */
export function parseTagsHeader(value: string | null | undefined): string[] {
  if (value === null || value === undefined) return [ANY_TAG];
  return value.split(/[\s,]+/).filter(Boolean);
}

/**
 * The changes seen since a moment, so an answer computed while a change arrived is not kept
 * when the change touches it. Holds the last `size` changes; an answer older than those is
 * not kept either.
 */
export class ChangeLog {
  private seq = 0;
  private readonly recent: { seq: number; change: PublicChange }[] = [];

  constructor(private readonly size = 256) {}

  /** The moment to pass to `touchedSince` later. */
  mark(): number {
    return this.seq;
  }

  note(change: PublicChange): void {
    this.seq += 1;
    this.recent.push({ seq: this.seq, change });
    if (this.recent.length > this.size) this.recent.shift();
  }

  /** Whether a change after `mark` touches `tags` (or the log no longer reaches back that far). */
  touchedSince(mark: number, tags: ReadonlySet<string>): boolean {
    if (mark === this.seq) return false;
    const oldest = this.recent[0]?.seq ?? this.seq + 1;
    if (oldest > mark + 1) return true;
    for (const { seq, change } of this.recent) if (seq > mark && touches(change, tags)) return true;
    return false;
  }
}
