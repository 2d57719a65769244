import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import { html, jsDisabled, lang, open as openPage, settle } from "./helpers.ts";

/**
 * Catalogue listings: filters and sort (one GET form), pagination, search (with and without
 * Azerbaijani letters), empty and hostile input, the slide-in filter panel on phones and the
 * 404 page. Every journey runs with JavaScript on and off.
 */

const CATEGORY = "/women";

/** Opens a page; with JS also waits until a listing view (code-split) has hydrated. */
async function open(page: Page, path: string) {
  const response = await openPage(page, path);
  const listing = page.getByTestId("listing-page");
  if ((await listing.count()) && (await page.evaluate(() => "__reactRouterContext" in window).catch(() => false))) {
    await expect(listing).toHaveAttribute("data-hydrated", "", { timeout: 15_000 });
  }
  return response;
}

/** "1 234.50 ₼" (or a range "10.00 ₼ – 20.00 ₼") → the first amount in manat. */
function firstAmount(text: string): number {
  const match = /(\d[\d\s]*\.\d{2})\s*₼/.exec(text.replace(/\u00a0/g, " "));
  if (!match) throw new Error(`no price in "${text}"`);
  return Number(match[1]!.replace(/\s/g, ""));
}

async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId("product-card").getByTestId("price").allTextContents();
  return texts.map(firstAmount);
}

/** Waits for the listing to show the filters of the URL (JS: the router is idle again). */
async function listingSettled(page: Page, url: RegExp) {
  await expect(page).toHaveURL(url, { timeout: 15_000 });
  await page.waitForLoadState("load");
  await settle(page);
  // the listing has rendered the data of this URL (not only fetched it)
  const listing = page.getByTestId("listing-page");
  // in the page cache's order: a cached copy answers the same parameters in any order
  const params = new URL(page.url()).searchParams;
  params.sort();
  const search = params.toString() ? `?${params}` : "";
  if (await listing.count()) await expect(listing).toHaveAttribute("data-search", search, { timeout: 15_000 });
}

/**
 * Applies what `change` did to the filter form: without JS by pressing the Search button; with
 * JS on a wide screen the change applies by itself.
 */
async function applyFilters(page: Page, testInfo: TestInfo, url: RegExp) {
  if (jsDisabled(testInfo)) await page.getByTestId("apply-filters").click();
  await listingSettled(page, url);
}

/** The first option of a filter group with at least `min` products. */
async function pickOption(group: Locator, min = 2): Promise<{ value: string; title: string }> {
  const labels = group.locator("label");
  const count = await labels.count();
  for (let i = 0; i < count; i++) {
    const label = labels.nth(i);
    const text = (await label.innerText()).trim();
    const n = Number(/(\d+)\s*$/.exec(text)?.[1] ?? 0);
    const input = group.locator(`#${await label.getAttribute("for")}`);
    if (n >= min && !(await input.isChecked())) {
      return { value: (await input.getAttribute("value"))!, title: text.replace(/\s*\d+\s*$/, "").trim() };
    }
  }
  throw new Error("no option with enough products");
}

async function check(group: Locator, value: string) {
  const input = group.locator(`input[value="${value}"]`);
  const id = await input.getAttribute("id");
  await group.locator(`label[for="${id}"]`).click();
}

