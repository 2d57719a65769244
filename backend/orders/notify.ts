/**
 * The order notices, sent by jobs after the change that causes them has committed (ADR 0046;
 * the jobs are written by the events' subscribers, subscribers.ts):
 * - the confirmation (`order.confirmation`: SMS, and an e-mail with the lines when the order has
 *   an address) when a cash order is placed or a card payment is approved;
 * - the staff's new-order notice (`order.staffNotice`: STAFF_NOTIFY_MOBILES, STAFF_NOTIFY_EMAILS)
 *   at the same moments;
 * - a status notice (`order.statusNotice`: SMS, and an e-mail when the order has one) after a
 *   staff transition: confirmed, being packed, on its way, ready at the store, delivered,
 *   cancelled (with the refund line when a paid card order's money goes back).
 * Each message is a step of its job: a gateway's failure fails the attempt, which is retried
 * later without sending again what already went; each message carries the step's delivery id.
 */
import { asc, eq } from "drizzle-orm";
import type { Deps } from "../core/deps.ts";
import { PermanentJobError, type JobContext, type JobHandlers } from "../jobs/service.ts";
import { orderSummaryView } from "./service.ts";
import { formatManat, manatAmount } from "../core/money.ts";
import { isValidEmail, normalizeMobile, translateMessage } from "../core/validators.ts";
import { orderLines, orders, type Lang, type OrderStatus } from "../db/schema.ts";
import { emailDriver, escapeHtml, type EmailMessage } from "../email/index.ts";
import { smsDriver } from "../sms/index.ts";
import { ORDERS_MSG } from "./messages.ts";
import { NOTICE_TEXTS, fill, isNoticeStatus } from "./notice-texts.ts";

type OrderRow = typeof orders.$inferSelect;

/** The confirmation text of an order in its language. */
export function confirmationText(order: { number: string; totalQ: number; lang: "az" | "en" | "ru" }): string {
  return translateMessage(ORDERS_MSG.confirmationSms, order.lang).replace("{{number}}", order.number).replace("{{total}}", manatAmount(order.totalQ));
}

/** The shopper's page of the order (its token is the proof), in the order's language. */
export function orderPageUrl(deps: Deps, order: { token: string; lang: Lang }): string {
  const prefix = order.lang === "en" ? "" : `/${order.lang}`;
  return `${deps.config.SITE_URL}${prefix}/order?token=${encodeURIComponent(order.token)}`;
}

const mobileOf = (order: OrderRow) => (typeof order.info.mobile === "string" ? normalizeMobile(order.info.mobile) : null);

/** The order's e-mail address when it is one by the shared rule (core/contact.ts). */
export function emailOf(order: Pick<OrderRow, "info">): string | null {
  const email = order.info.email;
  return typeof email === "string" && isValidEmail(email) ? email.trim() : null;
}

const nameOf = (order: OrderRow) => (typeof order.info.firstName === "string" ? order.info.firstName.trim() : "");

/** A plain text and HTML e-mail from paragraphs (HTML escaped), with the order link and signature. */
function composeEmail(
  to: string,
  subject: string,
  paragraphs: string[],
  link: { label: string; url: string },
  signature: string,
  table?: { rows: [string, string][]; total: [string, string] },
): EmailMessage {
  const textTable = table ? [...table.rows.map(([a, b]) => `- ${a}: ${b}`), `${table.total[0]}: ${table.total[1]}`].join("\n") : "";
  const text = [...paragraphs, ...(textTable ? [textTable] : []), `${link.label}: ${link.url}`, signature].join("\n\n");
  const cell = 'style="padding:4px 8px;border-bottom:1px solid #e5e5e5"';
  const htmlTable = table
    ? `<table style="border-collapse:collapse;margin:12px 0">${table.rows
        .map(([a, b]) => `<tr><td ${cell}>${escapeHtml(a)}</td><td ${cell} align="right">${escapeHtml(b)}</td></tr>`)
        .join("")}<tr><th ${cell} align="left">${escapeHtml(table.total[0])}</th><th ${cell} align="right">${escapeHtml(table.total[1])}</th></tr></table>`
    : "";
  const html = [
    '<!doctype html><html><head><meta charset="utf-8"><title>',
    escapeHtml(subject),
    '</title></head><body style="font-family:Arial,sans-serif;font-size:15px;color:#1a1a1a;line-height:1.5">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    htmlTable,
    `<p><a href="${escapeHtml(link.url)}" style="color:#1a1a1a;font-weight:bold">${escapeHtml(link.label)}</a></p>`,
    `<p style="color:#666">${escapeHtml(signature)}</p>`,
    "</body></html>",
  ].join("");
  return { to, subject, text, html };
}

