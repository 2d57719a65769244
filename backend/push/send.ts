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
import { asc, count, eq, inArray } from "drizzle-orm";
import type { BackendConfig } from "../config.ts";
import type { Deps } from "../core/deps.ts";
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

/**
 * Sends one message to every subscriber (optionally only those of one language or the given
 * ids), a few at a time. Answers how many were sent, failed and removed.
 */
export async function sendPush(
  deps: Pick<Deps, "database" | "config" | "log">,
  message: PushMessage,
  opts: { lang?: Lang; ids?: number[]; send?: SendNotification; ttlSeconds?: number; concurrency?: number; agent?: Agent } = {},
): Promise<PushReport> {
  const { config, database, log } = deps;
  const report: PushReport = { enabled: pushEnabled(config), sent: 0, failed: 0, removed: 0 };
  if (!report.enabled) return report;

  const send = opts.send ?? (config.PUSH_DRIVER === "log" ? logSender(log) : await defaultSender());
  const vapidDetails = {
    subject: vapidSubject(config.SITE_URL),
    publicKey: config.VAPID_PUBLIC_KEY as string,
    privateKey: config.VAPID_PRIVATE_KEY as string,
  };
  const where = opts.ids ? inArray(pushSubscribers.id, opts.ids) : opts.lang ? eq(pushSubscribers.lang, opts.lang) : undefined;
  const subscribers = await database.db.select().from(pushSubscribers).where(where).orderBy(asc(pushSubscribers.id));

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
