import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { Limits, closeRedisClients } from "./limits.ts";
import { createLogger } from "./log.ts";

const log = createLogger();
const rule = { limit: 3, windowSeconds: 60 };

afterAll(() => closeRedisClients());

describe("Limits in memory (no REDIS_URL)", () => {
  it("allows `limit` points per window per key, then answers the wait", async () => {
    const limits = new Limits({ enabled: true, log });
    expect(limits.store).toBe("memory");
    for (let i = 0; i < 3; i++) expect((await limits.hit("t", "k", rule)).limited).toBe(false);
    const over = await limits.hit("t", "k", rule);
    expect(over.limited).toBe(true);
    if (over.limited) expect(over.retryAfter).toBeGreaterThan(50);
    expect(await limits.blocked("t", "k", rule)).toBeGreaterThan(50);
    // another key and another limit name count apart
    expect((await limits.hit("t", "other", rule)).limited).toBe(false);
    expect((await limits.hit("u", "k", rule)).limited).toBe(false);
  });

  it("counts by cost", async () => {
    const limits = new Limits({ enabled: true, log });
    expect((await limits.hit("t", "k", { limit: 20, windowSeconds: 60 }, 10)).limited).toBe(false);
    expect((await limits.hit("t", "k", { limit: 20, windowSeconds: 60 }, 10)).limited).toBe(false);
    expect((await limits.hit("t", "k", { limit: 20, windowSeconds: 60 }, 1)).limited).toBe(true);
  });

  it("can be reset per key and switched off", async () => {
    const limits = new Limits({ enabled: true, log });
    const one = { limit: 1, windowSeconds: 60 };
    await limits.hit("t", "k", one);
    expect((await limits.hit("t", "k", one)).limited).toBe(true);
    await limits.reset("t", "k", one);
    expect(await limits.blocked("t", "k", one)).toBeNull();
    expect((await limits.hit("t", "k", one)).limited).toBe(false);
    const off = new Limits({ enabled: false, redisUrl: "redis://127.0.0.1:6379", log });
    expect(off.store).toBe("memory");
    for (let i = 0; i < 10; i++) expect((await off.hit("t", "k", one)).limited).toBe(false);
  });

  it("keeps limiting in this process when Redis cannot be reached", async () => {
    // nothing listens on port 1: the in-memory twin counts instead of failing open or closed
    const limits = new Limits({ enabled: true, redisUrl: "redis://127.0.0.1:1", prefix: "down:", log });
    expect(limits.store).toBe("redis");
    for (let i = 0; i < 3; i++) expect((await limits.hit("t", "k", rule)).limited).toBe(false);
    expect((await limits.hit("t", "k", rule)).limited).toBe(true);
  });
});

describe.skipIf(!process.env.REDIS_URL)("Limits in Redis (REDIS_URL set)", () => {
  it("shares counters between two instances with the same prefix, and not across prefixes", async () => {
    const prefix = `test-${randomBytes(4).toString("hex")}:`;
    const a = new Limits({ enabled: true, redisUrl: process.env.REDIS_URL, prefix, log });
    const b = new Limits({ enabled: true, redisUrl: process.env.REDIS_URL, prefix, log });
    const c = new Limits({ enabled: true, redisUrl: process.env.REDIS_URL, prefix: `${prefix}other:`, log });
    expect(await a.ready()).toBe(true);
    expect((await a.hit("t", "k", rule)).limited).toBe(false);
    expect((await b.hit("t", "k", rule)).limited).toBe(false);
    expect((await a.hit("t", "k", rule)).limited).toBe(false);
    expect((await b.hit("t", "k", rule)).limited).toBe(true);
    expect(await a.blocked("t", "k", rule)).toBeGreaterThan(0);
    expect((await c.hit("t", "k", rule)).limited).toBe(false);
    await a.reset("t", "k", rule);
    expect((await b.hit("t", "k", rule)).limited).toBe(false);
  });
});
