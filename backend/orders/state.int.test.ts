/** Order state transitions: markPaid, failOrder, expireHolds (idempotent, stock back once). */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadBackendConfig } from "../config.ts";
import type { Deps } from "../core/deps.ts";
import { createLogger } from "../core/log.ts";
import { cartItems, payments, smsOutbox } from "../db/schema.ts";
import { cartOf, insertOrder, insertUser, orderRow, paymentRows, stockOf } from "../payments/testing.ts";
import { testDatabase } from "../test/db.ts";
import { runJobs } from "../test/jobs.ts";
import { JOB_HANDLERS, SCHEDULES } from "../job-handlers.ts";
import { createWorker } from "../jobs/worker.ts";
import { HOLD_SWEEP, expireHolds, failOrder, markPaid } from "./state.ts";

const database = await testDatabase();
const deps: Deps = { database, config: loadBackendConfig({ NODE_ENV: "test" } as NodeJS.ProcessEnv), log: createLogger() };

const paid = (amountQ: number) => ({
  provider: "azericard",
  amountQ,
  bankResult: { cardNumber: "4169********1234", cardName: "AYSEL M", rrn: "1", approval: "2" },
  externalId: "X1",
});

async function smsFor(orderNumber: string) {
  return (await database.db.select().from(smsOutbox)).filter((m) => m.text.includes(orderNumber));
}

describe("markPaid", () => {
  it("pays an awaiting order once: payment approved (a row is added when none is pending), cart emptied, one SMS", async () => {
    const user = await insertUser(database);
    const { order, product } = await insertOrder(database, { userId: user.id, totalQ: 7700 });
    await database.db.insert(cartItems).values({ userId: user.id, productId: product.id, qty: 1 });
    expect(await markPaid(deps, order.id, paid(7700))).toBe(true);
    expect(await orderRow(database, order.id)).toMatchObject({ status: "paid", paid: true, holdExpiresAt: null });
    expect(await paymentRows(database, order.id)).toMatchObject([
      { provider: "azericard", amountQ: 7700, status: "approved", externalId: "X1", bankResult: { cardNumber: "4169********1234" } },
    ]);
    expect(await cartOf(database, user.id)).toHaveLength(0);
    // the confirmation is a job of the change, run after the commit
    expect(await smsFor(order.number)).toHaveLength(0);
    await runJobs(deps);
    expect(await smsFor(order.number)).toHaveLength(1);

    expect(await markPaid(deps, order.id, paid(7700))).toBe(false);
    expect(await paymentRows(database, order.id)).toHaveLength(1);
    await runJobs(deps);
    expect(await smsFor(order.number)).toHaveLength(1);
  });

  it("approves the pending payment row instead of adding one", async () => {
    const { order } = await insertOrder(database);
    await database.db.insert(payments).values({ orderId: order.id, provider: "test", amountQ: order.totalQ, status: "pending" });
    await markPaid(deps, order.id, { ...paid(order.totalQ), provider: "test" });
    expect(await paymentRows(database, order.id)).toMatchObject([{ provider: "test", status: "approved" }]);
  });

  it("settles older pending attempts too: the latest is approved, earlier ones cancelled", async () => {
    const { order } = await insertOrder(database);
    await database.db.insert(payments).values({ orderId: order.id, provider: "test", amountQ: order.totalQ, status: "pending" });
    await database.db.insert(payments).values({ orderId: order.id, provider: "test", amountQ: order.totalQ, status: "pending" });
    await markPaid(deps, order.id, { ...paid(order.totalQ), provider: "test" });
    expect((await paymentRows(database, order.id)).map((p) => p.status)).toEqual(["cancelled", "approved"]);
    const { order: failed } = await insertOrder(database);
    await database.db.insert(payments).values({ orderId: failed.id, provider: "test", amountQ: 1, status: "pending" });
    await database.db.insert(payments).values({ orderId: failed.id, provider: "test", amountQ: 1, status: "pending" });
    await failOrder(deps, failed.id, "expired");
    expect((await paymentRows(database, failed.id)).map((p) => p.status)).toEqual(["expired", "expired"]);
  });

  it("changes nothing for a cancelled, a cash (new) or an unknown order", async () => {
    const { order: cancelled } = await insertOrder(database, { status: "cancelled" });
    const { order: cash } = await insertOrder(database, { status: "new", paymentType: "cash" });
    expect(await markPaid(deps, cancelled.id, paid(1))).toBe(false);
    expect(await markPaid(deps, cash.id, paid(1))).toBe(false);
    expect(await markPaid(deps, 987654321, paid(1))).toBe(false);
    expect(await orderRow(database, cancelled.id)).toMatchObject({ status: "cancelled", paid: false });
    expect(await orderRow(database, cash.id)).toMatchObject({ status: "new", paid: false });
    expect(await paymentRows(database, cash.id)).toHaveLength(0);
  });
});

