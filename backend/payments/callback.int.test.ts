/** The bank's callback: every check before any change, the transitions, idempotency. */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createApi } from "../app.ts";
import type { Order } from "../auth/contract.ts";
import { loadBackendConfig } from "../config.ts";
import type { Deps } from "../core/deps.ts";
import { createLogger } from "../core/log.ts";
import { cartItems, jobs, smsOutbox } from "../db/schema.ts";
import { failOrder } from "../orders/state.ts";
import { testDatabase } from "../test/db.ts";
import { runJobs } from "../test/jobs.ts";
import { azericardProvider } from "./azericard.ts";
import { bankTimestamp, CALLBACK_SIGNED_FIELDS, formatAmount, keyBytes, newNonce, pSign } from "./sign.ts";
import { cartOf, insertOrder, insertUser, orderRow, paymentRows, stockOf } from "./testing.ts";

const KEY = "00112233445566778899aabbccddeeff";
const TERMINAL = "17204001";
const database = await testDatabase();
const log = createLogger();
const config = loadBackendConfig({
  NODE_ENV: "test",
  SITE_URL: "https://shop.example",
  AZERICARD_URL: "https://bank.example/cgi-bin/cgi_link",
  AZERICARD_TERMINAL: TERMINAL,
  AZERICARD_KEY: KEY,
} as NodeJS.ProcessEnv);
const deps: Deps = { database, config, log };
const app = createApi(deps);
const warn = vi.spyOn(log, "warn");

type OrderRow = Awaited<ReturnType<typeof insertOrder>>["order"];

/** An awaiting-payment order whose payment was started with azericard. */
async function startedOrder(opts: Parameters<typeof insertOrder>[1] = {}) {
  const placed = await insertOrder(database, opts);
  const o = placed.order;
  await azericardProvider.start(deps, {
    id: o.id,
    number: o.number,
    token: o.token,
    amountQ: o.totalQ,
    description: `Order ${o.number}`,
    email: null,
    lang: o.lang,
    paymentType: "card",
    creditCard: null,
    creditMonth: null,
  });
  return placed;
}

function bankFields(order: OrderRow, overrides: Record<string, string> = {}, key = KEY): Record<string, string> {
  const fields: Record<string, string> = {
    TERMINAL,
    TRTYPE: "1",
    ORDER: String(order.id).padStart(6, "0"),
    AMOUNT: formatAmount(order.totalQ),
    CURRENCY: "944",
    ACTION: "0",
    RC: "00",
    APPROVAL: "123456",
    RRN: "632112345678",
    INT_REF: "7F3A9C21D0E4B5A6",
    TIMESTAMP: bankTimestamp(),
    NONCE: newNonce(),
    CARD: "4169********1234",
    NAME: "AYSEL MAMMADOVA",
    ...overrides,
  };
  fields.P_SIGN = overrides.P_SIGN ?? pSign(fields, CALLBACK_SIGNED_FIELDS, keyBytes(key));
  return fields;
}

async function post(fields: Record<string, string>) {
  const res = await app.fetch(
    new Request("http://test/api/payments/azericard/callback", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    }),
  );
  return { status: res.status, body: (await res.json()) as { ok: boolean; error?: string } };
}

/** Everything a callback could change about an order. */
async function snapshot(orderId: number, variantIds: number[]) {
  const row = await orderRow(database, orderId);
  return {
    status: row.status,
    paid: row.paid,
    stockReleased: row.stockReleased,
    holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    payments: (await paymentRows(database, orderId)).map((p) => ({ status: p.status, bankResult: p.bankResult, updatedAt: p.updatedAt.toISOString() })),
    stock: await stockOf(database, variantIds),
    sms: (await database.db.select().from(smsOutbox)).length,
    jobs: (await database.db.select({ id: jobs.id }).from(jobs)).length,
  };
}

function lastRefusal() {
  const call = warn.mock.calls.at(-1);
  expect(call?.[1]).toBe("payment callback refused");
  const logged = call?.[0] as { reason: string };
  expect(JSON.stringify(call)).not.toContain(KEY);
  return logged.reason;
}

beforeAll(() => warn.mockClear());

describe("azericard callback: approved", () => {
  it("marks the order paid, approves the payment with the masked card, empties the server cart, sends the SMS", async () => {
    const user = await insertUser(database);
    const { order, product } = await startedOrder({ userId: user.id, totalQ: 123450 });
    await database.db.insert(cartItems).values({ userId: user.id, productId: product.id, size: "S0", qty: 2 });
    const other = await insertUser(database);
    await database.db.insert(cartItems).values({ userId: other.id, productId: product.id, size: "S0", qty: 1 });

    const res = await post(bankFields(order));
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    const row = await orderRow(database, order.id);
    expect(row).toMatchObject({ status: "paid", paid: true, holdExpiresAt: null, stockReleased: false });
    const [payment] = await paymentRows(database, order.id);
    expect(payment).toMatchObject({
      provider: "azericard",
      status: "approved",
      amountQ: 123450,
      bankResult: { cardNumber: "4169********1234", cardName: "AYSEL MAMMADOVA", rrn: "632112345678", approval: "123456", rc: "00" },
    });
    expect(await cartOf(database, user.id)).toHaveLength(0);
    expect(await cartOf(database, other.id)).toHaveLength(1);
    await runJobs({ database });
    const sms = await database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, "994501112233"));
    expect(sms.some((m) => m.text.includes(order.number))).toBe(true);

    // the order page shows the bank's answer
    const res2 = await app.fetch(
      new Request("http://test/api/orders/token", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token: order.token }) }),
    );
    const shown = ((await res2.json()) as { data: { order: Order } }).data.order;
    expect(shown.payment).toMatchObject({ paid: true, service: "azericard", bank: { cardNumber: "4169********1234", cardName: "AYSEL MAMMADOVA" } });
  });

  it("a replayed valid callback is refused and changes nothing", async () => {
    const { order, variants } = await startedOrder();
    const fields = bankFields(order);
    expect((await post(fields)).status).toBe(200);
    const before = await snapshot(order.id, variants.map((v) => v.id));
    expect(before.status).toBe("paid");
    expect((await post(fields)).status).toBe(400);
    // even a fresh nonce and timestamp (a second genuine callback) does not change a paid order
    expect((await post(bankFields(order, { ACTION: "2", RC: "05" }))).status).toBe(400);
    expect(await snapshot(order.id, variants.map((v) => v.id))).toEqual(before);
  });

  it("never keeps a full card number", async () => {
    const { order } = await startedOrder();
    expect((await post(bankFields(order, { CARD: "4169738812341234" }))).status).toBe(200);
    const [payment] = await paymentRows(database, order.id);
    expect(payment!.bankResult).toMatchObject({ cardNumber: "4169********1234" });
  });
});

