import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import * as s from "../db/schema.ts";
import { parseRecipe } from "./render.ts";

/**
 * Every column that may hold an image path: plain text columns and the JSON/HTML ones whose
 * image fields are found by pattern (home sections, article blocks, category promos, pages).
 * A new image column must be added here, or its images answer 404.
 */
const SOURCES = [
  sql`SELECT DISTINCT ${s.productImages.path} AS t FROM ${s.productImages}`,
  sql`SELECT DISTINCT ${s.orderLines.image} AS t FROM ${s.orderLines} WHERE ${s.orderLines.image} IS NOT NULL`,
  sql`SELECT ${s.brands.image} AS t FROM ${s.brands} WHERE ${s.brands.image} IS NOT NULL`,
  sql`SELECT concat_ws(' ', ${s.categories.image}, ${s.categories.popular}::text) AS t FROM ${s.categories}`,
  sql`SELECT ${s.badges.image} AS t FROM ${s.badges} WHERE ${s.badges.image} IS NOT NULL`,
  sql`SELECT ${s.collections.image} AS t FROM ${s.collections} WHERE ${s.collections.image} IS NOT NULL`,
  sql`SELECT concat_ws(' ', ${s.articles.horizontalImage}, ${s.articles.coverImage}, ${s.articles.mobileCoverImage}) AS t FROM ${s.articles}`,
  sql`SELECT ${s.articleBlocks.data}::text AS t FROM ${s.articleBlocks}`,
  sql`SELECT ${s.homeSections.data}::text AS t FROM ${s.homeSections}`,
  sql`SELECT ${s.pages.content}::text AS t FROM ${s.pages}`,
];

const RECIPE_IN_TEXT = /gen\/[pb]\/[a-z0-9/-]+\.(?:png|webp)/g;

/** The canonical recipe keys found in a piece of stored text (a path, JSON or HTML). */
export function recipeKeysIn(text: string): string[] {
  const keys: string[] = [];
  for (const match of text.match(RECIPE_IN_TEXT) ?? []) {
    const recipe = parseRecipe(match);
    if (recipe) keys.push(recipe.key);
  }
  return keys;
}

/**
 * The images the catalogue knows: recipe keys referenced anywhere in the database. The set is
 * read on first use and read again when a request names a key it lacks, at most once per
 * `refreshMs` (and once at a time), so a flood of unknown paths costs one query per interval
 * and a newly stored image is served at the latest `refreshMs` after it was written.
 */
export class KnownImages {
  private keys: Set<string> | null = null;
  private loadedAt = 0;
  private loading: Promise<Set<string>> | null = null;

  constructor(
    private readonly database: Database,
    private readonly refreshMs = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  async has(key: string): Promise<boolean> {
    const keys = this.keys ?? (await this.load());
    if (keys.has(key)) return true;
    if (this.now() - this.loadedAt < this.refreshMs) return false;
    return (await this.load()).has(key);
  }

  /** Forget the set (after a write that adds images); the next request reads it again. */
  invalidate(): void {
    this.loadedAt = 0;
  }

  private load(): Promise<Set<string>> {
    this.loading ??= this.read().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async read(): Promise<Set<string>> {
    const started = this.now();
    const keys = new Set<string>();
    for (const statement of SOURCES) {
      const rows = await this.database.query<{ t: string | null }>(statement);
      for (const row of rows) if (row.t) for (const key of recipeKeysIn(row.t)) keys.add(key);
    }
    this.keys = keys;
    this.loadedAt = started;
    return keys;
  }
}
