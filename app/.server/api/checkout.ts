/**
 * Typed calls of checkout (backend/checkout/contract.ts, types only): the form's options,
 * the server-computed summary, placing the order and the payment status of the return page.
 * Money is integer qəpik; nothing price-like is ever sent (the API prices every line).
 */
import type {
  CheckoutPayload,
  CheckoutSummaryInput,
} from "../../../backend/checkout/contract.ts";
import type { Lang } from "~/lib/i18n";
import type { ApiClient } from "../api.ts";

/** The contract's shapes, for the routes and components of checkout. */
export type * from "../../../backend/checkout/contract.ts";

/** checkout/options: branches, delivery areas, installment cards, card payments, the customer's prefill. */
export function getCheckoutOptions(api: ApiClient) {
  return api.call("checkout/options", {});
}

/** checkout/summary: the cart priced for the chosen delivery, address, gift and payment (never fails upstream). */
export function getCheckoutSummary(api: ApiClient, input: CheckoutSummaryInput, opts: { lang?: Lang } = {}) {
  return api.call("checkout/summary", { ...input }, opts);
}

/** products/checkout: places the order (or asks for a one-time code first). */
export function placeOrder(api: ApiClient, payload: CheckoutPayload) {
  return api.call("products/checkout", { ...payload });
}

/** payments/status: where the bank's return page sends the shopper. */
export function getPaymentStatus(api: ApiClient, token: string) {
  return api.call("payments/status", { token });
}
