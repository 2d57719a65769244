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

  it("lets the free failures through, then one attempt per growing delay; a clear starts again", async () => {
    const limits = new Limits({ enabled: true, log });
    const delay = { free: 2, firstSeconds: 30, maxSeconds: 100, windowSeconds: 600 };
    for (let i = 0; i < 2; i++) {
      expect(await limits.delay("d", "k", delay)).toBeNull();
      await limits.failed("d", "k", delay);
    }
    // the third attempt takes the slot for 30 s; the ones after it wait
    expect(await limits.delay("d", "k", delay)).toBeNull();
    expect(await limits.delay("d", "k", delay)).toBeGreaterThan(25);
    expect(await limits.delay("d", "other", delay)).toBeNull();
    await limits.failed("d", "k", delay);
    await limits.clearDelay("d", "k", delay);
    expect(await limits.delay("d", "k", delay)).toBeNull();
    expect(await limits.delay("d", "k", delay)).toBeNull();
    const off = new Limits({ enabled: false, log });
    for (let i = 0; i < 5; i++) await off.failed("d", "k", delay);
    expect(await off.delay("d", "k", delay)).toBeNull();
  });

  it("doubles the delay with each failure past the free ones, up to the most", async () => {
    const limits = new Limits({ enabled: true, log });
    const delay = { free: 0, firstSeconds: 10, maxSeconds: 35, windowSeconds: 600 };
    const waits: (number | null)[] = [];
    for (let failures = 0; failures < 4; failures++) {
      await limits.clearDelay("g", `k${failures}`, delay);
      for (let i = 0; i < failures; i++) await limits.failed("g", `k${failures}`, delay);
      expect(await limits.delay("g", `k${failures}`, delay)).toBeNull();
      waits.push(await limits.delay("g", `k${failures}`, delay));
    }
    expect(waits).toEqual([10, 20, 35, 35]);
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

  it("shares a growing delay's failures and slot between two instances", async () => {
    const prefix = `test-${randomBytes(4).toString("hex")}:`;
    const a = new Limits({ enabled: true, redisUrl: process.env.REDIS_URL, prefix, log });
    const b = new Limits({ enabled: true, redisUrl: process.env.REDIS_URL, prefix, log });
    expect(await a.ready()).toBe(true);
    const delay = { free: 2, firstSeconds: 30, maxSeconds: 100, windowSeconds: 600 };
    await a.failed("d", "k", delay);
    await b.failed("d", "k", delay);
    expect(await b.delay("d", "k", delay)).toBeNull();
    expect(await a.delay("d", "k", delay)).toBeGreaterThan(25);
    await b.clearDelay("d", "k", delay);
    expect(await a.delay("d", "k", delay)).toBeNull();
  });
});
