/**
 * Routing's writes for other modules: an entity's public path per language. A path change
 * keeps the old path as a redirect (`is_redirect`), so old links and search results still lead
 * to the entity; a path the entity had before becomes current again. Also the one reading of a
 * path for other modules (`resolveRoute`: what `routes/current` answers the storefront).
 */
import { sql } from "drizzle-orm";
import type { Exec } from "../db/seed/bulk.ts";
import type { Lang, RouteEntity } from "../db/schema.ts";

export { normalizePath, resolveRoute, type Resolution } from "./resolve.ts";

/** Sets an entity's current path in a language: "taken" when another entity holds the path. */
export async function moveEntityPath(run: Exec, entry: { lang: Lang; type: RouteEntity; id: number; path: string }): Promise<"ok" | "taken"> {
  const { lang, type, id, path } = entry;
  const [holder] = await run<{ entity_type: string; entity_id: number; is_redirect: boolean }>(
    sql`select entity_type, entity_id, is_redirect from routes where lang = ${lang} and path = ${path}`,
  );
  if (holder && !(holder.entity_type === type && holder.entity_id === id)) return "taken";
  if (holder && !holder.is_redirect) return "ok";
  await run(sql`update routes set is_redirect = true where entity_type = ${type} and entity_id = ${id} and lang = ${lang} and not is_redirect`);
  if (holder) await run(sql`update routes set is_redirect = false where lang = ${lang} and path = ${path}`);
  else await run(sql`insert into routes (lang, path, entity_type, entity_id) values (${lang}, ${path}, ${type}, ${id})`);
  return "ok";
}

/** Whether a path is held by an entity other than the given one. */
export async function pathTaken(run: Exec, entry: { lang: Lang; type: RouteEntity; id: number | null; path: string }): Promise<boolean> {
  const [holder] = await run<{ entity_type: string; entity_id: number }>(sql`select entity_type, entity_id from routes where lang = ${entry.lang} and path = ${entry.path}`);
  return Boolean(holder && !(holder.entity_type === entry.type && holder.entity_id === entry.id));
}

/** Current paths of one entity copied to another with its id as the last word (`…-{id}`). */
export async function copyEntityPaths(run: Exec, type: RouteEntity, fromId: number, toId: number): Promise<void> {
  await run(sql`insert into routes (lang, path, entity_type, entity_id)
    select distinct on (lang) lang, regexp_replace(path, '-\\d+$', '') || '-' || ${toId}::int, ${type}, ${toId}::int
    from routes where entity_type = ${type} and entity_id = ${fromId} and not is_redirect order by lang, id desc`);
}

/** Every path of an entity that is gone (current ones and redirects): its old links answer 404. */
export async function dropEntityPaths(run: Exec, type: RouteEntity, id: number): Promise<void> {
  await run(sql`delete from routes where entity_type = ${type} and entity_id = ${id}`);
}
