import { describe, expect, it } from "vitest";
import { loadBackendConfig } from "./config.ts";

describe("DEMO=1 (npm run demo)", () => {
  const production = { NODE_ENV: "production", JWT_SECRET: "a-long-enough-secret-for-the-test-0123456789", PORT: "3000" };

  it("turns on the dev outbox and the test card gateway, even in production", () => {
    const config = loadBackendConfig({ ...production, DEMO: "1" });
    expect(config.DEV_OUTBOX).toBe(true);
    expect(config.PAYMENT_PROVIDER).toBe("test");
    expect(config.ALLOW_TEST_PAYMENTS).toBe(true);
  });

  it("leaves both off without it, and an explicit setting wins over the demo", () => {
    const plain = loadBackendConfig(production);
    expect(plain.ALLOW_TEST_PAYMENTS).toBe(false);
    expect(plain.PAYMENT_PROVIDER).toBeUndefined();
    const config = loadBackendConfig({ ...production, DEMO: "1", DEV_OUTBOX: "0" });
    expect(config.DEV_OUTBOX).toBe(false);
  });
});
