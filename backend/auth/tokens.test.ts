import { describe, expect, it } from "vitest";
import { loadBackendConfig } from "../config.ts";
import type { Deps } from "../core/deps.ts";
import { createLogger } from "../core/log.ts";
import { randomToken, sha256, signAccessToken, verifyAccessToken } from "./tokens.ts";

const deps = {
  config: loadBackendConfig({ NODE_ENV: "test", ACCESS_TOKEN_TTL: "900" } as NodeJS.ProcessEnv),
  log: createLogger(),
  database: undefined as never,
} satisfies Deps;

describe("access tokens", () => {
  it("carry the user id while valid", async () => {
    const token = await signAccessToken(deps, 42);
    expect(await verifyAccessToken(deps, token)).toEqual({ userId: 42 });
  });

  it("expire after ACCESS_TOKEN_TTL seconds", async () => {
    const now = Date.now();
    const token = await signAccessToken(deps, 42, now);
    expect(await verifyAccessToken(deps, token, now + 899_000)).toEqual({ userId: 42 });
    expect(await verifyAccessToken(deps, token, now + 901_000)).toEqual({ expired: true });
  });

  it("reject other secrets, tampering, unsigned tokens and junk", async () => {
    const other = { ...deps, config: { ...deps.config, JWT_SECRET: "x".repeat(32) } };
    const token = await signAccessToken(other, 42);
    expect(await verifyAccessToken(deps, token)).toEqual({ invalid: true });
    const [h, p] = (await signAccessToken(deps, 42)).split(".");
    const forgedPayload = Buffer.from(JSON.stringify({ sub: "1", iss: "bazaar-shop", exp: 9_999_999_999 })).toString("base64url");
    expect(await verifyAccessToken(deps, `${h}.${forgedPayload}.${p}`)).toEqual({ invalid: true });
    const none = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${forgedPayload}.`;
    expect(await verifyAccessToken(deps, none)).toEqual({ invalid: true });
    expect(await verifyAccessToken(deps, "junk")).toEqual({ invalid: true });
  });
});

describe("refresh token material", () => {
  it("is random and stored as a SHA-256 hex digest", () => {
    const a = randomToken();
    expect(a).not.toBe(randomToken());
    expect(a.length).toBeGreaterThanOrEqual(43);
    expect(sha256(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(sha256(a)).toBe(sha256(a));
  });
});
