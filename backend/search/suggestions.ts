import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import type { I18n, Lang } from "../db/schema.ts";
import { loadCards } from "../catalog/index.ts";
import type { SearchSuggestions } from "../catalog/contract.ts";
import { tr } from "../core/lang.ts";
import { routeMap } from "../catalog/index.ts";
import { foldSearch } from "../core/text.ts";
import { searchMatchSql, searchMode, searchTerms, type SearchMode, type SearchTerms } from "../catalog/index.ts";

export const SUGGEST_PRODUCTS = 6;
export const SUGGEST_CATEGORIES = 4;
export const SUGGEST_COLLECTIONS = 4;
export const SUGGEST_MIN_LENGTH = 2;

const EMPTY: SearchSuggestions = { products: [], categories: [], collections: [] };

/**
 * How well a title (in any language) matches: every searched word must start a word of
 * the folded title. Higher is better; 0 = no match.
 */
export function titleScore(titles: Partial<I18n>, terms: SearchTerms, lang: Lang): number {
  let best = 0;
  for (const [l, title] of Object.entries(titles)) {
    if (!title) continue;
    const words = foldSearch(title).split(" ");
    if (!terms.tokens.every((t) => words.some((w) => w.startsWith(t)))) continue;
    let score = 1;
    if (l === lang) score += 1;
    if (foldSearch(title).startsWith(terms.text)) score += 2;
    score += 1 / (1 + words.length);
    best = Math.max(best, score);
  }
  return best;
}

async function matchEntities(
  database: Database,
  table: "categories" | "collections",
  terms: SearchTerms,
  lang: Lang,
  limit: number,
): Promise<{ id: number; title: string; route: string }[]> {
  const rows = await database.query<{ id: number; title: I18n }>(
    table === "categories" ? sql`select id, title from categories` : sql`select id, title from collections`,
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
  return ranked.map(({ r }) => ({ id: r.id, title: tr(r.title, lang), route: routes.get(r.id) ?? "/" }));
}

/**
 * The best matching active products: each match looks its product up by key (a few thousand
 * for a broad prefix), where a join would read the whole products table to hash it.
 */
export function suggestedProductsSql(terms: SearchTerms, lang: Lang, mode: SearchMode): SQL {
  return sql`with m as (${searchMatchSql(terms, lang, mode)})
    select p.id from m cross join lateral (
      select p.id, p.created_at from products p where p.id = m.product_id and p.status = 'active' offset 0) p
    order by m.score desc, p.created_at desc, p.id desc limit ${SUGGEST_PRODUCTS}`;
}

/** Ids of the suggested products: by every word, else (nothing has them all) by similar words. */
async function suggestedProducts(database: Database, terms: SearchTerms, lang: Lang): Promise<number[]> {
  const words = await database.query<{ id: number }>(suggestedProductsSql(terms, lang, "words"));
  if (words.length) return words.map((r) => Number(r.id));
  // no active product has every word: the typo-tolerant match (searchMode's rule, without asking twice)
  const similar = (await searchMode(database, terms)) === "similar" ? await database.query<{ id: number }>(suggestedProductsSql(terms, lang, "similar")) : [];
  return similar.map((r) => Number(r.id));
}

/** Header suggestions: products, categories and collections for 2+ trimmed characters. */
export async function suggestions(database: Database, raw: string, lang: Lang): Promise<SearchSuggestions> {
  if (raw.trim().length < SUGGEST_MIN_LENGTH) return EMPTY;
  const terms = searchTerms(raw);
  if (!terms) return EMPTY;
  const [ids, categories, collections] = await Promise.all([
    suggestedProducts(database, terms, lang),
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