/** The confirmation e-mail of an order: greeting, the lines, total, delivery, payment and the order link. */
export async function confirmationEmail(deps: Deps, order: OrderRow): Promise<EmailMessage | null> {
  const to = emailOf(order);
  if (!to) return null;
  const tx = NOTICE_TEXTS[order.lang];
  const lines = await deps.database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  const values = { number: order.number, name: nameOf(order) };
  const address = [order.info.address].filter((v): v is string => typeof v === "string" && v !== "").join(", ");
  const paragraphs = [
    ...(values.name ? [fill(tx.hello, values)] : []),
    fill(tx.confirmIntro, values),
    ...(order.paid ? [tx.confirmPaid] : []),
    order.deliveryType === "pickup" ? tx.pickup : `${tx.delivery}: ${address || "—"}`,
    `${tx.payment}: ${tx.payments[order.paymentType]}`,
  ];
  const rows = lines.map((l): [string, string] => [`${l.title}${l.size ? ` (${tx.size} ${l.size})` : ""} × ${l.qty}`, formatManat(l.totalQ)]);
  // the summary's lines, as the order page shows them (pickup has no delivery line)
  for (const line of orderSummaryView(order.summary, order.totalQ).lines) {
    if (line.kind === "total" || (line.kind === "delivery" && order.deliveryType === "pickup")) continue;
    const amount = line.amount ?? 0;
    rows.push([tx.lines[line.kind], line.kind === "delivery" && amount === 0 ? tx.free : amount < 0 ? `−${formatManat(-amount)}` : formatManat(amount)]);
  }
  return composeEmail(to, fill(tx.confirmSubject, values), paragraphs, { label: tx.view, url: orderPageUrl(deps, order) }, tx.signature, {
    rows,
    total: [tx.total, formatManat(order.totalQ)],
  });
}

/** The tracking page of an order (its number filled in; the shopper types the mobile), in the order's language. */
export function trackPageUrl(deps: Pick<Deps, "config">, order: { number: string; lang: Lang }): string {
  const prefix = order.lang === "en" ? "" : `/${order.lang}`;
  return `${deps.config.SITE_URL}${prefix}/order/track?number=${encodeURIComponent(order.number)}`;
}

type NoticeOrder = Pick<OrderRow, "number" | "lang" | "totalQ" | "refundDue" | "courier" | "trackingNumber">;

/** The courier's sentence of a shipped order, or null when none was entered. */
function courierLine(order: NoticeOrder, status: OrderStatus): string | null {
  if (status !== "shipped" || !order.courier) return null;
  const tx = NOTICE_TEXTS[order.lang];
  const values = { courier: order.courier, tracking: order.trackingNumber ?? "" };
  return fill(order.trackingNumber ? tx.courierTracking : tx.courier, values);
}

/** The SMS text of a status notice (with the courier when shipped and the tracking page's link), or null for a status without one. */
export function statusSmsText(deps: Pick<Deps, "config">, order: NoticeOrder, status: OrderStatus): string | null {
  if (!isNoticeStatus(status)) return null;
  const tx = NOTICE_TEXTS[order.lang];
  const values = { number: order.number, total: manatAmount(order.totalQ), url: trackPageUrl(deps, order) };
  const refund = status === "cancelled" && order.refundDue ? ` ${fill(tx.refund, values)}` : "";
  const courier = courierLine(order, status);
  return `Bazaar: ${fill(tx.status[status], values)}${refund}${courier ? ` ${courier}` : ""} ${fill(tx.track, values)}`;
}

/** The e-mail of a status notice, or null without an address or for a status without one. */
export function statusEmail(deps: Deps, order: OrderRow, status: OrderStatus = order.status): EmailMessage | null {
  const to = emailOf(order);
  if (!to || !isNoticeStatus(status)) return null;
  const tx = NOTICE_TEXTS[order.lang];
  const values = { number: order.number, total: manatAmount(order.totalQ), name: nameOf(order), status: tx.label[status], url: trackPageUrl(deps, order) };
  const courier = courierLine(order, status);
  const paragraphs = [
    ...(values.name ? [fill(tx.hello, values)] : []),
    fill(tx.status[status], values),
    ...(status === "cancelled" && order.refundDue ? [fill(tx.refund, values)] : []),
    ...(courier ? [courier] : []),
    fill(tx.track, values),
  ];
  return composeEmail(to, fill(tx.subject, values), paragraphs, { label: tx.view, url: orderPageUrl(deps, order) }, tx.signature);
}