describe("azericard callback: refused before any change", () => {
  const cases: [string, (order: OrderRow) => Record<string, string>, RegExp][] = [
    ["a forged P_SIGN", (o) => bankFields(o, { P_SIGN: "A02095D0315EFAADDC47DDFF9F0E36AD65D2D802" }), /bad signature/],
    ["a signature with another key", (o) => bankFields(o, {}, "ffeeddccbbaa99887766554433221100"), /bad signature/],
    ["a missing P_SIGN", (o) => ({ ...bankFields(o), P_SIGN: "" }), /bad signature/],
    ["another terminal", (o) => bankFields(o, { TERMINAL: "99999999" }), /terminal/],
    ["a wrong amount", (o) => bankFields(o, { AMOUNT: formatAmount(o.totalQ - 1) }), /amount/],
    ["another currency", (o) => bankFields(o, { CURRENCY: "840" }), /amount or currency/],
    ["an old timestamp", (o) => bankFields(o, { TIMESTAMP: bankTimestamp(new Date(Date.now() - 2 * 3600_000)) }), /stale/],
    ["a timestamp from the future", (o) => bankFields(o, { TIMESTAMP: bankTimestamp(new Date(Date.now() + 2 * 3600_000)) }), /stale/],
    ["an unknown order", (o) => bankFields(o, { ORDER: "999999" }), /unknown order/],
  ];
  for (const [name, make, reason] of cases) {
    it(`refuses ${name}: 400, logged with the reason, the order unchanged`, async () => {
      const { order, variants } = await startedOrder();
      const before = await snapshot(order.id, variants.map((v) => v.id));
      warn.mockClear();
      const res = await post(make(order));
      expect(res).toMatchObject({ status: 400, body: { ok: false } });
      expect(lastRefusal()).toMatch(reason);
      expect(await snapshot(order.id, variants.map((v) => v.id))).toEqual(before);
    });
  }

  it("refuses a reused nonce (the second order stays awaiting payment)", async () => {
    const first = await startedOrder();
    const second = await startedOrder();
    const nonce = newNonce();
    expect((await post(bankFields(first.order, { NONCE: nonce }))).status).toBe(200);
    const before = await snapshot(second.order.id, second.variants.map((v) => v.id));
    warn.mockClear();
    expect((await post(bankFields(second.order, { NONCE: nonce }))).status).toBe(400);
    expect(lastRefusal()).toMatch(/nonce/);
    expect(await snapshot(second.order.id, second.variants.map((v) => v.id))).toEqual(before);
    // the same nonce in lower case is the same nonce
    const third = await startedOrder();
    expect((await post(bankFields(third.order, { NONCE: nonce.toLowerCase() }))).status).toBe(400);
  });

  it("refuses an order whose payment was not started with this provider", async () => {
    const { order } = await insertOrder(database);
    warn.mockClear();
    expect((await post(bankFields(order))).status).toBe(400);
    expect(lastRefusal()).toMatch(/no payment of this provider/);
    expect((await orderRow(database, order.id)).status).toBe("awaiting_payment");
  });
});

describe("azericard callback: declined", () => {
  it("cancels the order, marks the payment declined and gives the stock back exactly once", async () => {
    const { order, variants } = await startedOrder({ lines: [2, 3] });
    const ids = variants.map((v) => v.id);
    expect(await stockOf(database, ids)).toEqual([10, 10]);
    const fields = bankFields(order, { ACTION: "2", RC: "05", APPROVAL: "" });
    expect((await post(fields)).status).toBe(200);
    expect(await orderRow(database, order.id)).toMatchObject({ status: "cancelled", paid: false, stockReleased: true });
    expect(await paymentRows(database, order.id)).toMatchObject([{ status: "declined", bankResult: { rc: "05" } }]);
    expect(await stockOf(database, ids)).toEqual([12, 13]);
    // replays and a direct second failOrder change nothing
    expect((await post(fields)).status).toBe(400);
    expect((await post(bankFields(order, { ACTION: "2", RC: "05" }))).status).toBe(400);
    expect(await failOrder(deps, order.id, "declined")).toBe(false);
    expect(await stockOf(database, ids)).toEqual([12, 13]);
  });

  it("an approval that comes after the hold was released does not revive the order and is logged as an error", async () => {
    const { order, variants } = await startedOrder();
    await failOrder(deps, order.id, "expired");
    const error = vi.spyOn(log, "error");
    expect((await post(bankFields(order))).status).toBe(400);
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ orderId: order.id }), expect.stringMatching(/refund/));
    expect(await orderRow(database, order.id)).toMatchObject({ status: "cancelled", paid: false });
    expect(await stockOf(database, variants.map((v) => v.id))).toEqual([12, 11]);
  });
});
