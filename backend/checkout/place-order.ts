/**
 * The place-order flow of products/checkout, without HTTP: the route (routes.ts) parses the
 * request, hands it here and turns the result into an answer. Two entry steps:
 *
 * - `order`: a new checkout — a repeated idempotency key answers the first order (only to its
 *   buyer); otherwise the payload is validated and priced (prepareOrder), a one-time code is
 *   sent when CHECKOUT_OTP asks for one, or the order is placed;
 * - `confirm`: the code of a checkout that asked for one — only the payload stored with the
 *   code's token is placed (validated and priced again).
 *
 * Placing takes the stock in one transaction (service.placeOrder), which also writes a cash
 * order's confirmation job; a cash order empties the customer's server cart, a card or installment order starts the
 * payment (a payment that does not start cancels the order and releases its hold).
 *
 * Every outcome is a kind of PlaceOrderResult; the messages it carries are translated already
 * (a confirm answers in the language its checkout was started in), so the route only picks the
 * status and the envelope.
 */
import { checkOtp, otpChallenge, randomToken, sendOtp } from "../auth/service.ts";
import type { Deps } from "../core/deps.ts";
import { z } from "zod";
import { LANGS } from "../core/http.ts";
import { MAX_ID } from "../core/ids.ts";
import type { Lang } from "../core/lang.ts";
import { translateErrors } from "../core/validators.ts";
import { LISTS_MSG } from "../lists/messages.ts";
import { clearCustomerCart, readCartInput } from "../lists/service.ts";
import { failOrder } from "../orders/service.ts";
import { paymentOrderOf, paymentProvider } from "../payments/index.ts";
import type { PaymentProvider } from "../payments/types.ts";
import { LIST_LIMITS } from "../lists/contract.ts";
import type { CheckoutAnswer } from "./contract.ts";
import { IDEMPOTENCY_KEY_RE } from "./form-contract.ts";
import { checkoutInputSchema } from "./input.ts";
import { CHECKOUT_MSG, msg } from "./messages.ts";
import * as service from "./service.ts";

/** What the route hands in: a new checkout or the confirmation of its one-time code. */
export type PlaceOrderRequest =
  | {
      step: "order";
      /** the request's fields (validated here, by prepareOrder) */
      payload: Record<string, unknown>;
      userId: number | null;
      lang: Lang;
      /** the form's idempotency key, already checked (null: none given) */
      idempotencyKey: string | null;
      /** the caller's per-address limit key (core/client-key.ts: IPv4 address or IPv6 /64; null: not known) */
      clientKey: string | null;
    }
  | { step: "confirm"; otpToken: string; otpCode: unknown; lang: Lang; clientKey: string | null };

export type PlaceOrderResult =
  /** a new order: cash {token, number}; card or installment with the payment's start */
  | { kind: "placed"; orderId: number; answer: CheckoutAnswer }
  /** an order placed before (a repeated key or confirm, or a twin request), answered to its buyer again */
  | { kind: "existing"; orderId: number; answer: CheckoutAnswer }
  /** a one-time code was sent; the shopper confirms with {otpToken, otpCode} */
  | { kind: "otp"; otpToken: string; mobile: string }
  | Refusal;

/**
 * Why no order was placed; `error` (and `errors`) are in the answer's language: the request's,
 * or at a confirm the language the checkout was started in once its stored payload is read.
 */
