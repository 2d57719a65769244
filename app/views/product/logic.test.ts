import { describe, expect, it } from "vitest";
import type { ProductDetail } from "../../../backend/catalog/contract";
import { clampQuantity, fewLeftNote, inStock, installmentHint, maxQuantity, photoIndex, priceFor, selectedOption, selectedVariant, timeLeft, withParam } from "./logic";

function product(over: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 1, title: "Linen shirt", route: "/p/linen-shirt", image: null, imageWithPad: false, outfit: null, outfitWithPad: false,
    price: 8000, priceOld: 10000, discount: 20, discountItemsCount: 0, discountInBasket: 0, cashDiscount: 0, discountTimer: null,
    discountCategoryTitle: null, priceInStore: false, hasVariantPrice: false, minPrice: 8000, maxPrice: 8000, minPriceOld: 10000,
    maxPriceOld: 10000, bestSeller: false, newIn: false, badges: [], giftProducts: [], qty: 7, sold: false, singleSell: false,
    rating: 0, reviewsCount: 0, brand: null, color: null, sizes: ["S", "M"], sku: "LS-1", desc: "", spec: "", paymentTypeMessage: null,
    parameters: [], faq: "", sizeTable: null, sets: [], images: [], categories: [], onlyCard: false,
    routes: { az: "/p/a", en: "/p/linen-shirt", ru: "/p/r" },
    variants: [
      { siteSize: "S", price: 8000, priceOld: 10000, discount: 20, total: 2 },
      { siteSize: "M", price: 8000, priceOld: 10000, discount: 20, total: 5 },
      { siteSize: "L", price: 8000, priceOld: 10000, discount: 20, total: 0 },
    ],
    ...over,
  };
}

describe("size and option selection", () => {
  it("picks the named size, nothing for an unknown one", () => {
    expect(selectedVariant(product(), "M")?.total).toBe(5);
    expect(selectedVariant(product(), "XXL")).toBeNull();
    expect(selectedVariant(product(), null)).toBeNull();
  });
  it("uses the only variant of a product without sizes", () => {
    const p = product({ variants: [{ siteSize: "", price: 500, priceOld: null, discount: 0, total: 3 }] });
    expect(selectedVariant(p, null)?.total).toBe(3);
  });
  it("accepts only existing set ids, the first option otherwise", () => {
    const p = product({
      sets: [
        { id: 3, title: "Pair", price: 15000, priceOld: 16000, products: [] },
        { id: 5, title: "Trio", price: 21000, priceOld: 24000, products: [] },
      ],
    });
    expect(selectedOption(p, "5")).toBe(5);
    expect(selectedOption(p, "4")).toBe(3);
    expect(selectedOption(p, "3abc")).toBe(3);
    expect(selectedOption(p, null)).toBe(3);
    expect(selectedOption(product({ sets: [] }), null)).toBeNull();
  });
});

describe("quantity bounds", () => {
  it("is bounded by the chosen size's stock", () => {
    const p = product();
    expect(maxQuantity(p, selectedVariant(p, "S"))).toBe(2);
    expect(maxQuantity(p, selectedVariant(p, "L"))).toBe(0);
    expect(maxQuantity(p, null)).toBe(5);
  });
  it("allows one unit of a single-sell product", () => {
    const p = product({ singleSell: true });
    expect(maxQuantity(p, selectedVariant(p, "M"))).toBe(1);
  });
  it("clamps typed quantities to 1..max", () => {
    expect(clampQuantity("9", 5)).toBe(5);
    expect(clampQuantity("0", 5)).toBe(1);
    expect(clampQuantity("abc", 5)).toBe(1);
    expect(clampQuantity(3, 5)).toBe(3);
    expect(clampQuantity(3, 0)).toBe(1);
  });
  it("reads stock per size", () => {
    const p = product();
    expect(inStock(p, selectedVariant(p, "L"))).toBe(false);
    expect(inStock(p, selectedVariant(p, "M"))).toBe(true);
    expect(inStock(product({ sold: true }), null)).toBe(false);
  });
});

describe("price for the selection", () => {
  it("shows the range until a size is chosen, then the size's price", () => {
    const p = product({
      hasVariantPrice: true, minPrice: 7000, maxPrice: 9000,
      variants: [
        { siteSize: "S", price: 7000, priceOld: null, discount: 0, total: 1 },
        { siteSize: "M", price: 9000, priceOld: 12000, discount: 25, total: 1 },
      ],
    });
    expect(priceFor(p, null, null).hasVariantPrice).toBe(true);
    const m = priceFor(p, selectedVariant(p, "M"), null);
    expect(m).toMatchObject({ price: 9000, priceOld: 12000, discount: 25, hasVariantPrice: false });
  });
  it("uses the chosen set option's price", () => {
    const p = product({ sets: [{ id: 3, title: "Pair", price: 15000, priceOld: 20000, products: [] }] });
    expect(priceFor(p, null, 3)).toMatchObject({ price: 15000, priceOld: 20000, discount: 25 });
  });
});

describe("installment hint", () => {
  it("divides by the longest period (12) only above 50 ₼", () => {
    expect(installmentHint(12000, false)).toEqual({ months: 12, monthly: 1000, card: "BirKart" });
    expect(installmentHint(5000, false)).toBeNull();
    expect(installmentHint(5001, false)?.monthly).toBe(417);
    expect(installmentHint(12000, true)).toBeNull();
  });
});

describe("helpers", () => {
  it("sets and removes query parameters, keeping the others", () => {
    expect(withParam("?size=S&utm=x", "size", "M")).toBe("?size=M&utm=x");
    expect(withParam("?size=S", "size", null)).toBe("");
    expect(withParam("", "option", "3")).toBe("?option=3");
  });
  it("splits the time left into days, hours, minutes, seconds", () => {
    const now = Date.UTC(2030, 0, 1, 0, 0, 0);
    const until = new Date(now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000).toISOString();
    expect(timeLeft(until, now)).toMatchObject({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(timeLeft(new Date(now - 1000).toISOString(), now).total).toBe(0);
    expect(timeLeft("not a date", now).total).toBe(0);
  });
});

describe("the low-stock note", () => {
  const v = (siteSize: string, total: number) => ({ siteSize, total }) as unknown as Parameters<typeof fewLeftNote>[0];
  it("speaks of the size for a sized product and of the stock for one without sizes", () => {
    expect(fewLeftNote(v("M", 2))).toEqual({ key: "product.fewLeft", count: 2 });
    expect(fewLeftNote(v("", 2))).toEqual({ key: "product.fewLeftStock", count: 2 });
  });
  it("says nothing with plenty, none, or no variant", () => {
    expect(fewLeftNote(v("M", 4))).toBeNull();
    expect(fewLeftNote(v("", 0))).toBeNull();
    expect(fewLeftNote(null)).toBeNull();
  });
});

describe("photoIndex", () => {
  it("turns ?photo=N into a 0-based index of an existing image", () => {
    expect(photoIndex(3, "1")).toBe(0);
    expect(photoIndex(3, "3")).toBe(2);
  });
  it("ignores absent, out-of-range and malformed values", () => {
    for (const raw of [null, undefined, "", "0", "4", "-1", "1.5", "01", "2x", "99999"]) expect(photoIndex(3, raw)).toBeNull();
    expect(photoIndex(0, "1")).toBeNull();
  });
});
