/**
 * Inventory hoarding: units per cart line and per order are capped
 * (MAX_QTY_PER_LINE, MAX_QTY_PER_ORDER) in the cart calls and again in checkout; unpaid card
 * orders holding stock are limited per buyer mobile and per client address
 * (MAX_HOLDS_PER_MOBILE, MAX_HOLDS_PER_ADDRESS); the hold lasts HOLD_MINUTES for customers and
 * GUEST_HOLD_MINUTES for guests.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../core/log.ts";
import type { Database } from "../db/client.ts";
import { orders } from "../db/schema.ts";
import { failOrder } from "../orders/state.ts";
import { testApi, testDatabase } from "../test/db.ts";
import type { CheckoutAnswer } from "./contract.ts";
import { customer, insertPlaces, insertProduct, orderForm, ordersByMobile, stockOf, type Api, type Places } from "./testing.ts";

let database: Database;
let api: Api;
let at: Places;
let P: { cup: number; shirt: number };

beforeAll(async () => {
  database = await testDatabase();
  api = await testApi({ PAYMENT_PROVIDER: "test", MAX_QTY_PER_LINE: "4", MAX_QTY_PER_ORDER: "6" }, database);
  at = await insertPlaces(database, "holds");
  P = {
    cup: await insertProduct(database, { title: "Cup", priceQ: 1500, sizes: [{ size: "", stock: 500 }] }),
    shirt: await insertProduct(database, { title: "Shirt", priceQ: 3000, sizes: [{ size: "S", stock: 500 }, { size: "M", stock: 500 }] }),
  };
});

const cupLine = (qty: number) => ({ id: P.cup, size: "", option: 0, qty });

async function orderOf(token: string) {
  const [row] = await database.db.select().from(orders).where(eq(orders.token, token));
  return row!;
}

describe("quantity caps in the cart", () => {
  it("a guest cannot add more than the per-line cap to one line (in the payload's language)", async () => {
    const ok = await api.call<{ cart: unknown[] }>("products/cart/add", { lang: "en", cart: [cupLine(3)], product_id: P.cup, size: "", option: 0, qty: 1 });
    expect(ok.ok, JSON.stringify(ok)).toBe(true);
    const over = await api.call("products/cart/add", { lang: "en", cart: [cupLine(4)], product_id: P.cup, size: "", option: 0, qty: 1 });
    expect(over).toMatchObject({ ok: false, status: 422, error: "You can buy at most 4 units of one product in one order", code: "pricing.lineLimit", params: { n: "4" } });
    const az = await api.call("products/cart/change-qty", { lang: "az", cart: [cupLine(1)], product_id: P.cup, size: "", option: 0, qty: 5 });
    expect(az).toMatchObject({ ok: false, status: 422, error: "Bir sifarişdə bir məhsuldan ən çox 4 ədəd ala bilərsiniz" });
    const ru = await api.call("products/cart/add", { lang: "ru", cart: [], product_id: P.cup, size: "", option: 0, qty: 9 });
    expect(ru).toMatchObject({ ok: false, status: 422, error: "В одном заказе можно купить не более 4 шт. одного товара", code: "pricing.lineLimit", params: { n: "4" } });
  });

  it("a guest cannot take the cart over the per-order cap, and may always lower a quantity", async () => {
    const cart = [cupLine(4), { id: P.shirt, size: "S", option: 0, qty: 2 }];
    const over = await api.call("products/cart/add", { lang: "en", cart, product_id: P.shirt, size: "M", option: 0, qty: 1 });
    expect(over).toMatchObject({ ok: false, status: 422, error: "One order can hold at most 6 units" });
    const changed = await api.call("products/cart/change-qty", { lang: "en", cart, product_id: P.shirt, size: "S", option: 0, qty: 3 });
    expect(changed).toMatchObject({ ok: false, status: 422, error: "One order can hold at most 6 units" });
    const lower = await api.call("products/cart/change-qty", { lang: "en", cart: [cupLine(4), { id: P.shirt, size: "S", option: 0, qty: 4 }], product_id: P.cup, size: "", option: 0, qty: 3 });
    expect(lower.ok, JSON.stringify(lower)).toBe(true);
  });

  it("a cart over a cap (an old cookie) is priced at the cap with a message, and the line's max is the cap", async () => {
    type Summary = { error: string | null; errorCode: string | null; errorParams?: Record<string, string> };
    const res = await api.call<{ items: { qty: number; max: number }[]; summary: Summary; cart: { qty: number }[] }>("products/cart", { lang: "en", cart: [cupLine(40)] });
    expect(res.data!.items[0]).toMatchObject({ qty: 4, max: 4 });
    expect(res.data!.cart[0]!.qty).toBe(4);
    expect(res.data!.summary.error).toBe("You can buy at most 4 units of one product in one order");
    // the code and params of the summary's message, for the storefront to say it in its own words
    expect(res.data!.summary).toMatchObject({ errorCode: "pricing.lineLimit", errorParams: { n: "4" } });
    const order = await api.call<{ summary: Summary }>("products/cart", {
      lang: "ru",
      cart: [cupLine(4), { id: P.shirt, size: "S", option: 0, qty: 4 }],
    });
    expect(order.data!.summary.error).toBe("В одном заказе может быть не более 6 шт. товаров");
    expect(order.data!.summary).toMatchObject({ errorCode: "pricing.orderLimit", errorParams: { n: "6" } });
    const fine = await api.call<{ summary: Summary }>("products/cart", { lang: "en", cart: [cupLine(2)] });
    expect(fine.data!.summary).toMatchObject({ error: null, errorCode: null });
    expect(fine.data!.summary.errorParams).toBeUndefined();
  });

  it("a customer's server cart has the same caps", async () => {
    const me = await customer(api);
    expect((await me.call("users/add-to-cart", { lang: "en", product_id: P.cup, size: "", option: 0, qty: 4 })).ok).toBe(true);
    expect(await me.call("users/add-to-cart", { lang: "en", product_id: P.cup, size: "", option: 0, qty: 1 })).toMatchObject({
      ok: false,
      status: 422,
      error: "You can buy at most 4 units of one product in one order",
    });
    expect(await me.call("users/add-to-cart", { lang: "en", product_id: P.shirt, size: "M", option: 0, qty: 3 })).toMatchObject({
      ok: false,
      status: 422,
      error: "One order can hold at most 6 units",
    });
    expect(await me.call("users/change-qty", { lang: "en", product_id: P.cup, size: "", option: 0, qty: 5 })).toMatchObject({ ok: false, status: 422 });
  });
});

describe("quantity caps at checkout", () => {
  it("a line over the cap or an order over the cap places nothing and takes no stock", async () => {
    const stock = await stockOf(database, P.cup);
    const line = orderForm({ cart: [cupLine(40)], city: at.sumgayit, payment: "card" });
    expect(await api.call("products/checkout", line)).toMatchObject({ ok: false, status: 409, error: "You can buy at most 4 units of one product in one order" });
    const many = orderForm({ cart: [cupLine(4), { id: P.shirt, size: "S", option: 0, qty: 4 }], city: at.sumgayit, payment: "card" });
    expect(await api.call("products/checkout", { ...many, lang: "az" })).toMatchObject({ ok: false, status: 409, error: "Bir sifarişdə ən çox 6 ədəd məhsul ola bilər" });
    expect(await ordersByMobile(database, line.mobile)).toHaveLength(0);
    expect(await ordersByMobile(database, many.mobile)).toHaveLength(0);
    expect(await stockOf(database, P.cup)).toBe(stock);
  });
});

describe("unpaid holds", () => {
  it("a mobile may hold two unpaid card orders; the third is refused until one is paid or cancelled; cash is not counted", async () => {
    const mobile = orderForm({ cart: [], city: at.sumgayit, payment: "card" }).mobile;
    const form = (payment: "card" | "cash" = "card") => orderForm({ cart: [cupLine(1)], city: at.sumgayit, payment }, { mobile });
    const a = await api.call<CheckoutAnswer>("products/checkout", form());
    const b = await api.call<CheckoutAnswer>("products/checkout", form());
    expect([a.ok, b.ok]).toEqual([true, true]);
    const stock = await stockOf(database, P.cup);
    const third = await api.call("products/checkout", form());
    expect(third).toMatchObject({ ok: false, status: 409, error: "You already have unpaid orders waiting for payment. Pay or cancel one of them first." });
    expect(await stockOf(database, P.cup)).toBe(stock);
    expect(await ordersByMobile(database, mobile)).toHaveLength(2);

    // a cash order holds nothing: it is placed (no code asked: CHECKOUT_OTP off)
    const noOtp = await testApi({ PAYMENT_PROVIDER: "test", CHECKOUT_OTP: "off" }, database);
    expect((await noOtp.call("products/checkout", form("cash"))).ok).toBe(true);

    await failOrder({ database, config: api.config, log: createLogger() }, (await orderOf(a.data!.token!)).id, "cancelled");
    expect((await api.call("products/checkout", form())).ok).toBe(true);
  });

  it("a client address may hold three unpaid orders; other addresses are not affected; 0 lifts the cap", async () => {
    const from = (ip: string) => ({ headers: { "x-forwarded-for": ip } });
    const place = (ip: string, target: Api = api) =>
      target.call<CheckoutAnswer>("products/checkout", orderForm({ cart: [cupLine(1)], city: at.sumgayit, payment: "card" }), from(ip));
    for (let i = 0; i < 3; i += 1) expect((await place("203.0.113.7")).ok).toBe(true);
    const fourth = await place("203.0.113.7");
    expect(fourth).toMatchObject({ ok: false, status: 429, error: "Too many unpaid orders have been placed from your network. Please try again later." });
    expect((await place("203.0.113.8")).ok).toBe(true);
    const rows = await database.db.select().from(orders).where(eq(orders.clientIp, "203.0.113.7"));
    expect(rows).toHaveLength(3);

    const lifted = await testApi({ PAYMENT_PROVIDER: "test", MAX_HOLDS_PER_ADDRESS: "0" }, database);
    expect((await place("203.0.113.7", lifted)).ok).toBe(true);
  });

  it("the addresses of one IPv6 /64 share the address's holds; another /64 has its own; an IPv4-mapped address is its IPv4", async () => {
    const place = (ip: string) =>
      api.call<CheckoutAnswer>("products/checkout", orderForm({ cart: [cupLine(1)], city: at.sumgayit, payment: "card" }), { headers: { "x-forwarded-for": ip } });
    for (const ip of ["2001:db8:77:1::1", "2001:db8:77:1::2", "2001:DB8:77:1:abcd::3"]) expect((await place(ip)).ok, ip).toBe(true);
    expect(await place("2001:db8:77:1:ffff:ffff:ffff:4")).toMatchObject({ ok: false, status: 429 });
    expect((await place("2001:db8:77:2::1")).ok).toBe(true);
    expect(await database.db.select().from(orders).where(eq(orders.clientIp, "2001:db8:77:1::/64"))).toHaveLength(3);

    for (let i = 0; i < 3; i += 1) expect((await place(i % 2 ? "::ffff:198.51.100.77" : "198.51.100.77")).ok).toBe(true);
    expect(await place("::ffff:198.51.100.77")).toMatchObject({ ok: false, status: 429 });
  });

  it("an expired hold no longer counts", async () => {
    const mobile = orderForm({ cart: [], city: at.sumgayit, payment: "card" }).mobile;
    const form = () => orderForm({ cart: [cupLine(1)], city: at.sumgayit, payment: "card" }, { mobile });
    const one = await testApi({ PAYMENT_PROVIDER: "test", MAX_HOLDS_PER_MOBILE: "1" }, database);
    const first = await one.call<CheckoutAnswer>("products/checkout", form());
    expect(first.ok).toBe(true);
    expect((await one.call("products/checkout", form())).status).toBe(409);
    await database.db.update(orders).set({ holdExpiresAt: new Date(Date.now() - 1000) }).where(eq(orders.token, first.data!.token!));
    expect((await one.call("products/checkout", form())).ok).toBe(true);
  });
});

describe("hold time", () => {
  it("guests hold for GUEST_HOLD_MINUTES, customers for HOLD_MINUTES", async () => {
    const timed = await testApi({ PAYMENT_PROVIDER: "test", HOLD_MINUTES: "45", GUEST_HOLD_MINUTES: "5" }, database);
    const guest = await timed.call<CheckoutAnswer>("products/checkout", orderForm({ cart: [cupLine(1)], city: at.sumgayit, payment: "card" }));
    const guestHold = (await orderOf(guest.data!.token!)).holdExpiresAt!.getTime() - Date.now();
    expect(guestHold).toBeGreaterThan(4 * 60_000);
    expect(guestHold).toBeLessThanOrEqual(5 * 60_000);

    const me = await customer(timed);
    await me.call("users/add-to-cart", { product_id: P.cup, size: "", qty: 1, option: 0 });
    const own = await me.call<CheckoutAnswer>("products/checkout", orderForm({ cart: [], city: at.sumgayit, payment: "card" }, { mobile: me.user.mobile }));
    expect(own.ok, JSON.stringify(own)).toBe(true);
    const hold = (await orderOf(own.data!.token!)).holdExpiresAt!.getTime() - Date.now();
    expect(hold).toBeGreaterThan(44 * 60_000);
    expect(hold).toBeLessThanOrEqual(45 * 60_000);
  });
});
