/**
 * The content module's writes for the back office: branches and delivery areas (city >
 * district > place). Every write runs in one transaction with its audit entry (who, what,
 * before, after); the tables' change triggers (migration 0004) then drop the page cache and
 * the API read cache, so the storefront shows the change on its next request.
 */
import { asc, eq, sql } from "drizzle-orm";
import { rowsOf, type Database } from "../db/client.ts";
import { audit, type Actor } from "../staff/service.ts";
import {
  CONTENT_MSG,
  MENU_FLAGS,
  MENU_LEVELS,
  MENU_MSG,
  embedOf,
  type AdminArea,
  type AdminBranch,
  type AdminMenuItem,
  type AreaForm,
  type AreaLevel,
  type AreaParentOption,
  type BranchForm,
  type MenuItemForm,
  type MenuName,
  type MenuParentOption,
  type MenuTarget,
} from "../admin/contract.ts";
import { branches, deliveryAreas, menuItems } from "./tables.ts";
import { trs } from "./text.ts";
import type { Lang } from "../core/lang.ts";

/** A write's outcome: `conflict` when the form's version is not the record's any more. */
export type EditResult = { kind: "ok"; id: number } | { kind: "not_found" } | { kind: "conflict" } | { kind: "invalid"; errors: Record<string, string> };

type Tx = Parameters<Parameters<Database["db"]["transaction"]>[0]>[0];

/* ───────────── branches ───────────── */

type BranchRow = typeof branches.$inferSelect;

const str = (v: unknown, lang: Lang) => (v && typeof v === "object" ? String((v as Record<string, unknown>)[lang] ?? "") : "");

function branchView(r: BranchRow): AdminBranch {
  const texts = Object.fromEntries(
    (["az", "en", "ru"] as const).map((l) => [l, { title: str(r.title, l), city: str(r.cityTitle, l), address: str(r.address, l), hours: str(r.hours, l) }]),
  ) as AdminBranch["texts"];
  return {
    id: r.id,
    texts,
    phone: r.phone ?? "",
    latitude: r.latitude,
    longitude: r.longitude,
    googleEmbed: r.googleEmbed,
    isPickup: r.isPickup,
    hidden: r.hidden,
    sort: r.sort,
  };
}

export async function adminBranch(database: Database, id: number): Promise<AdminBranch | null> {
  const [row] = await database.db.select().from(branches).where(eq(branches.id, id)).limit(1);
  return row ? branchView(row) : null;
}

function branchValues(form: BranchForm) {
  const per = (key: "title" | "city" | "address" | "hours") => ({ az: form.az[key], en: form.en[key], ru: form.ru[key] });
  const hours = per("hours");
  return {
    title: per("title"),
    cityTitle: per("city"),
    address: per("address"),
    hours: hours.az || hours.en || hours.ru ? hours : null,
    phone: form.phone || null,
    latitude: form.latitude,
    longitude: form.longitude,
    googleEmbed: form.googleEmbed || embedOf(form.latitude, form.longitude),
    isPickup: form.isPickup,
    hidden: form.hidden,
    sort: form.sort,
  };
}

/** Creates (id null) or updates a branch from its form. */
export async function saveBranch(database: Database, actor: Actor, id: number | null, form: BranchForm): Promise<EditResult> {
  return database.db.transaction(async (tx): Promise<EditResult> => {
    const values = branchValues(form);
    if (id === null) {
      const [row] = await tx.insert(branches).values(values).returning();
      await audit(tx, actor, { area: "content", action: "create", entity: "branch", entityId: row!.id, after: branchView(row!) });
      return { kind: "ok", id: row!.id };
    }
    const [before] = await tx.select().from(branches).where(eq(branches.id, id)).for("update");
    if (!before) return { kind: "not_found" };
    const [after] = await tx.update(branches).set(values).where(eq(branches.id, id)).returning();
    await audit(tx, actor, { area: "content", action: "update", entity: "branch", entityId: id, before: branchView(before), after: branchView(after!) });
    return { kind: "ok", id };
  });
}

