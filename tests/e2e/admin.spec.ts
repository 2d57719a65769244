/**
 * The back office, JavaScript on (`js`) and off (`nojs`):
 * - a visitor opening /admin is sent to the login page with the way back;
 * - the demo owner signs in through the normal login, lands on the dashboard, opens the
 *   orders list (a customer's cash order placed through the API is there, searchable) and
 *   its detail; admin pages say `private, no-store`;
 *   and moves it to Confirmed with the detail's status button;
 * - a cash courier order walks confirmed → processing → shipped → delivered, and the shopper's
 *   cabinet and SMS outbox show each step;
 * - a paid card order cancelled by staff gives its unit back once and asks for a manual refund;
 * - at 375 px the orders list shows each order as a card (nothing runs off the screen: the
 *   total is in view) and the order's items table fits its card (quantity × price under the name);
 * - the demo customer (a shopper) opening /admin gets the styled 403 page with a way back.
 * Screenshots of every admin screen at 1280 px and of the order list and detail at 375 px
 * go to screenshots/ (js project).
 */
import { expect, test, type Page } from "@playwright/test";
import { jsDisabled, open, DEMO_SHOPPER, placeApiOrder, placeCashOrder as placeOrder, stockOfSize, submitForm, screenshots } from "./helpers.ts";
import { screenshotsDir, shotPath } from "../../scripts/screenshot-dir.ts";

test.describe.configure({ timeout: 180_000 });

const OWNER = { username: "0551234567", password: "Owner-2026" };
const SHOPPER = DEMO_SHOPPER;

async function signIn(page: Page, who: { username: string; password: string }, path = "/login") {
  await open(page, path);
  await submitForm(page, page.getByTestId("login-form"), who);
}

