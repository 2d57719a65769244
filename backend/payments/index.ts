/**
 * Which payment provider takes card and installment payments (see docs/decisions/0011-payments.md):
 *
 * 1. PAYMENT_PROVIDER when set;
 * 2. otherwise `azericard` when AZERICARD_URL, AZERICARD_TERMINAL and AZERICARD_KEY are set;
 * 3. otherwise `redirect` when REDIRECT_PROVIDER_URL and REDIRECT_PROVIDER_KEY are set;
 * 4. otherwise `test`, the built-in test gateway.
 *
 * The test provider is never answered in production unless ALLOW_TEST_PAYMENTS is on: then the
 * answer is null (no card payments) and a warning is logged once.
 */
import type { BackendConfig } from "../config.ts";
import type { Deps } from "../core/deps.ts";
import { azericardProvider, testProvider } from "./azericard.ts";
import { redirectProvider } from "./redirect.ts";
import type { orders } from "../db/schema.ts";
import type { PaymentOrder, PaymentProvider, PaymentVerdict, ProviderName } from "./types.ts";

export type { PaymentOrder, PaymentProvider, PaymentStart, PaymentVerdict, ProviderName } from "./types.ts";

const providers: Record<ProviderName, PaymentProvider> = {
  test: testProvider,
  azericard: azericardProvider,
  redirect: redirectProvider,
};

/** Asks the provider named on a payment row where an order's payment stands (the hold sweep of orders/state.ts gets it from its caller). */
export async function paymentStatus(deps: Deps, provider: string, orderId: number, amountQ: number): Promise<PaymentVerdict | null> {
  const named = Object.hasOwn(providers, provider) ? providers[provider as ProviderName] : null;
  return named ? named.status(deps, orderId, amountQ) : null;
}

/** The provider the configuration asks for, before the production rule. */
export function configuredProvider(config: BackendConfig): ProviderName {
  if (config.PAYMENT_PROVIDER) return config.PAYMENT_PROVIDER;
  if (config.AZERICARD_URL && config.AZERICARD_TERMINAL && config.AZERICARD_KEY) return "azericard";
  if (config.REDIRECT_PROVIDER_URL && config.REDIRECT_PROVIDER_KEY) return "redirect";
  return "test";
}

/** Whether the built-in test gateway may take (pretend) payments. */
export function testPaymentsAllowed(config: BackendConfig): boolean {
  return config.NODE_ENV !== "production" || config.ALLOW_TEST_PAYMENTS;
}

/** The start-up warning when production lets shoppers approve their own card orders, or null. */
export function testGatewayWarning(config: BackendConfig): string | null {
  if (config.NODE_ENV !== "production" || !config.ALLOW_TEST_PAYMENTS || configuredProvider(config) !== "test") return null;
  return "ALLOW_TEST_PAYMENTS is on in production: card and installment orders go to the built-in test gateway, where shoppers approve their own payments; configure AZERICARD_* or REDIRECT_PROVIDER_* for real payments";
}

let warned = false;

/** The provider for card and installment orders, or null when none may be used. */
/** What a provider is given for a placed card or installment order (checkout's first attempt, or a shopper paying again). */
export function paymentOrderOf(order: typeof orders.$inferSelect): PaymentOrder {
  return {
    id: order.id,
    number: order.number,
    token: order.token,
    amountQ: order.totalQ,
    description: `Order ${order.number}`,
    email: typeof order.info.email === "string" ? order.info.email : null,
    lang: order.lang,
    paymentType: order.paymentType === "installment" ? "installment" : "card",
    creditCard: order.creditCard === "birkart" || order.creditCard === "tamkart" ? order.creditCard : null,
    creditMonth: order.creditMonth,
  };
}

export function paymentProvider(deps: Deps): PaymentProvider | null {
  const name = configuredProvider(deps.config);
  if (name === "test" && !testPaymentsAllowed(deps.config)) {
    if (!warned) {
      warned = true;
      deps.log.warn(
        "no payment provider: the test gateway is off in production (set AZERICARD_* or REDIRECT_PROVIDER_*, or ALLOW_TEST_PAYMENTS=1)",
      );
    }
    return null;
  }
  return providers[name];
}
