import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { ApiClient } from "./api.ts";
import { i18nextMiddleware } from "~/middleware/i18next";
import { apiMiddleware, getApi } from "./context.ts";
import { registerUpstream } from "./upstream.ts";

/** An upstream that answers each path with the x-cache-tags given (undefined: no header). */
function upstreamWith(tags: Record<string, string | undefined>) {
  registerUpstream(async (request) => {
    const path = new URL(request.url).pathname.replace(/^\/api\//, "");
    const value = tags[path];
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (value !== undefined) headers["x-cache-tags"] = value;
    return new Response(JSON.stringify({ ok: true, data: {} }), { headers });
  });
}

/** A call by its literal path (the call map's paths are patterns like products/info/{id}). */
const callPath = (api: ApiClient, path: string) => (api.call as unknown as (path: string, payload: object) => Promise<unknown>).call(api, path, {});

describe("the tags of what a render showed", () => {
  const saved = process.env.API_URL;
  beforeEach(() => {
    delete process.env.API_URL;
  });
  afterEach(() => {
    registerUpstream(undefined);
    if (saved !== undefined) process.env.API_URL = saved;
  });

  it("gathers the tags of every answer, and `any` for a call that declares none", async () => {
    upstreamWith({ "products/info/6": "p:6 pd:6 list", products: "list", branches: "" });
    const api = new ApiClient(new Request("http://shop.test/"), "en");
    await callPath(api, "products/info/6");
    await callPath(api, "products");
    await callPath(api, "branches");
    expect([...api.cacheTags].sort()).toEqual(["list", "p:6", "pd:6"]);
    upstreamWith({});
    await callPath(api, "menus");
    expect(api.cacheTags.has("any")).toBe(true);
  });

  it("puts them on the page's answer for the page cache", async () => {
    upstreamWith({ "products/info/7": "p:7 pd:7 list" });
    const context = new RouterContextProvider();
    const request = new Request("http://shop.test/some-product-7");
    const args = { request, context, params: {}, unstable_pattern: "/" } as never;
    const response = await i18nextMiddleware(args, () =>
      apiMiddleware(args, async () => {
        await callPath(getApi(context), "products/info/7");
        return new Response("<p>page</p>", { headers: { "content-type": "text/html" } });
      }) as Promise<Response>,
    );
    expect((response as Response).headers.get("x-cache-tags")?.split(" ").sort()).toEqual(["list", "p:7", "pd:7"]);
  });
});
