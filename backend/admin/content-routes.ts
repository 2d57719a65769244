/**
 * The back office's content calls (all under /api/admin, behind the guard; GET reads with
 * content:read, POST writes with content:write). Names follow the spec's call catalogue
 * (`{name}`, `{name}/info/{id}`, `create`, `update/{id}`, `remove/{id}`):
 *   admin/branches                       the branches list (search, visibility, pickup)
 *   admin/branches/info/:id              one branch as the form shows it
 *   POST admin/branches/create           from the branch form → {id, branch}
 *   POST admin/branches/update/:id       from the branch form (422 field errors)
 *   POST admin/branches/visibility/:id   {hidden} show or hide on the storefront
 *   POST admin/branches/remove/:id       (409 when orders are to be picked up there)
 *   POST admin/branches/verify/:id       checks the stored branch → {problems: [{code, params}]} (content:read)
 *   admin/delivery-areas                 the city > district > place list (search, level, under)
 *   admin/delivery-areas/parents         cities and districts a new area may go under
 *   admin/delivery-areas/info/:id        one area as the form shows it
 *   POST admin/delivery-areas/create, update/:id, remove/:id (409 while it has children)
 *   admin/menus                          the items of the three menus in tree order (search, menu)
 *   admin/menus/parents                  items of the first two levels a new item may go under
 *   admin/menus/info/:id                 one item as the form shows it
 *   POST admin/menus/create, update/:id, remove/:id (409 while it has sub-items)
 *   POST admin/menus/verify/:id          checks the stored item → {problems: [{code, params}]} (content:read)
 * `verify/{id}` is the spec's sixth call (ADR 0039): it reads the record as stored and answers what
 * a shopper would meet (an empty text in a language, a phone nobody can call, a map point outside
 * Azerbaijan, a hidden branch; a link that opens no page, an item the menu leaves out), as codes
 * of the error catalogue (`adminVerify.*`) with their params; an empty list: all is well. It
 * changes nothing and writes no audit entry, so it needs only content:read (backend/admin/verify.ts).
 * The writes are the content module's (backend/content/editing.ts), each audited in its own
 * transaction; the tables' triggers drop the page cache and the API read cache.
 */
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv, Deps, Lang } from "../core/deps.ts";
import { fail, langOf, readPayload } from "../core/http.ts";
import { translateMessage } from "../core/validators.ts";
import {
  adminArea,
  adminBranch,
  adminMenuItem,
  areaParents,
  menuParents,
  removeArea,
  removeBranch,
  removeMenuItem,
  saveArea,
  saveBranch,
  saveMenuItem,
  setBranchHidden,
} from "../content/service.ts";
import { requirePermission, staffOf } from "../staff/middleware.ts";
import { CONTENT_MSG, MENU_MSG, areaFormSchema, branchFormSchema, menuItemFormSchema } from "./content-contract.ts";
import { anyLang, inLang, likeOf, mountContentEntity } from "./content-entity.ts";
import { pathId } from "../core/ids.ts";
import { csvColumns, manatCell, type ListSpec } from "./list.ts";
import { verifyBranch, verifyMenuItem } from "./verify.ts";

export const branchVisibilitySchema = z.object({ hidden: z.union([z.boolean(), z.enum(["true", "false"])]).transform((v) => v === true || v === "true") });

export function branchesListSpec(lang: Lang): ListSpec {
  return {
    select: sql`b.id, ${inLang(sql`b.title`, lang)} as title, ${inLang(sql`b.city_title`, lang)} as city, ${inLang(sql`b.address`, lang)} as address,
      b.phone, b.is_pickup as "isPickup", b.hidden, b.sort`,
    from: sql`from branches b`,
    sorts: { sort: sql`b.sort`, title: sql`lower(${inLang(sql`b.title`, lang)})`, city: sql`lower(${inLang(sql`b.city_title`, lang)})` },
    defaultSort: "sort",
    tiebreak: sql`b.id`,
    search: (q) => {
      const like = likeOf(q);
      return sql`${anyLang(sql`b.title`, like)} or ${anyLang(sql`b.address`, like)} or ${anyLang(sql`b.city_title`, like)} or coalesce(b.phone, '') ilike ${like}`;
    },
    filters: {
      visibility: (v) => (v === "shown" ? sql`not b.hidden` : v === "hidden" ? sql`b.hidden` : null),
      pickup: (v) => (v === "yes" ? sql`b.is_pickup` : v === "no" ? sql`not b.is_pickup` : null),
    },
  };
}

