import { describe, expect, it } from "vitest";
import {
  LOYALTY_PERCENT,
  NEW_CUSTOMER_PERCENT,
  buyNPayLessFree,
  campaignDiscounts,
  computeSummary,
  lineUnitPrice,
  resolveDelivery,
  type AreaRow,
  type PricedLine,
} from "./summary.ts";

const line = (over: Partial<PricedLine> & Pick<PricedLine, "key">): PricedLine => ({
  productId: 1,
  qty: 1,
  price: 1000,
  discountItemsCount: 0,
  discountInBasket: 0,
  cashDiscount: 0,
  onlyCard: false,
  sold: false,
  ...over,
});

const noDelivery = { fee: null, noDelivery: false };

describe("lineUnitPrice", () => {
  it("uses the catalogue rule: the product percent is in the unit price", () => {
    expect(lineUnitPrice({ priceQ: 4500, oldPriceQ: null, discount: 20 }, null, null)).toEqual({ price: 3600, priceOld: 4500 });
    expect(lineUnitPrice({ priceQ: 25000, oldPriceQ: null, discount: 0 }, { priceQ: 27000, oldPriceQ: null }, null)).toEqual({ price: 27000, priceOld: null });
    expect(lineUnitPrice({ priceQ: 8000, oldPriceQ: 10000, discount: 0 }, { priceQ: null, oldPriceQ: null }, null)).toEqual({ price: 8000, priceOld: 10000 });
  });

  it("sells a set option at its own price", () => {
    expect(lineUnitPrice({ priceQ: 9000, oldPriceQ: null, discount: 10 }, null, { priceQ: 9000, oldPriceQ: 10490 })).toEqual({ price: 9000, priceOld: 10490 });
    expect(lineUnitPrice({ priceQ: 9000, oldPriceQ: null, discount: 10 }, null, { priceQ: 9000, oldPriceQ: 8000 })).toEqual({ price: 9000, priceOld: null });
  });
});

describe("buy N pay N-1", () => {
  it("gives one unit free for every N units of a product, pooled over its sizes, cheapest first", () => {
    const lines = [
      line({ key: "a:S", productId: 7, qty: 2, price: 12000, discountItemsCount: 3 }),
      line({ key: "a:M", productId: 7, qty: 2, price: 11000, discountItemsCount: 3 }),
      line({ key: "b", productId: 8, qty: 3, price: 500 }),
    ];
    const free = buyNPayLessFree(lines);
    // 4 units of product 7 → one free, the cheaper size
    expect(Object.fromEntries(free)).toEqual({ "a:M": 11000 });
  });

  it("is off below N and for N < 2; sold lines do not count", () => {
    expect(buyNPayLessFree([line({ key: "x", qty: 2, discountItemsCount: 3 })]).size).toBe(0);
    expect(buyNPayLessFree([line({ key: "x", qty: 5, discountItemsCount: 1 })]).size).toBe(0);
    expect(buyNPayLessFree([line({ key: "x", qty: 3, discountItemsCount: 3, sold: true })]).size).toBe(0);
    expect(Object.fromEntries(buyNPayLessFree([line({ key: "x", qty: 6, price: 100, discountItemsCount: 3 })]))).toEqual({ x: 200 });
  });
});

describe("campaign discounts", () => {
  it("takes the in-basket percent after the free units and the cash percent only when paying cash", () => {
    const lines = [
      line({ key: "silk", qty: 2, price: 25000, discountInBasket: 10 }),
      line({ key: "cup", productId: 2, qty: 3, price: 1500, cashDiscount: 5 }),
      line({ key: "both", productId: 3, qty: 3, price: 1000, discountItemsCount: 3, discountInBasket: 10, cashDiscount: 10 }),
    ];
    const card = campaignDiscounts(lines, "card");
    expect(card.get("silk")).toEqual({ total: 50000, free: 0, basket: 5000, cash: 0, discount: 5000 });
    expect(card.get("cup")!.discount).toBe(0);
    // 3000 − 1000 free = 2000; basket 10 % = 200
    expect(card.get("both")).toEqual({ total: 3000, free: 1000, basket: 200, cash: 0, discount: 1200 });

    const cash = campaignDiscounts(lines, "cash");
    expect(cash.get("cup")).toEqual({ total: 4500, free: 0, basket: 0, cash: 225, discount: 225 });
    // cash 10 % of what is left: 2000 − 200 = 1800 → 180
    expect(cash.get("both")).toEqual({ total: 3000, free: 1000, basket: 200, cash: 180, discount: 1380 });
  });

  it("clamps odd percents", () => {
    const d = campaignDiscounts([line({ key: "x", price: 1000, discountInBasket: 250 })], null);
    expect(d.get("x")!.basket).toBe(1000);
    const n = campaignDiscounts([line({ key: "x", price: 1000, discountInBasket: -5 })], null);
    expect(n.get("x")!.basket).toBe(0);
  });
});

