/**
 * Full-page screenshots of shop pages at 375 px and 1280 px wide, against a running server:
 *
 *   npx tsx scripts/screenshots.ts [--url http://localhost:3000] [--out screenshots] [--nojs] [name=/path …]
 *
 * Without name=/path arguments a standard list is taken (home in three languages, a category,
 * a product, search, cart, login, the 404 page; category and product are looked up through
 * the API). Files: {out}/{name}-375.png and {out}/{name}-1280.png. Motion is reduced (sliders
 * stay on their first slide), the discount popup is kept closed and the phone's fixed bottom
 * bar is hidden in the full-page capture.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { screenshotsDir } from "./screenshot-dir.ts";

const args = process.argv.slice(2);
function option(name: string, fallback: string): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
}
const base = option("url", process.env.SHOP_URL ?? "http://localhost:3000").replace(/\/$/, "");
const out = path.resolve(option("out", screenshotsDir()));
const javaScriptEnabled = !args.includes("--nojs");
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
] as const;

async function apiFirst<T>(call: string): Promise<T | undefined> {
  try {
    const res = await fetch(`${base}/api/${call}${call.includes("?") ? "&" : "?"}lang=en`);
    const body = (await res.json()) as { ok: boolean; data?: T };
    return body.ok ? body.data : undefined;
  } catch {
    return undefined;
  }
}

async function defaultPages(): Promise<[string, string][]> {
  const pages: [string, string][] = [
    ["home", "/"],
    ["home-az", "/az"],
    ["home-ru", "/ru"],
  ];
  const categories = await apiFirst<{ route: string; children: unknown[] }[]>("categories");
  const category = categories?.find((c) => c.children.length > 0) ?? categories?.[0];
  if (category) pages.push(["category", category.route]);
  const products = await apiFirst<{ items: { route: string }[] }>("products?limit=1");
  if (products?.items[0]) pages.push(["product", products.items[0].route]);
  pages.push(["search", "/search?search=shirt"], ["cart", "/cart"], ["login", "/login"], ["not-found", "/no-such-page"]);
  return pages;
}

/** Scrolls through the page so lazily loaded images load, then waits for them. */
async function loadEverything(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
  await page
    .waitForFunction(() => Array.from(document.images).every((img) => img.complete), undefined, { timeout: 10_000 })
    .catch(() => {});
  await page.waitForTimeout(300);
}

async function main() {
  const named = args.filter((a) => /^[\w-]+=\//.test(a)).map((a) => a.split(/=(.*)/s).slice(0, 2) as [string, string]);
  const pages = named.length > 0 ? named : await defaultPages();
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  let failures = 0;
  try {
    for (const viewport of WIDTHS) {
      const context = await browser.newContext({ viewport, javaScriptEnabled, deviceScaleFactor: 1, locale: "en-US", reducedMotion: "reduce" });
      // the timed discount sign-up popup would cover long captures
      await context.addInitScript(() => {
        try {
          window.sessionStorage.setItem("discountPopupClosed", "1");
        } catch {
          /* storage off */
        }
      });
      const page = await context.newPage();
      for (const [name, pagePath] of pages) {
        const file = path.join(out, `${name}-${viewport.width}.png`);
        try {
          const response = await page.goto(base + pagePath, { waitUntil: "load" });
          await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => {});
          await loadEverything(page);
          // a full-page capture paints the fixed phone bar over the middle of the page; hide it
          const hideBar = await page.addStyleTag({ content: "[data-testid=mobile-bar]{display:none!important}" });
          await page.screenshot({ path: file, fullPage: true });
          await hideBar.evaluate((el) => el.parentNode?.removeChild(el));
          console.log(`${path.relative(process.cwd(), file)}  ${pagePath}  (${response?.status() ?? "?"})`);
        } catch (err) {
          failures++;
          console.error(`${name} ${pagePath} at ${viewport.width}px: ${(err as Error).message}`);
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  if (failures > 0) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
