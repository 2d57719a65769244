/**
 * Sales reports for the back office: orders of a range of shop days (Asia/Baku), grouped by
 * day, week (from Monday), month, product, category, brand, payment type or delivery type.
 * An order awaiting its card payment is not a sale yet and is left out; a cancelled order
 * (refunded when it was paid) is counted as placed and taken off again, so `netQ` is what was
 * kept. The order groups sum the orders' totals (delivery fee included); the product,
 * category and brand groups sum their lines' totals, and a product in several categories
 * counts in each of them.
 *
 * Every statement reads the range through `orders_created_idx` (created_at, id) and the
 * lines through `order_lines_order_idx`, so a month of a shop with 50 000+ orders costs that
 * month's rows (backend/admin/reports.int.test.ts measures it on PostgreSQL).
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import type { Lang } from "../db/schema.ts";
import { tr } from "../core/lang.ts";
import type { I18n } from "../core/lang.ts";
import { csvField as field } from "./list.ts";
import { shopToday, type SalesReport, type SalesReportQuery, type SalesReportRow } from "./reports-contract.ts";

export const SHOP_ZONE = "Asia/Baku";

interface Raw {
  key: string | number | null;
  label: string | I18n | null;
  orders: number | string;
  cancelled_orders: number | string;
  units: number | string | null;
  gross: number | string;
  cancelled: number | string;
}

/** The range's orders: placed from the first day's start to the next day after `to`, sales only. */
function rangeOf(q: SalesReportQuery): SQL {
  return sql`o.created_at >= (${q.from}::date)::timestamp at time zone ${SHOP_ZONE}
    and o.created_at < ((${q.to}::date + 1))::timestamp at time zone ${SHOP_ZONE}
    and o.status <> 'awaiting_payment'`;
}

const ORDER_SUMS = sql`count(*) filter (where o.status <> 'cancelled') as orders,
  count(*) filter (where o.status = 'cancelled') as cancelled_orders`;

function statement(q: SalesReportQuery): SQL {
  const range = rangeOf(q);
  switch (q.group) {
    case "day":
    case "week":
    case "month":
      return sql`select to_char(date_trunc(${q.group}, o.created_at at time zone ${SHOP_ZONE}), 'YYYY-MM-DD') as key, null as label,
          ${ORDER_SUMS}, null as units, coalesce(sum(o.total_q), 0) as gross,
          coalesce(sum(o.total_q) filter (where o.status = 'cancelled'), 0) as cancelled
        from orders o where ${range} group by 1 order by 1`;
    case "payment":
    case "delivery": {
      const column = q.group === "payment" ? sql`o.payment_type` : sql`o.delivery_type`;
      return sql`select ${column} as key, ${column} as label, ${ORDER_SUMS}, null as units, coalesce(sum(o.total_q), 0) as gross,
          coalesce(sum(o.total_q) filter (where o.status = 'cancelled'), 0) as cancelled
        from orders o where ${range} group by 1 order by gross desc, 1`;
    }
    default: {
      const lineSums = sql`count(distinct o.id) filter (where o.status <> 'cancelled') as orders,
        count(distinct o.id) filter (where o.status = 'cancelled') as cancelled_orders,
        coalesce(sum(l.qty) filter (where o.status <> 'cancelled'), 0) as units, coalesce(sum(l.total_q), 0) as gross,
        coalesce(sum(l.total_q) filter (where o.status = 'cancelled'), 0) as cancelled`;
      const lines = sql`from orders o join order_lines l on l.order_id = o.id`;
      if (q.group === "product") {
        return sql`select l.product_id as key, max(l.title) as label, ${lineSums} ${lines}
          where ${range} group by l.product_id order by gross desc, l.product_id limit 500`;
      }
      if (q.group === "brand") {
        return sql`select b.id as key, max(b.title) as label, ${lineSums} ${lines}
          left join products p on p.id = l.product_id left join brands b on b.id = p.brand_id
          where ${range} group by b.id order by gross desc, b.id limit 500`;
      }
      return sql`select c.id as key, (array_agg(c.title))[1] as label, ${lineSums} ${lines}
        left join product_categories pc on pc.product_id = l.product_id left join categories c on c.id = pc.category_id
        where ${range} group by c.id order by gross desc, c.id limit 500`;
    }
  }
}

const n = (v: number | string | null | undefined) => Number(v ?? 0);

export async function salesReport(database: Database, q: SalesReportQuery, lang: Lang): Promise<SalesReport> {
  const raw = await database.query<Raw>(statement(q));
  const byLines = q.group === "product" || q.group === "category" || q.group === "brand";
  const rows: SalesReportRow[] = raw.map((r) => {
    const gross = n(r.gross);
    const cancelled = n(r.cancelled);
    const label = r.label === null ? "" : typeof r.label === "string" ? r.label : tr(r.label, lang);
    return {
      key: r.key === null ? "" : String(r.key),
      label: label || (r.key === null ? "—" : String(r.key)),
      orders: n(r.orders),
      cancelledOrders: n(r.cancelled_orders),
      units: byLines ? n(r.units) : null,
      grossQ: gross,
      cancelledQ: cancelled,
      netQ: gross - cancelled,
    };
  });
  // the whole range once more as orders (a line group's rows may share an order)
  const [all] = await database.query<Raw>(sql`select ${ORDER_SUMS}, null as units, coalesce(sum(o.total_q), 0) as gross,
      coalesce(sum(o.total_q) filter (where o.status = 'cancelled'), 0) as cancelled from orders o where ${rangeOf(q)}`);
  const total = {
    orders: n(all?.orders),
    cancelledOrders: n(all?.cancelled_orders),
    units: byLines ? rows.reduce((s, r) => s + (r.units ?? 0), 0) : null,
    grossQ: n(all?.gross),
    cancelledQ: n(all?.cancelled),
    netQ: n(all?.gross) - n(all?.cancelled),
  };
  return { from: q.from, to: q.to, group: q.group, rows, total };
}

/** The dashboard's line: net sales of each of the last `days` shop days, oldest first (days without sales 0). */
export async function dailySales(database: Database, now: Date, days = 14): Promise<{ day: string; netQ: number; orders: number }[]> {
  const today = shopToday(now);
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  const report = await salesReport(database, { from, to: today, group: "day" }, "en");
  const byDay = new Map(report.rows.map((r) => [r.key, r]));
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
    const row = byDay.get(day);
    return { day, netQ: row?.netQ ?? 0, orders: row?.orders ?? 0 };
  });
}

/** CSV of a report: one line per row, money in manat with two decimals. */
export function reportCsv(report: SalesReport): string {
  const money = (q: number) => (q / 100).toFixed(2);
  const lines = [["key", "label", "orders", "cancelled_orders", "units", "gross_azn", "cancelled_azn", "net_azn"].join(",")];
  for (const r of report.rows) {
    lines.push([field(r.key), field(r.label), r.orders, r.cancelledOrders, r.units ?? "", money(r.grossQ), money(r.cancelledQ), money(r.netQ)].join(","));
  }
  const t = report.total;
  lines.push(["total", "", t.orders, t.cancelledOrders, t.units ?? "", money(t.grossQ), money(t.cancelledQ), money(t.netQ)].join(","));
  return `${lines.join("\n")}\n`;
}
