/**
 * The place-order flow without HTTP (PGlite, or PostgreSQL when DATABASE_URL is set): each kind
 * of result it returns, from the request the route hands in. The answers the route makes of
 * them are checked through the API in checkout, card, holds, otp, idempotency and race tests.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { lastCode } from "../auth/testing.ts";
import type { Deps } from "../core/deps.ts";
import { createLogger } from "../core/log.ts";
import type { Database } from "../db/client.ts";
import { orders } from "../db/schema.ts";
import { testApi, testDatabase } from "../test/db.ts";
import { needsOtp, placeOrderFlow, type PlaceOrderRequest, type PlaceOrderResult } from "./place-order.ts";
import { customer, insertPlaces, insertProduct, key, orderForm, ordersByMobile, stockOf, type Api, type Places } from "./testing.ts";

let database: Database;
let api: Api;
let at: Places;
let P: { cup: number; lamp: number; last: number; phoned: number };

/** Deps of the flow with config overrides (a test gateway for card payments unless told). */
async function depsWith(overrides: Record<string, string> = {}): Promise<Deps> {
  const { config } = await testApi({ CHECKOUT_OTP: "off", PAYMENT_PROVIDER: "test", ...overrides }, database);
  return { database, config, log: createLogger() };
}

let deps: Deps;

beforeAll(async () => {
  database = await testDatabase();
  api = await testApi({}, database);
  deps = await depsWith();
  at = await insertPlaces(database, "flow");
  P = {
    cup: await insertProduct(database, { title: "Cup", priceQ: 1500, sizes: [{ size: "", stock: 100 }] }),
    lamp: await insertProduct(database, { title: "Lamp", priceQ: 6000, sizes: [{ size: "", stock: 20 }] }),
    last: await insertProduct(database, { title: "Last vase", priceQ: 3000, sizes: [{ size: "", stock: 1 }] }),
    phoned: await insertProduct(database, { title: "Piano", priceQ: 900000, sizes: [{ size: "", stock: 1 }] }),
  };
  await database.db.execute(sql`update products set price_in_store = true where id = ${P.phoned}`);
});

/** A guest's new checkout of two cups paid cash, with fields overridden. */
function order(over: Record<string, unknown> = {}, ctx: Partial<Extract<PlaceOrderRequest, { step: "order" }>> = {}): Extract<PlaceOrderRequest, { step: "order" }> {
  const payload = orderForm({ cart: [{ id: P.cup, size: "", option: 0, qty: 2 }], city: at.sumgayit, payment: "cash" }, over);
  return { step: "order", payload, userId: null, lang: "en", idempotencyKey: payload.idempotencyKey, clientKey: null, ...ctx };
}

const kindOf = (r: PlaceOrderResult) => r.kind;

describe("needsOtp", () => {
  it("asks guests paying cash (cash), everyone (all) or no one (off)", () => {
    expect([needsOtp("cash", "cash", null), needsOtp("cash", "card", null), needsOtp("cash", "cash", 7)]).toEqual([true, false, false]);
    expect([needsOtp("all", "card", 7), needsOtp("off", "cash", null)]).toEqual([true, false]);
  });
});

