/**
 * The product form's offers, JavaScript on (`js`) and off (`nojs`): the owner
 * creates a product, a shopper's page of it is in the page cache, then the owner gives it a
 * percent discount with a sale name, two gifts (the second in a row added with 'Add a row': a
 * POST without JavaScript, in place with it), a parameter and a collection; a discount over 99 % is refused
 * inline first. The shopper's next visit (no cookies, so the page cache serves it) shows the new
 * price, the sale name, both gifts and the parameter: the change feed dropped the cached page.
 * Screenshots of the offers and gifts blocks at 1280 and 375 px (JavaScript on).
 */
import { expect, test } from "@playwright/test";
import { clickHydrated, jsDisabled, open, submitForm, OWNER, signIn, screenshots } from "./helpers.ts";
import { shotPath } from "../../scripts/screenshot-dir.ts";

test.describe.configure({ timeout: 180_000 });



test("a discount, gifts and a parameter set in the back office show on the storefront's product page", async ({ page, browser }, testInfo) => {
  const nojs = jsDisabled(testInfo);
  const stamp = `${nojs ? "n" : "j"}${Date.now().toString(36)}`;
  await signIn(page, OWNER);
  await open(page, "/admin/products/new");
  await expect(page).toHaveTitle("New product · Bazaar");
  const form = page.getByTestId("product-form");
  await form.getByTestId("product-categories").locator('input[type="checkbox"]').nth(2).check();
  await submitForm(
    page,
    form,
    {
      "az.title": `Endirim köynəyi ${stamp}`,
      "az.slug": `endirim-koyneyi-${stamp}`,
      "en.title": `Offer shirt ${stamp}`,
      "en.slug": `offer-shirt-${stamp}`,
      "ru.title": `Рубашка со скидкой ${stamp}`,
      "ru.slug": `rubashka-so-skidkoy-${stamp}`,
      price: "100",
      "variants[0].size": "M",
      "variants[0].stock": "5",
    },
    { submit: page.getByTestId("product-save") },
  );
  await expect(page.getByTestId("product-done")).toHaveText("The product was created.");
  const editUrl = page.url().replace(/\?.*$/, "");
  // the tab's title is the product's, in the page's language
  await expect(page).toHaveTitle(`Offer shirt ${stamp} · Bazaar`);
  await open(page, editUrl.replace("/admin/", "/ru/admin/"));
  await expect(page).toHaveTitle(`Рубашка со скидкой ${stamp} · Bazaar`);
  await expect(page.getByTestId("product-offers")).toContainText("Скидка в процентах");

  // a shopper (no cookies: the page cache serves them) sees the plain product first
  const shopperContext = await browser.newContext({ javaScriptEnabled: !nojs, baseURL: testInfo.project.use.baseURL });
  const shop = await shopperContext.newPage();
  const path = `/offer-shirt-${stamp}`;
  expect((await open(shop, path))?.status()).toBe(200);
  await expect(shop.getByTestId("price-block")).toContainText("100.00");
  await expect(shop.getByTestId("gifts")).toHaveCount(0);
  await open(shop, path); // a second visit: now from the cache

  // a discount over 99 %: refused inline (in the browser with JavaScript, by the server without)
  await open(page, editUrl);
  await form.locator('[name="discount"]').fill("150");
  await clickHydrated(page.getByTestId("product-save"));
  await page.waitForLoadState("load");
  await expect(page.getByTestId("error-discount")).toHaveText("Enter a whole percent from 0 to 99");

  // gifts: the spare row takes one; 'Add a row' makes room for a second
  const gifts = page.getByTestId("product-gifts");
  await form.locator('[name="gifts[0]"]').fill("1");
  const rowsBefore = await gifts.locator('input[name^="gifts["]').count();
  if (nojs) await submitForm(page, form, {}, { submit: page.getByTestId("more-gifts") });
  else await clickHydrated(page.getByTestId("more-gifts"));
  await expect.poll(() => gifts.locator('input[name^="gifts["]').count()).toBeGreaterThan(rowsBefore);
  // what was typed stays (without JavaScript the page came back from the server)
  await expect(form.locator('[name="gifts[0]"]')).toHaveValue("1");
  await expect(form.locator('[name="discount"]')).toHaveValue("150");
  await form.locator('[name="gifts[1]"]').fill("2");

  const param = page.getByTestId("product-params").locator("label").first();
  const value = (await param.textContent())!.trim();
  await param.locator("input").check();
  // and a collection (the taxonomy's collections, chosen on the product form)
  await page.getByTestId("product-collectionIds").locator("input").first().check();
  await submitForm(page, form, { discount: "20", "en.discountTitle": `Winter sale ${stamp}` }, { submit: page.getByTestId("product-save") });
  await expect(page.getByTestId("product-done")).toHaveText("Changes saved.");
  await expect(form.locator('[name="discount"]')).toHaveValue("20");
  await expect(gifts.getByTestId("gift-title")).toHaveCount(2);
  await expect(page.getByTestId("product-collectionIds").locator("input").first()).toBeChecked();
  const giftTitles = (await gifts.getByTestId("gift-title").allTextContents()).map((t) => t.trim());
  // the rows show the stored gifts by SKU (the fields are mounted again with the saved values)
  for (const row of [0, 1]) await expect(form.locator(`[name="gifts[${row}]"]`)).toHaveValue(/^[A-Z]{2}-[A-Z]{3}-\d{6}$/);

  if (screenshots()) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByTestId("product-offers").screenshot({ path: shotPath(`admin-product-offers-${width}.png`) });
      await page.getByTestId("product-gifts").locator("xpath=..").screenshot({ path: shotPath(`admin-product-gifts-sets-${width}.png`) });
    }
  }

  // the shopper's next visit shows the change (the change feed dropped the cached page)
  await expect(async () => {
    await open(shop, path);
    // 100.00 less 20 % is 80.00, rounded down to .90 by the demo's price rounding
    await expect(shop.getByTestId("price-block")).toContainText("79.90", { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(shop.getByTestId("price-block")).toContainText(`Winter sale ${stamp}`);
  for (const title of giftTitles) await expect(shop.getByTestId("gifts")).toContainText(title);
  await expect(shop.getByTestId("parameters").first()).toContainText(value);
  await shopperContext.close();
});
