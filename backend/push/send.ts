/**
 * Sending Web Push notifications to the stored subscribers (RFC 8030/8291 with VAPID) through
 * the `web-push` package. Nothing is sent unless both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY
 * are configured. Subscriptions the push service reports gone (404/410) are deleted.
 *
 * The operator sends with `npm run push` (scripts/push.ts, backend/push/command.ts).
 * The payload carries the subscriber id so the service worker can report the opened link
 * with `push-notifications/url-visited/{id}`.
 */
import type { Agent } from "node:https";
import { and, asc, count, eq, gt, inArray } from "drizzle-orm";
import type { BackendConfig } from "../config.ts";
import type { Deps } from "../core/deps.ts";
import { PermanentJobError, type JobHandlers } from "../jobs/service.ts";
import { pushSubscribers, type Lang } from "../db/schema.ts";

export interface PushMessage {
  title: string;
  body: string;
  /** site path or absolute URL opened by the notification's 'View' action */
  url: string;
  icon?: string;
  image?: string;
}

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The one function of web-push used here (tests pass a fake). */
export type SendNotification = (
  subscription: PushTarget,
  payload: string,
  options: { vapidDetails: { subject: string; publicKey: string; privateKey: string }; TTL: number; agent?: Agent },
) => Promise<{ statusCode: number }>;

export interface PushReport {
  /** false when VAPID keys are not configured (nothing was tried) */
  enabled: boolean;
  sent: number;
  failed: number;
  removed: number;
  /** failures without an answer from the push service (it was not reached) */
  unreachable: number;
  /** the last subscriber id tried (null: none), where a following batch (`afterId`) goes on */
  lastId: number | null;
}

export function pushEnabled(config: Pick<BackendConfig, "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY">): boolean {
  return Boolean(config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY);
}

/** VAPID subject: the shop's https URL, else a mailto address on its host name. */
export function vapidSubject(siteUrl: string): string {
  const url = new URL(siteUrl);
  if (url.protocol === "https:" && url.hostname !== "localhost") return url.origin;
  return `mailto:shop@${url.hostname === "localhost" ? "example.com" : url.hostname}`;
}

/** PUSH_DRIVER=log: each notification is written to the log and counted as delivered; nothing leaves the machine. */
export function logSender(log: Deps["log"]): SendNotification {
  return async (subscription, payload, options) => {
    log.info({ push: { endpoint: subscription.endpoint, payload, ttl: options.TTL } }, "push (log driver)");
    return { statusCode: 201 };
  };
}

async function defaultSender(): Promise<SendNotification> {
  const webpush = await import("web-push");
  const lib = (webpush as unknown as { default?: typeof webpush }).default ?? webpush;
  return (subscription, payload, options) => lib.sendNotification(subscription, payload, options);
}

const senders = new WeakMap<object, SendNotification>();

/** The transport of one API instance's sends (tests install a fake; default: PUSH_DRIVER). */
export function setPushSender(deps: object, send: SendNotification): void {
  senders.set(deps, send);
}

/**
 * Sends one message to every subscriber (optionally only those of one language or the given
 * ids; with `afterId` and `limit` one batch of them in id order), a few at a time. Answers how
 * many were sent, failed and removed.
 */
