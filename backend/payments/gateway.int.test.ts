/** The test gateway page and its Approve / Decline, and payments/status. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import { loadBackendConfig } from "../config.ts";
import type { Deps } from "../core/deps.ts";
import { createLogger } from "../core/log.ts";
import { orders } from "../db/schema.ts";
import { testDatabase } from "../test/db.ts";
import { formProviderSettings, saleForm, testProvider } from "./azericard.ts";
import { escapeHtml, formatManat } from "./gateway-page.ts";
import { pSign, REQUEST_SIGNED_FIELDS } from "./sign.ts";
import { insertOrder, orderRow, paymentRows, stockOf } from "./testing.ts";
import type { PaymentOrder } from "./types.ts";

const database = await testDatabase();

function makeApp(env: Record<string, string> = {}) {
  const config = loadBackendConfig({ NODE_ENV: "test", SITE_URL: "https://shop.example", ...env } as NodeJS.ProcessEnv);
  const deps: Deps = { database, config, log: createLogger() };
  return { deps, app: createApi(deps) };
}

const { deps, app } = makeApp();

function asPaymentOrder(o: Awaited<ReturnType<typeof insertOrder>>["order"], extra: Partial<PaymentOrder> = {}): PaymentOrder {
  return {
    id: o.id,
    number: o.number,
    token: o.token,
    amountQ: o.totalQ,
    description: `Order ${o.number}`,
    email: "aysel@example.com",
    lang: o.lang,
    paymentType: o.paymentType === "installment" ? "installment" : "card",
    creditCard: o.creditCard === "birkart" || o.creditCard === "tamkart" ? o.creditCard : null,
    creditMonth: o.creditMonth,
    ...extra,
  };
}

/** An awaiting-payment order started with the test provider: its sale form. */
async function started(opts: Parameters<typeof insertOrder>[1] = {}, extra: Partial<PaymentOrder> = {}) {
  const placed = await insertOrder(database, opts);
  const start = await testProvider.start(deps, asPaymentOrder(placed.order, extra));
  if (!("azericard" in start)) throw new Error("expected a form");
  return { ...placed, form: start.azericard };
}

function form(path: string, fields: Record<string, string>, target = app) {
  return target.fetch(
    new Request(`http://test${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

async function status(token: string) {
  const res = await app.fetch(
    new Request("http://test/api/payments/status", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token, lang: "en" }) }),
  );
  return { status: res.status, body: (await res.json()) as { ok: boolean; data?: { token: string; state: string }; error?: string } };
}

describe("test gateway page", () => {
  it("renders the order, the amount, the merchant, the installment and a masked test card, values escaped", async () => {
    const { order, form: sale } = await started(
      { totalQ: 123450, paymentType: "installment", creditCard: "birkart", creditMonth: 6, number: `B-<b>${Date.now()}</b>` },
      { description: `<script>alert("x")</script> & co` },
    );
    expect(sale.url).toBe("https://shop.example/payments/test-gateway");
    const res = await form("/payments/test-gateway", sale.fields);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toContain("Test payment gateway — no real money is taken");
    expect(html).toContain("1 234.50 ₼");
    expect(html).toContain(escapeHtml(order.number));
    expect(html).not.toContain(order.number);
    expect(html).toContain("&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; co");
    expect(html).not.toContain("<script>");
    expect(html).toContain("Bazaar");
    expect(html).toMatch(/birkart[\s\S]*6/);
    expect(html).toContain("4169 **** **** 1234");
    // two plain forms, no JavaScript needed
    expect(html.match(/<form method="post" action="\/payments\/test-gateway\/decide">/g)).toHaveLength(2);
    expect(html).toContain('name="decision" value="approve"');
    expect(html).toContain('name="decision" value="decline"');
    // GET with the fields in the query works too
    const get = await app.fetch(new Request(`http://test/payments/test-gateway?${new URLSearchParams(sale.fields)}`));
    expect(get.status).toBe(200);
  });

  it("refuses a bad signature with a 403 page", async () => {
    const { form: sale } = await started({ totalQ: 5000 });
    const tampered = { ...sale.fields, AMOUNT: "0.01" };
    const res = await form("/payments/test-gateway", tampered);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain("not signed correctly");
    // signed with the bank's real key instead of the test key
    const bankKey = Buffer.from("00112233445566778899aabbccddeeff", "hex");
    const other = { ...sale.fields, P_SIGN: pSign(sale.fields, REQUEST_SIGNED_FIELDS, bankKey) };
    expect((await form("/payments/test-gateway", other)).status).toBe(403);
    expect((await app.fetch(new Request("http://test/payments/test-gateway"))).status).toBe(403);
    expect((await form("/payments/test-gateway/decide", { ...tampered, decision: "approve" })).status).toBe(403);
  });

  it("is refused in production without ALLOW_TEST_PAYMENTS, allowed with it", async () => {
    const { order, form: sale } = await started({ totalQ: 5000 });
    // the gateway's signing key derives from JWT_SECRET: production gets the test app's own
    const prod = makeApp({ NODE_ENV: "production", JWT_SECRET: deps.config.JWT_SECRET });
    const page = await form("/payments/test-gateway", sale.fields, prod.app);
    expect(page.status).toBe(403);
    expect(await page.text()).toContain("not enabled");
    const decide = await form("/payments/test-gateway/decide", { ...sale.fields, decision: "approve" }, prod.app);
    expect(decide.status).toBe(403);
    expect((await orderRow(database, order.id)).status).toBe("awaiting_payment");
    const allowed = makeApp({ NODE_ENV: "production", ALLOW_TEST_PAYMENTS: "1", JWT_SECRET: deps.config.JWT_SECRET });
    expect((await form("/payments/test-gateway", sale.fields, allowed.app)).status).toBe(200);
  });

  it("shows no buttons once the order is no longer awaiting payment", async () => {
    const { order, form: sale } = await started();
    await database.db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, order.id));
    const html = await (await form("/payments/test-gateway", sale.fields)).text();
    expect(html).toContain("no longer awaiting payment");
    expect(html).not.toContain("<form");
  });
});

