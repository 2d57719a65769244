/**
 * Bulk actions of the back office's lists (the list kit's checkboxes and action bar): the
 * selected ids and what to do with them, one zod schema for the API and the pages' actions.
 */
import { MAX_ID } from "../core/ids.ts";
import { z } from "zod";
import { errorCode } from "../contract/errors.ts";

/** at most one page of the longest list (LIST_LIMITS) at a time */
export const BULK_MAX = 100;

const first = (v: unknown) => (Array.isArray(v) && v.length === 1 && typeof v[0] !== "number" ? v[0] : v);

/** The selected rows: 1–100 distinct positive ids (numbers or digit strings, as a form posts them). */
export const bulkIdsSchema = z.preprocess(
  (v) => (typeof v === "string" ? v.split(",").filter(Boolean) : v),
  z
    .array(z.union([z.number(), z.string().regex(/^\d{1,9}$/, { error: errorCode("adminBulk.badIds") })], { error: errorCode("adminBulk.badIds") }).transform(Number).pipe(z.number().int().positive({ error: errorCode("adminBulk.badIds") }).max(MAX_ID, { error: errorCode("adminBulk.badIds") })), {
      error: errorCode("adminBulk.badIds"),
    })
    .min(1, { error: errorCode("adminBulk.noneSelected") })
    .max(BULK_MAX, { error: errorCode("adminBulk.tooMany") })
    .transform((ids) => [...new Set(ids)]),
);

/** Reviews: approve or hide every selected one. */
export const reviewsBulkSchema = z.object({ ids: bulkIdsSchema, to: z.preprocess(first, z.enum(["approved", "hidden"], { error: errorCode("adminPeople.badChoice") })) });

/** Feedback: mark every selected message handled (or open again). */
export const feedbackBulkSchema = z.object({
  ids: bulkIdsSchema,
  handled: z.preprocess(first, z.union([z.boolean(), z.enum(["true", "false", "on", ""])], { error: errorCode("adminPeople.badChoice") })).transform((v) => v === true || v === "true" || v === "on"),
});

/** Products: hide every selected one from the shop, or show it again. */
export const productsBulkSchema = z.object({ ids: bulkIdsSchema, to: z.preprocess(first, z.enum(["active", "hidden"], { error: errorCode("adminPeople.badChoice") })) });

/** What a bulk call changed: the rows whose state moved (rows already so are left as they were). */
export interface BulkAnswer {
  changed: number;
  ids: number[];
}
