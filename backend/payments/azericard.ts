/**
 * Providers that speak the azericard CGI protocol: the bank itself (`azericard`) and the
 * built-in test gateway (`test`), which takes the same signed form with its own key and answers
 * with the same signed callback. Both start a payment the same way: a pending payments row and
 * a form the browser posts to the provider.
 */
import { createHmac } from "node:crypto";
import type { Deps } from "../core/deps.ts";
import type { Lang } from "../db/schema.ts";
import { recordPaymentAttempt } from "../orders/service.ts";
import {
  bankLang,
  bankOrderNumber,
  bankTimestamp,
  CURRENCY_AZN,
  formatAmount,
  keyBytes,
  newNonce,
  pSign,
  REQUEST_SIGNED_FIELDS,
} from "./sign.ts";
import type { PaymentOrder, PaymentProvider, PaymentStart } from "./types.ts";

export type FormProviderName = "azericard" | "test";

export interface FormProviderSettings {
  provider: FormProviderName;
  /** where the browser posts the form */
  url: string;
  terminal: string;
  key: Buffer;
}

/** Path of the test gateway (outside /api; server.ts forwards it to the API). */
export const TEST_GATEWAY_PATH = "/payments/test-gateway";
export const TEST_TERMINAL = "TEST0001";

const siteUrl = (deps: Deps) => deps.config.SITE_URL.replace(/\/+$/, "");

/** The test gateway's key: derived from JWT_SECRET, so no fixed secret ships with the code. */
export function testGatewayKey(deps: Deps): Buffer {
  return createHmac("sha256", deps.config.JWT_SECRET).update("bazaar test payment gateway v1").digest();
}

export function formProviderSettings(deps: Deps, provider: FormProviderName): FormProviderSettings {
  if (provider === "test") {
    return { provider, url: `${siteUrl(deps)}${TEST_GATEWAY_PATH}`, terminal: TEST_TERMINAL, key: testGatewayKey(deps) };
  }
  const { AZERICARD_URL, AZERICARD_TERMINAL, AZERICARD_KEY } = deps.config;
  if (!AZERICARD_URL || !AZERICARD_TERMINAL || !AZERICARD_KEY) {
    throw new Error("azericard needs AZERICARD_URL, AZERICARD_TERMINAL and AZERICARD_KEY");
  }
  return { provider, url: AZERICARD_URL, terminal: AZERICARD_TERMINAL, key: keyBytes(AZERICARD_KEY) };
}

/** The storefront page the shopper comes back to after paying: /order/return?token=… (English unprefixed). */
export function returnUrl(deps: Deps, lang: Lang, token: string): string {
  const prefix = lang === "en" ? "" : `/${lang}`;
  return `${siteUrl(deps)}${prefix}/order/return?token=${encodeURIComponent(token)}`;
}

/** "birkart:6" for an installment order (the INSTALLMENT field), else "". */
export function installmentField(order: Pick<PaymentOrder, "paymentType" | "creditCard" | "creditMonth">): string {
  if (order.paymentType !== "installment" || !order.creditCard || !order.creditMonth) return "";
  return `${order.creditCard}:${order.creditMonth}`;
}

function describe(order: PaymentOrder): string {
  const base = order.description.trim() || `Order ${order.number}`;
  const installment = installmentField(order);
  const text = installment ? `${base}; installment ${order.creditCard} ${order.creditMonth} months` : base;
  return text.replace(/\s+/g, " ").slice(0, 125);
}

/**
 * The signed sale form (TRTYPE 1). Signed fields: REQUEST_SIGNED_FIELDS. LANG and INSTALLMENT
 * travel unsigned (the bank's signed list is fixed; the installment also appears in DESC).
 */
export function saleForm(deps: Deps, settings: FormProviderSettings, order: PaymentOrder, now = new Date()): Record<string, string> {
  const fields: Record<string, string> = {
    AMOUNT: formatAmount(order.amountQ),
    CURRENCY: CURRENCY_AZN,
    ORDER: bankOrderNumber(order.id),
    DESC: describe(order),
    MERCH_NAME: deps.config.AZERICARD_MERCH_NAME,
    MERCH_URL: siteUrl(deps),
    TERMINAL: settings.terminal,
    EMAIL: order.email ?? "",
    TRTYPE: "1",
    COUNTRY: "AZ",
    MERCH_GMT: "+4",
    TIMESTAMP: bankTimestamp(now),
    NONCE: newNonce(),
    BACKREF: returnUrl(deps, order.lang, order.token),
    LANG: bankLang(order.lang),
  };
  const installment = installmentField(order);
  if (installment) fields.INSTALLMENT = installment;
  fields.P_SIGN = pSign(fields, REQUEST_SIGNED_FIELDS, settings.key);
  return fields;
}

function formProvider(name: FormProviderName): PaymentProvider {
  return {
    name,
    // the bank's verdict comes by callback: nothing to ask
    status: async () => null,
    async start(deps: Deps, order: PaymentOrder): Promise<PaymentStart> {
      const settings = formProviderSettings(deps, name);
      const fields = saleForm(deps, settings, order);
      await recordPaymentAttempt(deps.database.db, { orderId: order.id, provider: name, amountQ: order.amountQ, externalId: fields.ORDER });
      return { azericard: { url: settings.url, fields } };
    },
  };
}

export const azericardProvider: PaymentProvider = formProvider("azericard");
export const testProvider: PaymentProvider = formProvider("test");
