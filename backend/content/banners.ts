/**
 * The content module's writes of home banners (home_sections) for the back office: read one
 * as its form shows it (with a version fingerprint), create, update with the version check,
 * duplicate (a hidden copy) and remove. Every write runs in one transaction with its audit
 * entry; the table's change trigger (migration 0004) then drops the page cache and the API read
 * cache, so the home page shows the change on its next request.
 */
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { rowsOf, type Database } from "../db/client.ts";
import { audit, type Actor } from "../staff/service.ts";
import { BANNER_MSG, HOME_KINDS, type AdminBanner, type BannerForm, type BannerItemForm, type HomeKind } from "../admin/contract.ts";
import type { EditResult } from "./editing.ts";
import { homeSections } from "./tables.ts";
import { trs } from "./text.ts";
import type { Lang } from "../core/lang.ts";

type Row = typeof homeSections.$inferSelect;
type Raw = Record<string, unknown>;

const obj = (v: unknown): Raw => (v && typeof v === "object" && !Array.isArray(v) ? (v as Raw) : {});
const list = (v: unknown): Raw[] => (Array.isArray(v) ? v.map(obj) : []);

/** The stored items of a section (slides or banners). */
function storedItems(row: Row): Raw[] {
  const data = obj(row.data);
  if (row.type === "big_banner" && data.items === undefined) return data.banner ? [obj(data.banner)] : [];
  return list(data.items);
}

function itemView(raw: Raw, lang: Lang): BannerItemForm {
  const link = obj(raw.link);
  const contentType = raw.contentType === "top" || raw.contentType === "bottom" ? raw.contentType : "default";
  return {
    title: trs(raw.title, lang),
    subtitle: trs(raw.subtitle, lang),
    desc: trs(raw.desc, lang),
    image: trs(raw.image, lang),
    mbImage: trs(raw.mbImage, lang),
    route: trs(raw.route, lang) || (typeof raw.link === "string" ? raw.link : trs(link.to, lang)),
    label: trs(link.label, lang),
    contentType,
  };
}

/** A fingerprint of what the form edits: a save that brings another one was made on an older copy. */
export function bannerVersion(banner: Omit<AdminBanner, "version">): string {
  const { version: _v, ...rest } = banner as AdminBanner;
  return createHash("sha1").update(JSON.stringify(rest)).digest("hex").slice(0, 16);
}

function bannerView(row: Row): AdminBanner {
  const lang = row.lang;
  const data = obj(row.data);
  const text = obj(data.text);
  const kind = (HOME_KINDS as readonly string[]).includes(row.type) ? (row.type as HomeKind) : "big_banner";
  const own = row.type === "double_banner" ? text : data;
  const ownLink = obj(own.link);
  const groupId = Number(data.productGroupId);
  const view: Omit<AdminBanner, "version"> = {
    id: row.id,
    lang,
    kind,
    sort: row.sort,
    hidden: row.hidden,
    title: trs(own.title, lang),
    desc: trs(own.desc, lang),
    route: trs(own.route, lang) || trs(ownLink.to, lang),
    label: trs(ownLink.label, lang),
    productGroupId: Number.isInteger(groupId) && groupId > 0 ? groupId : null,
    items: storedItems(row).map((raw) => itemView(raw, lang)),
  };
  return { ...view, version: bannerVersion(view) };
}

export async function adminBanner(database: Database, id: number): Promise<AdminBanner | null> {
  const [row] = await database.db.select().from(homeSections).where(eq(homeSections.id, id)).limit(1);
  return row ? bannerView(row) : null;
}

