/**
 * The back office's image uploads for a form's image field (ADR 0030's pipeline, ADR 0036):
 *   POST admin/articles/photos     a cover or block image (content:write)
 *   POST admin/banners/photos      a home banner's image or mobile image (content:write)
 *   POST admin/categories/photos   a category's image (catalogue:write)
 *   POST admin/brands/photos       a brand's logo (catalogue:write)
 *   POST admin/collections/photos  a collection's picture (catalogue:write)
 * each `multipart/form-data` with the file in `photo` → `{path}` (`up/{hash}.webp`), which the
 * form then saves like a typed path. The file is checked by content (JPEG, PNG or WebP, at most
 * PHOTO_MAX_MB and PHOTO_MAX_PIXELS, a decompression bomb refused before decoding), re-encoded
 * to the widths the storefront serves with the kind's original box (a banner keeps up to
 * 1920 px), stored in the photo store and written to the audit log (`upload`, with the path);
 * a refusal answers 413, 415 or 422 with the message under `errors.photo` and stores nothing; a
 * photo store that cannot take the files answers 503 (Retry-After), with no path and no audit entry.
 */
import type { Context, Hono } from "hono";
import type { ApiEnv, Deps } from "../core/deps.ts";
import { langOf, readPayload } from "../core/http.ts";
import { translateMessage } from "../core/validators.ts";
import { photoStoreFor, processPhoto, storePhoto, StoreUnavailableError, type PhotoKind } from "../media/service.ts";
import { audit } from "../staff/service.ts";
import type { Area } from "../staff/contract.ts";
import { requirePermission, staffOf } from "../staff/middleware.ts";
import { PHOTO_FIELD, PHOTO_MSG } from "./catalogue-contract.ts";

/** Each refusal of an upload: its HTTP status and message (as the product photo call). */
const PROBLEMS = {
  noFile: { status: 422, message: PHOTO_MSG.noFile },
  notImage: { status: 415, message: PHOTO_MSG.notImage },
  tooLarge: { status: 413, message: PHOTO_MSG.tooLarge },
  tooManyPixels: { status: 422, message: PHOTO_MSG.tooManyPixels },
  broken: { status: 422, message: PHOTO_MSG.broken },
  storeUnavailable: { status: 503, message: PHOTO_MSG.storeUnavailable },
} as const;

/** The upload calls: path below /api/admin, the permission area and what the image is for. */
export const IMAGE_UPLOADS = [
  { path: "articles/photos", area: "content", kind: "product", entity: "article" },
  { path: "banners/photos", area: "content", kind: "banner", entity: "banner" },
  { path: "categories/photos", area: "catalogue", kind: "category", entity: "category" },
  { path: "brands/photos", area: "catalogue", kind: "brand", entity: "brand" },
  { path: "collections/photos", area: "catalogue", kind: "collection", entity: "collection" },
] as const satisfies readonly { path: string; area: Area; kind: PhotoKind; entity: string }[];

/** Mounts one upload call (its write permission first). */
export function mountImageUpload(app: Hono<ApiEnv>, deps: Deps, upload: (typeof IMAGE_UPLOADS)[number]): void {
  const store = photoStoreFor(deps.config);
  const limits = { maxBytes: deps.config.PHOTO_MAX_MB * 1024 * 1024, maxPixels: deps.config.PHOTO_MAX_PIXELS };
  const fill = (text: string) => text.replace("{{mb}}", String(deps.config.PHOTO_MAX_MB)).replace("{{mp}}", String(Math.floor(deps.config.PHOTO_MAX_PIXELS / 1_000_000)));
  app.post(`/admin/${upload.path}`, requirePermission(upload.area, "write"), async (c: Context<ApiEnv>) => {
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const refuse = (problem: keyof typeof PROBLEMS) => {
      const text = fill(translateMessage(PROBLEMS[problem].message, lang));
      if (problem === "storeUnavailable") c.header("retry-after", "30");
      return c.json({ ok: false, error: text, errors: { [PHOTO_FIELD]: text } }, PROBLEMS[problem].status);
    };
    const file = payload[PHOTO_FIELD];
    if (!(file instanceof File) || file.size === 0) return refuse("noFile");
    if (file.size > limits.maxBytes) return refuse("tooLarge");
    const processed = await processPhoto(Buffer.from(await file.arrayBuffer()), limits, upload.kind);
    if (!processed.ok) {
      deps.log.info({ bytes: file.size, problem: processed.problem, kind: upload.entity }, "image upload refused");
      return refuse(processed.problem);
    }
    const { path, width, height } = processed.photo;
    try {
      await storePhoto(store, processed.photo);
    } catch (err) {
      if (!(err instanceof StoreUnavailableError)) throw err;
      deps.log.error({ err, path, kind: upload.entity }, "image upload not stored: photo store unavailable");
      return refuse("storeUnavailable");
    }
    await audit(deps.database.db, staffOf(c), { area: upload.area, action: "upload", entity: upload.entity, after: { path, width, height, bytes: file.size } });
    deps.log.info({ bytes: file.size, path, kind: upload.entity }, "image uploaded");
    return c.json({ ok: true, data: { path } });
  });
}
