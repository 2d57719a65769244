/**
 * The back office's people screens, JavaScript on (`js`) and off (`nojs`):
 * - review moderation: on a second server started from the same build with
 *   REVIEW_MODERATION=1, a shopper's review sent through the product page's form is not on
 *   the page (the page cache serves anonymous visitors) until the owner approves it in
 *   /admin/reviews; the shop's reply shows under it; a hidden one leaves again;
 * - the packing slip of an order, linked from its detail: no back-office frame, the lines and
 *   what to collect; printed, the toolbar is gone;
 * - customers: list with search and filters, the detail (orders, addresses, verified, no
 *   password anywhere), the loyalty flag saved, a password-reset code sent after a confirmation;
 * - the feedback inbox: a message sent through the API is open, marked handled, reopened;
 *   newsletter subscribers: searched, exported as CSV after the confirmation;
 * Screenshots of the screens at 1280 px and of the lists at 375 px go to screenshots/ (js project).
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { api, jsDisabled, open, placeCashOrder, settle, submitForm, OWNER, signIn, screenshots, hideDiscountPopup, startSecondServer, type SecondServer } from "./helpers.ts";
import { shotPath } from "../../scripts/screenshot-dir.ts";

test.describe.configure({ timeout: 240_000 });



test.describe("review moderation (REVIEW_MODERATION=1)", () => {
  let server: SecondServer | undefined;
  let base = "";

  // eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures argument to pass testInfo
  test.beforeAll(async ({}, testInfo) => {
    // a fresh embedded database is migrated and seeded first: slower than one test's budget on a busy machine
    test.setTimeout(240_000);
    // the main e2e server publishes reviews at once (product.spec.ts): a second one, same build, moderates them
    server = await startSecondServer(testInfo, { name: "moderated", offset: 20_000, env: { REVIEW_MODERATION: "1", DEV_OUTBOX: "1" }, readyWithinMs: 180_000 });
    base = server.base;
  });

  test.afterAll(async () => server?.stop());

  test("a review waits for approval, then shows with the shop's reply; hidden, it leaves", async ({ browser }, testInfo) => {
    const shopper = await anonymousPage(browser, testInfo);
    // a seeded product with reviews (its page has the review form)
    const list = (await (await fetch(`${base}/api/products`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ lang: "en", limit: 20 }) })).json()) as {
      data: { items: { id: number }[] };
    };
    const productId = list.data.items[0]!.id;
    const info = (await (await fetch(`${base}/api/products/info/${productId}`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" })).json()) as { data: { route: string } };
    const route = info.data.route;
    const name = `Moderated ${testInfo.project.name} ${Date.now().toString(36)}`;

    await open(shopper, `${base}${route}`);
    // with JavaScript the reviews sit behind a tab (the tabs appear on hydration: wait for it);
    // without, every panel is on the page
    const tab = shopper.getByRole("tab", { name: /Reviews/ });
    const js = !jsDisabled(testInfo);
    if (js) await tab.click();
    const form = shopper.getByTestId("review-form");
    await form.getByLabel("Review").fill("Good cloth, runs a little small.");
    await form.getByLabel("Full name").fill(name);
    await form.getByLabel("Email").fill("moderated@example.com");
    await form.locator('label[for="review-rating-4"]').click();
    await form.getByTestId("review-submit").click();
    await shopper.waitForLoadState("load");
    await settle(shopper);
    if (js) await tab.click();
    await expect(shopper.getByTestId("review-thanks")).toContainText("after a quick check");

    // an anonymous visitor (the page cache's audience) does not see it
    const visitor = await anonymousPage(browser, testInfo);
    await open(visitor, `${base}${route}`);
    await expect(visitor.getByTestId("review").filter({ hasText: name })).toHaveCount(0);

    // the owner approves it in the back office
    const owner = await anonymousPage(browser, testInfo);
    await signIn(owner, OWNER, { base });
    await expect(owner.getByTestId("admin-nav").getByRole("link", { name: "Reviews" })).toBeVisible();
    // the dashboard counts it among the reviews waiting and leads to them
    expect(Number(await owner.getByTestId("dash-reviews-waiting").textContent())).toBeGreaterThan(0);
    await owner.getByTestId("dash-reviews-link").click();
    await expect(owner.getByTestId("admin-reviews")).toBeVisible();
    const filters = owner.getByTestId("list-filters");
    await expect(filters.locator('[name="state"]')).toHaveValue("waiting");
    await filters.locator('[name="q"]').fill(name);
    await filters.getByRole("button", { name: "Apply" }).click();
    // the dashboard's link already had state=waiting: wait for the search itself, or the approve
    // below can post from the unfiltered list while the search is still loading (seen in CI)
    await expect(owner).toHaveURL((url) => url.searchParams.get("state") === "waiting" && url.searchParams.get("q") === name);
    const row = owner.getByTestId("list-row").filter({ hasText: name });
    await expect(row.getByTestId("review-state")).toHaveText("Waiting");
    await row.getByTestId("review-approve").filter({ visible: true }).click();
    await expect(owner.getByTestId("review-done")).toContainText("approved");
    await expect(owner.getByTestId("list-empty")).toBeVisible();
    await open(owner, `${base}/admin/reviews?q=${encodeURIComponent(name)}`);
    await expect(owner.getByTestId("list-row").filter({ hasText: name }).getByTestId("review-state")).toHaveText("Approved");

    // a reply: a too-long one is refused in the form, a good one is saved
    await owner.getByTestId("list-row").filter({ hasText: name }).getByTestId("review-reply-open").filter({ visible: true }).click();
    const panel = owner.getByTestId("review-reply-panel");
    await expect(panel).toBeVisible();
    // past the field's maxlength (a browser without it): the form's check (JS) or the server's (no JS) says so
    await panel.getByTestId("review-reply-text").evaluate((el: HTMLTextAreaElement) => el.removeAttribute("maxlength"));
    await panel.getByTestId("review-reply-text").fill("x".repeat(2001));
    await panel.getByTestId("review-reply-save").click();
    await expect(owner.getByTestId("review-reply-error")).toHaveText("Too long");
    await owner.getByTestId("review-reply-text").fill("Thank you for the review!");
    await owner.getByTestId("review-reply-save").click();
    await expect(owner.getByTestId("review-done")).toContainText("reply is saved");
    await expect(owner.getByTestId("list-row").filter({ hasText: name }).getByTestId("review-row-reply")).toContainText("Thank you for the review!");

    // the product page shows it at once (the approval dropped the page cache), with the reply
    await open(visitor, `${base}${route}`);
    const shown = visitor.getByTestId("review").filter({ hasText: name });
    await expect(shown).toHaveCount(1);
    await expect(shown.getByTestId("review-reply")).toContainText("Thank you for the review!");

    // hidden: gone from the shop again
    await owner.getByTestId("list-row").filter({ hasText: name }).getByTestId("review-hide").filter({ visible: true }).click();
    await expect(owner.getByTestId("review-done")).toContainText("hidden");
    await open(visitor, `${base}${route}`);
    await expect(visitor.getByTestId("review").filter({ hasText: name })).toHaveCount(0);

    if (screenshots()) {
      await owner.setViewportSize({ width: 1280, height: 900 });
      await open(owner, `${base}/admin/reviews`);
      await owner.screenshot({ path: shotPath("admin-reviews-1280.png"), fullPage: true });
      await open(owner, `${base}/admin/reviews?reply=${await owner.getByTestId("list-row").first().getByTestId("review-reply-open").first().getAttribute("href").then((h) => new URL(h!, base).searchParams.get("reply"))}`);
      await owner.screenshot({ path: shotPath("admin-review-reply-1280.png"), fullPage: true });
      await owner.setViewportSize({ width: 375, height: 800 });
      await open(owner, `${base}/admin/reviews`);
      await owner.screenshot({ path: shotPath("admin-reviews-375.png"), fullPage: true });
    }
    await Promise.all([shopper.context().close(), visitor.context().close(), owner.context().close()]);
  });
});

test("the packing slip of an order: linked from the detail, without the back office's frame, printable", async ({ page }, testInfo) => {
  const number = await placeCashOrder(page.request);
  await signIn(page, OWNER);
  await open(page, `/admin/orders?q=${number}`);
  await page.getByTestId("list-row").filter({ hasText: number }).getByTestId("order-link").click();
  // the order holds what the demo customer's server cart held (other specs may have added to
  // it at the same moment): the slip lists the same lines as the order's detail
  await expect(page.getByTestId("order-lines")).toBeVisible();
  const lines = await page.getByTestId("order-lines").locator("tbody tr").count();
  expect(lines).toBeGreaterThan(0);
  await page.getByTestId("order-slip-link").click();
  await expect(page).toHaveURL(/\/admin\/orders\/\d+\/slip$/);
  const slip = page.getByTestId("packing-slip");
  await expect(slip.getByRole("heading", { level: 1 })).toHaveText(`Order ${number}`);
  await expect(slip.getByTestId("slip-lines").locator("tbody tr")).toHaveCount(lines);
  expect(Number(await slip.getByTestId("slip-items").textContent())).toBeGreaterThanOrEqual(lines);
  await expect(slip.getByTestId("slip-collect")).toContainText("Collect");
  // a pickup order is collected at a branch, not delivered
  await expect(slip.getByTestId("slip-to")).toHaveText("Collects at the store");
  await expect(page.getByTestId("admin-nav")).toHaveCount(0);
  const response = await page.request.get(page.url());
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  if (jsDisabled(testInfo)) await expect(page.getByTestId("slip-toolbar")).toContainText("Ctrl+P");
  else await expect(page.getByTestId("slip-print")).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByTestId("slip-toolbar")).toBeHidden();
  await expect(slip).toBeVisible();
  if (screenshots()) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: shotPath("admin-packing-slip-print-1280.png"), fullPage: true });
    await page.emulateMedia({ media: "screen" });
    await page.screenshot({ path: shotPath("admin-packing-slip-1280.png"), fullPage: true });
  }
  // a shopper gets the 403 page here too
  const shopper = await anonymousPage(page.context().browser()!, testInfo);
  await open(shopper, "/login");
  await submitForm(shopper, shopper.getByTestId("login-form"), { username: "0501234567", password: "Demo12345" });
  const refused = await open(shopper, new URL(page.url()).pathname);
  expect(refused?.status()).toBe(403);
  await expect(shopper.getByTestId("admin-forbidden")).toBeVisible();
  await shopper.context().close();
});

test("customers: search, detail without a password, loyalty flag, a reset code", async ({ page }, testInfo) => {
  await signIn(page, OWNER);
  await page.getByTestId("admin-nav").getByRole("link", { name: "Customers" }).click();
  const list = page.getByTestId("admin-customers");
  await expect(list.getByTestId("list-footer")).toContainText(/\d+ of \d+ items/);
  // the demo customer by mobile as typed
  await list.getByTestId("list-filters").locator('[name="q"]').fill("050 123 45 67");
  await list.getByTestId("list-filters").getByRole("button", { name: "Apply" }).click();
  await expect(list.getByTestId("list-row")).toHaveCount(1);
  await expect(list.getByTestId("list-row")).toContainText("+994 50 123 45 67");
  await list.getByTestId("customer-link").click();
  const detail = page.getByTestId("admin-customer");
  await expect(detail.getByTestId("customer-contact")).toContainText("+994 50 123 45 67");
  await expect(detail.getByTestId("customer-orders")).toBeVisible();
  // saved addresses read as area titles, not the codes stored with them ("Baku, Yasamal, …")
  await expect(detail.getByTestId("customer-addresses")).toContainText("Baku, Yasamal, Sharifzade, Şərifzadə küçəsi 12");
  expect((await page.content()).toLowerCase()).not.toContain("password_hash");
  if (screenshots()) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: shotPath("admin-customer-1280.png"), fullPage: true });
  }

  // each project changes a customer of its own (they run at the same time, on a database that
  // may hold no other customer): an account made through the staff call, its role then removed
  const session = await api<{ accessToken: string }>(page.request, "login", { action: "login", username: OWNER.username, password: OWNER.password });
  const digits = String(Date.now() % 10_000_000).padStart(7, "0");
  const mobile = `+994 70 ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5, 7)}`;
  const made = await api<{ userId: number }>(page.request, "admin/staff", { mobile, role: "support", firstName: "Loyal", lastName: testInfo.project.name }, session.accessToken);
  await api(page.request, `admin/staff/${made.userId}/remove`, {}, session.accessToken);
  await open(page, `/admin/customers?q=${encodeURIComponent(mobile)}`);
  await expect(page.getByTestId("list-row")).toHaveCount(1);
  await page.getByTestId("list-row").getByTestId("customer-link").click();
  const box = page.getByTestId("customer-loyalty-box");
  const was = await box.isChecked();
  await box.setChecked(!was);
  await page.getByTestId("customer-save").click();
  await expect(page.getByTestId("customer-saved")).toHaveText("Saved.");
  await expect(page.getByTestId("customer-loyalty-box")).toBeChecked({ checked: !was });
  await page.getByTestId("customer-loyalty-box").setChecked(was);
  await page.getByTestId("customer-save").click();
  await expect(page.getByTestId("customer-saved")).toBeVisible();

  // a reset code, asked first
  await page.getByTestId("customer-reset-open").click();
  await expect(page.getByTestId("confirm-reset")).toContainText("Send a reset code by SMS");
  await page.getByTestId("customer-reset-send").click();
  await expect(page.getByTestId("customer-reset-sent")).toContainText("were sent to +994");

  // the audit log has both changes
  await open(page, "/admin/audit?area=customers");
  await expect(page.getByTestId("list-row").filter({ hasText: "reset_code" }).first()).toBeVisible();
  if (screenshots()) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, "/admin/customers");
    await page.screenshot({ path: shotPath("admin-customers-1280.png"), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, "/admin/customers");
    await page.screenshot({ path: shotPath("admin-customers-375.png"), fullPage: true });
  }
});

test("feedback inbox and newsletter subscribers", async ({ page }, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const post = (path: string, data: Record<string, unknown>) => page.request.post(`/api/${path}`, { data: { lang: "en", ...data } });
  expect((await post("feedbacks/send", { type: "complaint", firstName: "Inbox", lastName: tag, email: `inbox-${tag}@example.com`, mobile: "0501112233", message: `The parcel ${tag} came late` })).ok()).toBe(true);
  expect((await post("subscriptions/send", { email: `news-${tag}@example.com` })).ok()).toBe(true);
  await signIn(page, OWNER);

  await page.getByTestId("admin-nav").getByRole("link", { name: "Feedback" }).click();
  const inbox = page.getByTestId("admin-feedback");
  await inbox.getByTestId("list-filters").locator('[name="q"]').fill(tag);
  await inbox.getByTestId("list-filters").locator('[name="handled"]').selectOption("no");
  await inbox.getByTestId("list-filters").getByRole("button", { name: "Apply" }).click();
  // the row's form posts to the filtered list's URL: wait for it before the click
  await expect(page).toHaveURL(/handled=no/);
  const row = inbox.getByTestId("list-row").filter({ hasText: tag });
  await expect(row.getByTestId("feedback-state")).toHaveText("Open");
  await expect(row).toContainText("Complaint");
  await row.getByTestId("feedback-handle").click();
  await expect(page.getByTestId("feedback-done")).toHaveText("Marked as handled.");
  await expect(inbox.getByTestId("list-empty")).toBeVisible();
  await open(page, `/admin/feedback?q=${tag}&handled=yes`);
  await expect(page.getByTestId("list-row").filter({ hasText: tag }).getByTestId("feedback-state")).toHaveText("Handled");
  await expect(page.getByTestId("list-row").filter({ hasText: tag })).toContainText("Rəşad");
  if (screenshots()) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, "/admin/feedback");
    await page.screenshot({ path: shotPath("admin-feedback-1280.png"), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: shotPath("admin-feedback-375.png"), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await open(page, `/admin/feedback?q=${tag}`);
  await page.getByTestId("list-row").filter({ hasText: tag }).getByTestId("feedback-reopen").click();
  await expect(page.getByTestId("feedback-done")).toHaveText("Opened again.");

  await page.getByTestId("admin-nav").getByRole("link", { name: "Subscribers" }).click();
  const subscribers = page.getByTestId("admin-subscribers");
  await subscribers.getByTestId("list-filters").locator('[name="q"]').fill(`news-${tag}`);
  await subscribers.getByTestId("list-filters").getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/q=news-/);
  await expect(subscribers.getByTestId("list-row")).toHaveCount(1);
  await subscribers.getByTestId("list-export").click();
  await expect(page.getByTestId("confirm-export")).toContainText("Export 1 rows");
  const csv = await page.request.get((await page.getByTestId("confirm-export-download").getAttribute("href"))!);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const body = await csv.text();
  expect(body).toContain(`news-${tag}@example.com,en,`);
  expect(body.trim().split("\r\n")).toHaveLength(2);
  if (screenshots()) {
    await open(page, "/admin/subscribers");
    await page.screenshot({ path: shotPath("admin-subscribers-1280.png"), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: shotPath("admin-subscribers-375.png"), fullPage: true });
  }
  // a shopper's token: 403 on the export too
  const shopper = await anonymousPage(page.context().browser()!, testInfo);
  await open(shopper, "/login");
  await submitForm(shopper, shopper.getByTestId("login-form"), { username: "0501234567", password: "Demo12345" });
  expect((await shopper.request.get("/admin/export/subscribers")).status()).toBe(403);
  expect((await shopper.request.get("/admin/feedback")).status()).toBe(403);
  await shopper.context().close();
});

/** A page in a context of its own (no cookies shared), JavaScript as the project says, the main server as base. */
async function anonymousPage(browser: Browser, testInfo: { project: { use: { javaScriptEnabled?: boolean; baseURL?: string } } }): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: testInfo.project.use.javaScriptEnabled !== false, baseURL: testInfo.project.use.baseURL, locale: "en-US" });
  // the timed discount popup would cover the product page's review form
  await hideDiscountPopup(context);
  return context.newPage();
}

