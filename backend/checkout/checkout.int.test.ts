/**
 * Checkout on a real database (PGlite, or PostgreSQL when DATABASE_URL is set): the options,
 * the summary, every field rule, cash orders placed from database prices only, idempotency,
 * stock taken in the order's transaction, saved addresses, the emptied server cart and the
 * confirmation SMS. One-time codes are off here (see otp.int.test.ts).
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Order } from "../auth/contract.ts";
import { signAccessToken } from "../auth/tokens.ts";
import type { Deps } from "../core/deps.ts";
import { createLogger } from "../core/log.ts";
import { readCartInput } from "../lists/lines.ts";
import type { Database } from "../db/client.ts";
import { addresses, cartItems, orders, users } from "../db/schema.ts";
import { testApi, testDatabase } from "../test/db.ts";
import { runJobs } from "../test/jobs.ts";
import type { CheckoutAnswer, CheckoutOptions, CheckoutSummary } from "./contract.ts";
import { placeOrder, prepareOrder } from "./service.ts";
import { customer, insertPlaces, insertProduct, linesOf, mobileNo, orderForm, ordersByMobile, smsTo, stockOf, type Api, type Places } from "./testing.ts";

let database: Database;
let api: Api;
let at: Places;
let P: { shirt: number; cup: number; card: number; cheap: number; giftBox: number; withGift: number; dress: number };

beforeAll(async () => {
  database = await testDatabase();
  api = await testApi({ CHECKOUT_OTP: "off" }, database);
  at = await insertPlaces(database, "co");
  const giftBox = await insertProduct(database, { title: "Gift box", priceQ: 1000, sizes: [{ size: "", stock: 5 }] });
  P = {
    shirt: await insertProduct(database, { title: "Linen shirt", priceQ: 4000, sizes: [{ size: "S", stock: 5 }, { size: "M", stock: 5 }] }),
    cup: await insertProduct(database, { title: "Cup", priceQ: 1500, cashDiscount: 10, sizes: [{ size: "", stock: 50 }] }),
    card: await insertProduct(database, { title: "Card-only watch", priceQ: 20000, onlyCard: true, sizes: [{ size: "", stock: 5 }] }),
    cheap: await insertProduct(database, { title: "Socks", priceQ: 900, sizes: [{ size: "", stock: 50 }] }),
    giftBox,
    withGift: await insertProduct(database, { title: "Perfume", priceQ: 6000, gifts: [giftBox], sizes: [{ size: "", stock: 5 }] }),
    dress: await insertProduct(database, { title: "Dress", priceQ: 10000, sizes: [{ size: "M", stock: 2 }] }),
  };
});

/** A valid guest cash order to the city without districts (3 ₼ delivery). */
function form(over: Record<string, unknown> = {}) {
  return orderForm({ cart: [{ id: P.cup, size: "", option: 0, qty: 2 }], city: at.sumgayit, payment: "cash" }, { lang: "en", ...over });
}

const checkout = (payload: Record<string, unknown>) => api.call<CheckoutAnswer>("products/checkout", payload);

async function orderOf(token: string) {
  const [row] = await database.db.select().from(orders).where(eq(orders.token, token));
  return row!;
}

