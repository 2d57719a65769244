/**
 * The job worker every shop process runs (ADR 0046). It claims due jobs with one UPDATE over a
 * `FOR UPDATE SKIP LOCKED` selection, so of several processes on one PostgreSQL each job goes to
 * exactly one; the claim is a lease (`locked_until`) that the worker renews while the handler
 * runs. A process killed meanwhile stops renewing, and once the lease has run out another worker
 * takes the job over. The end of an attempt is written only by the lease's holder, so a worker
 * that lost its lease (a long pause) cannot undo the new holder's work.
 *
 * A failed attempt waits `JOBS_BACKOFF_MS × 2^(attempt-1)` (±20 %, at most JOBS_BACKOFF_MAX_MS)
 * and is tried again; after its last attempt (or a PermanentJobError) the job is dead until the
 * back office retries it. All times come from the database's clock.
 *
 * Schedules (timed work such as the hold expiry) are jobs too: one pending row per schedule
 * (its dedupe key), which writes its next run when it finishes.
 *
 * The worker wakes when a job is committed (NOTIFY on `bazaar_jobs`) and otherwise looks every
 * JOBS_POLL_MS; a database that is away only delays the jobs.
 */
import { hostname } from "node:os";
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Deps } from "../core/deps.ts";
import { textArray } from "../core/sql.ts";
import { jobSteps, jobs } from "../db/schema.ts";
import { DEFAULT_MAX_ATTEMPTS, JOBS_CHANNEL, PermanentJobError, type JobContext, type JobHandlers } from "./service.ts";

/** Timed work: the handler of `kind` runs every `everyMs`. */
export interface Schedule {
  kind: string;
  everyMs: number;
}

export interface WorkerOptions {
  handlers: JobHandlers;
  schedules?: readonly Schedule[];
  /** defaults from the configuration (JOBS_*) */
  pollMs?: number;
  leaseMs?: number;
  concurrency?: number;
  backoffMs?: number;
  backoffMaxMs?: number;
  /** the worker's name in `locked_by` (default host:pid:random) */
  id?: string;
}

export interface JobWorker {
  readonly id: string;
  /** listens for committed jobs and looks for due ones until stopped */
  start(): Promise<void>;
  /** claims what is due now (up to the free slots) and waits until those attempts end; answers how many ran */
  runDue(): Promise<number>;
  /** runDue until nothing is due */
  drain(maxRounds?: number): Promise<number>;
  /** claims up to `limit` due jobs without running them (a test's stand-in for a worker that dies holding them) */
  claim(limit: number): Promise<ClaimedJob[]>;
  /** stops looking and waits for the attempts that run */
  stop(): Promise<void>;
}

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
  dedupe_key: string | null;
  result: Record<string, unknown> | null;
}

const SCHEDULE_PREFIX = "schedule:";
/** how often the schedules' rows are made sure of (a schedule's row ends dead only after all its attempts failed) */
const ENSURE_EVERY_MS = 60_000;
const ERROR_MAX = 2_000;

/** The wait before attempt `attempt + 1`: base × 2^(attempt-1), capped, ±20 % so retries of many jobs spread. */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const plain = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(Math.min(maxMs, plain * (0.8 + 0.4 * random())));
}

function messageOf(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.length > ERROR_MAX ? `${text.slice(0, ERROR_MAX - 1)}…` : text;
}

