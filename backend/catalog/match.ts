import { sql, type SQL } from "drizzle-orm";
import { SEARCH_MAX } from "./contract.ts";
import { foldSearch } from "../core/text.ts";
import type { Database } from "../db/client.ts";
import type { Lang } from "../db/schema.ts";
import { intArray, textArray } from "../core/sql.ts";
import { isTypoOf, stemsOf, transliterations, typoProbes } from "./word-forms.ts";

const MAX_TOKENS = 8;
/** Catalogue words read per stem when looking for the forms of a searched word. */
const FORM_CANDIDATES = 200;
const WORD = /^[\p{L}\p{N}]+$/u;

/** What counts as one searched word, strongest first; every entry is matched as a word prefix. */
export interface TokenMatches {
  /** the word as typed (folded) */
  exact: string;
  /** the word in the other script ("=word": that whole word) and catalogue words of the same stem */
  forms: string[];
  /** catalogue words within the typo budget (only when the word has no exact or form match) */
  typos: string[];
}

export interface SearchTerms {
  /** folded text ("koynek ag") */
  text: string;
  tokens: string[];
  /** prefix query for to_tsquery('simple', …) of the words as typed: "koynek:* & ag:*" */
  tsquery: string;
  /** per token, once expanded (expandSearch) */
  matches: TokenMatches[];
  /** the query with forms ("(koynek:* | koynekler:*) & …") and with forms and typos */
  formsQuery: string;
  anyQuery: string;
}

/** One token's entries as a tsquery group: a prefix each, or the whole word for "=word". */
const group = (alts: string[]) => {
  const terms = [...new Set(alts)].flatMap((a) => {
    const whole = a.startsWith("=");
    const word = whole ? a.slice(1) : a;
    return WORD.test(word) ? [whole ? word : `${word}:*`] : [];
  });
  return terms.length === 1 ? terms[0]! : `(${terms.join(" | ")})`;
};

function withMatches(base: Pick<SearchTerms, "text" | "tokens" | "tsquery">, matches: TokenMatches[]): SearchTerms {
  return {
    ...base,
    matches,
    formsQuery: matches.map((m) => group([m.exact, ...m.forms])).join(" & "),
    anyQuery: matches.map((m) => group([m.exact, ...m.forms, ...m.typos])).join(" & "),
  };
}

/**
 * Prepares shopper text for search: cut at 30 characters, folded (ə→e, ş→s, ё→е, … lowercase,
 * punctuation to spaces). Null when nothing searchable is left (quotes, tags, symbols only).
 * The words match as typed only; expandSearch adds their forms and typo matches.
 */
export function searchTerms(raw: string): SearchTerms | null {
  const text = foldSearch(raw.slice(0, SEARCH_MAX));
  const tokens = text.split(" ").filter(Boolean).slice(0, MAX_TOKENS);
  if (tokens.length === 0) return null;
  const base = { text: tokens.join(" "), tokens, tsquery: tokens.map((t) => `${t}:*`).join(" & ") };
  return withMatches(base, tokens.map((t) => ({ exact: t, forms: [], typos: [] })));
}

/**
 * Adds to each searched word, from the catalogue's words (search_words), in one round trip:
 * its transliteration, the words of the same stem (юбкой → юбка, dresses → dress,
 * köynəklər → köynək), and, only when neither the word nor a form of it is in the catalogue,
 * the words within its typo budget (skrit → skirt, lanp → lamp). docs/decisions/0051.
 */
