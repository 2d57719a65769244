/**
 * Outgoing e-mail through a driver chosen by EMAIL_DRIVER (default: `smtp` when SMTP_URL is set,
 * else `log`):
 * - `log`: the message is written to the log and to the email_outbox table, which the
 *   development outbox page (/dev/outbox) lists; nothing leaves the machine;
 * - `smtp`: the message is sent with nodemailer to SMTP_URL (`smtp://user:pass@host:587`,
 *   `smtps://…:465`) from EMAIL_FROM; the outbox keeps a delivery record (sent / failed).
 * A failed send throws EmailError; callers that must not fail (order notices) catch and log it.
 */
import { desc } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Deps } from "../core/deps.ts";
import { emailOutbox } from "../db/schema.ts";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** a complete, escaped HTML body */
  html: string;
  /** the delivery id of a job's step (the same on every attempt): the SMTP driver's Message-ID, so a repeat can be recognised */
  id?: string;
}

export interface EmailDriver {
  readonly name: string;
  send(message: EmailMessage): Promise<void>;
}

export class EmailError extends Error {}

/** What the SMTP driver needs of a nodemailer transport (tests pass a fake). */
export interface MailTransport {
  sendMail(mail: { from: string; to: string; subject: string; text: string; html: string; messageId?: string }): Promise<unknown>;
}

export type TransportFactory = (url: string) => MailTransport;

const nodemailerTransport: TransportFactory = (url) => nodemailer.createTransport(url);

/** The SITE_URL host as a mail domain (`localhost` becomes `localhost.localdomain`). */
function senderHost(deps: Deps): string {
  const host = new URL(deps.config.SITE_URL).hostname;
  return host.includes(".") ? host : `${host}.localdomain`;
}

/** EMAIL_FROM, else "<SITE_TITLE or Bazaar>" <no-reply@the SITE_URL host>. */
export function senderOf(deps: Deps): string {
  if (deps.config.EMAIL_FROM) return deps.config.EMAIL_FROM;
  return `"Bazaar" <no-reply@${senderHost(deps)}>`;
}

export function logEmailDriver(deps: Deps): EmailDriver {
  return {
    name: "log",
    async send(message) {
      await deps.database.db.insert(emailOutbox).values({ to: message.to, subject: message.subject, text: message.text, driver: "log" });
      deps.log.info({ email: { to: message.to, subject: message.subject, text: message.text } }, "email (log driver)");
    },
  };
}

export function smtpEmailDriver(deps: Deps, createTransport: TransportFactory = nodemailerTransport): EmailDriver {
  const url = deps.config.SMTP_URL;
  let transport: MailTransport | null = null;
  return {
    name: "smtp",
    async send(message) {
      if (!url) throw new EmailError("SMTP_URL is not set");
      transport ??= createTransport(url);
      let status = "sent";
      try {
        await transport.sendMail({
          from: senderOf(deps),
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.id ? { messageId: `<${message.id}@${senderHost(deps)}>` } : {}),
        });
      } catch (err) {
        status = "failed";
        deps.log.error({ err, to: message.to }, "smtp send failed");
      }
      await deps.database.db.insert(emailOutbox).values({ to: message.to, subject: message.subject, text: message.text, driver: "smtp", status });
      if (status !== "sent") throw new EmailError("the mail server refused the message");
    },
  };
}

/** The driver the configuration names (EMAIL_DRIVER, else smtp when SMTP_URL is set, else log). */
export function selectEmailDriver(deps: Deps, createTransport?: TransportFactory): EmailDriver {
  const name = deps.config.EMAIL_DRIVER ?? (deps.config.SMTP_URL ? "smtp" : "log");
  return name === "smtp" ? smtpEmailDriver(deps, createTransport) : logEmailDriver(deps);
}

const drivers = new WeakMap<Deps, EmailDriver>();

/** The configured driver (one per API instance; tests may install their own with setEmailDriver). */
export function emailDriver(deps: Deps): EmailDriver {
  let driver = drivers.get(deps);
  if (!driver) {
    driver = selectEmailDriver(deps);
    drivers.set(deps, driver);
  }
  return driver;
}

export function setEmailDriver(deps: Deps, driver: EmailDriver): void {
  drivers.set(deps, driver);
}

/** The latest e-mails of the outbox, newest first (the development outbox page). */
export async function latestEmails(deps: Deps, limit = 50) {
  const rows = await deps.database.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(limit);
  return rows.map((r) => ({ id: r.id, to: r.to, subject: r.subject, text: r.text, driver: r.driver, status: r.status, createdAt: r.createdAt.toISOString() }));
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}