export function createWorker(deps: Deps, opts: WorkerOptions): JobWorker {
  const { database, config, log } = deps;
  const id = opts.id ?? `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
  const pollMs = opts.pollMs ?? config.JOBS_POLL_MS;
  const leaseMs = opts.leaseMs ?? config.JOBS_LEASE_MS;
  const concurrency = opts.concurrency ?? config.JOBS_CONCURRENCY;
  const backoffMs = opts.backoffMs ?? config.JOBS_BACKOFF_MS;
  const backoffMaxMs = opts.backoffMaxMs ?? config.JOBS_BACKOFF_MAX_MS;
  const schedules = new Map((opts.schedules ?? []).map((s) => [s.kind, s]));
  const kinds = textArray(Object.keys(opts.handlers));
  const running = new Set<Promise<void>>();
  /** started: looking by itself (start); runDue and drain alone never leave work running behind them */
  let started = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let ticking = false;
  let again = false;
  let lastEnsure = 0;
  let failing = false;

  /** Dead: a running job whose lease ran out after its last attempt (its worker died each time). */
  async function buryAbandoned(): Promise<void> {
    await database.query(sql`
      update jobs set state = 'dead', finished_at = now(), updated_at = now(), locked_by = null, locked_until = null,
        last_error = coalesce(last_error || ' · ', '') || 'the worker running the last attempt stopped before it ended'
      where state = 'running' and locked_until < now() and attempts >= max_attempts`);
  }

  async function ensureSchedules(): Promise<void> {
    for (const s of schedules.values()) {
      // no NOTIFY: a schedule's first run needs no other process to wake
      await database.db
        .insert(jobs)
        .values({ kind: s.kind, dedupeKey: `${SCHEDULE_PREFIX}${s.kind}`, maxAttempts: DEFAULT_MAX_ATTEMPTS })
        .onConflictDoNothing({ target: jobs.dedupeKey, where: sql`state in ('pending', 'running')` });
    }
  }

  async function claim(limit: number): Promise<ClaimedJob[]> {
    if (limit <= 0) return [];
    return database.query<ClaimedJob>(sql`
      with due as (
        select id from jobs
        where kind = any(${kinds})
          and ((state = 'pending' and run_at <= now())
            or (state = 'running' and locked_until < now() and attempts < max_attempts))
        order by run_at, id
        limit ${limit}
        for update skip locked
      )
      update jobs set state = 'running', attempts = jobs.attempts + 1, locked_by = ${id},
        locked_until = now() + make_interval(secs => ${leaseMs / 1000}), updated_at = now()
      from due where jobs.id = due.id
      returning jobs.id, jobs.kind, jobs.payload, jobs.attempts, jobs.max_attempts, jobs.dedupe_key, jobs.result`);
  }

  const mine = (jobId: number) => and(eq(jobs.id, jobId), eq(jobs.state, "running"), eq(jobs.lockedBy, id));

  async function finish(job: ClaimedJob, result: Record<string, unknown> | void): Promise<void> {
    const done = await database.db.transaction(async (tx) => {
      const [row] = await tx
        .update(jobs)
        .set({
          state: "done",
          finishedAt: sql`now()`,
          updatedAt: sql`now()`,
          lockedBy: null,
          lockedUntil: null,
          lastError: null,
          ...(result ? { result } : {}),
        })
        .where(mine(job.id))
        .returning({ id: jobs.id });
      if (!row) return false;
      const schedule = job.dedupe_key?.startsWith(SCHEDULE_PREFIX) ? schedules.get(job.kind) : undefined;
      if (schedule) {
        await tx
          .insert(jobs)
          .values({ kind: job.kind, dedupeKey: job.dedupe_key, maxAttempts: job.max_attempts, runAt: sql`now() + make_interval(secs => ${schedule.everyMs / 1000})` })
          .onConflictDoNothing({ target: jobs.dedupeKey, where: sql`state in ('pending', 'running')` });
      }
      return true;
    });
    if (!done) log.warn({ jobId: job.id, kind: job.kind, worker: id }, "job finished after its lease was taken over: the other worker's outcome stands");
  }

  async function fail(job: ClaimedJob, err: unknown): Promise<void> {
    const dead = err instanceof PermanentJobError || job.attempts >= job.max_attempts;
    const delay = backoffDelay(job.attempts, backoffMs, backoffMaxMs);
    const [row] = await database.db
      .update(jobs)
      .set({
        state: dead ? "dead" : "pending",
        lastError: messageOf(err),
        lockedBy: null,
        lockedUntil: null,
        updatedAt: sql`now()`,
        ...(dead ? { finishedAt: sql`now()` } : { runAt: sql`now() + make_interval(secs => ${delay / 1000})` }),
      })
      .where(mine(job.id))
      .returning({ id: jobs.id });
    if (!row) return;
    const fields = { err: { message: messageOf(err) }, jobId: job.id, kind: job.kind, attempt: job.attempts };
    if (dead) log.error(fields, "job is dead after its last attempt");
    else log.warn({ ...fields, retryInMs: delay }, "job attempt failed, retried later");
  }

  function contextOf(job: ClaimedJob): JobContext {
    return {
      id: job.id,
      kind: job.kind,
      payload: job.payload ?? {},
      attempt: job.attempts,
      saved: job.result,
      async step(name, deliver) {
        const [done] = await database.db
          .select({ step: jobSteps.step })
          .from(jobSteps)
          .where(and(eq(jobSteps.jobId, job.id), eq(jobSteps.step, name)))
          .limit(1);
        if (done) return;
        await deliver(`bazaar-job-${job.id}-${name}`);
        await database.db.insert(jobSteps).values({ jobId: job.id, step: name }).onConflictDoNothing();
      },
      async progress(saved) {
        job.result = saved;
        await database.db.update(jobs).set({ result: saved, updatedAt: sql`now()` }).where(mine(job.id));
      },
    };
  }

  async function attempt(job: ClaimedJob): Promise<void> {
    const handler = opts.handlers[job.kind];
    // renew the lease while the handler runs (a third of the lease, so two renewals can be missed)
    const renew = setInterval(() => {
      database.db
        .update(jobs)
        .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
        .where(mine(job.id))
        .catch((err: unknown) => log.warn({ err, jobId: job.id }, "job lease renewal failed"));
    }, Math.max(100, Math.floor(leaseMs / 3)));
    renew.unref?.();
    try {
      let result: Record<string, unknown> | void;
      try {
        if (!handler) throw new PermanentJobError(`no handler for job kind ${job.kind}`);
        result = await handler(deps, contextOf(job));
      } catch (err) {
        await fail(job, err);
        return;
      }
      await finish(job, result);
    } catch (err) {
      // the database went away between the attempt and its record: the lease runs out and the job runs again
      log.warn({ err, jobId: job.id }, "job outcome could not be written");
    } finally {
      clearInterval(renew);
    }
  }

  function track(job: ClaimedJob): Promise<void> {
    const p = attempt(job).finally(() => {
      running.delete(p);
      schedule(0);
    });
    running.add(p);
    return p;
  }

  async function housekeeping(): Promise<void> {
    await buryAbandoned();
    if (schedules.size && Date.now() - lastEnsure >= ENSURE_EVERY_MS) {
      await ensureSchedules();
      lastEnsure = Date.now();
    }
  }

  async function runDue(): Promise<number> {
    await housekeeping();
    const claimed = await claim(concurrency - running.size);
    await Promise.all(claimed.map(track));
    return claimed.length;
  }

  async function tick(): Promise<void> {
    if (!started || stopped) return;
    if (ticking) {
      again = true;
      return;
    }
    ticking = true;
    try {
      do {
        again = false;
        await housekeeping();
        const claimed = await claim(concurrency - running.size);
        for (const job of claimed) void track(job);
        if (claimed.length === concurrency) again = true;
      } while (again && !stopped && running.size < concurrency);
      if (failing) log.info("job worker reaches the database again");
      failing = false;
    } catch (err) {
      if (!failing) log.warn({ err: { message: messageOf(err) } }, "job worker cannot reach the database: jobs wait");
      failing = true;
    } finally {
      ticking = false;
      schedule(pollMs);
    }
  }

  function schedule(ms: number): void {
    if (!started || stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      void tick();
    }, ms);
    timer.unref?.();
  }

  return {
    id,
    async start() {
      started = true;
      stopped = false;
      try {
        unlisten = await database.listen(JOBS_CHANNEL, () => schedule(0), { onRestored: () => schedule(0) });
      } catch (err) {
        log.warn({ err }, "job worker could not listen for new jobs: it looks every JOBS_POLL_MS");
      }
      schedule(0);
    },
    runDue,
    async drain(maxRounds = 100) {
      let total = 0;
      for (let round = 0; round < maxRounds; round += 1) {
        const n = await runDue();
        if (n === 0) break;
        total += n;
      }
      return total;
    },
    claim,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await unlisten?.().catch(() => {});
      unlisten = undefined;
      await Promise.allSettled([...running]);
    },
  };
}