/** The stored data of a section from its form; what the form does not show (video, margin…) is kept per item. */
function sectionData(form: BannerForm, before: Row | null): Raw {
  const kept = before && before.type === form.kind ? storedItems(before) : [];
  const link = (to: string, label: string) => (to ? { to, label } : null);
  switch (form.kind) {
    case "main_slider":
      return {
        items: form.items.map((item, i) => ({
          type: "image",
          video: null,
          ...kept[i],
          route: item.route || null,
          image: item.image || null,
          mbImage: item.mbImage || null,
          title: item.title || null,
          subtitle: item.subtitle || null,
        })),
      };
    case "double_banner":
    case "big_banner": {
      const items = form.items.map((item, i) => ({
        type: "image",
        video: null,
        margin: true,
        fullWidth: false,
        ...kept[i],
        image: item.image || null,
        mbImage: item.mbImage || null,
        title: item.title || null,
        desc: item.desc || null,
        link: link(item.route, item.label),
        contentType: item.contentType,
      }));
      if (form.kind === "big_banner") return { items };
      return { items, text: { title: form.title || null, desc: form.desc || null, link: link(form.route, form.label) } };
    }
    case "group_products":
      return { productGroupId: form.productGroupId, title: form.title || null, route: form.route || null };
    default:
      return { title: form.title || null, route: form.route || null };
  }
}

/** Creates (id null) or updates a banner; an update needs the version the form was opened with. */
export async function saveBanner(database: Database, actor: Actor, id: number | null, form: BannerForm): Promise<EditResult> {
  return database.db.transaction(async (tx): Promise<EditResult> => {
    if (form.kind === "group_products") {
      const rows = rowsOf(await tx.execute(sql`select 1 from product_groups where id = ${form.productGroupId} limit 1`));
      if (!rows.length) return { kind: "invalid", errors: { productGroupId: BANNER_MSG.groupMissing } };
    }
    if (id === null) {
      const [row] = await tx
        .insert(homeSections)
        .values({ lang: form.lang, type: form.kind, sort: form.sort, hidden: form.hidden, data: sectionData(form, null) })
        .returning();
      await audit(tx, actor, { area: "content", action: "create", entity: "banner", entityId: row!.id, after: bannerView(row!) });
      return { kind: "ok", id: row!.id };
    }
    const [before] = await tx.select().from(homeSections).where(eq(homeSections.id, id)).for("update");
    if (!before) return { kind: "not_found" };
    const was = bannerView(before);
    if (form.version !== was.version) return { kind: "conflict" };
    const [after] = await tx
      .update(homeSections)
      .set({ lang: form.lang, type: form.kind, sort: form.sort, hidden: form.hidden, data: sectionData(form, before) })
      .where(eq(homeSections.id, id))
      .returning();
    await audit(tx, actor, { area: "content", action: "update", entity: "banner", entityId: id, before: was, after: bannerView(after!) });
    return { kind: "ok", id };
  });
}

/** A hidden copy of a banner (to prepare the next campaign without touching the live one). */
export async function duplicateBanner(database: Database, actor: Actor, id: number): Promise<EditResult> {
  return database.db.transaction(async (tx): Promise<EditResult> => {
    const [source] = await tx.select().from(homeSections).where(eq(homeSections.id, id)).limit(1);
    if (!source) return { kind: "not_found" };
    const [row] = await tx.insert(homeSections).values({ lang: source.lang, type: source.type, sort: source.sort, hidden: true, data: source.data }).returning();
    await audit(tx, actor, { area: "content", action: "duplicate", entity: "banner", entityId: row!.id, before: { from: id }, after: bannerView(row!) });
    return { kind: "ok", id: row!.id };
  });
}

export async function removeBanner(database: Database, actor: Actor, id: number): Promise<EditResult> {
  return database.db.transaction(async (tx): Promise<EditResult> => {
    const [before] = await tx.select().from(homeSections).where(eq(homeSections.id, id)).for("update");
    if (!before) return { kind: "not_found" };
    await tx.delete(homeSections).where(eq(homeSections.id, id));
    await audit(tx, actor, { area: "content", action: "remove", entity: "banner", entityId: id, before: bannerView(before) });
    return { kind: "ok", id };
  });
}
