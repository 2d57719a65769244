import { describe, expect, it } from "vitest";
import { cookieValue, recentCookieText } from "./recent";

describe("recently viewed cookie written by the browser", () => {
  it("puts the viewed product first in the visitor's list and keeps 60 days on path /", () => {
    const text = recentCookieText("other=1; bz_recent_products=3%2C8%2C5", "bz_", 8, false);
    expect(text).toBe("bz_recent_products=8%2C3%2C5; Path=/; Max-Age=5184000; SameSite=Lax");
  });
  it("starts a list, and marks the cookie Secure over HTTPS", () => {
    expect(recentCookieText("", "shop_", 12, true)).toBe("shop_recent_products=12; Path=/; Max-Age=5184000; SameSite=Lax; Secure");
  });
  it("reads one cookie's value and survives a malformed one", () => {
    expect(cookieValue("a=1; b=x%2Cy", "b")).toBe("x,y");
    expect(cookieValue("a=%E0%A4%A", "a")).toBeUndefined();
    expect(cookieValue("ab=1", "a")).toBeUndefined();
  });
});
