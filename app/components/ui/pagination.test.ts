import { describe, expect, it } from "vitest";
import { pageItems, pageSearch } from "./pagination";

describe("pageItems", () => {
  it("shows nothing for zero pages and a single page for one", () => {
    expect(pageItems(0, 1)).toEqual([]);
    expect(pageItems(1, 1)).toEqual([1]);
  });
  it("shows every page when there are fewer than 11", () => {
    expect(pageItems(10, 5)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
  it("shows a window of 5 with first, last and gaps from 11 pages", () => {
    expect(pageItems(11, 1)).toEqual([1, 2, 3, 4, 5, "gap", 11]);
    expect(pageItems(20, 10)).toEqual([1, "gap", 8, 9, 10, 11, 12, "gap", 20]);
    expect(pageItems(20, 20)).toEqual([1, "gap", 16, 17, 18, 19, 20]);
    expect(pageItems(20, 4)).toEqual([1, 2, 3, 4, 5, 6, "gap", 20]);
  });
  it("puts no gap when the window starts right after the first page", () => {
    expect(pageItems(12, 3)).toEqual([1, 2, 3, 4, 5, "gap", 12]);
    expect(pageItems(12, 4)).toEqual([1, 2, 3, 4, 5, 6, "gap", 12]);
  });
  it("clamps a current page outside the range", () => {
    expect(pageItems(30, 99)).toEqual([1, "gap", 26, 27, 28, 29, 30]);
    expect(pageItems(30, -3)).toEqual([1, 2, 3, 4, 5, "gap", 30]);
  });
});

describe("pageSearch", () => {
  it("keeps other parameters and drops p for the first page", () => {
    expect(pageSearch("?sort=priceUp&p=3", 1)).toBe("?sort=priceUp");
    expect(pageSearch("?sort=priceUp&p=3", 4)).toBe("?sort=priceUp&p=4");
    expect(pageSearch("", 2)).toBe("?p=2");
  });
});
