/**
 * Checkout journeys (checkout-accounts sections 2, 4, 5), each with JavaScript on (`js`) and
 * off (`nojs`; the summary is then recomputed with the 'Update' button):
 * - a guest pays cash on delivery to Baku > Nasimi > 28 May and confirms with the SMS code;
 * - a signed-in customer pays by card with a gift through the test gateway (Approve) and finds
 *   the order in My orders;
 * - a declined card payment ends on 'Order error' with the stock back;
 * - installments with BirKart over 6 months; without JavaScript each card shows only its own
 *   periods, and forged choices (TamKart 12 months, payment=bitcoin, city=mars) say what is wrong;
 * - pickup from a store.
 * Products come from the seeded catalogue through the API (no fixed ids) and go into the cart
 * through the product page; each journey of each project takes its own product, so the stock
 * checks do not race.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { addedToCartMessage, clickHydrated as click, jsDisabled, openShell as open, settle, type Pick, buyableProducts, stockOfPick, uniqueMobile, codeFor, press, refreshSummary as refresh } from "./helpers.ts";

test.describe.configure({ timeout: 180_000 });

let picks: Pick[] = [];

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  picks = await buyableProducts(request, 10);
});

/** The product of journey `n` for this project (js and nojs never share one). */
function pickFor(n: number, nojs: boolean): Pick {
  return picks[n * 2 + (nojs ? 1 : 0)]!;
}

async function addToCart(page: Page, pick: Pick, qty = 1): Promise<void> {
  await open(page, `${pick.product.route}?size=${encodeURIComponent(pick.size)}${qty > 1 ? `&qty=${qty}` : ""}`);
  const form = page.getByTestId("add-to-cart-form");
  await expect(form.locator(`input[name="size"][value="${pick.size}"]`)).toBeChecked();
  await click(form.getByTestId("add-to-cart"));
  await page.waitForLoadState("load");
  await expect(addedToCartMessage(page)).toBeAttached();
  await settle(page);
}

/** From the cart page to checkout, by its link. */
async function goToCheckout(page: Page): Promise<void> {
  await open(page, "/cart");
  await click(page.getByTestId("cart-checkout"));
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId("checkout-form")).toBeVisible();
  await settle(page);
}

async function fillCustomer(form: Locator, mobile: string) {
  await form.locator('[name="firstName"]').fill("Leyla");
  await form.locator('[name="lastName"]').fill("Aliyeva");
  await form.locator('[name="mobile"]').fill(mobile.slice(3));
  await form.locator('[name="email"]').fill(`leyla.${mobile}@example.com`);
}

/** Baku > Nasimi > 28 May (free delivery there), step by step as a shopper does. */
async function chooseAddress(page: Page, nojs: boolean) {
  const form = page.getByTestId("checkout-form");
  await form.locator('[name="city"]').selectOption("baku");
  await refresh(page, nojs);
  await form.locator('[name="district"]').selectOption("nasimi");
  await refresh(page, nojs);
  await form.locator('[name="place"]').selectOption("28-may");
  await refresh(page, nojs);
  await form.locator('[name="address"]').fill("Nizami street 12, apt 4");
}

async function placeOrder(page: Page) {
  await expect(page.getByTestId("checkout-submit")).toBeEnabled();
  await press(page, page.getByTestId("checkout-submit"));
}

const money = (q: number) => `${Math.floor(q / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, " ")}.${String(q % 100).padStart(2, "0")} ₼`;

