import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import type { I18n, Lang, RouteEntity } from "../db/schema.ts";
import type { RouteRecord } from "../catalog/contract.ts";
import { ancestors, entityRoutes, loadTaxonomy } from "../catalog/index.ts";
import { tr, trOrNull } from "../core/lang.ts";
import { cleanRichTextOrNull } from "../core/rich-text.ts";

export type Resolution = { kind: "record"; record: RouteRecord } | { kind: "redirect"; path: string } | { kind: "notFound" };

/**
 * Normalises a path as the storefront sends it: query and hash dropped, percent-decoding,
 * one leading slash, no trailing slash, no language prefix expected (a stray one is removed).
 */
export function normalizePath(raw: string): string | null {
  let path = raw.split(/[?#]/)[0] ?? "";
  try {
    path = decodeURIComponent(path);
  } catch {
    /* keep as sent */
  }
  path = `/${path.replace(/^\/+/, "")}`.replace(/\/+$/, "") || "/";
  path = path.replace(/\/{2,}/g, "/");
  const m = /^\/(az|en|ru)(\/.*)?$/.exec(path);
  if (m) path = m[2] || "/";
  if (path.length > 500) return null;
  return path;
}

/** Plain text for a meta description: tags removed, spaces collapsed, at most 160 characters. */
export function plainText(html: string | null | undefined, max = 160): string {
  const text = (html ?? "")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&[a-z]+;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2))}…`;
}

async function currentPath(database: Database, type: RouteEntity, id: number, lang: Lang): Promise<string | null> {
  const rows = await database.query<{ path: string }>(sql`
    select path from routes where entity_type = ${type} and entity_id = ${id} and not is_redirect
    order by (lang = ${lang}) desc, (lang = 'en') desc, id limit 1`);
  return rows[0]?.path ?? null;
}

/** The record of an entity in a language, or null when it does not exist or is not public. */
export async function entityRecord(database: Database, type: RouteEntity, id: number, lang: Lang): Promise<RouteRecord | null> {
  const routes = await entityRoutes(database, type, id);
  switch (type) {
    case "product": {
      const rows = await database.query<{ status: string; title: string | null; desc: string | null }>(sql`
        select p.status, t.title, t."desc" from products p
        left join lateral (select title, "desc" from product_translations where product_id = p.id
                           order by (lang = ${lang}) desc, (lang = 'en') desc limit 1) t on true
        where p.id = ${id}`);
      const r = rows[0];
      if (!r || r.status !== "active") return null;
      return { type, id, title: r.title ?? "", routes, description: plainText(r.desc) };
    }
    case "category": {
      const rows = await database.query<{ title: I18n; desc: I18n | null; image: string | null }>(
        sql`select title, "desc", image from categories where id = ${id}`,
      );
      const r = rows[0];
      if (!r) return null;
      const tax = await loadTaxonomy(database);
      const desc = cleanRichTextOrNull(trOrNull(r.desc, lang));
      return {
        type,
        id,
        title: tr(r.title, lang),
        routes,
        description: plainText(desc),
        desc,
        image: r.image,
        parentIds: ancestors(tax, id),
      };
    }
    case "collection": {
      const rows = await database.query<{ title: I18n; headline: I18n | null; desc: I18n | null; image: string | null }>(
        sql`select title, headline, "desc", image from collections where id = ${id}`,
      );
      const r = rows[0];
      if (!r) return null;
      const desc = cleanRichTextOrNull(trOrNull(r.desc, lang));
      const headline = trOrNull(r.headline, lang);
      return { type, id, title: tr(r.title, lang), routes, description: plainText(desc ?? headline), desc, headline, image: r.image };
    }
    case "brand": {
      const rows = await database.query<{ title: string; desc: I18n | null; image: string | null }>(
        sql`select title, "desc", image from brands where id = ${id}`,
      );
      const r = rows[0];
      if (!r) return null;
      const desc = cleanRichTextOrNull(trOrNull(r.desc, lang));
      return { type, id, title: r.title, routes, description: plainText(desc), desc, image: r.image };
    }
    case "product_group": {
      const rows = await database.query<{ title: I18n }>(sql`select title from product_groups where id = ${id}`);
      if (!rows[0]) return null;
      return { type, id, title: tr(rows[0].title, lang), routes };
    }
    case "article": {
      const rows = await database.query<{ title: I18n; desc: I18n; status: string; cover_image: string | null }>(
        sql`select title, "desc", status, cover_image from articles where id = ${id}`,
      );
      const r = rows[0];
      if (!r || r.status !== "on") return null;
      return { type, id, title: tr(r.title, lang), routes, description: plainText(tr(r.desc, lang)), image: r.cover_image };
    }
    case "article_category": {
      const rows = await database.query<{ title: I18n }>(sql`select title from article_categories where id = ${id}`);
      if (!rows[0]) return null;
      return { type, id, title: tr(rows[0].title, lang), routes };
    }
    case "page": {
      const rows = await database.query<{ key: string; title: I18n; content: I18n }>(
        sql`select key, title, content from pages where id = ${id}`,
      );
      const r = rows[0];
      if (!r) return null;
      return { type, id, key: r.key, title: tr(r.title, lang), routes, description: plainText(tr(r.content, lang)) };
    }
    default:
      return null;
  }
}

/**
 * The row a normalised path resolves to in a language: its own language's current row first,
 * then a redirect, then another language's (English first). Answered by the `routes_path`
 * index: every page view and every 404 asks it.
 */
export function routeLookupSql(path: string, lang: Lang) {
  return sql`select lang, entity_type, entity_id, is_redirect from routes where path = ${path}
    order by (lang = ${lang}) desc, is_redirect, (lang = 'en') desc, id limit 1`;
}

/**
 * Resolves a path in a language: the language's own row answers the record (or, for an old
 * path, a redirect to the current one); a path of another language answers a redirect to this
 * language's path; anything else is not found.
 */
export async function resolveRoute(database: Database, rawPath: string, lang: Lang): Promise<Resolution> {
  const path = normalizePath(rawPath);
  if (!path) return { kind: "notFound" };
  const rows = await database.query<{ lang: Lang; entity_type: RouteEntity; entity_id: number; is_redirect: boolean }>(routeLookupSql(path, lang));
  const row = rows[0];
  if (!row) return { kind: "notFound" };
  if (row.lang === lang && !row.is_redirect) {
    const record = await entityRecord(database, row.entity_type, row.entity_id, lang);
    return record ? { kind: "record", record } : { kind: "notFound" };
  }
  const target = await currentPath(database, row.entity_type, row.entity_id, lang);
  if (!target || target === path) {
    // another language's path that is also this entity's path here, or no path at all in this language
    if (target === path) {
      const record = await entityRecord(database, row.entity_type, row.entity_id, lang);
      return record ? { kind: "record", record } : { kind: "notFound" };
    }
    return { kind: "notFound" };
  }
  const record = await entityRecord(database, row.entity_type, row.entity_id, lang);
  if (!record) return { kind: "notFound" };
  return { kind: "redirect", path: target };
}
