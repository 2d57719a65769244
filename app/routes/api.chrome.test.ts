/**
 * The shop chrome's resource routes against a mocked commerce API: /newsletter (fetcher and
 * no-JS post), /suggest and /push, plus the sale banner's no-JS close.
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { answer, installMockApi } from "../../tests/mocks/api.ts";
import { apiMiddleware } from "~/.server/context";
import { newsletterCookieName, readNewsletterState } from "~/.server/newsletter-state";
import { hideSaleRedirect } from "~/routes/layout.server";
import { i18nextMiddleware } from "~/middleware/i18next";
import { action as newsletterAction, backTo } from "./api.newsletter.ts";
import { action as pushAction, sameOrigin } from "./api.push.ts";
import { loader as suggestLoader, suggestionText } from "./api.suggestions.ts";

installMockApi();

type Handler = (args: never) => Promise<unknown>;

/** Runs a route handler behind the root's i18n and API middlewares, as the server does. */
async function run(handler: Handler, request: Request): Promise<unknown> {
  const context = new RouterContextProvider();
  let result: unknown;
  const args = { request, context, params: {}, url: new URL(request.url), pattern: "", unstable_pattern: "" } as never;
  await (i18nextMiddleware as (a: unknown, n: () => Promise<Response>) => Promise<Response>)(args, async () =>
    (apiMiddleware as (a: unknown, n: () => Promise<Response>) => Promise<Response>)(args, async () => {
      result = await handler(args);
      return new Response(null);
    }),
  );
  return result;
}

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`http://shop.test${path}`, { method: "POST", body: new URLSearchParams(fields), headers });
}

const asData = (value: unknown) => value as { data: { ok: boolean; message?: string; errors?: { email?: string }; error?: string }; init: { status?: number } };

