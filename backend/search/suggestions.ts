import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import type { I18n, Lang } from "../db/schema.ts";
import { loadCards } from "../catalog/index.ts";
import type { SearchSuggestions } from "../catalog/contract.ts";
import { tr } from "../core/lang.ts";
import { entryMatches } from "../catalog/index.ts";
import { routeMap } from "../catalog/index.ts";
import { foldSearch } from "../core/text.ts";
import { resolveSearch, searchMatchSql, type SearchTerms, type TokenMatches } from "../catalog/index.ts";

export const SUGGEST_PRODUCTS = 6;
export const SUGGEST_CATEGORIES = 4;
export const SUGGEST_COLLECTIONS = 4;
export const SUGGEST_MIN_LENGTH = 2;

const EMPTY: SearchSuggestions = { products: [], categories: [], collections: [] };

/** Whether a folded title word counts as the searched word, and how strongly (3 typed, 2 form, 1 typo). */
function wordStrength(word: string, m: TokenMatches): number {
  if (word.startsWith(m.exact)) return 3;
  if (m.forms.some((f) => entryMatches(word, f))) return 2;
  if (m.typos.some((f) => entryMatches(word, f))) return 1;
  return 0;
}

/**
 * How well a title (in any language) matches: every searched word (or a form or typo match of
 * it) must start a word of the folded title. Higher is better; 0 = no match. Tiers as the
 * product search: words as typed, then forms, then typos; then the shopper's language.
 */
export function titleScore(titles: Partial<I18n>, terms: SearchTerms, lang: Lang): number {
  let best = 0;
  for (const [l, title] of Object.entries(titles)) {
    if (!title) continue;
    const folded = foldSearch(title);
    const words = folded.split(" ");
    const strengths = terms.matches.map((m) => Math.max(0, ...words.map((w) => wordStrength(w, m))));
    if (strengths.some((s) => s === 0)) continue;
    let score = 10 * Math.min(...strengths);
    if (l === lang) score += 5;
    if (folded.startsWith(terms.text)) score += 2;
    score += 1 / (1 + words.length);
    best = Math.max(best, score);
  }
  return best;
}

type Entity = { id: number; title: string; route: string; where?: string };

async function matchEntities(
  database: Database,
  table: "categories" | "collections",
  terms: SearchTerms,
  lang: Lang,
  limit: number,
): Promise<Entity[]> {
  const rows = await database.query<{ id: number; title: I18n; parent: I18n | null }>(
    table === "categories"
      ? sql`select c.id, c.title, coalesce(g.title, p.title) as parent from categories c
          left join categories p on p.id = c.parent_id left join categories g on g.id = p.parent_id`
      : sql`select id, title, null as parent from collections`,
  );
  const ranked = rows
    .map((r) => ({ r, score: titleScore(r.title, terms, lang) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.r.id - b.r.id)
    .slice(0, limit);
  if (!ranked.length) return [];
  const routes = await routeMap(
    database,
    table === "categories" ? "category" : "collection",
    lang,
    ranked.map((x) => x.r.id),
  );
  const entities = ranked.map(({ r }): Entity & { parent: string } => ({
    id: r.id,
    title: tr(r.title, lang),
    route: routes.get(r.id) ?? "/",
    parent: r.parent ? tr(r.parent, lang) : "",
  }));
  return entities.map(({ parent, ...e }) => {
    // suggestions sharing a title say where they belong, by their top category ("Dresses · Women", "Dresses · Kids")
    const shared = entities.some((o) => o.id !== e.id && o.title === e.title);
    return shared && parent ? { ...e, where: parent } : e;
  });
}

/**
 * The best matching active products: each match looks its product up by key (a few thousand
 * for a broad prefix), where a join would read the whole products table to hash it.
 */
export function suggestedProductsSql(terms: SearchTerms, lang: Lang): SQL {
  return sql`with m as (${searchMatchSql(terms, lang)})
    select p.id from m cross join lateral (
      select p.id, p.created_at from products p where p.id = m.product_id and p.status = 'active' offset 0) p
    order by m.score desc, p.created_at desc, p.id desc limit ${SUGGEST_PRODUCTS}`;
}

/** Header suggestions: products, categories and collections for 2+ trimmed characters. */
export async function suggestions(database: Database, raw: string, lang: Lang): Promise<SearchSuggestions> {
  if (raw.trim().length < SUGGEST_MIN_LENGTH) return EMPTY;
  const terms = await resolveSearch(database, raw);
  if (!terms) return EMPTY;
  const [ids, categories, collections] = await Promise.all([
    database.query<{ id: number }>(suggestedProductsSql(terms, lang)).then((rows) => rows.map((r) => Number(r.id))),
    matchEntities(database, "categories", terms, lang, SUGGEST_CATEGORIES),
    matchEntities(database, "collections", terms, lang, SUGGEST_COLLECTIONS),
  ]);
  const cards = await loadCards(database, ids, lang);
  return {
    products: cards.map((c) => ({ id: c.id, title: c.title, route: c.route, image: c.image, price: c.price })),
    categories,
    collections,
  };
}
