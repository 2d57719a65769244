import { describe, expect, it } from "vitest";
import { SlowStatementCache } from "./cache.ts";

function clock() {
  let t = 0;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

describe("SlowStatementCache", () => {
  it("keeps answers of slow computations until the time to live passes", async () => {
    const c = clock();
    const cache = new SlowStatementCache({ ttlMs: 1000, slowMs: 50, now: c.now });
    let runs = 0;
    const slow = async () => {
      runs += 1;
      c.advance(60);
      return runs;
    };
    expect(await cache.get("k", slow)).toBe(1);
    expect(await cache.get("k", slow)).toBe(1);
    c.advance(2000);
    expect(await cache.get("k", slow)).toBe(2);
    expect(runs).toBe(2);
  });

  it("never keeps fast computations", async () => {
    const cache = new SlowStatementCache({ slowMs: 50, now: clock().now });
    let runs = 0;
    const fast = async () => ++runs;
    await cache.get("k", fast);
    await cache.get("k", fast);
    expect(runs).toBe(2);
    expect(cache.size).toBe(0);
  });

  it("shares one computation between concurrent misses and evicts the oldest past the maximum", async () => {
    const c = clock();
    const cache = new SlowStatementCache({ slowMs: 0, max: 2, now: c.now });
    let runs = 0;
    const compute = async () => ++runs;
    const [a, b] = await Promise.all([cache.get("x", compute), cache.get("x", compute)]);
    expect([a, b, runs]).toEqual([1, 1, 1]);
    await cache.get("y", compute);
    await cache.get("z", compute);
    expect(cache.size).toBe(2);
    expect(await cache.get("x", compute)).toBe(4);
  });
});

describe("the catalogue's statement cache and the change feed", () => {
  it("is emptied by a committed public change", async () => {
    const { statementCache } = await import("./routes.ts");
    const { createChangeFeed } = await import("../db/changes.ts");
    const { loadBackendConfig } = await import("../config.ts");
    const changes = createChangeFeed({ settleMs: 0 });
    const config = loadBackendConfig({ NODE_ENV: "production", JWT_SECRET: "x".repeat(40), SESSION_SECRET: "y".repeat(40) } as NodeJS.ProcessEnv);
    const cache = statementCache({ config, changes })!;
    await cache.get("facets", () => new Promise((r) => setTimeout(() => r(1), 60)));
    expect(cache.size).toBe(1);
    changes.emit("products");
    expect(cache.size).toBe(0);
    expect(statementCache({ config: { ...config, NODE_ENV: "test" }, changes })).toBeUndefined();
  });
});