test("a guest pays cash on delivery and confirms the order with the SMS code", async ({ page }, testInfo) => {
  const nojs = jsDisabled(testInfo);
  const pick = pickFor(0, nojs);
  const mobile = uniqueMobile(nojs);
  // landing from an advertisement: the marks are kept for the order
  await open(page, "/?utm_source=e2e&utm_medium=test&utm_campaign=checkout");
  const utm = async () => (await page.context().cookies()).find((c) => c.name === "bz_utm")?.value ?? "";
  expect(decodeURIComponent(await utm())).toContain('"campaign":"checkout"');
  await addToCart(page, pick, 2);
  await goToCheckout(page);
  const form = page.getByTestId("checkout-form");

  // required fields are asked for: by the browser's copy of the schema, or by the server without JS
  if (nojs) await press(page, page.getByTestId("checkout-submit"));
  else await click(page.getByTestId("checkout-submit"));
  await expect(page.getByTestId("error-firstName")).toHaveText("Required field");
  await expect(page.getByTestId("error-mobile")).toHaveText("Required field");

  await fillCustomer(form, mobile);
  await chooseAddress(page, nojs);
  await expect(page.getByTestId("summary-delivery")).toHaveText("Free");
  // a first order of this number: 10 % off
  await form.locator('[name="mobile"]').blur();
  await refresh(page, nojs);
  await expect(page.getByTestId("summary-new-customer")).toBeVisible();
  await expect(form.locator('input[name="payment"][value="cash"]')).toBeChecked();
  const total = (await page.getByTestId("summary-total").textContent())!.trim();

  await placeOrder(page);
  const otp = page.getByTestId("checkout-otp");
  await expect(otp).toBeVisible();
  await expect(page.getByTestId("checkout-otp-sent")).toContainText("We sent a 6-digit code to");

  // a wrong code stays on the step
  await page.getByTestId("otp-input").fill("000-000");
  await press(page, page.getByTestId("checkout-otp-submit"));
  await expect(page.getByTestId("error-otpCode")).toBeVisible();
  // the third wrong code cancels it: back to the filled-in form with the message
  const firstCode = await codeFor(page, mobile);
  const wrong = firstCode === "111-111" ? "222-222" : "111-111";
  for (let i = 0; i < 2; i++) {
    await page.getByTestId("otp-input").fill(wrong);
    await press(page, page.getByTestId("checkout-otp-submit"));
  }
  await expect(page.getByTestId("otp-cancelled")).toHaveText("You added wrong OTP code many times");
  await expect(form.locator('[name="address"]')).toHaveValue("Nizami street 12, apt 4");
  await expect(form.locator('[name="place"]')).toHaveValue("28-may");
  await placeOrder(page);
  await expect(page.getByTestId("checkout-otp")).toBeVisible();
  await expect.poll(() => codeFor(page, mobile)).not.toBe(firstCode);

  await page.getByTestId("otp-input").fill(await codeFor(page, mobile));
  await press(page, page.getByTestId("checkout-otp-submit"));
  await expect(page).toHaveURL(/\/order\?token=/);
  await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
  await expect(page.getByTestId("order-number")).not.toBeEmpty();
  await expect(page.getByTestId("order-total")).toHaveText(total);
  await expect(page.getByTestId("order-address")).toContainText("28 May");
  await expect(page.getByTestId("order-address")).toContainText("Nizami street 12, apt 4");
  await expect(page.getByTestId("order-paid")).toHaveText("No");
  // the guest cart is emptied, the marks are forgotten
  expect(await utm()).toBe("");
  await open(page, "/cart");
  await expect(page.getByTestId("cart-empty")).toBeVisible();
});

/**
 * A new customer, signed up through the API with the SMS code, with a saved address in
 * Baku > Nasimi > 28 May (main), then logged in through the login form.
 */
async function signUpAndLogIn(page: Page, nojs: boolean): Promise<string> {
  const mobile = uniqueMobile(nojs);
  const password = "Checkout123";
  const first = await page.request.post("/api/auth/signup", {
    data: { lang: "en", firstName: "Murad", lastName: "Huseynov", mobile, email: `murad.${mobile}@example.com`, password, password2: password, notification: true },
  });
  const sent = (await first.json()) as { ok: boolean; data: { token: string } };
  expect(sent.ok).toBe(true);
  const confirmed = await page.request.post("/api/auth/signup", { data: { lang: "en", token: sent.data.token, otp: await codeFor(page, mobile) } });
  expect(((await confirmed.json()) as { ok: boolean }).ok).toBe(true);
  const session = (await (await page.request.post("/api/login", { data: { lang: "en", action: "login", username: mobile, password } })).json()) as {
    data: { accessToken: string };
  };
  const created = await page.request.post("/api/users/create-address", {
    headers: { authorization: `Bearer ${session.data.accessToken}` },
    data: { lang: "en", title: "Home", city: "baku", district: "nasimi", place: "28-may", address: "Fuzuli street 40, apt 9" },
  });
  expect(((await created.json()) as { ok: boolean }).ok).toBe(true);
  await open(page, "/login");
  const login = page.getByTestId("login-form");
  await login.locator('[name="username"]').fill(mobile);
  await login.locator('[name="password"]').fill(password);
  await press(page, login.locator('button[type="submit"]'));
  await expect(page).not.toHaveURL(/\/login/);
  return mobile;
}

