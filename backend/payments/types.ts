/**
 * The seam between checkout (which places orders) and the payment providers (which take
 * the money). Checkout places a card or installment order inside its transaction, then calls
 * `paymentProvider(deps)?.start(deps, order)` and forwards the answer to the storefront.
 * Providers report the bank's verdict through backend/orders/state.ts (markPaid, failOrder).
 */
import type { Deps } from "../core/deps.ts";
import type { Lang } from "../db/schema.ts";
import type { CreditCard, PaymentForm } from "../checkout/contract.ts";

export type ProviderName = "test" | "azericard" | "redirect";

/** What a provider needs to start taking payment for a placed order. */
export interface PaymentOrder {
  id: number;
  number: string;
  /** the order's public token (the return page uses it) */
  token: string;
  /** qəpik, as recomputed by checkout */
  amountQ: number;
  description: string;
  email: string | null;
  lang: Lang;
  paymentType: "card" | "installment";
  creditCard: CreditCard | null;
  creditMonth: number | null;
}

/** Either a form the browser posts (azericard protocol) or a page it is sent to. */
export type PaymentStart = { azericard: PaymentForm } | { paymentUrl: string };

export interface PaymentProvider {
  readonly name: ProviderName;
  /** records a pending payment row for the order and answers where the shopper goes */
  start(deps: Deps, order: PaymentOrder): Promise<PaymentStart>;
  /**
   * Asks the provider where an order's payment stands: paid, failed, still pending, or
   * unknown (it could not be asked); null when the provider keeps no status to ask (its
   * verdict comes by callback).
   */
  status(deps: Deps, orderId: number, amountQ: number): Promise<PaymentVerdict | null>;
}

export type PaymentVerdict = "paid" | "failed" | "pending" | "unknown";
