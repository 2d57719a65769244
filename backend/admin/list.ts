/**
 * The server half of the data list kit: one helper every back-office list goes through.
 * A list is described once (`ListSpec`: what to select from where, which columns sort,
 * what the search box matches, which filters exist); `runList` answers one page with the
 * total, `streamCsv` writes every row matching the same search and filters as CSV, read in
 * batches so a big export never sits in memory. All SQL is parameterised.
 *
 * Pages are found in two steps (ADR 0047): first the keys of the page's rows (the sort value
 * and the tiebreak only, in the sort's order: an index walk for an indexed sort, no per-row
 * sub-select), then the rows of those keys with everything the list shows. The keys are
 * found by keyset from a cursor (the previous and next links: `after=` / `before=`), or by a
 * page number counted from the nearer end of the list (the last page costs what the first
 * does). The export walks the whole list by keyset, one batch after the other.
 */
import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import { sqlStateOf } from "../db/faults.ts";
import { LIST_DEFAULT_LIMIT, LIST_LIMITS, type ListPage } from "./contract.ts";

export interface ListSpec {
  /** `select` list, columns aliased to the row's keys (`o.created_at as "createdAt"`) */
  select: SQL;
  /** `from` and joins (a join must not repeat a row: the tiebreak stays unique) */
  from: SQL;
  /** conditions every row of the list meets */
  where?: SQL;
  /** sortable column keys and their SQL expressions */
  sorts: Record<string, SQL>;
  /** sort keys whose expression is never null (their cursor condition can be an index's range) */
  notNull?: readonly string[];
  /** the sort when none (or an unknown one) is asked: key, `-` for descending */
  defaultSort: string;
  /** a unique, never null expression added to every order (stable pages); the rows' key */
  tiebreak: SQL;
  /** what the search box matches */
  search?: (q: string) => SQL;
  /** filter name → condition for a non-empty value (null: the value is ignored) */
  filters?: Record<string, (value: string) => SQL | null>;
}

const cursorText = z.string().max(600).regex(/^[A-Za-z0-9_-]+$/).optional().catch(undefined);

/** The query of a list page: the kit's own parameters plus the screen's filters (strings). */
export const listQuerySchema = z
  .object({
    q: z.string().trim().max(200).catch("").default(""),
    sort: z.string().max(40).catch("").default(""),
    page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
    limit: z.coerce
      .number()
      .int()
      .refine((n) => (LIST_LIMITS as readonly number[]).includes(n))
      .catch(LIST_DEFAULT_LIMIT)
      .default(LIST_DEFAULT_LIMIT),
    /** the page after the row of this cursor (the next link) */
    after: cursorText,
    /** the page before the row of this cursor (the previous link) */
    before: cursorText,
  })
  .catchall(z.unknown());

export type ListQuery = z.infer<typeof listQuerySchema>;

/** A row's place in a sort: the sort it belongs to, its sort value and its tiebreak, as the database wrote them (text). */
export interface Cursor {
  sort: string;
  value: string | null;
  key: string;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.value, cursor.key]), "utf8").toString("base64url");
}

/** The cursor a link carries, or null when it is not one the kit wrote for this sort. */
export function decodeCursor(text: string | undefined, sort: string): Cursor | null {
  if (!text) return null;
  try {
    const raw: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (!Array.isArray(raw) || raw.length !== 3) return null;
    const [s, value, key] = raw as unknown[];
    if (s !== sort || (value !== null && typeof value !== "string") || typeof key !== "string") return null;
    if ((value?.length ?? 0) > 300 || key.length > 100) return null;
    return { sort, value: value as string | null, key };
  } catch {
    return null;
  }
}

function whereParts(spec: ListSpec, query: ListQuery): SQL[] {
  const parts: SQL[] = [];
  if (spec.where) parts.push(spec.where);
  if (query.q && spec.search) parts.push(spec.search(query.q));
  for (const [name, build] of Object.entries(spec.filters ?? {})) {
    const raw = query[name];
    const value = typeof raw === "string" ? raw.trim() : Array.isArray(raw) && typeof raw[0] === "string" ? raw[0].trim() : "";
    if (!value || value.length > 200) continue;
    const condition = build(value);
    if (condition) parts.push(condition);
  }
  return parts;
}

function whereSql(parts: SQL[]): SQL {
  return parts.length ? sql`where ${sql.join(parts.map((p) => sql`(${p})`), sql` and `)}` : sql``;
}

/** The sort in effect: a known key with an optional `-`, else the default. */
export function sortOf(spec: ListSpec, asked: string): { key: string; desc: boolean; text: string } {
  const desc = asked.startsWith("-");
  const key = desc ? asked.slice(1) : asked;
  if (key && key in spec.sorts) return { key, desc, text: asked };
  const fallback = spec.defaultSort;
  const fDesc = fallback.startsWith("-");
  return { key: fDesc ? fallback.slice(1) : fallback, desc: fDesc, text: fallback };
}

type Sort = ReturnType<typeof sortOf>;

const isNullable = (spec: ListSpec, sort: Sort) => !(spec.notNull ?? []).includes(sort.key);

