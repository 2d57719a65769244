/**
 * `redirect`: a hosted payment page. The shop creates a payment over HTTPS and sends the
 * shopper to the page it gets back; on return the shop asks the provider for the status.
 *
 *   POST {REDIRECT_PROVIDER_URL}/payments   body {amount, currency, orderId, description, returnUrl}
 *        amount in qəpik (integer), currency "AZN", orderId the shop's order id
 *        → {id, url}
 *   GET  {REDIRECT_PROVIDER_URL}/payments/{id}
 *        → {id, status: "paid" | "failed" | "pending", amount?, card?, cardName?}
 *
 * Every request carries `X-Signature`: hex HMAC-SHA256 with REDIRECT_PROVIDER_KEY over the raw
 * body (POST) or over "GET /payments/{id}" (GET).
 */
import { createHmac } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Deps } from "../core/deps.ts";
import { payments } from "../db/schema.ts";
import { failOrder, markPaid, recordPaymentAttempt } from "../orders/service.ts";
import { returnUrl } from "./azericard.ts";
import type { PaymentOrder, PaymentProvider, PaymentStart } from "./types.ts";

const TIMEOUT_MS = 10_000;

export function redirectSignature(key: string, payload: string): string {
  return createHmac("sha256", key).update(payload, "utf8").digest("hex");
}

function settings(deps: Deps): { base: string; key: string } {
  const { REDIRECT_PROVIDER_URL, REDIRECT_PROVIDER_KEY } = deps.config;
  if (!REDIRECT_PROVIDER_URL || !REDIRECT_PROVIDER_KEY) throw new Error("redirect needs REDIRECT_PROVIDER_URL and REDIRECT_PROVIDER_KEY");
  return { base: REDIRECT_PROVIDER_URL.replace(/\/+$/, ""), key: REDIRECT_PROVIDER_KEY };
}

const createdSchema = z.object({ id: z.union([z.string().min(1), z.number()]).transform(String), url: z.string().url() });
const statusSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String).optional(),
  status: z.enum(["paid", "failed", "pending"]),
  amount: z.number().int().optional(),
  card: z.string().optional(),
  cardName: z.string().optional(),
});

export const redirectProvider: PaymentProvider = {
  name: "redirect",
  status: (deps, orderId, amountQ) => checkRedirectPayment(deps, orderId, amountQ),
  async start(deps: Deps, order: PaymentOrder): Promise<PaymentStart> {
    const { base, key } = settings(deps);
    const body = JSON.stringify({
      amount: order.amountQ,
      currency: "AZN",
      orderId: String(order.id),
      description: order.description || `Order ${order.number}`,
      returnUrl: returnUrl(deps, order.lang, order.token),
    });
    const response = await fetch(`${base}/payments`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-signature": redirectSignature(key, body) },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`payment provider answered ${response.status}`);
    const created = createdSchema.parse(await response.json());
    await recordPaymentAttempt(deps.database.db, { orderId: order.id, provider: "redirect", amountQ: order.amountQ, externalId: created.id });
    return { paymentUrl: created.url };
  },
};

/**
 * Asks the provider about the order's latest redirect payment and applies the verdict
 * (paid → markPaid, failed → failOrder "declined"). Answers the provider's status, "unknown"
 * when the provider could not be asked (logged, not thrown), or null when the order has no
 * redirect payment.
 */
export async function checkRedirectPayment(
  deps: Deps,
  orderId: number,
  amountQ: number,
): Promise<"paid" | "failed" | "pending" | "unknown" | null> {
  const [payment] = await deps.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.provider, "redirect")))
    .orderBy(desc(payments.id))
    .limit(1);
  if (!payment?.externalId) return null;
  let answer: z.infer<typeof statusSchema>;
  try {
    const { base, key } = settings(deps);
    const path = `/payments/${encodeURIComponent(payment.externalId)}`;
    const response = await fetch(`${base}${path}`, {
      headers: { "x-signature": redirectSignature(key, `GET ${path}`) },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`payment provider answered ${response.status}`);
    answer = statusSchema.parse(await response.json());
  } catch (err) {
    deps.log.warn({ err, orderId }, "payment status check failed");
    return "unknown";
  }
  const bankResult = { cardNumber: answer.card ?? null, cardName: answer.cardName ?? null, status: answer.status };
  if (answer.status === "paid") {
    if (answer.amount !== undefined && answer.amount !== amountQ) {
      deps.log.error({ orderId, amount: answer.amount, expected: amountQ }, "payment provider reports another amount; order left as is");
      return "pending";
    }
    await markPaid(deps, orderId, { provider: "redirect", amountQ, bankResult, externalId: payment.externalId });
  } else if (answer.status === "failed") {
    await failOrder(deps, orderId, "declined", bankResult);
  }
  return answer.status;
}
