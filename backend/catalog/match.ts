import { sql, type SQL } from "drizzle-orm";
import { SEARCH_MAX } from "./contract.ts";
import { foldSearch } from "../core/text.ts";
import type { Database } from "../db/client.ts";
import type { Lang } from "../db/schema.ts";

const MAX_TOKENS = 8;

export interface SearchTerms {
  /** folded text ("koynek ag") */
  text: string;
  tokens: string[];
  /** prefix query for to_tsquery('simple', …): "koynek:* & ag:*" */
  tsquery: string;
}

/**
 * Prepares shopper text for search: cut at 30 characters, folded (ə→e, ş→s, … lowercase,
 * punctuation to spaces). Null when nothing searchable is left (quotes, tags, symbols only).
 */
export function searchTerms(raw: string): SearchTerms | null {
  const text = foldSearch(raw.slice(0, SEARCH_MAX));
  const tokens = text.split(" ").filter(Boolean).slice(0, MAX_TOKENS);
  if (tokens.length === 0) return null;
  return { text: tokens.join(" "), tokens, tsquery: tokens.map((t) => `${t}:*`).join(" & ") };
}

export type SearchMode = "words" | "similar";

/**
 * Products whose search text in any language matches, as (product_id, score).
 *
 * - "words": every searched word starts a word of the text (full-text search, 'simple'
 *   configuration, prefix query; GIN index). Scored with cheap string measures: the text
 *   starts with the query, the title holds the query at a word start, the text does, how early the first word
 *   appears, the shopper's language, shorter (more specific) texts first.
 * - "similar": trigram word similarity of the whole query (typos), used when no product has
 *   all the words; scored by the similarity.
 */
export function searchMatchSql(terms: SearchTerms, lang: Lang, mode: SearchMode = "words"): SQL {
  if (mode === "similar") {
    return sql`select t.product_id,
        max(word_similarity(${terms.text}, t.search_text) + case when t.lang = ${lang} then 0.05 else 0 end) as score
      from product_translations t
      where ${terms.text} <% t.search_text
      group by t.product_id`;
  }
  return sql`select t.product_id,
      max(
        case when t.search_text like ${`${terms.text}%`} then 3 else 0 end
        + case when (' ' || translate(lower(t.title), 'əışçğöüё', 'eiscgoue')) like ${`% ${terms.text}%`} then 2 else 0 end
        + case when (' ' || t.search_text) like ${`% ${terms.text}%`} then 1 else 0 end
        + 1.0 / (1 + position(${terms.tokens[0]!} in t.search_text))
        + case when t.lang = ${lang} then 0.1 else 0 end
        - least(length(t.search_text), 500) / 5000.0
      ) as score
    from product_translations t
    where to_tsvector('simple', t.search_text) @@ to_tsquery('simple', ${terms.tsquery})
    group by t.product_id`;
}

/** True when some product text holds every searched word (then the mode is "words"). */
export function wordsFoundSql(terms: SearchTerms): SQL {
  return sql`exists (select 1 from product_translations t
    where to_tsvector('simple', t.search_text) @@ to_tsquery('simple', ${terms.tsquery}))`;
}

/** "words" when some product text holds every searched word, else "similar" (typo tolerance). */
export async function searchMode(database: Database, terms: SearchTerms): Promise<SearchMode> {
  const rows = await database.query<{ found: boolean }>(sql`select ${wordsFoundSql(terms)} as found`);
  return rows[0]?.found ? "words" : "similar";
}

/** The folded search text stored in product_translations.search_text. */
export function buildSearchText(parts: readonly (string | null | undefined)[]): string {
  return foldSearch(parts.filter(Boolean).join(" "));
}