/** Delivery areas with their parent (p) and grandparent (g): tree order, inherited fee. */
export function areasListSpec(lang: Lang): ListSpec {
  const tree = sql`case when g.id is not null then array[g.sort, g.id, p.sort, p.id, a.sort, a.id]
    when p.id is not null then array[p.sort, p.id, a.sort, a.id, -1, -1] else array[a.sort, a.id, -1, -1, -1, -1] end`;
  return {
    select: sql`a.id, a.code, a.level, ${inLang(sql`a.title`, lang)} as title,
      concat_ws(' › ', ${sql`case when g.id is not null then ${inLang(sql`g.title`, lang)} end`}, ${sql`case when p.id is not null then ${inLang(sql`p.title`, lang)} end`}) as parents,
      a.fee_q as "feeQ", coalesce(a.fee_q, p.fee_q, g.fee_q) as "effectiveFeeQ",
      (a.no_delivery or coalesce(p.no_delivery, false) or coalesce(g.no_delivery, false)) as "noDelivery",
      (select count(*)::int from delivery_areas c where c.parent_id = a.id) as children, a.sort`,
    from: sql`from delivery_areas a left join delivery_areas p on p.id = a.parent_id left join delivery_areas g on g.id = p.parent_id`,
    sorts: {
      tree,
      title: sql`lower(${inLang(sql`a.title`, lang)})`,
      code: sql`a.code`,
      feeQ: sql`coalesce(a.fee_q, p.fee_q, g.fee_q)`,
    },
    defaultSort: "tree",
    tiebreak: sql`a.id`,
    search: (q) => {
      const like = likeOf(q);
      return sql`a.code ilike ${like} or ${anyLang(sql`a.title`, like)}`;
    },
    filters: {
      level: (v) => (v === "city" || v === "district" || v === "place" ? sql`a.level = ${v}` : null),
      under: (v) => (/^\d{1,9}$/.test(v) ? sql`(a.id = ${Number(v)} or a.parent_id = ${Number(v)} or p.parent_id = ${Number(v)})` : null),
    },
  };
}

/** Menu items with their parent (p) and grandparent (g): tree order per menu, where each leads. */
export function menusListSpec(lang: Lang): ListSpec {
  const tree = sql`case when g.id is not null then array[g.sort, g.id, p.sort, p.id, m.sort, m.id]
    when p.id is not null then array[p.sort, p.id, m.sort, m.id, -1, -1] else array[m.sort, m.id, -1, -1, -1, -1] end`;
  return {
    select: sql`m.id, m.menu, (case when g.id is not null then 3 when p.id is not null then 2 else 1 end) as depth,
      ${inLang(sql`m.title`, lang)} as title,
      concat_ws(' › ', ${sql`case when g.id is not null then ${inLang(sql`g.title`, lang)} end`}, ${sql`case when p.id is not null then ${inLang(sql`p.title`, lang)} end`}) as parents,
      coalesce((select r.path from routes r where r.entity_type = m.entity_type and r.entity_id = m.entity_id and not r.is_redirect
        order by (r.lang = ${lang}) desc, (r.lang = 'en') desc, r.id desc limit 1), m.link) as target,
      m.entity_type as "entityType", (select count(*)::int from menu_items c where c.parent_id = m.id) as children, m.sort`,
    from: sql`from menu_items m left join menu_items p on p.id = m.parent_id left join menu_items g on g.id = p.parent_id`,
    sorts: {
      tree: sql`array_position(array['main', 'company', 'for_customer'], m.menu)::int || ${tree}`,
      title: sql`lower(${inLang(sql`m.title`, lang)})`,
    },
    defaultSort: "tree",
    tiebreak: sql`m.id`,
    search: (q) => {
      const like = likeOf(q);
      return sql`coalesce(m.link, '') ilike ${like} or ${anyLang(sql`m.title`, like)}`;
    },
    filters: {
      menu: (v) => (v === "main" || v === "company" || v === "for_customer" ? sql`m.menu = ${v}` : null),
      under: (v) => (/^\d{1,9}$/.test(v) ? sql`(m.id = ${Number(v)} or m.parent_id = ${Number(v)} or p.parent_id = ${Number(v)})` : null),
    },
  };
}

