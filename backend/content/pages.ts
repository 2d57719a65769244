/**
 * The content module's writes of static pages for the back office: read one as its form shows
 * it (with a version fingerprint), create, update with the version check (a new address keeps
 * the old one as a redirect, through the routing module's writer), remove. Every write runs in
 * one transaction with its audit entry; the tables' change triggers drop the page cache and the
 * API read cache, and the storefront's page-path cache follows the same change feed.
 */
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { execOf, type Exec } from "../db/seed/bulk.ts";
import { audit, type Actor } from "../staff/service.ts";
import { PAGE_MSG, SHOP_PAGES, type AdminPage, type PageForm } from "../admin/contract.ts";
import type { EditResult } from "./editing.ts";
import { pages } from "./tables.ts";
import { cleanRichText } from "../core/rich-text.ts";
import { trs } from "./text.ts";
import type { Lang } from "../core/lang.ts";

const LANGS = ["az", "en", "ru"] as const;

/** How the content module changes a page's addresses (routing/service.ts, handed in by the caller). */
export interface PagePathWriter {
  move(run: Exec, entry: { lang: Lang; type: "page"; id: number; path: string }): Promise<"ok" | "taken">;
  remove(run: Exec, type: "page", id: number): Promise<void>;
}

type Row = typeof pages.$inferSelect;

async function currentPaths(run: Exec, id: number): Promise<Partial<Record<Lang, string>>> {
  const rows = await run<{ lang: Lang; path: string }>(
    sql`select distinct on (lang) lang, path from routes where entity_type = 'page' and entity_id = ${id} and not is_redirect order by lang, id desc`,
  );
  return Object.fromEntries(rows.map((r) => [r.lang, r.path]));
}

export function pageVersion(page: Omit<AdminPage, "version">): string {
  const { version: _v, ...rest } = page as AdminPage;
  return createHash("sha1").update(JSON.stringify(rest)).digest("hex").slice(0, 16);
}

function pageView(row: Row, paths: Partial<Record<Lang, string>>): AdminPage {
  const view: Omit<AdminPage, "version"> = {
    id: row.id,
    key: row.key,
    hidden: row.hidden,
    texts: Object.fromEntries(LANGS.map((l) => [l, { title: trs(row.title, l), path: paths[l] ?? "", content: trs(row.content, l) }])) as AdminPage["texts"],
  };
  return { ...view, version: pageVersion(view) };
}

async function readPage(run: Exec, id: number, lock = false): Promise<{ row: Row; view: AdminPage } | null> {
  const [raw] = await run<{ id: number; key: string; title: unknown; content: unknown; hidden: boolean }>(
    lock ? sql`select id, key, title, content, hidden from pages where id = ${id} for update` : sql`select id, key, title, content, hidden from pages where id = ${id}`,
  );
  if (!raw) return null;
  const row = raw as Row;
  return { row, view: pageView(row, await currentPaths(run, id)) };
}

export async function adminPage(database: Database, id: number): Promise<AdminPage | null> {
  return (await readPage((s) => database.query(s), id))?.view ?? null;
}

/** A key from the English address when the form leaves it empty (`/gift-cards` → gift-cards). */
const keyOf = (form: PageForm) => form.key || form.en.path.split("/").filter(Boolean).join("-");

/** Creates (id null) or updates a page; an update needs the version the form was opened with. */
export async function savePage(database: Database, actor: Actor, id: number | null, form: PageForm, paths: PagePathWriter): Promise<EditResult> {
  return database.db.transaction(async (tx): Promise<EditResult> => {
    const run = execOf(tx);
    const title = { az: form.az.title, en: form.en.title, ru: form.ru.title };
    const content = { az: cleanRichText(form.az.content), en: cleanRichText(form.en.content), ru: cleanRichText(form.ru.content) };
    let before: AdminPage | null = null;
    let pageId: number;
    if (id === null) {
      const key = keyOf(form);
      const [clash] = await tx.select({ id: pages.id }).from(pages).where(eq(pages.key, key)).limit(1);
      if (clash) return { kind: "invalid", errors: { key: PAGE_MSG.keyTaken } };
      const [row] = await tx.insert(pages).values({ key, title, content, hidden: form.hidden }).returning({ id: pages.id });
      pageId = row!.id;
    } else {
      const found = await readPage(run, id, true);
      if (!found) return { kind: "not_found" };
      if (form.version !== found.view.version) return { kind: "conflict" };
      before = found.view;
      pageId = id;
      // the key stays: the shop's code finds its pages by it
      await tx.update(pages).set({ title, content, hidden: form.hidden }).where(eq(pages.id, id));
    }
    const errors: Record<string, string> = {};
    for (const lang of LANGS) {
      const moved = await paths.move(run, { lang, type: "page", id: pageId, path: form[lang].path });
      if (moved === "taken") errors[`${lang}.path`] = PAGE_MSG.pathTaken;
    }
    // a taken address undoes the whole save
    if (Object.keys(errors).length) throw new PathsTaken(errors);
    const after = (await readPage(run, pageId))!.view;
    await audit(tx, actor, { area: "content", action: id === null ? "create" : "update", entity: "page", entityId: pageId, before, after });
    return { kind: "ok", id: pageId };
  }).catch((error: unknown) => {
    if (error instanceof PathsTaken) return { kind: "invalid", errors: error.errors } as EditResult;
    throw error;
  });
}

class PathsTaken extends Error {
  constructor(readonly errors: Record<string, string>) {
    super("paths taken");
  }
}

/** Removes a page no menu links and the shop's screens do not need; its addresses go with it. */
export async function removePage(database: Database, actor: Actor, id: number, paths: PagePathWriter): Promise<EditResult> {
  return database.db.transaction(async (tx): Promise<EditResult> => {
    const run = execOf(tx);
    const found = await readPage(run, id, true);
    if (!found) return { kind: "not_found" };
    const [menu] = await run(sql`select 1 from menu_items where entity_type = 'page' and entity_id = ${id} limit 1`);
    if (menu || (SHOP_PAGES as readonly string[]).includes(found.row.key)) return { kind: "invalid", errors: { form: PAGE_MSG.inUse } };
    await tx.delete(pages).where(eq(pages.id, id));
    await paths.remove(run, "page", id);
    await audit(tx, actor, { area: "content", action: "remove", entity: "page", entityId: id, before: found.view });
    return { kind: "ok", id };
  });
}