export async function expandSearch(database: Database, terms: SearchTerms): Promise<SearchTerms> {
  const variants = terms.tokens.map((t) => [t, ...transliterations(t)]);
  const stems = variants.map((vs) => new Set(vs.flatMap(stemsOf)));
  const prefixRows: [number, string][] = [];
  const stemRows: [number, string][] = [];
  const probeRows: [number, string][] = [];
  variants.forEach((vs, i) => {
    for (const v of vs) {
      if (!v.startsWith("=")) prefixRows.push([i, v]);
      for (const p of typoProbes(v)) probeRows.push([i, p]);
    }
    for (const s of new Set([...stems[i]!].map((s) => s.slice(3)))) stemRows.push([i, s]);
  });
  const col = (rows: [number, string][]) => [intArray(rows.map((r) => r[0])), textArray(rows.map((r) => r[1]))] as const;
  const [pi, pw] = col(prefixRows);
  const [si, sw] = col(stemRows);
  const [ti, tw] = col(probeRows);
  const rows = await database.query<{ kind: "p" | "s" | "t"; i: number; word: string }>(sql`
    select 'p' as kind, q.i, q.w as word from unnest(${pi}, ${pw}) as q(i, w)
      where exists (select 1 from search_words s where s.word ~>=~ q.w and s.word ~<~ (q.w || chr(1114111)))
    union all
    select 's', q.i, s.word from unnest(${si}, ${sw}) as q(i, w)
      cross join lateral (select word from search_words s where s.word ~>=~ q.w and s.word ~<~ (q.w || chr(1114111)) limit ${FORM_CANDIDATES}) s
    union all
    select distinct 't', q.i, d.word from unnest(${ti}, ${tw}) as q(i, w) join search_word_deletes d on d.del = q.w`);
  const matches = terms.tokens.map((t, i): TokenMatches => {
    const mine = rows.filter((r) => Number(r.i) === i);
    const found = mine.some((r) => r.kind === "p");
    const forms = new Set(variants[i]!.slice(1));
    for (const r of mine) {
      if (r.kind === "s" && r.word !== t && stemsOf(r.word).some((s) => stems[i]!.has(s))) forms.add(r.word);
    }
    const typos = new Set<string>();
    if (!found && forms.size === variants[i]!.length - 1) {
      for (const r of mine) if (r.kind === "t" && variants[i]!.some((v) => isTypoOf(v, r.word))) typos.add(r.word);
    }
    return { exact: t, forms: [...forms], typos: [...typos] };
  });
  return withMatches(terms, matches);
}

/** searchTerms then expandSearch; null when nothing searchable is left. */
export async function resolveSearch(database: Database, raw: string): Promise<SearchTerms | null> {
  const terms = searchTerms(raw);
  return terms ? expandSearch(database, terms) : null;
}

/**
 * Products whose search text in any language matches, as (product_id, score): every searched
 * word (or a form or typo match of it) starts a word of the text (full-text search, 'simple'
 * configuration, prefix query; GIN index). Ranked in tiers: the words as typed, then word
 * forms and transliterations, then typo matches; within a tier the shopper's language first,
 * then cheap string measures: the title holds every word (or its match), the text starts with
 * the query, the title holds the query at a word start, the text does, how early the first word appears, shorter (more specific) texts.
 */
export function searchMatchSql(terms: SearchTerms, lang: Lang): SQL {
  const title = sql`translate(lower(t.title), 'əışçğöüё', 'eiscgoue')`;
  // tiers by regular expressions on the row (cheaper than parsing it into a tsvector again)
  const holds = (column: SQL, pick: (m: TokenMatches) => string[]) =>
    sql.join(terms.matches.map((m) => sql`${column} ~ ${wordRegex(pick(m))}`), sql` and `);
  const typed = (m: TokenMatches) => [m.exact];
  const formed = (m: TokenMatches) => [m.exact, ...m.forms];
  const any = (m: TokenMatches) => [m.exact, ...m.forms, ...m.typos];
  const forms = terms.formsQuery === terms.tsquery ? sql`` : sql` when ${holds(sql`t.search_text`, formed)} then 100`;
  const tier = terms.anyQuery === terms.tsquery ? sql`200` : sql`case when ${holds(sql`t.search_text`, typed)} then 200${forms} else 0 end`;
  return sql`select t.product_id,
      max(
        ${tier}
        + case when t.lang = ${lang} then 10 else 0 end
        + case when t.search_text like ${`${terms.text}%`} then 3 else 0 end
        + case when (' ' || ${title}) like ${`% ${terms.text}%`} then 2 else 0 end
        + case when ${holds(title, any)} then 4 else 0 end
        + case when (' ' || t.search_text) like ${`% ${terms.text}%`} then 1 else 0 end
        + 1.0 / (1 + position(${terms.tokens[0]!} in t.search_text))
        - least(length(t.search_text), 500) / 5000.0
      ) as score
    from product_translations t
    where to_tsvector('simple', t.search_text) @@ to_tsquery('simple', ${terms.anyQuery})
    group by t.product_id`;
}

/** A POSIX regular expression: a word of the text starts with an entry (or is it, for "=word"). */
function wordRegex(entries: string[]): string {
  const parts = [...new Set(entries)].flatMap((e) => {
    const whole = e.startsWith("=");
    const word = whole ? e.slice(1) : e;
    return WORD.test(word) ? [whole ? `${word}([^[:alnum:]]|$)` : word] : [];
  });
  return `(^|[^[:alnum:]])(${parts.join("|")})`;
}

/** The folded search text stored in product_translations.search_text. */
export function buildSearchText(parts: readonly (string | null | undefined)[]): string {
  return foldSearch(parts.filter(Boolean).join(" "));
}
