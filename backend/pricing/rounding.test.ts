import { afterEach, describe, expect, it } from "vitest";
import { variantPrice } from "../catalog/pricing.ts";
import { DEFAULT_PRICE_ROUNDING, roundComputedPrice, setPriceRounding } from "./contract.ts";

describe("price rounding", () => {
  afterEach(() => setPriceRounding(DEFAULT_PRICE_ROUNDING));

  it("rounds down to .90", () => {
    expect([1434, 1947, 5243, 1495, 1490, 1400, 91].map((q) => roundComputedPrice(q, "90"))).toEqual([1390, 1890, 5190, 1490, 1490, 1390, 90]);
  });

  it("rounds down to whole manat", () => {
    expect([1434, 1947, 5243, 1400, 100].map((q) => roundComputedPrice(q, "00"))).toEqual([1400, 1900, 5200, 1400, 100]);
  });

  it("keeps the computed price with none, and a price rounding would take to zero", () => {
    expect(roundComputedPrice(1434, "none")).toBe(1434);
    expect(roundComputedPrice(85, "90")).toBe(85);
    expect(roundComputedPrice(99, "00")).toBe(99);
    expect(roundComputedPrice(0, "90")).toBe(0);
  });

  it("a new shop keeps its computed prices", () => {
    expect(DEFAULT_PRICE_ROUNDING).toBe("none");
  });

  it("the catalogue rule rounds only prices a percent made", () => {
    setPriceRounding("90");
    // 17.93 less 20 % is 14.34
    expect(variantPrice({ priceQ: 1793, oldPriceQ: null, discount: 20 }, null)).toEqual({ price: 1390, priceOld: 1793, discount: 20 });
    // no percent: the operator's own price stays
    expect(variantPrice({ priceQ: 1434, oldPriceQ: 2000, discount: 0 }, null).price).toBe(1434);
    setPriceRounding("none");
    expect(variantPrice({ priceQ: 1793, oldPriceQ: null, discount: 20 }, null).price).toBe(1434);
  });
});
