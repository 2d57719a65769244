/**
 * The idempotency key is tied to the buyer: the same buyer repeating a key
 * gets the first order; the key posted by another guest (another mobile or cart), another
 * customer or a guest instead of the customer is refused with 409 and never answers the first
 * order's token, number, name or mobile.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { lastCode } from "../auth/testing.ts";
import type { Database } from "../db/client.ts";
import { orders } from "../db/schema.ts";
import { testApi, testDatabase } from "../test/db.ts";
import type { CheckoutAnswer } from "./contract.ts";
import { customer, insertPlaces, insertProduct, key, orderForm, ordersByMobile, type Api, type Places } from "./testing.ts";

let database: Database;
let api: Api;
let at: Places;
let P: { cup: number; mug: number };

beforeAll(async () => {
  database = await testDatabase();
  api = await testApi({ PAYMENT_PROVIDER: "test", CHECKOUT_OTP: "cash" }, database);
  at = await insertPlaces(database, "idem");
  P = {
    cup: await insertProduct(database, { title: "Cup", priceQ: 1500, sizes: [{ size: "", stock: 100 }] }),
    mug: await insertProduct(database, { title: "Mug", priceQ: 2500, sizes: [{ size: "", stock: 100 }] }),
  };
});

const cart = (id: number, qty = 1) => [{ id, size: "", option: 0, qty }];
const KEY_USED = "This checkout form has already been used for another order. Reload the page and try again.";

function refused(res: { ok: boolean; status: number; data?: unknown; error?: string }, error = KEY_USED) {
  expect(res).toMatchObject({ ok: false, status: 409, error });
  expect(res.data).toBeUndefined();
}

describe("a repeated idempotency key", () => {
  it("answers the guest who placed the order, and refuses another guest's cart or mobile", async () => {
    const victim = orderForm({ cart: cart(P.cup), city: at.sumgayit, payment: "card" });
    const first = await api.call<CheckoutAnswer>("products/checkout", victim);
    expect(first.ok, JSON.stringify(first)).toBe(true);

    const again = await api.call<CheckoutAnswer>("products/checkout", victim);
    expect(again.data!.token).toBe(first.data!.token);

    // another guest with another cart and mobile
    const thief = orderForm({ cart: cart(P.mug), city: at.sumgayit, payment: "card" }, { idempotencyKey: victim.idempotencyKey });
    const stolen = await api.call<CheckoutAnswer>("products/checkout", thief);
    refused(stolen);
    expect(JSON.stringify(stolen)).not.toContain(first.data!.token!);
    expect(JSON.stringify(stolen)).not.toContain(victim.mobile);
    expect(await ordersByMobile(database, thief.mobile)).toHaveLength(0);
    // the victim's mobile with another cart, or the victim's cart with another mobile
    refused(await api.call("products/checkout", { ...victim, cart: cart(P.cup, 2) }));
    refused(await api.call("products/checkout", { ...victim, mobile: thief.mobile }));
    // in the payload's language
    refused(await api.call("products/checkout", { ...thief, lang: "ru" }), "Эта форма заказа уже использована для другого заказа. Обновите страницу и попробуйте снова.");
    expect(await ordersByMobile(database, victim.mobile)).toHaveLength(1);
  });

  it("answers the customer who placed the order, and refuses another customer and a guest", async () => {
    const me = await customer(api);
    await me.call("users/add-to-cart", { product_id: P.cup, size: "", qty: 1, option: 0 });
    const form = orderForm({ cart: [], city: at.sumgayit, payment: "card" }, { mobile: me.user.mobile });
    const first = await me.call<CheckoutAnswer>("products/checkout", form);
    expect(first.ok, JSON.stringify(first)).toBe(true);
    expect((await me.call<CheckoutAnswer>("products/checkout", form)).data!.token).toBe(first.data!.token);

    const other = await customer(api);
    await other.call("users/add-to-cart", { product_id: P.cup, size: "", qty: 1, option: 0 });
    refused(await other.call("products/checkout", form));
    refused(await api.call("products/checkout", { ...form, cart: cart(P.cup) }));
    const [row] = await database.db.select().from(orders).where(eq(orders.idempotencyKey, form.idempotencyKey));
    expect(row!.userId).toBe(me.userId);
  });

  it("a code confirmed after someone else used the key is refused, not answered with their order", async () => {
    const victim = orderForm({ cart: cart(P.cup), city: at.sumgayit, payment: "cash" });
    const started = await api.call<CheckoutAnswer>("products/checkout", victim);
    expect(started.data!.otpToken).toBeTruthy();
    // someone else places a card order (no code asked) with the same key first
    const thief = orderForm({ cart: cart(P.mug), city: at.sumgayit, payment: "card" }, { idempotencyKey: victim.idempotencyKey });
    const placed = await api.call<CheckoutAnswer>("products/checkout", thief);
    expect(placed.ok, JSON.stringify(placed)).toBe(true);

    const code = await lastCode(database, victim.mobile);
    const confirmed = await api.call<CheckoutAnswer>("products/checkout", { otpToken: started.data!.otpToken, otpCode: code });
    refused(confirmed);
    expect(JSON.stringify(confirmed)).not.toContain(placed.data!.token!);
  });

  it("the same guest confirming twice gets the one order", async () => {
    const form = orderForm({ cart: cart(P.cup), city: at.sumgayit, payment: "cash" }, { idempotencyKey: key() });
    const started = await api.call<CheckoutAnswer>("products/checkout", form);
    const code = await lastCode(database, form.mobile);
    const a = await api.call<CheckoutAnswer>("products/checkout", { otpToken: started.data!.otpToken, otpCode: code });
    const b = await api.call<CheckoutAnswer>("products/checkout", { otpToken: started.data!.otpToken, otpCode: code });
    expect(a.ok, JSON.stringify(a)).toBe(true);
    expect(b.data!.token).toBe(a.data!.token);
    expect(await ordersByMobile(database, form.mobile)).toHaveLength(1);
  });
});
