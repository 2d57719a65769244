/**
 * Sales reports (admin/reports/sales and its CSV) on PGlite and PostgreSQL: known orders on
 * known Baku days grouped every way, cancellations netted, unpaid card orders left out; the
 * rules of the payload (422) and of the permission (orders:read). On PostgreSQL, 50 000
 * generated orders: a month's report reads the range through orders_created_idx and stays
 * under a bound.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { signAccessToken } from "../auth/tokens.ts";
import { insertFixtures, type Fixtures } from "../catalog/test-fixtures.ts";
import { users } from "../db/schema.ts";
import { testApi } from "../test/db.ts";
import { defaultRange, type SalesReport } from "./reports-contract.ts";

vi.setConfig({ testTimeout: 180_000 });

let api: Awaited<ReturnType<typeof testApi>>;
let token: string;
let fx: Fixtures;
let n = 0;

/** An order at a Baku time with its lines (product key, qty, line total). */
async function order(o: { at: string; status: string; payment: "cash" | "card" | "installment"; delivery?: "delivery" | "pickup"; lines: [number, number, number][] }) {
  n += 1;
  const total = o.lines.reduce((s, l) => s + l[2], 0) + 500;
  const summary = JSON.stringify({ totalQ: total });
  const [row] = await api.database.query<{ id: number }>(sql`insert into orders (number, token, status, summary, total_q, delivery_type, info, payment_type, created_at)
    values (${String(700000 + n)}, ${`rep-${n}`}, ${o.status}, ${summary}::jsonb, ${total}, ${o.delivery ?? "delivery"}, '{}'::jsonb, ${o.payment},
      (${o.at}::timestamp at time zone 'Asia/Baku')) returning id`);
  for (const [product, qty, lineTotal] of o.lines) {
    await api.database.query(sql`insert into order_lines (order_id, product_id, title, qty, price_q, total_q)
      values (${row!.id}, ${product}, ${`Line ${product}`}, ${qty}, ${Math.round(lineTotal / qty)}, ${lineTotal})`);
  }
}

beforeAll(async () => {
  api = await testApi();
  fx = await insertFixtures(api.database);
  const [staff] = await api.database.db.insert(users).values({ firstName: "Rep", lastName: "Orts", mobile: "994552230001", roles: ["manager"] }).returning();
  token = await signAccessToken({ config: api.config } as never, staff!.id);
  const P = fx.products;
  // Monday 2 March 2026 and the days after, Baku time; 23:30 on the 1st is still Sunday's (the week before)
  await order({ at: "2026-03-01 23:30", status: "delivered", payment: "cash", lines: [[P.whiteShirt, 1, 5990]] });
  await order({ at: "2026-03-02 00:10", status: "new", payment: "cash", lines: [[P.whiteShirt, 2, 11980], [P.cup, 1, 1500]] });
  await order({ at: "2026-03-02 18:00", status: "paid", payment: "card", delivery: "pickup", lines: [[P.silkDress, 1, 25000]] });
  await order({ at: "2026-03-03 12:00", status: "cancelled", payment: "card", lines: [[P.cup, 2, 3000]] });
  await order({ at: "2026-03-03 13:00", status: "awaiting_payment", payment: "card", lines: [[P.cup, 9, 13500]] });
  await order({ at: "2026-04-01 09:00", status: "confirmed", payment: "installment", lines: [[P.blueShirt, 1, 3600]] });
}, 240_000);

async function report(payload: Record<string, unknown>, who = token) {
  return api.call<SalesReport>("admin/reports/sales", payload, { method: "GET", token: who });
}
const rows = (r: SalesReport) => r.rows.map((x) => [x.key, x.orders, x.cancelledOrders, x.grossQ, x.cancelledQ, x.netQ]);

