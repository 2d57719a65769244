/**
 * The test gateway in production: with ALLOW_TEST_PAYMENTS=1 the start logs
 * a warning and the gateway page shows a banner that no bank is involved.
 */
import { describe, expect, it } from "vitest";
import { loadBackendConfig } from "../config.ts";
import { PRODUCTION_BANNER, gatewayPage, type GatewayView } from "./gateway-page.ts";
import { testGatewayWarning } from "./index.ts";

const config = (env: Record<string, string>) => loadBackendConfig({ NODE_ENV: "test", JWT_SECRET: "x".repeat(32), ...env } as NodeJS.ProcessEnv);

const view: GatewayView = {
  orderNumber: "100001",
  amountQ: 12_345,
  merchant: "Bazaar",
  description: "Order 100001",
  installment: null,
  fields: { ORDER: "100001" },
  decideUrl: "/payments/test-gateway/decide",
  notice: null,
};

describe("test gateway in production", () => {
  it("warns at start only when production runs the test gateway", () => {
    expect(testGatewayWarning(config({ NODE_ENV: "production", ALLOW_TEST_PAYMENTS: "1" }))).toMatch(/ALLOW_TEST_PAYMENTS is on in production/);
    expect(testGatewayWarning(config({ NODE_ENV: "production", ALLOW_TEST_PAYMENTS: "0" }))).toBeNull();
    expect(testGatewayWarning(config({ NODE_ENV: "development", ALLOW_TEST_PAYMENTS: "1" }))).toBeNull();
    expect(
      testGatewayWarning(config({ NODE_ENV: "production", ALLOW_TEST_PAYMENTS: "1", REDIRECT_PROVIDER_URL: "https://pay.example", REDIRECT_PROVIDER_KEY: "k" })),
    ).toBeNull();
  });

  it("shows a visible banner on the gateway page in production, none in development", () => {
    const live = gatewayPage({ ...view, production: true });
    expect(live).toContain(`<p class="banner" role="alert">${PRODUCTION_BANNER}</p>`);
    expect(gatewayPage(view)).not.toContain('class="banner"');
  });
});