describe("checkout/options", () => {
  it("answers pickup branches, the area tree, installment and the gift package for a guest", async () => {
    const res = await api.call<CheckoutOptions>("checkout/options", { lang: "az" });
    expect(res.ok).toBe(true);
    const o = res.data!;
    expect(o.branches.map((b) => b.id)).toEqual([at.pickupBranch]);
    expect(o.branches[0]).toMatchObject({ title: "Ganjlik Mall", city: "Baku", address: "Ganjlik Mall street 1" });
    const baku = o.areas.find((a) => a.code === at.baku)!;
    expect(baku).toMatchObject({ title: "Baku az", fee: 500, noDelivery: false });
    expect(baku.children.map((d) => d.code)).toEqual([at.nasimi, at.yasamal]);
    expect(baku.children[0]!.children.map((p) => [p.code, p.fee])).toEqual([
      [at.may28, 0],
      [at.port, null],
    ]);
    expect(o.areas.find((a) => a.code === at.far)!.noDelivery).toBe(true);
    expect(o).toMatchObject({ giftPackage: 300, cardPayments: true, otp: "off", customer: null, addresses: [] });
    expect(o.installment.minAmount).toBe(5000);
  });

  it("prefills a signed-in customer and lists their addresses with the display line", async () => {
    const me = await customer(api);
    await database.db.insert(addresses).values({ userId: me.userId, title: "Home", city: at.baku, district: at.nasimi, place: at.may28, address: "Street 5", selected: true });
    const res = await me.call<CheckoutOptions>("checkout/options", { lang: "ru" });
    expect(res.data!.customer).toMatchObject({ firstName: "Aysel", lastName: "Mammadova", mobile: me.user.mobile });
    expect(res.data!.addresses).toHaveLength(1);
    expect(res.data!.addresses[0]).toMatchObject({ title: "Home", line: "Baku ru, Nasimi ru, 28 May ru, Street 5", selected: true });
  });

  it("says card payments are off when no provider may be used", async () => {
    const prod = await testApi({ CHECKOUT_OTP: "off", NODE_ENV: "production" }, database);
    const res = await prod.call<CheckoutOptions>("checkout/options", {});
    expect(res.data!.cardPayments).toBe(false);
    const card = await prod.call<CheckoutAnswer>("products/checkout", form({ payment: "card" }));
    expect(card).toMatchObject({ ok: false, status: 422, errors: { payment: "Card payments are not available" } });
  });
});

describe("checkout/summary", () => {
  it("adds the gift package on delivery only and says whether installment is allowed", async () => {
    const cart = [{ id: P.shirt, size: "S", option: 0, qty: 1 }];
    const plain = await api.call<CheckoutSummary>("checkout/summary", { cart, delivery: "delivery", city: at.sumgayit });
    expect(plain.data!).toMatchObject({ package: 0, grandTotal: 4300, installmentAllowed: false });
    expect(plain.data!.summary).toMatchObject({ subTotal: 4000, delivery: 300, total: 4300 });
    const gift = await api.call<CheckoutSummary>("checkout/summary", { cart, delivery: "delivery", city: at.sumgayit, gift: true });
    expect(gift.data!).toMatchObject({ package: 300, grandTotal: 4600 });
    const pickup = await api.call<CheckoutSummary>("checkout/summary", { cart, delivery: "pickup", gift: "1" });
    expect(pickup.data!).toMatchObject({ package: 0, grandTotal: 4000 });
    const big = await api.call<CheckoutSummary>("checkout/summary", { cart: [{ id: P.shirt, size: "S", qty: 2 }], delivery: "pickup" });
    expect(big.data!).toMatchObject({ grandTotal: 8000, installmentAllowed: true });
  });

  it("never fails on wrong values and gives a new mobile 10 %", async () => {
    const res = await api.call<CheckoutSummary>("checkout/summary", { cart: "junk", delivery: "boat", city: { $ne: 1 }, payment: 7, gift: {}, myAddress: "x" });
    expect(res.ok).toBe(true);
    expect(res.data!.grandTotal).toBe(0);
    const fresh = await api.call<CheckoutSummary>("checkout/summary", { cart: [{ id: P.cheap, size: "", qty: 10 }], mobile: mobileNo() });
    expect(fresh.data!.summary).toMatchObject({ subTotal: 9000, newCustomerDiscount: 900, newCustomer: true });
    expect(fresh.data!.grandTotal).toBe(8100);
  });

  it("uses a saved address's area with isMyAddress, and only the customer's own", async () => {
    const me = await customer(api);
    const other = await customer(api);
    const [mine] = await database.db.insert(addresses).values({ userId: me.userId, title: "Work", city: at.baku, district: at.yasamal, address: "Office 1" }).returning();
    const [theirs] = await database.db.insert(addresses).values({ userId: other.userId, title: "Home", city: at.sumgayit, address: "x" }).returning();
    await me.call("users/add-to-cart", { product_id: P.cheap, size: "", qty: 1, option: 0 });
    const own = await me.call<CheckoutSummary>("checkout/summary", { delivery: "delivery", isMyAddress: true, myAddress: mine!.id, city: at.sumgayit });
    expect(own.data!.summary.delivery).toBe(700);
    const foreign = await me.call<CheckoutSummary>("checkout/summary", { delivery: "delivery", isMyAddress: true, myAddress: theirs!.id });
    expect(foreign.data!.summary.delivery).toBeNull();
  });
});

