/**
 * The storefront's cart, wishlist and compare over the real API (in-process, on a test
 * database: PGlite, or PostgreSQL when DATABASE_URL is set): a tampered guest cookie —
 * wrong price fields, negative quantities, 10 KB of junk, unknown ids — never changes a
 * price or a total and never fails; it is reset or cleaned. Signing in merges the guest
 * lists into the server lists and clears the cookies.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../../app/.server/api.ts";
import { login } from "../../app/.server/api/account.ts";
import { getServerCart, getServerWishlist } from "../../app/.server/api/lists.ts";
import { encodeCookieValue } from "../../app/.server/cookies.ts";
import { mergeGuestLists } from "../../app/.server/guest-lists.ts";
import { getLists } from "../../app/.server/lists-summary.ts";
import { registerUpstream } from "../../app/.server/upstream.ts";
import { signUp } from "../../backend/auth/testing.ts";
import { insertFixtures, type Fixtures } from "../../backend/catalog/test-fixtures.ts";
import { testApi } from "../../backend/test/db.ts";

let api: Awaited<ReturnType<typeof testApi>>;
let P: Fixtures["products"];

beforeAll(async () => {
  delete process.env.API_URL;
  api = await testApi();
  P = (await insertFixtures(api.database)).products;
  registerUpstream((request) => api.app.fetch(request));
}, 180_000);
afterAll(() => registerUpstream(undefined));

const cookieOf = (name: string, value: unknown) => `bz_${name}=${encodeCookieValue(typeof value === "string" ? value : JSON.stringify(value))}`;

function browser(cookie = "") {
  const request = new Request("http://shop.test/cart", { headers: cookie ? { cookie } : {} });
  return { request, client: new ApiClient(request, "en") };
}

const setCookieNames = (client: ApiClient) => client.setCookies.map((c) => c.split("=")[0]);

describe("tampered guest cookies", () => {
  it("never change a price or a total and never fail", async () => {
    const clean = [
      { id: P.whiteShirt, size: "S", option: 0, qty: 2 },
      { id: P.cup, size: "", option: 0, qty: 1 },
    ];
    const reference = browser(cookieOf("cart", clean));
    const expected = await getLists(reference.request, reference.client);
    expect(expected.failed).toBeUndefined();
    expect(expected.cart.summary.total).toBe(2 * 5990 + 1500);
    expect(reference.client.setCookies).toEqual([]);

    // extra price fields are dropped by the cookie schema: same lines, same prices
    const priced = browser(cookieOf("cart", clean.map((l) => ({ ...l, price: 1, total: 1, discount: 100 }))));
    const pricedLists = await getLists(priced.request, priced.client);
    expect(pricedLists.cart.summary).toEqual(expected.cart.summary);
    expect(pricedLists.cart.items.map((i) => i.price)).toEqual(expected.cart.items.map((i) => i.price));

    // unknown and hidden ids: the lines are left out and the cookie is cleaned
    const unknown = browser(cookieOf("cart", [...clean, { id: 999_999, size: "M", option: 0, qty: 1 }, { id: P.hidden, size: "M", option: 0, qty: 1 }]));
    const unknownLists = await getLists(unknown.request, unknown.client);
    expect(unknownLists.cart.summary).toEqual(expected.cart.summary);
    expect(setCookieNames(unknown.client)).toEqual(["bz_cart"]);
    expect(decodeURIComponent(unknown.client.setCookies[0]!.split(";")[0]!.slice("bz_cart=".length))).toBe(JSON.stringify(clean));

    // negative quantities, 10 KB of junk, broken JSON: reset, empty cart, no error
    for (const raw of [
      JSON.stringify([{ id: P.cup, size: "", option: 0, qty: -5 }]),
      "x".repeat(10 * 1024),
      "[{not json",
      JSON.stringify({ total: 0 }),
    ]) {
      const b = browser(cookieOf("cart", raw));
      const lists = await getLists(b.request, b.client);
      expect(lists.cart.items).toEqual([]);
      expect(lists.cart.summary.total).toBe(0);
      expect(b.client.setCookies).toHaveLength(1);
      expect(b.client.setCookies[0]).toMatch(/^bz_cart=;.*Max-Age=0/);
    }

    // quantities over the stock are capped to the stock, never priced beyond it
    const greedy = browser(cookieOf("cart", [{ id: P.cup, size: "", option: 0, qty: 999 }]));
    const greedyLists = await getLists(greedy.request, greedy.client);
    expect(greedyLists.cart.summary.total).toBe(10 * 1500);
    expect(greedyLists.cart.items[0]).toMatchObject({ qty: 10, manyQty: true });
  });

  it("clean wishlist and compare cookies of products that are gone", async () => {
    const b = browser(
      [cookieOf("wish", [{ id: P.silkDress, size: "S", option: 0 }, { id: 999_999, size: "", option: 0 }]), cookieOf("compare", [P.cup, P.hidden])].join("; "),
    );
    const lists = await getLists(b.request, b.client);
    expect(lists.wishIds).toEqual([P.silkDress]);
    expect(lists.compareIds).toEqual([P.cup]);
    expect(setCookieNames(b.client).sort()).toEqual(["bz_compare", "bz_wish"]);
  });
});

describe("sign-in merge", () => {
  it("moves the guest lists to the server and clears the cookies", async () => {
    const user = await signUp(api.call, api.database);
    const cookie = [
      cookieOf("cart", [{ id: P.whiteShirt, size: "L", option: 0, qty: 2 }]),
      cookieOf("wish", [{ id: P.cup, size: "", option: 0 }]),
      cookieOf("compare", [P.silkDress]),
    ].join("; ");
    const b = browser(cookie);
    const answer = await login(b.client, { username: user.mobile, password: user.password });
    expect(answer.ok).toBe(true);
    expect(await mergeGuestLists(b.client, b.request)).toEqual({ cart: 1, wishlist: 1, compare: 1, adjusted: [] });
    const cleared = b.client.setCookies.filter((c) => /^bz_(cart|wish|compare)=/.test(c));
    expect(cleared).toHaveLength(3);
    expect(cleared.every((c) => c.includes("Max-Age=0"))).toBe(true);
    const cart = await getServerCart(b.client);
    expect(cart.data!.items.map((i) => [i.productId, i.size, i.qty])).toEqual([[P.whiteShirt, "L", 2]]);
    expect((await getServerWishlist(b.client)).data!.items.map((i) => i.productId)).toEqual([P.cup]);
  });
});
