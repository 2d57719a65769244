/**
 * Every job the shop runs and its timed work, gathered for the worker each process starts
 * (backend/index.ts; ADR 0046). The handlers live with their modules; this file only lists them,
 * so no module needs to import another's handlers.
 */
import type { JobHandlers } from "./jobs/service.ts";
import { JOBS_CLEANUP, jobsHandlers } from "./jobs/service.ts";
import type { Schedule } from "./jobs/worker.ts";
import { noticeHandlers } from "./orders/service.ts";
import { HOLD_SWEEP, expireHolds } from "./orders/state.ts";
import { paymentStatus } from "./payments/index.ts";
import { pushHandlers } from "./push/service.ts";
import { smsHandlers } from "./sms/index.ts";

/** how often unpaid card orders whose hold ran out are cancelled, and finished jobs cleaned up */
export const SCHEDULES: readonly Schedule[] = [
  { kind: HOLD_SWEEP, everyMs: 60_000 },
  { kind: JOBS_CLEANUP, everyMs: 60 * 60_000 },
];

export const JOB_HANDLERS: JobHandlers = {
  ...jobsHandlers,
  // the order confirmation, the staff's new-order notice and the shopper's status notices
  ...noticeHandlers,
  // other SMS that may wait for the gateway (the back office's reset link)
  ...smsHandlers,
  // the back office's push notifications, in batches that a retry goes on from
  ...pushHandlers,
  // card and installment orders hold stock; the holds that ran out are released (a hosted-page payment is asked first)
  [HOLD_SWEEP]: async (deps) => ({ expired: await expireHolds(deps, undefined, undefined, paymentStatus) }),
};
