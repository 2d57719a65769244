/**
 * The back office's catalogue calls (all under /api/admin, behind the guard; GET reads with
 * catalogue:read, POST writes with catalogue:write):
 *   admin/catalogue/options          brands, categories (tree order), badges
 *   admin/products                   the products list (search, brand, category, visibility, stock)
 *   admin/products/export            the same filters as CSV, streamed
 *   admin/products/:id               one product as the edit form shows it (with its version)
 *   POST admin/products/create       create from the product form → {id, product}
 *   POST admin/products/:id/update   update from the form (409 when changed meanwhile, 422 field errors)
 *   POST admin/products/:id/duplicate   a hidden copy → {id}
 *   POST admin/products/:id/visibility {status: active | hidden}
 *   POST admin/products/:id/photos    multipart, one file in the field `photo` (JPEG, PNG or WebP by
 *                                     content, at most PHOTO_MAX_MB and PHOTO_MAX_PIXELS) → {images}
 *   POST admin/products/:id/photos/:photoId/move    {to: up | down | position} → {images}
 *   POST admin/products/:id/photos/:photoId/remove  → {images}
 * The upload is the one call with a larger body limit (backend/app.ts, ADR 0030).
 */
import { pathId } from "../core/ids.ts";
import { Hono, type Context } from "hono";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { ApiEnv, Deps } from "../core/deps.ts";
import { fail, fieldErrors, langOf, readPayload } from "../core/http.ts";
import { translateErrors, translateMessage } from "../core/validators.ts";
import { requirePermission, staffOf } from "../staff/middleware.ts";
import { PHOTO_FIELD, PHOTO_MSG, PRODUCT_MSG, PRODUCT_VISIBILITY, photoMoveSchema, productFormSchema, type AdminProductRow } from "./catalogue-contract.ts";
import { listQuerySchema, runList, streamCsv } from "./list.ts";
import { isoRows } from "./orders.ts";
import { MAX_PRODUCT_PHOTOS, addProductPhoto, adminProduct, duplicateProduct, moveProductPhoto, removeProductPhoto, saveProduct, setVisibility, type PhotoChange } from "../catalog/service.ts";
import { photoStoreFor, processPhoto, removePhoto, storePhoto, StoreUnavailableError, type PhotoProblem } from "../media/service.ts";
import type { Lang } from "../core/lang.ts";
import { catalogueOptions, productsCsvColumns, productsListSpec } from "./products.ts";
import { copyEntityPaths, moveEntityPath } from "../routing/service.ts";

const paths = { move: moveEntityPath, copy: copyEntityPaths };

/** Each refusal of an upload: its HTTP status and message. */
const PROBLEMS: Record<PhotoProblem | "noFile", { status: 413 | 415 | 422; message: string }> = {
  noFile: { status: 422, message: PHOTO_MSG.noFile },
  notImage: { status: 415, message: PHOTO_MSG.notImage },
  tooLarge: { status: 413, message: PHOTO_MSG.tooLarge },
  tooManyPixels: { status: 422, message: PHOTO_MSG.tooManyPixels },
  broken: { status: 422, message: PHOTO_MSG.broken },
};

const visibilitySchema = z.object({ status: z.enum(PRODUCT_VISIBILITY) });

/** Field errors keyed by their whole path (`az.slug`, `variants.1.stock`), as the form names its fields. */
function pathErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "form";
    out[key] ??= issue.message;
  }
  return Object.keys(out).length ? out : fieldErrors(error);
}

/** The product form's payload schema (the OpenAPI document shows it). */
export { photoMoveSchema, productFormSchema, visibilitySchema };

