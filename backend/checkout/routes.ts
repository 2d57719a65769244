/**
 * Checkout calls (shapes in contract.ts):
 *   checkout/options  {}                     → CheckoutOptions
 *   checkout/summary  CheckoutSummaryInput   → CheckoutSummary (never fails)
 *   products/checkout CheckoutPayload        → CheckoutAnswer
 *
 * products/checkout answers:
 * - empty cart: 409 {ok:false, error, redirect:"/cart"};
 * - field errors: 422 {ok:false, error, errors: {field: message}} (in the payload's language);
 * - the summary's error (sold lines, quantity over stock, no delivery) or stock taken by
 *   someone else meanwhile: 409 {ok:false, error};
 * - a code is asked (CHECKOUT_OTP): {otpToken, mobile}; confirm with {otpToken, otpCode}:
 *   wrong code 400 errors.otpCode, third wrong code 400 {error, data:{cancel:true}};
 * - cash: {token, number}; card or installment: {token, number, azericard | paymentUrl};
 * - a repeated idempotencyKey answers the first order again and never places a second one; the
 *   same key from another buyer (another customer, or a guest with another mobile or cart) is
 *   409 and never sees the first order.
 */
import { Hono, type Context } from "hono";
import { requireUser } from "../auth/middleware.ts";
import { clientIp } from "../auth/ratelimit.ts";
import { checkOtp, sendOtp } from "../auth/otp.ts";
import { randomToken } from "../auth/tokens.ts";
import { otpChallenge } from "../auth/service.ts";
import type { ApiEnv, Deps } from "../core/deps.ts";
import { fail, langOf, langSchema, ok, readPayload } from "../core/http.ts";
import { translateErrors } from "../core/validators.ts";
import type { Lang } from "../db/schema.ts";
import { readCartInput } from "../lists/lines.ts";
import { LISTS_MSG } from "../lists/messages.ts";
import { clearCustomerCart } from "../lists/service.ts";
import { sendOrderConfirmation } from "../orders/notify.ts";
import { failOrder } from "../orders/state.ts";
import { paymentOrderOf, paymentProvider } from "../payments/index.ts";
import type { PaymentProvider } from "../payments/types.ts";
import type { CheckoutAnswer } from "./contract.ts";
import { flag, optionalId, readIdempotencyKey } from "./input.ts";
import { CHECKOUT_MSG, msg } from "./messages.ts";
import * as service from "./service.ts";
import { cartSummaryOptionsSchema } from "../lists/lines.ts";

/** checkout/summary: the cart's summary options plus gift and a saved address; a wrong value reads as not given. */
export const summarySchema = cartSummaryOptionsSchema.extend({
  gift: flag,
  myAddress: optionalId,
  isMyAddress: flag,
});

/** Whether an order needs a one-time code: CHECKOUT_OTP cash (guests paying cash), all, off. */
export function needsOtp(mode: "cash" | "all" | "off", payment: string, userId: number | null): boolean {
  if (mode === "all") return true;
  if (mode === "off") return false;
  return payment === "cash" && userId === null;
}

/** An expired access token answers 401 {expired:true} (the storefront refreshes and retries). */
function expiredToken(c: Context<ApiEnv>): Response | null {
  return c.get("tokenExpired") && !c.get("userId") ? (requireUser(c) as Response) : null;
}

