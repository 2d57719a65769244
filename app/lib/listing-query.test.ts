import { describe, expect, it } from "vitest";
import { apiParams, cleanListingSearch, parseListingState, PREV_CATEGORY, withParams } from "./listing-query";

const q = (s: string) => new URLSearchParams(s);

describe("parseListingState", () => {
  it("falls back to sort new and page 1 on bad input", () => {
    expect(parseListingState(q("sort=cheapest&p=abc"))).toMatchObject({ sort: "new", page: 1 });
    expect(parseListingState(q("sort=priceDown&p=-2"))).toMatchObject({ sort: "priceDown", page: 1 });
    expect(parseListingState(q("p=0"))).toMatchObject({ page: 1 });
    expect(parseListingState(q("p=1.5"))).toMatchObject({ page: 1 });
    expect(parseListingState(q("p=3&sort=priceUp"))).toMatchObject({ page: 3, sort: "priceUp" });
  });

  it("keeps known filters with well-formed values only", () => {
    const s = parseListingState(q("filter_brand=3&filter_brand=x&filter_brand=4,5&size=XL&size=&color=7&param_material=cotton&evil=1&filter_discount=0&filter_discount=9"));
    expect(s.selected).toEqual({ filter_brand: ["3", "4", "5"], size: ["XL"], color: ["7"], param_material: ["cotton"], filter_discount: ["0"] });
  });

  it("reads prices in manat and swaps a reversed range", () => {
    expect(parseListingState(q("price_min=120&price_max=40.5"))).toMatchObject({ priceMin: 40.5, priceMax: 120 });
    expect(parseListingState(q("price_min=abc")).priceMin).toBeUndefined();
  });

  it("cuts search text at 30 characters and keeps hostile text as text", () => {
    const long = "a".repeat(50);
    expect(parseListingState(q(`search=${long}`), { withSearch: true }).search).toHaveLength(30);
    const hostile = parseListingState(q(`search=${encodeURIComponent("<script>'; drop table")}`), { withSearch: true }).search;
    expect(hostile).toBe("<script>'; drop table");
    expect(parseListingState(q(""), { withSearch: true }).search).toBe("");
    expect(parseListingState(q("search=x")).search).toBeNull();
  });
});

describe("apiParams", () => {
  it("converts prices to qəpik and passes selected groups", () => {
    const state = parseListingState(q("price_min=10&price_max=99.9&filter_brand=2&sort=priceUp&p=2&search=k"), { withSearch: true });
    expect(apiParams(state)).toEqual({ page: 2, sort: "priceUp", limit: 40, filter_brand: ["2"], price_min: 1000, price_max: 9990, search: "k" });
  });
  it("sends no search for blank text", () => {
    expect(apiParams(parseListingState(q("search=%20%20"), { withSearch: true }))).not.toHaveProperty("search");
  });
});

describe("cleanListingSearch", () => {
  const tree: Record<string, string[]> = { "1": ["1", "2", "3", "4"], "2": ["2", "4"] };
  const desc = (id: string) => tree[id] ?? [id];

  it("answers null for an already clean query", () => {
    expect(cleanListingSearch(q("filter_brand=1&sort=priceUp"), desc)).toBeNull();
  });
  it("drops empty fields, the default sort and the marker", () => {
    expect(cleanListingSearch(q(`price_min=&price_max=&sort=new&filter_brand=2&${PREV_CATEGORY}=`), desc)).toBe("?filter_brand=2");
  });
  it("keeps the search field even when empty on the search page", () => {
    expect(cleanListingSearch(q("search=&sort=new"), desc, { keepEmpty: ["search"] })).toBe("?search=");
  });
  it("drops the selected children of a parent that was unchecked", () => {
    // 1 (parent) and 2, 4 (its descendants) were selected; the shopper unchecked 1
    expect(cleanListingSearch(q(`filter_category=2&filter_category=4&filter_category=9&${PREV_CATEGORY}=1,2,4,9`), desc)).toBe("?filter_category=9");
  });
  it("keeps a child that was selected alone", () => {
    expect(cleanListingSearch(q(`filter_category=4&${PREV_CATEGORY}=`), desc)).toBe("?filter_category=4");
  });
});

describe("withParams", () => {
  it("sets and removes values and resets the page", () => {
    expect(withParams("?p=3&sort=priceUp&price_min=1", { price_min: "10", price_max: "20" })).toBe("?sort=priceUp&price_min=10&price_max=20");
    expect(withParams("?price_min=1", { price_min: null })).toBe("");
  });
});
