/** Provider selection and the start of a payment with the form providers. */
import { describe, expect, it, vi } from "vitest";
import { loadBackendConfig } from "../config.ts";
import type { Deps } from "../core/deps.ts";
import { createLogger } from "../core/log.ts";
import { testDatabase } from "../test/db.ts";
import { testGatewayKey } from "./azericard.ts";
import { configuredProvider, paymentProvider } from "./index.ts";
import { pSign, REQUEST_SIGNED_FIELDS, verifyPSign } from "./sign.ts";
import { insertOrder, paymentRows } from "./testing.ts";
import type { PaymentOrder } from "./types.ts";

const database = await testDatabase();

function deps(env: Record<string, string> = {}): Deps {
  const config = loadBackendConfig({ NODE_ENV: "test", SITE_URL: "https://shop.example", ...env } as NodeJS.ProcessEnv);
  return { database, config, log: createLogger() };
}

const AZERICARD = { AZERICARD_URL: "https://bank.example/cgi-bin/cgi_link", AZERICARD_TERMINAL: "17204001", AZERICARD_KEY: "00112233445566778899aabbccddeeff" };
const REDIRECT = { REDIRECT_PROVIDER_URL: "https://pay.example", REDIRECT_PROVIDER_KEY: "k" };

function paymentOrder(order: { id: number; number: string; token: string; totalQ: number }, extra: Partial<PaymentOrder> = {}): PaymentOrder {
  return {
    id: order.id,
    number: order.number,
    token: order.token,
    amountQ: order.totalQ,
    description: `Order ${order.number}`,
    email: "aysel@example.com",
    lang: "en",
    paymentType: "card",
    creditCard: null,
    creditMonth: null,
    ...extra,
  };
}

describe("provider selection", () => {
  it("follows PAYMENT_PROVIDER, then azericard keys, then redirect keys, else test", () => {
    expect(configuredProvider(deps().config)).toBe("test");
    expect(configuredProvider(deps(AZERICARD).config)).toBe("azericard");
    expect(configuredProvider(deps(REDIRECT).config)).toBe("redirect");
    expect(configuredProvider(deps({ ...AZERICARD, ...REDIRECT }).config)).toBe("azericard");
    expect(configuredProvider(deps({ ...AZERICARD, PAYMENT_PROVIDER: "test" }).config)).toBe("test");
    expect(configuredProvider(deps({ ...AZERICARD, PAYMENT_PROVIDER: "redirect" }).config)).toBe("redirect");
    // an incomplete azericard set does not count
    expect(configuredProvider(deps({ AZERICARD_URL: AZERICARD.AZERICARD_URL, AZERICARD_TERMINAL: "1" }).config)).toBe("test");
    expect(paymentProvider(deps(AZERICARD))?.name).toBe("azericard");
    expect(paymentProvider(deps(REDIRECT))?.name).toBe("redirect");
    expect(paymentProvider(deps())?.name).toBe("test");
  });

  it("never answers the test provider in production without ALLOW_TEST_PAYMENTS, and warns once", () => {
    const prod = deps({ NODE_ENV: "production" });
    const warn = vi.spyOn(prod.log, "warn");
    expect(paymentProvider(prod)).toBeNull();
    expect(paymentProvider(prod)).toBeNull();
    expect(paymentProvider({ ...prod, config: { ...prod.config, PAYMENT_PROVIDER: "test" } })).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(paymentProvider(deps({ NODE_ENV: "production", ALLOW_TEST_PAYMENTS: "1" }))?.name).toBe("test");
    expect(paymentProvider(deps({ NODE_ENV: "production", ...AZERICARD }))?.name).toBe("azericard");
  });
});

describe("starting a payment", () => {
  it("test provider: a pending payment row and a signed form for the test gateway", async () => {
    const d = deps();
    const { order } = await insertOrder(database, { totalQ: 123450, lang: "az" });
    const start = await paymentProvider(d)!.start(d, paymentOrder(order, { lang: "az" }));
    if (!("azericard" in start)) throw new Error("expected a form");
    const { url, fields } = start.azericard;
    expect(url).toBe("https://shop.example/payments/test-gateway");
    expect(fields).toMatchObject({
      AMOUNT: "1234.50",
      CURRENCY: "944",
      ORDER: String(order.id).padStart(6, "0"),
      DESC: `Order ${order.number}`,
      MERCH_NAME: "Bazaar",
      MERCH_URL: "https://shop.example",
      TERMINAL: "TEST0001",
      EMAIL: "aysel@example.com",
      TRTYPE: "1",
      COUNTRY: "AZ",
      MERCH_GMT: "+4",
      BACKREF: `https://shop.example/az/order/return?token=${order.token}`,
      LANG: "AZ",
    });
    expect(fields.TIMESTAMP).toMatch(/^\d{14}$/);
    expect(fields.NONCE).toMatch(/^[0-9A-F]{32}$/);
    expect(fields.INSTALLMENT).toBeUndefined();
    expect(verifyPSign(fields, REQUEST_SIGNED_FIELDS, testGatewayKey(d), fields.P_SIGN)).toBe(true);
    // the test key comes from JWT_SECRET: another secret, another key
    const other = deps({ JWT_SECRET: "another-secret-of-enough-length" });
    expect(fields.P_SIGN).not.toBe(pSign(fields, REQUEST_SIGNED_FIELDS, testGatewayKey(other)));
    const rows = await paymentRows(database, order.id);
    expect(rows).toMatchObject([{ provider: "test", amountQ: 123450, status: "pending" }]);
  });

  it("azericard: the bank's url, terminal and key; English return page unprefixed; installment carried", async () => {
    const d = deps(AZERICARD);
    const { order } = await insertOrder(database, { totalQ: 60000, paymentType: "installment", creditCard: "birkart", creditMonth: 6 });
    const start = await paymentProvider(d)!.start(
      d,
      paymentOrder(order, { paymentType: "installment", creditCard: "birkart", creditMonth: 6, email: null }),
    );
    if (!("azericard" in start)) throw new Error("expected a form");
    const { url, fields } = start.azericard;
    expect(url).toBe(AZERICARD.AZERICARD_URL);
    expect(fields).toMatchObject({
      AMOUNT: "600.00",
      TERMINAL: "17204001",
      EMAIL: "",
      LANG: "EN",
      INSTALLMENT: "birkart:6",
      BACKREF: `https://shop.example/order/return?token=${order.token}`,
    });
    expect(fields.DESC).toBe(`Order ${order.number}; installment birkart 6 months`);
    const key = Buffer.from(AZERICARD.AZERICARD_KEY, "hex");
    expect(verifyPSign(fields, REQUEST_SIGNED_FIELDS, key, fields.P_SIGN)).toBe(true);
    expect(await paymentRows(database, order.id)).toMatchObject([{ provider: "azericard", amountQ: 60000, status: "pending" }]);
  });
});
