/**
 * The back office's push notifications (under /api/admin, behind the guard):
 *   admin/push          whether sending is possible (VAPID keys set) and the subscribers per language (marketing:read)
 *   POST admin/push/send {title, body, url, audience: all|az|en|ru, ttl} sends one notification, answers
 *                       sent / failed / removed (marketing:write; 409 when VAPID keys are not set, 422 for bad fields)
 * The same send as `npm run push` (backend/push): through web-push, or the log with PUSH_DRIVER=log.
 * Each send is written to the audit log with what was sent and the report.
 */
import { Hono, type Context } from "hono";
import type { z } from "zod";
import type { ApiEnv, Deps, Lang } from "../core/deps.ts";
import { fail, langOf, readPayload } from "../core/http.ts";
import { translateMessage } from "../core/validators.ts";
import { answerIssues } from "../core/respond.ts";
import { messagesOf } from "../contract/errors.ts";
import { pushEnabled, sendPush, subscriberCounts } from "../push/service.ts";
import { requirePermission, staffOf } from "../staff/middleware.ts";
import { audit } from "../staff/service.ts";
import { pushFormSchema, type PushSendReport, type PushStatus } from "./push-contract.ts";

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
    const sent = await sendPush(deps, { title, body, url }, { lang: audience === "all" ? undefined : audience, ttlSeconds: ttl });
    const report: PushSendReport = { total: counts[audience], sent: sent.sent, failed: sent.failed, removed: sent.removed };
    await audit(database.db, staffOf(c), { area: "marketing", action: "push", entity: "push", after: { title, body, url, audience, ttl, ...report } });
    return c.json({ ok: true, data: report });
  });

  return app;
}
