import { describe, expect, it } from "vitest";
import { answerTags, readTags } from "./read-cache.ts";

describe("the tags of a public read", () => {
  it("by path: static reads none, lists `list`, other calls undeclared", () => {
    expect(readTags("/api/branches")).toEqual(["static"]);
    expect(readTags("/api/pages/info/about-us")).toEqual(["static"]);
    expect(readTags("/api/products")).toEqual(["list"]);
    expect(readTags("/api/menus")).toEqual(["static"]);
    expect(readTags("/api/categories")).toEqual(["static"]);
    expect(readTags("/api/categories/filters")).toEqual(["list"]);
    expect(readTags("/api/cart")).toBeUndefined();
    expect(readTags("/api/products/info/5")).toEqual(["p:5", "pd:5", "list"]);
  });

  it("a product's page data: the product, its detail, and the products of its sets and gifts", () => {
    const answer = { ok: true, data: { id: 5, sets: [{ id: 1, products: [{ id: 7 }, { id: 8 }] }], giftProducts: [{ id: 9 }, { id: "x" }] } };
    expect(answerTags("/api/products/info/5", answer, {})?.sort()).toEqual(["p:5", "p:7", "p:8", "p:9", "pd:5"]);
    // a failure (not found) keeps the path's own tags
    expect(answerTags("/api/products/info/5", { ok: false }, {})).toEqual(["p:5", "pd:5", "list"]);
  });

  it("a path that resolves to a product shows that product, to another record nothing; a redirect or a miss lists", () => {
    expect(answerTags("/api/routes/current", { ok: true, data: { type: "product", id: 12 } }, {})).toEqual(["p:12"]);
    expect(answerTags("/api/routes/current", { ok: true, data: { type: "category", id: 3 } }, {})).toEqual(["static"]);
    expect(answerTags("/api/routes/current", { ok: true, redirect: "/x" }, {})).toEqual(["list"]);
    expect(answerTags("/api/routes/current", { ok: false }, {})).toEqual(["list"]);
  });

  it("reviews are their product's", () => {
    expect(answerTags("/api/reviews", { ok: true, data: { items: [] } }, { productId: "4" })).toEqual(["p:4"]);
    expect(answerTags("/api/reviews", { ok: false }, { productId: 4 })).toEqual(["list"]);
    expect(answerTags("/api/reviews", { ok: true, data: {} }, { productId: "1; drop" })).toEqual(["list"]);
  });
});