/**
 * Descending puts nulls last, ascending first: one order is the exact reverse of the other.
 * A sort that is never null is ordered plainly, the order an index on (sort, tiebreak) reads
 * forwards or backwards.
 */
function orderOf(spec: ListSpec, sort: Sort, desc: boolean): SQL {
  const expr = spec.sorts[sort.key]!;
  if (!isNullable(spec, sort)) return desc ? sql`order by ${expr} desc, ${spec.tiebreak} desc` : sql`order by ${expr} asc, ${spec.tiebreak} asc`;
  return desc ? sql`order by ${expr} desc nulls last, ${spec.tiebreak} desc` : sql`order by ${expr} asc nulls first, ${spec.tiebreak} asc`;
}

/**
 * The rows that come after the cursor's row in the order `desc` (nulls last descending,
 * first ascending). A sort that is never null is one row comparison, which an index on
 * (sort, tiebreak) answers as a range.
 */
export function afterSql(spec: ListSpec, sort: Sort, desc: boolean, cursor: Cursor): SQL {
  const expr = spec.sorts[sort.key]!;
  const key = spec.tiebreak;
  const nullable = isNullable(spec, sort);
  if (cursor.value === null) {
    return desc ? sql`${expr} is null and ${key} < ${cursor.key}` : sql`(${expr} is null and ${key} > ${cursor.key}) or ${expr} is not null`;
  }
  const past = desc ? sql`(${expr}, ${key}) < (${cursor.value}, ${cursor.key})` : sql`(${expr}, ${key}) > (${cursor.value}, ${cursor.key})`;
  return desc && nullable ? sql`${past} or ${expr} is null` : past;
}

interface KeyRow {
  __k: string | null;
  __t: string;
}

function keysSql(spec: ListSpec, parts: SQL[], sort: Sort, desc: boolean, at: { cursor?: Cursor; offset?: number }, limit: number): SQL {
  const conditions = at.cursor ? [...parts, afterSql(spec, sort, desc, at.cursor)] : parts;
  const offset = at.offset ? sql` offset ${at.offset}` : sql``;
  return sql`select (${spec.sorts[sort.key]!})::text as "__k", (${spec.tiebreak})::text as "__t" ${spec.from} ${whereSql(conditions)}
      ${orderOf(spec, sort, desc)} limit ${limit}${offset}`;
}

/** Keys (sort value, tiebreak) of up to `limit` rows in the order `desc`, after a cursor or from an offset. */
async function pageKeys(database: Database, spec: ListSpec, parts: SQL[], sort: Sort, desc: boolean, at: { cursor?: Cursor; offset?: number }, limit: number): Promise<KeyRow[]> {
  return database.query<KeyRow>(keysSql(spec, parts, sort, desc, at, limit));
}

/** The statement that finds a page's keys for a query (its `after` cursor, else its first page): what the plan tests read. */
export function pageKeysSql(spec: ListSpec, query: ListQuery): SQL {
  const sort = sortOf(spec, query.sort);
  const cursor = decodeCursor(query.after, sort.text) ?? undefined;
  return keysSql(spec, whereParts(spec, query), sort, sort.desc, { cursor }, query.limit + 1);
}

/** The list's rows of these keys, in the keys' order. */
async function rowsOfKeys<T>(database: Database, spec: ListSpec, keys: KeyRow[]): Promise<T[]> {
  if (!keys.length) return [];
  const rows = await database.query<T & { __t: string }>(
    sql`select ${spec.select}, (${spec.tiebreak})::text as "__t" ${spec.from} where ${spec.tiebreak} in (${sql.join(
      keys.map((k) => sql`${k.__t}`),
      sql`, `,
    )})`,
  );
  const byKey = new Map(rows.map((r) => [String(r.__t), r]));
  return keys.flatMap((k) => {
    const row = byKey.get(k.__t);
    if (!row) return [];
    delete (row as { __t?: string }).__t;
    return [row as T];
  });
}

/** A cursor the database cannot read as the sort's type (a hand-made link) is a data exception: such a link is answered by its page number. */
async function unlessBadCursor<T>(run: () => Promise<T>, instead: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (sqlStateOf(err).startsWith("22")) return instead();
    throw err;
  }
}

/**
 * One page of the list, its total, the sort in effect and the cursors of the pages beside it.
 * `after`/`before` (a cursor of this sort) give the page next to a row; else `page` is a page
 * number, and one past the end answers the last page. With a cursor, `page` is the number
 * the link says the page has (kept within the pages; 1 when nothing comes before). A cursor
 * the kit did not write for this sort is ignored: the page number answers.
 */
