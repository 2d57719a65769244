import http from "node:http";
import { expect, test } from "@playwright/test";

/** GET with a forged Host header (fetch and Playwright's request keep the real one). */
function getWithHost(base: string, path: string, host: string): Promise<{ status: number; body: string }> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname: url.hostname, port: url.port, path: url.pathname + url.search, headers: { host } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

test.describe("one public origin (SITE_URL)", () => {
  test("robots.txt, the sitemap and canonical links ignore a forged Host header", async ({ baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== "js", "no browser involved: once is enough");
    const origin = new URL(baseURL!).origin;
    const robots = await getWithHost(origin, "/robots.txt", "evil.example");
    expect(robots.status).toBe(200);
    expect(robots.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots.body).not.toContain("evil.example");

    const sitemap = await getWithHost(origin, "/sitemap.xml", "evil.example");
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).toContain(`<loc>${origin}/</loc>`);
    expect(sitemap.body).not.toContain("evil.example");

    const home = await getWithHost(origin, "/", "evil.example");
    expect(home.body).toContain(`<link rel="canonical" href="${origin}/"`);
    expect(home.body).not.toContain("evil.example");
  });
});

test.describe("structured data of the home page", () => {
  test("Organization and WebSite with a SearchAction, in every language", async ({ request, baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== "js", "no browser involved: once is enough");
    for (const prefix of ["", "/az", "/ru"]) {
      const html = await (await request.get(`${prefix}/`)).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
      const organization = blocks.find((b) => b["@type"] === "Organization");
      const website = blocks.find((b) => b["@type"] === "WebSite") as { potentialAction?: { target?: { urlTemplate?: string } } } | undefined;
      expect(organization, `${prefix || "/"} Organization`).toBeTruthy();
      expect(website?.potentialAction?.target?.urlTemplate, `${prefix || "/"} SearchAction`).toBe(`${baseURL}${prefix}/search?search={search_term_string}`);
    }
  });
});

test("category pages carry a meta description in every language", async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== "js", "no browser involved: once is enough");
  for (const prefix of ["", "/az", "/ru"]) {
    const response = await request.get(`${prefix}/women`);
    expect(response.status(), `${prefix}/women`).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-testid="filter-form"');
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(description.length, `${prefix}/women`).toBeGreaterThan(40);
  }
});
