/**
 * Bulk actions of the back office's lists (under /api/admin, behind the guard):
 *   POST admin/reviews/bulk   {ids, to: approved|hidden}   (reviews:write)
 *   POST admin/feedback/bulk  {ids, handled}               (customers:write)
 *   POST admin/products/bulk  {ids, to: active|hidden}     (catalogue:write)
 * The ids are checked at the edge (1–100 distinct positive numbers: 400 otherwise) and all
 * must exist (400, nothing changed, when one does not). One transaction per call; each row
 * whose state moves gets its own audit entry, as the one-row calls write them.
 */
import { Hono, type Context } from "hono";
import type { z } from "zod";
import type { ApiEnv, Deps, Lang } from "../core/deps.ts";
import { fail, langOf, readPayload } from "../core/http.ts";
import { translateMessage } from "../core/validators.ts";
import { answerIssues } from "../core/respond.ts";
import { messagesOf } from "../contract/errors.ts";
import { markFeedback } from "../content/service.ts";
import { moderateReview } from "../reviews/service.ts";
import { moveVisibility } from "../catalog/service.ts";
import { requirePermission, staffOf } from "../staff/middleware.ts";
import { audit } from "../staff/service.ts";
import { feedbackBulkSchema, productsBulkSchema, reviewsBulkSchema, type BulkAnswer } from "./bulk-contract.ts";

/** The calls' own messages (the schemas' are codes of the catalogue: answerIssues reads them). */
export const BULK_MSG = messagesOf("adminBulk");


function invalid(c: Context<ApiEnv>, error: z.ZodError, lang: Lang) {
  return answerIssues(c, error, lang, {}, 400, "ids");
}

class Unknown extends Error {}

export function bulkRoutes(deps: Deps) {
  const app = new Hono<ApiEnv>();
  const { database } = deps;

  /** Runs `each` for every id in one transaction; an id that is not there rolls all of it back. */
  async function run(c: Context<ApiEnv>, lang: Lang, ids: number[], each: (tx: Parameters<Parameters<typeof database.db.transaction>[0]>[0], id: number) => Promise<"missing" | boolean>) {
    try {
      const changed = await database.db.transaction(async (tx) => {
        const moved: number[] = [];
        for (const id of ids) {
          const done = await each(tx, id);
          if (done === "missing") throw new Unknown();
          if (done) moved.push(id);
        }
        return moved;
      });
      const answer: BulkAnswer = { changed: changed.length, ids: changed };
      return c.json({ ok: true, data: answer });
    } catch (err) {
      if (err instanceof Unknown) return fail(c, translateMessage(BULK_MSG.unknown, lang), 400, { ids: translateMessage(BULK_MSG.unknown, lang) });
      throw err;
    }
  }

  app.post("/admin/reviews/bulk", requirePermission("reviews", "write"), async (c) => {
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const input = reviewsBulkSchema.safeParse(payload);
    if (!input.success) return invalid(c, input.error, lang);
    const staff = staffOf(c);
    const to = input.data.to;
    const state = (s: string) => (s === "on" ? "approved" : s === "hidden" ? "hidden" : "waiting");
    // in id order, so two bulk calls over the same rows lock them in the same order
    return run(c, lang, [...input.data.ids].sort((a, b) => a - b), async (tx, id) => {
      const moved = await moderateReview(tx, id, to === "approved" ? "on" : "hidden");
      if (typeof moved === "string") return "missing";
      if (state(moved.from) === to) return false;
      await audit(tx, staff, { area: "reviews", action: to === "approved" ? "approve" : "hide", entity: "review", entityId: id, before: { state: state(moved.from) }, after: { state: to, bulk: true } });
      return true;
    });
  });

  app.post("/admin/feedback/bulk", requirePermission("customers", "write"), async (c) => {
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const input = feedbackBulkSchema.safeParse(payload);
    if (!input.success) return invalid(c, input.error, lang);
    const staff = staffOf(c);
    const handled = input.data.handled;
    return run(c, lang, [...input.data.ids].sort((a, b) => a - b), async (tx, id) => {
      const done = await markFeedback(tx, id, handled, staff.id);
      if (!done) return "missing";
      if (done.before === handled) return false;
      await audit(tx, staff, { area: "customers", action: handled ? "handle" : "reopen", entity: "feedback", entityId: id, before: { handled: done.before }, after: { handled, bulk: true } });
      return true;
    });
  });

  app.post("/admin/products/bulk", requirePermission("catalogue", "write"), async (c) => {
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const input = productsBulkSchema.safeParse(payload);
    if (!input.success) return invalid(c, input.error, lang);
    const staff = staffOf(c);
    const to = input.data.to;
    return run(c, lang, [...input.data.ids].sort((a, b) => a - b), (tx, id) => moveVisibility(tx, staff, id, to, { bulk: true }));
  });

  return app;
}