describe("delivery", () => {
  const areas: AreaRow[] = [
    { id: 1, parentId: null, code: "baku", level: "city", feeQ: 500, noDelivery: false },
    { id: 2, parentId: 1, code: "nasimi", level: "district", feeQ: null, noDelivery: false },
    { id: 3, parentId: 2, code: "28-may", level: "place", feeQ: 0, noDelivery: false },
    { id: 4, parentId: 2, code: "azadlig", level: "place", feeQ: null, noDelivery: false },
    { id: 5, parentId: 1, code: "khazar", level: "district", feeQ: 800, noDelivery: false },
    { id: 6, parentId: null, code: "ganja", level: "city", feeQ: 1000, noDelivery: true },
    { id: 7, parentId: 6, code: "centre", level: "district", feeQ: null, noDelivery: false },
    { id: 8, parentId: null, code: "sumgayit", level: "city", feeQ: null, noDelivery: false },
  ];

  it("takes the place's fee, else the district's, else the city's", () => {
    expect(resolveDelivery(areas, { city: "baku", district: "nasimi", place: "28-may" })).toEqual({ fee: 0, noDelivery: false });
    expect(resolveDelivery(areas, { city: "baku", district: "nasimi", place: "azadlig" })).toEqual({ fee: 500, noDelivery: false });
    expect(resolveDelivery(areas, { city: "baku", district: "khazar" })).toEqual({ fee: 800, noDelivery: false });
    expect(resolveDelivery(areas, { city: "baku" })).toEqual({ fee: 500, noDelivery: false });
    expect(resolveDelivery(areas, { city: "sumgayit" })).toEqual({ fee: 0, noDelivery: false });
  });

  it("ignores a district of another city and a place of another district", () => {
    expect(resolveDelivery(areas, { city: "baku", district: "centre" })).toEqual({ fee: 500, noDelivery: false });
    expect(resolveDelivery(areas, { city: "baku", district: "khazar", place: "28-may" })).toEqual({ fee: 800, noDelivery: false });
  });

  it("flags no delivery (inherited) and answers unknown without a city; pickup is free", () => {
    expect(resolveDelivery(areas, { city: "ganja", district: "centre" })).toEqual({ fee: 0, noDelivery: true });
    expect(resolveDelivery(areas, {})).toEqual({ fee: null, noDelivery: false });
    expect(resolveDelivery(areas, { city: "atlantis" })).toEqual({ fee: null, noDelivery: false });
    expect(resolveDelivery(areas, { delivery: "pickup", city: "ganja" })).toEqual({ fee: 0, noDelivery: false });
  });
});

