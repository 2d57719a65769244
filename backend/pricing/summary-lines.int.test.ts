/**
 * One summary everywhere, on a real database (PGlite, or PostgreSQL with DATABASE_URL): a cash
 * order with a campaign discount, a cash discount and the first-order discount shows the same
 * lines in the cart, the checkout summary, the placed order's page and the confirmation e-mail,
 * the cash discount as a line of its own.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Order } from "../auth/contract.ts";
import type { CheckoutAnswer, CheckoutSummary } from "../checkout/contract.ts";
import { insertPlaces, insertProduct, orderForm, type Api, type Places } from "../checkout/testing.ts";
import { emailOutbox, orders } from "../db/schema.ts";
import type { ListsState } from "../lists/contract.ts";
import { testApi, testDatabase } from "../test/db.ts";
import { runJobs } from "../test/jobs.ts";

vi.setConfig({ testTimeout: 120_000 });

let api: Api;
let at: Places;
let product: number;

beforeAll(async () => {
  const database = await testDatabase();
  api = await testApi({ CHECKOUT_OTP: "off" }, database);
  at = await insertPlaces(database, "sl");
  product = await insertProduct(database, { title: "Wool coat", priceQ: 10000, cashDiscount: 10, sizes: [{ size: "", stock: 20 }] });
  await database.query(sql`update products set discount_in_basket = 10 where id = ${product}`);
}, 240_000);

describe("summary lines", () => {
  it("the cart, the checkout, the order page and the e-mail show the same lines", async () => {
    const cart = [{ id: product, size: "", option: 0, qty: 1 }];
    const form = orderForm({ cart, city: at.sumgayit, payment: "cash" }, { lang: "en", email: `coat-${Date.now()}@example.com` });
    const summary = await api.call<CheckoutSummary>("checkout/summary", { lang: "en", cart, payment: "cash", delivery: "delivery", city: at.sumgayit, mobile: form.mobile });
    // 100 − 10 campaign − 9 cash (10 % of 90) − 8.10 first order + 3 delivery
    const expected = [
      { kind: "subtotal", amount: 10000 },
      { kind: "campaign", amount: -1000 },
      { kind: "cash", amount: -900 },
      { kind: "newCustomer", amount: -810 },
      { kind: "delivery", amount: 300 },
      { kind: "total", amount: 7590 },
    ];
    expect(summary.data!.summary.lines).toEqual(expected);
    const state = await api.call<ListsState>("lists/state", { lang: "en", cart });
    // the cart does not know the payment or the area yet: the same kinds without those
    expect(state.data!.cart.summary.lines).toEqual([
      { kind: "subtotal", amount: 10000 },
      { kind: "campaign", amount: -1000 },
      { kind: "delivery", amount: null },
      { kind: "total", amount: 9000 },
    ]);
    const placed = await api.call<CheckoutAnswer>("products/checkout", form);
    expect(placed.ok).toBe(true);
    const page = await api.call<{ order: Order }>("orders/token", { token: placed.data!.token });
    expect(page.data!.order.summary.lines).toEqual(expected);
    const [row] = await api.database.db.select().from(orders).where(eq(orders.token, placed.data!.token!));
    expect(row!.summary).toMatchObject({ campaignDiscountQ: 1000, cashDiscountQ: 900, totalQ: 7590 });
    await runJobs(api);
    const [mail] = await api.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, form.email));
    for (const text of ["Subtotal: 100.00 ₼", "Campaign discount: −10.00 ₼", "Cash payment discount: −9.00 ₼", "First order discount (10%): −8.10 ₼", "Delivery: 3.00 ₼", "Total: 75.90 ₼"]) {
      expect(mail!.text).toContain(text);
    }
  });
});