test("a visitor opening /admin goes to the login page with the way back", async ({ page }) => {
  const response = await page.request.get("/admin/orders?status=new", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toBe("/login?redirectTo=%2Fadmin%2Forders%3Fstatus%3Dnew");
  expect(response.headers()["cache-control"]).toContain("no-store");
  await open(page, "/az/admin");
  await expect(page).toHaveURL(/\/az\/login\?redirectTo=%2Faz%2Fadmin$/);
});

test("the owner signs in, sees the dashboard, the orders list and an order", async ({ page }) => {
  const number = await placeOrder(page.request);
  await signIn(page, OWNER, "/login?redirectTo=%2Fadmin");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId("admin-dashboard")).toBeVisible();
  await expect(page.getByTestId("admin-user")).toContainText("Owner");
  const nav = page.getByTestId("admin-nav");
  await expect(nav.getByRole("link")).toHaveText(["Dashboard", "Orders", "Sales reports", "Products", "Categories", "Brands", "Collections", "Product groups", "Home banners", "Pages", "Menus", "Articles", "Article categories", "Branches", "Delivery areas", "Reviews", "Customers", "Feedback", "Subscribers", "Push notifications", "Staff", "Audit log", "Failed jobs", "Shop settings"]);
  // the sections come in named groups, each list labelled by its heading
  await expect(nav.locator(".admin-nav-group")).toHaveText(["Catalogue", "Content", "Shoppers", "Team"]);
  await expect(nav.getByRole("list", { name: "Content" }).getByRole("link")).toHaveText(["Home banners", "Pages", "Menus", "Articles", "Article categories", "Branches", "Delivery areas"]);
  expect(Number(await page.getByTestId("dash-today-orders").textContent())).toBeGreaterThan(0);

  const headers = (await page.request.get("/admin/orders")).headers();
  expect(headers["cache-control"]).toBe("private, no-store");

  await nav.getByRole("link", { name: "Orders" }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  const list = page.getByTestId("admin-orders");
  // newest first: this order is on the first page (the other project may have placed one since)
  await expect(list.getByTestId("list-row").filter({ hasText: number })).toHaveCount(1);
  await expect(list.getByTestId("list-footer")).toContainText(/\d+ of \d+ items/);

  // search by the customer's mobile as typed, and a search that finds nothing
  const filters = list.getByTestId("list-filters");
  await filters.locator('[name="q"]').fill("050 123 45 67");
  await filters.locator('[name="status"]').selectOption("new");
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/q=050\+123\+45\+67&status=new|status=new&q=050/);
  await expect(list.getByTestId("list-row").filter({ hasText: number })).toHaveCount(1);
  await open(page, "/admin/orders?q=no-such-order-xyz");
  await expect(page.getByTestId("list-empty")).toHaveText("List is empty");

  // the export asks first, then downloads the filtered CSV
  await open(page, "/admin/orders?status=new");
  await page.getByTestId("list-export").click();
  await expect(page.getByTestId("confirm-export")).toContainText("as a CSV file?");
  const csv = await page.request.get((await page.getByTestId("confirm-export-download").getAttribute("href"))!);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toContain(number);

  await open(page, "/admin/orders");
  await page.getByTestId("list-row").filter({ hasText: number }).getByTestId("order-link").click();
  await expect(page.getByTestId("admin-order")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${number}`);
  await expect(page.getByTestId("order-customer")).toContainText("+994 50 123 45 67");
  await expect(page.getByTestId("order-lines").locator("tbody tr")).toHaveCount(1);
  await expect(page.getByTestId("order-history")).toContainText("Placed");

  // a status change through the state machine (POST form, orders:write)
  await submitForm(page, page.getByTestId("order-transitions").locator("form").first());
  await expect(page.getByTestId("order-moved")).toContainText("The order is now Confirmed");
  await expect(page.getByTestId("order-history")).toContainText("Confirmed");
  await expect(page.getByTestId("transition-processing")).toBeVisible();

  // the same step posted from another site with the owner's cookies is refused and changes
  // nothing; a forged target state is a 4xx with the order left as it was
  const orderUrl = new URL(page.url()).pathname;
  const foreign = await page.request.post(orderUrl, {
    form: { from: "confirmed", to: "processing" },
    headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    maxRedirects: 0,
  });
  expect(foreign.status()).toBe(403);
  const forged = await page.request.post(orderUrl, { form: { from: "confirmed", to: "teleported" }, headers: { origin: new URL(page.url()).origin }, maxRedirects: 0 });
  expect(forged.status()).toBeGreaterThanOrEqual(400);
  expect(forged.status()).toBeLessThan(500);
  await open(page, orderUrl);
  await expect(page.getByTestId("transition-processing")).toBeVisible();
  await expect(page.getByTestId("order-history")).not.toContainText("Processing");

  if (screenshots()) {
    await shots(page, number);
  }
});

test("a cash delivery order moves confirmed → processing → shipped → delivered, and the shopper's cabinet and SMS follow each step", async ({ page, browser }, testInfo) => {
  const number = await placeOrder(page.request, { delivery: "delivery" });
  // the shopper, signed in in a browser of their own (same JavaScript setting), watches the cabinet
  const shopperContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: !jsDisabled(testInfo) });
  const shopper = await shopperContext.newPage();
  try {
    await signIn(shopper, SHOPPER);
    await signIn(page, OWNER, "/login?redirectTo=%2Fadmin%2Forders");
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await page.getByTestId("list-row").filter({ hasText: number }).getByTestId("order-link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${number}`);
    const steps = [
      { to: "confirmed", label: "Confirmed", sms: "is confirmed" },
      { to: "processing", label: "Processing", sms: "is being packed" },
      { to: "shipped", label: "Shipped", sms: "is on its way" },
      { to: "delivered", label: "Delivered", sms: "has been delivered" },
    ];
    for (const step of steps) {
      const transitions = page.getByTestId("order-transitions");
      // a courier order is shipped, never "ready for pickup"
      await expect(transitions.getByTestId("transition-ready_for_pickup")).toHaveCount(0);
      // shipping asks for the courier and the tracking number
      if (step.to === "shipped") {
        await page.getByTestId("shipment-courier").fill("Azerpoct");
        await page.getByTestId("shipment-tracking").fill("RR123AZ");
      }
      await submitForm(page, transitions.locator("form").filter({ has: page.getByTestId(`transition-${step.to}`) }));
      await expect(page.getByTestId("order-moved")).toContainText(`The order is now ${step.label}`);
      await expect(page.getByTestId("order-history")).toContainText(step.label);

      await open(shopper, "/cabinet/orders");
      await expect(shopper.getByTestId("order-row").filter({ hasText: number }), `cabinet after ${step.to}`).toContainText(step.label);
      await open(shopper, "/dev/outbox");
      await expect(shopper.getByTestId("dev-outbox"), `SMS after ${step.to}`).toContainText(`Your order ${number} ${step.sms}`);
    }
    // delivered is the end: no step and no cancel is offered any more
    await expect(page.getByTestId("order-transitions").locator('[data-testid^="transition-"]')).toHaveCount(0);
  } finally {
    await shopperContext.close();
  }
});