/** Through the test gateway: JS posts the bank form at once (the redirect screen flashes by), without JS 'Continue to payment'. */
async function payAtGateway(page: Page, nojs: boolean, decision: "Approve" | "Decline") {
  if (nojs) {
    await expect(page.getByTestId("checkout-page")).toHaveAttribute("data-step", "redirect");
    await expect(page.getByText("Redirecting to the payment page…")).toBeVisible();
    await page.getByTestId("payment-continue").click();
  }
  await expect(page.getByRole("heading", { name: "Test payment gateway" })).toBeVisible();
  await page.getByRole("button", { name: decision }).click();
  await page.waitForLoadState("load");
}

test("a signed-in customer pays by card with a gift through the test gateway", async ({ page }, testInfo) => {
  const nojs = jsDisabled(testInfo);
  const pick = pickFor(1, nojs);
  await signUpAndLogIn(page, nojs);
  await addToCart(page, pick);
  await goToCheckout(page);
  const form = page.getByTestId("checkout-form");
  // prefilled from the account
  await expect(form.locator('[name="firstName"]')).toHaveValue("Murad");
  await expect(form.locator('[name="lastName"]')).toHaveValue("Huseynov");
  // the saved address is chosen; unticking shows the fields of a new one
  await expect(form.getByTestId("checkout-is-my-address")).toBeChecked();
  await expect(page.getByTestId("saved-addresses")).toContainText("Fuzuli street 40, apt 9");
  await expect(page.getByTestId("new-address")).toBeHidden();
  await form.getByTestId("checkout-is-my-address").uncheck();
  await expect(page.getByTestId("new-address")).toBeVisible();
  await form.getByTestId("checkout-is-my-address").check();
  await expect(page.getByTestId("new-address")).toBeHidden();

  // the gift: receiver fields appear, the package is added
  await expect(page.getByTestId("gift-fields")).toBeHidden();
  await form.getByTestId("checkout-gift-toggle").check();
  await expect(page.getByTestId("gift-fields")).toBeVisible();
  await form.locator('[name="giftFirstName"]').fill("Nigar");
  await form.locator('[name="giftLastName"]').fill("Huseynova");
  await form.locator('[name="giftMobile"]').fill("553334455");
  await form.locator('[name="giftNote"]').fill("Happy birthday!");
  await form.locator('input[name="payment"][value="card"]').check();
  await refresh(page, nojs);
  await expect(page.getByTestId("summary-package")).toHaveText("3.00 ₼");

  await placeOrder(page);
  await payAtGateway(page, nojs, "Approve");
  await expect(page).toHaveURL(/\/order\?token=/);
  await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
  await expect(page.getByTestId("order-paid")).toHaveText("Yes");
  await expect(page.getByTestId("order-card")).toContainText("****");
  await expect(page.getByTestId("order-gift")).toContainText("Nigar Huseynova");
  await expect(page.getByTestId("order-package")).toHaveText("3.00 ₼");
  await expect(page.getByTestId("order-address")).toContainText("Fuzuli street 40, apt 9");
  const number = (await page.getByTestId("order-number").textContent())!.trim();

  // in My orders
  await click(page.getByTestId("order-my-orders"));
  await expect(page).toHaveURL(/\/cabinet\/orders/);
  await expect(page.getByTestId("cabinet")).toContainText(number);
});

test("a declined card payment ends on 'Order error' and the stock comes back", async ({ page, request }, testInfo) => {
  const nojs = jsDisabled(testInfo);
  const pick = pickFor(2, nojs);
  const before = await stockOfPick(request, pick);
  await addToCart(page, pick);
  await goToCheckout(page);
  const form = page.getByTestId("checkout-form");
  await fillCustomer(form, uniqueMobile(nojs));
  await chooseAddress(page, nojs);
  await form.locator('input[name="payment"][value="card"]').check();
  await refresh(page, nojs);
  // a double post of the same rendered form (a double click without JS) makes one order:
  // the idempotency key of the page answers the first order's bank form again
  const fields = await form.evaluate((f: HTMLFormElement) => Object.fromEntries([...new FormData(f)].map(([k, v]) => [k, String(v)])));
  const [first, second] = await Promise.all([1, 2].map(() => page.request.post("/checkout", { form: { ...fields, intent: "place" }, headers: { origin: new URL(page.url()).origin } })));
  const bankOrder = async (r: { text(): Promise<string> }) => /name="ORDER" value="([^"]+)"/.exec(await r.text())?.[1];
  const order = await bankOrder(first!);
  expect(order).toBeTruthy();
  expect(await bankOrder(second!)).toBe(order);
  await placeOrder(page);
  // one unit is held while the bank decides (one order for the three posts)
  expect(await stockOfPick(request, pick)).toBe(before - 1);
  await payAtGateway(page, nojs, "Decline");
  await expect(page).toHaveURL(/\/order\/error$/);
  await expect(page.getByRole("heading", { name: "Order error" })).toBeVisible();
  await expect(page.getByText("Sorry, your order has been canceled.")).toBeVisible();
  expect(await stockOfPick(request, pick)).toBe(before);
  // the cart is still there: checkout can be repeated
  await click(page.getByTestId("order-error-retry"));
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId("summary-line")).toHaveCount(1);
});

