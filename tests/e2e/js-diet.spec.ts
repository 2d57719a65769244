import { readdirSync } from "node:fs";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { jsDisabled, open } from "./helpers.ts";

async function firstProductPath(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/products", { data: { lang: "en", page: 1, limit: 1 } });
  const body = (await response.json()) as { ok: boolean; data: { items: { route: string }[] } };
  expect(body.ok).toBe(true);
  return body.data.items[0]!.route;
}

test("the product page preloads its lazy view chunk: every script it loads was a modulepreload of the HTML", async ({ page, request }, testInfo) => {
  test.skip(jsDisabled(testInfo), "script loading needs JavaScript");
  const path = await firstProductPath(request);

  // the server's HTML links the view chunk, with the request's CSP nonce like React Router's own preloads
  const html = await (await request.get(path)).text();
  const viewLink = /<link rel="modulepreload" href="(\/assets\/ProductView-[^"]+\.js)" nonce="[^"]+"/.exec(html);
  expect(viewLink, "ProductView chunk preloaded with a nonce").not.toBeNull();

  await open(page, path);
  await page.waitForLoadState("networkidle");
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
  const { loaded } = await page.evaluate(() => ({
    loaded: performance
      .getEntriesByType("resource")
      .map((e) => new URL(e.name))
      .filter((u) => u.origin === location.origin && u.pathname.endsWith(".js"))
      .map((u) => u.pathname),
  }));
  expect(loaded).toContain(viewLink![1]);
  // the translation namespaces (locales/<lang>/<ns>.json) are still fetched by i18next during
  // hydration: a waterfall of their own, not the view chunk's, left for a later change
  const namespaces = readdirSync("locales/en").map((f) => f.replace(/\.json$/, ""));
  const isLocale = (p: string) => namespaces.some((ns) => new RegExp(`^/assets/${ns}-[\\w-]+\\.js$`).test(p));
  const notPreloaded = loaded.filter((p) => !preloaded.includes(p) && !isLocale(p));
  expect(notPreloaded, "scripts requested without a modulepreload").toEqual([]);
});
