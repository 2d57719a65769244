/**
 * Durable jobs on the test database (PGlite, and PostgreSQL with DATABASE_URL): a job exists
 * only when its transaction commits, a failing job is retried with a growing wait and ends dead,
 * two workers never run one job twice, a job whose worker died is taken over when its lease runs
 * out (and the late worker cannot overwrite the outcome), delivered steps are not repeated,
 * schedules keep one pending run, and a committed job wakes a started worker.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadBackendConfig } from "../config.ts";
import type { Deps } from "../core/deps.ts";
import { createLogger } from "../core/log.ts";
import type { Database } from "../db/client.ts";
import { jobSteps, jobs } from "../db/schema.ts";
import { connectAgain, testDatabase } from "../test/db.ts";
import { enqueue, failedJobsWhere, retryJob, type JobHandler } from "./service.ts";
import { backoffDelay, createWorker } from "./worker.ts";

const database = await testDatabase();
const depsOf = (db: Database): Deps => ({ database: db, config: loadBackendConfig({ NODE_ENV: "test" } as NodeJS.ProcessEnv), log: createLogger() });
const deps = depsOf(database);

let n = 0;
/** a kind of its own per test, so one test's worker never runs another's jobs */
const kindOf = (name: string) => `test.${name}.${(n += 1)}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function jobRow(id: number) {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
  return row!;
}

/** ms from now until the job's next run, by the database's clock */
async function msUntilRun(id: number): Promise<number> {
  const [row] = await database.query<{ ms: number }>(sql`select (extract(epoch from run_at - now()) * 1000)::float8 as ms from jobs where id = ${id}`);
  return Number(row!.ms);
}

async function waitUntilDue(id: number) {
  const ms = await msUntilRun(id);
  if (ms > 0) await sleep(ms + 30);
}

describe("enqueue", () => {
  it("a job written in a rolled-back transaction never runs; a committed one runs once", async () => {
    const kind = kindOf("rollback");
    const ran: unknown[] = [];
    const worker = createWorker(deps, { handlers: { [kind]: async (_d, job) => void ran.push(job.payload) } });
    await expect(
      database.db.transaction(async (tx) => {
        await enqueue(tx, { kind, payload: { which: "rolled back" } });
        throw new Error("the change fails");
      }),
    ).rejects.toThrow("the change fails");
    await database.db.transaction(async (tx) => {
      await enqueue(tx, { kind, payload: { which: "committed" } });
    });
    await worker.drain();
    expect(ran).toEqual([{ which: "committed" }]);
    const rows = await database.db.select().from(jobs).where(eq(jobs.kind, kind));
    expect(rows.map((r) => r.state)).toEqual(["done"]);
    await worker.drain();
    expect(ran).toHaveLength(1);
  });

  it("a dedupe key queues once while pending or running, and again once done", async () => {
    const kind = kindOf("dedupe");
    const key = `once-${kind}`;
    const first = await enqueue(database.db, { kind, dedupeKey: key });
    expect(first).toBeTypeOf("number");
    expect(await enqueue(database.db, { kind, dedupeKey: key })).toBeNull();
    await createWorker(deps, { handlers: { [kind]: async () => {} } }).drain();
    expect(await enqueue(database.db, { kind, dedupeKey: key })).toBeTypeOf("number");
  });

  it("a worker claims only the kinds it has handlers for", async () => {
    const kind = kindOf("unknown");
    const id = (await enqueue(database.db, { kind }))!;
    expect(await createWorker(deps, { handlers: { [kindOf("other")]: async () => {} } }).drain()).toBe(0);
    expect((await jobRow(id)).state).toBe("pending");
  });
});

describe("retries", () => {
  it("the wait doubles with each attempt, ±20 %, capped", () => {
    expect(backoffDelay(1, 1000, 60_000, () => 0.5)).toBe(1000);
    expect(backoffDelay(3, 1000, 60_000, () => 0.5)).toBe(4000);
    expect(backoffDelay(3, 1000, 60_000, () => 0)).toBe(3200);
    expect(backoffDelay(3, 1000, 60_000, () => 1)).toBe(4800);
    expect(backoffDelay(20, 1000, 60_000, () => 1)).toBe(60_000);
  });

  it("a failing job is retried after a growing wait, then dead; a retry by hand runs it again", async () => {
    const kind = kindOf("flaky");
    let healthy = false;
    let calls = 0;
    const handler: JobHandler = async () => {
      calls += 1;
      if (!healthy) throw new Error(`gateway down (call ${calls})`);
    };
    const worker = createWorker(deps, { handlers: { [kind]: handler }, backoffMs: 200, backoffMaxMs: 10_000 });
    const id = (await enqueue(database.db, { kind, maxAttempts: 3 }))!;

    expect(await worker.runDue()).toBe(1);
    let row = await jobRow(id);
    expect(row).toMatchObject({ state: "pending", attempts: 1, lastError: "gateway down (call 1)", lockedBy: null });
    let wait = await msUntilRun(id);
    expect(wait).toBeGreaterThan(100);
    expect(wait).toBeLessThanOrEqual(240);
    // not before its time
    expect(await worker.runDue()).toBe(0);
    expect(calls).toBe(1);

    await waitUntilDue(id);
    expect(await worker.runDue()).toBe(1);
    row = await jobRow(id);
    expect(row).toMatchObject({ state: "pending", attempts: 2, lastError: "gateway down (call 2)" });
    wait = await msUntilRun(id);
    expect(wait).toBeGreaterThan(250);
    expect(wait).toBeLessThanOrEqual(480);

    await waitUntilDue(id);
    expect(await worker.runDue()).toBe(1);
    row = await jobRow(id);
    expect(row).toMatchObject({ state: "dead", attempts: 3, lastError: "gateway down (call 3)" });
    expect(row.finishedAt).toBeInstanceOf(Date);
    await sleep(300);
    expect(await worker.runDue()).toBe(0);
    expect(calls).toBe(3);

    const failed = await database.db.select({ id: jobs.id }).from(jobs).where(failedJobsWhere());
    expect(failed.map((f) => f.id)).toContain(id);

    healthy = true;
    const retried = await retryJob(deps, id);
    expect(retried).toMatchObject({ kind: "ok", job: { id, state: "pending", attempts: 0 } });
    expect(await worker.runDue()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ state: "done", attempts: 1, lastError: null });
    expect(await retryJob(deps, id)).toEqual({ kind: "not_failed", state: "done" });
    expect(await retryJob(deps, 2_000_000_000)).toEqual({ kind: "not_found" });
  });

  it("a step delivered before a failure is not delivered again", async () => {
    const kind = kindOf("steps");
    const delivered: string[] = [];
    let failEmail = true;
    const worker = createWorker(deps, {
      backoffMs: 10,
      handlers: {
        [kind]: async (_d, job) => {
          await job.step("sms", async (deliveryId) => void delivered.push(`sms ${deliveryId}`));
          await job.step("email", async () => {
            if (failEmail) throw new Error("mail server refused");
            delivered.push("email");
          });
        },
      },
    });
    const id = (await enqueue(database.db, { kind }))!;
    await worker.runDue();
    expect(delivered).toEqual([`sms bazaar-job-${id}-sms`]);
    failEmail = false;
    await waitUntilDue(id);
    await worker.runDue();
    expect(delivered).toEqual([`sms bazaar-job-${id}-sms`, "email"]);
    const steps = await database.db.select({ step: jobSteps.step }).from(jobSteps).where(eq(jobSteps.jobId, id));
    expect(steps.map((s) => s.step).sort()).toEqual(["email", "sms"]);
  });
});

describe("one job, one worker", () => {
  it("two workers draining at once run every job exactly once", async () => {
    const kind = kindOf("race");
    const other = await connectAgain(database);
    const runs = new Map<number, string[]>();
    const handlerOf =
      (name: string): JobHandler =>
      async (_d, job) => {
        runs.set(job.id, [...(runs.get(job.id) ?? []), name]);
        await sleep(2 + Math.random() * 8);
      };
    const a = createWorker(deps, { id: "worker-a", concurrency: 4, handlers: { [kind]: handlerOf("a") } });
    const b = createWorker(depsOf(other), { id: "worker-b", concurrency: 4, handlers: { [kind]: handlerOf("b") } });
    const ids: number[] = [];
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < 40; i += 1) ids.push((await enqueue(tx, { kind, payload: { i } }))!);
    });
    await Promise.all([a.drain(), b.drain()]);
    expect([...runs.keys()].sort((x, y) => x - y)).toEqual(ids);
    for (const [, who] of runs) expect(who).toHaveLength(1);
    if (database.kind === "postgres") {
      // separate connections: both took a share
      const by = [...runs.values()].flat();
      expect(by).toContain("a");
      expect(by).toContain("b");
    }
    const states = await database.db.select({ state: jobs.state, attempts: jobs.attempts }).from(jobs).where(eq(jobs.kind, kind));
    expect(states.every((s) => s.state === "done" && s.attempts === 1)).toBe(true);
  });

  it("a job held by a worker that died is taken over when its lease runs out", async () => {
    const kind = kindOf("lease");
    const ran: number[] = [];
    const dead = createWorker(deps, { id: "worker-dead", leaseMs: 600, handlers: { [kind]: async () => {} } });
    const alive = createWorker(depsOf(await connectAgain(database)), { id: "worker-alive", leaseMs: 600, handlers: { [kind]: async (_d, job) => void ran.push(job.attempt) } });
    const id = (await enqueue(database.db, { kind }))!;
    // the first worker claims the job and never gets to run it (killed)
    expect((await dead.claim(1)).map((j) => j.id)).toEqual([id]);
    expect(await jobRow(id)).toMatchObject({ state: "running", lockedBy: "worker-dead", attempts: 1 });
    expect(await alive.runDue()).toBe(0);
    await sleep(700);
    expect(await alive.runDue()).toBe(1);
    expect(ran).toEqual([2]);
    expect(await jobRow(id)).toMatchObject({ state: "done", attempts: 2, lockedBy: null });
  });

  it("a worker that lost its lease cannot overwrite the outcome of the worker that took over", async () => {
    const kind = kindOf("fence");
    let release!: () => void;
    const paused = new Promise<void>((r) => (release = r));
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    const slow = createWorker(deps, {
      id: "worker-slow",
      leaseMs: 60_000,
      handlers: {
        [kind]: async () => {
          started();
          await paused;
          throw new Error("the slow worker's late failure");
        },
      },
    });
    const other = createWorker(depsOf(await connectAgain(database)), { id: "worker-other", handlers: { [kind]: async () => ({ by: "other" }) } });
    const id = (await enqueue(database.db, { kind }))!;
    const slowRun = slow.runDue();
    await running;
    // the slow worker's renewals stopped reaching the database (a long pause): its lease runs out
    await database.db.update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(jobs.id, id));
    expect(await other.runDue()).toBe(1);
    release();
    await slowRun;
    expect(await jobRow(id)).toMatchObject({ state: "done", lastError: null, result: { by: "other" } });
  });

  it("a job whose worker died on its last attempt is dead, not run again", async () => {
    const kind = kindOf("poison");
    const dying = createWorker(deps, { id: "worker-dying", leaseMs: 500, handlers: { [kind]: async () => {} } });
    const id = (await enqueue(database.db, { kind, maxAttempts: 1 }))!;
    await dying.claim(1);
    await sleep(600);
    const ran: number[] = [];
    expect(await createWorker(deps, { handlers: { [kind]: async (_d, j) => void ran.push(j.id) } }).runDue()).toBe(0);
    expect(ran).toEqual([]);
    expect(await jobRow(id)).toMatchObject({ state: "dead", lastError: "the worker running the last attempt stopped before it ended" });
  });
});

describe("schedules and waking", () => {
  it("a schedule keeps one pending run, which writes the next when it finishes", async () => {
    const kind = kindOf("every");
    let runs = 0;
    const opts = { handlers: { [kind]: async () => void (runs += 1) }, schedules: [{ kind, everyMs: 400 }] };
    const a = createWorker(deps, opts);
    const b = createWorker(depsOf(await connectAgain(database)), opts);
    await Promise.all([a.runDue(), b.runDue()]);
    expect(runs).toBe(1);
    const pending = await database.db.select().from(jobs).where(sql`${jobs.kind} = ${kind} and ${jobs.state} = 'pending'`);
    expect(pending).toHaveLength(1);
    const wait = await msUntilRun(pending[0]!.id);
    expect(wait).toBeGreaterThan(200);
    expect(wait).toBeLessThanOrEqual(400);
    expect(await a.runDue()).toBe(0);
    await waitUntilDue(pending[0]!.id);
    expect(await b.runDue()).toBe(1);
    expect(runs).toBe(2);
  });

  it("a started worker runs a committed job at once, without waiting for its poll", async () => {
    const kind = kindOf("wake");
    let done!: (id: number) => void;
    const ran = new Promise<number>((r) => (done = r));
    const worker = createWorker(deps, { pollMs: 60_000, handlers: { [kind]: async (_d, job) => done(job.id) } });
    await worker.start();
    try {
      await sleep(100);
      const started = Date.now();
      const id = await database.db.transaction(async (tx) => enqueue(tx, { kind }));
      expect(await ran).toBe(id);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await worker.stop();
    }
  });
});
