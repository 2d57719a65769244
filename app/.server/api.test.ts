import { afterEach, describe, expect, it } from "vitest";
import { answer, answerHtml, failNetwork, installMockApi } from "../../tests/mocks/api.ts";
import { ApiClient } from "./api.ts";
import { registerUpstream } from "./upstream.ts";

installMockApi();

function client(cookie?: string, lang: "az" | "en" | "ru" = "az", headers: Record<string, string> = {}) {
  const request = new Request("http://shop.test/az/cabinet", { headers: { ...(cookie ? { cookie } : {}), ...headers } });
  return new ApiClient(request, lang);
}

/** name → {value, maxAge} of each Set-Cookie the client collected. */
function cookiesSet(api: ApiClient) {
  const out: Record<string, { value: string; maxAge: number | undefined; httpOnly: boolean }> = {};
  for (const header of api.setCookies) {
    const [pair, ...attrs] = header.split("; ");
    const [name, value] = pair.split("=");
    const maxAge = attrs.find((a) => a.startsWith("Max-Age="));
    out[name] = { value, maxAge: maxAge ? Number(maxAge.slice(8)) : undefined, httpOnly: attrs.includes("HttpOnly") };
  }
  return out;
}

describe("ApiClient over HTTP (API_URL)", () => {
  it("adds lang to a POST body and the bearer token from the access cookie", async () => {
    const seen = answer("users/cart", { ok: true, data: { items: [] } });
    const api = client("bz_access=tok-A; bz_refresh=ref-A", "ru");
    const result = await api.call("users/cart", { page: 2 } as never);
    expect(result).toEqual({ ok: true, data: { items: [] } });
    expect(seen).toHaveLength(1);
    expect(seen[0].method).toBe("POST");
    expect(seen[0].body).toEqual({ page: 2, lang: "ru" });
    expect(seen[0].authorization).toBe("Bearer tok-A");
  });

  it("puts lang and the payload in the query string of a GET", async () => {
    const seen = answer("products", { ok: true, data: [] });
    await client(undefined, "az").call("products", { filter_brand: ["a", "b"], page: 1, search: undefined }, { method: "GET" });
    expect(seen[0].method).toBe("GET");
    expect(seen[0].query).toMatchObject({ lang: "az", page: "1", filter_brand: "b" });
    expect(seen[0].body).toBeUndefined();
  });

  it("sends no Authorization header without a token, and forwards the request id", async () => {
    const seen = answer("products", { ok: true, data: [] });
    await client(undefined, "en", { "x-request-id": "req-42" }).call("products");
    expect(seen[0].authorization).toBeNull();
    expect(seen[0].headers.get("x-request-id")).toBe("req-42");
  });

  it("refreshes an expired token with auth/refresh and retries the call once with the new token", async () => {
    const cart = answer("users/cart", { ok: false, expired: true, error: "Token expired" }, { ok: true, data: { items: [1] } });
    const refresh = answer("auth/refresh", { ok: true, data: { accessToken: "tok-B", refreshToken: "ref-B", refreshTtl: 3600 } });
    const api = client("bz_access=tok-A; bz_refresh=ref-A");

    const result = await api.call("users/cart");

    expect(result).toEqual({ ok: true, data: { items: [1] } });
    expect(refresh).toHaveLength(1);
    expect(refresh[0].body).toMatchObject({ refreshToken: "ref-A", lang: "az" });
    expect(refresh[0].authorization).toBeNull();
    expect(cart.map((c) => c.authorization)).toEqual(["Bearer tok-A", "Bearer tok-B"]);
    const cookies = cookiesSet(api);
    expect(cookies.bz_access).toEqual({ value: "tok-B", maxAge: 3600, httpOnly: true });
    expect(cookies.bz_refresh).toEqual({ value: "ref-B", maxAge: 3600, httpOnly: true });
  });

  it("retries only once: a second `expired` is returned as it is", async () => {
    const cart = answer("users/cart", { ok: false, expired: true, error: "Token expired" });
    const refresh = answer("auth/refresh", { ok: true, data: { accessToken: "tok-B", refreshToken: "ref-B" } });
    const result = await client("bz_access=tok-A; bz_refresh=ref-A").call("users/cart");
    expect(result.ok).toBe(false);
    expect(cart).toHaveLength(2);
    expect(refresh).toHaveLength(1);
  });

  it("clears both token cookies when the refresh is refused", async () => {
    answer("users/cart", { ok: false, expired: true, error: "Token expired" });
    const refresh = answer("auth/refresh", { ok: false, error: "Please log in again" });
    const api = client("bz_access=tok-A; bz_refresh=ref-A");

    const result = await api.call("users/cart");

    expect(result).toMatchObject({ ok: false, expired: true, code: "auth.refreshRefused" });
    expect(refresh).toHaveLength(1);
    const cookies = cookiesSet(api);
    expect(cookies.bz_access).toMatchObject({ value: "", maxAge: 0 });
    expect(cookies.bz_refresh).toMatchObject({ value: "", maxAge: 0 });
    expect(api.signedIn).toBe(false);
  });

  it("clears the cookies without calling auth/refresh when there is no refresh token", async () => {
    answer("users/cart", { ok: false, expired: true });
    const api = client("bz_access=tok-A");
    const result = await api.call("users/cart");
    expect(result.ok).toBe(false);
    expect(Object.keys(cookiesSet(api)).sort()).toEqual(["bz_access", "bz_refresh"]);
  });

  it("turns a network failure into ok:false with the code api.unreachable", async () => {
    failNetwork("products");
    const result = await client().call("products");
    expect(result).toEqual({ ok: false, error: "The shop service cannot be reached. Please try again.", code: "api.unreachable" });
  });

  it("turns an answer that is not JSON into ok:false with the code api.badAnswer", async () => {
    answerHtml("products");
    const result = await client().call("products");
    expect(result).toEqual({ ok: false, error: "The shop service answered unexpectedly. Please try again.", code: "api.badAnswer" });
  });

  it("passes a failing answer's codes and params on to the loader or action", async () => {
    const failure = {
      ok: false,
      error: "One order can hold at most 20 units",
      code: "pricing.orderLimit",
      params: { n: "20" },
      errors: { mobile: "Wrong mobile number" },
      codes: { mobile: "field.wrongMobile" },
    };
    answer("users/add-to-cart", failure);
    expect(await client("bz_access=tok-A").call("users/add-to-cart", { product_id: 1, size: "M", qty: 30 } as never)).toEqual(failure);
  });
});

describe("ApiClient in-process (no API_URL)", () => {
  afterEach(() => registerUpstream(undefined));

  it("calls the registered backend directly, without the network", async () => {
    const previous = process.env.API_URL;
    delete process.env.API_URL;
    try {
      const seen: Request[] = [];
      registerUpstream(async (request) => {
        seen.push(request);
        return Response.json({ ok: true, data: { db: "pglite" } });
      });
      const result = await client("bz_access=tok-A").call("health", {}, { method: "GET" });
      expect(result).toEqual({ ok: true, data: { db: "pglite" } });
      expect(seen).toHaveLength(1);
      expect(new URL(seen[0].url).pathname).toBe("/api/health");
      expect(seen[0].headers.get("authorization")).toBe("Bearer tok-A");
    } finally {
      process.env.API_URL = previous;
    }
  });
});
