/**
 * A shop people trust (issue 30): what a test can see of it, JS on and off, at 375 and 1280 px.
 * - pictures are whole in their 3:4 frame (card, gallery): never cropped;
 * - a card carries at most one badge, on one line; no stars before the first review;
 * - checkout is a focused page (lock, "Secure checkout", card marks, "Back to cart", no menu,
 *   newsletter or mobile bar) and its selects have an arrow;
 * - the mobile bar's labels fit a 360 px screen in az, en and ru;
 * - compare shows two products side by side on a phone;
 * - the 404 page's tab title is in the page's language.
 * With SHOP_LOOK_SCREENSHOTS=1 (js project) each screen is also written to screenshots/look-*.png.
 */
import { expect, test, type Page } from "@playwright/test";
import { apiData, buyableProducts, hideDiscountPopup, jsDisabled, open, openView } from "./helpers.ts";
import { shotPath } from "../../scripts/screenshot-dir.ts";

const WIDTHS = [375, 1280] as const;
const shots = () => process.env.SHOP_LOOK_SCREENSHOTS === "1" && !jsDisabled(test.info());

async function shot(page: Page, name: string, width: number) {
  if (!shots()) return;
  await page.screenshot({ path: shotPath(`look-${name}-${width}.png`), fullPage: width > 400 });
}

/** How an <img> sits in its box: natural and box aspect ratios and its object-fit. */
async function framing(page: Page, selector: string) {
  return page.locator(selector).first().evaluate(async (img: HTMLImageElement) => {
    if (!img.complete) await new Promise((r) => img.addEventListener("load", r, { once: true }));
    const box = img.getBoundingClientRect();
    return { natural: img.naturalWidth / img.naturalHeight, box: box.width / box.height, fit: getComputedStyle(img).objectFit };
  });
}

/** A picture is shown whole: fitted with contain, or its own shape is the box's. */
function expectWhole(f: { natural: number; box: number; fit: string }) {
  expect(f.fit === "contain" || Math.abs(f.natural - f.box) < 0.02, JSON.stringify(f)).toBe(true);
}

test.beforeEach(async ({ context }) => hideDiscountPopup(context));

