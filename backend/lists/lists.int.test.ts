/**
 * Cart, wishlist and compare calls on a real database (PGlite, or PostgreSQL when
 * DATABASE_URL is set): prices come from the products only, tampered guest lists never
 * change a price or a total and never fail, server lists belong to their customer.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { logIn, signUp } from "../auth/testing.ts";
import { insertFixtures, type Fixtures } from "../catalog/test-fixtures.ts";
import type { Database } from "../db/client.ts";
import { deliveryAreas, orders, products, users } from "../db/schema.ts";
import { testApi, testDatabase } from "../test/db.ts";
import type { CartAnswer, CompareAnswer, ListsState, MergeAnswer, WishlistAnswer } from "./contract.ts";

let database: Database;
let api: Awaited<ReturnType<typeof testApi>>;
let fx: Fixtures;
let P: Fixtures["products"];

beforeAll(async () => {
  database = await testDatabase();
  api = await testApi({}, database);
  fx = await insertFixtures(database);
  P = fx.products;
  const t = (en: string) => ({ az: en, en, ru: en });
  const [baku] = await database.db.insert(deliveryAreas).values({ code: "l-baku", level: "city", title: t("Baku"), feeQ: 500 }).returning();
  const [nasimi] = await database.db.insert(deliveryAreas).values({ code: "l-nasimi", level: "district", parentId: baku!.id, title: t("Nasimi") }).returning();
  await database.db.insert(deliveryAreas).values({ code: "l-28may", level: "place", parentId: nasimi!.id, title: t("28 May"), feeQ: 0 });
  await database.db.insert(deliveryAreas).values({ code: "l-far", level: "city", title: t("Far away"), feeQ: 900, noDelivery: true });
});

const guest = <T>(path: string, payload: Record<string, unknown>) => api.call<T>(path, payload);

async function customer() {
  const user = await signUp(api.call, database);
  const session = await logIn(api.call, user.mobile, user.password);
  const call = <T>(path: string, payload: Record<string, unknown> = {}) => api.call<T>(path, payload, { token: session.accessToken });
  return { user, session, call, userId: session.user.id };
}

describe("guest cart lookup", () => {
  it("prices lines from the database with every discount kind", async () => {
    const res = await guest<CartAnswer>("products/cart", {
      cart: [
        { id: P.blueShirt, size: "M", option: 0, qty: 1 },
        { id: P.silkDress, size: "M", option: 0, qty: 1 },
        { id: P.cup, size: "", option: 0, qty: 2 },
      ],
      payment: "cash",
    });
    expect(res.ok).toBe(true);
    const cart = res.data!;
    expect(cart.items.map((i) => [i.productId, i.price, i.qty, i.total, i.discount])).toEqual([
      [P.blueShirt, 3600, 1, 3600, 0],
      [P.silkDress, 27000, 1, 27000, 2700],
      [P.cup, 1500, 2, 3000, 150],
    ]);
    expect(cart.summary).toMatchObject({ subTotal: 33600, campaignDiscount: 2700, cashDiscount: 150, total: 30750, delivery: null, error: null, count: 4 });
    expect(cart.items[0]!.product.title).toBe("Blue shirt");
    expect(cart.items[0]!.max).toBe(2);
  });

  it("applies buy N pay N−1 over sizes of one product", async () => {
    const two = await guest<CartAnswer>("products/cart", {
      cart: [
        { id: P.summerDress, size: "S", qty: 1 },
        { id: P.summerDress, size: "M", qty: 1 },
      ],
    });
    expect(two.data!.summary).toMatchObject({ subTotal: 24000, campaignDiscount: 0 });
    await database.query(sql`update product_variants set stock = 3 where product_id = ${P.summerDress} and size = 'S'`);
    const three = await guest<CartAnswer>("products/cart", {
      cart: [
        { id: P.summerDress, size: "S", qty: 2 },
        { id: P.summerDress, size: "M", qty: 1 },
      ],
    });
    expect(three.data!.summary).toMatchObject({ subTotal: 36000, campaignDiscount: 12000, total: 24000 });
    await database.query(sql`update product_variants set stock = 1 where product_id = ${P.summerDress} and size = 'S'`);
  });

  it("a tampered cookie never changes a price or a total and never fails", async () => {
    const clean = [
      { id: P.whiteShirt, size: "S", option: 0, qty: 2 },
      { id: P.cup, size: "", option: 0, qty: 1 },
    ];
    const reference = await guest<CartAnswer>("products/cart", { cart: clean });
    expect(reference.ok).toBe(true);
    expect(reference.data!.summary.total).toBe(2 * 5990 + 1500);

    const tampered = [
      { id: P.whiteShirt, size: "S", option: 0, qty: 2, price: 1, priceOld: 0, total: 1, discount: 99 },
      { id: P.cup, size: "", option: 0, qty: 1, price: -500, summary: { total: 0 } },
      { id: P.blueShirt, size: "M", option: 0, qty: -3 },
      { id: P.blackTrousers, size: "M", option: 0, qty: 0 },
      { id: 999_999, size: "M", option: 0, qty: 1 },
      { id: P.hidden, size: "M", option: 0, qty: 1 },
      { id: P.whiteShirt, size: "XXL", option: 0, qty: 1 },
      { id: "drop table products", size: "M", qty: 1 },
      "x".repeat(2000),
    ];
    const res = await guest<CartAnswer>("products/cart", { cart: tampered, subTotal: 1, total: 1 });
    expect(res.ok).toBe(true);
    expect(res.data!.summary).toEqual(reference.data!.summary);
    expect(res.data!.items.map((i) => [i.productId, i.price, i.total])).toEqual(reference.data!.items.map((i) => [i.productId, i.price, i.total]));
    expect(res.data!.removeProducts!.sort()).toEqual([999_999, P.hidden].sort());
    expect(res.data!.cart).toEqual(clean);

    for (const junk of ["x".repeat(10 * 1024), "{not json", 42, { id: 1 }, null, [[[]]]]) {
      const answer = await guest<CartAnswer>("products/cart", { cart: junk });
      expect(answer.ok).toBe(true);
      expect(answer.data!.items).toEqual([]);
      expect(answer.data!.summary.total).toBe(0);
    }
    const huge = await guest<CartAnswer>("products/cart", { cart: Array.from({ length: 500 }, () => ({ id: P.cup, size: "", qty: 999 })) });
    expect(huge.ok).toBe(true);
    expect(huge.data!.items).toHaveLength(1);
    expect(huge.data!.items[0]).toMatchObject({ qty: 10, manyQty: true, total: 15000 });
    expect(huge.data!.summary.error).toBe("Product quantity not available in stock");
  });

  it("flags sold lines and leaves them out of the totals", async () => {
    const res = await guest<CartAnswer>("products/cart", {
      cart: [
        { id: P.noCategory, size: "", qty: 1 },
        { id: P.cup, size: "", qty: 1 },
      ],
    });
    expect(res.data!.items[0]).toMatchObject({ productId: P.noCategory, sold: true, total: 0 });
    expect(res.data!.summary).toMatchObject({ subTotal: 1500, error: "Sorry, these products are already sold. Please remove them from cart." });
    const az = await guest<CartAnswer>("products/cart", { lang: "az", cart: [{ id: P.noCategory, size: "", qty: 1 }] });
    expect(az.data!.summary.error).toBe("Təəssüf ki, bu məhsullar artıq satılıb. Zəhmət olmasa onları səbətdən silin.");
  });

  it("prices a set option at the option's price and drops a line without a valid option", async () => {
    const [set] = await database.query<{ id: number }>(sql`select id from product_sets where product_id = ${P.giftSet}`);
    const res = await guest<CartAnswer>("products/cart", {
      cart: [
        { id: P.giftSet, size: "L", option: set!.id, qty: 1 },
        { id: P.giftSet, size: "L", option: 0, qty: 1 },
      ],
    });
    expect(res.data!.items).toHaveLength(1);
    expect(res.data!.items[0]).toMatchObject({ price: 9000, priceOld: 10490, optionTitle: "Two shirts" });
  });
});

describe("guest add and change", () => {
  it("merges equal lines, keeps sizes apart and refuses over stock", async () => {
    let cart: unknown[] = [];
    const add = async (size: string, qty = 1, lang = "en") =>
      guest<CartAnswer>("products/cart/add", { cart, product_id: P.whiteShirt, size, option: 0, qty, lang });
    const a = await add("S");
    cart = a.data!.cart!;
    const b = await add("L");
    cart = b.data!.cart!;
    const c = await add("S");
    cart = c.data!.cart!;
    expect(cart).toEqual([
      { id: P.whiteShirt, size: "S", option: 0, qty: 2 },
      { id: P.whiteShirt, size: "L", option: 0, qty: 1 },
    ]);
    const over = await add("S", 2);
    expect(over).toMatchObject({ ok: false, status: 409, error: "Product quantity not available in stock" });
    const overRu = await add("S", 2, "ru");
    expect(overRu.error).toBe("Такого количества товара нет на складе");
    expect((await add("M")).ok).toBe(false);
    expect(await add("")).toMatchObject({ ok: false, error: "Choose a size" });
    expect(await guest("products/cart/add", { cart, product_id: 999_999, size: "", qty: 1 })).toMatchObject({ ok: false, status: 404 });
    expect(await guest("products/cart/add", { cart, product_id: P.giftSet, size: "L", option: 0, qty: 1 })).toMatchObject({ ok: false, error: "Choose an option" });

    const changed = await guest<CartAnswer>("products/cart/change-qty", { cart, product_id: P.whiteShirt, size: "L", option: 0, qty: 5 });
    expect(changed.data!.cart).toEqual([
      { id: P.whiteShirt, size: "S", option: 0, qty: 2 },
      { id: P.whiteShirt, size: "L", option: 0, qty: 5 },
    ]);
    expect(await guest("products/cart/change-qty", { cart, product_id: P.whiteShirt, size: "L", option: 0, qty: 6 })).toMatchObject({ ok: false, status: 409 });
    expect(await guest("products/cart/change-qty", { cart, product_id: P.cup, size: "", option: 0, qty: 1 })).toMatchObject({ ok: false, status: 404 });
  });

  it("never trusts a price sent with the add", async () => {
    const res = await guest<CartAnswer>("products/cart/add", { cart: [], product_id: P.cup, size: "", qty: 1, price: 1, total: 1 });
    expect(res.data!.summary.total).toBe(1500);
  });
});

describe("summary: delivery, first order, loyalty", () => {
  const cart = [{ id: 0, size: "", option: 0, qty: 2 }];
  beforeAll(() => {
    cart[0]!.id = P.cup;
  });

  it("adds the delivery fee of the chosen area (free shows as 0) and flags no delivery", async () => {
    const city = await guest<CartAnswer>("cart/summary", { cart, delivery: "delivery", city: "l-baku" });
    expect(city.data!.summary).toMatchObject({ delivery: 500, total: 3500 });
    const place = await guest<CartAnswer>("cart/summary", { cart, delivery: "delivery", city: "l-baku", district: "l-nasimi", place: "l-28may" });
    expect(place.data!.summary).toMatchObject({ delivery: 0, total: 3000 });
    const pickup = await guest<CartAnswer>("cart/summary", { cart, delivery: "pickup", city: "l-far" });
    expect(pickup.data!.summary).toMatchObject({ delivery: 0, noDelivery: false });
    const far = await guest<CartAnswer>("cart/summary", { cart, delivery: "delivery", city: "l-far" });
    expect(far.data!.summary).toMatchObject({ noDelivery: true, error: "Delivery is not available to this area" });
    const odd = await guest<CartAnswer>("cart/summary", { cart, delivery: "teleport", city: { $gt: "" }, payment: 5 });
    expect(odd.ok).toBe(true);
    expect(odd.data!.summary.delivery).toBeNull();
  });

  it("gives a guest mobile without orders 10 % and one with orders nothing", async () => {
    const fresh = await guest<CartAnswer>("cart/summary", { cart, mobile: "+994 70 111 22 33" });
    expect(fresh.data!.summary).toMatchObject({ newCustomerDiscount: 300, total: 2700, newCustomer: true });
    await database.db.insert(orders).values({
      number: "L-1",
      token: "tok-l-1",
      summary: { subTotalQ: 1, campaignDiscountQ: 0, newCustomerDiscountQ: 0, loyaltyDiscountQ: 0, packageQ: 0, deliveryQ: 0, totalQ: 1 },
      totalQ: 1,
      deliveryType: "delivery",
      info: { mobile: "994701112233" },
      paymentType: "cash",
    });
    const again = await guest<CartAnswer>("cart/summary", { cart, mobile: "994701112233" });
    expect(again.data!.summary).toMatchObject({ newCustomerDiscount: 0, total: 3000 });
    const none = await guest<CartAnswer>("cart/summary", { cart });
    expect(none.data!.summary.newCustomerDiscount).toBe(0);
  });

  it("uses a signed-in customer's server cart, first-order and loyalty facts", async () => {
    const { call, userId } = await customer();
    await call("users/add-to-cart", { product_id: P.cup, size: "", qty: 2, option: 0, max: 999 });
    const first = await call<CartAnswer>("cart/summary", { cart: [{ id: P.silkDress, size: "S", qty: 2 }] });
    expect(first.data!.items.map((i) => i.productId)).toEqual([P.cup]);
    expect(first.data!.summary).toMatchObject({ subTotal: 3000, newCustomerDiscount: 300, loyalty: false });
    await database.db.update(users).set({ loyalty: true }).where(eq(users.id, userId));
    await database.db.insert(orders).values({
      number: "L-2",
      token: "tok-l-2",
      userId,
      summary: { subTotalQ: 1, campaignDiscountQ: 0, newCustomerDiscountQ: 0, loyaltyDiscountQ: 0, packageQ: 0, deliveryQ: 0, totalQ: 1 },
      totalQ: 1,
      deliveryType: "pickup",
      info: {},
      paymentType: "card",
    });
    const loyal = await call<CartAnswer>("cart/summary", {});
    expect(loyal.data!.summary).toMatchObject({ newCustomerDiscount: 0, loyaltyDiscount: 150, loyalty: true, total: 2850 });
  });

  it("never takes a user id from a guest's payload (a loyal customer's discount cannot be borrowed)", async () => {
    const { userId } = await customer();
    await database.db.update(users).set({ loyalty: true }).where(eq(users.id, userId));
    const cart = [{ id: P.cup, size: "", qty: 2, option: 0 }];
    for (const path of ["cart/summary", "products/cart", "checkout/summary"]) {
      const res = await guest<CartAnswer>(path, { cart, userId, user_id: userId });
      expect(res.data!.summary, path).toMatchObject({ loyalty: false, loyaltyDiscount: 0 });
    }
  });

  it("marks a cart with a card-only product", async () => {
    await database.db.update(products).set({ onlyCard: true }).where(eq(products.id, P.blackTrousers));
    const res = await guest<CartAnswer>("products/cart", { cart: [{ id: P.blackTrousers, size: "M", qty: 1 }, ...cart] });
    expect(res.data!.onlyCard).toBe(true);
    expect((await guest<CartAnswer>("products/cart", { cart })).data!.onlyCard).toBe(false);
    await database.db.update(products).set({ onlyCard: false }).where(eq(products.id, P.blackTrousers));
  });
});

describe("guest wishlist and compare lookups", () => {
  it("answers items and the ids to prune", async () => {
    const wish = await guest<WishlistAnswer>("products/wishlist", {
      wishlist: [{ id: P.whiteShirt, size: "S", option: 0 }, { id: 999_999 }, { id: P.hidden }, "junk"],
    });
    expect(wish.data!.items.map((i) => [i.productId, i.size, i.id])).toEqual([[P.whiteShirt, "S", null]]);
    expect(wish.data!.removeProducts!.sort()).toEqual([999_999, P.hidden].sort());

    const compare = await guest<CompareAnswer>("products/compare", { compare: [P.whiteShirt, P.silkDress, P.cup, 999_999] });
    expect(compare.data!.items.map((i) => i.productId)).toEqual([P.whiteShirt, P.silkDress, P.cup]);
    expect(compare.data!.parameters).toEqual(["Material"]);
    expect(compare.data!.items[0]!.parameters).toEqual([{ title: "Material", value: "Linen" }]);
    expect(compare.data!.items[2]!.parameters).toEqual([]);
    expect(compare.data!.removeProducts).toEqual([999_999]);
  });

  it("lists/state answers the header's data for a guest", async () => {
    const state = await guest<ListsState>("lists/state", {
      cart: [{ id: P.cup, size: "", qty: 3 }],
      wishlist: [{ id: P.cup }, { id: 999_999 }],
      compare: [P.silkDress, P.hidden],
    });
    expect(state.data!.cart.summary).toMatchObject({ count: 3, total: 4500 });
    expect(state.data!.wishIds).toEqual([P.cup]);
    expect(state.data!.compareIds).toEqual([P.silkDress]);
    expect(state.data!.wishlist).toEqual([{ id: P.cup, size: "", option: 0 }]);
  });
});

describe("server lists", () => {
  it("need a signed-in customer", async () => {
    for (const path of ["users/cart", "users/add-to-cart", "users/change-qty", "users/remove-item-cart/1", "users/wishlist", "users/add-to-wishlist", "users/remove-item-wishlist/1", "users/compare", "users/add-to-compare", "users/remove-item-compare/1", "users/merge-lists"]) {
      const res = await api.call(path, { product_id: P.cup });
      expect(res.status, path).toBe(401);
    }
  });

  it("cart: add merges, stock refusal, change quantity, remove; another customer's item is 404", async () => {
    const me = await customer();
    const other = await customer();
    const add = (size: string, qty = 1) => me.call<CartAnswer>("users/add-to-cart", { product_id: P.whiteShirt, size, qty, option: 0, max: 999 });
    await add("S");
    await add("L");
    const third = await add("S");
    expect(third.data!.items.map((i) => [i.size, i.qty])).toEqual([
      ["S", 2],
      ["L", 1],
    ]);
    expect(third.data!.items.every((i) => typeof i.id === "number")).toBe(true);
    expect(await add("S", 2)).toMatchObject({ ok: false, status: 409, error: "Product quantity not available in stock" });

    const changed = await me.call<CartAnswer>("users/change-qty", { product_id: P.whiteShirt, size: "L", option: 0, qty: 4 });
    expect(changed.data!.items.find((i) => i.size === "L")!.qty).toBe(4);
    const lineId = changed.data!.items.find((i) => i.size === "L")!.id!;
    const byId = await me.call<CartAnswer>("users/change-qty", { id: lineId, qty: 3 });
    expect(byId.data!.items.find((i) => i.size === "L")!.qty).toBe(3);
    expect(await me.call("users/change-qty", { id: lineId, qty: 50 })).toMatchObject({ ok: false, status: 409 });

    // another customer cannot touch it
    expect(await other.call("users/remove-item-cart/" + lineId)).toMatchObject({ ok: false, status: 404 });
    expect(await other.call("users/change-qty", { id: lineId, qty: 1 })).toMatchObject({ ok: false, status: 404 });
    expect((await me.call<CartAnswer>("users/cart")).data!.items).toHaveLength(2);

    const removed = await me.call<CartAnswer>("users/remove-item-cart/" + lineId);
    expect(removed.data!.items.map((i) => i.size)).toEqual(["S"]);
    expect(await me.call("users/remove-item-cart/" + lineId)).toMatchObject({ status: 404 });
    expect(await me.call("users/remove-item-cart/abc")).toMatchObject({ status: 404 });
    // the client's `max` is not trusted
    expect(await me.call("users/add-to-cart", { product_id: P.blueShirt, size: "L", qty: 5, option: 0, max: 10 })).toMatchObject({ ok: false, status: 409 });
  });

  it("wishlist and compare: add, list, remove; another customer's item is 404", async () => {
    const me = await customer();
    const other = await customer();
    const w = await me.call<WishlistAnswer>("users/add-to-wishlist", { product_id: P.silkDress, size: "S", option: 0 });
    expect(w.data!.items.map((i) => [i.productId, i.size])).toEqual([[P.silkDress, "S"]]);
    const again = await me.call<WishlistAnswer>("users/add-to-wishlist", { product_id: P.silkDress, size: "M", option: 0 });
    expect(again.data!.items.map((i) => [i.productId, i.size])).toEqual([[P.silkDress, "M"]]);
    expect(await me.call("users/add-to-wishlist", { product_id: P.hidden })).toMatchObject({ status: 404 });
    const wishId = again.data!.items[0]!.id!;
    expect(await other.call("users/remove-item-wishlist/" + wishId)).toMatchObject({ status: 404 });
    expect((await me.call<WishlistAnswer>("users/remove-item-wishlist/" + wishId)).data!.items).toEqual([]);

    const c1 = await me.call<CompareAnswer>("users/add-to-compare", { product_id: P.whiteShirt });
    await me.call("users/add-to-compare", { product_id: P.whiteShirt });
    const c2 = await me.call<CompareAnswer>("users/add-to-compare", { product_id: P.blueShirt });
    expect(c1.data!.items).toHaveLength(1);
    expect(c2.data!.items.map((i) => i.productId)).toEqual([P.whiteShirt, P.blueShirt]);
    expect(c2.data!.parameters).toEqual(["Material"]);
    const compareId = c2.data!.items[0]!.id!;
    expect(await other.call("users/remove-item-compare/" + compareId)).toMatchObject({ status: 404 });
    expect((await me.call<CompareAnswer>("users/remove-item-compare/" + compareId)).data!.items.map((i) => i.productId)).toEqual([P.blueShirt]);

    const state = await me.call<ListsState>("lists/state", { cart: [{ id: P.cup, qty: 1 }] });
    expect(state.data!.compareIds).toEqual([P.blueShirt]);
    expect(state.data!.cart.items).toEqual([]);
  });

  it("merges a guest's lists on sign-in: stock-capped, nothing lost", async () => {
    const me = await customer();
    await me.call("users/add-to-cart", { product_id: P.whiteShirt, size: "S", qty: 2, option: 0 });
    await me.call("users/add-to-wishlist", { product_id: P.cup });
    const merged = await me.call<MergeAnswer>("users/merge-lists", {
      cart: [
        { id: P.whiteShirt, size: "S", option: 0, qty: 2, price: 1 },
        { id: P.blueShirt, size: "M", option: 0, qty: 1 },
        { id: P.noCategory, size: "", option: 0, qty: 1 },
        { id: 999_999, size: "", option: 0, qty: 1 },
        { id: P.cup, size: "", option: 0, qty: -1 },
      ],
      wishlist: [{ id: P.cup }, { id: P.silkDress, size: "S" }, { id: P.hidden }],
      compare: [P.silkDress, 999_999],
    });
    const cart = await me.call<CartAnswer>("users/cart");
    const titleOf = (id: number) => cart.data!.items.find((i) => i.productId === id)!.product.title;
    expect(merged.data).toEqual({
      cart: 3,
      wishlist: 2,
      compare: 1,
      // 2 + 2 white shirts asked, 3 in stock; the product without a category is sold out
      adjusted: [
        { productId: P.whiteShirt, size: "S", option: 0, title: titleOf(P.whiteShirt), asked: 4, qty: 3, reason: "stock" },
        { productId: P.noCategory, size: "", option: 0, title: titleOf(P.noCategory), asked: 1, qty: 0, reason: "soldOut" },
      ],
    });
    expect(titleOf(P.whiteShirt)).toBeTruthy();
    expect(cart.data!.items.map((i) => [i.productId, i.size, i.qty, i.sold])).toEqual([
      [P.whiteShirt, "S", 3, false],
      [P.blueShirt, "M", 1, false],
      [P.noCategory, "", 1, true],
    ]);
    const wish = await me.call<WishlistAnswer>("users/wishlist");
    expect(wish.data!.items.map((i) => i.productId)).toEqual([P.cup, P.silkDress]);
  });

  it("cuts a merged line to MAX_QTY_PER_LINE and says so; a merge that fits reports nothing", async () => {
    const me = await customer();
    await database.query(sql`update product_variants set stock = 50 where product_id = ${P.cup}`);
    try {
      const merged = await me.call<MergeAnswer>("users/merge-lists", { cart: [{ id: P.cup, size: "", option: 0, qty: 12 }], wishlist: [], compare: [], lang: "ru" });
      expect(merged.data!.adjusted).toEqual([{ productId: P.cup, size: "", option: 0, title: "Керамическая чашка", asked: 12, qty: 10, reason: "lineLimit" }]);
      expect((await me.call<CartAnswer>("users/cart")).data!.items.map((i) => [i.productId, i.qty])).toEqual([[P.cup, 10]]);
      const fits = await me.call<MergeAnswer>("users/merge-lists", { cart: [{ id: P.blueShirt, size: "M", option: 0, qty: 1 }], wishlist: [], compare: [] });
      expect(fits.data!.adjusted).toEqual([]);
    } finally {
      await database.query(sql`update product_variants set stock = 10 where product_id = ${P.cup}`);
    }
  });
});

describe("'Price on application' products", () => {
  /** the cup, for the length of one test, has no price: it is sold by phone */
  async function onApplication(run: () => Promise<void>) {
    await database.query(sql`update products set price_in_store = true where id = ${P.cup}`);
    try {
      await run();
    } finally {
      await database.query(sql`update products set price_in_store = false where id = ${P.cup}`);
    }
  }
  const refusal = "This product's price is given on request: call us or write on WhatsApp to order it";

  it("are refused by the guest cart, in the request's language, and leave a tampered cookie", () =>
    onApplication(async () => {
      expect(await guest("products/cart/add", { cart: [], product_id: P.cup, size: "", option: 0, qty: 1 })).toMatchObject({ ok: false, status: 409, error: refusal });
      const az = await guest("products/cart/add", { cart: [], product_id: P.cup, size: "", qty: 1, lang: "az" });
      expect(az.error).toMatch(/^Bu məhsulun qiyməti sorğu ilə/);
      const looked = await guest<CartAnswer>("products/cart", { cart: [{ id: P.cup, size: "", option: 0, qty: 2 }, { id: P.blueShirt, size: "M", option: 0, qty: 1 }] });
      expect(looked.data!.items.map((i) => i.productId)).toEqual([P.blueShirt]);
      expect(looked.data!.removeProducts).toContain(P.cup);
      expect(looked.data!.cart).toEqual([{ id: P.blueShirt, size: "M", option: 0, qty: 1 }]);
      expect(await guest("products/cart/change-qty", { cart: [{ id: P.cup, size: "", option: 0, qty: 1 }], product_id: P.cup, size: "", option: 0, qty: 2 })).toMatchObject({ ok: false, status: 409 });
    }));

  it("are refused by a customer's cart and leave it (also when merged at sign-in); wishlist and compare keep them", () =>
    onApplication(async () => {
      const me = await customer();
      expect(await me.call("users/add-to-cart", { product_id: P.cup, size: "", qty: 1, option: 0 })).toMatchObject({ ok: false, status: 409, error: refusal });
      // a line from before the product lost its price
      await database.query(sql`insert into cart_items (user_id, product_id, size, option, qty) values (${me.userId}, ${P.cup}, '', 0, 1)`);
      expect((await me.call<CartAnswer>("users/cart")).data!.items).toEqual([]);
      expect(await database.query(sql`select id from cart_items where user_id = ${me.userId}`)).toHaveLength(0);
      const merged = await me.call<MergeAnswer>("users/merge-lists", { cart: [{ id: P.cup, size: "", option: 0, qty: 1 }], wishlist: [], compare: [] });
      expect(merged.ok).toBe(true);
      expect((await me.call<CartAnswer>("users/cart")).data!.items).toEqual([]);
      // remembering a product is fine: the wishlist and compare pages offer the contact action
      expect((await me.call<WishlistAnswer>("users/add-to-wishlist", { product_id: P.cup })).ok).toBe(true);
      expect((await me.call<CompareAnswer>("users/add-to-compare", { product_id: P.cup })).ok).toBe(true);
    }));
});
