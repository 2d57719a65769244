import { expect, test } from "@playwright/test";
import { LANGS, expectDocument, html, lang, open } from "./helpers.ts";

test.describe("foundation", () => {
  for (const language of LANGS) {
    test(`${lang("/", language)} is server-rendered in ${language}`, async ({ page }) => {
      const raw = await html(page, lang("/", language));
      expect(raw.status).toBe(200);
      expect(raw.headers["content-type"]).toContain("text/html");
      expect(raw.body).toMatch(new RegExp(`<html[^>]*\\blang="${language}"`));
      // The document is complete without JavaScript: the main landmark and the title are in the HTML.
      expect(raw.body).toContain('<main id="main"');
      expect(raw.body).toMatch(/<title>[^<]+<\/title>/);

      const response = await open(page, lang("/", language));
      expect(response?.status()).toBe(200);
      await expectDocument(page, language);
    });
  }

  test("/en is the same English shop as the unprefixed path", async ({ page }) => {
    const raw = await html(page, "/en");
    expect(raw.status).toBe(200);
    expect(raw.body).toMatch(/<html[^>]*\blang="en"/);
  });

  test("an unknown path answers 404 with the not-found page", async ({ page }) => {
    const response = await open(page, "/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page not found" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    const ru = await page.goto(lang("/no-such-page", "ru"));
    expect(ru?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  });

  test("/healthz and /readyz answer 200", async ({ request }) => {
    const health = await request.get("/healthz");
    expect(health.status()).toBe(200);
    expect(await health.json()).toMatchObject({ ok: true });
    expect(health.headers()["cache-control"]).toBe("no-store");

    const ready = await request.get("/readyz");
    expect(ready.status()).toBe(200);
    const body = (await ready.json()) as { ok: boolean; db?: string };
    expect(body.ok).toBe(true);
    expect(["pglite", "postgres"]).toContain(body.db);
  });

  test("idle connections are kept 65 s, past a proxy's 60 s idle timeout (no reset of a reused connection)", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.headers()["keep-alive"]).toBe("timeout=65");
  });

  test("every response carries a request id", async ({ request }) => {
    const response = await request.get("/healthz", { headers: { "x-request-id": "e2e-request-1" } });
    expect(response.headers()["x-request-id"]).toBe("e2e-request-1");
    const fresh = await request.get("/healthz");
    expect(fresh.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("hashed static assets are cached as immutable, HTML is not", async ({ page, request }) => {
    const raw = await html(page, "/");
    const assets = [...raw.body.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThan(0);
    expect(assets.some((a) => a.endsWith(".css"))).toBe(true);
    for (const asset of new Set(assets)) {
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      const cache = response.headers()["cache-control"] ?? "";
      expect(cache, asset).toContain("immutable");
      expect(cache, asset).toContain("max-age=31536000");
    }
    expect(raw.headers["cache-control"] ?? "").not.toContain("immutable");
  });

  test("responses are compressed", async ({ request }) => {
    const response = await request.get("/", { headers: { "accept-encoding": "gzip" } });
    expect(response.headers()["content-encoding"]).toBe("gzip");
  });

  test("hreflang alternates name every language and keep the query string the page reads (no tracking marks)", async ({ page }) => {
    await page.goto("/?utm_source=e2e&p=2");
    const alternates = page.locator('link[rel="alternate"][hreflang]');
    await expect(alternates).toHaveCount(4);
    const hrefs = Object.fromEntries(
      await alternates.evaluateAll((links) => links.map((l) => [l.getAttribute("hreflang"), new URL(l.getAttribute("href") ?? "").pathname + new URL(l.getAttribute("href") ?? "").search])),
    ) as Record<string, string>;
    expect(hrefs).toEqual({
      az: "/az?p=2",
      en: "/?p=2",
      ru: "/ru?p=2",
      "x-default": "/?p=2",
    });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/\?p=2$/);
  });

  test("the language switcher keeps the path and the query string", async ({ page }) => {
    await open(page, "/search?search=shirt&sort=priceUp");
    const switchTo = (language: string) => page.getByTestId(`lang-${language}`).filter({ visible: true }).first();

    await switchTo("az").click();
    await expect(page).toHaveURL(/\/az\/search\?search=shirt&sort=priceUp$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "az");

    await switchTo("ru").click();
    await expect(page).toHaveURL(/\/ru\/search\?search=shirt&sort=priceUp$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");

    await switchTo("en").click();
    await expect(page).toHaveURL(/\/search\?search=shirt&sort=priceUp$/);
    expect(new URL(page.url()).pathname).toBe("/search");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("robots.txt and sitemap.xml are served", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain("Sitemap:");
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()["content-type"]).toContain("xml");
  });
});