test("a paid card order cancelled in the back office gives its stock back once and asks for the refund by hand", async ({ page }, testInfo) => {
  // a product of its own per project: the other project's orders must not move this stock
  const placed = await placeApiOrder(page.request, { payment: "card", skip: jsDisabled(testInfo) ? 3 : 2 });
  const held = await stockOfSize(page.request, placed.productId, placed.size);
  await signIn(page, OWNER, "/login?redirectTo=%2Fadmin%2Forders");
  await page.getByTestId("list-row").filter({ hasText: placed.number }).getByTestId("order-link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${placed.number}`);
  await expect(page.getByTestId("admin-order")).toContainText("Paid");
  const orderUrl = new URL(page.url()).pathname;
  // the cancel asks first, and says what happens to the money
  await page.getByTestId("transition-cancel").click();
  await expect(page.getByTestId("confirm-cancel")).toContainText("the refund must be made at the bank by hand");
  const stale = await page.getByTestId("confirm-cancel").locator("form").evaluate((f: HTMLFormElement) => Object.fromEntries([...new FormData(f)].map(([k, v]) => [k, String(v)])));
  await submitForm(page, page.getByTestId("confirm-cancel").locator("form"));
  await expect(page.getByTestId("order-moved")).toContainText("The order is now Cancelled");
  await expect(page.getByTestId("order-transitions")).toContainText("refund the payment at the bank by hand");
  expect(await stockOfSize(page.request, placed.productId, placed.size), "the unit is back on sale").toBe(held + 1);

  // the same cancel posted again (a second tab, a double submit) changes nothing
  const again = await page.request.post(orderUrl, { form: stale, headers: { origin: new URL(page.url()).origin }, maxRedirects: 0 });
  expect(again.status()).toBe(409);
  expect(await stockOfSize(page.request, placed.productId, placed.size), "the stock came back once").toBe(held + 1);
  await open(page, orderUrl);
  await expect(page.getByTestId("order-transitions").locator('[data-testid^="transition-"]')).toHaveCount(0);
});

test("at 375 px the orders list and an order fit the screen, and the sections strip hints that it scrolls", async ({ page }, testInfo) => {
  const number = await placeOrder(page.request);
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, OWNER, "/login?redirectTo=%2Fadmin");
  await expect(page).toHaveURL(/\/admin$/);
  await open(page, `/admin/orders?q=${number}`);
  const row = page.getByTestId("list-row").filter({ hasText: number });
  await expect(row).toHaveCount(1);
  // the table's panel does not scroll sideways; the row's total (a labelled line of its card) is on screen
  expect(await page.getByTestId("list-table").evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth)).toBe(0);
  const total = row.locator('td[data-label="Total"]');
  await expect(total).toContainText("₼");
  const box = (await total.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(await total.evaluate((cell) => getComputedStyle(cell, "::before").content)).toBe('"Total"');

  await row.getByTestId("order-link").click();
  await expect(page.getByTestId("admin-order")).toBeVisible();
  const lines = page.getByTestId("order-lines");
  expect(await lines.locator("table").evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth)).toBe(0);
  await expect(lines.getByTestId("line-unit-price").first()).toBeVisible();
  await expect(lines.getByTestId("line-unit-price").first()).toContainText(/^\d+ × [\d ]+\.\d{2} ₼$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // the sections strip scrolls sideways: its end fades out as a hint that there is more, and
  // with JavaScript the current section (the audit log, last in the list) is scrolled into view
  await open(page, "/admin/audit");
  const strip = page.getByTestId("admin-nav").locator("ul").first();
  expect(await strip.evaluate((ul) => getComputedStyle(ul).maskImage)).toContain("linear-gradient");
  expect(await strip.evaluate((ul) => ul.scrollWidth > ul.clientWidth)).toBe(true);
  if (!jsDisabled(testInfo)) {
    const current = page.getByTestId("admin-nav").locator('[aria-current="page"]');
    await expect.poll(async () => ((b) => b.x + b.width)((await current.boundingBox())!)).toBeLessThanOrEqual(375);
    expect((await current.boundingBox())!.x).toBeGreaterThanOrEqual(0);
  }
});