export type Refusal =
  /** the cart is empty (or nothing in it can be sold) */
  | { kind: "empty"; error: string }
  /** field errors, by field (card or installment without a payment provider is one: errors.payment) */
  | { kind: "invalid"; error: string; errors: Record<string, string> }
  /** the summary refuses the order (sold lines, quantity over stock, no delivery, price on application) */
  | { kind: "blocked"; error: string }
  /** the stock was taken by someone else meanwhile */
  | { kind: "stock"; error: string }
  /** the buyer's mobile or client address already holds as many unpaid orders as allowed */
  | { kind: "holds"; by: "mobile" | "address"; error: string }
  /** the idempotency key belongs to another buyer's order */
  | { kind: "keyUsed"; error: string }
  /** a twin request holds the key but its order did not appear in time */
  | { kind: "duplicate"; error: string }
  /** the payment provider did not start (a new order is cancelled and its hold released) */
  | { kind: "paymentNotStarted"; error: string }
  /** the code was not sent (the number's or address's sending budget, or the SMS gateway) */
  | { kind: "otpNotSent"; error: string; status: 429 | 502; retryAfter?: number }
  /** a wrong, expired or used code */
  | { kind: "otpWrong"; error: string; status: 400 | 410 | 429 }
  /** the third wrong code cancelled the checkout */
  | { kind: "otpCancelled"; error: string }
  /** the checkout kept with the code does not read back (the code is used up; the shopper starts again) */
  | { kind: "storedInvalid"; error: string };

/** Whether an order needs a one-time code: CHECKOUT_OTP cash (guests paying cash), all, off. */
export function needsOtp(mode: "cash" | "all" | "off", payment: string, userId: number | null): boolean {
  if (mode === "all") return true;
  if (mode === "off") return false;
  return payment === "cash" && userId === null;
}

/**
 * What products/checkout keeps with a one-time code: the validated checkout, the cart it was
 * priced from, who ordered, the idempotency key and the language. It is read back with this
 * schema; a payload that does not fit (changed in the database) places nothing.
 */
export const storedCheckoutSchema = z.object({
  input: checkoutInputSchema,
  cart: z.array(z.object({ id: z.number().int().min(1).max(MAX_ID), size: z.string().max(LIST_LIMITS.sizeLength), option: z.number().int().min(0).max(MAX_ID), qty: z.number().int().min(1).max(LIST_LIMITS.qty) })).min(1).max(LIST_LIMITS.cartLines),
  userId: z.number().int().min(1).max(MAX_ID).nullable(),
  idempotencyKey: z.string().regex(IDEMPOTENCY_KEY_RE),
  lang: z.enum(LANGS),
});

export type StoredCheckout = z.infer<typeof storedCheckoutSchema>;

