/**
 * Screenshots of checkout (form, installments, the OTP step, the bank redirect screen) and the
 * order pages (cash success, paid by card for pickup, error) at 375 px and 1280 px into screenshots/ (checkout-*.png,
 * order-*.png). Not part of the normal runs:
 *   CHECKOUT_SCREENSHOTS=1 E2E_PORT=3310 npx playwright test tests/e2e/checkout-screenshots.spec.ts --project=js
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { open, settle, apiData, type ProductDetail, codeFor } from "./helpers.ts";
import { screenshotsDir } from "../../scripts/screenshot-dir.ts";

const enabled = process.env.CHECKOUT_SCREENSHOTS === "1";
const dir = screenshotsDir();

/** Two buyable lines (over the installment minimum together), as the guest cart cookie holds them. */
async function cartLines(request: APIRequestContext): Promise<{ id: number; size: string; option: number; qty: number }[]> {
  const out: { id: number; size: string; option: number; qty: number }[] = [];
  const list = await apiData<{ items: { id: number; qty: number }[] }>(request, "products", { page: 2, limit: 40 });
  for (const card of list.items) {
    if (card.qty < 10) continue;
    const d = await apiData<ProductDetail>(request, `products/info/${card.id}`);
    if (d.sets.length || d.singleSell || d.onlyCard || d.priceInStore) continue;
    const v = d.variants.find((x) => x.siteSize && x.total >= 8);
    if (v) out.push({ id: d.id, size: v.siteSize, option: 0, qty: 1 });
    if (out.length === 2) break;
  }
  return out;
}

async function withCart(context: BrowserContext, baseURL: string, lines: unknown[]) {
  await context.addCookies([{ name: "bz_cart", value: encodeURIComponent(JSON.stringify(lines)), url: baseURL }]);
}

async function shoot(page: Page, name: string, fullPage = true) {
  // a full-page capture would paint the fixed mobile bar and the back-to-top button mid-page
  const hide = await page.addStyleTag({ content: "[data-testid=mobile-bar],[data-testid=top-button]{display:none!important}" });
  await page.waitForTimeout(250);
  await page.screenshot({ path: path.join(dir, name), fullPage });
  await hide.evaluate((el) => (el as HTMLElement).remove());
}

test.describe("checkout screenshots", () => {
  test.skip(!enabled, "set CHECKOUT_SCREENSHOTS=1 to take the screenshots");
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "taken once, with JavaScript");
  test.setTimeout(240_000);

  test("checkout and order pages", async ({ browser, request, baseURL }) => {
    mkdirSync(dir, { recursive: true });
    const lines = await cartLines(request);
    for (const width of [375, 1280]) {
      const viewport = { width, height: width === 375 ? 812 : 900 };
      const context = await browser.newContext({ viewport, baseURL, reducedMotion: "reduce" });
      await withCart(context, baseURL!, lines);
      const page = await context.newPage();
      const mobile = `99455${String(Date.now() % 10_000_000).padStart(7, "0")}`;

      await open(page, "/checkout");
      const form = page.getByTestId("checkout-form");
      await form.locator('[name="firstName"]').fill("Leyla");
      await form.locator('[name="lastName"]').fill("Aliyeva");
      await form.locator('[name="mobile"]').fill(mobile.slice(3));
      await form.locator('[name="email"]').fill("leyla@example.com");
      await form.locator('[name="city"]').selectOption("baku");
      await form.locator('[name="district"]').selectOption("nasimi");
      await form.locator('[name="place"]').selectOption("azadlig-avenue");
      await form.locator('[name="address"]').fill("Azadlig avenue 21, apt 7");
      await page.waitForTimeout(600);
      await settle(page);
      await shoot(page, `checkout-${width}.png`);

      // the installment choice, with the months and the monthly payments
      await form.locator('input[name="payment"][value="installment"]').check();
      await form.locator('input[name="creditCard"][value="birkart"]').check();
      await form.locator('input[name="creditMonth"][value="6"]').check();
      await form.getByTestId("checkout-gift-toggle").check();
      await page.waitForTimeout(600);
      await page.getByTestId("checkout-payment").scrollIntoViewIfNeeded();
      await shoot(page, `checkout-installment-${width}.png`, false);

      // a field error, as the shopper sees it
      await form.locator('input[name="payment"][value="cash"]').check();
      await form.getByTestId("checkout-gift-toggle").uncheck();
      await page.waitForTimeout(600);
      await page.getByTestId("checkout-submit").click();
      await expect(page.getByTestId("checkout-otp")).toBeVisible();
      await settle(page);
      await shoot(page, `checkout-otp-${width}.png`);

      await page.getByTestId("otp-input").fill(await codeFor(page, mobile));
      await page.getByTestId("checkout-otp-submit").click();
      await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
      await settle(page);
      await shoot(page, `order-success-${width}.png`);

      await open(page, "/order/error");
      await shoot(page, `order-error-${width}.png`);

      // the bank redirect screen, as it stays without JavaScript
      const nojs = await browser.newContext({ viewport, baseURL, javaScriptEnabled: false });
      await withCart(nojs, baseURL!, lines);
      const plain = await nojs.newPage();
      await plain.goto("/checkout");
      const f = plain.getByTestId("checkout-form");
      await f.locator('[name="firstName"]').fill("Leyla");
      await f.locator('[name="lastName"]').fill("Aliyeva");
      await f.locator('[name="mobile"]').fill("551112233");
      await f.locator('input[name="delivery"][value="pickup"]').check();
      await f.locator('[name="branch"]').selectOption({ index: 1 });
      await f.locator('input[name="payment"][value="card"]').check();
      await plain.getByTestId("checkout-submit").click();
      await expect(plain.getByTestId("payment-redirect")).toBeVisible();
      // (no style tag without JavaScript: a viewport capture, the fixed bar where it belongs)
      await plain.screenshot({ path: path.join(dir, `checkout-redirect-${width}.png`) });
      // paid through the test gateway: the order page with the card and the store
      await plain.getByTestId("payment-continue").click();
      await plain.getByRole("button", { name: "Approve" }).click();
      await expect(plain.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
      const paidOrder = plain.url();
      await nojs.close();
      await open(page, paidOrder);
      await shoot(page, `order-paid-${width}.png`);
      await context.close();
    }
  });
});
