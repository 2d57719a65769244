import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limit.ts";

describe("RateLimiter", () => {
  it("allows max hits per window and key, then refuses until the window slides", () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(2, 60_000, () => now);
    expect(limiter.hit("a").allowed).toBe(true);
    now += 1000;
    expect(limiter.hit("a").allowed).toBe(true);
    const refused = limiter.hit("a");
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBe(59);
    expect(limiter.hit("b").allowed).toBe(true); // other keys are counted apart
    now += 59_001; // the first hit left the window
    expect(limiter.hit("a").allowed).toBe(true);
    expect(limiter.hit("a").allowed).toBe(false);
  });
});