/** A stored payload read back, or null when it does not fit the schema. */
function readStored(payload: unknown): StoredCheckout | null {
  const parsed = storedCheckoutSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

/** The buyer of a stored checkout (a guest: the mobile and the cart it was priced from). */
function storedBuyerKey(stored: StoredCheckout): string {
  return service.buyerKey(stored.userId, stored.input.mobile, stored.userId === null ? stored.cart : []);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startPayment(deps: Deps, provider: PaymentProvider, order: service.OrderRow): Promise<CheckoutAnswer | null> {
  const answer: CheckoutAnswer = { token: order.token, number: order.number };
  try {
    const start = await provider.start(deps, paymentOrderOf(order));
    return { ...answer, ...start } satisfies CheckoutAnswer;
  } catch (err) {
    deps.log.error({ err, orderId: order.id }, "payment start failed");
    return null;
  }
}

/**
 * An order already placed (a repeated idempotency key or a repeated confirm): only to the buyer
 * who placed it; anyone else gets keyUsed, never the order's token. An unpaid card order that
 * still holds its stock starts its payment again.
 */
async function answerExisting(deps: Deps, order: service.OrderRow, lang: Lang, buyer: string): Promise<PlaceOrderResult> {
  if (order.buyerKey !== buyer) {
    deps.log.warn({ orderId: order.id }, "idempotency key repeated by another buyer");
    return { kind: "keyUsed", error: msg(CHECKOUT_MSG.keyUsed, lang) };
  }
  const payable =
    order.paymentType !== "cash" &&
    order.status === "awaiting_payment" &&
    !order.stockReleased &&
    (order.holdExpiresAt === null || order.holdExpiresAt.getTime() > Date.now());
  const provider = payable ? paymentProvider(deps) : null;
  if (provider) {
    const answer = await startPayment(deps, provider, order);
    return answer ? { kind: "existing", orderId: order.id, answer } : { kind: "paymentNotStarted", error: msg(CHECKOUT_MSG.paymentNotStarted, lang) };
  }
  return { kind: "existing", orderId: order.id, answer: { token: order.token, number: order.number } satisfies CheckoutAnswer };
}

/** The order of a key, waiting a little for a twin request that is placing it right now. */
async function waitForOrder(deps: Deps, key: string, tries = 15): Promise<service.OrderRow | null> {
  for (let i = 0; i < tries; i += 1) {
    const order = await service.orderByKey(deps, key);
    if (order) return order;
    await sleep(200);
  }
  return null;
}

/** Places a prepared order and finishes it: the cash order's cart and confirmation, or the card order's payment. */
async function place(deps: Deps, prepared: service.PreparedOrder, key: string | null, provider: PaymentProvider | null, clientKey: string | null): Promise<PlaceOrderResult> {
  const { lang, input } = prepared;
  const buyer = service.buyerKey(prepared.userId, input.mobile, prepared.lines);
  if (input.payment !== "cash" && !provider) {
    const error = msg(CHECKOUT_MSG.cardUnavailable, lang);
    return { kind: "invalid", error, errors: { payment: error } };
  }
  const placed = await service.placeOrder(deps, prepared, key, { clientKey: clientKey?.slice(0, 64) ?? null });
  if (placed.kind === "stock") return { kind: "stock", error: msg(LISTS_MSG.noStock, lang) };
  if (placed.kind === "holds") {
    // a twin of this request may have placed the order (and made the hold that counted)
    const twin = key ? await waitForOrder(deps, key, 1) : null;
    if (twin) return answerExisting(deps, twin, lang, buyer);
    return { kind: "holds", by: placed.by, error: msg(placed.by === "mobile" ? CHECKOUT_MSG.holdsPerMobile : CHECKOUT_MSG.holdsPerAddress, lang) };
  }
  if (placed.kind === "duplicate") {
    const twin = key ? await waitForOrder(deps, key) : null;
    if (!twin) return { kind: "duplicate", error: msg(CHECKOUT_MSG.invalid, lang) };
    return answerExisting(deps, twin, lang, buyer);
  }
  deps.log.info({ orderId: placed.id, number: placed.number, payment: input.payment }, "order placed");
  if (input.payment === "cash") {
    // the confirmation is a job the order's `placed` event wrote in its transaction
    if (prepared.userId) await clearCustomerCart(deps.database, prepared.userId);
    return { kind: "placed", orderId: placed.id, answer: { token: placed.token, number: placed.number } satisfies CheckoutAnswer };
  }
  const order = await service.orderById(deps, placed.id);
  const answer = await startPayment(deps, provider!, order!);
  if (answer) return { kind: "placed", orderId: placed.id, answer };
  await failOrder(deps, placed.id, "cancelled").catch((err: unknown) => deps.log.error({ err }, "releasing the hold failed"));
  return { kind: "paymentNotStarted", error: msg(CHECKOUT_MSG.paymentNotStarted, lang) };
}

/** prepareOrder's refusals in the answer's language (field errors come as English keys). */
function refused(prepared: Exclude<service.Prepared, { kind: "ok" }>, lang: Lang): Refusal {
  switch (prepared.kind) {
    case "empty":
      return { kind: "empty", error: msg(CHECKOUT_MSG.emptyCart, lang) };
    case "invalid": {
      const errors = translateErrors(prepared.errors, lang);
      return { kind: "invalid", error: Object.values(errors)[0] ?? msg(CHECKOUT_MSG.invalid, lang), errors };
    }
    case "blocked":
      return prepared;
  }
}

/** A new checkout: an earlier order of the key, a one-time code, or the order placed. */
async function order(deps: Deps, request: Extract<PlaceOrderRequest, { step: "order" }>): Promise<PlaceOrderResult> {
  const { payload, userId, lang, idempotencyKey: key, clientKey } = request;
  if (key) {
    const existing = await service.orderByKey(deps, key);
    if (existing) return answerExisting(deps, existing, lang, service.buyerKey(userId, payload.mobile, userId === null ? readCartInput(payload.cart) : []));
  }

  const provider = paymentProvider(deps);
  const prepared = await service.prepareOrder(deps, payload, {
    userId,
    lang,
    guestCart: readCartInput(payload.cart),
    cardPayments: provider !== null,
  });
  if (prepared.kind !== "ok") return refused(prepared, lang);
  const ready = prepared.order;

  if (needsOtp(deps.config.CHECKOUT_OTP, ready.input.payment, userId)) {
    const sent = await sendOtp(deps, {
      purpose: "checkout",
      mobile: ready.input.mobile,
      lang,
      // the caller's address key (forwarded by the storefront): checkout codes share the SMS budget
      ip: clientKey,
      payload: {
        input: ready.input,
        cart: ready.lines,
        userId,
        // without a key from the form, one is made: a repeated confirm still places one order
        idempotencyKey: key ?? `otp-${randomToken(18)}`,
        lang,
      } satisfies StoredCheckout,
    });
    if (!sent.ok) return { kind: "otpNotSent", error: sent.error, status: sent.status, ...(sent.retryAfter ? { retryAfter: sent.retryAfter } : {}) };
    return { kind: "otp", otpToken: sent.token, mobile: sent.mobile };
  }
  return place(deps, ready, key, provider, clientKey);
}

/**
 * The confirming step: the code must match the token it was sent with, and only the payload
 * stored with that token is placed (validated and priced again; other fields are ignored).
 * Until the code is checked the answers are in the request's language, after it in the
 * language the checkout was started in.
 */
async function confirm(deps: Deps, request: Extract<PlaceOrderRequest, { step: "confirm" }>): Promise<PlaceOrderResult> {
  const { lang, clientKey } = request;
  const token = request.otpToken.slice(0, 200);
  const row = await otpChallenge(deps.database, token);
  const before = row?.purpose === "checkout" ? readStored(row.payload) : null;
  const storedKey = before?.idempotencyKey ?? null;
  const storedBuyer = before ? storedBuyerKey(before) : "";
  if (row?.status === "used" && storedKey) {
    const existing = await waitForOrder(deps, storedKey, 1);
    if (existing) return answerExisting(deps, existing, lang, storedBuyer);
  }

  const checked = await checkOtp(deps, { purpose: "checkout", token, code: request.otpCode, lang, ip: clientKey ?? undefined });
  if (!checked.ok) {
    if (checked.cancelled) return { kind: "otpCancelled", error: checked.error };
    if (checked.field === "token" && storedKey) {
      // a twin confirm used the code a moment ago: answer its order
      const twin = await waitForOrder(deps, storedKey);
      if (twin) return answerExisting(deps, twin, lang, storedBuyer);
    }
    return { kind: "otpWrong", error: checked.error, status: checked.status };
  }

  const stored = readStored(checked.payload);
  if (!stored) {
    deps.log.warn({ token: token.slice(0, 8) }, "checkout payload kept with the code does not fit its schema");
    return { kind: "storedInvalid", error: msg(CHECKOUT_MSG.invalid, lang) };
  }
  const { userId, idempotencyKey: key, lang: orderLang } = stored;
  const existing = await service.orderByKey(deps, key);
  if (existing) return answerExisting(deps, existing, orderLang, storedBuyerKey(stored));
  const provider = paymentProvider(deps);
  // the stored checkout is judged again by today's rules (a branch closed, an area removed meanwhile)
  const prepared = await service.prepareOrder(deps, { ...stored.input, utmMarks: stored.input.utm }, {
    userId,
    lang: orderLang,
    guestCart: [],
    lines: stored.cart,
    cardPayments: provider !== null,
  });
  if (prepared.kind !== "ok") return refused(prepared, orderLang);
  return place(deps, prepared.order, key, provider, clientKey);
}

/** The place-order flow: one step of products/checkout, as a result the route answers. */
export function placeOrderFlow(deps: Deps, request: PlaceOrderRequest): Promise<PlaceOrderResult> {
  return request.step === "order" ? order(deps, request) : confirm(deps, request);
}
