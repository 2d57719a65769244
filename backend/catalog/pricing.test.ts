import { describe, expect, it } from "vitest";
import { priceSummary, variantPrice } from "./pricing.ts";

describe("pricing rule", () => {
  it("applies the product percent to the variant or product price, rounding to the qəpik", () => {
    expect(variantPrice({ priceQ: 4500, oldPriceQ: null, discount: 20 }, null)).toEqual({ price: 3600, priceOld: 4500, discount: 20 });
    expect(variantPrice({ priceQ: 999, oldPriceQ: null, discount: 15 }, { priceQ: null, oldPriceQ: null }).price).toBe(849);
    expect(variantPrice({ priceQ: 1000, oldPriceQ: null, discount: 10 }, { priceQ: 2001, oldPriceQ: null })).toEqual({
      price: 1801,
      priceOld: 2001,
      discount: 10,
    });
  });

  it("prefers the variant old price, then the product old price, and derives the shown percent", () => {
    expect(variantPrice({ priceQ: 8000, oldPriceQ: 10000, discount: 0 }, null)).toEqual({ price: 8000, priceOld: 10000, discount: 20 });
    expect(variantPrice({ priceQ: 8000, oldPriceQ: 10000, discount: 0 }, { priceQ: null, oldPriceQ: 12000 }).priceOld).toBe(12000);
    // an "old" price not above the price is not shown
    expect(variantPrice({ priceQ: 8000, oldPriceQ: 7000, discount: 0 }, null)).toEqual({ price: 8000, priceOld: null, discount: 0 });
  });

  it("summarises variants: lowest price with its old price, ranges and hasVariantPrice", () => {
    const product = { priceQ: 25000, oldPriceQ: null, discount: 0 };
    const s = priceSummary(product, [
      { priceQ: null, oldPriceQ: null },
      { priceQ: 27000, oldPriceQ: 30000 },
    ]);
    expect(s).toMatchObject({ price: 25000, priceOld: null, minPrice: 25000, maxPrice: 27000, hasVariantPrice: true, minPriceOld: 30000, maxPriceOld: 30000 });
    const same = priceSummary(product, [
      { priceQ: null, oldPriceQ: null },
      { priceQ: 25000, oldPriceQ: null },
    ]);
    expect(same.hasVariantPrice).toBe(false);
    expect(priceSummary(product, []).price).toBe(25000);
  });
});
