import { describe, expect, it } from "vitest";
import { headHeavy, prng } from "./bench-mix.ts";

describe("the bench's head-heavy draw", () => {
  it("gives a few paths most views and still reaches the long tail, the same way every run", () => {
    const paths = Array.from({ length: 1000 }, (_, i) => `/p${i}`);
    const counts = new Map<string, number>();
    const draw = headHeavy(paths, 3);
    for (let i = 0; i < 50_000; i += 1) {
      const path = draw();
      counts.set(path, (counts.get(path) ?? 0) + 1);
    }
    const sorted = [...counts.values()].sort((a, b) => b - a);
    const top10 = sorted.slice(0, 10).reduce((a, b) => a + b, 0);
    // Zipf s=1 over 1000: the top 10 get ~39 % of views, and most paths are seen at least once
    expect(top10 / 50_000).toBeGreaterThan(0.3);
    expect(top10 / 50_000).toBeLessThan(0.5);
    expect(counts.size).toBeGreaterThan(900);
    const again = headHeavy(paths, 3);
    const replay = headHeavy(paths, 3);
    expect(Array.from({ length: 20 }, again)).toEqual(Array.from({ length: 20 }, replay));
  });

  it("draws uniform numbers in [0, 1)", () => {
    const random = prng(1);
    const values = Array.from({ length: 10_000 }, random);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(values.reduce((a, b) => a + b, 0) / values.length).toBeCloseTo(0.5, 1);
  });
});