test.describe("catalogue listing", () => {
  test("filter a category by brand, size and price, then sort by price", async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    await open(page, CATEGORY);
    await expect(page.getByTestId("listing-title")).toHaveText("Women");
    const total = firstNumber(await page.getByTestId("product-count").innerText());
    expect(total).toBeGreaterThan(0);

    // brand
    const brandGroup = page.getByTestId("filter-group-filter_brand");
    const brand = await pickOption(brandGroup, 3);
    await check(brandGroup, brand.value);
    if (!jsDisabled(testInfo)) await listingSettled(page, new RegExp(`filter_brand=${brand.value}`));

    // size (offered for the products of that brand)
    const sizeGroup = page.getByTestId("filter-group-size");
    const size = await pickOption(sizeGroup, 2);
    await check(sizeGroup, size.value);
    await applyFilters(page, testInfo, new RegExp(`size=${encodeURIComponent(size.value).replace(/%20/g, "\\+")}`));
    await expect(page).toHaveURL(new RegExp(`filter_brand=${brand.value}`));

    // price: at most the middle of the prices shown now
    const before = await cardPrices(page);
    expect(before.length).toBeGreaterThan(0);
    const sorted = [...before].sort((a, b) => a - b);
    const max = Math.ceil(sorted[Math.floor((sorted.length - 1) / 2)]!);
    const maxInput = page.getByTestId("price-max");
    await maxInput.fill(String(max));
    if (!jsDisabled(testInfo)) await maxInput.press("Enter");
    else await page.getByTestId("apply-filters").click();
    await listingSettled(page, new RegExp(`price_max=${max}`));

    // sort by price, lowest first
    await page.getByTestId("sort-select").selectOption("priceUp");
    if (jsDisabled(testInfo)) await page.getByTestId("apply-sort").click();
    await listingSettled(page, /sort=priceUp/);

    const url = new URL(page.url());
    expect(url.searchParams.get("filter_brand")).toBe(brand.value);
    expect(url.searchParams.getAll("size")).toEqual([size.value]);
    expect(url.searchParams.get("price_max")).toBe(String(max));

    const cards = page.getByTestId("product-card");
    const n = await cards.count();
    expect(n).toBeGreaterThan(0);
    const prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const price of prices) expect(price).toBeLessThanOrEqual(max);
    for (const brandText of await cards.getByTestId("card-brand").allInnerTexts()) expect(brandText.toLowerCase()).toBe(brand.title.toLowerCase());
    for (let i = 0; i < n; i++) expect((await cards.nth(i).getAttribute("data-sizes"))!.split("|")).toContain(size.value);

    // the form shows what is applied; the count went down
    await expect(brandGroup.locator(`input[value="${brand.value}"]`)).toBeChecked();
    await expect(page.getByTestId("sort-select")).toHaveValue("priceUp");
    expect(firstNumber(await page.getByTestId("product-count").innerText())).toBeLessThan(total);

    // price high to low reverses the order
    await page.getByTestId("sort-select").selectOption("priceDown");
    if (jsDisabled(testInfo)) await page.getByTestId("apply-sort").click();
    await listingSettled(page, /sort=priceDown/);
    const down = await cardPrices(page);
    expect(down).toEqual([...down].sort((a, b) => b - a));

    // a chip removes one filter
    await page.getByTestId("active-filters").getByRole("link", { name: new RegExp(`Remove filter: ${escapeRe(brand.title)}`) }).click();
    await listingSettled(page, /sort=priceDown/);
    expect(new URL(page.url()).searchParams.get("filter_brand")).toBeNull();
  });

  test("deselecting a parent category removes its selected children", async ({ page }, testInfo) => {
    await open(page, CATEGORY);
    const group = page.getByTestId("filter-group-filter_category");
    // a parent with children: its <li> holds a nested list
    const parentItem = group.locator("li:has(> ul)").first();
    const parentInput = parentItem.locator("> label input");
    const childInput = parentItem.locator("ul input").first();
    const parentId = (await parentInput.getAttribute("value"))!;
    const childId = (await childInput.getAttribute("value"))!;

    await parentItem.locator("> label").click();
    if (!jsDisabled(testInfo)) await listingSettled(page, new RegExp(`filter_category=${parentId}`));
    await group.locator(`label[for="${await childInput.getAttribute("id")}"]`).click();
    await applyFilters(page, testInfo, new RegExp(`filter_category=${childId}`));
    expect(new URL(page.url()).searchParams.getAll("filter_category").sort()).toEqual([parentId, childId].sort());

    await group.locator(`label[for="${await parentInput.getAttribute("id")}"]`).click();
    await applyFilters(page, testInfo, /^(?!.*filter_category).*$/);
    await expect(group.locator(`input[value="${childId}"]`)).not.toBeChecked();
    await expect(group.locator(`input[value="${parentId}"]`)).not.toBeChecked();
  });

  test("pagination moves through pages with the p parameter; bad input falls back", async ({ page }) => {
    await open(page, "/products");
    const nav = page.getByTestId("pagination");
    await expect(nav.locator('[aria-current="page"]')).toContainText("1");
    const firstOnPage1 = await page.getByTestId("product-card").first().getAttribute("data-product-id");
    await nav.getByRole("link", { name: "Page 2" }).click();
    await listingSettled(page, /[?&]p=2/);
    await expect(page.getByTestId("pagination").locator('[aria-current="page"]')).toContainText("2");
    expect(await page.getByTestId("product-card").first().getAttribute("data-product-id")).not.toBe(firstOnPage1);
    expect(await page.getByTestId("product-card").count()).toBeLessThanOrEqual(40);

    // previous goes back, and page 1 has no p parameter
    await page.getByTestId("pagination").getByRole("link", { name: "Previous" }).click();
    await listingSettled(page, /\/products$/);

    const bad = await open(page, "/products?p=abc&sort=cheapest");
    expect(bad?.status()).toBe(200);
    await expect(page.getByTestId("pagination").locator('[aria-current="page"]')).toContainText("1");
    await expect(page.getByTestId("sort-select")).toHaveValue("new");
    expect(await page.getByTestId("product-card").first().getAttribute("data-product-id")).toBe(firstOnPage1);
  });

  test("wishlist and compare markers post one shared form per list", async ({ page }) => {
    await open(page, "/products?p=2");
    const card = page.getByTestId("product-card").first();
    const id = await card.getAttribute("data-product-id");
    // no form per card: the markers submit one shared form per list with name=productId (ADR 0022)
    await expect(card.locator("form")).toHaveCount(0);
    const heart = card.getByTestId("wishlist-marker");
    await expect(heart).toHaveAttribute("name", "productId");
    await expect(heart).toHaveAttribute("value", id!);
    const wish = page.locator(`form#${await heart.getAttribute("form")}`);
    await expect(wish).toHaveAttribute("action", "/action/wishlist");
    await expect(wish).toHaveAttribute("method", "post");
    await expect(wish.locator('input[name="intent"]')).toHaveValue("add");
    await expect(wish.locator('input[name="redirectTo"]')).toHaveValue("/products?p=2");
    // no per-visitor token in the page (ADR 0014: the server checks the request's origin instead)
    await expect(wish.locator('input[name="csrf"]')).toHaveCount(0);
    const compare = card.getByTestId("compare-marker");
    await expect(compare).toHaveAttribute("value", id!);
    await expect(page.locator(`form#${await compare.getAttribute("form")}`)).toHaveAttribute("action", "/action/compare");

    // the heart adds to the wishlist and stays on this page; compare turns into a link to /compare
    await card.getByTestId("wishlist-marker").click();
    await page.waitForLoadState("load");
    await settle(page);
    await expect(page).toHaveURL(/\/products\?p=2$/);
    const same = page.locator(`[data-testid="product-card"][data-product-id="${id}"]`);
    await expect(same.getByTestId("wishlist-marker")).toHaveAttribute("aria-pressed", "true");
    await same.hover();
    await same.getByTestId("compare-marker").click();
    await page.waitForLoadState("load");
    await settle(page);
    await expect(page.locator(`[data-testid="product-card"][data-product-id="${id}"]`).getByTestId("compare-marker")).toHaveAttribute("href", "/compare");
  });

  test("colour names in the desktop filter panel are shown whole, not cut off", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, CATEGORY);
    const names = page.getByTestId("color-options").locator("label > span.f-name");
    expect(await names.count()).toBeGreaterThan(3);
    const clipped = await names.evaluateAll((spans) => spans.filter((s) => s.scrollWidth > s.clientWidth).map((s) => s.textContent));
    expect(clipped).toEqual([]);
  });
});