for (const width of WIDTHS) {
  test(`cards and gallery show the whole picture, one badge a card (${width} px)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    await openView(page, "/newin");
    const card = page.getByTestId("product-card").first();
    await expect(card).toBeVisible();
    // a demo product's card (products other tests made may carry square uploads)
    const f = await framing(page, '[data-testid=product-card] .card-img[src*="/gen/"]');
    expectWhole(f);
    // the demo pictures are drawn in the frame's own 3:4 shape
    expect(f.natural).toBeCloseTo(0.75, 2);
    expect(f.box).toBeCloseTo(0.75, 2);
    // one badge at most, never wrapped to a second line
    const badges = await page.getByTestId("product-card").evaluateAll((cards) =>
      cards.map((c) => {
        const labels = c.querySelectorAll(".badge, [data-testid=badges] img");
        const first = labels[0] as HTMLElement | undefined;
        return { count: labels.length, lines: first ? Math.round(first.getBoundingClientRect().height / parseFloat(getComputedStyle(first).lineHeight || "16")) : 0 };
      }),
    );
    expect(badges.some((b) => b.count === 1)).toBe(true);
    for (const b of badges) {
      expect(b.count).toBeLessThanOrEqual(1);
      expect(b.lines).toBeLessThanOrEqual(1);
    }
    await shot(page, "listing", width);

    // a product without reviews: no stars and no "0 reviews"
    const list = await apiData<{ items: { id: number; route: string; reviewsCount: number }[] }>(request, "products", { page: 1, limit: 40 });
    const quiet = list.items.find((p) => p.reviewsCount === 0)!;
    await openView(page, quiet.route);
    await expect(page.getByTestId("gallery")).toBeVisible();
    await expect(page.getByTestId("buy-box").getByTestId("rating")).toHaveCount(0);
    expectWhole(await framing(page, "[data-testid=gallery-image] img"));
    await shot(page, "product", width);
  });
}

for (const width of WIDTHS) {
  test(`checkout is a focused, safe-looking page with real selects (${width} px)`, async ({ page, request, context, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    const [pick] = await buyableProducts(request, 1);
    await context.addCookies([{ name: "bz_cart", value: encodeURIComponent(JSON.stringify([{ id: pick!.product.id, size: pick!.size, option: 0, qty: 1 }])), url: baseURL! }]);
    await open(page, "/checkout");
    await expect(page.getByTestId("checkout-header")).toBeVisible();
    await expect(page.getByTestId("secure-checkout")).toHaveText("Secure checkout");
    await expect(page.getByTestId("checkout-back-to-cart")).toHaveAttribute("href", "/cart");
    for (const card of ["Visa", "Mastercard", "BirKart", "TamKart"]) await expect(page.getByTestId("checkout-footer").getByRole("img", { name: card })).toBeVisible();
    // nothing of the shop's chrome around the form
    for (const id of ["header", "mobile-bar", "main-nav", "newsletter-form"]) await expect(page.getByTestId(id)).toHaveCount(0);
    await expect(page.locator("footer form")).toHaveCount(0);
    // every select shows its arrow (no native look, a chevron image on the right)
    const selects = await page.locator("select").evaluateAll((all) => all.map((s) => ({ appearance: getComputedStyle(s).appearance, image: getComputedStyle(s).backgroundImage })));
    expect(selects.length).toBeGreaterThan(0);
    for (const s of selects) {
      expect(s.appearance).toBe("none");
      expect(s.image).toContain("data:image/svg+xml");
    }
    if (jsDisabled(test.info())) await expect(page.getByText(/^Choose a city or district/)).toBeVisible();
    await shot(page, "checkout", width);
  });
}

test("the mobile bar's labels fit a 360 px screen in az, en and ru", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const language of ["az", "en", "ru"] as const) {
    await open(page, `/${language}/`);
    const labels = await page.locator(".mobile-bar-label").evaluateAll((spans) => spans.map((s) => ({ text: s.textContent, scroll: s.scrollWidth, client: s.clientWidth })));
    expect(labels.length).toBe(6);
    for (const l of labels) expect(l.scroll, `${language}: ${l.text}`).toBeLessThanOrEqual(l.client);
  }
  await shot(page, "mobile-bar-ru", 375);
});

test("compare on a phone: two products side by side, rows aligned", async ({ page, request, context, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const list = await apiData<{ items: { id: number }[] }>(request, "products", { page: 1, limit: 3 });
  await context.addCookies([{ name: "bz_compare", value: encodeURIComponent(JSON.stringify(list.items.map((p) => p.id))), url: baseURL! }]);
  await open(page, "/compare");
  const scroller = page.getByTestId("compare-scroller");
  await expect(scroller).toBeVisible();
  const box = (await scroller.boundingBox())!;
  const titles = page.getByTestId("compare-carousel").getByRole("link").filter({ has: page.locator("img") });
  const [a, b] = [(await titles.nth(0).boundingBox())!, (await titles.nth(1).boundingBox())!];
  // both in view, on one row
  expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width + 1);
  expect(Math.abs(a.y - b.y)).toBeLessThan(2);
  expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await shot(page, "compare", 375);
});

test("the 404 page's tab title is in the page's language", async ({ page }) => {
  for (const [language, title] of [
    ["az", "404 Səhifə tapılmadı"],
    ["ru", "404 Страница не найдена"],
    ["en", "404 Page not found"],
  ] as const) {
    const response = await open(page, `/${language}/no-such-page-30`);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(new RegExp(`^${title} \\|`));
  }
});

test("the branches page: the address list with an 'Open in Google Maps' link per branch", async ({ page }) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await openView(page, "/branches");
    const branches = page.getByTestId("branch");
    const n = await branches.count();
    expect(n).toBeGreaterThan(0);
    await expect(page.getByRole("link", { name: "Open in Google Maps" })).toHaveCount(n);
    await expect(page.getByTestId("map-area")).toBeVisible();
    await shot(page, "branches", width);
  }
});

