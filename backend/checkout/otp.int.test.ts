/**
 * One-time codes at checkout (CHECKOUT_OTP): `cash` asks guests paying cash, `all` asks every
 * order, `off` none. The first call stores the validated order with the code; the confirming
 * call places exactly that order, priced again from the database.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { lastCode } from "../auth/testing.ts";
import type { Database } from "../db/client.ts";
import { cartItems, orders, otpCodes, productVariants } from "../db/schema.ts";
import { testApi, testDatabase } from "../test/db.ts";
import { runJobs } from "../test/jobs.ts";
import type { CheckoutAnswer } from "./contract.ts";
import { customer, insertPlaces, insertProduct, linesOf, orderForm, ordersByMobile, smsTo, stockOf, type Api, type Places } from "./testing.ts";

let database: Database;
let cashApi: Api;
let allApi: Api;
let offApi: Api;
let at: Places;
let P: { cup: number; lamp: number };

beforeAll(async () => {
  database = await testDatabase();
  cashApi = await testApi({ PAYMENT_PROVIDER: "test" }, database);
  allApi = await testApi({ CHECKOUT_OTP: "all", PAYMENT_PROVIDER: "test" }, database);
  offApi = await testApi({ CHECKOUT_OTP: "off", PAYMENT_PROVIDER: "test" }, database);
  at = await insertPlaces(database, "otp");
  P = {
    cup: await insertProduct(database, { title: "Cup", priceQ: 1500, sizes: [{ size: "", stock: 100 }] }),
    lamp: await insertProduct(database, { title: "Lamp", priceQ: 6000, sizes: [{ size: "", stock: 3 }] }),
  };
});

function form(over: Record<string, unknown> = {}) {
  return orderForm({ cart: [{ id: P.cup, size: "", option: 0, qty: 2 }], city: at.sumgayit, payment: "cash" }, { ...over });
}

/** A wrong code for a right one. */
const wrong = (code: string) => (code === "000-000" ? "111-111" : "000-000");

async function tokenOf(orderToken: string) {
  const [row] = await database.db.select().from(orders).where(eq(orders.token, orderToken));
  return row!;
}

