import { expect, test, type Page } from "@playwright/test";
import { jsDisabled, lang, open, hideDiscountPopup } from "./helpers.ts";

/**
 * Catalogue pages: the 404 and empty-search pages offer a way on (a
 * search form and links); categories show their image, brands their logo. JS on and off.
 */

test.beforeEach(async ({ page }) => hideDiscountPopup(page));

/** No id appears twice in the document (the header's combobox and a page's form side by side). */
async function expectUniqueIds(page: Page): Promise<void> {
  const dupes = await page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const el of document.querySelectorAll("[id]")) seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
    return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
  });
  expect(dupes).toEqual([]);
}

/** Waits for hydration with JS (the form then navigates on the client). */
async function ready(page: Page): Promise<void> {
  if (!jsDisabled(test.info())) await page.locator("[data-hydrated]").first().waitFor({ state: "attached" });
}

test.describe("a way on from dead ends", () => {
  test("the 404 page: a search form that works and links to home, new in and the top categories", async ({ page }) => {
    const response = await open(page, "/no-such-page-at-all");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404 Page not found" })).toBeVisible();
    const search = page.getByRole("search", { name: "Look for something else" });
    await expect(search).toBeVisible();
    const links = page.getByTestId("way-on-links");
    await expect(links.getByRole("link", { name: "Home page" })).toHaveAttribute("href", "/");
    await expect(links.getByRole("link", { name: "New in" })).toHaveAttribute("href", "/newin");
    await expect(links.getByRole("link", { name: "Women" })).toHaveAttribute("href", /^\/women$/);
    expect(await links.getByRole("link").count()).toBeGreaterThanOrEqual(5);
    await expectUniqueIds(page);

    await search.getByRole("searchbox", { name: "Look for something else" }).fill("shirt");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?search=shirt$/);
    await expect(page.getByTestId("listing-title")).toHaveText("Search results for “shirt”");
    await expect(page.getByTestId("product-card").first()).toBeVisible();
  });

  test("the 404 page in Russian and Azerbaijani", async ({ page }) => {
    expect((await open(page, lang("/no-such-page-at-all", "ru")))?.status()).toBe(404);
    const ru = page.getByRole("search", { name: "Поищите что-нибудь другое" });
    await expect(ru).toHaveAttribute("action", "/ru/search");
    await expect(page.getByTestId("way-on-links").getByRole("link", { name: "Главная страница" })).toHaveAttribute("href", "/ru");
    expect((await open(page, lang("/no-such-page-at-all", "az")))?.status()).toBe(404);
    await expect(page.getByRole("search", { name: "Başqa bir şey axtarın" })).toHaveAttribute("action", "/az/search");
    await expect(page.getByTestId("way-on-links").getByRole("link", { name: "Yeniliklər" })).toHaveAttribute("href", "/az/newin");
  });

  test("an empty search query: the message, a search form and links on", async ({ page }) => {
    await open(page, "/search?search=");
    await ready(page);
    await expect(page.getByTestId("listing-message")).toContainText("Search query is empty");
    const search = page.getByRole("search", { name: "Look for something else" });
    await expect(search).toBeVisible();
    await expect(page.getByTestId("way-on-links").getByRole("link", { name: "New in" })).toBeVisible();
    await expectUniqueIds(page);
    await search.getByRole("searchbox").fill("dress");
    await search.getByRole("searchbox").press("Enter");
    await expect(page).toHaveURL(/\/search\?search=dress$/);
    await expect(page.getByTestId("product-card").first()).toBeVisible();
  });

  test("a search that finds nothing: the form keeps the words, links lead on", async ({ page }) => {
    await open(page, "/search?search=qqxxzzqq");
    await ready(page);
    await expect(page.getByTestId("listing-empty")).toContainText("Not found any products");
    const search = page.getByRole("search", { name: "Look for something else" });
    await expect(search.getByRole("searchbox")).toHaveValue("qqxxzzqq");
    // the sort control keeps a form to belong to even with no filter panel
    expect(await page.getByTestId("sort-select").evaluate((el: HTMLSelectElement) => el.form?.id ?? null)).toBe("listing-filters");
    await expectUniqueIds(page);
    await page.getByTestId("way-on-links").getByRole("link", { name: "Home page" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

/** The image has loaded from the image route (a real picture, not a broken one). */
async function expectLoaded(page: Page, img: ReturnType<Page["locator"]>, pattern: RegExp): Promise<void> {
  const src = (await img.getAttribute("src"))!;
  expect(src).toMatch(pattern);
  const response = await page.request.get(src);
  expect(response.status(), src).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/webp");
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
}

test.describe("category and brand images", () => {
  test("a category page shows the category's image beside its title, and its sub-categories' images", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, "/women");
    await expect(page.getByTestId("listing-title")).toHaveText("Women");
    const image = page.getByTestId("listing-image");
    await expect(image).toBeVisible();
    await expectLoaded(page, image, /^\/img\/300\/gen\/p\/[a-z]+\/[0-9a-f]{6}\/(front|outfit)\.png$/);
    const links = page.getByTestId("category-links").getByRole("link");
    const count = await links.count();
    expect(count).toBeGreaterThan(1);
    await expect(page.getByTestId("category-links").getByTestId("category-link-image")).toHaveCount(count);
    await expectLoaded(page, page.getByTestId("category-link-image").first(), /^\/img\/50\/gen\/p\//);
    // the link keeps its name (the picture is decorative)
    await expect(links.first()).toHaveAccessibleName(/\S/);
  });

  test("the brands list shows every brand's logo, and a brand page shows it beside the name", async ({ page }) => {
    await open(page, "/brands");
    const tiles = page.getByTestId("brand-list").getByRole("link");
    const count = await tiles.count();
    expect(count).toBeGreaterThan(5);
    await expect(page.getByTestId("brand-list").locator("img")).toHaveCount(count);
    await expectLoaded(page, page.getByTestId("brand-list").locator("img").first(), /^\/img\/300\/gen\/b\/brand-[a-z0-9-]+\/600x600\.png$/);

    const name = (await tiles.first().textContent())!.trim();
    await tiles.first().click();
    await expect(page.getByTestId("listing-title")).toHaveText(name);
    const logo = page.getByTestId("listing-image");
    await expect(logo).toBeVisible();
    await expect(logo).toHaveClass(/rounded-full/);
    await expectLoaded(page, logo, /^\/img\/300\/gen\/b\/brand-[a-z0-9-]+\/600x600\.png$/);
  });
});
