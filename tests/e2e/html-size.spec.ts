import { expect, test } from "@playwright/test";

/**
 * The raw (uncompressed) HTML a new visitor gets stays under its budget (ADR 0022):
 * the same pages and the same measure as `npm run bench` (kB = 1024 bytes, seeded demo data).
 * The budgets are the issue's aims where they are met, else the size reached with a little
 * headroom, so a page cannot silently grow back (docs/benchmarks.md has the figures).
 * HTTP only: the document is the same with JavaScript on and off, so it runs in the js project.
 */
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP-level check: the same document with JavaScript off");

const KB = 1024;
const BUDGETS: { path: string; kB: number; aim?: number }[] = [
  // above the aims: the menu tree is still in every page twice (mega menu and drawer, ADR 0022)
  // and home's 46 cards carry two responsive pictures each; measured 53.9 / 83.7 / 185.0 /
  // 187.1 / 201.4 kB, the budgets leave ~4 % for data the other specs add (reviews, stock)
  { path: "/login", kB: 56, aim: 45 },
  { path: "/satin-pleated-skirt-6", kB: 88, aim: 80 },
  { path: "/", kB: 192, aim: 150 },
  { path: "/women", kB: 194 },
  { path: "/ru/", kB: 209 },
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
