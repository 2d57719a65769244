/**
 * The back office's failed jobs (under /api/admin, behind the guard; owners: settings:write):
 *   admin/jobs               dead and failing jobs with their error, attempts and next run (the list kit)
 *   admin/jobs/export        the same rows as CSV
 *   POST admin/jobs/:id/retry a dead or failing job runs again at once, with a fresh count of
 *                            attempts (404 unknown, 409 when it is running or done); audited
 * The writes are the jobs module's (backend/jobs/service.ts retryJob).
 */
import { Hono } from "hono";
import { sql } from "drizzle-orm";
import type { ApiEnv, Deps } from "../core/deps.ts";
import { fail, langOf, readPayload } from "../core/http.ts";
import { pathId } from "../core/ids.ts";
import { translateMessage } from "../core/validators.ts";
import { messagesOf } from "../contract/errors.ts";
import { failedJobsWhere, retryJob } from "../jobs/service.ts";
import { requirePermission, staffOf } from "../staff/middleware.ts";
import { audit } from "../staff/service.ts";
import { csvColumns, csvResponse, isoCell, listQuerySchema, runList, streamCsv, type ListSpec } from "./list.ts";
import { isoRows } from "./orders.ts";
import type { AdminJobRow } from "./jobs-contract.ts";

export const JOBS_MSG = messagesOf("adminJobs");

export const jobsListSpec: ListSpec = {
  select: sql`jobs.id, jobs.kind, case when jobs.state = 'dead' then 'dead' else 'failing' end as state, jobs.attempts,
    jobs.max_attempts as "maxAttempts", jobs.last_error as "lastError",
    case when jobs.state = 'pending' then jobs.run_at end as "runAt",
    case when jsonb_typeof(jobs.payload -> 'orderId') = 'number' then (jobs.payload ->> 'orderId')::int end as "orderId",
    jobs.created_at as "createdAt", jobs.updated_at as "updatedAt"`,
  from: sql`from jobs`,
  // the jobs module's own condition of a failed job
  where: failedJobsWhere(),
  sorts: { updatedAt: sql`jobs.updated_at`, createdAt: sql`jobs.created_at`, kind: sql`jobs.kind`, attempts: sql`jobs.attempts`, runAt: sql`jobs.run_at` },
  defaultSort: "-updatedAt",
  tiebreak: sql`jobs.id`,
  search: (q) => {
    const like = `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    return /^\d{1,9}$/.test(q) ? sql`jobs.id = ${Number(q)} or jobs.payload ->> 'orderId' = ${q}` : sql`jobs.kind ilike ${like} or jobs.last_error ilike ${like}`;
  },
  filters: {
    state: (v) => (v === "dead" ? sql`jobs.state = 'dead'` : v === "failing" ? sql`jobs.state = 'pending'` : null),
  },
};

const jobsCsv = csvColumns([
  ["id", "id"],
  ["kind", "kind"],
  ["state", "state"],
  ["attempts", "attempts"],
  ["max_attempts", "maxAttempts"],
  ["last_error", "lastError"],
  ["next_run", (r) => isoCell(r.runAt)],
  ["order_id", "orderId"],
  ["created_at", (r) => isoCell(r.createdAt)],
  ["updated_at", (r) => isoCell(r.updatedAt)],
]);

export function jobsAdminRoutes(deps: Deps) {
  const app = new Hono<ApiEnv>();
  const { database } = deps;

  app.get("/admin/jobs", requirePermission("settings", "write"), async (c) => {
    const page = await runList<AdminJobRow & Record<string, unknown>>(database, jobsListSpec, listQuerySchema.parse(await readPayload(c)));
    isoRows(page.items, ["createdAt", "updatedAt", "runAt"]);
    return c.json({ ok: true, data: page });
  });

  app.get("/admin/jobs/export", requirePermission("settings", "write"), async (c) => {
    return csvResponse(streamCsv(database, jobsListSpec, listQuerySchema.parse(await readPayload(c)), jobsCsv), "failed-jobs");
  });

  app.post("/admin/jobs/:id{[0-9]+}/retry", requirePermission("settings", "write"), async (c) => {
    const lang = langOf(await readPayload(c));
    const id = pathId(c.req.param("id"));
    const staff = staffOf(c);
    const result = await retryJob(deps, id, (tx, before) =>
      audit(tx, staff, { area: "settings", action: "retry", entity: "job", entityId: id, before: { state: before.state, attempts: before.attempts }, after: { state: "pending" } }),
    );
    if (result.kind === "not_found") return fail(c, translateMessage(JOBS_MSG.notFound, lang), 404);
    if (result.kind === "not_failed") return fail(c, translateMessage(JOBS_MSG.notFailed, lang), 409);
    return c.json({ ok: true, data: { id, state: "pending" as const } });
  });

  return app;
}
