/**
 * The back office's taxonomy calls (all under /api/admin, behind the guard; GET reads with
 * catalogue:read, POST writes with catalogue:write). For each `{kind}` of categories, brands,
 * collections and product-groups, named like the content calls:
 *   admin/{kind}                     the list (search, filters, sort, paging)
 *   admin/{kind}/export              the same filters as CSV, streamed
 *   admin/{kind}/info/:id            one record as the form shows it (with its version)
 *   POST admin/{kind}/create         from the form → {id, taxon}
 *   POST admin/{kind}/update/:id     from the form (409 when changed meanwhile, 422 field errors)
 *   POST admin/{kind}/remove/:id     (409 while products or a menu item lean on it)
 *   admin/categories/parents         categories a category may go under (first two levels)
 *   POST admin/{categories,brands,collections}/photos  multipart `photo` → {path} (backend/admin/uploads.ts)
 * and the products of a collection or group (the product form uses these too):
 *   admin/{collections|product-groups}/items/:id          → {items}
 *   POST admin/{collections|product-groups}/items/add/:id     {product: SKU or number} → {items}
 *   POST admin/{collections|product-groups}/items/remove/:id  {productId} → {items}
 *   POST admin/product-groups/items/move/:id              {productId, to: up | down} → {items}
 */
import { pathId } from "../core/ids.ts";
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { ApiEnv, Deps, Lang } from "../core/deps.ts";
import { fail, fieldErrors, langOf, readPayload } from "../core/http.ts";
import { translateErrors, translateMessage } from "../core/validators.ts";
import { addMember, adminTaxon, categoryParents, members, moveMember, removeMember, removeTaxon, saveTaxon, type MemberResult, type TaxonResult } from "../catalog/service.ts";
import { dropEntityPaths, moveEntityPath } from "../routing/service.ts";
import { requirePermission, staffOf } from "../staff/middleware.ts";
import { listQuerySchema, runList, streamCsv } from "./list.ts";
import { IMAGE_UPLOADS, mountImageUpload } from "./uploads.ts";
import { taxonomyCsvColumns, taxonomyListSpec } from "./taxonomy.ts";
import {
  MEMBER_KINDS,
  TAXONOMY_KINDS,
  TAXONOMY_MSG,
  TAXONOMY_SCHEMAS,
  brandFormSchema,
  categoryFormSchema,
  collectionFormSchema,
  groupFormSchema,
  memberAddSchema,
  memberMoveSchema,
  memberRemoveSchema,
  type AdminTaxonRow,
  type MemberKind,
  type TaxonomyKind,
} from "./taxonomy-contract.ts";

/** The forms' payload schemas and the membership calls' (the OpenAPI document shows them). */
export { brandFormSchema, categoryFormSchema, collectionFormSchema, groupFormSchema, memberAddSchema, memberMoveSchema, memberRemoveSchema };


/** Field errors keyed by their whole path (`az.slug`), as the forms name their fields. */
function pathErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[issue.path.map(String).join(".") || "form"] ??= issue.message;
  return Object.keys(out).length ? out : fieldErrors(error);
}

const paths = { move: moveEntityPath, drop: dropEntityPaths };

