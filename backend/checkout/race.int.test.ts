/**
 * Shoppers racing for the last units (run on PostgreSQL too: DATABASE_URL=… npx vitest run
 * backend/checkout): the conditional stock decrement in the order's transaction lets exactly
 * as many orders through as there are units, and a miss on one line rolls back the others.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { orderLines, orders } from "../db/schema.ts";
import { testApi, testDatabase } from "../test/db.ts";
import type { CheckoutAnswer } from "./contract.ts";
import { insertPlaces, insertProduct, key, mobileNo, stockOf, type Api, type Places } from "./testing.ts";

let database: Database;
let api: Api;
let at: Places;

beforeAll(async () => {
  database = await testDatabase();
  api = await testApi({ CHECKOUT_OTP: "off", PAYMENT_PROVIDER: "test" }, database);
  at = await insertPlaces(database, "race");
});

function form(cart: unknown[], over: Record<string, unknown> = {}) {
  return {
    cart,
    firstName: "Racer",
    lastName: "Fast",
    mobile: mobileNo(),
    delivery: "pickup",
    branch: at.pickupBranch,
    payment: "cash",
    idempotencyKey: key(),
    ...over,
  };
}

async function ordersWith(productId: number) {
  const rows = await database.db.select({ orderId: orderLines.orderId }).from(orderLines).where(eq(orderLines.productId, productId));
  return new Set(rows.map((r) => r.orderId)).size;
}

describe("racing checkouts", () => {
  it("20 shoppers, 3 in stock: exactly 3 orders and stock 0", async () => {
    const item = await insertProduct(database, { title: "Last lamp", priceQ: 5000, sizes: [{ size: "", stock: 3 }] });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api.call<CheckoutAnswer>("products/checkout", form([{ id: item, size: "", option: 0, qty: 1 }]))),
    );
    const placed = answers.filter((a) => a.ok);
    expect(placed).toHaveLength(3);
    for (const a of answers.filter((x) => !x.ok)) {
      expect(a.status).toBe(409);
      expect(["Product quantity not available in stock", "Sorry, these products are already sold. Please remove them from cart."]).toContain(a.error);
    }
    expect(await stockOf(database, item)).toBe(0);
    expect(await ordersWith(item)).toBe(3);
  });

  it("card orders racing for a size hold exactly the stock", async () => {
    const item = await insertProduct(database, { title: "Last coat", priceQ: 9000, sizes: [{ size: "M", stock: 2 }, { size: "L", stock: 5 }] });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => api.call<CheckoutAnswer>("products/checkout", form([{ id: item, size: "M", qty: 1 }], { payment: "card" }))),
    );
    const placed = answers.filter((a) => a.ok);
    expect(placed).toHaveLength(2);
    for (const a of placed) expect(a.data!.azericard).toBeDefined();
    expect(await stockOf(database, item, "M")).toBe(0);
    expect(await stockOf(database, item, "L")).toBe(5);
    const rows = await database.db.select().from(orders).where(eq(orders.status, "awaiting_payment"));
    expect(rows.filter((o) => placed.some((p) => p.data!.token === o.token))).toHaveLength(2);
  });

  it("a line that misses its stock rolls back the lines taken before it", async () => {
    // plenty has the smaller id, so its stock is taken first in every transaction
    const plenty = await insertProduct(database, { title: "Plenty", priceQ: 1000, sizes: [{ size: "", stock: 50 }] });
    const scarce = await insertProduct(database, { title: "Scarce", priceQ: 1000, sizes: [{ size: "", stock: 1 }] });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        api.call<CheckoutAnswer>(
          "products/checkout",
          form([
            { id: plenty, size: "", qty: 2 },
            { id: scarce, size: "", qty: 1 },
          ]),
        ),
      ),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(await stockOf(database, scarce)).toBe(0);
    expect(await stockOf(database, plenty)).toBe(48);
    expect(await ordersWith(plenty)).toBe(1);
  });
});
