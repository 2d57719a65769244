/**
 * Durable jobs, the public face for other modules (ADR 0046):
 * - `enqueue(tx, job)` writes a job in the caller's transaction: it exists, and runs, only when
 *   that transaction commits; a NOTIFY in the same transaction wakes every process's worker at
 *   the commit;
 * - the back office's list of dead and failing jobs and its retry (`failedJobs`, `retryJob`);
 * - the handler types the worker (worker.ts) runs jobs with.
 *
 * A job runs at least once: a process killed during a job leaves it to another worker once the
 * lease runs out. What a handler delivers goes through `step` (recorded in job_steps), so a
 * retry does not send again what a gateway already accepted; only a crash between the gateway's
 * acceptance and that record can repeat a step, and the step's `deliveryId` lets a gateway that
 * keeps message ids drop the repeat.
 */
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Deps } from "../core/deps.ts";
import type { Db } from "../db/client.ts";
import { jobs, type JobState } from "../db/schema.ts";

export type { JobState };

/** The NOTIFY channel a committed job is announced on. */
export const JOBS_CHANNEL = "bazaar_jobs";

/** The most attempts a job gets unless it asks for another number: with the default backoff about two and a half hours of retrying. */
export const DEFAULT_MAX_ATTEMPTS = 12;

/** A transaction (or the database, for a job that belongs to no change). */
export type JobWriter = Pick<Db, "insert" | "execute">;

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  /** not before this moment (default: at once) */
  runAt?: Date;
  /** at most one pending or running job per key: a second enqueue of the key is dropped */
  dedupeKey?: string;
  maxAttempts?: number;
}

/** Writes a job in the caller's transaction. Answers its id, or null when its dedupe key is already queued. */
export async function enqueue(tx: JobWriter, job: NewJob): Promise<number | null> {
  const [row] = await tx
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload ?? {},
      maxAttempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      dedupeKey: job.dedupeKey ?? null,
      ...(job.runAt ? { runAt: job.runAt } : {}),
    })
    .onConflictDoNothing({ target: jobs.dedupeKey, where: sql`state in ('pending', 'running')` })
    .returning({ id: jobs.id });
  // delivered at the commit only (never after a rollback): the workers of every process wake up
  if (row) await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${job.kind})`);
  return row?.id ?? null;
}

/** What a handler gets besides the dependencies. */
export interface JobContext {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  /** 1 on the first run */
  attempt: number;
  /** what an earlier attempt saved with `progress` (null: nothing) */
  saved: Record<string, unknown> | null;
  /**
   * Runs `deliver` unless an earlier attempt of this job finished the step already; the step is
   * recorded as soon as `deliver` resolves.
   */
  step(name: string, deliver: (deliveryId: string) => Promise<void>): Promise<void>;
  /** keeps a progress record for the next attempt (and as the result while it runs) */
  progress(saved: Record<string, unknown>): Promise<void>;
}

/** Runs one job; a throw fails the attempt (retried with backoff); the value is kept as the job's result. */
export type JobHandler = (deps: Deps, job: JobContext) => Promise<Record<string, unknown> | void>;

export type JobHandlers = Readonly<Record<string, JobHandler>>;

/** A failure no retry can mend (a payload that does not describe a job): the job goes dead at once. */
export class PermanentJobError extends Error {}

/** A job as the back office lists it. */
export interface FailedJob {
  id: number;
  kind: string;
  state: JobState;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  /** when it runs next (a failing job), null for a dead one */
  runAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The condition of the failed-jobs list: dead, or pending after at least one failed attempt. */
export function failedJobsWhere(): SQL {
  return sql`(${jobs.state} = 'dead' or (${jobs.state} = 'pending' and ${jobs.attempts} > 0 and ${jobs.lastError} is not null))`;
}

export type RetryResult = { kind: "ok"; job: FailedJob } | { kind: "not_found" } | { kind: "not_failed"; state: JobState };

/**
 * Puts a dead or failing job back to run at once, with a fresh count of attempts (the last error
 * stays until it succeeds). Running and done jobs are left alone. `inTransaction` runs in the
 * same transaction (the back office's audit record).
 */
export async function retryJob(
  deps: Pick<Deps, "database">,
  id: number,
  inTransaction?: (tx: Pick<Db, "insert">, before: { state: JobState; attempts: number }) => Promise<void>,
): Promise<RetryResult> {
  return deps.database.db.transaction(async (tx) => {
    const [before] = await tx.select({ state: jobs.state, attempts: jobs.attempts }).from(jobs).where(eq(jobs.id, id)).for("update");
    if (!before) return { kind: "not_found" as const };
    if (before.state !== "dead" && before.state !== "pending") return { kind: "not_failed" as const, state: before.state };
    const [row] = await tx
      .update(jobs)
      .set({ state: "pending", attempts: 0, runAt: sql`now()`, finishedAt: null, lockedBy: null, lockedUntil: null, updatedAt: sql`now()` })
      .where(and(eq(jobs.id, id), inArray(jobs.state, ["dead", "pending"])))
      .returning();
    if (!row) return { kind: "not_failed" as const, state: before.state };
    if (inTransaction) await inTransaction(tx, before);
    await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${row.kind})`);
    return { kind: "ok" as const, job: failedJobOf(row) };
  });
}

export function failedJobOf(row: typeof jobs.$inferSelect): FailedJob {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    lastError: row.lastError,
    runAt: row.state === "pending" ? row.runAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Days a finished job (and its delivered steps) is kept before the cleanup schedule removes it. */
export const KEEP_DONE_DAYS = 7;

/** The jobs module's own timed work: finished jobs older than KEEP_DONE_DAYS go. */
export const JOBS_CLEANUP = "jobs.cleanup";

export const jobsHandlers: JobHandlers = {
  [JOBS_CLEANUP]: async (deps) => {
    const removed = await deps.database.db
      .delete(jobs)
      .where(and(eq(jobs.state, "done"), sql`${jobs.finishedAt} < now() - make_interval(days => ${KEEP_DONE_DAYS})`))
      .returning({ id: jobs.id });
    return { removed: removed.length };
  },
};

/** One job as it stands (null: no such job, or one of another kind). */
export async function jobOf(deps: Pick<Deps, "database">, id: number, kind: string): Promise<typeof jobs.$inferSelect | null> {
  const [row] = await deps.database.db.select().from(jobs).where(and(eq(jobs.id, id), eq(jobs.kind, kind))).limit(1);
  return row ?? null;
}