describe("products/checkout: 'Price on application'", () => {
  it("refuses a cart holding such a product (a forged guest cart), with nothing ordered", async () => {
    const product = await insertProduct(database, { title: "Classic watch", priceQ: 72600, sizes: [{ size: "", stock: 5 }] });
    await database.query(sql`update products set price_in_store = true where id = ${product}`);
    const mobile = "994705550101";
    const res = await checkout(form({ mobile, cart: [{ id: product, size: "", option: 0, qty: 1 }, { id: P.cup, size: "", option: 0, qty: 1 }] }));
    expect(res).toMatchObject({ status: 409, ok: false, error: "This product's price is given on request: call us or write on WhatsApp to order it" });
    expect(await ordersByMobile(database, mobile)).toHaveLength(0);
    const ru = await checkout(form({ lang: "ru", mobile, cart: [{ id: product, size: "", option: 0, qty: 1 }] }));
    expect(ru.error).toMatch(/^Цена этого товара — по запросу/);
  });
});

describe("products/checkout: fields", () => {
  it("answers 422 with every field's error, translated", async () => {
    const res = await checkout({ cart: [{ id: P.cup, size: "", qty: 1 }], mobile: "12345", email: "Not an email", delivery: "delivery", payment: "cash" });
    expect(res.status).toBe(422);
    expect(res.ok).toBe(false);
    expect(res.errors).toEqual({
      firstName: "Required field",
      lastName: "Required field",
      mobile: "Wrong mobile number",
      email: "Wrong email address",
      city: "Required field",
      address: "Required field",
    });
    expect(res.codes).toEqual({
      firstName: "field.required",
      lastName: "field.required",
      mobile: "field.wrongMobile",
      email: "field.wrongEmail",
      city: "field.required",
      address: "field.required",
    });
    const az = await checkout({ lang: "az", cart: [{ id: P.cup, size: "", qty: 1 }], mobile: "", delivery: "x", payment: "cash" });
    expect(az.errors).toMatchObject({ firstName: "Bu sahə mütləqdir", mobile: "Bu sahə mütləqdir", delivery: "Çatdırılma üsulunu seçin" });
    expect(az.codes).toMatchObject({ firstName: "field.required", mobile: "field.required", delivery: "checkout.wrongDelivery" });
    const ru = await checkout(form({ lang: "ru", mobile: "+994 12" }));
    expect(ru.errors).toEqual({ mobile: "Неверный номер мобильного телефона" });
    expect(ru).toMatchObject({ error: "Неверный номер мобильного телефона", code: "field.wrongMobile", codes: { mobile: "field.wrongMobile" } });
    expect(await ordersByMobile(database, "99412")).toHaveLength(0);
  });

  it("checks the area against the tree: a district of the city, a place of the district", async () => {
    expect((await checkout(form({ city: "atlantis" }))).errors).toEqual({ city: "Choose a city from the list" });
    expect((await checkout(form({ city: at.baku }))).errors).toEqual({ district: "Required field" });
    expect((await checkout(form({ city: at.baku, district: at.nasimi }))).errors).toEqual({ place: "Required field" });
    expect((await checkout(form({ city: at.baku, district: at.sumgayit }))).errors).toEqual({ district: "Choose a district from the list" });
    expect((await checkout(form({ city: at.baku, district: at.nasimi, place: at.yasamal }))).errors).toEqual({ place: "Choose a place from the list" });
    // a district or place left posted under a choice without that level (a no-JS form whose city
    // changed) is no part of the address: the order goes to the city or district chosen
    const stale = await checkout(form({ city: at.sumgayit, district: at.nasimi }));
    expect((await orderOf(stale.data!.token!)).info).toMatchObject({ city: at.sumgayit, district: null, place: null });
    const staleBaku = await checkout(form({ city: at.baku, district: at.yasamal, place: at.may28 }));
    expect((await orderOf(staleBaku.data!.token!)).info).toMatchObject({ city: at.baku, district: at.yasamal, place: null });
    const ok = await checkout(form({ city: at.baku, district: at.nasimi, place: at.may28 }));
    expect(ok.ok).toBe(true);
    expect((await orderOf(ok.data!.token!)).summary.deliveryQ).toBe(0);
  });

  it("refuses an area without delivery with the summary's error", async () => {
    const res = await checkout(form({ city: at.far }));
    expect(res).toMatchObject({ ok: false, status: 409, error: "Delivery is not available to this area" });
  });

  it("refuses a pickup at a branch that is not a pickup point, and ignores gift and address fields on pickup", async () => {
    expect((await checkout(form({ delivery: "pickup", branch: at.storeBranch }))).errors).toEqual({ branch: "Choose a pickup store from the list" });
    expect((await checkout(form({ delivery: "pickup", branch: 999999 }))).errors).toEqual({ branch: "Choose a pickup store from the list" });
    expect((await checkout(form({ delivery: "pickup" }))).errors).toEqual({ branch: "Required field" });
    const res = await checkout(form({ delivery: "pickup", branch: String(at.pickupBranch), city: at.far, gift: true, giftFirstName: "", address: "ignored" }));
    expect(res.ok).toBe(true);
    const order = await orderOf(res.data!.token!);
    expect(order).toMatchObject({ deliveryType: "pickup", branchId: at.pickupBranch });
    // 2 × 15 ₼ − 10 % cash discount − 10 % first order
    expect(order.summary).toMatchObject({ packageQ: 0, deliveryQ: 0, newCustomerDiscountQ: 270, totalQ: 2430 });
    expect(order.info).toMatchObject({ gift: false, city: null, address: null, country: "AZ" });
  });

  it("asks for the gift receiver and adds the package to the total", async () => {
    const missing = await checkout(form({ gift: true }));
    expect(missing.errors).toEqual({ giftFirstName: "Required field", giftLastName: "Required field", giftMobile: "Required field" });
    expect((await checkout(form({ gift: true, giftFirstName: "Kamran", giftLastName: "A", giftMobile: "555" }))).errors).toEqual({ giftMobile: "Wrong mobile number" });
    expect((await checkout(form({ deliveryNote: "n".repeat(501) }))).errors).toEqual({ deliveryNote: "The text is too long" });
    const res = await checkout(form({ gift: "true", giftFirstName: "Kamran", giftLastName: "Aliyev", giftMobile: "+994 55 765 43 21", giftNote: "Happy birthday", deliveryNote: "Ring twice" }));
    expect(res.ok).toBe(true);
    const order = await orderOf(res.data!.token!);
    // 2 × 15 ₼ − 10 % cash discount = 27 ₼, − 10 % first order, + 3 ₼ delivery + 3 ₼ package
    expect(order.summary).toEqual({ subTotalQ: 3000, campaignDiscountQ: 0, cashDiscountQ: 300, newCustomerDiscountQ: 270, loyaltyDiscountQ: 0, packageQ: 300, deliveryQ: 300, totalQ: 3030 });
    expect(order.totalQ).toBe(3030);
    expect(order.info).toMatchObject({ gift: true, giftFirstName: "Kamran", giftLastName: "Aliyev", giftMobile: "994557654321", giftNote: "Happy birthday", deliveryNote: "Ring twice" });
  });

  it("refuses cash for a card-only cart", async () => {
    const res = await checkout(form({ cart: [{ id: P.card, size: "", qty: 1 }] }));
    expect(res).toMatchObject({ status: 422, errors: { payment: "Cash payment is not available for these products" } });
    expect(await stockOf(database, P.card)).toBe(5);
  });

  it("refuses installment at 50 ₼ or less, an unknown card and a month the card does not have", async () => {
    // 2 × 15 ₼ + 3 ₼ delivery = 33 ₼
    const low = await checkout(form({ payment: "installment", creditCard: "birkart", creditMonth: 3 }));
    expect(low.errors).toEqual({ payment: "Installment is available only for orders above 50 ₼" });
    const big = [{ id: P.shirt, size: "S", qty: 2 }];
    expect((await checkout(form({ cart: big, payment: "installment", creditCard: "visa", creditMonth: 3 }))).errors).toEqual({ creditCard: "Choose an installment card" });
    expect((await checkout(form({ cart: big, payment: "installment", creditCard: "tamkart", creditMonth: 12 }))).errors).toEqual({ creditMonth: "This card does not offer that installment period" });
    expect((await checkout(form({ lang: "az", cart: big, payment: "installment", creditCard: "tamkart", creditMonth: 12 }))).errors).toEqual({
      creditMonth: "Bu kart bu taksit müddətini təklif etmir",
    });
    expect((await checkout(form({ cart: big, payment: "installment", creditCard: "tamkart" }))).errors).toEqual({ creditMonth: "Required field" });
  });

  it("refuses installment when the total is exactly 50 ₼", async () => {
    // a repeat buyer (no first-order discount): 47 ₼ of goods + 3 ₼ delivery
    const mobile = mobileNo();
    const first = await checkout(form({ mobile, cart: [{ id: P.cheap, size: "", qty: 1 }] }));
    expect(first.ok).toBe(true);
    const cart = [
      { id: P.shirt, size: "M", qty: 1 },
      { id: P.cheap, size: "", qty: 1 },
    ]; // 40 + 9 = 49 ₼, + 3 ₼ delivery = 52 ₼; with pickup 49 ₼
    expect((await api.call<CheckoutSummary>("checkout/summary", { cart, mobile, delivery: "pickup" })).data!.grandTotal).toBe(4900);
    const pickup = await checkout(form({ mobile, cart, delivery: "pickup", branch: at.pickupBranch, payment: "installment", creditCard: "birkart", creditMonth: 6 }));
    expect(pickup.errors).toEqual({ payment: "Installment is available only for orders above 50 ₼" });
    const exact = await insertProduct(database, { title: "Bag", priceQ: 4700 });
    const fifty = await api.call<CheckoutSummary>("checkout/summary", { cart: [{ id: exact, size: "", qty: 1 }], mobile, delivery: "delivery", city: at.sumgayit });
    expect(fifty.data!).toMatchObject({ grandTotal: 5000, installmentAllowed: false });
    const refused = await checkout(form({ mobile, cart: [{ id: exact, size: "", qty: 1 }], payment: "installment", creditCard: "birkart", creditMonth: 6 }));
    expect(refused.errors).toEqual({ payment: "Installment is available only for orders above 50 ₼" });
  });

  it("refuses a malformed idempotency key", async () => {
    const res = await checkout(form({ idempotencyKey: "x'; drop" }));
    expect(res).toMatchObject({ status: 422, errors: { idempotencyKey: "Invalid request" } });
  });
});