describe("POST /newsletter", () => {
  it("answers a fetcher with the API's message", async () => {
    const seen = answer("subscriptions/send", { ok: true, data: { message: "You have successfully subscribed" } });
    const result = asData(await run(newsletterAction as Handler, post("/newsletter", { email: "ada@example.com", via: "fetch", lang: "ru" })));
    expect(result.data).toEqual({ ok: true, message: "You have successfully subscribed" });
    expect(seen[0].body).toEqual({ email: "ada@example.com", website: "", lang: "ru" });
  });

  it("refuses a malformed address without calling the API, with the error's code (the footer says it in the page's language)", async () => {
    const seen = answer("subscriptions/send", { ok: true, data: { message: "x" } });
    const en = asData(await run(newsletterAction as Handler, post("/newsletter", { email: "nope", via: "fetch", lang: "en" })));
    expect(en.data.errors?.email).toBe("field.wrongEmail");
    expect(en.init.status).toBe(400);
    const az = asData(await run(newsletterAction as Handler, post("/newsletter", { email: "  ", via: "fetch", lang: "az" })));
    expect(az.data.errors?.email).toBe("field.required");
    expect(seen).toHaveLength(0);
  });

  it("passes the API's email error through as its code; any other refusal as the answer's code", async () => {
    answer("subscriptions/send", { ok: false, errors: { email: "Wrong email address" }, codes: { email: "field.wrongEmail" } });
    const result = asData(await run(newsletterAction as Handler, post("/newsletter", { email: "ada@example.com", via: "fetch" })));
    expect(result.data).toEqual({ ok: false, errors: { email: "field.wrongEmail" } });
    answer("subscriptions/send", { ok: false, error: "Too many attempts. Please try again in a few minutes.", code: "auth.tooMany" });
    const limited = asData(await run(newsletterAction as Handler, post("/newsletter", { email: "ada@example.com", via: "fetch" })));
    expect(limited.data).toEqual({ ok: false, error: "auth.tooMany" });
  });

  /** The answer a plain post leaves for the next page, read back as the layout loader reads it. */
  const stateOf = (response: Response) => {
    const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0]!;
    expect(cookie.startsWith(`${newsletterCookieName()}=`)).toBe(true);
    return readNewsletterState(new Request("http://shop.test/", { headers: { cookie } }));
  };

  it("answers a plain post with a 303 back to the page's newsletter form and the thank-you for the footer", async () => {
    answer("subscriptions/send", { ok: true, data: { message: "You have successfully subscribed" } });
    const response = (await run(
      newsletterAction as Handler,
      post("/newsletter", { email: "ada@example.com", back: "/ignored" }, { referer: "http://shop.test/az/blog?p=2" }),
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/az/blog?p=2#newsletter");
    expect(response.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    expect(stateOf(response)).toEqual({ ok: true, message: "You have successfully subscribed" });
  });

  it("keeps the typed address and the error for the footer after a refused plain post (no toast)", async () => {
    const seen = answer("subscriptions/send", { ok: false, errors: { email: "Wrong email address" }, codes: { email: "field.wrongEmail" } });
    const bad = (await run(newsletterAction as Handler, post("/newsletter", { email: "not-an-email", back: "/sale", lang: "ru" }))) as Response;
    expect(bad.headers.get("location")).toBe("/sale#newsletter");
    expect(stateOf(bad)).toEqual({ ok: false, email: "not-an-email", error: "field.wrongEmail" });
    expect(seen).toHaveLength(0);
    // the API's own refusal too
    const refused = (await run(newsletterAction as Handler, post("/newsletter", { email: "ada@example.com", back: "/sale" }))) as Response;
    expect(stateOf(refused)).toEqual({ ok: false, email: "ada@example.com", error: "field.wrongEmail" });
  });

  it("reads a forged or broken newsletter cookie as nothing", () => {
    const read = (value: string) =>
      readNewsletterState(new Request("http://shop.test/", { headers: { cookie: `${newsletterCookieName()}=${encodeURIComponent(value)}` } }));
    expect(read("{not json")).toBeNull();
    expect(read(JSON.stringify({ ok: false, email: 5, error: "x" }))).toBeNull();
    expect(read(JSON.stringify({ ok: true }))).toBeNull();
    expect(read(JSON.stringify({ ok: false, email: "a".repeat(400), error: "e" }))).toEqual({ ok: false, email: "a".repeat(254), error: "e" });
  });

  it("never goes back to another site", async () => {
    answer("subscriptions/send", { ok: false, errors: { email: "Wrong email address" }, codes: { email: "field.wrongEmail" } });
    const response = (await run(
      newsletterAction as Handler,
      post("/newsletter", { email: "ada@example.com", back: "//evil.example/x" }, { referer: "https://evil.example/phish" }),
    )) as Response;
    expect(response.headers.get("location")).toBe("/#newsletter");
    expect(stateOf(response)).toMatchObject({ ok: false, error: "field.wrongEmail" });
  });

  it("backTo prefers a same-origin Referer, then the form's path, then home", () => {
    const request = (referer?: string) => new Request("http://shop.test/newsletter", { headers: referer ? { referer } : {} });
    expect(backTo(request("http://shop.test/sale?p=2"), "/x", "en")).toBe("/sale?p=2");
    expect(backTo(request("http://other.test/sale"), "/ru/blog", "ru")).toBe("/ru/blog");
    expect(backTo(request(), "https://other.test/", "az")).toBe("/az");
  });
});

describe("GET /suggest", () => {
  it("asks nothing for fewer than two characters", async () => {
    const seen = answer("search/suggestions", { ok: true, data: { products: [{ id: 1 }], categories: [], collections: [] } });
    const response = (await run(suggestLoader as Handler, new Request("http://shop.test/suggest?search=%20a%20"))) as Response;
    expect(await response.json()).toEqual({ products: [], categories: [], collections: [] });
    expect(seen).toHaveLength(0);
  });

  it("asks the API in the query's language with the trimmed text cut at 30", async () => {
    const groups = { products: [{ id: 7, title: "Kətan köynək", route: "/ketan-koynek-7", image: null, price: 3850 }], categories: [], collections: [] };
    const seen = answer("search/suggestions", { ok: true, data: groups });
    const long = `  ${"k".repeat(40)}  `;
    const response = (await run(suggestLoader as Handler, new Request(`http://shop.test/suggest?search=${encodeURIComponent(long)}&lang=az`))) as Response;
    expect(await response.json()).toEqual(groups);
    expect(seen[0].body ?? seen[0].query).toMatchObject({ search: "k".repeat(30), lang: "az" });
  });

  it("answers empty groups when the API fails", async () => {
    answer("search/suggestions", { ok: false, error: "Something went wrong" });
    const response = (await run(suggestLoader as Handler, new Request("http://shop.test/suggest?search=shirt"))) as Response;
    expect(await response.json()).toEqual({ products: [], categories: [], collections: [] });
    expect(suggestionText("  linen  ")).toBe("linen");
  });
});

describe("POST /push", () => {
  const subscription = { endpoint: "https://push.example/abc", expirationTime: null, keys: { p256dh: "key", auth: "secret" } };
  const jsonPost = (body: unknown, headers: Record<string, string> = {}) =>
    new Request("http://shop.test/push", { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", ...headers } });

  it("stores a subscription through push-notifications/create-subscriber", async () => {
    const seen = answer("push-notifications/create-subscriber", { ok: true, data: { id: 5 } });
    const response = (await run(pushAction as Handler, jsonPost({ subscription }, { origin: "http://shop.test" }))) as Response;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, id: 5 });
    expect(seen[0].body).toMatchObject({ endpoint: subscription.endpoint, keys: subscription.keys });
  });

  it("refuses form posts, other origins and malformed subscriptions", async () => {
    const seen = answer("push-notifications/create-subscriber", { ok: true, data: { id: 5 } });
    const form = (await run(pushAction as Handler, post("/push", { endpoint: "x" }))) as Response;
    expect(form.status).toBe(415);
    const foreign = (await run(pushAction as Handler, jsonPost({ subscription }, { origin: "https://evil.example" }))) as Response;
    expect(foreign.status).toBe(403);
    const bad = (await run(pushAction as Handler, jsonPost({ subscription: { ...subscription, endpoint: "http://plain.example" } }))) as Response;
    expect(bad.status).toBe(400);
    expect(seen).toHaveLength(0);
    expect(sameOrigin(new Request("http://shop.test/push"))).toBe(true);
  });

  it("records a notification click", async () => {
    const seen = answer("push-notifications/url-visited/9", { ok: true, data: { visits: 1 } });
    const response = (await run(pushAction as Handler, jsonPost({ visited: 9 }))) as Response;
    expect(response.status).toBe(200);
    expect(seen).toHaveLength(1);
  });
});

describe("sale banner close without JavaScript", () => {
  it("stores the choice and redirects to the clean URL", () => {
    const response = hideSaleRedirect(new Request("http://shop.test/az/blog?p=2&hide_sale=1"))!;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/az/blog?p=2");
    expect(response.headers.get("set-cookie")).toMatch(/sale_banner=closed; Max-Age=604800; Path=\//);
    expect(hideSaleRedirect(new Request("http://shop.test/az/blog"))).toBeNull();
  });
});