describe("CHECKOUT_OTP=cash (default)", () => {
  it("asks a guest paying cash for a code, then places the stored order", async () => {
    const payload = form();
    const first = await cashApi.call<CheckoutAnswer>("products/checkout", payload);
    expect(first.ok, JSON.stringify(first)).toBe(true);
    expect(Object.keys(first.data!).sort()).toEqual(["mobile", "otpToken"]);
    expect(first.data!.mobile).toBe(`+994 77 *** ** ${payload.mobile.slice(10)}`);
    expect(await ordersByMobile(database, payload.mobile)).toHaveLength(0);
    const code = await lastCode(database, payload.mobile);

    const bad = await cashApi.call<CheckoutAnswer>("products/checkout", { otpToken: first.data!.otpToken, otpCode: wrong(code), idempotencyKey: payload.idempotencyKey });
    expect(bad).toMatchObject({ ok: false, status: 400, errors: { otpCode: "Wrong OTP code" } });

    // fields sent with the confirm are ignored: the stored order is placed
    const done = await cashApi.call<CheckoutAnswer>("products/checkout", {
      otpToken: first.data!.otpToken,
      otpCode: code.replace("-", ""),
      idempotencyKey: payload.idempotencyKey,
      cart: [{ id: P.lamp, size: "", qty: 3 }],
      firstName: "Mallory",
      total: 1,
    });
    expect(done.ok, JSON.stringify(done)).toBe(true);
    expect(Object.keys(done.data!).sort()).toEqual(["number", "token"]);
    const order = await tokenOf(done.data!.token!);
    expect(order).toMatchObject({ status: "new", idempotencyKey: payload.idempotencyKey });
    expect(order.info).toMatchObject({ firstName: "Aysel", mobile: payload.mobile });
    expect((await linesOf(database, order.id)).map((l) => [l.productId, l.qty])).toEqual([[P.cup, 2]]);
    expect(await stockOf(database, P.lamp)).toBe(3);
    await runJobs(cashApi);
    expect((await smsTo(database, payload.mobile))[0]).toContain(order.number);

    // the same confirm again answers the same order
    const again = await cashApi.call<CheckoutAnswer>("products/checkout", { otpToken: first.data!.otpToken, otpCode: code, idempotencyKey: payload.idempotencyKey });
    expect(again.data).toEqual(done.data);
    // and so does the first step with the same key
    const repeat = await cashApi.call<CheckoutAnswer>("products/checkout", payload);
    expect(repeat.data).toEqual(done.data);
    expect(await ordersByMobile(database, payload.mobile)).toHaveLength(1);
  });

  it("cancels after the third wrong code, in the call's language", async () => {
    const payload = form({ lang: "az" });
    const first = await cashApi.call<CheckoutAnswer>("products/checkout", payload);
    const code = await lastCode(database, payload.mobile);
    const confirm = (otpCode: string) => cashApi.call<CheckoutAnswer>("products/checkout", { lang: "ru", otpToken: first.data!.otpToken, otpCode });
    expect((await confirm(wrong(code))).errors).toHaveProperty("otpCode");
    expect((await confirm(wrong(code))).status).toBe(400);
    const third = await confirm(wrong(code));
    expect(third).toMatchObject({ ok: false, status: 400, data: { cancel: true } });
    expect(third.error).toBe("Вы много раз ввели неверный OTP код");
    const en = await cashApi.call<CheckoutAnswer>("products/checkout", { otpToken: first.data!.otpToken, otpCode: code });
    expect(en).toMatchObject({ ok: false, error: "You added wrong OTP code many times", data: { cancel: true } });
    expect(await ordersByMobile(database, payload.mobile)).toHaveLength(0);
  });

  it("a code only confirms the order it was sent for", async () => {
    const a = form();
    const b = form({ cart: [{ id: P.lamp, size: "", qty: 1 }] });
    const firstA = await cashApi.call<CheckoutAnswer>("products/checkout", a);
    expect(firstA.data!.otpToken).toBeTruthy();
    const codeA = await lastCode(database, a.mobile);
    const firstB = await cashApi.call<CheckoutAnswer>("products/checkout", b);
    const codeB = await lastCode(database, b.mobile);
    expect(codeA === codeB).toBe(false);
    // A's code with B's token
    const cross = await cashApi.call<CheckoutAnswer>("products/checkout", { otpToken: firstB.data!.otpToken, otpCode: codeA, idempotencyKey: a.idempotencyKey });
    expect(cross).toMatchObject({ ok: false, status: 400, errors: { otpCode: "Wrong OTP code" } });
    expect(await ordersByMobile(database, a.mobile)).toHaveLength(0);
    expect(await ordersByMobile(database, b.mobile)).toHaveLength(0);
    // B's token with B's code and A's key places B's order under B's key
    const right = await cashApi.call<CheckoutAnswer>("products/checkout", { otpToken: firstB.data!.otpToken, otpCode: codeB, idempotencyKey: a.idempotencyKey });
    expect(right.ok).toBe(true);
    expect(await tokenOf(right.data!.token!)).toMatchObject({ idempotencyKey: b.idempotencyKey });
    expect(await ordersByMobile(database, b.mobile)).toHaveLength(1);
    // an unknown token
    const unknown = await cashApi.call<CheckoutAnswer>("products/checkout", { otpToken: "nope", otpCode: codeA });
    expect(unknown).toMatchObject({ ok: false, status: 400 });
    expect(unknown.errors).toHaveProperty("otpCode");
  });

  it("two confirms racing place one order", async () => {
    const payload = form();
    const first = await cashApi.call<CheckoutAnswer>("products/checkout", payload);
    const code = await lastCode(database, payload.mobile);
    const body = { otpToken: first.data!.otpToken, otpCode: code, idempotencyKey: payload.idempotencyKey };
    const answers = await Promise.all([cashApi.call<CheckoutAnswer>("products/checkout", body), cashApi.call<CheckoutAnswer>("products/checkout", body)]);
    for (const a of answers) expect(a.ok, JSON.stringify(a)).toBe(true);
    expect(answers[0]!.data).toEqual(answers[1]!.data);
    expect(await ordersByMobile(database, payload.mobile)).toHaveLength(1);
  });

  it("prices the stored order again: stock sold meanwhile blocks it", async () => {
    const payload = form({ cart: [{ id: P.lamp, size: "", qty: 2 }] });
    const first = await cashApi.call<CheckoutAnswer>("products/checkout", payload);
    const code = await lastCode(database, payload.mobile);
    await database.db.update(productVariants).set({ stock: 1 }).where(eq(productVariants.productId, P.lamp));
    const res = await cashApi.call<CheckoutAnswer>("products/checkout", { otpToken: first.data!.otpToken, otpCode: code });
    expect(res).toMatchObject({ ok: false, status: 409, error: "Product quantity not available in stock" });
    expect(await ordersByMobile(database, payload.mobile)).toHaveLength(0);
    expect(await stockOf(database, P.lamp)).toBe(1);
    await database.db.update(productVariants).set({ stock: 3 }).where(eq(productVariants.productId, P.lamp));
  });

  it("refuses cleanly a stored checkout that no longer fits its schema (changed in the database), placing nothing", async () => {
    const tampers: [string, (stored: Record<string, unknown>) => void][] = [
      ["a mobile that is not normalised", (p) => ((p.input as Record<string, unknown>).mobile = "12345")],
      ["a forged payment", (p) => ((p.input as Record<string, unknown>).payment = "bitcoin")],
      ["an object for a name", (p) => ((p.input as Record<string, unknown>).firstName = { $ne: "" })],
      ["no input", (p) => delete p.input],
      ["a cart that is text", (p) => (p.cart = "[]")],
      ["a cart line with a negative quantity", (p) => (p.cart = [{ id: P.cup, size: "", option: 0, qty: -2 }])],
      ["a user id as text", (p) => (p.userId = "1")],
      ["another language", (p) => (p.lang = "xx")],
      ["a key that is no key", (p) => (p.idempotencyKey = "x'; drop")],
    ];
    for (const [name, tamper] of tampers) {
      const payload = form();
      const first = await cashApi.call<CheckoutAnswer>("products/checkout", payload);
      const token = first.data!.otpToken!;
      const [row] = await database.db.select({ payload: otpCodes.payload }).from(otpCodes).where(eq(otpCodes.token, token));
      const stored = structuredClone(row!.payload!) as Record<string, unknown>;
      tamper(stored);
      await database.db.update(otpCodes).set({ payload: stored }).where(eq(otpCodes.token, token));
      const stockBefore = await stockOf(database, P.cup);
      const res = await cashApi.call<CheckoutAnswer>("products/checkout", { otpToken: token, otpCode: await lastCode(database, payload.mobile) });
      expect(res, name).toMatchObject({ ok: false, status: 409, error: "Invalid request", code: "api.invalid" });
      expect(await ordersByMobile(database, payload.mobile), name).toHaveLength(0);
      expect(await stockOf(database, P.cup), name).toBe(stockBefore);
    }
  });

  it("validates before sending a code", async () => {
    const payload = form({ firstName: "" });
    const res = await cashApi.call<CheckoutAnswer>("products/checkout", payload);
    expect(res).toMatchObject({ status: 422, errors: { firstName: "Required field" } });
    expect(await smsTo(database, payload.mobile)).toHaveLength(0);
  });

  it("asks no code of a signed-in customer or of a card payment", async () => {
    const me = await customer(cashApi);
    await me.call("users/add-to-cart", { product_id: P.cup, size: "", qty: 1, option: 0 });
    const signed = await me.call<CheckoutAnswer>("products/checkout", form());
    expect(Object.keys(signed.data!).sort()).toEqual(["number", "token"]);
    expect(await database.db.select().from(cartItems).where(eq(cartItems.userId, me.userId))).toHaveLength(0);
    const card = await cashApi.call<CheckoutAnswer>("products/checkout", form({ payment: "card" }));
    expect(card.data!.azericard).toBeDefined();
    expect(card.data!.otpToken).toBeUndefined();
  });
});

