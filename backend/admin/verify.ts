/**
 * The check of a stored branch or menu item (`admin/branches/verify/:id`,
 * `admin/menus/verify/:id`, ADR 0039): reads the record as it is stored and answers what is
 * wrong with it as the shop shows it, as codes of the error catalogue (`adminVerify.*`) with
 * their params. Nothing is written, nothing is audited. The form's own rules (zod) say what may
 * be saved; this says what a shopper would meet: an empty text in one language, a number nobody
 * can call, a map point outside the country, a link that opens the 404 page, an item the menu
 * leaves out.
 *
 * A menu item is read through the storefront's own code: its visibility is `getMenus` (the
 * `menus` call), an internal address is `resolveRoute` (the `routes/current` call the
 * storefront's catch-all route asks) or one of the fixed pages (FIXED_PATHS), and a static page
 * is shown only while `getPage` answers it (a hidden page's address answers 404).
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import type { Lang } from "../core/lang.ts";
import { isValidPhone } from "../core/contact.ts";
import { adminBranch, getMenus, getPage } from "../content/service.ts";
import { menuItems } from "../content/tables.ts";
import type { MenuItem, Menus } from "../content/contract.ts";
import { FIXED_PATHS } from "../routing/contract.ts";
import { normalizePath, resolveRoute } from "../routing/service.ts";
import { AZ_BOUNDS, CONTENT_LANGS, type VerifyCode, type VerifyProblem } from "./content-contract.ts";

const problem = (code: VerifyCode, params: Record<string, string> = {}): VerifyProblem => ({ code, params });

const text = (v: unknown, lang: Lang) => (v && typeof v === "object" ? String((v as Record<string, unknown>)[lang] ?? "").trim() : "");

/* ───────────── branches ───────────── */

/** What is wrong with a stored branch (null: no such branch). */
export async function verifyBranch(database: Database, id: number): Promise<VerifyProblem[] | null> {
  const branch = await adminBranch(database, id);
  if (!branch) return null;
  const out: VerifyProblem[] = [];
  for (const lang of CONTENT_LANGS) {
    const texts = branch.texts[lang];
    if (!texts.title.trim()) out.push(problem("adminVerify.titleMissing", { lang }));
    if (!texts.city.trim()) out.push(problem("adminVerify.cityMissing", { lang }));
    if (!texts.address.trim()) out.push(problem("adminVerify.addressMissing", { lang }));
    if (!texts.hours.trim()) out.push(problem("adminVerify.hoursMissing", { lang }));
  }
  const phone = branch.phone.trim();
  if (!phone) out.push(problem("adminVerify.phoneMissing"));
  else if (!isValidPhone(phone)) out.push(problem("adminVerify.phoneInvalid", { phone }));
  const lat = Number(branch.latitude);
  const lon = Number(branch.longitude);
  const inside = Number.isFinite(lat) && Number.isFinite(lon) && lat >= AZ_BOUNDS.latMin && lat <= AZ_BOUNDS.latMax && lon >= AZ_BOUNDS.lonMin && lon <= AZ_BOUNDS.lonMax;
  if (!inside) out.push(problem("adminVerify.mapOutside", { latitude: branch.latitude, longitude: branch.longitude }));
  if (branch.hidden) out.push(problem("adminVerify.branchHidden"));
  return out;
}

/* ───────────── menu items ───────────── */

const FIXED = new Set<string>(FIXED_PATHS);

/** Whether the storefront shows a page at this address in the language (no query, no language prefix needed). */
async function opensPage(database: Database, address: string, lang: Lang): Promise<boolean> {
  const path = normalizePath(address);
  if (!path) return false;
  if (FIXED.has(path)) return true;
  const found = await resolveRoute(database, path, lang);
  if (found.kind === "redirect") return true; // resolveRoute answers a redirect only to a record it would show
  if (found.kind === "notFound") return false;
  // a static page is shown only while the page call answers it (a hidden page's address is a 404)
  if (found.record.type === "page") return (await getPage(database, lang, String(found.record.id))) !== null;
  return true;
}

const isExternal = (link: string) => !link.startsWith("/") || link.startsWith("//");

