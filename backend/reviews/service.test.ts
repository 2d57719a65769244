import { describe, expect, it } from "vitest";
import { scoreOf } from "./service.ts";

describe("scoreOf", () => {
  it("averages to one decimal and counts per grade", () => {
    expect(scoreOf([{ rating: 5, count: 2 }, { rating: 4, count: 1 }])).toEqual({ rating: 4.7, count: 3, counts: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 2 } });
    expect(scoreOf([{ rating: 1, count: 1 }, { rating: 2, count: 1 }])).toEqual({ rating: 1.5, count: 2, counts: { 1: 1, 2: 1, 3: 0, 4: 0, 5: 0 } });
  });
  it("answers zero without reviews and ignores out-of-range grades", () => {
    expect(scoreOf([{ rating: 9, count: 4 }])).toEqual({ rating: 0, count: 0, counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
  });
});