describe("test gateway decision", () => {
  it("Approve: the same callback handling marks the order paid, then 303 to BACKREF", async () => {
    const { order, form: sale } = await started({ lang: "ru" });
    const res = await form("/payments/test-gateway/decide", { ...sale.fields, decision: "approve" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`https://shop.example/ru/order/return?token=${order.token}`);
    expect(await orderRow(database, order.id)).toMatchObject({ status: "paid", paid: true });
    expect(await paymentRows(database, order.id)).toMatchObject([
      { provider: "test", status: "approved", bankResult: { cardNumber: "4169********1234", cardName: "TEST CARDHOLDER", rc: "00" } },
    ]);
    expect((await status(order.token)).body.data).toEqual({ token: order.token, state: "paid" });
    // posting the decision again changes nothing and still sends the shopper back
    const again = await form("/payments/test-gateway/decide", { ...sale.fields, decision: "decline" });
    expect(again.status).toBe(303);
    expect(await orderRow(database, order.id)).toMatchObject({ status: "paid", paid: true });
  });

  it("Decline: cancelled, stock back, 303 to BACKREF; the return page's status is failed", async () => {
    const { order, variants, form: sale } = await started({ lines: [1, 4] });
    const res = await form("/payments/test-gateway/decide", { ...sale.fields, decision: "decline" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`https://shop.example/order/return?token=${order.token}`);
    expect(await orderRow(database, order.id)).toMatchObject({ status: "cancelled", stockReleased: true });
    expect(await paymentRows(database, order.id)).toMatchObject([{ status: "declined", bankResult: { rc: "05" } }]);
    expect(await stockOf(database, variants.map((v) => v.id))).toEqual([11, 14]);
    expect((await status(order.token)).body.data).toEqual({ token: order.token, state: "failed" });
  });

  it("asks for a decision", async () => {
    const { order, form: sale } = await started();
    expect((await form("/payments/test-gateway/decide", sale.fields)).status).toBe(400);
    expect((await orderRow(database, order.id)).status).toBe("awaiting_payment");
  });
});

describe("payments/status", () => {
  it("pending while awaiting payment; 404 for an unknown token; 422 without one", async () => {
    const { order } = await started();
    expect(await status(order.token)).toEqual({ status: 200, body: { ok: true, data: { token: order.token, state: "pending" } } });
    expect(await status("no-such-token-here")).toMatchObject({ status: 404, body: { ok: false, error: "Order not found" } });
    const res = await app.fetch(new Request("http://test/api/payments/status", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }));
    expect(res.status).toBe(422);
  });

  it("runs the expiry for the order first: a run-out hold answers failed and gives the stock back", async () => {
    const { order, variants } = await started({ holdExpiresAt: new Date(Date.now() - 1000), lines: [3] });
    expect(await status(order.token)).toMatchObject({ body: { data: { state: "failed" } } });
    expect(await orderRow(database, order.id)).toMatchObject({ status: "cancelled", stockReleased: true });
    expect(await paymentRows(database, order.id)).toMatchObject([{ status: "expired" }]);
    expect(await stockOf(database, variants.map((v) => v.id))).toEqual([13]);
    expect(await status(order.token)).toMatchObject({ body: { data: { state: "failed" } } });
    expect(await stockOf(database, variants.map((v) => v.id))).toEqual([13]);
  });

  it("a signed sale form built by hand for a foreign amount is still refused by the callback checks", async () => {
    const { order, form: sale } = await started({ totalQ: 9900 });
    const cheap = saleForm(deps, formProviderSettings(deps, "test"), asPaymentOrder(order, { amountQ: 100 }));
    expect(cheap.BACKREF).toBe(sale.fields.BACKREF);
    const res = await form("/payments/test-gateway/decide", { ...cheap, decision: "approve" });
    expect(res.status).toBe(303);
    expect(await orderRow(database, order.id)).toMatchObject({ status: "awaiting_payment", paid: false });
  });

  it("formats the amount like the storefront", () => {
    expect(formatManat(123450)).toBe("1 234.50 ₼");
    expect(formatManat(100000000)).toBe("1 000 000.00 ₼");
    expect(formatManat(5)).toBe("0.05 ₼");
  });
});
