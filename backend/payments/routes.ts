/**
 * Payment routes, mounted at the root of the API app:
 *
 *   POST /api/payments/azericard/callback  the bank's callback (form-urlencoded) → 200 / 400
 *   POST /api/payments/status              {token, lang} → PaymentStatusAnswer {token, state}
 *   POST /api/orders/pay                   {token, lang} → the provider's start (a shopper paying a placed order again)
 *   GET|POST /payments/test-gateway        the test gateway page (the sale form posted to it)
 *   POST /payments/test-gateway/decide     Approve / Decline → the same callback handling → 303 BACKREF
 *
 * /payments/test-gateway lives outside /api: the browser posts to it; server.ts forwards it.
 */
import { randomBytes, randomInt } from "node:crypto";
import { Hono, type Context } from "hono";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { AUTH_MSG } from "../auth/messages.ts";
import { answerFail, validate } from "../core/respond.ts";
import type { ApiEnv, Deps } from "../core/deps.ts";
import { fail, langOf, ok, readPayload } from "../core/http.ts";
import { requiredText, translateMessage } from "../core/validators.ts";
import { orders } from "../db/schema.ts";
import { expireHolds } from "../orders/service.ts";
import type { PaymentStatusAnswer } from "../checkout/contract.ts";
import { formProviderSettings, TEST_GATEWAY_PATH } from "./azericard.ts";
import { callbackFields, handleBankCallback } from "./callback.ts";
import { gatewayPage, refusalPage } from "./gateway-page.ts";
import { paymentOrderOf, paymentProvider, paymentStatus, testPaymentsAllowed } from "./index.ts";
import { PAYMENTS_MSG } from "./messages.ts";
import { checkRedirectPayment } from "./redirect.ts";
import {
  bankTimestamp,
  CALLBACK_SIGNED_FIELDS,
  newNonce,
  orderIdFromBank,
  parseAmount,
  pSign,
  REQUEST_SIGNED_FIELDS,
  verifyPSign,
} from "./sign.ts";

export const statusSchema = z.object({ token: requiredText(200) });

/** Where the shop stands with an order's payment (after expiring its hold, asking a redirect provider). */
export async function paymentState(deps: Deps, orderId: number): Promise<PaymentStatusAnswer["state"]> {
  await expireHolds(deps, new Date(), orderId, paymentStatus);
  const read = async () => (await deps.database.db.select().from(orders).where(eq(orders.id, orderId)).limit(1))[0]!;
  let order = await read();
  if (order.status === "awaiting_payment") {
    const asked = await checkRedirectPayment(deps, order.id, order.totalQ);
    if (asked === "paid" || asked === "failed") order = await read();
  }
  if (order.paid) return "paid";
  if (order.status === "cancelled") return "failed";
  return "pending";
}

/** Where the bank posts its signed answer (a form, from the shopper's browser or the bank's server). */
export const BANK_CALLBACK_PATH = "/api/payments/azericard/callback";

const htmlHeaders = { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "x-robots-tag": "noindex" };

