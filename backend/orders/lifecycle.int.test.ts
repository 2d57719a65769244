/**
 * The one transition table and the order events (lifecycle.ts, events.ts, subscribers.ts) on the
 * test database: every writer of `orders.status` — checkout, staff, the shopper, the payment flow
 * and the hold expiry — moves only along the table's rows for its actor and publishes the named
 * events, whose subscribers run in the change's transaction (a throwing subscriber undoes the
 * change and its jobs); the notices are jobs the subscribers write.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { loadBackendConfig } from "../config.ts";
import type { Deps } from "../core/deps.ts";
import { createLogger } from "../core/log.ts";
import { jobs, orderStatusHistory, type OrderStatus } from "../db/schema.ts";
import { insertPlaces, insertProduct, orderForm } from "../checkout/testing.ts";
import { insertOrder, orderRow, stockOf } from "../payments/testing.ts";
import { testApi, testDatabase } from "../test/db.ts";
import { ORDER_EVENTS, eventsOf, subscribe, type OrderEvent } from "./events.ts";
import { PLACED_STATUS, TRANSITIONS, allowedTransitions, applyTransition, type Mover } from "./lifecycle.ts";
import { insertPlacedOrder } from "./service.ts";
import { cancelByShopper, expireHolds, failOrder, markPaid } from "./state.ts";
import { transitionOrder } from "./transitions.ts";

const database = await testDatabase();
const deps: Deps = {
  database,
  config: loadBackendConfig({ NODE_ENV: "test", STAFF_NOTIFY_MOBILES: "+994 55 111 22 33" } as NodeJS.ProcessEnv),
  log: createLogger(),
};

const seen: OrderEvent[] = [];
const off = ORDER_EVENTS.map((name) => subscribe(name, async (_tx, event) => void seen.push(event)));
afterEach(() => void seen.splice(0));
// the recorder is this file's only (the module graph is shared with other files of the worker)
afterAll(() => off.forEach((stop) => stop()));

const eventsFor = (orderId: number) => seen.filter((e) => e.orderId === orderId).map((e) => `${e.name} by ${e.by}`);

async function jobsFor(orderId: number) {
  const rows = await database.db
    .select({ kind: jobs.kind, payload: jobs.payload })
    .from(jobs)
    .where(sql`${jobs.payload} ->> 'orderId' = ${String(orderId)}`)
    .orderBy(jobs.id);
  return rows.map((r) => (r.payload.status ? `${r.kind} ${String(r.payload.status)}` : r.kind));
}

describe("the transition table", () => {
  it("each mover has its own rows: staff never pays, the payment flow never confirms, the shopper cancels only unpaid orders", () => {
    const statuses: OrderStatus[] = ["new", "awaiting_payment", "paid", "confirmed", "processing", "shipped", "ready_for_pickup", "delivered", "cancelled"];
    const movers: Mover[] = ["staff", "shopper", "payment", "expiry"];
    const table = Object.fromEntries(movers.map((by) => [by, Object.fromEntries(statuses.map((s) => [s, allowedTransitions({ status: s, deliveryType: "delivery" }, by)]))]));
    expect(table.payment).toMatchObject({ awaiting_payment: ["paid", "cancelled"], new: [], paid: [], confirmed: [] });
    expect(table.expiry).toMatchObject({ awaiting_payment: ["cancelled"], new: [] });
    expect(table.shopper).toMatchObject({ new: ["cancelled"], awaiting_payment: ["cancelled"], paid: [], confirmed: [] });
    expect(Object.values(table.staff).flat()).not.toContain("paid");
    expect(allowedTransitions({ status: "processing", deliveryType: "pickup" })).toEqual(["ready_for_pickup", "cancelled"]);
    // nothing leaves delivered or cancelled, and every row names a known status
    expect(TRANSITIONS.filter((m) => m.from === "delivered" || m.from === "cancelled")).toEqual([]);
    for (const m of TRANSITIONS) expect(statuses).toContain(m.to);
  });

  it("names the events of a change: a cancel of a paid card order is a refund too", () => {
    expect(eventsOf({ to: "new", refundDue: false })).toEqual(["placed"]);
    expect(eventsOf({ to: "awaiting_payment", refundDue: false })).toEqual(["placed"]);
    expect(eventsOf({ to: "ready_for_pickup", refundDue: false })).toEqual(["readyForPickup"]);
    expect(eventsOf({ to: "shipped", refundDue: false })).toEqual(["shipped"]);
    expect(eventsOf({ to: "cancelled", refundDue: true })).toEqual(["cancelled", "refunded"]);
  });

  it("a move the table does not give the mover is refused and changes nothing", async () => {
    const { order } = await insertOrder(database, { status: "paid", paid: true });
    expect(await applyTransition(deps, { orderId: order.id, to: "cancelled", by: "shopper" })).toEqual({ kind: "invalid_transition", from: "paid", allowed: [] });
    expect(await applyTransition(deps, { orderId: order.id, to: "paid", by: "staff" })).toMatchObject({ kind: "invalid_transition" });
    expect(await cancelByShopper(deps, order.id)).toBe(false);
    expect((await orderRow(database, order.id)).status).toBe("paid");
    expect(eventsFor(order.id)).toEqual([]);
    const cash = await insertOrder(database, { status: "new", paymentType: "cash" });
    expect(await markPaid(deps, cash.order.id, { provider: "test", amountQ: 1, bankResult: {} })).toBe(false);
    expect(await failOrder(deps, cash.order.id, "declined")).toBe(false);
    expect((await orderRow(database, cash.order.id)).status).toBe("new");
  });

  it("checkout places only in the table's first status", async () => {
    const { order } = await insertOrder(database);
    await expect(
      database.db.transaction((tx) => insertPlacedOrder(tx, { ...order, id: order.id + 100_000, number: `X-${order.number}`, token: `x-${order.token}`, idempotencyKey: null, status: "new" }, deps.config)),
    ).rejects.toThrow(/placed as awaiting_payment/);
    expect(PLACED_STATUS).toEqual({ cash: "new", card: "awaiting_payment", installment: "awaiting_payment" });
  });
});

describe("every writer publishes its events", () => {
  it("checkout: a cash order is placed with its confirmation and staff notice as jobs; a card order is placed without", async () => {
    const api = await testApi({ CHECKOUT_OTP: "off", PAYMENT_PROVIDER: "test", STAFF_NOTIFY_MOBILES: "+994 55 111 22 33" }, database);
    const at = await insertPlaces(database, "lc");
    const cup = await insertProduct(database, { title: "Cup", priceQ: 1500, sizes: [{ size: "", stock: 9 }] });
    const cash = await api.call<{ token: string }>("products/checkout", orderForm({ cart: [{ id: cup, size: "", option: 0, qty: 1 }], city: at.sumgayit, payment: "cash" }));
    const card = await api.call<{ token: string }>("products/checkout", orderForm({ cart: [{ id: cup, size: "", option: 0, qty: 1 }], city: at.sumgayit, payment: "card" }));
    expect(cash.ok && card.ok, JSON.stringify([cash, card])).toBe(true);
    const [cashOrder, cardOrder] = await Promise.all(
      [cash, card].map(async (a) => (await database.query<{ id: number }>(sql`select id from orders where token = ${a.data!.token}`))[0]!.id),
    );
    expect(eventsFor(cashOrder!)).toEqual(["placed by checkout"]);
    expect(eventsFor(cardOrder!)).toEqual(["placed by checkout"]);
    expect(await jobsFor(cashOrder!)).toEqual(["order.confirmation", "order.staffNotice"]);
    expect(await jobsFor(cardOrder!)).toEqual([]);
  });

  it("the payment flow: paid (with the confirmation and the staff notice), declined; the hold expiry", async () => {
    const a = await insertOrder(database);
    const b = await insertOrder(database);
    const c = await insertOrder(database, { holdExpiresAt: new Date(Date.now() - 1000) });
    expect(await markPaid(deps, a.order.id, { provider: "test", amountQ: a.order.totalQ, bankResult: {} })).toBe(true);
    expect(await failOrder(deps, b.order.id, "declined")).toBe(true);
    expect(await expireHolds(deps, new Date(), c.order.id)).toBe(1);
    expect(eventsFor(a.order.id)).toEqual(["paid by payment"]);
    expect(eventsFor(b.order.id)).toEqual(["cancelled by payment"]);
    expect(eventsFor(c.order.id)).toEqual(["cancelled by expiry"]);
    expect(await jobsFor(a.order.id)).toEqual(["order.confirmation", "order.staffNotice"]);
    expect(await jobsFor(b.order.id)).toEqual([]);
    // the stock subscriber gave the held stock back
    expect(await stockOf(database, b.variants.map((v) => v.id))).toEqual([12, 11]);
  });

  it("staff: every step with its status notice job; a cancel of a paid card order is also refunded", async () => {
    const { order } = await insertOrder(database, { status: "paid", paid: true, deliveryType: "pickup" });
    for (const to of ["confirmed", "processing", "ready_for_pickup", "delivered"] as const) {
      expect(await transitionOrder(deps, { orderId: order.id, to, actorUserId: null })).toMatchObject({ kind: "ok" });
    }
    expect(eventsFor(order.id)).toEqual(["confirmed by staff", "processing by staff", "readyForPickup by staff", "delivered by staff"]);
    expect(await jobsFor(order.id)).toEqual([
      "order.statusNotice confirmed",
      "order.statusNotice processing",
      "order.statusNotice ready_for_pickup",
      "order.statusNotice delivered",
    ]);
    const paid = await insertOrder(database, { status: "shipped", paid: true });
    await transitionOrder(deps, { orderId: paid.order.id, to: "cancelled", actorUserId: null });
    expect(eventsFor(paid.order.id)).toEqual(["cancelled by staff", "refunded by staff"]);
    expect(await jobsFor(paid.order.id)).toEqual(["order.statusNotice cancelled"]);
  });

  it("the shopper's cancel: cancelled by the shopper, stock back, no notice", async () => {
    const { order, variants } = await insertOrder(database, { status: "new", paymentType: "cash" });
    expect(await cancelByShopper(deps, order.id)).toBe(true);
    expect(eventsFor(order.id)).toEqual(["cancelled by shopper"]);
    expect(await jobsFor(order.id)).toEqual([]);
    expect(await stockOf(database, variants.map((v) => v.id))).toEqual([12, 11]);
  });
});

describe("subscribers run in the change's transaction", () => {
  it("a subscriber that throws undoes the change, its history row, the stock and the jobs", async () => {
    const failing = subscribe("cancelled", async () => {
      throw new Error("subscriber failed");
    });
    try {
      const { order, variants } = await insertOrder(database, { status: "confirmed", paid: true });
      await expect(transitionOrder(deps, { orderId: order.id, to: "cancelled", actorUserId: null })).rejects.toThrow("subscriber failed");
      expect(await orderRow(database, order.id)).toMatchObject({ status: "confirmed", stockReleased: false, refundDue: false });
      expect(await database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id))).toEqual([]);
      expect(await stockOf(database, variants.map((v) => v.id))).toEqual([10, 10]);
      expect(await jobsFor(order.id)).toEqual([]);
    } finally {
      failing();
    }
  });
});
