/** Orders read calls: own orders only, info popup data, lookup by token. */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { logIn, signUp } from "../auth/testing.ts";
import type { Order, OrdersAnswer } from "../auth/contract.ts";
import type { Database } from "../db/client.ts";
import { orderLines, orders, payments } from "../db/schema.ts";
import { testApi, testDatabase } from "../test/db.ts";

let database: Database;
let api: Awaited<ReturnType<typeof testApi>>;
let counter = 0;

beforeAll(async () => {
  database = await testDatabase();
  api = await testApi({}, database);
});

async function customer() {
  const user = await signUp(api.call, database);
  const session = await logIn(api.call, user.mobile, user.password);
  return { id: session.user.id, call: <T>(path: string, payload: Record<string, unknown> = {}) => api.call<T>(path, payload, { token: session.accessToken }) };
}

async function placeOrder(userId: number | null, opts: { createdAt?: Date; paid?: boolean } = {}) {
  counter += 1;
  const [order] = await database.db
    .insert(orders)
    .values({
      number: `T-${1000 + counter}`,
      token: `tok-${counter}-${Math.random().toString(36).slice(2)}`,
      userId,
      status: "new",
      summary: { subTotalQ: 12000, campaignDiscountQ: 1000, newCustomerDiscountQ: 0, loyaltyDiscountQ: 0, packageQ: 300, deliveryQ: 500, totalQ: 11800 },
      totalQ: 11800,
      deliveryType: "delivery",
      info: { firstName: "Aysel", lastName: "M", mobile: "994501112233", country: "AZ", city: "baku", address: "Street 9", gift: true, giftFirstName: "Kamran" },
      paymentType: "card",
      paid: opts.paid ?? false,
      createdAt: opts.createdAt ?? new Date(),
    })
    .returning();
  await database.db.insert(orderLines).values([
    { orderId: order!.id, title: "Linen shirt", qty: 2, priceQ: 5000, oldPriceQ: 6000, totalQ: 10000, size: "M" },
    { orderId: order!.id, title: "Socks", qty: 1, priceQ: 2000, totalQ: 2000 },
    { orderId: order!.id, title: "Gift bag", qty: 1, priceQ: 0, totalQ: 0, isGift: true },
  ]);
  if (opts.paid) {
    await database.db.insert(payments).values({
      orderId: order!.id,
      provider: "azericard",
      amountQ: 11800,
      status: "approved",
      bankResult: { cardNumber: "4169********1234", cardName: "AYSEL M" },
    });
  }
  return order!;
}

describe("orders", () => {
  it("lists only the customer's own orders, newest first, with the table's fields", async () => {
    const me = await customer();
    const other = await customer();
    const older = await placeOrder(me.id, { createdAt: new Date(Date.now() - 86_400_000) });
    const newer = await placeOrder(me.id, { paid: true });
    await placeOrder(other.id);
    await placeOrder(null);
    const list = await me.call<OrdersAnswer>("orders");
    expect(list.ok).toBe(true);
    expect(list.data!.items.map((o) => o.id)).toEqual([newer.id, older.id]);
    expect(list.data!.pagination).toEqual({ pages: 1, current: 1, limit: 10, count: 2 });
    const first = list.data!.items[0]!;
    expect(first).toMatchObject({
      number: newer.number,
      count: 3,
      status: "new",
      summary: { total: 11800, subTotal: 12000, campaignDiscount: 1000, package: 300, delivery: 500 },
      payment: { type: "card", paid: true, service: "azericard", amount: 11800, bank: { cardNumber: "4169********1234", cardName: "AYSEL M" } },
      delivery: { type: "delivery", urgent: false, branch: null },
      info: { firstName: "Aysel", gift: true, giftFirstName: "Kamran", country: "AZ" },
    });
    expect(first.products).toHaveLength(3);
    expect(first.products[0]).toMatchObject({ title: "Linen shirt", qty: 2, price: 5000, priceOld: 6000, size: "M" });
  });

  it("answers 404 for another customer's order id", async () => {
    const me = await customer();
    const other = await customer();
    const mine = await placeOrder(me.id);
    const theirs = await placeOrder(other.id);
    const own = await me.call<{ order: Order }>(`orders/info/${mine.id}`);
    expect(own.data!.order.id).toBe(mine.id);
    const foreign = await me.call(`orders/info/${theirs.id}`);
    expect(foreign).toMatchObject({ status: 404, ok: false, error: "Order not found" });
    expect((await me.call("orders/info/abc")).status).toBe(404);
    expect((await api.call(`orders/info/${mine.id}`)).status).toBe(401);
  });

  it("finds an order by its token (guests too) and marks it opened after the first look", async () => {
    const order = await placeOrder(null);
    const first = await api.call<{ order: Order }>("orders/token", { token: order.token });
    expect(first.data!.order).toMatchObject({ id: order.id, opened: false });
    const second = await api.call<{ order: Order }>("orders/token", { token: order.token });
    expect(second.data!.order.opened).toBe(true);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.opened).toBe(true);
    expect((await api.call("orders/token", { token: "nope" })).status).toBe(404);
    expect((await api.call("orders/token", {})).status).toBe(422);
  });

  it("pages the list", async () => {
    const me = await customer();
    for (let i = 0; i < 12; i++) await placeOrder(me.id, { createdAt: new Date(Date.now() - i * 60_000) });
    const page2 = await me.call<OrdersAnswer>("orders", { page: 2 });
    expect(page2.data!.items).toHaveLength(2);
    expect(page2.data!.pagination).toMatchObject({ pages: 2, current: 2, count: 12 });
    const bogus = await me.call<OrdersAnswer>("orders", { page: "x" });
    expect(bogus.data!.pagination.current).toBe(1);
  });
});
