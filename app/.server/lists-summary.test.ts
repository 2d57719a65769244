import { describe, expect, it, vi } from "vitest";
import type { ApiClient } from "./api.ts";
import { EMPTY_CART, getListCounts, getLists } from "./lists-summary.ts";

const cartAnswer = {
  ...EMPTY_CART,
  items: [
    { key: "1:M:0", qty: 2 },
    { key: "2::0", qty: 1, sold: true },
  ],
  summary: { ...EMPTY_CART.summary, total: 12345, count: 2 },
};

function fakeApi(signedIn: boolean, answers: Record<string, { ok: boolean; data?: unknown; error?: string }>) {
  const call = vi.fn(async (path: string, _payload?: unknown) => answers[path] ?? { ok: false, error: "unknown" });
  const api = { call, signedIn, setCookies: [] as string[], clearTokens: vi.fn() } as unknown as ApiClient & { setCookies: string[] };
  return { api, call };
}

const request = (cookie = "") => new Request("http://shop.test/", { headers: { cookie } });

describe("header counts", () => {
  it("costs a guest without list cookies no call", async () => {
    const { api, call } = fakeApi(false, {});
    expect(await getListCounts(request(), api)).toEqual({ cartCount: 0, cartTotal: 0, wishCount: 0, compareCount: 0, wishIds: [], compareIds: [] });
    expect(call).not.toHaveBeenCalled();
  });

  it("makes one lists/state call per request, shared by the layout and the page", async () => {
    const { api, call } = fakeApi(false, {
      "lists/state": { ok: true, data: { cart: { ...cartAnswer, cart: [{ id: 1, size: "M", option: 0, qty: 2 }] }, wishIds: [5], compareIds: [6, 7], wishlist: [{ id: 5, size: "", option: 0 }], compare: [6, 7] } },
    });
    const cookie = `bz_cart=${encodeURIComponent('[{"id":1,"size":"M","option":0,"qty":2}]')}; bz_wish=${encodeURIComponent('[{"id":5,"size":"","option":0}]')}; bz_compare=%5B6%2C7%5D`;
    const [counts, lists] = await Promise.all([getListCounts(request(cookie), api), getLists(request(cookie), api)]);
    expect(counts).toEqual({ cartCount: 2, cartTotal: 12345, wishCount: 1, compareCount: 2, wishIds: [5], compareIds: [6, 7] });
    expect(lists.signedIn).toBe(false);
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]![0]).toBe("lists/state");
    // nothing changed: no cookie is rewritten
    expect(api.setCookies).toEqual([]);
  });

  it("uses the server lists for a signed-in customer", async () => {
    const { api, call } = fakeApi(true, {
      auth: { ok: true, data: { user: { id: 9, firstName: "A", lastName: "B", fullName: "A B", verified: true } } },
      "lists/state": { ok: true, data: { cart: cartAnswer, wishIds: [], compareIds: [1] } },
    });
    const counts = await getListCounts(request("bz_cart=%5B%5D"), api);
    expect(counts).toMatchObject({ cartCount: 2, cartTotal: 12345, compareCount: 1 });
    expect(call.mock.calls.map((c) => c[0])).toEqual(["auth", "lists/state"]);
    expect(call.mock.calls[1]![1]).toEqual({});
  });

  it("answers empty lists when the service fails, and resets a tampered cookie", async () => {
    const { api } = fakeApi(false, { "lists/state": { ok: false, error: "down" } });
    const counts = await getListCounts(request("bz_cart=%7Bjunk; bz_compare=%5B3%5D"), api);
    expect(counts.cartCount).toBe(0);
    expect(api.setCookies.some((c) => c.startsWith("bz_cart=;"))).toBe(true);
  });
});
