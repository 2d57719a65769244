import { describe, expect, it } from "vitest";
import { RECENT_MAX, parseRecentIds, pushRecentId, recentCookie } from "./recent.server";

describe("recently viewed cookie", () => {
  it("puts the viewed id first and drops its earlier entry", () => {
    expect(pushRecentId([3, 7, 9], 7)).toEqual([7, 3, 9]);
    expect(pushRecentId([], 5)).toEqual([5]);
  });
  it("keeps at most 20 ids", () => {
    const ids = Array.from({ length: RECENT_MAX }, (_, i) => i + 1);
    const next = pushRecentId(ids, 99);
    expect(next).toHaveLength(20);
    expect(next[0]).toBe(99);
    expect(next).not.toContain(20);
  });
  it("reads comma lists and JSON arrays, dropping junk", () => {
    expect(parseRecentIds("4,2,abc,-1,2,0,7")).toEqual([4, 2, 7]);
    expect(parseRecentIds("[5, 6, \"x\"]")).toEqual([5, 6]);
    expect(parseRecentIds("[not json")).toEqual([]);
    expect(parseRecentIds(undefined)).toEqual([]);
  });
  it("writes a 60-day cookie on path / with the new order", () => {
    const request = new Request("http://shop.test/p/x", { headers: { cookie: "bz_recent_products=3%2C8" } });
    const header = recentCookie(request, 8);
    expect(header).toMatch(/^bz_recent_products=8%2C3;/);
    expect(header).toContain("Max-Age=5184000");
    expect(header).toContain("Path=/");
  });
});