export function contentAdminRoutes(deps: Deps) {
  const app = new Hono<ApiEnv>();
  const { database } = deps;
  const read = requirePermission("content", "read");
  const write = requirePermission("content", "write");

  mountContentEntity(app, database, {
    path: "branches",
    key: "branch",
    notFound: CONTENT_MSG.branchNotFound,
    list: branchesListSpec,
    info: adminBranch,
    schema: branchFormSchema,
    save: saveBranch,
    remove: removeBranch,
    csv: {
      name: "branches",
      columns: csvColumns([["id", "id"], ["title", "title"], ["city", "city"], ["address", "address"], ["phone", "phone"], ["pickup", "isPickup"], ["hidden", "hidden"], ["order", "sort"]]),
    },
  });
  app.post("/admin/branches/visibility/:id{[0-9]+}", write, async (c) => {
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const input = branchVisibilitySchema.safeParse(payload);
    if (!input.success) return fail(c, translateMessage(CONTENT_MSG.hidden, lang), 422, { hidden: translateMessage(CONTENT_MSG.hidden, lang) });
    const done = await setBranchHidden(database, staffOf(c), pathId(c.req.param("id")), input.data.hidden);
    if (!done) return fail(c, translateMessage(CONTENT_MSG.branchNotFound, lang), 404);
    return c.json({ ok: true, data: { hidden: input.data.hidden } });
  });
  // a check, not a change: content:read
  app.post("/admin/branches/verify/:id{[0-9]+}", read, async (c) => {
    const lang = langOf(await readPayload(c));
    const problems = await verifyBranch(database, pathId(c.req.param("id")));
    if (!problems) return fail(c, translateMessage(CONTENT_MSG.branchNotFound, lang), 404);
    return c.json({ ok: true, data: { problems } });
  });

  mountContentEntity(app, database, {
    path: "delivery-areas",
    key: "area",
    notFound: CONTENT_MSG.areaNotFound,
    list: areasListSpec,
    info: adminArea,
    schema: areaFormSchema,
    save: saveArea,
    remove: removeArea,
    csv: {
      name: "delivery-areas",
      columns: csvColumns([
        ["id", "id"],
        ["code", "code"],
        ["level", "level"],
        ["title", "title"],
        ["inside", "parents"],
        ["fee_azn", (r) => manatCell(r.feeQ)],
        ["fee_in_effect_azn", (r) => manatCell(r.effectiveFeeQ)],
        ["no_delivery", "noDelivery"],
        ["areas_inside", "children"],
      ]),
    },
  });
  app.get("/admin/delivery-areas/parents", read, async (c) => {
    const lang = langOf(await readPayload(c));
    return c.json({ ok: true, data: { parents: await areaParents(database, lang) } });
  });

  mountContentEntity(app, database, {
    path: "menus",
    key: "item",
    notFound: MENU_MSG.notFound,
    list: menusListSpec,
    info: adminMenuItem,
    schema: menuItemFormSchema,
    save: saveMenuItem,
    remove: removeMenuItem,
    csv: {
      name: "menus",
      columns: csvColumns([["id", "id"], ["menu", "menu"], ["level", "depth"], ["title", "title"], ["under", "parents"], ["leads_to", "target"], ["sub_items", "children"], ["order", "sort"]]),
    },
  });
  app.get("/admin/menus/parents", read, async (c) => {
    const lang = langOf(await readPayload(c));
    return c.json({ ok: true, data: { parents: await menuParents(database, lang) } });
  });
  app.post("/admin/menus/verify/:id{[0-9]+}", read, async (c) => {
    const lang = langOf(await readPayload(c));
    const problems = await verifyMenuItem(database, pathId(c.req.param("id")), lang, { discountsActive: deps.config.DISCOUNTS_ACTIVE });
    if (!problems) return fail(c, translateMessage(MENU_MSG.notFound, lang), 404);
    return c.json({ ok: true, data: { problems } });
  });

  return app;
}
