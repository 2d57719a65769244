/**
 * The shop's price rounding on a real database (PGlite, or PostgreSQL with DATABASE_URL): the
 * back office saves it (settings:write, audited; support refused), and the listing, the
 * product page, the cart, the checkout summary, the placed order and the order page all show
 * the same rounded unit price in each mode.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Order } from "../auth/contract.ts";
import type { ProductDetail, ProductList } from "../catalog/contract.ts";
import type { CheckoutAnswer, CheckoutSummary } from "../checkout/contract.ts";
import { insertPlaces, insertProduct, linesOf, orderForm, type Api, type Places } from "../checkout/testing.ts";
import { listenPublicChanges, type ChangeFeed } from "../db/changes.ts";
import { auditLog, orders } from "../db/schema.ts";
import type { ListsState } from "../lists/contract.ts";
import { testApi, testDatabase } from "../test/db.ts";
import { staffTokens } from "../test/staff.ts";
import type { ShopSettingsAnswer } from "../admin/settings-contract.ts";
import { setPriceRounding } from "./contract.ts";

vi.setConfig({ testTimeout: 120_000 });

let api: Api;
let changes: ChangeFeed;
let at: Places;
let product: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  const database = await testDatabase();
  changes = await listenPublicChanges(database, { settleMs: 0 });
  api = await testApi({ CHECKOUT_OTP: "off" }, database, changes);
  Object.assign(tokens, await staffTokens(api, "99455420000"));
  at = await insertPlaces(database, "rnd");
  // 17.93 less 20 % is 14.34
  product = await insertProduct(database, { title: "Rounded scarf", priceQ: 1793, sizes: [{ size: "", stock: 50 }] });
  await database.query(sql`update products set discount = 20 where id = ${product}`);
}, 240_000);

afterAll(async () => {
  setPriceRounding("none");
  await changes?.close();
});

const save = (priceRounding: string, token = tokens.owner) => api.call<ShopSettingsAnswer>("admin/settings", { lang: "en", priceRounding }, { token });

/** The unit price of the scarf everywhere the shop shows or records it. */
async function pricesEverywhere(): Promise<number[]> {
  const cart = [{ id: product, size: "", option: 0, qty: 2 }];
  const list = await api.call<ProductList>("products/sale", { lang: "en", perPage: 100 });
  const card = list.data!.items.find((p) => p.id === product)!;
  const detail = await api.call<ProductDetail>(`products/info/${product}`, { lang: "en" }, { method: "GET" });
  const state = await api.call<ListsState>("lists/state", { lang: "en", cart });
  const summary = await api.call<CheckoutSummary>("checkout/summary", { lang: "en", cart, delivery: "pickup" });
  const placed = await api.call<CheckoutAnswer>("products/checkout", orderForm({ cart, city: at.sumgayit, payment: "cash" }, { lang: "en" }));
  expect(placed.ok).toBe(true);
  const [row] = await api.database.db.select().from(orders).where(eq(orders.token, placed.data!.token!));
  const [line] = await linesOf(api.database, row!.id);
  const page = await api.call<{ order: Order }>("orders/token", { token: row!.token });
  expect(state.data!.cart.summary.subTotal).toBe(2 * state.data!.cart.items[0]!.price);
  expect(row!.summary.subTotalQ).toBe(summary.data!.summary.subTotal);
  return [card.price, detail.data!.price, state.data!.cart.items[0]!.price, summary.data!.items[0]!.price, line!.priceQ, page.data!.order.products[0]!.price];
}

describe("price rounding", () => {
  it("a new shop shows the computed price", async () => {
    const answer = await api.call<ShopSettingsAnswer>("admin/settings", { lang: "en" }, { method: "GET", token: tokens.owner });
    expect(answer.data!.settings).toEqual({ priceRounding: "none" });
    expect(await pricesEverywhere()).toEqual(Array(6).fill(1434));
  });

  it("rounds every price down to .90, then to whole manat, then not at all", async () => {
    for (const [mode, price] of [
      ["90", 1390],
      ["00", 1400],
      ["none", 1434],
    ] as const) {
      const saved = await save(mode);
      expect(saved.status).toBe(200);
      expect(saved.data!.settings.priceRounding).toBe(mode);
      // what another process would do: forget the setting and reload it from the change feed
      setPriceRounding(mode === "none" ? "90" : "none");
      changes.emit("shop_settings");
      await new Promise((r) => setTimeout(r, 50));
      expect(await pricesEverywhere()).toEqual(Array(6).fill(price));
    }
  });

  it("needs settings:write to change, records it in the audit log, and refuses an unknown mode", async () => {
    expect((await save("90", tokens.support)).status).toBe(403);
    expect((await save("90", tokens.manager)).status).toBe(403);
    expect((await api.call("admin/settings", { lang: "en" }, { method: "GET", token: tokens.manager })).status).toBe(200);
    const bad = await save("75");
    expect(bad.status).toBe(422);
    expect(bad.errors).toHaveProperty("priceRounding");
    await save("00");
    const [entry] = await api.database.db.select().from(auditLog).where(eq(auditLog.entity, "settings")).orderBy(sql`id desc`).limit(1);
    expect(entry).toMatchObject({ area: "settings", action: "update", before: { priceRounding: "none" }, after: { priceRounding: "00" } });
    await save("none");
  });
});