export async function runList<T>(database: Database, spec: ListSpec, query: ListQuery): Promise<ListPage<T>> {
  const parts = whereParts(spec, query);
  const sort = sortOf(spec, query.sort);
  const limit = query.limit;
  const [count] = await database.query<{ n: number }>(sql`select count(*)::int as n ${spec.from} ${whereSql(parts)}`);
  const total = Number(count?.n ?? 0);
  const pages = Math.max(1, Math.ceil(total / limit));
  const cursor = (s: KeyRow): string => encodeCursor({ sort: sort.text, value: s.__k, key: s.__t });
  const answer = async (keys: KeyRow[], page: number, hasPrev: boolean, hasNext: boolean): Promise<ListPage<T>> => ({
    items: await rowsOfKeys<T>(database, spec, keys),
    total,
    page,
    limit,
    pages,
    sort: sort.text,
    next: hasNext && keys.length ? cursor(keys[keys.length - 1]!) : null,
    prev: hasPrev && keys.length ? cursor(keys[0]!) : null,
  });

  const byNumber = async (asked: number): Promise<ListPage<T>> => {
    const page = Math.min(asked, pages);
    const before = (page - 1) * limit;
    const rows = Math.min(limit, Math.max(0, total - before));
    // from the nearer end: the rows after the page are skipped walking the reverse order
    const after = total - before - rows;
    const keys =
      before <= after
        ? await pageKeys(database, spec, parts, sort, sort.desc, { offset: before }, limit)
        : (await pageKeys(database, spec, parts, sort, !sort.desc, { offset: after }, Math.max(rows, 1))).reverse();
    return answer(keys, page, page > 1, page < pages);
  };

  const after = decodeCursor(query.after, sort.text);
  const before = after ? null : decodeCursor(query.before, sort.text);
  if (!after && !before) return byNumber(query.page);
  return unlessBadCursor(
    async () => {
      if (after) {
        const keys = await pageKeys(database, spec, parts, sort, sort.desc, { cursor: after }, limit + 1);
        // nothing after the row (the rows were removed meanwhile): the last page
        if (!keys.length) return byNumber(pages);
        const more = keys.length > limit;
        const page = more ? Math.min(Math.max(query.page, 2), pages - 1 || 1) : pages;
        return answer(keys.slice(0, limit), page, true, more);
      }
      const keys = (await pageKeys(database, spec, parts, sort, !sort.desc, { cursor: before! }, limit + 1)).reverse();
      // a short page before the row: the list starts there, the first page answers it
      if (keys.length <= limit) return byNumber(1);
      const page = Math.min(Math.max(query.page, 2), pages);
      return answer(keys.slice(1), page, true, true);
    },
    () => byNumber(query.page),
  );
}

export type CsvCell = string | number | boolean | null | undefined;

/** A CSV column: its header and how a row's cell is written. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvCell;
}

/** A row's value as a cell: dates as ISO text, lists joined with spaces, objects as JSON. */
export function cell(value: unknown): CsvCell {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(String).join(" ");
  if (typeof value === "object") return JSON.stringify(value);
  return value as string | number | boolean;
}

type Row = Record<string, unknown>;

/**
 * The CSV columns of a list from `[header, key]` pairs (the row's value as it is) or
 * `[header, (row) => cell]`; never list a column the export must not carry (password hashes, tokens).
 */
export function csvColumns(spec: [header: string, source: string | ((row: Row) => CsvCell)][]): CsvColumn<Row>[] {
  return spec.map(([header, source]) => ({ header, value: typeof source === "string" ? (row) => cell(row[source]) : source }));
}

/** A date-time column's cell: ISO 8601 in UTC on both database drivers. */
export function isoCell(value: unknown): CsvCell {
  if (value === null || value === undefined || value === "") return "";
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}

/** Qəpik as manat with two decimals (`1250` → `12.50`); empty stays empty. */
export function manatCell(value: unknown): CsvCell {
  if (value === null || value === undefined || value === "") return "";
  return (Number(value) / 100).toFixed(2);
}

/** The CSV download answer: a dated file name, never stored by a cache. */
export function csvResponse(stream: ReadableStream<Uint8Array>, name: string): Response {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(stream, {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${name}-${day}.csv"`, "cache-control": "private, no-store" },
  });
}

/** One CSV field: quoted when needed; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula. */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Every row matching the query's search and filters (not only one page), in the list's sort,
 * as a CSV stream (UTF-8 with a BOM so spreadsheet programs read Azerbaijani letters).
 * Rows are read `batch` at a time, each batch from the previous one's last row (keyset), so
 * the export costs the same for its last rows as for its first and holds one batch in memory.
 */
export function streamCsv<T>(database: Database, spec: ListSpec, query: ListQuery, columns: CsvColumn<T>[], batch = 1000): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const parts = whereParts(spec, query);
  const sort = sortOf(spec, query.sort);
  let from: Cursor | undefined;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${columns.map((c) => csvField(c.header)).join(",")}\r\n`));
        return;
      }
      const keys = await pageKeys(database, spec, parts, sort, sort.desc, { cursor: from }, batch);
      const rows = await rowsOfKeys<T>(database, spec, keys);
      const last = keys[keys.length - 1];
      if (last) from = { sort: sort.text, value: last.__k, key: last.__t };
      if (rows.length) controller.enqueue(encoder.encode(rows.map((row) => `${columns.map((c) => csvField(c.value(row))).join(",")}\r\n`).join("")));
      if (keys.length < batch) controller.close();
    },
  });
}