export function taxonomyRoutes(deps: Deps) {
  const app = new Hono<ApiEnv>();
  const { database } = deps;
  const read = requirePermission("catalogue", "read");
  const write = requirePermission("catalogue", "write");
  mountImageUpload(app, deps, IMAGE_UPLOADS[2]);
  mountImageUpload(app, deps, IMAGE_UPLOADS[3]);
  mountImageUpload(app, deps, IMAGE_UPLOADS[4]);

  /**
   * A refused edit: 404; 409 when someone else saved meanwhile (`version`) or a removal is
   * refused (`form` with the reason's message, `reason`: children | products | brandProducts | menu);
   * 422 with field errors.
   */
  const refusal = (c: Context<ApiEnv>, lang: Lang, result: Exclude<TaxonResult, { kind: "ok" }>) => {
    if (result.kind === "not_found") return fail(c, translateMessage(TAXONOMY_MSG.notFound, lang), 404);
    const errors = translateErrors(result.errors, lang);
    return fail(c, Object.values(errors)[0]!, errors.form || errors.version ? 409 : 422, errors);
  };

  for (const kind of TAXONOMY_KINDS) {
    const base = `/admin/${kind}`;

    app.get(base, read, async (c) => {
      const payload = await readPayload(c);
      return c.json({ ok: true, data: await runList<AdminTaxonRow & Record<string, unknown>>(database, taxonomyListSpec(kind, langOf(payload)), listQuerySchema.parse(payload)) });
    });

    app.get(`${base}/export`, read, async (c) => {
      const payload = await readPayload(c);
      const day = new Date().toISOString().slice(0, 10);
      return new Response(streamCsv(database, taxonomyListSpec(kind, langOf(payload)), listQuerySchema.parse(payload), taxonomyCsvColumns(kind)), {
        headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${kind}-${day}.csv"`, "cache-control": "private, no-store" },
      });
    });

    app.get(`${base}/info/:id{[0-9]+}`, read, async (c) => {
      const lang = langOf(await readPayload(c));
      const taxon = await adminTaxon(database, kind, pathId(c.req.param("id")));
      if (!taxon) return fail(c, translateMessage(TAXONOMY_MSG.notFound, lang), 404);
      return c.json({ ok: true, data: { taxon } });
    });

    const save = (create: boolean) => async (c: Context<ApiEnv>) => {
      const payload = await readPayload(c);
      const lang = langOf(payload);
      const input = (TAXONOMY_SCHEMAS[kind] as z.ZodType).safeParse(payload);
      if (!input.success) {
        const errors = translateErrors(pathErrors(input.error), lang);
        return fail(c, Object.values(errors)[0] ?? "Invalid request", 422, errors);
      }
      const result = await saveTaxon(database, staffOf(c), kind, create ? null : pathId(c.req.param("id")), input.data as never, paths);
      if (result.kind !== "ok") return refusal(c, lang, result);
      return c.json({ ok: true, data: { id: result.id, taxon: (await adminTaxon(database, kind, result.id))! } });
    };
    app.post(`${base}/create`, write, save(true));
    app.post(`${base}/update/:id{[0-9]+}`, write, save(false));

    app.post(`${base}/remove/:id{[0-9]+}`, write, async (c) => {
      const lang = langOf(await readPayload(c));
      const result = await removeTaxon(database, staffOf(c), kind, pathId(c.req.param("id")), paths);
      if (result.kind !== "ok") return refusal(c, lang, result);
      return c.json({ ok: true, data: { id: result.id } });
    });
  }

  app.get("/admin/categories/parents", read, async (c) => {
    const lang = langOf(await readPayload(c));
    return c.json({ ok: true, data: { parents: await categoryParents(database, lang) } });
  });

  /* ───── the products of a collection or group ───── */

  const answer = async (c: Context<ApiEnv>, kind: MemberKind, ownerId: number, lang: Lang, result: MemberResult) => {
    if (result.kind === "not_found") return fail(c, translateMessage(TAXONOMY_MSG.notFound, lang), 404);
    if (result.kind === "no_product") {
      const message = translateMessage(TAXONOMY_MSG.productMissing, lang);
      return fail(c, message, 422, { product: message });
    }
    return c.json({ ok: true, data: { items: (await members(database, kind, ownerId, lang)) ?? [] } });
  };

  for (const kind of MEMBER_KINDS) {
    const base = `/admin/${kind}/items`;

    app.get(`${base}/:id{[0-9]+}`, read, async (c) => {
      const lang = langOf(await readPayload(c));
      const items = await members(database, kind, pathId(c.req.param("id")), lang);
      if (!items) return fail(c, translateMessage(TAXONOMY_MSG.notFound, lang), 404);
      return c.json({ ok: true, data: { items } });
    });

    app.post(`${base}/add/:id{[0-9]+}`, write, async (c) => {
      const payload = await readPayload(c);
      const lang = langOf(payload);
      const input = memberAddSchema.safeParse(payload);
      if (!input.success) {
        const errors = translateErrors(pathErrors(input.error), lang);
        return fail(c, Object.values(errors)[0] ?? "Invalid request", 422, errors);
      }
      const ownerId = pathId(c.req.param("id"));
      return answer(c, kind, ownerId, lang, await addMember(database, staffOf(c), kind, ownerId, input.data.product));
    });

    app.post(`${base}/remove/:id{[0-9]+}`, write, async (c) => {
      const payload = await readPayload(c);
      const lang = langOf(payload);
      const input = memberRemoveSchema.safeParse(payload);
      if (!input.success) return fail(c, translateMessage(TAXONOMY_MSG.productMissing, lang), 422, { productId: translateMessage(TAXONOMY_MSG.productMissing, lang) });
      const ownerId = pathId(c.req.param("id"));
      return answer(c, kind, ownerId, lang, await removeMember(database, staffOf(c), kind, ownerId, input.data.productId));
    });
  }

  app.post("/admin/product-groups/items/move/:id{[0-9]+}", write, async (c) => {
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const input = memberMoveSchema.safeParse(payload);
    if (!input.success) {
      const errors = translateErrors(pathErrors(input.error), lang);
      return fail(c, Object.values(errors)[0] ?? "Invalid request", 422, errors);
    }
    const ownerId = pathId(c.req.param("id"));
    return answer(c, "product-groups", ownerId, lang, await moveMember(database, staffOf(c), ownerId, input.data.productId, input.data.to));
  });

  return app;
}

export type { TaxonomyKind };
