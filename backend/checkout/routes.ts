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
 *   wrong code 400 errors.otpCode, third wrong code 400 {error, data:{cancel:true}}; a kept
 *   checkout that no longer reads back with its schema 409 {ok:false, error};
 * - cash: {token, number}; card or installment: {token, number, azericard | paymentUrl};
 * - a repeated idempotencyKey answers the first order again and never places a second one; the
 *   same key from another buyer (another customer, or a guest with another mobile or cart) is
 *   409 and never sees the first order.
 *
 * The route parses the request's envelope and answers; what happens in between is the
 * place-order flow (place-order.ts), which returns one kind of result per outcome.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import { requireUser } from "../core/caller.ts";
import { clientKeyOf } from "../core/form.ts";
import type { ApiEnv, Deps } from "../core/deps.ts";
import { fail, langOf, langSchema, ok, readPayload } from "../core/http.ts";
import { cartSummaryOptionsSchema, readCartInput } from "../lists/service.ts";
import { paymentProvider } from "../payments/index.ts";
import type { CheckoutAnswer } from "./contract.ts";
import { flag, optionalId, readIdempotencyKey } from "./input.ts";
import { CHECKOUT_MSG, msg } from "./messages.ts";
import { placeOrderFlow, type PlaceOrderResult } from "./place-order.ts";
import * as service from "./service.ts";

/** checkout/summary: the cart's summary options plus gift and a saved address; a wrong value reads as not given. */
export const summarySchema = cartSummaryOptionsSchema.extend({
  gift: flag,
  myAddress: optionalId,
  isMyAddress: flag,
});

/**
 * products/checkout's envelope: the answer's language, the confirming step's token and code and
 * the idempotency key ("invalid" when malformed). The order's fields are read by the flow
 * (prepareOrder), in the language of the answer.
 */
export const checkoutRequestSchema = z.object({
  lang: langSchema,
  otpToken: z
    .unknown()
    .optional()
    .transform((v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null)),
  otpCode: z.unknown().optional(),
  idempotencyKey: z.unknown().optional().transform(readIdempotencyKey),
});

/** An expired access token answers 401 {expired:true} (the storefront refreshes and retries). */
function expiredToken(c: Context<ApiEnv>): Response | null {
  return c.get("tokenExpired") && !c.get("userId") ? (requireUser(c) as Response) : null;
}

/** The answer of a place-order result. */
function answer(c: Context, result: PlaceOrderResult) {
  switch (result.kind) {
    case "placed":
    case "existing":
      return ok(c, result.answer);
    case "otp":
      return ok(c, { otpToken: result.otpToken, mobile: result.mobile } satisfies CheckoutAnswer);
    case "empty":
      return c.json({ ok: false, error: result.error, redirect: "/cart" }, 409);
    case "invalid":
      return c.json({ ok: false, error: result.error, errors: result.errors }, 422);
    case "blocked":
    case "stock":
    case "keyUsed":
    case "duplicate":
    case "storedInvalid":
      return fail(c, result.error, 409);
    case "holds":
      return fail(c, result.error, result.by === "mobile" ? 409 : 429);
    case "paymentNotStarted":
      return fail(c, result.error, 502);
    case "otpNotSent":
      if (result.retryAfter) c.header("Retry-After", String(result.retryAfter));
      return fail(c, result.error, result.status);
    case "otpWrong":
      return c.json({ ok: false, error: result.error, errors: { otpCode: result.error } }, result.status);
    case "otpCancelled":
      return c.json({ ok: false, error: result.error, data: { cancel: true } satisfies CheckoutAnswer }, 400);
  }
}

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

  /* ───────────── products/checkout ───────────── */

  app.post("/products/checkout", async (c) => {
    const payload = await readPayload(c);
    const request = checkoutRequestSchema.parse(payload);
    const { lang } = request;
    if (request.otpToken !== null) {
      return answer(c, await placeOrderFlow(deps, { step: "confirm", otpToken: request.otpToken, otpCode: request.otpCode, lang, clientKey: clientKeyOf(c) }));
    }

    const expired = expiredToken(c);
    if (expired) return expired;
    if (request.idempotencyKey === "invalid") {
      const error = msg(CHECKOUT_MSG.invalid, lang);
      return c.json({ ok: false, error, errors: { idempotencyKey: error } }, 422);
    }
    const userId = c.get("userId") ?? null;
    return answer(c, await placeOrderFlow(deps, { step: "order", payload, userId, lang, idempotencyKey: request.idempotencyKey, clientKey: clientKeyOf(c) }));
  });

  return app;
}