describe("CHECKOUT_OTP=all and off", () => {
  it("all: a signed-in customer's card order asks a code, then starts the payment", async () => {
    const me = await customer(allApi);
    await me.call("users/add-to-cart", { product_id: P.cup, size: "", qty: 4, option: 0 });
    const payload = form({ payment: "card", mobile: me.user.mobile });
    const first = await me.call<CheckoutAnswer>("products/checkout", payload);
    expect(first.data!.otpToken).toBeTruthy();
    const code = await lastCode(database, me.user.mobile);
    // the code is confirmed without the token (the stored customer counts)
    const done = await allApi.call<CheckoutAnswer>("products/checkout", { otpToken: first.data!.otpToken, otpCode: code });
    expect(done.ok, JSON.stringify(done)).toBe(true);
    expect(done.data!.azericard?.fields.AMOUNT).toBeDefined();
    const order = await tokenOf(done.data!.token!);
    expect(order).toMatchObject({ userId: me.userId, status: "awaiting_payment", paymentType: "card" });
    expect((await linesOf(database, order.id)).map((l) => [l.productId, l.qty])).toEqual([[P.cup, 4]]);
  });

  it("off: a guest paying cash gets the order at once", async () => {
    const payload = form();
    const res = await offApi.call<CheckoutAnswer>("products/checkout", payload);
    expect(Object.keys(res.data!).sort()).toEqual(["number", "token"]);
    expect(await ordersByMobile(database, payload.mobile)).toHaveLength(1);
  });
});

describe("SMS budget per client address", () => {
  it("15 guest cash checkouts from one address send at most SMS_PER_ADDRESS codes; the rest get 429", async () => {
    const limited = await testApi({ PAYMENT_PROVIDER: "test", RATE_LIMITS: "1" }, database);
    const ip = { "x-forwarded-for": "203.0.113.120" };
    const mobiles: string[] = [];
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      const payload = form();
      mobiles.push(payload.mobile);
      statuses.push((await limited.call<CheckoutAnswer>("products/checkout", payload, { headers: ip })).status);
    }
    let sent = 0;
    for (const mobile of mobiles) sent += (await smsTo(database, mobile)).length;
    expect(sent).toBe(limited.config.SMS_PER_ADDRESS);
    expect(statuses.filter((s) => s === 200)).toHaveLength(limited.config.SMS_PER_ADDRESS);
    expect(statuses.slice(limited.config.SMS_PER_ADDRESS).every((s) => s === 429)).toBe(true);
    // another address still gets its code
    const other = await limited.call<CheckoutAnswer>("products/checkout", form(), { headers: { "x-forwarded-for": "203.0.113.121" } });
    expect(other.status).toBe(200);
    expect(other.data?.otpToken).toBeTruthy();
  });
});