test("installments with BirKart over 6 months", async ({ page }, testInfo) => {
  const nojs = jsDisabled(testInfo);
  const pick = pickFor(3, nojs);
  // above the 50 ₼ minimum
  const qty = Math.min(4, Math.max(1, Math.ceil(5100 / pick.product.price)));
  await addToCart(page, pick, qty);
  await goToCheckout(page);
  const form = page.getByTestId("checkout-form");
  await fillCustomer(form, uniqueMobile(nojs));
  await chooseAddress(page, nojs);
  await form.locator('input[name="payment"][value="installment"]').check();
  await refresh(page, nojs);
  await expect(page.getByTestId("installment-block")).toBeVisible();
  await form.locator('input[name="creditCard"][value="birkart"]').check();
  // without JavaScript each card has its own group of periods
  await form.locator(`input[name="${nojs ? "creditMonth_birkart" : "creditMonth"}"][value="6"]`).check();
  await refresh(page, nojs);
  const grand = Number((await page.getByTestId("summary-total").textContent())!.replace(/[^\d]/g, ""));
  await expect(page.getByTestId(nojs ? "monthly-birkart-6" : "monthly-6")).toHaveText(`${money(Math.round(grand / 6))} / month`);
  await expect(page.getByTestId("installment-monthly")).toContainText("6 months");

  await placeOrder(page);
  await payAtGateway(page, nojs, "Approve");
  await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
  await expect(page.getByTestId("order-payment-type")).toHaveText("Installments · birkart · 6 months");
});

