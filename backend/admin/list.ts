/**
 * The server half of the data list kit: one helper every back-office list goes through.
 * A list is described once (`ListSpec`: what to select from where, which columns sort,
 * what the search box matches, which filters exist); `runList` answers one page with the
 * total, `streamCsv` writes every row matching the same search and filters as CSV, read in
 * batches so a big export never sits in memory. All SQL is parameterised.
 */
import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import { LIST_DEFAULT_LIMIT, LIST_LIMITS, type ListPage } from "./contract.ts";

export interface ListSpec {
  /** `select` list, columns aliased to the row's keys (`o.created_at as "createdAt"`) */
  select: SQL;
  /** `from` and joins */
  from: SQL;
  /** conditions every row of the list meets */
  where?: SQL;
  /** sortable column keys and their SQL expressions */
  sorts: Record<string, SQL>;
  /** the sort when none (or an unknown one) is asked: key, `-` for descending */
  defaultSort: string;
  /** a unique expression added to every order (stable pages) */
  tiebreak: SQL;
  /** what the search box matches */
  search?: (q: string) => SQL;
  /** filter name → condition for a non-empty value (null: the value is ignored) */
  filters?: Record<string, (value: string) => SQL | null>;
}

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
  })
  .catchall(z.unknown());

export type ListQuery = z.infer<typeof listQuerySchema>;

function whereOf(spec: ListSpec, query: ListQuery): SQL {
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

function orderOf(spec: ListSpec, sort: { key: string; desc: boolean }): SQL {
  const expr = spec.sorts[sort.key]!;
  return sort.desc ? sql`order by ${expr} desc nulls last, ${spec.tiebreak} desc` : sql`order by ${expr} asc nulls first, ${spec.tiebreak} asc`;
}

/** One page of the list, its total and the sort in effect. A page past the end answers the last page. */
export async function runList<T>(database: Database, spec: ListSpec, query: ListQuery): Promise<ListPage<T>> {
  const where = whereOf(spec, query);
  const sort = sortOf(spec, query.sort);
  const [count] = await database.query<{ n: number }>(sql`select count(*)::int as n ${spec.from} ${where}`);
  const total = Number(count?.n ?? 0);
  const pages = Math.max(1, Math.ceil(total / query.limit));
  const page = Math.min(query.page, pages);
  const items = await database.query<T>(
    sql`select ${spec.select} ${spec.from} ${where} ${orderOf(spec, sort)} limit ${query.limit} offset ${(page - 1) * query.limit}`,
  );
  return { items, total, page, limit: query.limit, pages, sort: sort.text };
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
 * Rows are read `batch` at a time.
 */
export function streamCsv<T>(database: Database, spec: ListSpec, query: ListQuery, columns: CsvColumn<T>[], batch = 500): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const where = whereOf(spec, query);
  const order = orderOf(spec, sortOf(spec, query.sort));
  let offset = 0;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${columns.map((c) => csvField(c.header)).join(",")}\r\n`));
        return;
      }
      const rows = await database.query<T>(sql`select ${spec.select} ${spec.from} ${where} ${order} limit ${batch} offset ${offset}`);
      offset += rows.length;
      if (rows.length) controller.enqueue(encoder.encode(rows.map((row) => `${columns.map((c) => csvField(c.value(row))).join(",")}\r\n`).join("")));
      if (rows.length < batch) controller.close();
    },
  });
}
