/**
 * The shopper's actions on an unpaid order, with JavaScript on (`js`)
 * and off (`nojs`):
 * - a guest's card order left at the bank unpaid stays 'Awaiting payment'; 'Pay now' on the
 *   order page starts a new attempt through the test gateway, Approve pays the same order;
 * - another unpaid card order is cancelled from the order page after its confirmation step
 *   ('Keep the order' changes nothing); the stock comes back once.
 * Each project takes its own products (after the ones of checkout.spec.ts), so the stock
 * checks do not race.
 */
import { expect, test, type Page } from "@playwright/test";
import { addedToCartMessage, clickHydrated as click, jsDisabled, openShell as open, settle, type Pick, buyableProducts, stockOfPick, uniqueMobile, press, refreshSummary as refresh } from "./helpers.ts";

test.describe.configure({ timeout: 180_000 });

let picks: Pick[] = [];

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  picks = await buyableProducts(request, 16);
});

/** Journey `n` of this project; checkout.spec.ts uses the first ten products. */
function pickFor(n: number, nojs: boolean): Pick {
  return picks[12 + n * 2 + (nojs ? 1 : 0)]!;
}

/**
 * A guest orders one unit by card and reaches the test gateway, then leaves it without a
 * decision: the order stays 'Awaiting payment'. Answers the order's token (from the bank
 * form's return address).
 */
async function unpaidCardOrder(page: Page, pick: Pick, nojs: boolean): Promise<string> {
  await open(page, `${pick.product.route}?size=${encodeURIComponent(pick.size)}`);
  const add = page.getByTestId("add-to-cart-form");
  await expect(add.locator(`input[name="size"][value="${pick.size}"]`)).toBeChecked();
  await click(add.getByTestId("add-to-cart"));
  await page.waitForLoadState("load");
  await expect(addedToCartMessage(page)).toBeAttached();
  await settle(page);
  await open(page, "/checkout");
  const form = page.getByTestId("checkout-form");
  await expect(form).toBeVisible();
  await settle(page);
  const mobile = uniqueMobile(nojs);
  await form.locator('[name="firstName"]').fill("Leyla");
  await form.locator('[name="lastName"]').fill("Aliyeva");
  await form.locator('[name="mobile"]').fill(mobile.slice(3));
  await form.locator('[name="email"]').fill(`leyla.${mobile}@example.com`);
  await form.locator('[name="city"]').selectOption("baku");
  await refresh(page, nojs);
  await form.locator('[name="district"]').selectOption("nasimi");
  await refresh(page, nojs);
  await form.locator('[name="place"]').selectOption("28-may");
  await refresh(page, nojs);
  await form.locator('[name="address"]').fill("Nizami street 12, apt 4");
  await form.locator('input[name="payment"][value="card"]').check();
  await refresh(page, nojs);
  await expect(page.getByTestId("checkout-submit")).toBeEnabled();
  await press(page, page.getByTestId("checkout-submit"));
  if (nojs) await page.getByTestId("payment-continue").click();
  await expect(page.getByRole("heading", { name: "Test payment gateway" })).toBeVisible();
  const back = await page.locator('input[name="BACKREF"]').first().getAttribute("value");
  const token = new URL(back!).searchParams.get("token");
  expect(token).toBeTruthy();
  return token!;
}

test("an unpaid card order is paid again from the order page", async ({ page, request }, testInfo) => {
  const nojs = jsDisabled(testInfo);
  const pick = pickFor(0, nojs);
  const before = await stockOfPick(request, pick);
  const token = await unpaidCardOrder(page, pick, nojs);

  // the shopper comes back to the order later: not paid, stock still held
  await open(page, `/order?token=${token}`);
  await expect(page.getByTestId("order-status")).toHaveText("Awaiting payment");
  await expect(page.getByTestId("order-paid")).toHaveText("No");
  await expect(page.getByTestId("order-status-notice")).toContainText("awaiting payment");
  expect(await stockOfPick(request, pick)).toBe(before - 1);
  // the token stays out of any Referer (only the origin), and the page's own posts keep their Origin
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute("content", "strict-origin");

  await press(page, page.getByTestId("order-pay"));
  if (nojs) {
    await expect(page.getByTestId("order-pay-redirect")).toBeVisible();
    await expect(page.getByText("Redirecting to the payment page…")).toBeVisible();
    await page.getByTestId("payment-continue").click();
  }
  await expect(page.getByRole("heading", { name: "Test payment gateway" })).toBeVisible();
  await page.getByRole("button", { name: "Approve" }).click();
  await page.waitForLoadState("load");

  await expect(page).toHaveURL(new RegExp(`/order\\?token=${token}`));
  await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
  await expect(page.getByTestId("order-paid")).toHaveText("Yes");
  await expect(page.getByTestId("order-status")).toHaveText("Paid");
  await expect(page.getByTestId("order-card")).toContainText("****");
  await expect(page.getByTestId("order-pay")).toHaveCount(0);
  await expect(page.getByTestId("order-cancel")).toHaveCount(0);
  // paid with the unit it held: no second unit taken, none given back
  expect(await stockOfPick(request, pick)).toBe(before - 1);
});

test("an unpaid order is cancelled from the order page after a confirmation, stock back once", async ({ page, request }, testInfo) => {
  const nojs = jsDisabled(testInfo);
  const pick = pickFor(1, nojs);
  const before = await stockOfPick(request, pick);
  const token = await unpaidCardOrder(page, pick, nojs);
  await open(page, `/order?token=${token}`);
  await expect(page.getByTestId("order-status")).toHaveText("Awaiting payment");
  expect(await stockOfPick(request, pick)).toBe(before - 1);

  // the first press only asks; 'Keep the order' changes nothing
  await press(page, page.getByTestId("order-cancel"));
  await expect(page.getByTestId("order-cancel-confirm")).toContainText("Cancel order");
  await click(page.getByTestId("order-cancel-keep"));
  await expect(page.getByTestId("order-cancel-confirm")).toHaveCount(0);
  await expect(page.getByTestId("order-status")).toHaveText("Awaiting payment");
  expect(await stockOfPick(request, pick)).toBe(before - 1);

  await press(page, page.getByTestId("order-cancel"));
  await press(page, page.getByTestId("order-cancel-yes"));
  await expect(page).toHaveURL(new RegExp(`/order\\?token=${token}$`));
  await expect(page.getByRole("heading", { name: "Order cancelled" })).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("Cancelled");
  await expect(page.getByTestId("order-status-notice")).toHaveText("This order has been cancelled. Nothing will be charged or delivered.");
  await expect(page.getByTestId("toasts")).toContainText("Your order has been cancelled.");
  await expect(page.getByTestId("order-actions")).toHaveCount(0);
  expect(await stockOfPick(request, pick)).toBe(before);

  // a second cancel (a replayed post) is refused and gives nothing back twice
  const again = await page.request.post(`/order?token=${token}`, {
    form: { intent: "cancel", confirm: "yes" },
    headers: { origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(303);
  expect(await stockOfPick(request, pick)).toBe(before);
  // and the order cannot be paid any more
  const pay = await page.request.post(`/order?token=${token}`, { form: { intent: "pay" }, headers: { origin: new URL(page.url()).origin }, maxRedirects: 0 });
  expect(pay.status()).toBe(303);
  expect(await pay.text()).not.toContain("payment-redirect-form");
});
