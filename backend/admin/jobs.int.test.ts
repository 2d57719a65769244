/**
 * The back office's failed jobs on the test database (PGlite, and PostgreSQL with DATABASE_URL):
 * only owners see the list (dead and failing jobs with their error, attempts, next run and
 * order; not the waiting, running or finished ones), its filter, search and CSV; Retry puts a
 * dead job back (audited), refuses a finished one (409) and an unknown one (404), and the
 * notice a gateway had refused goes out once the job runs again.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../core/log.ts";
import type { Deps } from "../core/deps.ts";
import { jobs, smsOutbox } from "../db/schema.ts";
import { enqueue } from "../jobs/service.ts";
import { STATUS_NOTICE_JOB } from "../orders/notify.ts";
import { insertOrder } from "../payments/testing.ts";
import { setSmsDriver } from "../sms/index.ts";
import { testApi } from "../test/db.ts";
import { runJobs } from "../test/jobs.ts";
import { staffTokens, type StaffRole } from "../test/staff.ts";
import type { AdminJobRow, ListPage } from "./contract.ts";

type Api = Awaited<ReturnType<typeof testApi>>;
let api: Api;
let deps: Deps;
let tokens: Record<StaffRole, string>;
let gatewayUp = false;
const ids: Record<string, number> = {};
let orderId = 0;

const list = (query: Record<string, string> = {}, role: StaffRole = "owner") => api.call<ListPage<AdminJobRow>>("admin/jobs", query, { method: "GET", token: tokens[role] });

beforeAll(async () => {
  api = await testApi();
  deps = { database: api.database, config: api.config, log: createLogger() };
  tokens = await staffTokens(api, "99455400000");
  setSmsDriver(deps, {
    name: "flaky",
    send: async () => {
      if (!gatewayUp) throw new Error("SMS gateway answered failed 503");
    },
  });
  const { order } = await insertOrder(api.database, { status: "confirmed", paymentType: "cash" });
  orderId = order.id;
  // a status notice whose gateway is down: one attempt leaves it failing, the next one dead
  ids.dead = (await enqueue(api.database.db, { kind: STATUS_NOTICE_JOB, payload: { orderId, status: "confirmed" }, maxAttempts: 1 }))!;
  ids.failing = (await enqueue(api.database.db, { kind: STATUS_NOTICE_JOB, payload: { orderId, status: "confirmed" }, maxAttempts: 5 }))!;
  ids.waiting = (await enqueue(api.database.db, { kind: STATUS_NOTICE_JOB, payload: { orderId, status: "confirmed" }, runAt: new Date(Date.now() + 3_600_000) }))!;
  await runJobs(deps);
  ids.done = (await enqueue(api.database.db, { kind: "jobs.cleanup" }))!;
  await runJobs(deps);
});

describe("admin/jobs", () => {
  it("lists dead and failing jobs to owners with their error, attempts, next run and order", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    const rows = res.data!.items.filter((r) => Object.values(ids).includes(r.id));
    expect(rows.map((r) => r.id).sort()).toEqual([ids.dead, ids.failing].sort());
    const dead = rows.find((r) => r.id === ids.dead)!;
    expect(dead).toMatchObject({ kind: STATUS_NOTICE_JOB, state: "dead", attempts: 1, maxAttempts: 1, lastError: "SMS gateway answered failed 503", runAt: null, orderId });
    const failing = rows.find((r) => r.id === ids.failing)!;
    expect(failing).toMatchObject({ state: "failing", attempts: 1, maxAttempts: 5, lastError: "SMS gateway answered failed 503", orderId });
    expect(Date.parse(failing.runAt!)).toBeGreaterThan(Date.now());
    expect((await list({ state: "dead" })).data!.items.map((r) => r.id)).toContain(ids.dead);
    expect((await list({ state: "dead" })).data!.items.map((r) => r.id)).not.toContain(ids.failing);
    expect((await list({ q: String(ids.failing) })).data!.items.map((r) => r.id)).toEqual([ids.failing]);
    expect((await list({ q: "gateway answered" })).data!.total).toBeGreaterThanOrEqual(2);
  });

  it("is the owner's: a manager (settings:read), support and a shopper are refused", async () => {
    for (const role of ["manager", "content", "support", "shopper"] as const) expect((await list({}, role)).status, role).toBe(403);
    expect((await api.call(`admin/jobs/${ids.dead}/retry`, {}, { token: tokens.manager })).status).toBe(403);
  });

  it("exports the same rows as CSV", async () => {
    const res = await api.app.fetch(new Request(`http://test/api/admin/jobs/export?state=dead`, { headers: { authorization: `Bearer ${tokens.owner}` } }));
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text.split("\n")[0]).toContain("id,kind,state,attempts,max_attempts,last_error,next_run,order_id");
    expect(text).toContain(`${ids.dead},${STATUS_NOTICE_JOB},dead,1,1,SMS gateway answered failed 503`);
  });

  it("retry puts a dead job back, audited; once the gateway is up the notice goes out and the job leaves the list", async () => {
    const before = (await api.database.db.select().from(smsOutbox)).length;
    const res = await api.call<{ id: number; state: string }>(`admin/jobs/${ids.dead}/retry`, {}, { token: tokens.owner });
    expect(res).toMatchObject({ status: 200, data: { id: ids.dead, state: "pending" } });
    const [row] = await api.database.db.select().from(jobs).where(eq(jobs.id, ids.dead));
    expect(row).toMatchObject({ state: "pending", attempts: 0 });
    const [entry] = await api.database.query<{ area: string; action: string; entity: string; entity_id: string; before: unknown }>(
      sql`select area, action, entity, entity_id, before from audit_log where entity = 'job' order by id desc limit 1`,
    );
    expect(entry).toMatchObject({ area: "settings", action: "retry", entity: "job", entity_id: String(ids.dead), before: { state: "dead", attempts: 1 } });

    gatewayUp = true;
    await runJobs(deps);
    expect((await api.database.db.select().from(jobs).where(eq(jobs.id, ids.dead)))[0]).toMatchObject({ state: "done", lastError: null });
    expect((await list()).data!.items.map((r) => r.id)).not.toContain(ids.dead);
    // the flaky driver records nothing in the outbox: the job's step says it was delivered
    expect((await api.database.db.select().from(smsOutbox)).length).toBe(before);
    const [step] = await api.database.query<{ step: string }>(sql`select step from job_steps where job_id = ${ids.dead}`);
    expect(step).toEqual({ step: "sms" });
  });

  it("refuses to retry a finished job (409) and an unknown one (404), in the caller's language", async () => {
    const done = await api.call(`admin/jobs/${ids.done}/retry`, { lang: "ru" }, { token: tokens.owner });
    expect(done).toMatchObject({ status: 409, code: "adminJobs.notFailed" });
    expect(done.error).toContain("повторять нечего");
    expect(await api.call(`admin/jobs/987654321/retry`, {}, { token: tokens.owner })).toMatchObject({ status: 404, code: "adminJobs.notFound" });
  });
});
