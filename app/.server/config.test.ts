import { describe, expect, it } from "vitest";
import { loadAppConfig } from "./config.ts";

describe("storefront SESSION_SECRET", () => {
  it("is refused when it is the published development value in production", () => {
    expect(() => loadAppConfig({ NODE_ENV: "production", SESSION_SECRET: "dev-only-session-secret-0123456789" } as NodeJS.ProcessEnv)).toThrow(
      /^Invalid environment variable SESSION_SECRET: [^\n]*published development value[^\n]*$/,
    );
  });

  it("is never a published default: unset outside tests stops the start (server.ts fills it from DATA_DIR/secrets)", () => {
    expect(() => loadAppConfig({ NODE_ENV: "production" } as NodeJS.ProcessEnv)).toThrow(/SESSION_SECRET: not set/);
    const test = loadAppConfig({ NODE_ENV: "test" } as NodeJS.ProcessEnv);
    expect(test.SESSION_SECRET).not.toBe("dev-only-session-secret-0123456789");
    expect(test.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(loadAppConfig({ NODE_ENV: "production", SESSION_SECRET: "operator-chosen-secret-42" } as NodeJS.ProcessEnv).SESSION_SECRET).toBe("operator-chosen-secret-42");
  });
});

describe("offer terms for structured data", () => {
  const env = (extra: Record<string, string> = {}) => ({ NODE_ENV: "test", ...extra }) as NodeJS.ProcessEnv;
  it("defaults to 14 return days, a 5.00 ₼ delivery fee, 0–1 handling and 1–3 transit days", () => {
    const c = loadAppConfig(env());
    expect(c.RETURN_DAYS).toBe(14);
    expect(c.SHIPPING_FEE).toBe(500);
    expect(c.SHIPPING_HANDLING_DAYS).toEqual({ min: 0, max: 1 });
    expect(c.SHIPPING_TRANSIT_DAYS).toEqual({ min: 1, max: 3 });
  });
  it("reads manat and day ranges, and names a bad value", () => {
    const c = loadAppConfig(env({ RETURN_DAYS: "0", SHIPPING_FEE: "7.5", SHIPPING_HANDLING_DAYS: "1", SHIPPING_TRANSIT_DAYS: "2 - 4" }));
    expect(c.RETURN_DAYS).toBe(0);
    expect(c.SHIPPING_FEE).toBe(750);
    expect(c.SHIPPING_HANDLING_DAYS).toEqual({ min: 1, max: 1 });
    expect(c.SHIPPING_TRANSIT_DAYS).toEqual({ min: 2, max: 4 });
    expect(() => loadAppConfig(env({ SHIPPING_FEE: "5,00" }))).toThrow(/SHIPPING_FEE/);
    expect(() => loadAppConfig(env({ SHIPPING_TRANSIT_DAYS: "3-1" }))).toThrow(/SHIPPING_TRANSIT_DAYS/);
  });
});
