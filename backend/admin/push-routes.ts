/**
 * The back office's push notifications (under /api/admin, behind the guard):
 *   admin/push          whether sending is possible (VAPID keys set) and the subscribers per language (marketing:read)
 *   POST admin/push/send {title, body, url, audience: all|az|en|ru, ttl} queues one notification as a job
 *                       and answers its id (marketing:write; 409 when VAPID keys are not set, 422 for bad fields)
 *   admin/push/sends/:id where that job stands: sent / failed / removed so far (marketing:read)
 * The same send as `npm run push` (backend/push): through web-push, or the log with PUSH_DRIVER=log,
 * but by a worker after the answer, retried when no push service answers. The job and its audit
 * entry (what was sent, to how many) are written in one transaction.
 */
import { Hono, type Context } from "hono";
import type { z } from "zod";
import type { ApiEnv, Deps, Lang } from "../core/deps.ts";
import { fail, langOf, readPayload } from "../core/http.ts";
import { translateMessage } from "../core/validators.ts";
import { answerIssues } from "../core/respond.ts";
import { messagesOf } from "../contract/errors.ts";
import { enqueue, jobOf } from "../jobs/service.ts";
import { pathId } from "../core/ids.ts";
import { PUSH_JOB, pushEnabled, subscriberCounts, type PushJob, type PushProgress } from "../push/service.ts";
import { requirePermission, staffOf } from "../staff/middleware.ts";
import { audit } from "../staff/service.ts";
import { pushFormSchema, type PushQueued, type PushSendReport, type PushStatus } from "./push-contract.ts";

/** The calls' own messages (the schema's are codes of the catalogue: answerIssues reads them). */
export const PUSH_MSG = messagesOf("adminPush");


function invalid(c: Context<ApiEnv>, error: z.ZodError, lang: Lang) {
  return answerIssues(c, error, lang, {}, 422, "form");
}

export function pushAdminRoutes(deps: Deps) {
  const app = new Hono<ApiEnv>();
  const { database, config } = deps;

  app.get("/admin/push", requirePermission("marketing", "read"), async (c) => {
    const status: PushStatus = { enabled: pushEnabled(config), counts: await subscriberCounts(database) };
    return c.json({ ok: true, data: status });
  });

  app.post("/admin/push/send", requirePermission("marketing", "write"), async (c) => {
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const input = pushFormSchema.safeParse(payload);
    if (!input.success) return invalid(c, input.error, lang);
    if (!pushEnabled(config)) return fail(c, translateMessage(PUSH_MSG.notConfigured, lang), 409);
    const { title, body, url, ttl } = input.data;
    const audience = input.data.audience;
    const counts = await subscriberCounts(database);
    const total = counts[audience];
    const job: PushJob = { title, body, url, ttl, total, ...(audience === "all" ? {} : { lang: audience }) };
    const id = await database.db.transaction(async (tx) => {
      const jobId = await enqueue(tx, { kind: PUSH_JOB, payload: { ...job } });
      await audit(tx, staffOf(c), { area: "marketing", action: "push", entity: "push", entityId: jobId, after: { title, body, url, audience, ttl, total } });
      return jobId!;
    });
    return c.json({ ok: true, data: { job: id, total } satisfies PushQueued });
  });

  app.get("/admin/push/sends/:id{[0-9]+}", requirePermission("marketing", "read"), async (c) => {
    const lang = langOf(await readPayload(c));
    const row = await jobOf(deps, pathId(c.req.param("id")), PUSH_JOB);
    if (!row) return fail(c, translateMessage(PUSH_MSG.sendNotFound, lang), 404);
    const done = (row.result ?? {}) as Partial<PushProgress>;
    const report: PushSendReport = {
      job: row.id,
      state: row.state,
      total: Number((row.payload as Partial<PushJob>).total ?? 0),
      sent: done.sent ?? 0,
      failed: done.failed ?? 0,
      removed: done.removed ?? 0,
      error: row.lastError,
    };
    return c.json({ ok: true, data: report });
  });

  return app;
}
