/**
 * Card and installment orders: placed as awaiting_payment with the stock held (15 minutes for a guest),
 * answered with the provider's start (the test gateway here), released by the payment flow's
 * failOrder, confirmed (SMS, cart emptied) by its markPaid.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../core/log.ts";
import type { Deps } from "../core/deps.ts";
import type { Database } from "../db/client.ts";
import { cartItems, orders, payments } from "../db/schema.ts";
import { failOrder, markPaid } from "../orders/state.ts";
import { testApi, testDatabase } from "../test/db.ts";
import { runJobs } from "../test/jobs.ts";
import type { CheckoutAnswer } from "./contract.ts";
import { customer, insertPlaces, insertProduct, linesOf, orderForm, ordersByMobile, smsTo, stockOf, type Api, type Places } from "./testing.ts";

let database: Database;
let api: Api;
let deps: Deps;
let at: Places;
let P: { coat: number; cup: number };

beforeAll(async () => {
  database = await testDatabase();
  api = await testApi({ PAYMENT_PROVIDER: "test" }, database);
  deps = { database, config: api.config, log: createLogger() };
  at = await insertPlaces(database, "card");
  P = {
    coat: await insertProduct(database, { title: "Coat", priceQ: 12000, sizes: [{ size: "M", stock: 4 }] }),
    cup: await insertProduct(database, { title: "Cup", priceQ: 1500, sizes: [{ size: "", stock: 40 }] }),
  };
});

function form(over: Record<string, unknown> = {}) {
  return orderForm({ cart: [{ id: P.coat, size: "M", option: 0, qty: 1 }], city: at.sumgayit, payment: "card" }, { ...over });
}

async function orderOf(token: string) {
  const [row] = await database.db.select().from(orders).where(eq(orders.token, token));
  return row!;
}

describe("card orders", () => {
  it("hold the stock, wait for the payment and answer the payment form", async () => {
    const payload = form();
    const stock = await stockOf(database, P.coat, "M");
    const res = await api.call<CheckoutAnswer>("products/checkout", payload);
    expect(res.ok, JSON.stringify(res)).toBe(true);
    expect(Object.keys(res.data!).sort()).toEqual(["azericard", "number", "token"]);
    const order = await orderOf(res.data!.token!);
    expect(order).toMatchObject({ status: "awaiting_payment", paymentType: "card", paid: false, stockReleased: false, number: res.data!.number });
    const hold = order.holdExpiresAt!.getTime() - Date.now();
    // a guest's hold: GUEST_HOLD_MINUTES (15)
    expect(hold).toBeGreaterThan(14 * 60_000);
    expect(hold).toBeLessThanOrEqual(15 * 60_000);
    expect(await stockOf(database, P.coat, "M")).toBe(stock - 1);
    // 120 ₼ − 10 % first order + 3 ₼
    expect(order.totalQ).toBe(11100);
    expect(res.data!.azericard!.fields).toMatchObject({ AMOUNT: "111.00", EMAIL: "aysel@example.com" });
    expect(res.data!.azericard!.fields.BACKREF).toContain(order.token);
    const pays = await database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(pays.map((p) => [p.status, p.amountQ, p.provider])).toEqual([["pending", 11100, "test"]]);
    // no confirmation before the money is taken
    expect(await smsTo(database, payload.mobile)).toHaveLength(0);

    // a declined payment gives the stock back
    expect(await failOrder(deps, order.id, "declined")).toBe(true);
    expect(await stockOf(database, P.coat, "M")).toBe(stock);
  });

  it("installment keeps the card and months and passes them to the gateway", async () => {
    const res = await api.call<CheckoutAnswer>("products/checkout", form({ payment: "installment", creditCard: "birkart", creditMonth: "6" }));
    expect(res.ok, JSON.stringify(res)).toBe(true);
    const order = await orderOf(res.data!.token!);
    expect(order).toMatchObject({ paymentType: "installment", creditCard: "birkart", creditMonth: 6, status: "awaiting_payment" });
    expect(res.data!.azericard!.fields.INSTALLMENT).toBe("birkart:6");
  });

  it("a repeated key answers the same order with a fresh payment form", async () => {
    const payload = form();
    const a = await api.call<CheckoutAnswer>("products/checkout", payload);
    const b = await api.call<CheckoutAnswer>("products/checkout", payload);
    expect(b.data!.token).toBe(a.data!.token);
    expect(b.data!.number).toBe(a.data!.number);
    expect(b.data!.azericard).toBeDefined();
    expect(await ordersByMobile(database, payload.mobile)).toHaveLength(1);
    // once cancelled, the key answers the order without a payment form
    const order = await orderOf(a.data!.token!);
    await failOrder(deps, order.id, "cancelled");
    const c = await api.call<CheckoutAnswer>("products/checkout", payload);
    expect(c.data).toEqual({ token: a.data!.token, number: a.data!.number });
  });

  it("a signed-in customer's cart stays until the payment is approved; then the SMS goes out", async () => {
    const me = await customer(api);
    await me.call("users/add-to-cart", { product_id: P.cup, size: "", qty: 4, option: 0 });
    const res = await me.call<CheckoutAnswer>("products/checkout", form({ mobile: me.user.mobile, cart: [] }));
    expect(res.ok, JSON.stringify(res)).toBe(true);
    const order = await orderOf(res.data!.token!);
    expect(order.userId).toBe(me.userId);
    expect((await linesOf(database, order.id)).map((l) => [l.productId, l.qty, l.priceQ])).toEqual([[P.cup, 4, 1500]]);
    expect(await database.db.select().from(cartItems).where(eq(cartItems.userId, me.userId))).toHaveLength(1);
    await markPaid(deps, order.id, { provider: "test", amountQ: order.totalQ, bankResult: { cardNumber: "4169********0001" } });
    expect(await database.db.select().from(cartItems).where(eq(cartItems.userId, me.userId))).toHaveLength(0);
    await runJobs(deps);
    const sms = await smsTo(database, me.user.mobile);
    expect(sms[0]).toBe(`Bazaar: thank you! Your order ${order.number} has been placed. Total: ${(order.totalQ / 100).toFixed(2)} ₼.`);
  });

  it("a payment that cannot be started cancels the order and gives the stock back", async () => {
    const broken = await testApi({ PAYMENT_PROVIDER: "azericard" }, database);
    const stock = await stockOf(database, P.coat, "M");
    const payload = form();
    const res = await broken.call<CheckoutAnswer>("products/checkout", payload);
    expect(res).toMatchObject({ ok: false, status: 502, error: "The payment could not be started. Please try again later." });
    const [order] = await ordersByMobile(database, payload.mobile);
    expect(order).toMatchObject({ status: "cancelled", stockReleased: true });
    expect(await stockOf(database, P.coat, "M")).toBe(stock);
  });
});
