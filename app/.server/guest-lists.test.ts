import { parse } from "cookie";
import { describe, expect, it, vi } from "vitest";
import en from "../../locales/en/account.json";
import type { ApiClient } from "./api.ts";
import { encodeCookieValue } from "./cookies.ts";
import {
  MAX_COOKIE_CHARS,
  guestCookie,
  mergeGuestLists,
  mergeNotice,
  normalizeCookies,
  parseGuestCookie,
  readGuestLists,
} from "./guest-lists.ts";

const http = (cookie = "") => new Request("http://shop.test/cart", { headers: { cookie } });
const https = (cookie = "") => new Request("https://shop.test/cart", { headers: { cookie } });

/** The cookie header a browser would send back for a Set-Cookie value. */
const echo = (setCookie: string) => setCookie.split(";")[0]!;

describe("guest cookie parsing", () => {
  it("reads valid lists", () => {
    const cart = [{ id: 1, size: "M", option: 0, qty: 2 }];
    expect(parseGuestCookie("cart", JSON.stringify(cart))).toEqual({ value: cart, invalid: false });
    expect(parseGuestCookie("wish", '[{"id":3,"size":"","option":0}]').value).toEqual([{ id: 3, size: "", option: 0 }]);
    expect(parseGuestCookie("compare", "[4,5]").value).toEqual([4, 5]);
    expect(parseGuestCookie("cart", undefined)).toEqual({ value: [], invalid: false });
  });

  it("drops price fields a shopper added (they never reach the API)", () => {
    const parsed = parseGuestCookie("cart", '[{"id":1,"size":"M","option":0,"qty":2,"price":1,"total":0}]');
    expect(parsed).toEqual({ value: [{ id: 1, size: "M", option: 0, qty: 2 }], invalid: false });
  });

  it.each([
    ["junk", "not json"],
    ["an object", '{"id":1}'],
    ["negative qty", '[{"id":1,"size":"M","option":0,"qty":-3}]'],
    ["zero qty", '[{"id":1,"size":"M","option":0,"qty":0}]'],
    ["huge qty", '[{"id":1,"size":"M","option":0,"qty":100000}]'],
    ["text id", '[{"id":"1","size":"M","option":0,"qty":1}]'],
    ["fractional qty", '[{"id":1,"size":"M","option":0,"qty":1.5}]'],
    ["a long size", `[{"id":1,"size":"${"x".repeat(40)}","option":0,"qty":1}]`],
    ["too many lines", JSON.stringify(Array.from({ length: 41 }, (_, i) => ({ id: i + 1, size: "", option: 0, qty: 1 })))],
    ["10 KB", "x".repeat(10 * 1024)],
  ])("marks %s as invalid (to be reset)", (_name, raw) => {
    const parsed = parseGuestCookie("cart", raw);
    expect(parsed).toEqual({ value: [], invalid: true });
  });

  it("reads all three cookies from a request and lists the broken ones", () => {
    const lists = readGuestLists(http(`bz_cart=${encodeURIComponent("[{\"id\":1}]")}; bz_wish=%5B%7B%22id%22%3A2%2C%22size%22%3A%22%22%2C%22option%22%3A0%7D%5D; bz_compare=%5B3%5D`));
    expect(lists).toEqual({ cart: [], wishlist: [{ id: 2, size: "", option: 0 }], compare: [3], invalid: ["cart"] });
  });
});