export function catalogueRoutes(deps: Deps) {
  const app = new Hono<ApiEnv>();
  const { database } = deps;

  app.get("/admin/catalogue/options", requirePermission("catalogue", "read"), async (c) => {
    const lang = langOf(await readPayload(c));
    return c.json({ ok: true, data: await catalogueOptions(database, lang) });
  });

  app.get("/admin/products", requirePermission("catalogue", "read"), async (c) => {
    const payload = await readPayload(c);
    const page = await runList<AdminProductRow & Record<string, unknown>>(database, productsListSpec(langOf(payload)), listQuerySchema.parse(payload));
    isoRows(page.items, ["createdAt"]);
    return c.json({ ok: true, data: page });
  });

  app.get("/admin/products/export", requirePermission("catalogue", "read"), async (c) => {
    const payload = await readPayload(c);
    const day = new Date().toISOString().slice(0, 10);
    return new Response(streamCsv(database, productsListSpec(langOf(payload)), listQuerySchema.parse(payload), productsCsvColumns), {
      headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="products-${day}.csv"`, "cache-control": "private, no-store" },
    });
  });

  app.get("/admin/products/:id{[0-9]+}", requirePermission("catalogue", "read"), async (c) => {
    const lang = langOf(await readPayload(c));
    const product = await adminProduct(database, pathId(c.req.param("id")));
    if (!product) return fail(c, translateMessage(PRODUCT_MSG.notFound, lang), 404);
    return c.json({ ok: true, data: { product } });
  });

  const save = (create: boolean) =>
    async (c: Context<ApiEnv>) => {
      const payload = await readPayload(c);
      const lang = langOf(payload);
      const input = productFormSchema.safeParse(payload);
      if (!input.success) {
        const errors = translateErrors(pathErrors(input.error), lang);
        return fail(c, Object.values(errors)[0] ?? "Invalid request", 422, errors);
      }
      const result = await saveProduct(database, staffOf(c), create ? null : pathId(c.req.param("id")), input.data, paths);
      if (result.kind === "not_found") return fail(c, translateMessage(PRODUCT_MSG.notFound, lang), 404);
      if (result.kind === "conflict") {
        const changed = translateMessage(PRODUCT_MSG.changed, lang);
        return fail(c, changed, 409, { version: changed });
      }
      if (result.kind === "invalid") {
        const errors = translateErrors(result.errors, lang);
        return fail(c, Object.values(errors)[0]!, 422, errors);
      }
      const product = await adminProduct(database, result.id);
      return c.json({ ok: true, data: { id: result.id, product } });
    };

  app.post("/admin/products/create", requirePermission("catalogue", "write"), save(true));
  app.post("/admin/products/:id{[0-9]+}/update", requirePermission("catalogue", "write"), save(false));

  app.post("/admin/products/:id{[0-9]+}/duplicate", requirePermission("catalogue", "write"), async (c) => {
    const lang = langOf(await readPayload(c));
    const copy = await duplicateProduct(database, staffOf(c), pathId(c.req.param("id")), paths);
    if (copy === null) return fail(c, translateMessage(PRODUCT_MSG.notFound, lang), 404);
    return c.json({ ok: true, data: { id: copy } });
  });

  app.post("/admin/products/:id{[0-9]+}/visibility", requirePermission("catalogue", "write"), async (c) => {
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const input = visibilitySchema.safeParse(payload);
    if (!input.success) return fail(c, translateMessage(PRODUCT_MSG.status, lang), 422, { status: translateMessage(PRODUCT_MSG.status, lang) });
    const done = await setVisibility(database, staffOf(c), pathId(c.req.param("id")), input.data.status);
    if (!done) return fail(c, translateMessage(PRODUCT_MSG.notFound, lang), 404);
    return c.json({ ok: true, data: { status: input.data.status } });
  });

  /* ───── photos ───── */

  const store = photoStoreFor(deps.config);
  const limits = { maxBytes: deps.config.PHOTO_MAX_MB * 1024 * 1024, maxPixels: deps.config.PHOTO_MAX_PIXELS };
  const fill = (text: string) =>
    text.replace("{{mb}}", String(deps.config.PHOTO_MAX_MB)).replace("{{mp}}", String(Math.floor(deps.config.PHOTO_MAX_PIXELS / 1_000_000))).replace("{{max}}", String(MAX_PRODUCT_PHOTOS));
  /** a refusal with its message in the caller's language, under the field `photo` */
  const refuse = (c: Context<ApiEnv>, lang: Lang, status: 404 | 409 | 413 | 415 | 422 | 503, message: string) => {
    const text = fill(translateMessage(message, lang));
    if (status === 503) c.header("retry-after", "30");
    return c.json({ ok: false, error: text, errors: { [PHOTO_FIELD]: text } }, status);
  };
  /** an order line shows this photo (orders keep the image they were placed with) */
  const orderedWith = async (path: string) => (await database.query(sql`select 1 from order_lines where image = ${path} limit 1`)).length > 0;
  const answer = (c: Context<ApiEnv>, lang: Lang, change: PhotoChange) => {
    if (change.kind === "not_found") return fail(c, translateMessage(PRODUCT_MSG.notFound, lang), 404);
    if (change.kind === "photo_not_found") return refuse(c, lang, 404, PHOTO_MSG.photoNotFound);
    if (change.kind === "full") return refuse(c, lang, 409, PHOTO_MSG.full);
    return c.json({ ok: true, data: { images: change.images } });
  };

  app.post("/admin/products/:id{[0-9]+}/photos", requirePermission("catalogue", "write"), async (c) => {
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const productId = pathId(c.req.param("id"));
    const current = await adminProduct(database, productId);
    if (!current) return fail(c, translateMessage(PRODUCT_MSG.notFound, lang), 404);
    if (current.images.length >= MAX_PRODUCT_PHOTOS) return refuse(c, lang, 409, PHOTO_MSG.full);
    const file = payload[PHOTO_FIELD];
    if (!(file instanceof File) || file.size === 0) return refuse(c, lang, PROBLEMS.noFile.status, PROBLEMS.noFile.message);
    if (file.size > limits.maxBytes) return refuse(c, lang, PROBLEMS.tooLarge.status, PROBLEMS.tooLarge.message);
    const processed = await processPhoto(Buffer.from(await file.arrayBuffer()), limits);
    if (!processed.ok) {
      deps.log.info({ productId, bytes: file.size, problem: processed.problem }, "photo upload refused");
      return refuse(c, lang, PROBLEMS[processed.problem].status, PROBLEMS[processed.problem].message);
    }
    const { photo } = processed;
    // the files first: the photo joins the product only once every width is in the store
    try {
      await storePhoto(store, photo);
    } catch (err) {
      if (!(err instanceof StoreUnavailableError)) throw err;
      deps.log.error({ err, productId, path: photo.path }, "photo upload not stored: photo store unavailable");
      return refuse(c, lang, 503, PHOTO_MSG.storeUnavailable);
    }
    const change = await addProductPhoto(database, staffOf(c), productId, photo.path);
    if (change.kind === "ok") deps.log.info({ productId, bytes: file.size, format: photo.format, width: photo.width, height: photo.height, path: photo.path }, "photo uploaded");
    return answer(c, lang, change);
  });

  app.post("/admin/products/:id{[0-9]+}/photos/:photoId{[0-9]+}/move", requirePermission("catalogue", "write"), async (c) => {
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const input = photoMoveSchema.safeParse(payload);
    if (!input.success) return refuse(c, lang, 422, PHOTO_MSG.move);
    return answer(c, lang, await moveProductPhoto(database, staffOf(c), pathId(c.req.param("id")), pathId(c.req.param("photoId")), input.data.to));
  });

  app.post("/admin/products/:id{[0-9]+}/photos/:photoId{[0-9]+}/remove", requirePermission("catalogue", "write"), async (c) => {
    const lang = langOf(await readPayload(c));
    const change = await removeProductPhoto(database, staffOf(c), pathId(c.req.param("id")), pathId(c.req.param("photoId")));
    // the files go once nothing refers to them (a duplicated product or an order line may)
    // a store that cannot remove them now leaves them (content-addressed, unreferenced: harmless)
    if (change.kind === "removed" && change.unused && !(await orderedWith(change.path))) {
      await removePhoto(store, change.path).catch((err: unknown) => {
        if (!(err instanceof StoreUnavailableError)) throw err;
        deps.log.warn({ err, path: change.path }, "photo files left in the store: photo store unavailable");
      });
    }
    return answer(c, lang, change);
  });

  return app;
}
