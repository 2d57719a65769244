/**
 * The tables the jobs module owns (only this module writes them; see docs/architecture.md,
 * "Module ownership"). backend/db/schema.ts re-exports them for drizzle-kit and the queries.
 */
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "../db/columns.ts";

/**
 * pending: waits for `run_at` (a failed attempt waits here for its retry, with `last_error`);
 * running: claimed by `locked_by` until `locked_until` (a lease the worker renews while it runs);
 * done: finished; dead: out of attempts, waits for someone to retry it by hand.
 */
export type JobState = "pending" | "running" | "done" | "dead";

/** Work to do after a commit: written in the transaction of the change that causes it (backend/jobs/service.ts). */
export const jobs = pgTable(
  "jobs",
  {
    id: serial("id").primaryKey(),
    /** what to run: the name of a handler (`order.notice`, `push.send`, …) */
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    state: text("state").$type<JobState>().notNull().default("pending"),
    /** attempts started so far (a claim counts one) */
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(10),
    /** when a pending job may run next */
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    /** the worker running it (host:pid:random) and how long its lease lasts */
    lockedBy: text("locked_by"),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** the last failure's message */
    lastError: text("last_error"),
    /** at most one pending or running job per key (schedules, a change that must not queue twice) */
    dedupeKey: text("dedupe_key"),
    /** what a finished job reports (a push send's counts), or its progress so far */
    result: jsonb("result").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("jobs_due_idx").on(t.state, t.runAt),
    index("jobs_lease_idx").on(t.lockedUntil).where(sql`state = 'running'`),
    uniqueIndex("jobs_dedupe_idx").on(t.dedupeKey).where(sql`state in ('pending', 'running')`),
  ],
);

/**
 * The steps of a job that have been delivered (one SMS, one e-mail of a notice): a retry after a
 * failure or a crash skips them, so what a gateway accepted is not sent again.
 */
export const jobSteps = pgTable(
  "job_steps",
  {
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    step: text("step").notNull(),
    doneAt: timestamp("done_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.step] })],
);