describe("placeOrderFlow: a new checkout", () => {
  it("placed: a cash order answers its token and number", async () => {
    const request = order();
    const result = await placeOrderFlow(deps, request);
    expect(result.kind).toBe("placed");
    if (result.kind !== "placed") return;
    expect(Object.keys(result.answer).sort()).toEqual(["number", "token"]);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, result.orderId));
    expect(row).toMatchObject({ token: result.answer.token, status: "new", paymentType: "cash" });
  });

  it("placed: a card order answers the payment's start and holds the stock", async () => {
    const result = await placeOrderFlow(deps, order({ payment: "card", cart: [{ id: P.lamp, size: "", option: 0, qty: 1 }] }));
    expect(result.kind).toBe("placed");
    if (result.kind !== "placed") return;
    expect(Object.keys(result.answer).sort()).toEqual(["azericard", "number", "token"]);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, result.orderId));
    expect(row).toMatchObject({ status: "awaiting_payment", stockReleased: false });
  });

  it("existing: a repeated key answers the first order to its buyer; keyUsed: to anyone else", async () => {
    const request = order();
    const first = await placeOrderFlow(deps, request);
    const again = await placeOrderFlow(deps, request);
    expect(again).toEqual({ kind: "existing", orderId: (first as { orderId: number }).orderId, answer: (first as { answer: unknown }).answer });
    const other = await placeOrderFlow(deps, order({ idempotencyKey: request.idempotencyKey }, { idempotencyKey: request.idempotencyKey }));
    expect(other).toEqual({ kind: "keyUsed", error: "This checkout form has already been used for another order. Reload the page and try again." });
    expect(await ordersByMobile(database, String(request.payload.mobile))).toHaveLength(1);
  });

  it("otp: a guest paying cash gets a code when CHECKOUT_OTP=cash, and no order yet", async () => {
    const request = order();
    const result = await placeOrderFlow(await depsWith({ CHECKOUT_OTP: "cash" }), request);
    expect(result).toMatchObject({ kind: "otp", mobile: `+994 77 *** ** ${String(request.payload.mobile).slice(10)}` });
    expect(await ordersByMobile(database, String(request.payload.mobile))).toHaveLength(0);
  });

  it("otpNotSent: the number's fourth code in ten minutes is refused", async () => {
    const otpDeps = await depsWith({ CHECKOUT_OTP: "all" });
    const request = order();
    for (let i = 0; i < 3; i++) expect(kindOf(await placeOrderFlow(otpDeps, { ...request, idempotencyKey: key() }))).toBe("otp");
    expect(await placeOrderFlow(otpDeps, { ...request, idempotencyKey: key() })).toMatchObject({ kind: "otpNotSent", status: 429 });
  });

  it("empty: nothing in the cart", async () => {
    expect(await placeOrderFlow(deps, order({ cart: [] }))).toEqual({ kind: "empty", error: "Your cart is empty" });
  });

  it("invalid: field errors in the request's language, the first one as the error", async () => {
    const result = await placeOrderFlow(deps, order({ firstName: "", lang: "az" }, { lang: "az" }));
    expect(result.kind).toBe("invalid");
    if (result.kind !== "invalid") return;
    expect(Object.keys(result.errors)).toEqual(["firstName"]);
    expect(result.error).toBe(result.errors.firstName);
    expect(result.error).not.toBe("Required field");
  });

  it("blocked: a product sold by phone never goes through checkout", async () => {
    const result = await placeOrderFlow(deps, order({ cart: [{ id: P.phoned, size: "", option: 0, qty: 1 }] }));
    expect(result.kind).toBe("blocked");
  });

  it("stock or blocked: two shoppers for the last unit, one gets it", async () => {
    const line = [{ id: P.last, size: "", option: 0, qty: 1 }];
    const results = await Promise.all([placeOrderFlow(deps, order({ cart: line })), placeOrderFlow(deps, order({ cart: line }))]);
    const kinds = results.map(kindOf);
    expect(kinds.filter((k) => k === "placed")).toHaveLength(1);
    expect(["stock", "blocked"]).toContain(kinds.find((k) => k !== "placed"));
    expect(await stockOf(database, P.last)).toBe(0);
  });

  it("holds: the buyer's mobile already holds as many unpaid card orders as allowed", async () => {
    const holdDeps = await depsWith({ MAX_HOLDS_PER_MOBILE: "1" });
    const lamp = [{ id: P.lamp, size: "", option: 0, qty: 1 }];
    const first = order({ payment: "card", cart: lamp });
    expect(kindOf(await placeOrderFlow(holdDeps, first))).toBe("placed");
    const second = order({ payment: "card", cart: lamp, mobile: String(first.payload.mobile) });
    expect(await placeOrderFlow(holdDeps, second)).toMatchObject({ kind: "holds", by: "mobile" });
  });

  it("paymentNotStarted: a provider that fails cancels the new order and releases its stock", async () => {
    const broken = await depsWith({ PAYMENT_PROVIDER: "azericard" });
    const stock = await stockOf(database, P.lamp);
    const request = order({ payment: "card", cart: [{ id: P.lamp, size: "", option: 0, qty: 1 }] });
    expect(await placeOrderFlow(broken, request)).toEqual({ kind: "paymentNotStarted", error: "The payment could not be started. Please try again later." });
    expect((await ordersByMobile(database, String(request.payload.mobile)))[0]).toMatchObject({ status: "cancelled", stockReleased: true });
    expect(await stockOf(database, P.lamp)).toBe(stock);
  });

  it("places a customer's order from their server cart and empties it", async () => {
    const me = await customer(api);
    await me.call("users/add-to-cart", { product_id: P.cup, size: "", qty: 1, option: 0 });
    const result = await placeOrderFlow(deps, order({ cart: [], mobile: me.user.mobile }, { userId: me.userId }));
    expect(result.kind).toBe("placed");
    const [row] = await database.db.select().from(orders).where(eq(orders.id, (result as { orderId: number }).orderId));
    expect(row!.userId).toBe(me.userId);
  });
});

