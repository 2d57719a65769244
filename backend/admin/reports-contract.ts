/**
 * The back office's sales reports (backend/admin/reports.ts): the payload's rules and the
 * answer's shape, shared by the API and the report page.
 */
import { z } from "zod";

export const REPORT_GROUPS = ["day", "week", "month", "product", "category", "brand", "payment", "delivery"] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

/** Longest range a report covers (days). */
export const REPORT_MAX_DAYS = 1100;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const one = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const day = z.preprocess(one, z.string().regex(DATE).refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)));

/** Today in the shop's time zone (Asia/Baku), YYYY-MM-DD. */
export function shopToday(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Baku", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** The range a report shows when none is asked: the last 30 shop days. */
export function defaultRange(now = new Date()): { from: string; to: string } {
  const to = shopToday(now);
  return { from: new Date(Date.parse(`${to}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10), to };
}

const withDefaults = (v: unknown) => {
  if (!v || typeof v !== "object") return v;
  const o = v as Record<string, unknown>;
  const empty = (x: unknown) => x === undefined || x === "" || (Array.isArray(x) && x.length === 0);
  if (!empty(o.from) && !empty(o.to)) return o;
  const range = defaultRange();
  return { ...o, from: empty(o.from) ? range.from : o.from, to: empty(o.to) ? range.to : o.to };
};

/** from and to are shop days (Asia/Baku), both included (missing: the last 30 days); an unreadable value is 422. */
export const salesReportSchema = z.preprocess(
  withDefaults,
  z.looseObject({
    from: day,
    to: day,
    group: z.preprocess(one, z.enum(REPORT_GROUPS)).default("day"),
  })
  .refine((v) => v.from <= v.to && (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 < REPORT_MAX_DAYS, { path: ["to"], message: "field.invalid" }),
);

export type SalesReportQuery = z.infer<typeof salesReportSchema>;

export interface SalesReportRow {
  /** the period's first day (YYYY-MM-DD), the product, category or brand id, or the payment/delivery type */
  key: string;
  label: string;
  /** orders placed and not cancelled */
  orders: number;
  cancelledOrders: number;
  /** units sold (product, category, brand; null for the order groups) */
  units: number | null;
  /** everything placed, cancellations included (qəpik) */
  grossQ: number;
  /** of that, cancelled (and refunded) orders */
  cancelledQ: number;
  /** gross less cancellations */
  netQ: number;
}

export interface SalesReport {
  from: string;
  to: string;
  group: ReportGroup;
  rows: SalesReportRow[];
  total: Omit<SalesReportRow, "key" | "label">;
}
