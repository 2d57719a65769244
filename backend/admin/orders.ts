/**
 * The back office's orders: the list (data list kit), the detail, the header's unseen count
 * and the dashboard numbers. Reads only; status changes go through the order state machine.
 */
import { dailySales } from "./reports.ts";
import { sql } from "drizzle-orm";
import type { Deps, Lang } from "../core/deps.ts";
import type { Database } from "../db/client.ts";
import { ORDER_STATUSES, type AdminOrderDetail, type AdminOrderEvent, type AdminOrderRow, type Dashboard, type OrderStatus } from "./contract.ts";
import type { CsvColumn, ListSpec } from "./list.ts";
import { TAG_RE, allowedTransitions, normalizeTag, systemNoteOf } from "../orders/service.ts";

/** The shop's day boundaries are Baku's (UTC+4, no daylight saving). */
const SHOP_TZ = "+04:00";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayStart(value: string): string | null {
  if (!DAY.test(value)) return null;
  const at = new Date(`${value}T00:00:00${SHOP_TZ}`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

export const ordersListSpec: ListSpec = {
  select: sql`o.id, o.number, o.created_at as "createdAt", o.status,
    trim(coalesce(o.info ->> 'firstName', '') || ' ' || coalesce(o.info ->> 'lastName', '')) as customer,
    coalesce(o.info ->> 'mobile', '') as mobile, o.payment_type as "paymentType", o.paid,
    o.delivery_type as "deliveryType", (select count(*)::int from order_lines l where l.order_id = o.id) as lines,
    o.total_q as "totalQ"`,
  from: sql`from orders o`,
  sorts: {
    createdAt: sql`o.created_at`,
    number: sql`o.id`,
    totalQ: sql`o.total_q`,
    status: sql`o.status`,
    customer: sql`lower(o.info ->> 'firstName')`,
  },
  notNull: ["createdAt", "number", "totalQ", "status"],
  defaultSort: "-createdAt",
  tiebreak: sql`o.id`,
  search: (q) => {
    // an e-mail address (no number, name or mobile has an @): the whole address, case-blind, alone, so orders_email_idx answers it
    if (q.includes("@")) return sql`lower(o.info ->> 'email') = ${q.trim().toLowerCase()}`;
    const like = `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    const digits = q.replace(/\D/g, "");
    const parts = [
      sql`o.number ilike ${like}`,
      sql`(coalesce(o.info ->> 'firstName', '') || ' ' || coalesce(o.info ->> 'lastName', '')) ilike ${like}`,
    ];
    // a mobile number as typed (050 123 45 67, +994 50…): matched on its digits without the leading 0 or 994
    const national = digits.replace(/^(994|0)/, "");
    if (national.length >= 4) parts.push(sql`(o.info ->> 'mobile') like ${`%${national}%`}`);

    return sql.join(parts, sql` or `);
  },
  filters: {
    status: (v) => ((ORDER_STATUSES as string[]).includes(v) ? sql`o.status = ${v}` : null),
    payment: (v) => (["card", "cash", "installment"].includes(v) ? sql`o.payment_type = ${v}` : null),
    paid: (v) => (v === "yes" ? sql`o.paid` : v === "no" ? sql`not o.paid` : null),
    delivery: (v) => (["delivery", "pickup"].includes(v) ? sql`o.delivery_type = ${v}` : null),
    // staff's tags (stored lower-cased): the orders carrying the tag
    tag: (v) => {
      const tag = normalizeTag(v);
      return TAG_RE.test(tag) ? sql`exists (select 1 from order_tags t where t.order_id = o.id and t.tag = ${tag})` : null;
    },
    from: (v) => {
      const start = dayStart(v);
      return start ? sql`o.created_at >= ${start}::timestamptz` : null;
    },
    to: (v) => {
      const start = dayStart(v);
      return start ? sql`o.created_at < ${start}::timestamptz + interval '1 day'` : null;
    },
  },
};

/** The orders export: every column an operator filters or reconciles by. */
export const ordersCsvColumns: CsvColumn<AdminOrderRow>[] = [
  { header: "number", value: (r) => r.number },
  { header: "created_at", value: (r) => new Date(r.createdAt).toISOString() },
  { header: "status", value: (r) => r.status },
  { header: "customer", value: (r) => r.customer },
  { header: "mobile", value: (r) => r.mobile },
  { header: "payment", value: (r) => r.paymentType },
  { header: "paid", value: (r) => (r.paid ? "yes" : "no") },
  { header: "delivery", value: (r) => r.deliveryType },
  { header: "lines", value: (r) => r.lines },
  { header: "total_azn", value: (r) => (r.totalQ / 100).toFixed(2) },
];

/** Rows from raw SQL carry Date objects on one driver and strings on the other: ISO strings for the API. */
export function isoRows<T extends Record<string, unknown>>(rows: T[], keys: (keyof T)[]): T[] {
  // a driver may answer a timestamp as a Date or as its text ('2026-01-05 10:01:00+00'): both become ISO, so they sort together
  for (const row of rows)
    for (const key of keys) {
      const value = row[key];
      if (value instanceof Date) (row as Record<string, unknown>)[key as string] = value.toISOString();
      else if (typeof value === "string" && !Number.isNaN(Date.parse(value))) (row as Record<string, unknown>)[key as string] = new Date(value).toISOString();
    }
  return rows;
}

/** Orders placed after the staff member last opened the list (new and paid ones: those waiting to be handled). */
export async function unseenOrders(database: Database, staffId: number): Promise<number> {
  const rows = await database.query<{ n: number }>(sql`
    select count(*)::int as n from orders o
    where o.status in ('new', 'paid')
      and o.created_at > coalesce((select orders_seen_at from users where id = ${staffId}), 'epoch'::timestamptz)`);
  return Number(rows[0]?.n ?? 0);
}

export async function orderDetail(deps: Deps, id: number, lang: Lang): Promise<AdminOrderDetail | null> {
  const { database } = deps;
  const [order] = await database.query<Record<string, unknown>>(sql`
    select o.*, b.title as branch_title from orders o left join branches b on b.id = o.branch_id where o.id = ${id}`);
  if (!order) return null;
  const lines = await database.query<AdminOrderDetail["lines"][number]>(sql`
    select id, product_id as "productId", title, size, image, qty, price_q as "priceQ", old_price_q as "oldPriceQ",
      discount_q as "discountQ", total_q as "totalQ", is_gift as "isGift"
    from order_lines where order_id = ${id} order by is_gift, id`);
  const payments = isoRows(
    await database.query<AdminOrderDetail["payments"][number] & Record<string, unknown>>(sql`
      select id, provider, amount_q as "amountQ", status, external_id as "externalId", bank_result as "bankResult",
        created_at as "createdAt", updated_at as "updatedAt"
      from payments where order_id = ${id} order by id`),
    ["createdAt", "updatedAt"],
  );
  const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());
  // the order's status history (order-flow: checkout's own "placed" step included), with the staff member's name
  const steps = await database.query<Record<string, unknown>>(sql`
    select h.to_status, h.from_status, h.at, h.note, trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) as actor
    from order_status_history h left join users u on u.id = h.actor_user_id
    where h.order_id = ${id} order by h.at, h.id`);
  // a note the shop wrote itself goes as its key (the screen says it in its language); 'order placed' beside the Placed badge says nothing more
  const event = (r: Record<string, unknown>): AdminOrderEvent => {
    const system = systemNoteOf(r.note as string | null);
    const by = String(r.actor ?? "") || (system?.provider ?? "");
    return { at: iso(r.at), status: r.from_status ? String(r.to_status) : "placed", note: system ? "" : String(r.note ?? ""), system: system?.key === "placed" ? null : (system?.key ?? null), by };
  };
  const history: AdminOrderEvent[] = steps.length ? steps.map(event) : [{ at: iso(order.created_at), status: "placed", note: "", system: null, by: "" }];
  for (const p of payments) {
    if (p.status !== "pending") history.push({ at: p.updatedAt, status: null, note: "", system: `payment.${p.status}`, by: p.provider });
  }
  history.sort((a, b) => a.at.localeCompare(b.at));
  // staff's internal notes (newest first, with the author's name) and tags
  const notes = (
    await database.query<Record<string, unknown>>(sql`
      select n.id, n.text, n.created_at, trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) as author
      from order_notes n left join users u on u.id = n.author_id where n.order_id = ${id} order by n.id desc`)
  ).map((r) => ({ id: Number(r.id), text: String(r.text), at: iso(r.created_at), by: String(r.author ?? "") }));
  const tags = (await database.query<{ tag: string }>(sql`select tag from order_tags where order_id = ${id} order by tag`)).map((r) => r.tag);
  const branchTitle = order.branch_title as Record<Lang, string> | null;
  return {
    id: Number(order.id),
    number: String(order.number),
    token: String(order.token),
    status: order.status as OrderStatus,
    lang: order.lang as Lang,
    createdAt: iso(order.created_at),
    updatedAt: iso(order.updated_at),
    paymentType: order.payment_type as AdminOrderDetail["paymentType"],
    creditCard: (order.credit_card as string | null) ?? null,
    creditMonth: (order.credit_month as number | null) ?? null,
    paid: Boolean(order.paid),
    deliveryType: order.delivery_type as AdminOrderDetail["deliveryType"],
    urgent: Boolean(order.urgent),
    branch: branchTitle ? (branchTitle[lang] ?? branchTitle.en ?? null) : null,
    userId: (order.user_id as number | null) ?? null,
    info: (order.info as Record<string, unknown>) ?? {},
    summary: order.summary as AdminOrderDetail["summary"],
    totalQ: Number(order.total_q),
    utm: (order.utm as Record<string, string> | null) ?? null,
    lines,
    payments,
    history,
    transitions: allowedTransitions({ status: order.status as OrderStatus, deliveryType: order.delivery_type as "delivery" | "pickup" }),
    refundDue: Boolean(order.refund_due),
    notes,
    tags,
    shipment: order.courier ? { courier: String(order.courier), trackingNumber: (order.tracking_number as string | null) || null } : null,
  };
}

/** The start of the shop's current day (midnight in Baku) as an instant. */
export function shopDayStart(now = new Date()): Date {
  const bakuDay = new Date(now.getTime() + 4 * 3_600_000).toISOString().slice(0, 10);
  return new Date(`${bakuDay}T00:00:00${SHOP_TZ}`);
}

/**
 * The dashboard: today (Baku time), orders waiting per status, low-stock sizes, reviews waiting.
 * Today's orders and revenue count the orders placed since midnight in Baku that are taken:
 * not cancelled and not a card or instalment order still awaiting its payment (a declined or
 * abandoned payment is no sale); a paid card order and a cash order count at their total.
 * The day's start is computed here and sent as an instant, so the database session's time zone
 * cannot move it.
 */
export async function dashboard(database: Database, lang: Lang, now = new Date(), opts: { orders?: boolean } = {}): Promise<Dashboard> {
  const lowStock = await database.query<Dashboard["lowStock"][number]>(sql`
    select v.product_id as "productId", coalesce(t.title, p.sku) as title, v.size, v.stock
    from product_variants v join products p on p.id = v.product_id
    left join product_translations t on t.product_id = p.id and t.lang = ${lang}
    where p.status = 'active' and v.stock <= 2
    order by v.stock, p.id, v.sort limit 10`);
  const [reviews] = await database.query<{ n: number }>(sql`select count(*)::int as n from reviews where status = 'off'`);
  const reviewsWaiting = Number(reviews?.n ?? 0);
  // the orders' figures (the day's count and money, waiting per status) are the orders area's
  if (opts.orders === false) return { today: null, byStatus: null, lowStock, reviewsWaiting, sales: null, lastOrders: null };
  const since = shopDayStart(now).toISOString();
  const [today] = await database.query<{ orders: number; revenue: number }>(sql`
    select count(*)::int as orders, coalesce(sum(total_q), 0)::int as revenue from orders
    where status not in ('cancelled', 'awaiting_payment') and created_at >= ${since}::timestamptz`);
  const byStatus = await database.query<{ status: OrderStatus; count: number }>(sql`
    select status, count(*)::int as count from orders
    where status in ('new', 'awaiting_payment', 'paid', 'confirmed', 'processing', 'shipped', 'ready_for_pickup') group by status`);
  const counts = new Map(byStatus.map((r) => [r.status, Number(r.count)]));
  const [sales, last] = await Promise.all([
    dailySales(database, now),
    database.query<{ id: number; number: string; status: OrderStatus; total_q: number; created_at: Date | string }>(sql`
      select id, number, status, total_q, created_at from orders order by created_at desc, id desc limit 5`),
  ]);
  return {
    sales,
    lastOrders: last.map((o) => ({ id: o.id, number: o.number, status: o.status, totalQ: Number(o.total_q), createdAt: new Date(o.created_at).toISOString() })),
    today: { orders: Number(today?.orders ?? 0), revenueQ: Number(today?.revenue ?? 0) },
    byStatus: (["new", "awaiting_payment", "paid", "confirmed", "processing", "shipped", "ready_for_pickup"] as OrderStatus[]).map((status) => ({ status, count: counts.get(status) ?? 0 })),
    lowStock,
    reviewsWaiting,
  };
}