describe("placeOrderFlow: confirming a code", () => {
  async function asked(lang: "en" | "ru" = "en") {
    const otpDeps = await depsWith({ CHECKOUT_OTP: "all" });
    const request = order({ lang }, { lang });
    const sent = await placeOrderFlow(otpDeps, request);
    if (sent.kind !== "otp") throw new Error(JSON.stringify(sent));
    const code = await lastCode(database, String(request.payload.mobile));
    return { otpDeps, request, otpToken: sent.otpToken, code, wrong: code === "000-000" ? "111-111" : "000-000" };
  }
  const confirm = (otpToken: string, otpCode: string, lang: "en" | "ru" = "en") => ({ step: "confirm", otpToken, otpCode, lang, clientKey: null }) as const;

  it("placed with the right code, then existing for the same confirm again", async () => {
    const { otpDeps, request, otpToken, code } = await asked();
    const placed = await placeOrderFlow(otpDeps, confirm(otpToken, code));
    expect(placed.kind).toBe("placed");
    const again = await placeOrderFlow(otpDeps, confirm(otpToken, code));
    expect(again).toMatchObject({ kind: "existing", orderId: (placed as { orderId: number }).orderId });
    expect(await ordersByMobile(database, String(request.payload.mobile))).toHaveLength(1);
  });

  it("otpWrong for a wrong code, otpCancelled at the third", async () => {
    const { otpDeps, otpToken, wrong } = await asked();
    expect(await placeOrderFlow(otpDeps, confirm(otpToken, wrong))).toEqual({ kind: "otpWrong", error: "Wrong OTP code", status: 400 });
    expect(kindOf(await placeOrderFlow(otpDeps, confirm(otpToken, wrong)))).toBe("otpWrong");
    expect(kindOf(await placeOrderFlow(otpDeps, confirm(otpToken, wrong)))).toBe("otpCancelled");
  });

  it("a refusal after the code is in the language the checkout was started in", async () => {
    const { otpDeps, otpToken, code } = await asked("ru");
    await database.db.execute(sql`update product_variants set stock = 0 where product_id = ${P.cup}`);
    try {
      const result = await placeOrderFlow(otpDeps, confirm(otpToken, code, "en"));
      expect(result.kind).toBe("blocked");
      expect((result as { error: string }).error).toMatch(/[а-я]/);
    } finally {
      await database.db.execute(sql`update product_variants set stock = 100 where product_id = ${P.cup}`);
    }
  });
});