/** A plain address: https:// outside the shop, else a page of the shop in every language. */
async function linkProblems(database: Database, link: string): Promise<VerifyProblem[]> {
  if (isExternal(link)) {
    let secure = false;
    try {
      const url = new URL(link);
      secure = url.protocol === "https:" && url.hostname.includes(".");
    } catch {
      secure = false;
    }
    return secure ? [] : [problem("adminVerify.linkNotHttps", { link })];
  }
  // one address for every language: resolveRoute answers another language's path with a redirect
  for (const lang of CONTENT_LANGS) if (!(await opensPage(database, link, lang))) return [problem("adminVerify.linkNotFound", { link })];
  return [];
}

interface StoredItem {
  id: number;
  menu: string;
  parentId: number | null;
  title: unknown;
  entityType: string | null;
  entityId: number | null;
  link: string | null;
  flags: Record<string, unknown> | null;
}

function shownIds(menus: Menus): Set<number> {
  const out = new Set<number>();
  const walk = (items: MenuItem[]) => {
    for (const item of items) {
      out.add(item.id);
      walk(item.children);
    }
  };
  for (const items of [menus.main, menus.company, menus.for_customer]) walk(items);
  return out;
}

/** What is wrong with a stored menu item (null: no such item). `lang` is the answer's (a parent's title). */
export async function verifyMenuItem(database: Database, id: number, lang: Lang, opts: { discountsActive: boolean }): Promise<VerifyProblem[] | null> {
  const all = new Map<number, StoredItem>((await database.db.select().from(menuItems)).map((r) => [r.id, r as StoredItem]));
  const item = all.get(id);
  if (!item) return null;
  const out: VerifyProblem[] = [];
  for (const l of CONTENT_LANGS) if (!text(item.title, l)) out.push(problem("adminVerify.titleMissing", { lang: l }));

  // shown? the storefront's own menus decide; then why not
  const shown = shownIds(await getMenus(database, lang, opts));
  let pageHidden = false;
  if (item.entityType === "page" && item.entityId !== null) {
    const [page] = await database.query<{ hidden: boolean }>(sql`select hidden from pages where id = ${item.entityId}`);
    pageHidden = page?.hidden === true;
  }
  if (!shown.has(id)) {
    const why: VerifyProblem[] = [];
    if (pageHidden) why.push(problem("adminVerify.pageHidden"));
    if (item.flags?.isSale === true && !opts.discountsActive) why.push(problem("adminVerify.saleOff"));
    if (item.parentId !== null) {
      const parent = all.get(item.parentId);
      if (!parent || parent.menu !== item.menu) why.push(problem("adminVerify.parentMissing"));
      else if (!shown.has(parent.id)) why.push(problem("adminVerify.parentHidden", { parent: text(parent.title, lang) || text(parent.title, "en") || `#${parent.id}`, parentId: String(parent.id) }));
      else if (!why.length) why.push(problem("adminVerify.tooDeep")); // its parent is shown at the third level
    }
    out.push(...why);
  }

  // where it leads: the linked record's address in each language (the link when it has none), else the link
  const link = (item.link ?? "").trim();
  if (item.entityType && item.entityId !== null) {
    if (pageHidden) return out; // said above: the item is left out with its page
    const routes = await database.query<{ lang: Lang; path: string }>(sql`
      select lang, path from routes where entity_type = ${item.entityType} and entity_id = ${item.entityId} and not is_redirect order by id`);
    const target = problem("adminVerify.targetNotShown", { type: item.entityType, id: String(item.entityId) });
    // no address at all: the record is gone (a removal drops its paths); the link stands in, if any
    if (!routes.length) return [...out, target, ...(link ? await linkProblems(database, link) : [])];
    const pathIn = (l: Lang) => routes.filter((r) => r.lang === l).at(-1)?.path ?? null;
    let shownThere = true;
    for (const l of CONTENT_LANGS) {
      const path = pathIn(l);
      if (path !== null && !(await opensPage(database, path, l))) shownThere = false;
    }
    if (!shownThere) out.push(target);
    const without = CONTENT_LANGS.filter((l) => pathIn(l) === null);
    if (without.length && link) out.push(...(await linkProblems(database, link)));
    else for (const l of without) out.push(problem("adminVerify.noAddressIn", { lang: l }));
    return out;
  }
  if (link) out.push(...(await linkProblems(database, link)));
  else for (const l of CONTENT_LANGS) out.push(problem("adminVerify.noAddressIn", { lang: l }));
  return out;
}
