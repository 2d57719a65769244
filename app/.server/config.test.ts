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
