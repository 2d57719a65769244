/**
 * The pages the standards checks (Nu HTML checker, axe) look at: one of each kind in English,
 * and home, category and product in Azerbaijani and Russian. Products and categories come from
 * the seeded catalogue through the API and the pages' own links (no fixed ids); the other
 * languages' paths from each page's hreflang links (slugs differ per language).
 */
import { expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { submitForm, apiData } from "./helpers.ts";

export interface StandardPage {
  /** a short readable name for the reports */
  name: string;
  path: string;
  /** needs the guest cart cookie (cart, checkout) or a signed-in customer (cabinet) */
  needs?: "cart" | "login";
  /** the status the page answers (404 for the not-found page) */
  status?: number;
}

/** The demo customer of the seed (README). */
export const DEMO = { username: "994501234567", password: "Demo12345" };

interface Card {
  id: number;
  route: string;
  giftProducts: unknown[];
  priceInStore: boolean;
  qty: number;
}

async function text(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return response.text();
}

function alternate(html: string, lang: "az" | "ru"): string {
  const match = new RegExp(`<link rel="alternate" hrefLang="${lang}" href="([^"]+)"`, "i").exec(html);
  expect(match, `hreflang ${lang} link`).not.toBeNull();
  return new URL(match![1]!.replace(/&amp;/g, "&")).pathname;
}

let cached: Promise<{ pages: StandardPage[]; cartProduct: { id: number; size: string } }> | undefined;

/** Finds the pages once per worker. */
export function standardPages(request: APIRequestContext) {
  cached ??= discover(request);
  return cached;
}

async function discover(request: APIRequestContext) {
  const list = await apiData<{ items: Card[] }>(request, "products", { page: 1, limit: 40 });
  const buyable = list.items.filter((c) => !c.priceInStore && c.qty > 0);
  const plain = buyable.find((c) => c.giftProducts.length === 0)!;
  const gifts = buyable.find((c) => c.giftProducts.length > 0);
  expect(gifts, "a seeded product with gifts").toBeTruthy();
  const sets = await apiData<{ items: Card[] }>(request, "products", { search: "set", limit: 20 });
  let setRoute: string | null = null;
  for (const item of sets.items) {
    const detail = await apiData<{ sets: unknown[] }>(request, `products/info/${item.id}`);
    if (detail.sets.length >= 2) {
      setRoute = item.route;
      break;
    }
  }
  expect(setRoute, "a seeded set product").not.toBeNull();
  const detail = await apiData<{ variants: { siteSize: string; total: number }[] }>(request, `products/info/${plain.id}`);
  const size = detail.variants.find((v) => v.total > 0)?.siteSize ?? "";

  // a category with filters, an article and a static page from the pages' own links
  const home = await text(request, "/");
  const category = /href="(\/women\/[a-z0-9-]+\/[a-z0-9-]+)"/.exec(home)?.[1] ?? "/women";
  const categoryHtml = await text(request, category);
  const colour = /name="color" value="([^"]+)"/.exec(categoryHtml)?.[1];
  const blog = await text(request, "/blog");
  const article = /href="(\/blog\/(?!category\/)[a-z0-9-]+)"/.exec(blog)?.[1];
  expect(article, "an article link on /blog").toBeTruthy();
  const product = await text(request, plain.route);
  const brand = /href="(\/brands\/[a-z0-9-]+)"/.exec(await text(request, "/brands"))?.[1];
  expect(brand, "a brand link on /brands").toBeTruthy();

  const pages: StandardPage[] = [
    { name: "home", path: "/" },
    { name: "category", path: category },
    { name: "filtered category", path: colour ? `${category}?color=${encodeURIComponent(colour)}` : `${category}?sort=priceUp` },
    { name: "search", path: "/search?search=shirt" },
    { name: "search without results", path: "/search?search=qqxxzzqq" },
    { name: "brand", path: brand! },
    { name: "product", path: plain.route },
    { name: "product with gifts", path: gifts!.route },
    { name: "product with a set", path: setRoute! },
    { name: "product photo page", path: `${plain.route}?photo=2` },
    { name: "cart with an item", path: "/cart", needs: "cart" },
    { name: "checkout with an item", path: "/checkout", needs: "cart" },
    { name: "login", path: "/login" },
    { name: "signup", path: "/signup" },
    { name: "cabinet", path: "/cabinet", needs: "login" },
    { name: "blog", path: "/blog" },
    { name: "blog page 2", path: "/blog?p=2" },
    { name: "article", path: article! },
    { name: "branches", path: "/branches" },
    { name: "static page", path: "/about" },
    { name: "404", path: "/no-such-page-here", status: 404 },
    { name: "home (az)", path: "/az" },
    { name: "home (ru)", path: "/ru" },
    { name: "category (az)", path: alternate(categoryHtml, "az") },
    { name: "category (ru)", path: alternate(categoryHtml, "ru") },
    { name: "product (az)", path: alternate(product, "az") },
    { name: "product (ru)", path: alternate(product, "ru") },
  ];
  return { pages, cartProduct: { id: plain.id, size } };
}

/** Puts one line into the guest cart cookie of a browser context. */
export async function addCartCookie(context: BrowserContext, baseURL: string, item: { id: number; size: string }): Promise<void> {
  const value = encodeURIComponent(JSON.stringify([{ id: item.id, size: item.size, option: 0, qty: 1 }]));
  await context.addCookies([{ name: "bz_cart", value, url: baseURL }]);
}

/** Signs the demo customer in through the login form. */
export async function logIn(page: Page): Promise<void> {
  await page.goto("/login", { waitUntil: "domcontentloaded" });
  await submitForm(page, page.getByTestId("login-form"), DEMO);
  await expect(page).not.toHaveURL(/\/login/);
}