describe("products/checkout: cart", () => {
  it("sends the shopper back to the cart when it is empty", async () => {
    for (const cart of [[], undefined, "junk", [{ id: 999999, size: "", qty: 1 }]]) {
      const res = await checkout(form({ cart }));
      expect(res).toMatchObject({ ok: false, status: 409, redirect: "/cart", error: "Your cart is empty", code: "checkout.emptyCart" });
    }
    const me = await customer(api);
    const res = await me.call<CheckoutAnswer>("products/checkout", form({ lang: "ru" }));
    expect(res).toMatchObject({ ok: false, redirect: "/cart", error: "Ваша корзина пуста", code: "checkout.emptyCart" });
    const az = await checkout(form({ lang: "az", cart: [] }));
    expect(az).toMatchObject({ ok: false, error: "Səbətiniz boşdur", code: "checkout.emptyCart" });
  });

  it("ignores tampered prices, totals and discounts in the payload", async () => {
    const mobile = mobileNo();
    const res = await checkout(
      form({
        mobile,
        cart: [{ id: P.shirt, size: "S", option: 0, qty: 1, price: 1, total: 1, discount: 3999, priceOld: 0 }],
        total: 1,
        grandTotal: 1,
        subTotal: 1,
        summary: { total: 1 },
        delivery_fee: 0,
        package: 0,
        newCustomerDiscount: 4000,
        campaignDiscount: 4000,
        amount: 1,
        country: "RU",
      }),
    );
    expect(res.ok).toBe(true);
    const order = await orderOf(res.data!.token!);
    // 40 ₼ − 10 % first order + 3 ₼ delivery
    expect(order.summary).toEqual({ subTotalQ: 4000, campaignDiscountQ: 0, cashDiscountQ: 0, newCustomerDiscountQ: 400, loyaltyDiscountQ: 0, packageQ: 0, deliveryQ: 300, totalQ: 3900 });
    expect(order.info.country).toBe("AZ");
    const lines = await linesOf(database, order.id);
    expect(lines.map((l) => [l.productId, l.size, l.qty, l.priceQ, l.totalQ, l.discountQ])).toEqual([[P.shirt, "S", 1, 4000, 4000, 0]]);
  });

  it("blocks sold lines and quantities over the stock with the summary's error", async () => {
    const sold = await insertProduct(database, { title: "Gone", priceQ: 1000, sizes: [{ size: "", stock: 0 }] });
    const res = await checkout(form({ cart: [{ id: sold, size: "", qty: 1 }, { id: P.cup, size: "", qty: 1 }] }));
    expect(res).toMatchObject({ ok: false, status: 409, error: "Sorry, these products are already sold. Please remove them from cart." });
    const over = await checkout(form({ cart: [{ id: P.dress, size: "M", qty: 3 }] }));
    expect(over).toMatchObject({ ok: false, status: 409, error: "Product quantity not available in stock" });
    expect(await stockOf(database, P.dress, "M")).toBe(2);
  });
});

