/**
 * The back office's failed-jobs screen (/admin/jobs, owners: settings:write): the shapes of its
 * answers. A failed job is dead (out of attempts) or failing (waits for its next attempt).
 */

/** what the screen's filter offers */
export const JOB_STATES = ["dead", "failing"] as const;
export type FailedJobState = (typeof JOB_STATES)[number];

/** One row of admin/jobs. */
export interface AdminJobRow {
  id: number;
  /** the handler's name (`order.confirmation`, `push.send`, …) */
  kind: string;
  state: FailedJobState;
  attempts: number;
  maxAttempts: number;
  /** the last failure's message */
  lastError: string | null;
  /** when a failing job is tried again (ISO); null for a dead one */
  runAt: string | null;
  /** the order the job is about, when it is one */
  orderId: number | null;
  createdAt: string;
  updatedAt: string;
}