/** Shows or hides a branch on the storefront. */
export async function setBranchHidden(database: Database, actor: Actor, id: number, hidden: boolean): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const [before] = await tx.select({ hidden: branches.hidden }).from(branches).where(eq(branches.id, id)).for("update");
    if (!before) return false;
    if (before.hidden === hidden) return true;
    await tx.update(branches).set({ hidden }).where(eq(branches.id, id));
    await audit(tx, actor, { area: "content", action: hidden ? "hide" : "show", entity: "branch", entityId: id, before, after: { hidden } });
    return true;
  });
}

/** Whether a database error is a foreign key refusal (directly or wrapped by drizzle). */
function isForeignKeyRefusal(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === "23503") return true;
  }
  return false;
}

/** Removes a branch no order points at (orders keep their pickup branch: hide those instead). */
export async function removeBranch(database: Database, actor: Actor, id: number): Promise<EditResult> {
  return database.db.transaction(async (tx): Promise<EditResult> => {
    const [before] = await tx.select().from(branches).where(eq(branches.id, id)).for("update");
    if (!before) return { kind: "not_found" };
    try {
      // a savepoint: the orders' foreign key refuses the delete without spoiling the transaction
      await tx.transaction(async (sp) => {
        await sp.delete(branches).where(eq(branches.id, id));
      });
    } catch (error) {
      if (isForeignKeyRefusal(error)) return { kind: "invalid", errors: { form: CONTENT_MSG.branchInUse } };
      throw error;
    }
    await audit(tx, actor, { area: "content", action: "remove", entity: "branch", entityId: id, before: branchView(before) });
    return { kind: "ok", id };
  });
}

async function rows<T>(tx: Pick<Tx, "execute">, query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await tx.execute(query));
}

/* ───────────── delivery areas ───────────── */

type AreaRow = typeof deliveryAreas.$inferSelect;

async function childCount(run: Pick<Tx, "execute">, id: number): Promise<number> {
  const [row] = await rows<{ n: number }>(run, sql`select count(*)::int as n from delivery_areas where parent_id = ${id}`);
  return Number(row?.n ?? 0);
}

function areaView(r: AreaRow, children: number): AdminArea {
  return {
    id: r.id,
    parentId: r.parentId,
    code: r.code,
    level: r.level,
    texts: { az: { title: str(r.title, "az") }, en: { title: str(r.title, "en") }, ru: { title: str(r.title, "ru") } },
    feeQ: r.feeQ,
    noDelivery: r.noDelivery,
    sort: r.sort,
    children,
  };
}

export async function adminArea(database: Database, id: number): Promise<AdminArea | null> {
  const [row] = await database.db.select().from(deliveryAreas).where(eq(deliveryAreas.id, id)).limit(1);
  return row ? areaView(row, await childCount(database.db, id)) : null;
}

/** Cities and districts in tree order: where a new area may go. */
export async function areaParents(database: Database, lang: Lang): Promise<AreaParentOption[]> {
  const all = await database.db.select().from(deliveryAreas).orderBy(asc(deliveryAreas.sort), asc(deliveryAreas.id));
  const out: AreaParentOption[] = [];
  const walk = (parentId: number | null) => {
    for (const r of all.filter((a) => a.parentId === parentId && a.level !== "place")) {
      out.push({ id: r.id, level: r.level as "city" | "district", title: trs(r.title, lang) });
      if (r.level === "city") walk(r.id);
    }
  };
  walk(null);
  return out;
}

const LEVEL_UNDER: Record<string, AreaLevel> = { root: "city", city: "district", district: "place" };