describe("admin/reports/sales", () => {
  it("sums the shop's days, cancellations netted and unpaid card orders left out", async () => {
    const r = (await report({ from: "2026-03-01", to: "2026-04-30", group: "day" })).data!;
    expect(rows(r)).toEqual([
      ["2026-03-01", 1, 0, 6490, 0, 6490],
      ["2026-03-02", 2, 0, 13980 + 25500, 0, 39480],
      ["2026-03-03", 0, 1, 3500, 3500, 0],
      ["2026-04-01", 1, 0, 4100, 0, 4100],
    ]);
    expect(r.total).toEqual({ orders: 4, cancelledOrders: 1, units: null, grossQ: 53570, cancelledQ: 3500, netQ: 50070 });
  });

  it("groups by week from Monday and by month", async () => {
    const weeks = (await report({ from: "2026-03-01", to: "2026-04-30", group: "week" })).data!;
    expect(weeks.rows.map((x) => [x.key, x.netQ])).toEqual([["2026-02-23", 6490], ["2026-03-02", 39480], ["2026-03-30", 4100]]);
    const months = (await report({ from: "2026-03-01", to: "2026-04-30", group: "month" })).data!;
    expect(months.rows.map((x) => [x.key, x.orders, x.netQ])).toEqual([["2026-03-01", 3, 45970], ["2026-04-01", 1, 4100]]);
  });

  it("groups by product, category and brand from the lines, and by payment and delivery type", async () => {
    const P = fx.products;
    const products = (await report({ from: "2026-03-01", to: "2026-03-31", group: "product" })).data!;
    expect(products.rows.map((x) => [Number(x.key), x.units, x.grossQ, x.cancelledQ, x.netQ])).toEqual([
      [P.silkDress, 1, 25000, 0, 25000],
      [P.whiteShirt, 3, 17970, 0, 17970],
      [P.cup, 1, 4500, 3000, 1500],
    ]);
    const brands = (await report({ from: "2026-03-01", to: "2026-03-31", group: "brand", lang: "en" })).data!;
    expect(brands.rows.every((x) => x.label !== "")).toBe(true);
    expect(brands.rows.reduce((s, x) => s + x.netQ, 0)).toBe(44470);
    const categories = (await report({ from: "2026-03-01", to: "2026-03-31", group: "category", lang: "ru" })).data!;
    expect(categories.rows.find((x) => Number(x.key) === fx.categories.linen)).toMatchObject({ label: "Льняные рубашки", units: 3, netQ: 17970 });
    const payments = (await report({ from: "2026-03-01", to: "2026-04-30", group: "payment" })).data!;
    expect(rows(payments)).toEqual([
      ["card", 1, 1, 29000, 3500, 25500],
      ["cash", 2, 0, 20470, 0, 20470],
      ["installment", 1, 0, 4100, 0, 4100],
    ]);
    const delivery = (await report({ from: "2026-03-01", to: "2026-04-30", group: "delivery" })).data!;
    expect(delivery.rows.map((x) => [x.key, x.grossQ, x.netQ])).toEqual([["delivery", 28070, 24570], ["pickup", 25500, 25500]]);
  });

  it("exports the report as CSV in manat", async () => {
    const res = await api.app.fetch(
      new Request("http://test/api/admin/reports/sales/export?from=2026-03-01&to=2026-03-31&group=payment", { headers: { authorization: `Bearer ${token}` } }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const lines = (await res.text()).trim().split("\n");
    expect(lines[0]).toBe("key,label,orders,cancelled_orders,units,gross_azn,cancelled_azn,net_azn");
    expect(lines).toContain("card,card,1,1,,290.00,35.00,255.00");
    expect(lines.at(-1)).toBe("total,,3,1,,494.70,35.00,459.70");
  });

  it("refuses an unreadable or reversed range with 422, and a role without orders:read with 403", async () => {
    for (const bad of [{ from: "2026-02-30", to: "2026-03-01" }, { from: "2026-03-05", to: "2026-03-01" }, { from: "x", to: "2026-03-01" }, { from: "2020-01-01", to: "2026-03-01" }, { from: "2026-03-01", to: "2026-03-02", group: "colour" }]) {
      const res = await report(bad);
      expect(res.status).toBe(422);
      expect(res.ok).toBe(false);
    }
    const plain = (await report({})).data!;
    expect([plain.from, plain.to, plain.group]).toEqual([defaultRange().from, defaultRange().to, "day"]);
    const [content] = await api.database.db.insert(users).values({ firstName: "Rep", lastName: "Content", mobile: "994552230002", roles: ["content"] }).returning();
    const editor = await report({ from: "2026-03-01", to: "2026-03-31" }, await signAccessToken({ config: api.config } as never, content!.id));
    expect(editor.status).toBe(403);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))("reads a month of 50 000 orders through orders_created_idx within a bound (PostgreSQL)", async () => {
    const P = fx.products;
    // 50 000 orders spread over two years before 2026, two lines each
    await api.database.query(sql`insert into orders (number, token, status, summary, total_q, delivery_type, info, payment_type, created_at)
      select 'g' || g, 'gen-' || g, case when g % 10 = 0 then 'cancelled' else 'delivered' end, '{}'::jsonb, 1000 + g % 5000,
        case when g % 3 = 0 then 'pickup' else 'delivery' end, '{}'::jsonb, case when g % 2 = 0 then 'cash' else 'card' end,
        timestamptz '2024-01-01 00:00+04' + (g * interval '21 minutes')
      from generate_series(1, 50000) g`);
    await api.database.query(sql`insert into order_lines (order_id, product_id, title, qty, price_q, total_q)
      select o.id, case when o.id % 2 = 0 then ${P.cup}::int else ${P.whiteShirt}::int end, 'gen', 1, 500, 500
      from orders o cross join generate_series(1, 2) where o.number like 'g%'`);
    await api.database.query(sql`analyze orders`);
    await api.database.query(sql`analyze order_lines`);
    const plan = await api.database.query<{ "QUERY PLAN": string }>(sql`explain select count(*) from orders o
      where o.created_at >= ('2024-06-01'::date)::timestamp at time zone 'Asia/Baku' and o.created_at < ('2024-07-01'::date)::timestamp at time zone 'Asia/Baku'
        and o.status <> 'awaiting_payment'`);
    expect(plan.map((r) => r["QUERY PLAN"]).join("\n")).toMatch(/orders_created_idx/);
    const timings: Record<string, number> = {};
    for (const group of ["day", "product", "category", "payment"]) {
      const started = performance.now();
      const res = await report({ from: "2024-06-01", to: "2024-06-30", group });
      timings[group] = Math.round(performance.now() - started);
      expect(res.status).toBe(200);
      expect(res.data!.total.orders + res.data!.total.cancelledOrders).toBeGreaterThan(2000);
      expect(timings[group]).toBeLessThan(1500);
    }
    console.info("sales report over a month of 50 000 orders (ms):", timings);
  });
});