describe("computeSummary", () => {
  const lines = [line({ key: "a", qty: 2, price: 5000 }), line({ key: "b", productId: 2, qty: 1, price: 3000, discountInBasket: 10 })];

  it("adds up lines, campaign, delivery and total", () => {
    const { summary } = computeSummary({ lines, firstOrder: false, loyalty: false, delivery: { fee: 500, noDelivery: false } });
    expect(summary).toEqual({
      subTotal: 13000,
      campaignDiscount: 300,
      cashDiscount: 0,
      newCustomerDiscount: 0,
      loyaltyDiscount: 0,
      delivery: 500,
      total: 13200,
      noDelivery: false,
      loyalty: false,
      newCustomer: false,
      error: null,
      errorCode: null,
      count: 3,
      lines: [
        { kind: "subtotal", amount: 13000 },
        { kind: "campaign", amount: -300 },
        { kind: "delivery", amount: 500 },
        { kind: "total", amount: 13200 },
      ],
    });
  });

  it("gives 10 % on a first order, else the loyalty percent (not both)", () => {
    const first = computeSummary({ lines, firstOrder: true, loyalty: true, delivery: noDelivery }).summary;
    expect(NEW_CUSTOMER_PERCENT).toBe(10);
    expect(first.newCustomerDiscount).toBe(1270);
    expect(first.loyaltyDiscount).toBe(0);
    expect(first.total).toBe(12700 - 1270);
    expect(first.delivery).toBeNull();

    const loyal = computeSummary({ lines, firstOrder: false, loyalty: true, delivery: noDelivery }).summary;
    expect(loyal.loyaltyDiscount).toBe(Math.round((12700 * LOYALTY_PERCENT) / 100));
    expect(loyal.loyalty).toBe(true);
    expect(loyal.total).toBe(12700 - 635);
  });

  it("leaves sold lines out and says so; over-stock and no-delivery are errors too", () => {
    const sold = computeSummary({
      lines: [...lines, line({ key: "c", productId: 3, qty: 0, price: 99999, sold: true })],
      firstOrder: false,
      loyalty: false,
      delivery: noDelivery,
    }).summary;
    expect(sold.subTotal).toBe(13000);
    expect(sold.error).toBe("Sorry, these products are already sold. Please remove them from cart.");

    const many = computeSummary({ lines: [line({ key: "a", manyQty: true })], firstOrder: false, loyalty: false, delivery: noDelivery }).summary;
    expect(many.error).toBe("Product quantity not available in stock");

    const nowhere = computeSummary({ lines, firstOrder: false, loyalty: false, delivery: { fee: 0, noDelivery: true } }).summary;
    expect(nowhere).toMatchObject({ noDelivery: true, delivery: 0, total: 12700, error: "Delivery is not available to this area", errorCode: "pricing.noDelivery" });
  });

  it("marks onlyCard when a counted line is card-only; an empty cart is all zeros", () => {
    expect(computeSummary({ lines: [line({ key: "a", onlyCard: true })], firstOrder: false, loyalty: false, delivery: noDelivery }).onlyCard).toBe(true);
    expect(computeSummary({ lines: [line({ key: "a", onlyCard: true, sold: true, qty: 0 })], firstOrder: false, loyalty: false, delivery: noDelivery }).onlyCard).toBe(false);
    const empty = computeSummary({ lines: [], firstOrder: true, loyalty: true, delivery: noDelivery }).summary;
    expect(empty).toMatchObject({ subTotal: 0, total: 0, newCustomerDiscount: 0, loyaltyDiscount: 0, count: 0 });
  });

  it("every discount kind together", () => {
    const all = [
      line({ key: "pct", productId: 1, qty: 1, price: 3600 }), // 20 % already in the unit price
      line({ key: "n", productId: 2, qty: 3, price: 12000, discountItemsCount: 3 }),
      line({ key: "basket", productId: 3, qty: 1, price: 25000, discountInBasket: 10 }),
      line({ key: "cash", productId: 4, qty: 2, price: 1500, cashDiscount: 5 }),
    ];
    const { summary, lines: per } = computeSummary({ lines: all, payment: "cash", firstOrder: true, loyalty: false, delivery: { fee: 500, noDelivery: false } });
    expect(per.get("n")!.free).toBe(12000);
    expect(per.get("basket")!.basket).toBe(2500);
    expect(per.get("cash")!.cash).toBe(150);
    expect(summary.subTotal).toBe(3600 + 36000 + 25000 + 3000);
    // the cash discount is a line of its own, not part of the campaign's
    expect(summary.campaignDiscount).toBe(12000 + 2500);
    expect(summary.cashDiscount).toBe(150);
    expect(summary.lines.map((l) => l.kind)).toEqual(["subtotal", "campaign", "cash", "newCustomer", "delivery", "total"]);
    const base = 67600 - 14650;
    expect(summary.newCustomerDiscount).toBe(Math.round(base / 10));
    expect(summary.total).toBe(base - Math.round(base / 10) + 500);
  });
});
