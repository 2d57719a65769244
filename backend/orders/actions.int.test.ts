/**
 * The shopper's actions on their order: an unpaid card order is paid again
 * (a new payment attempt, stock still held) with orders/pay, and a new or awaiting-payment
 * order is cancelled with orders/cancel, its stock back exactly once.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../core/log.ts";
import type { Deps } from "../core/deps.ts";
import type { Database } from "../db/client.ts";
import { orders, payments } from "../db/schema.ts";
import { testApi, testDatabase } from "../test/db.ts";
import type { CheckoutAnswer } from "../checkout/contract.ts";
import { insertPlaces, insertProduct, orderForm, stockOf, type Api, type Places } from "../checkout/testing.ts";
import { markPaid } from "./state.ts";

let database: Database;
let api: Api;
let deps: Deps;
let at: Places;
let coat: number;

beforeAll(async () => {
  database = await testDatabase();
  api = await testApi({ PAYMENT_PROVIDER: "test", CHECKOUT_OTP: "off" }, database);
  deps = { database, config: api.config, log: createLogger() };
  at = await insertPlaces(database, "act");
  coat = await insertProduct(database, { title: "Coat", priceQ: 12000, sizes: [{ size: "M", stock: 20 }] });
});

const line = (qty = 1) => [{ id: coat, size: "M", option: 0, qty }];

async function place(payment: "card" | "cash", qty = 1) {
  const res = await api.call<CheckoutAnswer>("products/checkout", orderForm({ cart: line(qty), city: at.sumgayit, payment }));
  expect(res.ok, JSON.stringify(res)).toBe(true);
  const [row] = await database.db.select().from(orders).where(eq(orders.token, res.data!.token!));
  return row!;
}

const paymentsOf = (orderId: number) => database.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);

describe("orders/pay", () => {
  it("starts a new payment attempt on an unpaid card order; the stock stays held", async () => {
    const order = await place("card");
    const stock = await stockOf(database, coat, "M");
    const again = await api.call<CheckoutAnswer>("orders/pay", { token: order.token });
    expect(again.ok, JSON.stringify(again)).toBe(true);
    expect(again.data).toMatchObject({ token: order.token, number: order.number });
    expect(again.data!.azericard!.fields.BACKREF).toContain(order.token);
    expect(await stockOf(database, coat, "M")).toBe(stock);
    expect((await paymentsOf(order.id)).map((p) => p.status)).toEqual(["pending", "pending"]);
    // the approved attempt settles the order and the older attempt
    await markPaid(deps, order.id, { provider: "test", amountQ: order.totalQ, bankResult: {} });
    expect((await paymentsOf(order.id)).map((p) => p.status).sort()).toEqual(["approved", "cancelled"]);
    expect(await api.call("orders/pay", { token: order.token })).toMatchObject({ ok: false, status: 409, error: "This order cannot be paid now" });
  });

  it("refuses cash orders, expired holds and unknown tokens (in the payload's language)", async () => {
    const cash = await place("cash");
    expect(await api.call("orders/pay", { token: cash.token, lang: "ru" })).toMatchObject({ status: 409, error: "Этот заказ сейчас нельзя оплатить" });
    const card = await place("card");
    await database.db.update(orders).set({ holdExpiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, card.id));
    expect(await api.call("orders/pay", { token: card.token })).toMatchObject({ status: 409 });
    expect(await api.call("orders/pay", { token: "no-such-token" })).toMatchObject({ status: 404 });
    expect((await api.call("orders/pay", {})).status).toBe(422);
  });
});

describe("orders/cancel", () => {
  it("cancels an awaiting-payment order and gives the stock back exactly once", async () => {
    const before = await stockOf(database, coat, "M");
    const order = await place("card", 3);
    expect(await stockOf(database, coat, "M")).toBe(before - 3);
    const res = await api.call<{ order: { status: string } }>("orders/cancel", { token: order.token });
    expect(res.ok, JSON.stringify(res)).toBe(true);
    expect(res.data!.order.status).toBe("cancelled");
    expect(await stockOf(database, coat, "M")).toBe(before);
    expect((await paymentsOf(order.id)).map((p) => p.status)).toEqual(["cancelled"]);
    // twice, or at once: the stock comes back once
    const again = await Promise.all([api.call("orders/cancel", { token: order.token }), api.call("orders/cancel", { token: order.token })]);
    for (const a of again) expect(a).toMatchObject({ ok: false, status: 409, error: "This order can no longer be cancelled" });
    expect(await stockOf(database, coat, "M")).toBe(before);
    expect(await api.call("orders/pay", { token: order.token })).toMatchObject({ status: 409 });
  });

  it("cancels a new cash order; a paid order cannot be cancelled", async () => {
    const before = await stockOf(database, coat, "M");
    const cash = await place("cash", 2);
    expect((await api.call("orders/cancel", { token: cash.token, lang: "az" })).ok).toBe(true);
    expect(await stockOf(database, coat, "M")).toBe(before);

    const paid = await place("card");
    await markPaid(deps, paid.id, { provider: "test", amountQ: paid.totalQ, bankResult: {} });
    expect(await api.call("orders/cancel", { token: paid.token, lang: "az" })).toMatchObject({ status: 409, error: "Bu sifarişi artıq ləğv etmək mümkün deyil" });
    expect(await stockOf(database, coat, "M")).toBe(before - 1);
  });
});