/** Creates (id null) or updates a delivery area. Its level follows from its parent (none: a city). */
export async function saveArea(database: Database, actor: Actor, id: number | null, form: AreaForm): Promise<EditResult> {
  return database.db.transaction(async (tx): Promise<EditResult> => {
    let level: AreaLevel = "city";
    if (form.parentId !== null) {
      const [parent] = await tx.select({ id: deliveryAreas.id, level: deliveryAreas.level }).from(deliveryAreas).where(eq(deliveryAreas.id, form.parentId)).limit(1);
      const under = parent ? LEVEL_UNDER[parent.level] : undefined;
      if (!under || parent!.id === id) return { kind: "invalid", errors: { parentId: CONTENT_MSG.parent } };
      level = under;
    }
    const [clash] = await tx.select({ id: deliveryAreas.id }).from(deliveryAreas).where(eq(deliveryAreas.code, form.code)).limit(1);
    if (clash && clash.id !== id) return { kind: "invalid", errors: { code: CONTENT_MSG.codeTaken } };
    const values = {
      parentId: form.parentId,
      code: form.code,
      level,
      title: { az: form.az.title, en: form.en.title, ru: form.ru.title },
      feeQ: form.fee,
      noDelivery: form.noDelivery,
      sort: form.sort,
    };
    if (id === null) {
      const [row] = await tx.insert(deliveryAreas).values(values).returning();
      await audit(tx, actor, { area: "content", action: "create", entity: "delivery_area", entityId: row!.id, after: areaView(row!, 0) });
      return { kind: "ok", id: row!.id };
    }
    const [before] = await tx.select().from(deliveryAreas).where(eq(deliveryAreas.id, id)).for("update");
    if (!before) return { kind: "not_found" };
    const children = await childCount(tx, id);
    // an area with districts or places stays at its level (its children would end up too deep or too shallow)
    if (children > 0 && level !== before.level) return { kind: "invalid", errors: { parentId: CONTENT_MSG.areaHasChildren } };
    const [after] = await tx.update(deliveryAreas).set(values).where(eq(deliveryAreas.id, id)).returning();
    await audit(tx, actor, { area: "content", action: "update", entity: "delivery_area", entityId: id, before: areaView(before, children), after: areaView(after!, children) });
    return { kind: "ok", id };
  });
}

/** Removes a delivery area without children (orders keep their address texts). */
export async function removeArea(database: Database, actor: Actor, id: number): Promise<EditResult> {
  return database.db.transaction(async (tx): Promise<EditResult> => {
    const [before] = await tx.select().from(deliveryAreas).where(eq(deliveryAreas.id, id)).for("update");
    if (!before) return { kind: "not_found" };
    if ((await childCount(tx, id)) > 0) return { kind: "invalid", errors: { form: CONTENT_MSG.areaHasChildren } };
    await tx.delete(deliveryAreas).where(eq(deliveryAreas.id, id));
    await audit(tx, actor, { area: "content", action: "remove", entity: "delivery_area", entityId: id, before: areaView(before, 0) });
    return { kind: "ok", id };
  });
}

/* ───────────── menu items ───────────── */

type MenuRow = typeof menuItems.$inferSelect;

function menuView(r: MenuRow, children: number): AdminMenuItem {
  return {
    id: r.id,
    menu: r.menu as MenuName,
    parentId: r.parentId,
    texts: { az: { title: str(r.title, "az") }, en: { title: str(r.title, "en") }, ru: { title: str(r.title, "ru") } },
    entityType: (r.entityType as MenuTarget | null) ?? null,
    entityId: r.entityId,
    link: r.link ?? "",
    sort: r.sort,
    flags: r.flags ?? {},
    children,
  };
}

async function menuChildren(run: Pick<Tx, "execute">, id: number): Promise<number> {
  const [row] = await rows<{ n: number }>(run, sql`select count(*)::int as n from menu_items where parent_id = ${id}`);
  return Number(row?.n ?? 0);
}

export async function adminMenuItem(database: Database, id: number): Promise<AdminMenuItem | null> {
  const [row] = await database.db.select().from(menuItems).where(eq(menuItems.id, id)).limit(1);
  return row ? menuView(row, await menuChildren(database.db, id)) : null;
}

/** The depth of an item (1: top level), following its parents (a broken chain reads as too deep). */
function depthIn(all: Map<number, MenuRow>, id: number): number {
  let depth = 1;
  let current = all.get(id);
  const seen = new Set<number>();
  while (current?.parentId != null) {
    if (seen.has(current.id)) return Infinity;
    seen.add(current.id);
    current = all.get(current.parentId);
    if (!current) return Infinity;
    depth += 1;
  }
  return depth;
}