test("without JavaScript each installment card offers only its own periods; forged choices say what is wrong", async ({ page }, testInfo) => {
  test.skip(!jsDisabled(testInfo), "the no-JS form (with JavaScript one group of periods follows the chosen card)");
  const pick = pickFor(5, true);
  const qty = Math.min(4, Math.max(1, Math.ceil(5100 / pick.product.price)));
  await addToCart(page, pick, qty);
  await goToCheckout(page);
  const form = page.getByTestId("checkout-form");
  await fillCustomer(form, uniqueMobile(true));
  await chooseAddress(page, true);

  // forged choices (payment=bitcoin, city=mars) are named, not 'Required field'
  await form.locator('input[name="payment"][value="cash"]').evaluate((el: HTMLInputElement) => {
    el.value = "bitcoin";
    el.checked = true;
  });
  await form.locator('[name="city"]').evaluate((el: HTMLSelectElement) => {
    el.add(new Option("Mars", "mars"));
    el.value = "mars";
  });
  await placeOrder(page);
  await expect(page.getByTestId("error-payment")).toHaveText("Choose a payment method");
  await expect(page.getByTestId("error-city")).toHaveText("Choose a city from the list");
  await chooseAddress(page, true);

  await form.locator('input[name="payment"][value="installment"]').check();
  await refresh(page, true);
  const block = page.getByTestId("installment-block");
  await expect(block).toBeVisible();
  const visiblePeriods = async () =>
    block.locator("input[type=radio][name^=creditMonth]").evaluateAll((els) =>
      els.filter((el) => (el as HTMLElement).offsetParent !== null).map((el) => `${(el as HTMLInputElement).name}=${(el as HTMLInputElement).value}`),
    );
  // no card yet: no period, a hint
  await expect(page.getByTestId("months-choose-card")).toBeVisible();
  expect(await visiblePeriods()).toEqual([]);
  // each card shows only its own periods (spec: birkart 3, 6, 12; tamkart 3, 6)
  await form.locator('input[name="creditCard"][value="birkart"]').check();
  await expect(page.getByTestId("months-birkart")).toBeVisible();
  await expect(page.getByTestId("months-tamkart")).toBeHidden();
  await expect(page.getByTestId("months-choose-card")).toBeHidden();
  expect(await visiblePeriods()).toEqual(["creditMonth_birkart=3", "creditMonth_birkart=6", "creditMonth_birkart=12"]);
  await form.locator('input[name="creditMonth_birkart"][value="12"]').check();
  await form.locator('input[name="creditCard"][value="tamkart"]').check();
  await expect(page.getByTestId("months-tamkart")).toBeVisible();
  await expect(page.getByTestId("months-birkart")).toBeHidden();
  expect(await visiblePeriods()).toEqual(["creditMonth_tamkart=3", "creditMonth_tamkart=6"]);

  // TamKart with 12 months, forged into TamKart's own group: the period is not offered
  await form.locator('input[name="creditMonth_tamkart"][value="6"]').evaluate((el: HTMLInputElement) => {
    el.value = "12";
    el.checked = true;
  });
  await placeOrder(page);
  await expect(page.getByTestId("error-creditMonth")).toHaveText("This card does not offer that installment period");
  await expect(form.locator('input[name="creditCard"][value="tamkart"]')).toBeChecked();
  await expect(page.getByTestId("months-tamkart")).toHaveAttribute("aria-describedby", (await page.getByTestId("error-creditMonth").getAttribute("id"))!);

  // a valid choice goes through (BirKart's 12, left checked in its now hidden group, does not count)
  await form.locator('input[name="creditCard"][value="birkart"]').check();
  await form.locator('input[name="creditMonth_birkart"][value="12"]').check();
  await form.locator('input[name="creditCard"][value="tamkart"]').check();
  await form.locator('input[name="creditMonth_tamkart"][value="3"]').check();
  await placeOrder(page);
  await payAtGateway(page, true, "Approve");
  await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
  await expect(page.getByTestId("order-payment-type")).toHaveText("Installments · tamkart · 3 months");
});

test("pickup from a store: no address, no gift", async ({ page }, testInfo) => {
  const nojs = jsDisabled(testInfo);
  const pick = pickFor(4, nojs);
  const mobile = uniqueMobile(nojs);
  await addToCart(page, pick);
  await goToCheckout(page);
  const form = page.getByTestId("checkout-form");
  await fillCustomer(form, mobile);
  await form.locator('input[name="delivery"][value="pickup"]').check();
  await expect(page.getByTestId("pickup-block")).toBeVisible();
  await expect(page.getByTestId("address-block")).toBeHidden();
  await expect(page.getByTestId("checkout-gift")).toBeHidden();
  await refresh(page, nojs);
  const branch = form.locator('[name="branch"]');
  const first = await branch.locator("option").nth(1).getAttribute("value");
  await branch.selectOption(first!);
  const store = (await branch.locator(`option[value="${first}"]`).textContent())!.split(" — ")[0]!;
  await placeOrder(page);
  // back from the code step to the form: everything is still filled in
  await expect(page.getByTestId("checkout-otp")).toBeVisible();
  await press(page, page.getByTestId("checkout-otp-edit"));
  await expect(form.locator('[name="firstName"]')).toHaveValue("Leyla");
  await expect(form.locator('input[name="delivery"][value="pickup"]')).toBeChecked();
  await expect(form.locator('[name="branch"]')).toHaveValue(first!);
  await placeOrder(page);
  await page.getByTestId("otp-input").fill(await codeFor(page, mobile));
  await press(page, page.getByTestId("checkout-otp-submit"));
  await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
  await expect(page.getByTestId("order-branch")).toContainText(store);
  await expect(page.getByTestId("order-delivery-details")).toContainText("Pickup from a store");
});

test("checkout without a cart goes to the cart; a bad order token goes home", async ({ page }) => {
  await open(page, "/checkout");
  await expect(page).toHaveURL(/\/cart$/);
  await open(page, "/az/order?token=nope-not-a-token");
  await expect(page).toHaveURL(/\/az$/);
  await open(page, "/order/error");
  await expect(page.getByRole("heading", { name: "Order error" })).toBeVisible();
  await expect(page.getByTestId("order-error-retry")).toHaveAttribute("href", "/checkout");
});