/** The buyer of a checkout kept with its one-time code (the payload products/checkout stored). */
function storedBuyerKey(stored: Record<string, unknown>): string {
  const input = stored.input && typeof stored.input === "object" ? (stored.input as Record<string, unknown>) : {};
  const userId = typeof stored.userId === "number" ? stored.userId : null;
  return service.buyerKey(userId, input.mobile, userId === null ? readCartInput(stored.cart) : []);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function checkoutRoutes(deps: Deps) {
  const app = new Hono<ApiEnv>();

  /* ───────────── options and summary ───────────── */

  app.on(["GET", "POST"], "/checkout/options", async (c) => {
    const payload = await readPayload(c);
    const expired = expiredToken(c);
    if (expired) return expired;
    return ok(c, await service.checkoutOptions(deps, c.get("userId") ?? null, langOf(payload), paymentProvider(deps) !== null));
  });

  app.post("/checkout/summary", async (c) => {
    const payload = await readPayload(c);
    const expired = expiredToken(c);
    if (expired) return expired;
    return ok(c, await service.checkoutSummary(deps, c.get("userId") ?? null, readCartInput(payload.cart), summarySchema.parse(payload)));
  });

  /* ───────────── answers ───────────── */

  function failed(c: Context, prepared: Exclude<service.Prepared, { kind: "ok" }>, lang: Lang) {
    switch (prepared.kind) {
      case "empty":
        return c.json({ ok: false, error: msg(CHECKOUT_MSG.emptyCart, lang), redirect: "/cart" }, 409);
      case "invalid": {
        const errors = translateErrors(prepared.errors, lang);
        return c.json({ ok: false, error: Object.values(errors)[0] ?? msg(CHECKOUT_MSG.invalid, lang), errors }, 422);
      }
      case "blocked":
        return fail(c, prepared.error, 409);
    }
  }

  async function startPayment(c: Context, provider: PaymentProvider, order: service.OrderRow, lang: Lang) {
    const answer: CheckoutAnswer = { token: order.token, number: order.number };
    try {
      const start = await provider.start(deps, paymentOrderOf(order));
      return ok(c, { ...answer, ...start } satisfies CheckoutAnswer);
    } catch (err) {
      deps.log.error({ err, orderId: order.id }, "payment start failed");
      return fail(c, msg(CHECKOUT_MSG.paymentNotStarted, lang), 502);
    }
  }

  /**
   * The answer for an order already placed (a repeated idempotency key or a repeated confirm):
   * only to the buyer who placed it; anyone else gets 409, never the order's token.
   */
  async function answerExisting(c: Context, order: service.OrderRow, lang: Lang, buyer: string) {
    if (order.buyerKey !== buyer) {
      deps.log.warn({ orderId: order.id }, "idempotency key repeated by another buyer");
      return fail(c, msg(CHECKOUT_MSG.keyUsed, lang), 409);
    }
    const payable =
      order.paymentType !== "cash" &&
      order.status === "awaiting_payment" &&
      !order.stockReleased &&
      (order.holdExpiresAt === null || order.holdExpiresAt.getTime() > Date.now());
    const provider = payable ? paymentProvider(deps) : null;
    if (provider) return startPayment(c, provider, order, lang);
    return ok(c, { token: order.token, number: order.number } satisfies CheckoutAnswer);
  }

  /** The order of a key, waiting a little for a twin request that is placing it right now. */
  async function waitForOrder(key: string, tries = 15): Promise<service.OrderRow | null> {
    for (let i = 0; i < tries; i += 1) {
      const order = await service.orderByKey(deps, key);
      if (order) return order;
      await sleep(200);
    }
    return null;
  }

  async function place(c: Context, prepared: service.PreparedOrder, key: string | null, provider: PaymentProvider | null) {
    const { lang, input } = prepared;
    const buyer = service.buyerKey(prepared.userId, input.mobile, prepared.lines);
    if (input.payment !== "cash" && !provider) {
      return c.json({ ok: false, error: msg(CHECKOUT_MSG.cardUnavailable, lang), errors: { payment: msg(CHECKOUT_MSG.cardUnavailable, lang) } }, 422);
    }
    const placed = await service.placeOrder(deps, prepared, key, { clientIp: clientIp(c)?.slice(0, 64) ?? null });
    if (placed.kind === "stock") return fail(c, msg(LISTS_MSG.noStock, lang), 409);
    if (placed.kind === "holds") {
      // a twin of this request may have placed the order (and made the hold that counted)
      const twin = key ? await waitForOrder(key, 1) : null;
      if (twin) return answerExisting(c, twin, lang, buyer);
      return placed.by === "mobile" ? fail(c, msg(CHECKOUT_MSG.holdsPerMobile, lang), 409) : fail(c, msg(CHECKOUT_MSG.holdsPerAddress, lang), 429);
    }
    if (placed.kind === "duplicate") {
      const twin = key ? await waitForOrder(key) : null;
      if (!twin) return fail(c, msg(CHECKOUT_MSG.invalid, lang), 409);
      return answerExisting(c, twin, lang, buyer);
    }
    deps.log.info({ orderId: placed.id, number: placed.number, payment: input.payment }, "order placed");
    if (input.payment === "cash") {
      if (prepared.userId) await clearCustomerCart(deps.database, prepared.userId);
      await sendOrderConfirmation(deps, placed.id);
      return ok(c, { token: placed.token, number: placed.number } satisfies CheckoutAnswer);
    }
    const order = await service.orderById(deps, placed.id);
    const answer = await startPayment(c, provider!, order!, lang);
    if (answer.status !== 200) await failOrder(deps, placed.id, "cancelled").catch((err: unknown) => deps.log.error({ err }, "releasing the hold failed"));
    return answer;
  }

  /* ───────────── products/checkout ───────────── */

  app.post("/products/checkout", async (c) => {
    const payload = await readPayload(c);
    const lang = langOf(payload);
    if (typeof payload.otpToken === "string" && payload.otpToken.trim() !== "") return confirm(c, payload.otpToken.trim(), payload.otpCode, lang);

    const expired = expiredToken(c);
    if (expired) return expired;
    const userId = c.get("userId") ?? null;
    const key = readIdempotencyKey(payload.idempotencyKey);
    if (key === "invalid") {
      const error = msg(CHECKOUT_MSG.invalid, lang);
      return c.json({ ok: false, error, errors: { idempotencyKey: error } }, 422);
    }
    if (key) {
      const existing = await service.orderByKey(deps, key);
      if (existing) return answerExisting(c, existing, lang, service.buyerKey(userId, payload.mobile, userId === null ? readCartInput(payload.cart) : []));
    }

    const provider = paymentProvider(deps);
    const prepared = await service.prepareOrder(deps, payload, {
      userId,
      lang,
      guestCart: readCartInput(payload.cart),
      cardPayments: provider !== null,
    });
    if (prepared.kind !== "ok") return failed(c, prepared, lang);
    const order = prepared.order;

    if (needsOtp(deps.config.CHECKOUT_OTP, order.input.payment, userId)) {
      const sent = await sendOtp(deps, {
        purpose: "checkout",
        mobile: order.input.mobile,
        lang,
        // the caller's address (forwarded by the storefront): checkout codes share the SMS budget
        ip: clientIp(c),
        payload: {
          input: { ...order.input, utmMarks: order.input.utm },
          cart: order.lines,
          userId,
          // without a key from the form, one is made: a repeated confirm still places one order
          idempotencyKey: key ?? `otp-${randomToken(18)}`,
          lang,
        },
      });
      if (!sent.ok && sent.retryAfter) c.header("Retry-After", String(sent.retryAfter));
      if (!sent.ok) return fail(c, sent.error, sent.status);
      return ok(c, { otpToken: sent.token, mobile: sent.mobile } satisfies CheckoutAnswer);
    }
    return place(c, order, key, provider);
  });

  /**
   * The confirming call: the code must match the token it was sent with, and only the payload
   * stored with that token is placed (validated and priced again; other fields are ignored).
   */
  async function confirm(c: Context, token: string, code: unknown, lang: Lang) {
    const row = await otpChallenge(deps.database, token.slice(0, 200));
    const storedKey = row?.purpose === "checkout" && typeof row.payload?.idempotencyKey === "string" ? row.payload.idempotencyKey : null;
    const storedBuyer = row?.payload ? storedBuyerKey(row.payload) : "";
    if (row?.status === "used" && storedKey) {
      const existing = await waitForOrder(storedKey, 1);
      if (existing) return answerExisting(c, existing, lang, storedBuyer);
    }

    const checked = await checkOtp(deps, { purpose: "checkout", token: token.slice(0, 200), code, lang, ip: clientIp(c) ?? undefined });
    if (!checked.ok) {
      if (checked.cancelled) return c.json({ ok: false, error: checked.error, data: { cancel: true } satisfies CheckoutAnswer }, 400);
      if (checked.field === "token" && storedKey) {
        // a twin confirm used the code a moment ago: answer its order
        const twin = await waitForOrder(storedKey);
        if (twin) return answerExisting(c, twin, lang, storedBuyer);
      }
      return c.json({ ok: false, error: checked.error, errors: { otpCode: checked.error } }, checked.status);
    }

    const stored = checked.payload;
    const input = stored.input && typeof stored.input === "object" ? (stored.input as Record<string, unknown>) : {};
    const userId = typeof stored.userId === "number" ? stored.userId : null;
    const key = typeof stored.idempotencyKey === "string" ? stored.idempotencyKey : null;
    const orderLang = langSchema.parse(stored.lang ?? lang);
    if (key) {
      const existing = await service.orderByKey(deps, key);
      if (existing) return answerExisting(c, existing, orderLang, storedBuyerKey(stored));
    }
    const provider = paymentProvider(deps);
    const prepared = await service.prepareOrder(deps, input, {
      userId,
      lang: orderLang,
      guestCart: [],
      lines: readCartInput(stored.cart),
      cardPayments: provider !== null,
    });
    if (prepared.kind !== "ok") return failed(c, prepared, orderLang);
    return place(c, prepared.order, key, provider);
  }

  return app;
}
