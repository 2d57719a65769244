import { describe, expect, it } from "vitest";
import { RateLimiter } from "./ratelimit.ts";

describe("RateLimiter", () => {
  it("allows `limit` hits per window and then answers the wait", () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(true, () => now);
    const rule = { limit: 3, windowSeconds: 60 };
    expect([1, 2, 3].map(() => limiter.hit("k", rule).limited)).toEqual([false, false, false]);
    now += 10_000;
    expect(limiter.hit("k", rule)).toEqual({ limited: true, retryAfter: 50 });
    expect(limiter.isLimited("k", rule)).toBe(true);
    expect(limiter.hit("other", rule).limited).toBe(false);
    now += 51_000;
    expect(limiter.hit("k", rule).limited).toBe(false);
  });

  it("can be reset per key and switched off", () => {
    const limiter = new RateLimiter(true);
    const rule = { limit: 1, windowSeconds: 60 };
    limiter.hit("k", rule);
    expect(limiter.hit("k", rule).limited).toBe(true);
    limiter.reset("k");
    expect(limiter.hit("k", rule).limited).toBe(false);
    const off = new RateLimiter(false);
    for (let i = 0; i < 10; i++) expect(off.hit("k", rule).limited).toBe(false);
  });
});