describe("guest cookie writing", () => {
  it("round-trips through the browser with a compact value and the spec's flags", () => {
    const cart = [
      { id: 12, size: "42½", option: 3, qty: 2 },
      { id: 7, size: "30 ml", option: 0, qty: 1 },
    ];
    const header = guestCookie(http(), "cart", cart);
    expect(header).toMatch(/^bz_cart=/);
    expect(header).toContain("Path=/");
    expect(header).toContain(`Max-Age=${60 * 60 * 24 * 60}`);
    expect(header).toContain("SameSite=Lax");
    expect(header).not.toContain("Secure");
    const value = echo(header).slice("bz_cart=".length);
    expect(value).not.toMatch(/[\s",;\\]/);
    expect(readGuestLists(http(echo(header))).cart).toEqual(cart);

    const secure = guestCookie(https(), "cart", cart);
    expect(secure).toContain("Secure");
    expect(secure).toContain("SameSite=None");
  });

  it("never writes an invalid list; an empty or oversized one clears the cookie", () => {
    const bad = guestCookie(http(), "cart", [{ id: -1, size: "M", option: 0, qty: 1 }]);
    expect(bad).toContain("Max-Age=0");
    expect(guestCookie(http(), "compare", [])).toContain("Max-Age=0");
    const wide = Array.from({ length: 60 }, (_, i) => ({ id: 1_000_000_000 + i, size: "x".repeat(32), option: 0 }));
    expect(guestCookie(http(), "wish", wide)).toContain("Max-Age=0");
  });

  it("percent-encodes only what a cookie value cannot hold", () => {
    expect(encodeCookieValue('[{"a":1,"b":"x y;%"}]')).toBe("[{%22a%22:1%2C%22b%22:%22x%20y%3B%25%22}]");
    expect(parse(`c=${encodeCookieValue('"ə,ş"')}`).c).toBe('"ə,ş"');
    expect(MAX_COOKIE_CHARS).toBeLessThan(4096);
  });

  it("rewrites only cookies that the API cleaned", () => {
    const request = http();
    const lists = { cart: [{ id: 1, size: "M", option: 0, qty: 5 }], wishlist: [{ id: 2, size: "", option: 0 }], compare: [3], invalid: [] };
    const same = normalizeCookies(request, lists, { cart: { items: [], summary: {} as never, onlyCard: false, cart: lists.cart }, wishlist: lists.wishlist, compare: [3] });
    expect(same).toEqual([]);
    const capped = normalizeCookies(request, lists, {
      cart: { items: [], summary: {} as never, onlyCard: false, cart: [{ id: 1, size: "M", option: 0, qty: 3 }] },
      wishlist: [],
      compare: [3],
    });
    expect(capped).toHaveLength(2);
    expect(capped[0]).toContain("bz_cart=");
    expect(capped[1]).toMatch(/^bz_wish=;.*Max-Age=0/);
  });
});

describe("mergeGuestLists", () => {
  function fakeApi(answer: { ok: boolean; data?: unknown; error?: string }) {
    const call = vi.fn(async () => answer);
    return { api: { call, setCookies: [] as string[] } as unknown as ApiClient & { setCookies: string[] }, call };
  }
  const cookie = `bz_cart=${encodeURIComponent('[{"id":1,"size":"M","option":0,"qty":2}]')}; bz_wish=${encodeURIComponent('[{"id":2,"size":"","option":0}]')}`;

  it("sends the guest lists to users/merge-lists and clears the cookies", async () => {
    const { api, call } = fakeApi({ ok: true, data: { cart: 1, wishlist: 1, compare: 0 } });
    const merged = await mergeGuestLists(api, http(cookie));
    expect(merged).toEqual({ cart: 1, wishlist: 1, compare: 0 });
    expect(call).toHaveBeenCalledWith("users/merge-lists", {
      cart: [{ id: 1, size: "M", option: 0, qty: 2 }],
      wishlist: [{ id: 2, size: "", option: 0 }],
      compare: [],
    });
    expect(api.setCookies.map((c) => c.split("=")[0])).toEqual(["bz_cart", "bz_wish", "bz_compare"]);
    expect(api.setCookies.every((c) => c.includes("Max-Age=0"))).toBe(true);
  });

  it("keeps the cookies when the merge fails, and does nothing without lists", async () => {
    const failing = fakeApi({ ok: false, error: "down" });
    expect(await mergeGuestLists(failing.api, http(cookie))).toBeNull();
    expect(failing.api.setCookies).toEqual([]);
    const empty = fakeApi({ ok: true, data: {} });
    expect(await mergeGuestLists(empty.api, http(""))).toBeNull();
    expect(empty.call).not.toHaveBeenCalled();
  });

  it("resets a tampered cookie instead of sending it", async () => {
    const { api, call } = fakeApi({ ok: true, data: { cart: 0, wishlist: 0, compare: 0 } });
    expect(await mergeGuestLists(api, http("bz_cart=%7Bjunk"))).toBeNull();
    expect(call).not.toHaveBeenCalled();
    expect(api.setCookies).toHaveLength(1);
    expect(api.setCookies[0]).toMatch(/^bz_cart=;.*Max-Age=0/);
  });
});

describe("mergeNotice", () => {
  /** the English strings, interpolated as i18next does */
  const t = (key: string, options: Record<string, unknown> = {}) => {
    const text = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));
  };
  const cut = (title: string, size: string, qty: number, reason: "stock" | "lineLimit" | "soldOut" | "cartFull") => ({ productId: 1, size, option: 0, title, asked: 99, qty, reason });

  it("names each product, its size and its new quantity", () => {
    expect(mergeNotice([cut("Linen dress", "M", 2, "stock"), cut("Ceramic cup", "", 10, "lineLimit"), cut("Silk scarf", "", 0, "soldOut")], t)).toBe(
      "Your cart changed when it was joined with your account: Linen dress (M) — quantity now 2, all we have in stock; Ceramic cup — quantity now 10, the most one line may hold; Silk scarf — sold out.",
    );
    expect(mergeNotice([cut("Wool coat", "L", 0, "cartFull")], t)).toBe("Your cart changed when it was joined with your account: Wool coat (L) — not added, the cart is full.");
  });

  it("says nothing when nothing was cut, and counts what does not fit the flash", () => {
    expect(mergeNotice([], t)).toBeNull();
    expect(mergeNotice(undefined, t)).toBeNull();
    const many = Array.from({ length: 6 }, (_, i) => cut(`A rather long product title number ${i + 1}`, "XL", 1, "stock"));
    const text = mergeNotice(many, t)!;
    expect(text.length).toBeLessThanOrEqual(240);
    expect(text).toContain("A rather long product title number 1 (XL) — quantity now 1");
    expect(text).toMatch(/; and \d more\.$/);
  });
});