/** The shopper's SMS as a step of the job (skipped, with a warning, when the order has no valid mobile). */
async function smsStep(deps: Deps, job: JobContext, order: OrderRow, text: string): Promise<void> {
  const mobile = mobileOf(order);
  if (!mobile) {
    deps.log.warn({ orderId: order.id, jobId: job.id }, `${job.kind}: the order has no valid mobile number`);
    return;
  }
  await job.step("sms", (id) => smsDriver(deps).send({ mobile, text, id }));
}

async function emailStep(deps: Deps, job: JobContext, name: string, message: EmailMessage | null): Promise<void> {
  if (!message) return;
  await job.step(name, (id) => emailDriver(deps).send({ ...message, id }));
}

/** The order's back-office page, in the staff's language. */
export function adminOrderUrl(deps: Deps, orderId: number): string {
  const lang = deps.config.STAFF_NOTIFY_LANG;
  return `${deps.config.SITE_URL}${lang === "en" ? "" : `/${lang}`}/admin/orders/${orderId}`;
}

/** The staff's SMS text and e-mail subject/sentence of a new order, in STAFF_NOTIFY_LANG. */
export function staffNotice(deps: Deps, order: Pick<OrderRow, "id" | "number" | "totalQ" | "paymentType" | "deliveryType">) {
  const tx = NOTICE_TEXTS[deps.config.STAFF_NOTIFY_LANG];
  const url = adminOrderUrl(deps, order.id);
  const values = {
    number: order.number,
    total: manatAmount(order.totalQ),
    payment: tx.payments[order.paymentType as keyof typeof tx.payments] ?? order.paymentType,
    delivery: order.deliveryType === "pickup" ? tx.staff.pickup : tx.staff.courier,
    url,
  };
  return { sms: fill(tx.staff.sms, values), subject: fill(tx.staff.subject, values), intro: fill(tx.staff.intro, values), open: tx.staff.open, url, signature: tx.signature };
}

export const CONFIRMATION_JOB = "order.confirmation";
export const STAFF_NOTICE_JOB = "order.staffNotice";
export const STATUS_NOTICE_JOB = "order.statusNotice";

/** The order a notice job names, or null when it is gone (nothing to tell). */
async function orderOfJob(deps: Deps, job: JobContext): Promise<OrderRow | null> {
  const orderId = job.payload.orderId;
  if (typeof orderId !== "number" || !Number.isSafeInteger(orderId)) throw new PermanentJobError("the job names no order");
  const [order] = await deps.database.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) deps.log.warn({ orderId, jobId: job.id }, `${job.kind}: no such order`);
  return order ?? null;
}

/** The notice jobs' handlers (listed for the worker by backend/job-handlers.ts). */
export const noticeHandlers: JobHandlers = {
  async [CONFIRMATION_JOB](deps, job) {
    const order = await orderOfJob(deps, job);
    if (!order) return { skipped: "no order" };
    await smsStep(deps, job, order, confirmationText(order));
    await emailStep(deps, job, "email", await confirmationEmail(deps, order));
  },

  /** every configured staff mobile and address, once per order */
  async [STAFF_NOTICE_JOB](deps, job) {
    const order = await orderOfJob(deps, job);
    if (!order) return { skipped: "no order" };
    const notice = staffNotice(deps, order);
    for (const mobile of deps.config.STAFF_NOTIFY_MOBILES) {
      await job.step(`sms:${mobile}`, (id) => smsDriver(deps).send({ mobile, text: notice.sms, id }));
    }
    for (const to of deps.config.STAFF_NOTIFY_EMAILS) {
      await emailStep(deps, job, `email:${to}`, composeEmail(to, notice.subject, [notice.intro], { label: notice.open, url: notice.url }, notice.signature));
    }
  },

  /** the status the order reached (it may have moved on since: the notice tells of this change) */
  async [STATUS_NOTICE_JOB](deps, job) {
    const status = job.payload.status;
    if (typeof status !== "string" || !isNoticeStatus(status as OrderStatus)) throw new PermanentJobError("the job names no status with a notice");
    const order = await orderOfJob(deps, job);
    if (!order) return { skipped: "no order" };
    const text = statusSmsText(deps, order, status as OrderStatus);
    if (text) await smsStep(deps, job, order, text);
    await emailStep(deps, job, "email", statusEmail(deps, order, status as OrderStatus));
  },
};
