import { describe, expect, it } from "vitest";
import { compareSizes, priceIntervals } from "./facets.ts";

describe("facet helpers", () => {
  it("orders letter sizes as worn, then numbers, then the rest", () => {
    expect(["XL", "M", "42", "S", "One size", "38", "XS", "2XL", "L"].sort(compareSizes)).toEqual([
      "XS",
      "S",
      "M",
      "L",
      "XL",
      "2XL",
      "38",
      "42",
      "One size",
    ]);
  });

  it("makes round price presets covering the range", () => {
    const iv = priceIntervals(1990, 45900);
    expect(iv.length).toBeGreaterThanOrEqual(3);
    expect(iv.length).toBeLessThanOrEqual(6);
    expect(iv[0]!.from).toBeLessThanOrEqual(1990);
    expect(iv.at(-1)!.to).toBeGreaterThanOrEqual(45900);
    for (const i of iv) expect(i.from % 100).toBe(0);
    for (let k = 1; k < iv.length; k++) expect(iv[k]!.from).toBe(iv[k - 1]!.to);
    expect(priceIntervals(5000, 5000)).toEqual([]);
  });
});
