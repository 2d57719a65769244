import { expect, test } from "@playwright/test";
import { jsDisabled, open, submitForm } from "./helpers";

/**
 * Defects found when the shop was tried as shoppers would: each test fails without
 * its fix. Runs in both projects; parts that only make sense with or without JavaScript say so.
 */

const DEMO = { mobile: "994501234567", password: "Demo12345" };

test.describe("mobile numbers: one rule, typed or pasted", () => {
  for (const keys of ["050 123 45 67", "+994501234567", "0501234567", "(050) 123-45-67"]) {
    test(`typing ${keys} key by key gives +994 50 123 45 67`, async ({ page }, testInfo) => {
      test.skip(jsDisabled(testInfo), "the typing mask needs JavaScript");
      await open(page, "/signup");
      const field = page.getByTestId("signup-form").locator('[name="mobile"]');
      await field.click();
      await field.pressSequentially(keys, { delay: 20 });
      await expect(field).toHaveValue("+994 50 123 45 67");
    });
  }

  test("pasting a local number gives the full number", async ({ page }, testInfo) => {
    test.skip(jsDisabled(testInfo), "the typing mask needs JavaScript");
    await open(page, "/signup");
    const field = page.getByTestId("signup-form").locator('[name="mobile"]');
    await field.focus();
    // a paste is one input event carrying the whole text
    await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('[data-testid="signup-form"] [name="mobile"]')!;
      input.focus();
      document.execCommand("insertText", false, "050 123 45 67");
    });
    await expect(field).toHaveValue("+994 50 123 45 67");
  });

  test("an impossible number shows 'Wrong mobile number' when the field is left", async ({ page }, testInfo) => {
    test.skip(jsDisabled(testInfo), "the field check while typing needs JavaScript");
    await open(page, "/signup");
    const field = page.getByTestId("signup-form").locator('[name="mobile"]');
    await field.click();
    await field.pressSequentially("012 555 00 00", { delay: 20 });
    await page.getByTestId("signup-form").locator('[name="firstName"]').click();
    await expect(page.getByTestId("error-mobile")).toHaveText("Wrong mobile number");
  });

  test("the server reads every written form of a number the same way (the demo customer's)", async ({ page }) => {
    // signing in sends no code (sign-up would, and answers known numbers like unknown ones)
    for (const written of ["(050) 123-45-67", "994 50 123 45 67", "050 123 45 67"]) {
      await page.context().clearCookies();
      await open(page, "/login");
      // fill() sets the value in one go, like a paste or a browser without JavaScript
      await submitForm(page, page.getByTestId("login-form"), { username: written, password: DEMO.password });
      await expect(page, written).not.toHaveURL(/\/login/);
    }
  });

  test("the server refuses an impossible number", async ({ page }, testInfo) => {
    test.skip(!jsDisabled(testInfo), "with JavaScript the form refuses it before posting (test above)");
    await open(page, "/signup");
    await submitForm(page, page.getByTestId("signup-form"), { firstName: "A", lastName: "B", mobile: "+994 12 555 00 00", password: "kitab-7391", password2: "kitab-7391", notification: true });
    await expect(page.getByTestId("error-mobile")).toHaveText("Wrong mobile number");
  });
});

test.describe("'Price on application' products", () => {
  const WATCH = "/classic-watch-27";

  test("offer a call and a WhatsApp message naming the product, never Add to cart", async ({ page }) => {
    await open(page, WATCH);
    const title = (await page.locator("h1").first().innerText()).trim();
    await expect(page.getByTestId("price-block")).toContainText("Price on application");
    await expect(page.getByTestId("add-to-cart")).toHaveCount(0);
    const box = page.getByTestId("price-on-application");
    await expect(box.getByTestId("ask-price-call")).toHaveAttribute("href", /^tel:\+?\d{7,}$/);
    const wa = decodeURIComponent((await box.getByTestId("ask-price-whatsapp").getAttribute("href")) ?? "");
    expect(wa).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(wa).toContain(title);
    // remembering it is fine
    await expect(box.getByTestId("product-wishlist")).toBeVisible();
  });

  test("a forged add-to-cart post leaves the cart empty", async ({ page, baseURL }) => {
    await open(page, WATCH);
    const productId = await page.locator('#product-wishlist-form input[name="productId"]').getAttribute("value");
    const response = await page.request.post("/action/cart", {
      form: { intent: "add", productId: productId!, size: "", option: "0", qty: "1", redirectTo: WATCH },
      headers: { origin: baseURL!, "sec-fetch-site": "same-origin" },
      maxRedirects: 0,
    });
    expect(response.status()).toBeLessThan(500);
    await open(page, "/cart");
    await expect(page.getByTestId("cart-empty")).toBeVisible();
  });
});

test.describe("catalogue lists linked from every page", () => {
  for (const [lang, prefix] of [["en", ""], ["az", "/az"]] as const) {
    test(`the footer links best sellers, brands, new in and collections (${lang}), and each answers`, async ({ page, request }) => {
      await open(page, `${prefix}/`);
      const shop = page.getByTestId("footer-shop");
      const hrefs = await shop.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(hrefs).toEqual([`${prefix}/newin`, `${prefix}/best-sellers`, `${prefix}/brands`, `${prefix}/collections`]);
      for (const href of hrefs) expect((await request.get(href!)).status(), href!).toBe(200);
    });
  }
});
