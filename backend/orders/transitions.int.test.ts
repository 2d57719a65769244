/**
 * The order state machine (transitions.ts) and the status history on a real database (PGlite,
 * or PostgreSQL when DATABASE_URL is set): every allowed and every refused transition, two
 * transitions at once, cancel with stock back once and the manual refund, and the history rows
 * of checkout's own changes (placed, paid, payment failed, cancelled by the shopper).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadBackendConfig } from "../config.ts";
import type { Deps } from "../core/deps.ts";
import { createLogger } from "../core/log.ts";
import { orders, payments, type OrderStatus } from "../db/schema.ts";
import { insertOrder, insertUser, orderRow, paymentRows, stockOf } from "../payments/testing.ts";
import { insertPlaces, insertProduct, orderForm } from "../checkout/testing.ts";
import { testApi, testDatabase } from "../test/db.ts";
import { historyOf } from "./history.ts";
import { cancelByShopper, failOrder, markPaid } from "./state.ts";
import { allowedTransitions, transitionOrder } from "./transitions.ts";

const database = await testDatabase();
const deps: Deps = { database, config: loadBackendConfig({ NODE_ENV: "test" } as NodeJS.ProcessEnv), log: createLogger() };

const ALL: OrderStatus[] = ["new", "awaiting_payment", "paid", "confirmed", "processing", "shipped", "ready_for_pickup", "delivered", "cancelled"];

const ALLOWED: Record<"delivery" | "pickup", Record<OrderStatus, OrderStatus[]>> = {
  delivery: {
    new: ["confirmed", "cancelled"],
    awaiting_payment: ["cancelled"],
    paid: ["confirmed", "cancelled"],
    confirmed: ["processing", "cancelled"],
    processing: ["shipped", "cancelled"],
    shipped: ["delivered", "cancelled"],
    ready_for_pickup: ["delivered", "cancelled"],
    delivered: [],
    cancelled: [],
  },
  pickup: {
    new: ["confirmed", "cancelled"],
    awaiting_payment: ["cancelled"],
    paid: ["confirmed", "cancelled"],
    confirmed: ["processing", "cancelled"],
    processing: ["ready_for_pickup", "cancelled"],
    shipped: ["delivered", "cancelled"],
    ready_for_pickup: ["delivered", "cancelled"],
    delivered: [],
    cancelled: [],
  },
};

const staff = await insertUser(database);

describe("allowedTransitions", () => {
  it("follows new/paid → confirmed → processing → shipped | ready_for_pickup → delivered, cancel before delivered", () => {
    for (const deliveryType of ["delivery", "pickup"] as const)
      for (const status of ALL) expect(allowedTransitions({ status, deliveryType }), `${deliveryType} ${status}`).toEqual(ALLOWED[deliveryType][status]);
  });
});

describe("transitionOrder", () => {
  it("takes every allowed step and refuses every other one, leaving the order as it was", async () => {
    for (const deliveryType of ["delivery", "pickup"] as const) {
      for (const from of ALL) {
        const allowed = ALLOWED[deliveryType][from];
        const paymentType = from === "new" ? "cash" : "card";
        // one order takes every refused step, then each allowed step gets an order of its own
        const { order } = await insertOrder(database, { status: from, deliveryType, lines: [1], paymentType });
        for (const to of ALL.filter((s) => !allowed.includes(s))) {
          const result = await transitionOrder(deps, { orderId: order.id, to, actorUserId: staff.id });
          expect(result, `${deliveryType} ${from} → ${to}`).toEqual({ kind: "invalid_transition", from, allowed });
        }
        const row = await orderRow(database, order.id);
        expect(row.status).toBe(from);
        expect(row.updatedAt.getTime()).toBe(order.updatedAt.getTime());
        expect(await historyOf(deps, [order.id])).toEqual([]);
        for (const to of allowed) {
          const fresh = (await insertOrder(database, { status: from, deliveryType, lines: [1], paymentType })).order;
          const result = await transitionOrder(deps, { orderId: fresh.id, to, actorUserId: staff.id });
          expect(result, `${deliveryType} ${from} → ${to}`).toMatchObject({ kind: "ok", from, order: { id: fresh.id, status: to } });
          expect((await orderRow(database, fresh.id)).status).toBe(to);
          expect(await historyOf(deps, [fresh.id])).toMatchObject([{ from, to, actorUserId: staff.id }]);
        }
      }
    }
  }, 60_000);

  it("walks a cash delivery order to delivered (paid at the door), with the whole history", async () => {
    const { order } = await insertOrder(database, { status: "new", paymentType: "cash" });
    for (const to of ["confirmed", "processing", "shipped", "delivered"] as const) {
      expect(await transitionOrder(deps, { orderId: order.id, to, actorUserId: staff.id, note: `step ${to}` })).toMatchObject({ kind: "ok" });
    }
    expect(await orderRow(database, order.id)).toMatchObject({ status: "delivered", paid: true, stockReleased: false, refundDue: false });
    const history = await historyOf(deps, [order.id]);
    expect(history.map((h) => [h.from, h.to, h.note])).toEqual([
      ["new", "confirmed", "step confirmed"],
      ["confirmed", "processing", "step processing"],
      ["processing", "shipped", "step shipped"],
      ["shipped", "delivered", "step delivered"],
    ]);
    expect(history.every((h) => h.actorUserId === staff.id && h.at instanceof Date)).toBe(true);
  });

  it("walks a paid card pickup order through ready_for_pickup", async () => {
    const { order } = await insertOrder(database, { status: "paid", paid: true, deliveryType: "pickup" });
    for (const to of ["confirmed", "processing", "ready_for_pickup", "delivered"] as const) {
      expect(await transitionOrder(deps, { orderId: order.id, to, actorUserId: staff.id })).toMatchObject({ kind: "ok", order: { status: to } });
    }
    expect((await historyOf(deps, [order.id])).map((h) => h.to)).toEqual(["confirmed", "processing", "ready_for_pickup", "delivered"]);
  });

  it("answers not_found for an unknown order", async () => {
    expect(await transitionOrder(deps, { orderId: 987654321, to: "confirmed", actorUserId: staff.id })).toEqual({ kind: "not_found" });
  });

  it("answers conflict when the order moved on from the status the caller saw", async () => {
    const { order } = await insertOrder(database, { status: "confirmed", paymentType: "cash" });
    const result = await transitionOrder(deps, { orderId: order.id, to: "cancelled", actorUserId: staff.id, from: "new" });
    expect(result).toEqual({ kind: "conflict", current: "confirmed" });
    expect((await orderRow(database, order.id)).status).toBe("confirmed");
  });

  it("of two transitions at once from the status both saw exactly one wins, the other answers conflict; one history row", async () => {
    for (const [a, b] of [
      ["processing", "cancelled"],
      ["processing", "processing"],
      ["cancelled", "cancelled"],
    ] as const) {
      const { order, variants } = await insertOrder(database, { status: "confirmed", paymentType: "cash", lines: [3] });
      const results = await Promise.all([
        transitionOrder(deps, { orderId: order.id, to: a, actorUserId: staff.id, from: "confirmed" }),
        transitionOrder(deps, { orderId: order.id, to: b, actorUserId: staff.id, from: "confirmed" }),
      ]);
      const kinds = results.map((r) => r.kind).sort();
      expect(kinds, `${a} + ${b}`).toEqual(["conflict", "ok"]);
      const winner = results.find((r) => r.kind === "ok")!;
      const row = await orderRow(database, order.id);
      expect(winner).toMatchObject({ order: { status: row.status } });
      expect(await historyOf(deps, [order.id])).toHaveLength(1);
      expect(await stockOf(database, variants.map((v) => v.id))).toEqual([row.status === "cancelled" ? 13 : 10]);
    }
  });
});

describe("cancel", () => {
  it("gives the stock back exactly once, also when called twice (one after the other and at once)", async () => {
    const { order, variants } = await insertOrder(database, { status: "processing", paymentType: "cash", lines: [2, 5] });
    const ids = variants.map((v) => v.id);
    expect(await transitionOrder(deps, { orderId: order.id, to: "cancelled", actorUserId: staff.id })).toMatchObject({ kind: "ok" });
    expect(await stockOf(database, ids)).toEqual([12, 15]);
    expect(await transitionOrder(deps, { orderId: order.id, to: "cancelled", actorUserId: staff.id })).toEqual({ kind: "invalid_transition", from: "cancelled", allowed: [] });
    expect(await stockOf(database, ids)).toEqual([12, 15]);
    expect(await orderRow(database, order.id)).toMatchObject({ status: "cancelled", stockReleased: true, refundDue: false });

    const twice = await insertOrder(database, { status: "shipped", paymentType: "cash", lines: [4] });
    const results = await Promise.all([
      transitionOrder(deps, { orderId: twice.order.id, to: "cancelled", actorUserId: staff.id }),
      transitionOrder(deps, { orderId: twice.order.id, to: "cancelled", actorUserId: staff.id }),
    ]);
    // the loser saw the order shipped (conflict) or already cancelled (invalid_transition)
    expect(results.filter((r) => r.kind === "ok")).toHaveLength(1);
    expect(await stockOf(database, twice.variants.map((v) => v.id))).toEqual([14]);
  });

  it("what the caller runs in the transaction (the audit record) commits with the change: when it throws, nothing moved", async () => {
    const { order, variants } = await insertOrder(database, { status: "confirmed", paymentType: "cash", lines: [3] });
    const seen: string[] = [];
    await expect(
      transitionOrder(deps, {
        orderId: order.id,
        to: "cancelled",
        actorUserId: staff.id,
        inTransaction: async (_tx, change) => {
          seen.push(`${change.from}→${change.order.status}`);
          throw new Error("the audit log is unavailable");
        },
      }),
    ).rejects.toThrow("the audit log is unavailable");
    expect(seen).toEqual(["confirmed→cancelled"]);
    expect(await orderRow(database, order.id)).toMatchObject({ status: "confirmed", stockReleased: false });
    expect(await stockOf(database, variants.map((v) => v.id))).toEqual([10]);
    expect((await historyOf(deps, [order.id])).map((h) => h.to)).not.toContain("cancelled");
  });

  it("a shopper's cancel and a staff cancel at once give the stock back once", async () => {
    const { order, variants } = await insertOrder(database, { status: "new", paymentType: "cash", lines: [3] });
    const [shopper, staffResult] = await Promise.all([cancelByShopper(deps, order.id), transitionOrder(deps, { orderId: order.id, to: "cancelled", actorUserId: staff.id })]);
    expect([shopper, staffResult.kind === "ok"].filter(Boolean)).toHaveLength(1);
    expect(await stockOf(database, variants.map((v) => v.id))).toEqual([13]);
    expect(await historyOf(deps, [order.id])).toHaveLength(1);
  });

  it("records a manual refund as due for a paid card or installment order, not for cash or unpaid ones", async () => {
    const card = await insertOrder(database, { status: "confirmed", paid: true, paymentType: "card" });
    const installment = await insertOrder(database, { status: "paid", paid: true, paymentType: "installment", creditCard: "birkart", creditMonth: 3 });
    const cash = await insertOrder(database, { status: "confirmed", paymentType: "cash" });
    const unpaid = await insertOrder(database, { status: "awaiting_payment" });
    await database.db.insert(payments).values({ orderId: unpaid.order.id, provider: "test", amountQ: 1, status: "pending" });
    for (const { order } of [card, installment, cash, unpaid]) {
      expect(await transitionOrder(deps, { orderId: order.id, to: "cancelled", actorUserId: staff.id, note: "customer called" })).toMatchObject({ kind: "ok" });
    }
    expect(await orderRow(database, card.order.id)).toMatchObject({ refundDue: true, paid: true });
    expect(await orderRow(database, installment.order.id)).toMatchObject({ refundDue: true });
    expect(await orderRow(database, cash.order.id)).toMatchObject({ refundDue: false });
    expect(await orderRow(database, unpaid.order.id)).toMatchObject({ refundDue: false, holdExpiresAt: null });
    expect(await paymentRows(database, unpaid.order.id)).toMatchObject([{ status: "cancelled" }]);
    expect(await historyOf(deps, [card.order.id])).toMatchObject([{ from: "confirmed", to: "cancelled", note: "customer called" }]);
  });
});

describe("history of checkout's own changes", () => {
  it("placing a cash order writes null → new; the shopper's cancel writes new → cancelled with the shopper as actor", async () => {
    const api = await testApi({ CHECKOUT_OTP: "off" }, database);
    const at = await insertPlaces(database, "tr");
    const cup = await insertProduct(database, { title: "Cup", priceQ: 1500, sizes: [{ size: "", stock: 5 }] });
    const answer = await api.call<{ token: string }>("products/checkout", orderForm({ cart: [{ id: cup, size: "", option: 0, qty: 1 }], city: at.sumgayit, payment: "cash" }, { lang: "en" }));
    expect(answer.ok).toBe(true);
    const [order] = await database.db.select().from(orders).where(eq(orders.token, answer.data!.token));
    expect(await historyOf(deps, [order!.id])).toMatchObject([{ from: null, to: "new", actorUserId: null }]);
    expect(await cancelByShopper(deps, order!.id)).toBe(true);
    expect((await historyOf(deps, [order!.id])).map((h) => [h.from, h.to])).toEqual([
      [null, "new"],
      ["new", "cancelled"],
    ]);
  });

  it("the payment flow writes awaiting_payment → paid and awaiting_payment → cancelled, once", async () => {
    const user = await insertUser(database);
    const paidOrder = await insertOrder(database, { userId: user.id });
    const pay = { provider: "test", amountQ: paidOrder.order.totalQ, bankResult: {} };
    expect(await markPaid(deps, paidOrder.order.id, pay)).toBe(true);
    expect(await markPaid(deps, paidOrder.order.id, pay)).toBe(false);
    expect(await historyOf(deps, [paidOrder.order.id])).toMatchObject([{ from: "awaiting_payment", to: "paid", actorUserId: null }]);

    const failed = await insertOrder(database, { userId: user.id });
    expect(await failOrder(deps, failed.order.id, "declined")).toBe(true);
    expect(await failOrder(deps, failed.order.id, "expired")).toBe(false);
    expect(await historyOf(deps, [failed.order.id])).toMatchObject([{ from: "awaiting_payment", to: "cancelled", note: "payment declined" }]);

    const mine = await insertOrder(database, { userId: user.id });
    expect(await cancelByShopper(deps, mine.order.id)).toBe(true);
    expect(await historyOf(deps, [mine.order.id])).toMatchObject([{ from: "awaiting_payment", to: "cancelled", actorUserId: user.id }]);
  });
});

describe("the shopper's answer (orders/token)", () => {
  it("carries the status history (status and date, no staff notes or actors) and the refund flag", async () => {
    const api = await testApi({}, database);
    const { order } = await insertOrder(database, { status: "paid", paid: true, deliveryType: "pickup" });
    for (const to of ["confirmed", "processing", "ready_for_pickup", "cancelled"] as const) {
      await transitionOrder(deps, { orderId: order.id, to, actorUserId: staff.id, note: "internal note" });
    }
    const answer = await api.call<{ order: { status: string; refundDue: boolean; history: { status: string; at: string }[] } }>("orders/token", { token: order.token, lang: "en" });
    expect(answer.data!.order).toMatchObject({ status: "cancelled", refundDue: true });
    expect(answer.data!.order.history.map((h) => h.status)).toEqual(["confirmed", "processing", "ready_for_pickup", "cancelled"]);
    expect(answer.data!.order.history.every((h) => !Number.isNaN(Date.parse(h.at)))).toBe(true);
    expect(JSON.stringify(answer.data)).not.toContain("internal note");
  });
});