export async function sendPush(
  deps: Pick<Deps, "database" | "config" | "log">,
  message: PushMessage,
  opts: { lang?: Lang; ids?: number[]; afterId?: number; limit?: number; send?: SendNotification; ttlSeconds?: number; concurrency?: number; agent?: Agent } = {},
): Promise<PushReport> {
  const { config, database, log } = deps;
  const report: PushReport = { enabled: pushEnabled(config), sent: 0, failed: 0, removed: 0, unreachable: 0, lastId: null };
  if (!report.enabled) return report;

  const send = opts.send ?? senders.get(deps) ?? (config.PUSH_DRIVER === "log" ? logSender(log) : await defaultSender());
  const vapidDetails = {
    subject: vapidSubject(config.SITE_URL),
    publicKey: config.VAPID_PUBLIC_KEY as string,
    privateKey: config.VAPID_PRIVATE_KEY as string,
  };
  const where = and(
    opts.ids ? inArray(pushSubscribers.id, opts.ids) : opts.lang ? eq(pushSubscribers.lang, opts.lang) : undefined,
    opts.afterId !== undefined ? gt(pushSubscribers.id, opts.afterId) : undefined,
  );
  const query = database.db.select().from(pushSubscribers).where(where).orderBy(asc(pushSubscribers.id));
  const subscribers = opts.limit !== undefined ? await query.limit(opts.limit) : await query;
  report.lastId = subscribers.at(-1)?.id ?? null;

  const gone: number[] = [];
  const queue = [...subscribers];
  const worker = async () => {
    for (let s = queue.shift(); s; s = queue.shift()) {
      const payload = JSON.stringify({ ...message, id: s.id });
      try {
        await send({ endpoint: s.endpoint, keys: s.keys }, payload, {
          vapidDetails,
          TTL: opts.ttlSeconds ?? 60 * 60 * 24,
          ...(opts.agent ? { agent: opts.agent } : {}),
        });
        report.sent += 1;
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) gone.push(s.id);
        else {
          report.failed += 1;
          if (status === undefined) report.unreachable += 1;
          log.warn({ err, subscriber: s.id, status }, "push notification failed");
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? 5) }, worker));
  if (gone.length) {
    await database.db.delete(pushSubscribers).where(inArray(pushSubscribers.id, gone));
    report.removed = gone.length;
  }
  return report;
}

/** How many subscribers a message would reach: all of them and per language. */
export async function subscriberCounts(database: Deps["database"]): Promise<Record<"all" | Lang, number>> {
  const rows = await database.db.select({ lang: pushSubscribers.lang, n: count() }).from(pushSubscribers).groupBy(pushSubscribers.lang);
  const counts = { all: 0, az: 0, en: 0, ru: 0 };
  for (const row of rows) {
    const n = Number(row.n);
    counts.all += n;
    if (row.lang in counts) counts[row.lang as Lang] += n;
  }
  return counts;
}

/** A notification to many subscribers as a job (the back office's send): the payload. */
export interface PushJob {
  title: string;
  body: string;
  url: string;
  /** one language's subscribers; absent: everyone */
  lang?: Lang;
  ttl: number;
  /** subscribers it was meant for when it was queued */
  total: number;
  /** subscribers per batch (default PUSH_BATCH) */
  batch?: number;
}

export const PUSH_JOB = "push.send";

/** Subscribers per batch: the job's progress is kept after each, so a retry goes on from there. */
export const PUSH_BATCH = 200;

export interface PushProgress extends Record<string, unknown> {
  total: number;
  afterId: number;
  sent: number;
  failed: number;
  removed: number;
}

/** The push job's handler (listed for the worker by backend/job-handlers.ts). */
export const pushHandlers: JobHandlers = {
  async [PUSH_JOB](deps, job) {
    const p = job.payload as unknown as PushJob;
    if (typeof p.title !== "string" || typeof p.body !== "string" || typeof p.url !== "string") throw new PermanentJobError("the job carries no notification");
    if (!pushEnabled(deps.config)) throw new PermanentJobError("Web Push is not configured: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set");
    const saved = job.saved as PushProgress | null;
    const progress: PushProgress = saved ?? { total: p.total ?? 0, afterId: 0, sent: 0, failed: 0, removed: 0 };
    for (;;) {
      const batch = await sendPush(deps, { title: p.title, body: p.body, url: p.url }, { lang: p.lang, ttlSeconds: p.ttl, afterId: progress.afterId, limit: p.batch ?? PUSH_BATCH });
      if (batch.lastId === null) break;
      const tried = batch.sent + batch.failed + batch.removed;
      // nothing of the batch reached a push service: it is tried again later from here
      if (tried > 0 && batch.unreachable === tried) throw new Error(`no push service answered for ${tried} subscribers`);
      progress.afterId = batch.lastId;
      progress.sent += batch.sent;
      progress.failed += batch.failed;
      progress.removed += batch.removed;
      await job.progress(progress);
    }
    return progress;
  },
};
