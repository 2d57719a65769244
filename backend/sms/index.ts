/**
 * Outgoing SMS through a driver chosen by SMS_DRIVER:
 * - `log` (default): the message is written to the log and to the sms_outbox table, which the
 *   development outbox page (/dev/outbox) lists;
 * - `http`: the message is POSTed to SMS_HTTP_URL with SMS_HTTP_TEMPLATE, where `{mobile}`,
 *   `{text}` and `{id}` are replaced (JSON-escaped when the template is JSON, URL-encoded
 *   otherwise); the outbox keeps the delivery status with digits masked, never the code.
 *   `{id}` is the message's delivery id: the same for every attempt of one notice (a job's
 *   step), so a gateway that keeps client message ids can drop a repeat; empty for one-time codes.
 */
import { desc } from "drizzle-orm";
import type { Deps } from "../core/deps.ts";
import { PermanentJobError, type JobHandlers } from "../jobs/service.ts";
import { smsOutbox } from "../db/schema.ts";

export interface SmsMessage {
  /** digits with the country code: 994501234567 */
  mobile: string;
  text: string;
  /** the delivery id of a job's step (the same on every attempt), for the gateway's `{id}` */
  id?: string;
}

export interface SmsDriver {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export class SmsError extends Error {}

/** Fills the gateway template: JSON-escaped values for a JSON body, URL-encoded otherwise. */
export function fillTemplate(template: string, message: SmsMessage): { body: string; contentType: string } {
  const json = template.trim().startsWith("{") || template.trim().startsWith("[");
  const escape = json ? (v: string) => JSON.stringify(v).slice(1, -1) : encodeURIComponent;
  const body = template
    .replaceAll("{mobile}", escape(message.mobile))
    .replaceAll("{text}", escape(message.text))
    .replaceAll("{id}", escape(message.id ?? ""));
  return { body, contentType: json ? "application/json" : "application/x-www-form-urlencoded" };
}

/** "Your code is 123-456" → "Your code is ***-***": what the outbox keeps for real gateways. */
export function maskDigits(text: string): string {
  return text.replace(/\d/g, "*");
}

export function logDriver(deps: Deps): SmsDriver {
  return {
    name: "log",
    async send(message) {
      await deps.database.db.insert(smsOutbox).values({ mobile: message.mobile, text: message.text, driver: "log" });
      deps.log.info({ sms: { mobile: message.mobile, text: message.text } }, "sms (log driver)");
    },
  };
}

export function httpDriver(deps: Deps, fetcher: typeof fetch = fetch): SmsDriver {
  const url = deps.config.SMS_HTTP_URL;
  return {
    name: "http",
    async send(message) {
      if (!url) throw new SmsError("SMS_HTTP_URL is not set");
      const { body, contentType } = fillTemplate(deps.config.SMS_HTTP_TEMPLATE, message);
      let status = "sent";
      try {
        const response = await fetcher(url, {
          method: "POST",
          headers: { "content-type": contentType },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) status = `failed ${response.status}`;
      } catch (err) {
        status = "failed";
        deps.log.error({ err, mobile: message.mobile }, "sms gateway unreachable");
      }
      await deps.database.db
        .insert(smsOutbox)
        .values({ mobile: message.mobile, text: maskDigits(message.text), driver: "http", status });
      if (status !== "sent") throw new SmsError(`SMS gateway answered ${status}`);
    },
  };
}

const drivers = new WeakMap<Deps, SmsDriver>();

/** The configured driver (one per API instance; tests may install their own with setSmsDriver). */
export function smsDriver(deps: Deps): SmsDriver {
  let driver = drivers.get(deps);
  if (!driver) {
    driver = deps.config.SMS_DRIVER === "http" ? httpDriver(deps) : logDriver(deps);
    drivers.set(deps, driver);
  }
  return driver;
}

export function setSmsDriver(deps: Deps, driver: SmsDriver): void {
  drivers.set(deps, driver);
}

export function outboxEnabled(deps: Deps): boolean {
  return deps.config.DEV_OUTBOX ?? deps.config.NODE_ENV !== "production";
}

/** The latest messages of the outbox, newest first. */
export async function latestSms(deps: Deps, limit = 50) {
  const rows = await deps.database.db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(limit);
  return rows.map((r) => ({ id: r.id, mobile: r.mobile, text: r.text, driver: r.driver, status: r.status, createdAt: r.createdAt.toISOString() }));
}

/** A message that is not a one-time code and may wait for a gateway that is down: a job (ADR 0046). */
export const SMS_JOB = "sms.send";

/** The payload of an SMS job. */
export interface SmsJob {
  mobile: string;
  text: string;
}

export const smsHandlers: JobHandlers = {
  async [SMS_JOB](deps, job) {
    const { mobile, text } = job.payload as Partial<SmsJob>;
    if (typeof mobile !== "string" || typeof text !== "string") throw new PermanentJobError("the job names no mobile and text");
    await job.step("sms", (id) => smsDriver(deps).send({ mobile, text, id }));
  },
};