test("staff: the owner gives a role by mobile number, changes it and takes it away; each step is audited", async ({ page }, testInfo) => {
  await signIn(page, OWNER);
  await page.getByTestId("admin-nav").getByRole("link", { name: "Staff" }).click();
  const screen = page.getByTestId("admin-staff");
  await expect(screen.getByTestId("list-footer")).toContainText(/\d+ of \d+ items/);
  // the demo owner is listed, marked as the one signed in
  await expect(screen.getByTestId("list-row").filter({ hasText: "+994 55 123 45 67" })).toContainText("you");

  // a wrong number is refused on the form (in the browser with JS, by the server without), nothing is given
  const add = screen.getByTestId("staff-add");
  if (jsDisabled(testInfo)) await submitForm(page, add.locator("form"), { mobile: "12345", role: "support" });
  else {
    // the browser's check stops the form before any request
    await add.locator('[name="mobile"]').fill("12345");
    await add.getByTestId("staff-add-submit").click();
  }
  await expect(add.getByTestId("error-mobile")).toHaveText("Wrong mobile number");

  // each project its own new account (they run at the same time)
  const digits = String((Date.now() + (jsDisabled(testInfo) ? 1 : 0)) % 10_000_000).padStart(7, "0");
  const mobile = `+994 77 ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5, 7)}`;
  await submitForm(page, add.locator("form"), { mobile, role: "support", firstName: "Nigar", lastName: testInfo.project.name });
  await expect(page.getByTestId("staff-done")).toHaveText("The role was given.");
  await open(page, `/admin/staff?q=${encodeURIComponent(mobile)}`);
  const row = page.getByTestId("list-row");
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("staff-role")).toHaveValue("support");

  await submitForm(page, row.locator("form"), { role: "content" });
  await expect(page.getByTestId("staff-done")).toHaveText("The role was changed.");
  await expect(page.getByTestId("list-row").getByTestId("staff-role")).toHaveValue("content");

  await page.getByTestId("list-row").getByRole("link", { name: /Take the roles away/ }).click();
  await expect(page.getByTestId("confirm-revoke")).toContainText("Take every staff role from this account?");
  await submitForm(page, page.getByTestId("confirm-revoke").locator("form"));
  await expect(page.getByTestId("staff-done")).toContainText("The staff roles were taken away");
  await expect(page.getByTestId("list-row")).toHaveCount(0);
  await expect(page.getByTestId("admin-staff")).toContainText("List is empty");

  await open(page, "/admin/audit?area=staff");
  await expect(page.getByTestId("list-row").filter({ hasText: '"content"' }).first()).toBeVisible();
  if (screenshots()) {
    await open(page, "/admin/staff");
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: shotPath(`admin-staff-${width}.png`), fullPage: true });
    }
  }
});
