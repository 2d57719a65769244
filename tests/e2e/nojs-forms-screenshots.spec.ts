/**
 * Screenshots of two no-JS forms at 375 px and 1280 px into screenshots/: the checkout's
 * installment block with each card's own periods (checkout-installment-nojs-*.png) and the
 * footer newsletter with the server's error under the field (footer-newsletter-error-*.png).
 * Not part of the normal runs:
 *   NOJS_FORMS_SCREENSHOTS=1 E2E_PORT=3631 npx playwright test tests/e2e/nojs-forms-screenshots.spec.ts --project=nojs
 */
import { mkdirSync } from "node:fs";
import { apiData, type ProductDetail } from "./helpers.ts";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { screenshotsDir } from "../../scripts/screenshot-dir.ts";

const enabled = process.env.NOJS_FORMS_SCREENSHOTS === "1";
const dir = screenshotsDir();

/** Two buyable lines, over the installment minimum together, as the guest cart cookie holds them. */
async function cartLines(request: APIRequestContext) {
  const out: { id: number; size: string; option: number; qty: number }[] = [];
  const list = await apiData<{ items: { id: number; qty: number }[] }>(request, "products", { page: 3, limit: 40 });
  for (const card of list.items) {
    if (card.qty < 10) continue;
    const d = await apiData<ProductDetail>(request, `products/info/${card.id}`);
    if (d.sets.length || d.singleSell || d.onlyCard || d.priceInStore) continue;
    const v = d.variants.find((x) => x.siteSize && x.total >= 8);
    if (v) out.push({ id: d.id, size: v.siteSize, option: 0, qty: 2 });
    if (out.length === 2) break;
  }
  return out;
}

test.describe("no-JS form screenshots", () => {
  test.skip(!enabled, "set NOJS_FORMS_SCREENSHOTS=1 to take the screenshots");
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, "taken without JavaScript");
  test.setTimeout(180_000);

  test("installment block and newsletter error", async ({ browser, request, baseURL }) => {
    mkdirSync(dir, { recursive: true });
    const lines = await cartLines(request);
    for (const width of [375, 1280]) {
      const viewport = { width, height: width === 375 ? 812 : 900 };
      const context = await browser.newContext({ viewport, baseURL, javaScriptEnabled: false });
      await context.addCookies([{ name: "bz_cart", value: encodeURIComponent(JSON.stringify(lines)), url: baseURL! }]);
      const page = await context.newPage();

      await page.goto("/checkout");
      const form = page.getByTestId("checkout-form");
      await form.locator('input[name="payment"][value="installment"]').check();
      await form.locator('input[name="creditCard"][value="tamkart"]').check();
      await form.locator('input[name="creditMonth_tamkart"][value="6"]').check();
      await expect(page.getByTestId("months-tamkart")).toBeVisible();
      // the fixed mobile bar would cover the block's lower edge
      // (no style tag without JavaScript: its load is never reported; an evaluate still runs)
      await page.evaluate(() => document.querySelector("[data-testid=mobile-bar]")?.setAttribute("style", "display:none"));
      await page.getByTestId("checkout-payment").screenshot({ path: path.join(dir, `checkout-installment-nojs-${width}.png`) });

      await page.goto("/blog");
      const newsletter = page.getByTestId("newsletter-form");
      await newsletter.getByRole("textbox").fill("ada@@example.com");
      await newsletter.evaluate((f: HTMLFormElement) => (f.noValidate = true));
      await newsletter.getByRole("button").click();
      await expect(page.getByTestId("newsletter-error")).toBeVisible();
      await page.locator("#newsletter").screenshot({ path: path.join(dir, `footer-newsletter-error-${width}.png`) });
      await context.close();
    }
  });
});