test.describe("search", () => {
  test('"koynek" and "köynək" find the same shirts', async ({ page }) => {
    await open(page, `${lang("/search", "az")}?search=koynek`);
    const plain = await page.getByTestId("product-card").evaluateAll((cards) => cards.map((c) => c.getAttribute("data-product-id")));
    expect(plain.length).toBeGreaterThan(0);
    const titles = await page.getByTestId("card-title").allInnerTexts();
    expect(titles.some((t) => /köynək/i.test(t))).toBe(true);

    await open(page, `${lang("/search", "az")}?search=${encodeURIComponent("köynək")}`);
    const accented = await page.getByTestId("product-card").evaluateAll((cards) => cards.map((c) => c.getAttribute("data-product-id")));
    expect([...accented].sort()).toEqual([...plain].sort());
    await expect(page.getByTestId("product-count")).toHaveText(await page.getByTestId("product-count").innerText());
  });

  test("the search box on the page searches; the query stays in the filter form", async ({ page }, testInfo) => {
    // the page's own search box is for phones (wide screens use the header's)
    await page.setViewportSize({ width: 375, height: 812 });
    await open(page, "/search?search=shirt");
    await expect(page.getByTestId("listing-title")).toHaveText("Search results for “shirt”");
    const form = page.getByTestId("search-page-form");
    await form.locator('input[name="search"]').fill("dress");
    await form.getByRole("button", { name: "Search" }).click();
    await listingSettled(page, /search=dress/);
    await expect(page.getByTestId("listing-title")).toHaveText("Search results for “dress”");
    await page.setViewportSize({ width: 1280, height: 720 });
    // a filter keeps the search text
    const brandGroup = page.getByTestId("filter-group-filter_brand");
    const brand = await pickOption(brandGroup, 1);
    await check(brandGroup, brand.value);
    await applyFilters(page, testInfo, new RegExp(`filter_brand=${brand.value}`));
    expect(new URL(page.url()).searchParams.get("search")).toBe("dress");
  });

  test("an empty query and a query without results show their messages", async ({ page }) => {
    await open(page, "/search?search=");
    await expect(page.getByText("Search query is empty")).toBeVisible();
    await expect(page.getByTestId("product-card")).toHaveCount(0);
    await open(page, "/search?search=%20%20%20");
    await expect(page.getByText("Search query is empty")).toBeVisible();
    await open(page, "/search?search=zzqxvwplk");
    await expect(page.getByText("Not found any products")).toBeVisible();
  });

  test("hostile and over-long search text is shown as text, cut at 30 characters, never an error", async ({ page }) => {
    let dialog = false;
    page.on("dialog", async (d) => {
      dialog = true;
      await d.dismiss();
    });
    const hostile = `<script>alert(1)</script>' OR 1=1;--`;
    const response = await open(page, `/search?search=${encodeURIComponent(hostile)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("listing-title")).toHaveText(`Search results for “${hostile.slice(0, 30).trim()}”`);
    expect(dialog).toBe(false);
    const long = await open(page, `/search?search=${"a".repeat(80)}`);
    expect(long?.status()).toBe(200);
    // the page's own form: the small one over results, or the way on when nothing is found
    await expect(page.locator('main form[role="search"] input[name="search"]')).toHaveValue("a".repeat(30));
  });
});

test.describe("phones", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("filters open in a slide-in and apply on Search", async ({ page }) => {
    await open(page, CATEGORY);
    const panel = page.getByTestId("filters-panel");
    await expect(panel).not.toBeInViewport();
    await page.getByTestId("open-filters").click();
    await expect(panel).toBeInViewport();
    const brandGroup = page.getByTestId("filter-group-filter_brand");
    const brand = await pickOption(brandGroup, 2);
    await check(brandGroup, brand.value);
    // nothing applies before Search on a narrow screen
    await page.waitForTimeout(300);
    expect(new URL(page.url()).searchParams.get("filter_brand")).toBeNull();
    await page.getByTestId("apply-filters").click();
    await listingSettled(page, new RegExp(`filter_brand=${brand.value}`));
    await expect(page.getByTestId("filters-panel")).not.toBeInViewport();
    // the close button hides the panel again
    await page.getByTestId("open-filters").click();
    await expect(page.getByTestId("filters-panel")).toBeInViewport();
    await page.getByTestId("close-filters").click();
    await expect(page.getByTestId("filters-panel")).not.toBeInViewport();
  });

  test("the grid has two columns", async ({ page }) => {
    await open(page, "/products");
    const cards = page.getByTestId("product-card");
    const a = (await cards.nth(0).boundingBox())!;
    const b = (await cards.nth(1).boundingBox())!;
    const c = (await cards.nth(2).boundingBox())!;
    expect(Math.abs(a.y - b.y)).toBeLessThan(2);
    expect(c.y).toBeGreaterThan(a.y + a.height - 1);
  });
});

test.describe("lists and 404", () => {
  test("collections and brands list pages", async ({ page }) => {
    await open(page, "/collections?p=abc");
    await expect(page.getByRole("heading", { level: 1, name: "Collections" })).toBeVisible();
    const collection = page.getByTestId("collection-list").getByRole("link").first();
    await expect(collection).toBeVisible();
    await collection.click();
    await page.waitForLoadState("load");
    await settle(page);
    await expect(page.getByTestId("listing-page")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("breadcrumbs").getByRole("link", { name: "Collections" })).toBeVisible();

    await open(page, "/brands");
    await expect(page.getByRole("heading", { level: 1, name: "Brands" })).toBeVisible();
    await page.getByTestId("brand-list").getByRole("link").first().click();
    await page.waitForLoadState("load");
    await settle(page);
    await expect(page.getByTestId("breadcrumbs").getByRole("link", { name: "Brands" })).toBeVisible();
    expect(await page.getByTestId("product-card").count()).toBeGreaterThan(0);
  });

  test("an unknown path answers 404 inside the shop layout", async ({ page }) => {
    const raw = await html(page, "/no-such-page-anywhere");
    expect(raw.status).toBe(404);
    expect(raw.body).toContain("404 Page not found");
    const response = await open(page, "/ru/no-such-page-anywhere");
    expect(response?.status()).toBe(404);
    await expect(page.locator("header").first()).toBeVisible();
  });

  test("another language's path and a trailing slash redirect (301) to the page's own path", async ({ page }) => {
    const other = await html(page, `${lang("/women", "az")}?sort=priceUp`);
    expect(other.status).toBe(301);
    expect(other.headers.location).toMatch(/^(https?:\/\/[^/]+)?\/az\/[^/?]+\?sort=priceUp$/);
    expect(other.headers.location).not.toContain("/women");
    const slash = await html(page, "/women/");
    expect(slash.status).toBe(301);
    expect(slash.headers.location).toMatch(/\/women$/);
  });

  test("unknown filter ids and junk parameters are ignored", async ({ page }) => {
    await open(page, CATEGORY);
    const count = await page.getByTestId("product-count").innerText();
    const response = await open(page, `${CATEGORY}?filter_brand=987654&color=x&size=%3Cb%3E&param_nope=1&evil=%27`);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("product-count")).toHaveText(count);
  });

  test("sitemap lists pages in all three languages with hreflang", async ({ page }) => {
    const { status, body } = await html(page, "/sitemap.xml");
    expect(status).toBe(200);
    expect(body).toContain('hreflang="az"');
    expect(body).toContain('hreflang="ru"');
    expect(body).toContain('hreflang="x-default"');
    expect(body).toMatch(/<loc>[^<]+\/az\/[^<]+<\/loc>/);
  });
});

function firstNumber(text: string): number {
  return Number(/\d+/.exec(text.replace(/\s/g, ""))?.[0] ?? NaN);
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