/** Items of the first two levels, per menu, in tree order: where a new item may go. */
export async function menuParents(database: Database, lang: Lang): Promise<MenuParentOption[]> {
  const all = await database.db.select().from(menuItems).orderBy(asc(menuItems.sort), asc(menuItems.id));
  const out: MenuParentOption[] = [];
  const walk = (parentId: number | null, depth: number) => {
    if (depth >= MENU_LEVELS) return;
    for (const r of all.filter((m) => m.parentId === parentId)) {
      out.push({ id: r.id, menu: r.menu as MenuName, depth, title: trs(r.title, lang) });
      walk(r.id, depth + 1);
    }
  };
  walk(null, 1);
  return out;
}

/** Creates (id null) or updates a menu item; the flags the form does not show (allText, subType) are kept. */
export async function saveMenuItem(database: Database, actor: Actor, id: number | null, form: MenuItemForm): Promise<EditResult> {
  return database.db.transaction(async (tx): Promise<EditResult> => {
    const all = new Map((await tx.select().from(menuItems)).map((r) => [r.id, r]));
    const before = id === null ? null : all.get(id);
    if (id !== null && !before) return { kind: "not_found" };
    if (form.parentId !== null) {
      const parent = all.get(form.parentId);
      // same menu, not itself or one of its own sub-items, and room for the item (and its sub-items) below
      let ancestor = parent;
      let loops = false;
      while (ancestor) {
        if (ancestor.id === id) loops = true;
        ancestor = ancestor.parentId == null ? undefined : all.get(ancestor.parentId);
      }
      if (!parent || parent.menu !== form.menu || loops || depthIn(all, parent.id) >= MENU_LEVELS) return { kind: "invalid", errors: { parentId: MENU_MSG.parent } };
    }
    if (form.entityType && form.entityId !== null) {
      const found = await rows(tx, sql`select 1 from routes where entity_type = ${form.entityType} and entity_id = ${form.entityId} limit 1`);
      if (!found.length) return { kind: "invalid", errors: { entityId: MENU_MSG.targetMissing } };
    }
    const kept = Object.fromEntries(Object.entries(before?.flags ?? {}).filter(([k]) => !(MENU_FLAGS as readonly string[]).includes(k)));
    const flags: Record<string, boolean> = { ...(kept as Record<string, boolean>) };
    for (const key of MENU_FLAGS) if (form[key]) flags[key] = true;
    const values = {
      menu: form.menu,
      parentId: form.parentId,
      title: { az: form.az.title, en: form.en.title, ru: form.ru.title },
      entityType: form.entityType,
      entityId: form.entityType ? form.entityId : null,
      link: form.link || null,
      sort: form.sort,
      flags: Object.keys(flags).length ? flags : null,
    };
    if (id === null) {
      const [row] = await tx.insert(menuItems).values(values).returning();
      await audit(tx, actor, { area: "content", action: "create", entity: "menu_item", entityId: row!.id, after: menuView(row!, 0) });
      return { kind: "ok", id: row!.id };
    }
    const children = await menuChildren(tx, id);
    if (children > 0 && (before!.menu !== form.menu || (form.parentId !== null && depthIn(all, form.parentId) + 2 > MENU_LEVELS))) {
      return { kind: "invalid", errors: { parentId: MENU_MSG.hasChildren } };
    }
    const [after] = await tx.update(menuItems).set(values).where(eq(menuItems.id, id)).returning();
    await audit(tx, actor, { area: "content", action: "update", entity: "menu_item", entityId: id, before: menuView(before!, children), after: menuView(after!, children) });
    return { kind: "ok", id };
  });
}

/** Removes a menu item without sub-items. */
export async function removeMenuItem(database: Database, actor: Actor, id: number): Promise<EditResult> {
  return database.db.transaction(async (tx): Promise<EditResult> => {
    const [before] = await tx.select().from(menuItems).where(eq(menuItems.id, id)).for("update");
    if (!before) return { kind: "not_found" };
    if ((await menuChildren(tx, id)) > 0) return { kind: "invalid", errors: { form: MENU_MSG.hasChildren } };
    await tx.delete(menuItems).where(eq(menuItems.id, id));
    await audit(tx, actor, { area: "content", action: "remove", entity: "menu_item", entityId: id, before: menuView(before, 0) });
    return { kind: "ok", id };
  });
}