describe("products/checkout: cash orders", () => {
  it("places a guest order: lines as sold, stock taken, summary, info, utm, SMS", async () => {
    const mobile = mobileNo();
    const before = await stockOf(database, P.shirt, "M");
    const res = await checkout(
      form({
        lang: "az",
        mobile: `+${mobile.slice(0, 3)} ${mobile.slice(3, 5)} ${mobile.slice(5)}`,
        cart: [
          { id: P.shirt, size: "M", qty: 2 },
          { id: P.withGift, size: "", qty: 1 },
        ],
        utmMarks: { source: "google", medium: "cpc", campaign: "spring", evil: "<script>", term: "x".repeat(400) },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.ok).toBe(true);
    expect(Object.keys(res.data!).sort()).toEqual(["number", "token"]);
    expect(res.data!.number).toMatch(/^BZ\d+$/);
    const order = await orderOf(res.data!.token!);
    expect(order).toMatchObject({ status: "new", paymentType: "cash", lang: "az", userId: null, paid: false, holdExpiresAt: null, deliveryType: "delivery" });
    expect(order.utm).toEqual({ source: "google", medium: "cpc", campaign: "spring" });
    expect(order.info).toMatchObject({ firstName: "Aysel", lastName: "Mammadova", email: "aysel@example.com", mobile, city: at.sumgayit, address: "Nizami 10", country: "AZ" });
    // 2 × 40 + 60 = 140 ₼, − 10 % first order, + 3 ₼
    expect(order.summary).toMatchObject({ subTotalQ: 14000, newCustomerDiscountQ: 1400, deliveryQ: 300, totalQ: 12900 });
    const lines = await linesOf(database, order.id);
    expect(lines.map((l) => [l.title, l.size, l.qty, l.priceQ, l.totalQ, l.isGift, l.variantId !== null])).toEqual([
      ["Linen shirt (az)", "M", 2, 4000, 8000, false, true],
      ["Perfume (az)", "", 1, 6000, 6000, false, true],
      ["Gift box (az)", "", 1, 0, 0, true, true],
    ]);
    expect(lines[0]!.image).toBe(`products/${P.shirt}/1.png`);
    expect(await stockOf(database, P.shirt, "M")).toBe(before - 2);
    expect(await stockOf(database, P.giftBox)).toBe(4);
    // the confirmation SMS is the order's job, run after the commit
    expect(await smsTo(database, mobile)).toEqual([]);
    await runJobs(api);
    const sms = await smsTo(database, mobile);
    expect(sms[0]).toBe(`Bazaar: təşəkkür edirik! ${order.number} nömrəli sifarişiniz qəbul olundu. Cəmi: 129.00 ₼.`);
    // the order page reads it
    const page = await api.call<{ order: Order }>("orders/token", { token: order.token });
    expect(page.data!.order).toMatchObject({ number: order.number, summary: { total: 12900 } });
  });

  it("gives the first-order 10 % once per mobile number", async () => {
    const mobile = mobileNo();
    const cart = [{ id: P.cheap, size: "", qty: 10 }];
    const first = await checkout(form({ mobile, cart, delivery: "pickup", branch: at.pickupBranch }));
    expect((await orderOf(first.data!.token!)).summary).toMatchObject({ newCustomerDiscountQ: 900, totalQ: 8100 });
    const second = await checkout(form({ mobile: mobile.slice(3), cart, delivery: "pickup", branch: at.pickupBranch }));
    expect((await orderOf(second.data!.token!)).summary).toMatchObject({ newCustomerDiscountQ: 0, totalQ: 9000 });
  });

  it("answers the first order again for a repeated idempotency key and places one order", async () => {
    const payload = form();
    const stock = await stockOf(database, P.cup);
    const a = await checkout(payload);
    const b = await checkout({ ...payload, firstName: "Other" });
    expect(a.ok && b.ok).toBe(true);
    expect(b.data).toEqual(a.data);
    // the key with another cart is another buyer's: refused, never answered with this order (ADR 0017)
    const other = await checkout({ ...payload, cart: [{ id: P.cup, size: "", qty: 5 }] });
    expect(other).toMatchObject({ ok: false, status: 409 });
    expect(other.data).toBeUndefined();
    expect(await ordersByMobile(database, payload.mobile)).toHaveLength(1);
    expect(await stockOf(database, P.cup)).toBe(stock - 2);
  });

  it("places one order when two POSTs with the same key race", async () => {
    const payload = form();
    const stock = await stockOf(database, P.cup);
    const answers = await Promise.all([checkout(payload), checkout(payload), checkout(payload)]);
    for (const a of answers) expect(a.ok, JSON.stringify(a)).toBe(true);
    expect(new Set(answers.map((a) => a.data!.token)).size).toBe(1);
    expect(await ordersByMobile(database, payload.mobile)).toHaveLength(1);
    expect(await stockOf(database, P.cup)).toBe(stock - 2);
    await runJobs(api);
    expect(await smsTo(database, payload.mobile)).toHaveLength(1);
  });

  it("a second placement under a taken key hits the unique index, rolls back and reports the twin", async () => {
    const deps = { database, config: api.config, log: createLogger() };
    const payload = form();
    const prepared = await prepareOrder(deps, payload, { userId: null, lang: "en", guestCart: readCartInput(payload.cart), cardPayments: true });
    expect(prepared.kind).toBe("ok");
    if (prepared.kind !== "ok") return;
    const stock = await stockOf(database, P.cup);
    expect((await placeOrder(deps, prepared.order, payload.idempotencyKey)).kind).toBe("placed");
    expect(await placeOrder(deps, prepared.order, payload.idempotencyKey)).toEqual({ kind: "duplicate" });
    expect(await ordersByMobile(database, payload.mobile)).toHaveLength(1);
    expect(await stockOf(database, P.cup)).toBe(stock - 2);
  });

  it("uses a signed-in customer's server cart, a saved address, and empties the cart", async () => {
    const me = await customer(api);
    const other = await customer(api);
    const [mine] = await database.db.insert(addresses).values({ userId: me.userId, title: "Home", city: at.baku, district: at.nasimi, place: at.port, address: "Port street 2" }).returning();
    const [theirs] = await database.db.insert(addresses).values({ userId: other.userId, title: "Home", city: at.sumgayit, address: "Elsewhere 1" }).returning();
    await me.call("users/add-to-cart", { product_id: P.shirt, size: "S", qty: 1, option: 0 });
    const payload = form({ cart: [{ id: P.cup, size: "", qty: 9 }], mobile: me.user.mobile, isMyAddress: true, city: "", address: "" });

    const foreign = await me.call<CheckoutAnswer>("products/checkout", { ...payload, myAddress: theirs!.id });
    expect(foreign).toMatchObject({ status: 422, errors: { myAddress: "Choose one of your saved addresses" } });
    const res = await me.call<CheckoutAnswer>("products/checkout", { ...payload, myAddress: mine!.id });
    expect(res.ok, JSON.stringify(res)).toBe(true);
    const order = await orderOf(res.data!.token!);
    expect(order.userId).toBe(me.userId);
    // Port inherits Baku's 5 ₼
    expect(order.info).toMatchObject({ city: at.baku, district: at.nasimi, place: at.port, address: "Port street 2", myAddress: mine!.id });
    expect(order.summary).toMatchObject({ subTotalQ: 4000, newCustomerDiscountQ: 400, deliveryQ: 500, totalQ: 4100 });
    expect((await linesOf(database, order.id)).map((l) => l.productId)).toEqual([P.shirt]);
    expect(await database.db.select().from(cartItems).where(eq(cartItems.userId, me.userId))).toHaveLength(0);
    // a guest's isMyAddress is ignored: the typed address counts
    const guest = await checkout(form({ isMyAddress: true, myAddress: mine!.id }));
    expect((await orderOf(guest.data!.token!)).info).toMatchObject({ city: at.sumgayit, address: "Nizami 10" });
  });

  it("gives a loyal customer the loyalty discount and records the flag", async () => {
    const me = await customer(api);
    await database.db.update(users).set({ loyalty: true }).where(eq(users.id, me.userId));
    await database.db.insert(orders).values({
      number: `OLD-${me.userId}`,
      token: `old-${me.userId}`,
      userId: me.userId,
      summary: { subTotalQ: 1, campaignDiscountQ: 0, newCustomerDiscountQ: 0, loyaltyDiscountQ: 0, packageQ: 0, deliveryQ: 0, totalQ: 1 },
      totalQ: 1,
      deliveryType: "pickup",
      info: {},
      paymentType: "cash",
    });
    await me.call("users/add-to-cart", { product_id: P.cheap, size: "", qty: 10, option: 0 });
    const res = await me.call<CheckoutAnswer>("products/checkout", form({ delivery: "pickup", branch: at.pickupBranch }));
    const order = await orderOf(res.data!.token!);
    expect(order).toMatchObject({ loyalty: true });
    expect(order.summary).toMatchObject({ loyaltyDiscountQ: 450, newCustomerDiscountQ: 0, totalQ: 8550 });
  });

  it("an expired access token answers 401 expired instead of checking out as a guest", async () => {
    const me = await customer(api);
    const old = await signAccessToken({ config: api.config } as Deps, me.userId, Date.now() - 24 * 3600 * 1000);
    const payload = form();
    const res = await api.call("products/checkout", payload, { token: old });
    expect(res).toMatchObject({ ok: false, status: 401, expired: true });
    expect(await ordersByMobile(database, payload.mobile)).toHaveLength(0);
  });
});