describe("failOrder", () => {
  it("cancels, gives each line's stock back exactly once and marks the payment with the reason", async () => {
    const { order, variants } = await insertOrder(database, { lines: [2, 5] });
    await database.db.insert(payments).values({ orderId: order.id, provider: "test", amountQ: order.totalQ, status: "pending" });
    const ids = variants.map((v) => v.id);
    expect(await failOrder(deps, order.id, "cancelled")).toBe(true);
    expect(await orderRow(database, order.id)).toMatchObject({ status: "cancelled", stockReleased: true, paid: false });
    expect(await stockOf(database, ids)).toEqual([12, 15]);
    expect(await paymentRows(database, order.id)).toMatchObject([{ status: "cancelled" }]);
    expect(await failOrder(deps, order.id, "declined")).toBe(false);
    expect(await failOrder(deps, order.id, "expired")).toBe(false);
    expect(await stockOf(database, ids)).toEqual([12, 15]);
    expect(await paymentRows(database, order.id)).toMatchObject([{ status: "cancelled" }]);
  });

  it("two at the same time release the stock once", async () => {
    const { order, variants } = await insertOrder(database, { lines: [3] });
    const results = await Promise.all([failOrder(deps, order.id, "declined"), failOrder(deps, order.id, "expired")]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await stockOf(database, variants.map((v) => v.id))).toEqual([13]);
  });

  it("leaves a paid order alone", async () => {
    const { order, variants } = await insertOrder(database);
    await markPaid(deps, order.id, paid(order.totalQ));
    expect(await failOrder(deps, order.id, "expired")).toBe(false);
    expect(await orderRow(database, order.id)).toMatchObject({ status: "paid", stockReleased: false });
    expect(await stockOf(database, variants.map((v) => v.id))).toEqual([10, 10]);
  });

  it("skips lines without a variant (deleted product)", async () => {
    const { order } = await insertOrder(database, { lines: [1] });
    expect(await failOrder(deps, order.id, "declined")).toBe(true);
  });
});

describe("expireHolds", () => {
  it("cancels only awaiting orders whose hold has passed, and releases their stock", async () => {
    const now = new Date("2031-01-01T12:00:00Z");
    const due = await insertOrder(database, { holdExpiresAt: new Date(now.getTime() - 1000), lines: [4] });
    const later = await insertOrder(database, { holdExpiresAt: new Date(now.getTime() + 60_000) });
    const noHold = await insertOrder(database, { holdExpiresAt: null });
    const paidOrder = await insertOrder(database, { holdExpiresAt: new Date(now.getTime() - 1000) });
    await markPaid(deps, paidOrder.order.id, paid(paidOrder.order.totalQ));
    await database.db.insert(payments).values({ orderId: due.order.id, provider: "test", amountQ: 1, status: "pending" });

    const count = await expireHolds(deps, now);
    expect(count).toBeGreaterThanOrEqual(1);
    expect(await orderRow(database, due.order.id)).toMatchObject({ status: "cancelled", stockReleased: true });
    expect(await paymentRows(database, due.order.id)).toMatchObject([{ status: "expired" }]);
    expect(await stockOf(database, due.variants.map((v) => v.id))).toEqual([14]);
    expect((await orderRow(database, later.order.id)).status).toBe("awaiting_payment");
    expect((await orderRow(database, noHold.order.id)).status).toBe("awaiting_payment");
    expect((await orderRow(database, paidOrder.order.id)).status).toBe("paid");

    expect(await expireHolds(deps, now)).toBe(0);
    expect(await stockOf(database, due.variants.map((v) => v.id))).toEqual([14]);
  });

  it("with an order id looks at that order only", async () => {
    const now = new Date("2032-01-01T00:00:00Z");
    const a = await insertOrder(database, { holdExpiresAt: new Date(now.getTime() - 1) });
    const b = await insertOrder(database, { holdExpiresAt: new Date(now.getTime() - 1) });
    expect(await expireHolds(deps, now, a.order.id)).toBe(1);
    expect((await orderRow(database, a.order.id)).status).toBe("cancelled");
    expect((await orderRow(database, b.order.id)).status).toBe("awaiting_payment");
  });

  it("the sweep is a scheduled job of the worker: it runs at once, then again after its interval", async () => {
    const { order } = await insertOrder(database, { holdExpiresAt: new Date(Date.now() - 1000) });
    const schedule = SCHEDULES.find((s) => s.kind === HOLD_SWEEP)!;
    expect(schedule.everyMs).toBe(60_000);
    const worker = createWorker(deps, { handlers: JOB_HANDLERS, schedules: SCHEDULES });
    await worker.drain();
    expect((await orderRow(database, order.id)).status).toBe("cancelled");
    const [row] = await database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(row).toBeUndefined();
    const [next] = await database.query<{ seconds: number }>(
      sql`select extract(epoch from run_at - now())::float8 as seconds from jobs where kind = ${HOLD_SWEEP} and state = 'pending'`,
    );
    expect(Number(next!.seconds)).toBeGreaterThan(50);
    expect(Number(next!.seconds)).toBeLessThanOrEqual(60);
  });
});
