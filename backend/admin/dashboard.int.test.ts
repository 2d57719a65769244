/**
 * The back office's dashboard (admin/dashboard) on PGlite and PostgreSQL: known orders placed
 * today and yesterday (Baku time) in every waiting status, paid card and cash, an unpaid card
 * order and a cancelled one; low-stock sizes of active and hidden products; reviews waiting,
 * published and hidden. Every figure is asserted exactly. A role without orders:read (content
 * editor) gets no order figures and no money.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { signAccessToken } from "../auth/tokens.ts";
import { insertProduct } from "../content/test-fixtures.ts";
import { productVariants, reviews, users } from "../db/schema.ts";
import { testApi } from "../test/db.ts";
import type { Dashboard } from "./contract.ts";
import { dashboard, shopDayStart } from "./orders.ts";

vi.setConfig({ testTimeout: 120_000 });

let api: Awaited<ReturnType<typeof testApi>>;
let token: string;
const ids: Record<string, number> = {};

let n = 0;
async function order(o: { status: string; payment: "cash" | "card"; paid?: boolean; totalQ: number; at?: Date; delivery?: "delivery" | "pickup" }) {
  n += 1;
  const summary = JSON.stringify({ subTotalQ: o.totalQ, campaignDiscountQ: 0, newCustomerDiscountQ: 0, loyaltyDiscountQ: 0, packageQ: 0, deliveryQ: 0, totalQ: o.totalQ });
  const at = (o.at ?? new Date()).toISOString();
  await api.database.query(sql`insert into orders (number, token, status, summary, total_q, delivery_type, info, payment_type, paid, created_at)
    values (${String(500000 + n)}, ${`dash-${n}`}, ${o.status}, ${summary}::jsonb, ${o.totalQ}, ${o.delivery ?? "delivery"},
      '{"firstName":"Aysel","lastName":"M","mobile":"994501234567"}'::jsonb, ${o.payment}, ${o.paid ?? false}, ${at}::timestamptz)`);
}

beforeAll(async () => {
  api = await testApi();
  const [staff] = await api.database.db.insert(users).values({ firstName: "Dash", lastName: "Board", mobile: "994552220001", roles: ["manager"] }).returning();
  token = await signAccessToken({ config: api.config } as never, staff!.id);

  const start = shopDayStart();
  const yesterday = new Date(start.getTime() - 60_000);
  // today: taken orders 1000 + 2500 + 300 + 1200 (four); an unpaid card order and a cancelled one do not count
  await order({ status: "new", payment: "cash", totalQ: 1000 });
  await order({ status: "paid", payment: "card", paid: true, totalQ: 2500 });
  await order({ status: "awaiting_payment", payment: "card", totalQ: 4000 });
  await order({ status: "cancelled", payment: "cash", totalQ: 700 });
  await order({ status: "delivered", payment: "cash", paid: true, totalQ: 300 });
  await order({ status: "ready_for_pickup", payment: "cash", totalQ: 1200, delivery: "pickup" });
  // a minute before midnight in Baku: waiting, but not today's
  await order({ status: "new", payment: "cash", totalQ: 9000, at: yesterday });
  await order({ status: "confirmed", payment: "card", paid: true, totalQ: 5000, at: yesterday });
  await order({ status: "shipped", payment: "cash", totalQ: 800, at: yesterday });

  // stock: sizes at 0, 1 and 2 are low, 3 is not; a hidden product's sizes are left out
  ids.shirt = await insertProduct(api.database, { title: "Shirt" });
  ids.hidden = await insertProduct(api.database, { title: "Hidden", status: "hidden" });
  ids.scarf = await insertProduct(api.database, { title: "Scarf" });
  await api.database.db.insert(productVariants).values([
    { productId: ids.shirt, size: "S", sort: 0, stock: 0 },
    { productId: ids.shirt, size: "M", sort: 1, stock: 2 },
    { productId: ids.shirt, size: "L", sort: 2, stock: 3 },
    { productId: ids.hidden, size: "M", stock: 0 },
    { productId: ids.scarf, size: "One", stock: 1 },
  ]);

  // reviews: two waiting (off), one published, one hidden
  const review = (status: "on" | "off" | "hidden") => ({ productId: ids.shirt, fullName: "R", email: "r@example.com", rating: 5, review: "Fine", status });
  await api.database.db.insert(reviews).values([review("off"), review("off"), review("on"), review("hidden")]);
}, 240_000);

function expected(lang: "en" | "ru"): Dashboard {
  return {
    today: { orders: 4, revenueQ: 5000 },
    byStatus: [
      { status: "new", count: 2 },
      { status: "awaiting_payment", count: 1 },
      { status: "paid", count: 1 },
      { status: "confirmed", count: 1 },
      { status: "processing", count: 0 },
      { status: "shipped", count: 1 },
      { status: "ready_for_pickup", count: 1 },
    ],
    lowStock: [
      { productId: ids.shirt!, title: `Shirt ${lang}`, size: "S", stock: 0 },
      { productId: ids.scarf!, title: `Scarf ${lang}`, size: "One", stock: 1 },
      { productId: ids.shirt!, title: `Shirt ${lang}`, size: "M", stock: 2 },
    ],
    reviewsWaiting: 2,
    // asserted in their own test below
    sales: expect.any(Array) as never,
    lastOrders: expect.any(Array) as never,
  };
}

describe("admin/dashboard", () => {
  it("answers today's orders and revenue, waiting per status, low-stock sizes and reviews waiting", async () => {
    const en = await api.call<Dashboard>("admin/dashboard", {}, { method: "GET", token });
    expect(en.status).toBe(200);
    expect(en.data).toEqual(expected("en"));
    const ru = await api.call<Dashboard>("admin/dashboard", { lang: "ru" }, { method: "GET", token });
    expect(ru.data).toEqual(expected("ru"));
  });

  it("leaves today's orders and revenue and the orders waiting out for a role that may not read orders (a content editor): no money", async () => {
    const [content] = await api.database.db.insert(users).values({ firstName: "Dash", lastName: "Content", mobile: "994552220002", roles: ["content"] }).returning();
    const [support] = await api.database.db.insert(users).values({ firstName: "Dash", lastName: "Support", mobile: "994552220003", roles: ["support"] }).returning();
    const editor = await api.call<Dashboard>("admin/dashboard", {}, { method: "GET", token: await signAccessToken({ config: api.config } as never, content!.id) });
    expect(editor.status).toBe(200);
    const full = expected("en");
    expect(editor.data).toEqual({ today: null, byStatus: null, lowStock: full.lowStock, reviewsWaiting: full.reviewsWaiting, sales: null, lastOrders: null });
    expect(JSON.stringify(editor.data)).not.toContain("revenue");
    // support handles orders (orders:write): it sees the day's figures
    const desk = await api.call<Dashboard>("admin/dashboard", {}, { method: "GET", token: await signAccessToken({ config: api.config } as never, support!.id) });
    expect(desk.data).toEqual(full);
  });

  it("draws the last 14 shop days' net sales (cancellations taken off, unpaid card orders left out) and lists the newest orders", async () => {
    const en = await api.call<Dashboard>("admin/dashboard", {}, { method: "GET", token });
    const sales = en.data!.sales!;
    expect(sales).toHaveLength(14);
    expect(sales.slice(0, 12).every((d) => d.netQ === 0 && d.orders === 0)).toBe(true);
    expect(sales.slice(12).map((d) => [d.netQ, d.orders])).toEqual([[14800, 3], [5000, 4]]);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Baku" }).format(new Date());
    expect(sales[13]!.day).toBe(today);
    expect(en.data!.lastOrders!.map((o) => [o.status, o.totalQ])).toEqual([
      ["ready_for_pickup", 1200],
      ["delivered", 300],
      ["cancelled", 700],
      ["awaiting_payment", 4000],
      ["paid", 2500],
    ]);
  });

  it("keeps the shop's day in Baku time whatever the clock or the session's time zone", async () => {
    // the day starts at 20:00 UTC the evening before
    expect(shopDayStart(new Date("2026-03-10T19:59:00Z")).toISOString()).toBe("2026-03-09T20:00:00.000Z");
    expect(shopDayStart(new Date("2026-03-10T20:00:00Z")).toISOString()).toBe("2026-03-10T20:00:00.000Z");
    // a day later every order seeded above is yesterday's or older
    const tomorrow = await dashboard(api.database, "en", new Date(shopDayStart().getTime() + 86_400_000 + 60_000));
    expect(tomorrow.today).toEqual({ orders: 0, revenueQ: 0 });
    if (process.env.DATABASE_URL) return; // one connection only on PGlite: the session setting below holds for the next query
    await api.database.query(sql`set time zone 'Pacific/Kiritimati'`);
    try {
      expect((await dashboard(api.database, "en")).today).toEqual({ orders: 4, revenueQ: 5000 });
    } finally {
      await api.database.query(sql`set time zone 'UTC'`);
    }
  });

  it("stops at ten low-stock sizes, the lowest first", async () => {
    const many = await insertProduct(api.database, { title: "Socks" });
    await api.database.db.insert(productVariants).values(Array.from({ length: 12 }, (_, i) => ({ productId: many, size: `S${i}`, sort: i, stock: 1 })));
    const answer = await dashboard(api.database, "en");
    expect(answer.lowStock).toHaveLength(10);
    expect(answer.lowStock[0]).toMatchObject({ productId: ids.shirt, size: "S", stock: 0 });
    expect(answer.lowStock.map((row) => row.stock)).toEqual([...answer.lowStock.map((row) => row.stock)].sort((a, b) => a - b));
  });
});
