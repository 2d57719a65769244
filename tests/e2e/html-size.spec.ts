import { expect, test } from "@playwright/test";

/**
 * The raw (uncompressed) HTML a new visitor gets stays under its budget (issue 11, ADR 0022):
 * the same pages and the same measure as `npm run bench` (kB = 1024 bytes, seeded demo data).
 * The budgets are the issue's aims where they are met, else the size reached with a little
 * headroom, so a page cannot silently grow back (docs/benchmarks.md has the figures).
 * HTTP only: the document is the same with JavaScript on and off, so it runs in the js project.
 */
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP-level check: the same document with JavaScript off");

const KB = 1024;
const BUDGETS: { path: string; kB: number; aim?: number }[] = [
  // not at the aim yet: the menu tree is still in the page twice (mega menu and drawer, ADR 0022)
  { path: "/login", kB: 62, aim: 45 },
  { path: "/satin-pleated-skirt-6", kB: 98, aim: 80 },
  // 46 cards in four rails, each with two responsive pictures (srcset + sizes)
  { path: "/", kB: 202, aim: 150 },
  { path: "/women", kB: 206 },
  { path: "/ru/", kB: 218 },
];

for (const { path, kB, aim } of BUDGETS) {
  test(`${path}: raw HTML at most ${kB} kB${aim ? ` (aim ${aim} kB)` : ""}`, async ({ playwright, baseURL }) => {
    // a fresh context: no cookies, the document an anonymous visitor (or a crawler) gets
    const request = await playwright.request.newContext({ baseURL });
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const bytes = (await response.body()).length;
    expect(bytes / KB, `${path} is ${(bytes / KB).toFixed(1)} kB`).toBeLessThanOrEqual(kB);
    await request.dispose();
  });
}
