import { expect, test, type APIRequestContext } from "@playwright/test";
import { clickHydrated as click, jsDisabled, open, submitForm, api, type ProductDetail, uniqueMobile, codeFor } from "./helpers.ts";

/**
 * A guest's cart joined with the customer's at sign-in, with JavaScript
 * on (in English) and off (in Russian): a line over the stock is lowered and a sold-out line
 * stays sold out, and the page after the sign-in says so, naming each product, its size and
 * its new quantity. A fresh customer each run (signed up with the code from /dev/outbox), so
 * no other journey's cart is touched.
 */

test.describe.configure({ timeout: 120_000 });

/** A size with 2–9 left (under MAX_QTY_PER_LINE, so the stock is what cuts) and a sold-out size. */
async function pick(request: APIRequestContext): Promise<{ low: { id: number; route: string; size: string; stock: number }; sold: { id: number; size: string } }> {
  let low: { id: number; route: string; size: string; stock: number } | null = null;
  let sold: { id: number; size: string } | null = null;
  for (let page = 1; page <= 5 && !(low && sold); page++) {
    const list = await api<{ items: { id: number; priceInStore: boolean }[] }>(request, "products", { page, limit: 40 });
    for (const card of list.items) {
      if (card.priceInStore) continue;
      const detail = await api<ProductDetail>(request, `products/info/${card.id}`);
      if (detail.sets.length || detail.singleSell || detail.priceInStore) continue;
      const few = detail.variants.find((v) => v.siteSize && v.total >= 2 && v.total <= 9);
      const none = detail.variants.find((v) => v.siteSize && v.total === 0);
      if (!low && few) low = { id: detail.id, route: detail.route, size: few.siteSize, stock: few.total };
      else if (!sold && none && detail.id !== low?.id) sold = { id: detail.id, size: none.siteSize };
      if (low && sold) break;
    }
  }
  if (!low || !sold) throw new Error("no seeded products fit the merge notice test");
  return { low, sold };
}

test("after sign-in the shopper is told which cart lines the stock cut", async ({ page, baseURL }, testInfo) => {
  const nojs = jsDisabled(testInfo);
  const lang = nojs ? "ru" : "en";
  const prefix = nojs ? "/ru" : "";
  const { low, sold } = await pick(page.request);
  const titleOf = async (id: number) => (await api<ProductDetail>(page.request, `products/info/${id}`, { lang })).title;
  const [lowTitle, soldTitle] = [await titleOf(low.id), await titleOf(sold.id)];

  // a fresh customer
  const mobile = uniqueMobile(nojs);
  const password = "merge-pass-1";
  await open(page, `/signup?mobile=${mobile.slice(3)}`);
  await submitForm(page, page.getByTestId("signup-form"), {
    firstName: "Nigar",
    lastName: "Huseynova",
    email: `merge.${mobile}@example.com`,
    password,
    password2: password,
    notification: true,
  });
  await expect(page.getByTestId("signup-otp")).toBeVisible();
  await submitForm(page, page.getByTestId("otp-form"), { otp: await codeFor(page, mobile) });
  await expect(page.getByTestId("signup-done")).toBeVisible();

  // signed in: all but one of the size's units go into the customer's cart
  await open(page, `${prefix}/login`);
  await submitForm(page, page.getByTestId("login-form"), { username: mobile, password });
  await expect(page).toHaveURL(/\/cabinet$/);
  await open(page, `${low.route}?size=${encodeURIComponent(low.size)}&qty=${low.stock - 1}`);
  await click(page.getByTestId("add-to-cart-form").getByTestId("add-to-cart"));
  await page.waitForLoadState("load");
  await expect(page.getByTestId("header-cart").getByTestId("cart-count")).toHaveText(String(low.stock - 1));

  // later, as a guest on another visit: two more of that size (within the stock on its own),
  // and a size that is sold out
  await page.context().clearCookies();
  const url = new URL(baseURL ?? "http://127.0.0.1");
  const cart = JSON.stringify([
    { id: low.id, size: low.size, option: 0, qty: 2 },
    { id: sold.id, size: sold.size, option: 0, qty: 1 },
  ]);
  await page.context().addCookies([{ name: "bz_cart", value: encodeURIComponent(cart), domain: url.hostname, path: "/" }]);

  // signing in joins the carts: stock − 1 + 2 is one more than is left
  await open(page, `${prefix}/login`);
  await submitForm(page, page.getByTestId("login-form"), { username: mobile, password });
  await expect(page).toHaveURL(/\/cabinet$/);
  const toast = page.getByTestId("toast").first();
  if (nojs) {
    await expect(toast).toContainText("Корзина изменилась при объединении с вашим аккаунтом");
    await expect(toast).toContainText(`${lowTitle} (${low.size}) — теперь ${low.stock} шт., всё, что есть в наличии`);
    await expect(toast).toContainText(`${soldTitle} (${sold.size}) — распродано`);
  } else {
    await expect(toast).toContainText("Your cart changed when it was joined with your account");
    await expect(toast).toContainText(`${lowTitle} (${low.size}) — quantity now ${low.stock}, all we have in stock`);
    await expect(toast).toContainText(`${soldTitle} (${sold.size}) — sold out`);
  }
  // it stays long enough to be read
  await expect(toast).toHaveAttribute("data-long", "true");

  await open(page, `${prefix}/cart`);
  await expect(page.locator(`[data-testid="cart-line"][data-key="${low.id}:${low.size}:0"]`).getByTestId("cart-qty-input")).toHaveValue(String(low.stock));
  await expect(page.locator(`[data-testid="cart-line"][data-key="${sold.id}:${sold.size}:0"]`)).toHaveAttribute("data-sold", "true");
});
