/**
 * One handler factory for a content entity of the back office (branches, delivery areas,
 * menus, banners, static pages…): given how the entity is listed, read, saved and removed,
 * it mounts the spec's calls under `admin/{path}`:
 *   GET  admin/{path}                 the list (the list kit's query: search, filters, sort, page)
 *   GET  admin/{path}/info/:id        one record as its form shows it → {[key]: record}
 *   POST admin/{path}/create          from the form → {id, [key]: record}
 *   POST admin/{path}/update/:id      from the form (422 field errors, 409 `version` when changed meanwhile)
 *   POST admin/{path}/duplicate/:id   a copy (only when the entity has `duplicate`) → {id}
 *   POST admin/{path}/remove/:id      (409 `form` when the record is still needed)
 *   GET  admin/{path}/export          the list's search and filters as CSV (only when the entity has `csv`)
 * Reads need `content:read`, writes `content:write`. The writes are the owning module's, each
 * audited in its own transaction; a calls' answer never leaks a database error (4xx, not 500).
 */
import { pathId } from "../core/ids.ts";
import { sql, type SQL } from "drizzle-orm";
import type { Context, Hono } from "hono";
import type { z } from "zod";
import type { ApiEnv, Lang } from "../core/deps.ts";
import type { Database } from "../db/client.ts";
import { fail, fieldErrors, langOf, readPayload } from "../core/http.ts";
import { translateErrors, translateMessage } from "../core/validators.ts";
import type { EditResult } from "../content/service.ts";
import type { Actor } from "../staff/service.ts";
import { requirePermission, staffOf } from "../staff/middleware.ts";
import { CONTENT_MSG } from "./content-contract.ts";
import { csvResponse, listQuerySchema, runList, streamCsv, type CsvColumn, type ListSpec } from "./list.ts";

export interface ContentEntity<Key extends string, Form, Record> {
  /** the calls' path below `admin/` (`branches`, `delivery-areas`) */
  path: string;
  /** the record's key in the info and save answers (`branch`, `area`, `item`) */
  key: Key;
  /** the message of a 404 (an English text of the error catalogue, locales/en/errors.json) */
  notFound: string;
  list: (lang: Lang) => ListSpec;
  info: (database: Database, id: number) => Promise<Record | null>;
  schema: z.ZodType<Form>;
  save: (database: Database, actor: Actor, id: number | null, form: Form) => Promise<EditResult>;
  remove: (database: Database, actor: Actor, id: number) => Promise<EditResult>;
  duplicate?: (database: Database, actor: Actor, id: number) => Promise<EditResult>;
  /** the CSV export: the file's name and its columns (the list's rows, in the list's language) */
  csv?: { name: string; columns: CsvColumn<{ [column: string]: unknown }>[] };
}

export const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
/** a translated column (jsonb az/en/ru) matching a LIKE pattern in any language */
export const anyLang = (column: SQL, like: string) => sql`(${column} ->> 'az' ilike ${like} or ${column} ->> 'en' ilike ${like} or ${column} ->> 'ru' ilike ${like})`;
/** a translated column in the language, English when that one is empty */
export const inLang = (column: SQL, lang: Lang) => sql`coalesce(nullif(${column} ->> ${lang}, ''), ${column} ->> 'en', '')`;

/** Field errors keyed by their whole path (`az.title`), as the forms name their fields. */
export function pathErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[issue.path.map(String).join(".") || "form"] ??= issue.message;
  return Object.keys(out).length ? out : fieldErrors(error);
}

/** A refused edit: 404, 409 (changed meanwhile: `version`; about the whole record: `form`), 422 (field errors). */
export function refusal(c: Context<ApiEnv>, lang: Lang, result: Exclude<EditResult, { kind: "ok" }>, notFound: string) {
  if (result.kind === "not_found") return fail(c, translateMessage(notFound, lang), 404);
  if (result.kind === "conflict") {
    const changed = translateMessage(CONTENT_MSG.changed, lang);
    return fail(c, changed, 409, { version: changed });
  }
  const errors = translateErrors(result.errors, lang);
  return fail(c, Object.values(errors)[0]!, errors.form ? 409 : 422, errors);
}

/** Mounts the entity's list, info, create, update, (duplicate) and remove calls on `app`. */
export function mountContentEntity<Key extends string, Form, Record>(app: Hono<ApiEnv>, database: Database, entity: ContentEntity<Key, Form, Record>): void {
  const read = requirePermission("content", "read");
  const write = requirePermission("content", "write");
  const base = `/admin/${entity.path}`;
  const answer = (id: number, record: Record | null) => ({ id, [entity.key]: record }) as { id: number } & { [K in Key]: Record };

  app.get(base, read, async (c) => {
    const payload = await readPayload(c);
    return c.json({ ok: true, data: await runList(database, entity.list(langOf(payload)), listQuerySchema.parse(payload)) });
  });

  const csv = entity.csv;
  if (csv) {
    app.get(`${base}/export`, read, async (c) => {
      const payload = await readPayload(c);
      return csvResponse(streamCsv(database, entity.list(langOf(payload)), listQuerySchema.parse(payload), csv.columns), csv.name);
    });
  }

  app.get(`${base}/info/:id{[0-9]+}`, read, async (c) => {
    const lang = langOf(await readPayload(c));
    const record = await entity.info(database, pathId(c.req.param("id")));
    if (!record) return fail(c, translateMessage(entity.notFound, lang), 404);
    return c.json({ ok: true, data: { [entity.key]: record } });
  });

  const save = (create: boolean) => async (c: Context<ApiEnv>) => {
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const input = entity.schema.safeParse(payload);
    if (!input.success) {
      const errors = translateErrors(pathErrors(input.error), lang);
      return fail(c, Object.values(errors)[0] ?? "Invalid request", 422, errors);
    }
    const result = await entity.save(database, staffOf(c), create ? null : pathId(c.req.param("id")), input.data);
    if (result.kind !== "ok") return refusal(c, lang, result, entity.notFound);
    return c.json({ ok: true, data: answer(result.id, await entity.info(database, result.id)) });
  };
  app.post(`${base}/create`, write, save(true));
  app.post(`${base}/update/:id{[0-9]+}`, write, save(false));

  const rowCall = (run: (database: Database, actor: Actor, id: number) => Promise<EditResult>) => async (c: Context<ApiEnv>) => {
    const lang = langOf(await readPayload(c));
    const result = await run(database, staffOf(c), pathId(c.req.param("id")));
    if (result.kind !== "ok") return refusal(c, lang, result, entity.notFound);
    return c.json({ ok: true, data: { id: result.id } });
  };
  if (entity.duplicate) app.post(`${base}/duplicate/:id{[0-9]+}`, write, rowCall(entity.duplicate));
  app.post(`${base}/remove/:id{[0-9]+}`, write, rowCall(entity.remove));
}