export function paymentsRoutes(deps: Deps) {
  const app = new Hono<ApiEnv>();

  app.post(BANK_CALLBACK_PATH, async (c) => {
    const fields = callbackFields(await readPayload(c));
    const outcome = await handleBankCallback(deps, "azericard", fields);
    if (!outcome.ok) return c.json({ ok: false, error: "Payment callback refused" }, 400);
    return c.json({ ok: true, data: { order: fields.ORDER, approved: outcome.approved } });
  });

  const status = async (c: Context<ApiEnv>) => {
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const input = validate(c, statusSchema, payload, lang);
    if (input instanceof Response) return input;
    const [order] = await deps.database.db.select({ id: orders.id, token: orders.token }).from(orders).where(eq(orders.token, input.token)).limit(1);
    if (!order) return answerFail(c, lang, AUTH_MSG.orderNotFound, 404);
    const answer: PaymentStatusAnswer = { token: order.token, state: await paymentState(deps, order.id) };
    return c.json({ ok: true, data: answer });
  };
  app.post("/api/payments/status", status);
  app.get("/api/payments/status", status);

  /* ───── paying again: a shopper pays a placed card or installment order while its hold runs ───── */
  app.post("/api/orders/pay", async (c) => {
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const input = validate(c, statusSchema, payload, lang);
    if (input instanceof Response) return input;
    const [order] = await deps.database.db.select().from(orders).where(eq(orders.token, input.token)).limit(1);
    if (!order) return answerFail(c, lang, AUTH_MSG.orderNotFound, 404);
    const payable =
      order.paymentType !== "cash" &&
      order.status === "awaiting_payment" &&
      !order.paid &&
      !order.stockReleased &&
      order.holdExpiresAt !== null &&
      order.holdExpiresAt.getTime() > Date.now();
    const provider = payable ? paymentProvider(deps) : null;
    if (!provider) return fail(c, translateMessage(PAYMENTS_MSG.notPayable, lang), 409);
    try {
      const start = await provider.start(deps, paymentOrderOf(order));
      deps.log.info({ orderId: order.id }, "payment started again by the shopper");
      return ok(c, { token: order.token, number: order.number, ...start });
    } catch (err) {
      deps.log.error({ err, orderId: order.id }, "payment start failed");
      return fail(c, translateMessage(PAYMENTS_MSG.paymentNotStarted, lang), 502);
    }
  });

  /* ───── test gateway ───── */

  /** The posted sale form when the test gateway may be used and the form carries its signature; else a 403 page. */
  const saleFields = (c: Context<ApiEnv>, payload: Record<string, unknown>): Record<string, string> | Response => {
    if (!testPaymentsAllowed(deps.config)) {
      deps.log.warn({ path: c.req.path }, "test payment gateway refused: test payments are off in production");
      return c.html(refusalPage("The test payment gateway is not enabled on this shop."), 403, htmlHeaders);
    }
    const { decision: _decision, ...fields } = callbackFields(payload);
    const { key } = formProviderSettings(deps, "test");
    if (!verifyPSign(fields, REQUEST_SIGNED_FIELDS, key, fields.P_SIGN)) {
      deps.log.warn({ order: fields.ORDER ?? null }, "test payment gateway refused: bad signature");
      return c.html(refusalPage("The payment request is not signed correctly."), 403, htmlHeaders);
    }
    return fields;
  };

  const page = async (c: Context<ApiEnv>) => {
    const fields = saleFields(c, await readPayload(c));
    if (fields instanceof Response) return fields;
    const orderId = orderIdFromBank(fields.ORDER);
    const [order] = orderId ? await deps.database.db.select().from(orders).where(eq(orders.id, orderId)).limit(1) : [];
    const installment =
      order?.paymentType === "installment" && order.creditCard && order.creditMonth ? { card: order.creditCard, months: order.creditMonth } : null;
    const html = gatewayPage({
      orderNumber: order?.number ?? fields.ORDER ?? "",
      amountQ: parseAmount(fields.AMOUNT) ?? 0,
      merchant: fields.MERCH_NAME ?? "",
      description: fields.DESC ?? "",
      installment,
      fields,
      decideUrl: `${TEST_GATEWAY_PATH}/decide`,
      notice: order && order.status === "awaiting_payment" ? null : "This order is no longer awaiting payment.",
      production: deps.config.NODE_ENV === "production",
    });
    return c.html(html, 200, htmlHeaders);
  };
  app.get(TEST_GATEWAY_PATH, page);
  app.post(TEST_GATEWAY_PATH, page);

  app.post(`${TEST_GATEWAY_PATH}/decide`, async (c) => {
    const payload = await readPayload(c);
    const decision = callbackFields(payload).decision;
    const fields = saleFields(c, payload);
    if (fields instanceof Response) return fields;
    if (decision !== "approve" && decision !== "decline") return c.html(refusalPage("Choose Approve or Decline."), 400, htmlHeaders);
    const approve = decision === "approve";
    const { key } = formProviderSettings(deps, "test");
    const answer: Record<string, string> = {
      TERMINAL: fields.TERMINAL ?? "",
      TRTYPE: "1",
      ORDER: fields.ORDER ?? "",
      AMOUNT: fields.AMOUNT ?? "",
      CURRENCY: fields.CURRENCY ?? "",
      ACTION: approve ? "0" : "2",
      RC: approve ? "00" : "05",
      APPROVAL: approve ? String(randomInt(100000, 1000000)) : "",
      RRN: String(randomInt(100000, 1000000)) + String(randomInt(100000, 1000000)),
      INT_REF: randomBytes(8).toString("hex").toUpperCase(),
      TIMESTAMP: bankTimestamp(),
      NONCE: newNonce(),
      CARD: "4169********1234",
      NAME: "TEST CARDHOLDER",
    };
    answer.P_SIGN = pSign(answer, CALLBACK_SIGNED_FIELDS, key);
    await handleBankCallback(deps, "test", answer);
    // BACKREF is signed by this shop; still, only ever send the shopper back to this site
    const site = `${deps.config.SITE_URL.replace(/\/+$/, "")}/`;
    const back = fields.BACKREF?.startsWith(site) ? fields.BACKREF : site;
    return c.redirect(back, 303);
  });

  return app;
}
