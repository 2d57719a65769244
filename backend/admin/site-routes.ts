/**
 * The back office's calls for the storefront's home banners (all under /api/admin, behind the
 * guard; GET with content:read, POST with content:write), mounted by the content entity
 * factory (backend/admin/content-entity.ts):
 *   admin/banners                       the home sections of every language (search, lang, kind, visibility)
 *   admin/banners/info/:id              one section as the form shows it (with its version)
 *   POST admin/banners/create           from the banner form → {id, banner}
 *   POST admin/banners/update/:id       from the banner form (422 field errors, 409 changed meanwhile)
 *   POST admin/banners/duplicate/:id    a hidden copy → {id}
 *   POST admin/banners/remove/:id
 *   POST admin/banners/photos          multipart `photo` → {path} (backend/admin/uploads.ts)
 *   admin/pages                         the static pages (search, visibility)
 *   admin/pages/info/:id                one page as the form shows it (with its version)
 *   POST admin/pages/create, update/:id (409 changed meanwhile), remove/:id (409 when the shop or a menu links it)
 * The writes are the content module's (backend/content/banners.ts, pages.ts), each audited; the
 * tables' triggers drop the page cache and the API read cache.
 */
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { ApiEnv, Deps, Lang } from "../core/deps.ts";
import { adminBanner, adminPage, duplicateBanner, removeBanner, removePage, saveBanner, savePage } from "../content/service.ts";
import { dropEntityPaths, moveEntityPath } from "../routing/service.ts";
import { BANNER_MSG, HOME_KINDS, bannerFormSchema } from "./banners-contract.ts";
import { anyLang, inLang, likeOf, mountContentEntity } from "./content-entity.ts";
import { IMAGE_UPLOADS, mountImageUpload } from "./uploads.ts";
import { PAGE_MSG, pageFormSchema } from "./pages-contract.ts";
import { csvColumns, type ListSpec } from "./list.ts";

/** The home sections with a preview: the first item's headline and image, or the section's own title. */
export function bannersListSpec(_lang: Lang): ListSpec {
  const title = sql`coalesce(nullif(h.data #>> '{items,0,title}', ''), nullif(h.data #>> '{text,title}', ''), nullif(h.data ->> 'title', ''), nullif(h.data #>> '{banner,title}', ''), '')`;
  const kinds = sql.raw(`array[${HOME_KINDS.map((k) => `'${k}'`).join(", ")}]`);
  return {
    select: sql`h.id, h.lang, h.type as kind, ${title} as title,
      coalesce(h.data #>> '{items,0,image}', h.data #>> '{banner,image}') as image,
      coalesce(jsonb_array_length(case when jsonb_typeof(h.data -> 'items') = 'array' then h.data -> 'items' end), case when h.data ? 'banner' then 1 else 0 end) as items,
      h.hidden, h.sort`,
    from: sql`from home_sections h`,
    sorts: {
      sort: sql`array_position(array['az', 'en', 'ru'], h.lang) * 100000 + h.sort`,
      kind: sql`array_position(${kinds}, h.type)`,
      title: sql`lower(${title})`,
    },
    defaultSort: "sort",
    tiebreak: sql`h.id`,
    search: (q) => sql`h.data::text ilike ${likeOf(q)}`,
    filters: {
      language: (v) => (v === "az" || v === "en" || v === "ru" ? sql`h.lang = ${v}` : null),
      kind: (v) => ((HOME_KINDS as readonly string[]).includes(v) ? sql`h.type = ${v}` : null),
      visibility: (v) => (v === "shown" ? sql`not h.hidden` : v === "hidden" ? sql`h.hidden` : null),
    },
  };
}

/** Static pages with their address in the list's language. */
export function pagesListSpec(lang: Lang): ListSpec {
  const path = sql`(select r.path from routes r where r.entity_type = 'page' and r.entity_id = p.id and not r.is_redirect order by (r.lang = ${lang}) desc, r.id desc limit 1)`;
  return {
    select: sql`p.id, p.key, ${inLang(sql`p.title`, lang)} as title, ${path} as path, p.hidden`,
    from: sql`from pages p`,
    sorts: { title: sql`lower(${inLang(sql`p.title`, lang)})`, key: sql`p.key` },
    defaultSort: "title",
    tiebreak: sql`p.id`,
    search: (q) => {
      const like = likeOf(q);
      return sql`p.key ilike ${like} or ${anyLang(sql`p.title`, like)} or ${anyLang(sql`p.content`, like)}`;
    },
    filters: {
      visibility: (v) => (v === "shown" ? sql`not p.hidden` : v === "hidden" ? sql`p.hidden` : null),
    },
  };
}

const pagePaths = { move: moveEntityPath, remove: dropEntityPaths };

export function siteAdminRoutes(deps: Deps) {
  const app = new Hono<ApiEnv>();
  mountImageUpload(app, deps, IMAGE_UPLOADS[1]);
  mountContentEntity(app, deps.database, {
    path: "banners",
    key: "banner",
    notFound: BANNER_MSG.notFound,
    list: bannersListSpec,
    info: adminBanner,
    schema: bannerFormSchema,
    save: saveBanner,
    remove: removeBanner,
    duplicate: duplicateBanner,
    csv: { name: "home-banners", columns: csvColumns([["id", "id"], ["language", "lang"], ["kind", "kind"], ["title", "title"], ["image", "image"], ["items", "items"], ["hidden", "hidden"], ["order", "sort"]]) },
  });
  mountContentEntity(app, deps.database, {
    path: "pages",
    key: "page",
    notFound: PAGE_MSG.notFound,
    list: pagesListSpec,
    info: adminPage,
    schema: pageFormSchema,
    save: (database, actor, id, form) => savePage(database, actor, id, form, pagePaths),
    remove: (database, actor, id) => removePage(database, actor, id, pagePaths),
    csv: { name: "pages", columns: csvColumns([["id", "id"], ["key", "key"], ["title", "title"], ["address", "path"], ["hidden", "hidden"]]) },
  });
  return app;
}