test("back-office tabs are titled in the page's language", async ({ page }) => {
  const number = await placeOrder(page.request);
  await signIn(page, OWNER, "/login?redirectTo=%2Fadmin");
  await expect(page).toHaveURL(/\/admin$/);
  const titles: [string, string][] = [
    ["/admin/orders", "Orders · Bazaar"],
    ["/az/admin/orders", "Sifarişlər · Bazaar"],
    ["/ru/admin", "Сводка · Bazaar"],
    ["/az/admin/staff", "Əməkdaşlar · Bazaar"],
  ];
  for (const [path, title] of titles) {
    await open(page, path);
    await expect(page, path).toHaveTitle(title);
  }
  await open(page, `/ru/admin/orders?q=${number}`);
  await page.getByTestId("list-row").filter({ hasText: number }).getByTestId("order-link").click();
  await expect(page).toHaveTitle(`Заказ ${number} · Bazaar`);
});

async function shots(page: Page, number: string) {
  const dir = screenshotsDir();
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, "/admin");
  await page.screenshot({ path: `${dir}/admin-dashboard-1280.png`, fullPage: true });
  await open(page, "/admin/orders");
  await page.screenshot({ path: `${dir}/admin-orders-1280.png`, fullPage: true });
  const href = await page.getByTestId("list-row").filter({ hasText: number }).getByTestId("order-link").getAttribute("href");
  await open(page, href!);
  await page.screenshot({ path: `${dir}/admin-order-1280.png`, fullPage: true });
  await open(page, "/admin/audit");
  await page.screenshot({ path: `${dir}/admin-audit-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, href!);
  await page.screenshot({ path: `${dir}/admin-order-375.png`, fullPage: true });
  await open(page, "/admin/orders");
  await page.screenshot({ path: `${dir}/admin-orders-375.png`, fullPage: true });
}

test("a shopper opening /admin gets the 403 page with a way back", async ({ page }) => {
  await signIn(page, SHOPPER);
  const response = await open(page, "/admin");
  expect(response?.status()).toBe(403);
  const forbidden = page.getByTestId("admin-forbidden");
  await expect(forbidden.getByRole("heading", { level: 1 })).toHaveText("No access");
  await expect(forbidden.getByRole("link", { name: "Back to the shop" })).toHaveAttribute("href", "/");
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  // the API refuses the shopper too, whatever the page does
  const orders = await page.request.get("/admin/orders");
  expect(orders.status()).toBe(403);
  const csv = await page.request.get("/admin/export/orders");
  expect(csv.status()).toBe(403);
  await open(page, "/ru/admin");
  await expect(page.getByTestId("admin-forbidden").getByRole("heading", { level: 1 })).toHaveText("Нет доступа");
  if (screenshots()) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, "/admin");
    await page.screenshot({ path: shotPath("admin-403-1280.png"), fullPage: true });
  }
});
