/**
 * Screenshots of every account page at 375 px and 1280 px into screenshots/ (account-*.png).
 * Not part of the normal runs: set ACCOUNT_SCREENSHOTS=1 and point E2E_BASE_URL at a server on
 * PostgreSQL whose URL is in ACCOUNT_SCREENSHOTS_DB (an order and an unverified state are set up
 * there with psql for the orders popup and the verification page).
 *   ACCOUNT_SCREENSHOTS=1 ACCOUNT_SCREENSHOTS_DB=postgres://… E2E_BASE_URL=http://127.0.0.1:3206 \
 *     npx playwright test tests/e2e/account-screenshots.spec.ts --project=js
 */
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { test, type Page } from "@playwright/test";
import { open, submitForm, codeFor } from "./helpers.ts";
import { screenshotsDir } from "../../scripts/screenshot-dir.ts";

const enabled = process.env.ACCOUNT_SCREENSHOTS === "1";
const db = process.env.ACCOUNT_SCREENSHOTS_DB ?? "";
const dir = screenshotsDir();

function psql(sql: string): string {
  return execFileSync("psql", [db, "-At", "-c", sql], { encoding: "utf8" }).trim();
}

async function shoot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(dir, `account-${name}-${width}.png`), fullPage: true });
  }
}

test.describe("account screenshots", () => {
  test.skip(!enabled, "set ACCOUNT_SCREENSHOTS=1 to take the screenshots");
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "taken once, with JavaScript");

  test("every account page at 375 and 1280 px", async ({ page }) => {
    test.setTimeout(600_000);
    mkdirSync(dir, { recursive: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    const mobile = `99455${String(Date.now()).slice(-7)}`;
    const password = "shot-pass-1";

    await open(page, "/login");
    await shoot(page, "login");
    await open(page, `/signup?mobile=${mobile.slice(3)}`);
    await shoot(page, "signup");
    await submitForm(page, page.getByTestId("signup-form"), { firstName: "Aysel", lastName: "Mammadova", email: `a${mobile}@example.com`, password, password2: password, notification: true });
    await shoot(page, "signup-otp");
    await submitForm(page, page.getByTestId("otp-form"), { otp: await codeFor(page, mobile) });
    await shoot(page, "signup-done");
    await open(page, "/remind");
    await shoot(page, "remind");
    await open(page, "/new-password?token=screenshot-token-000");
    await shoot(page, "new-password");
    await open(page, "/new-password?done=1");
    await shoot(page, "new-password-done");

    await open(page, "/login");
    await submitForm(page, page.getByTestId("login-form"), { username: mobile, password });
    await open(page, "/cabinet");
    await shoot(page, "profile");
    await open(page, "/cabinet?edit=1");
    await shoot(page, "profile-edit");
    await open(page, "/cabinet/orders");
    await shoot(page, "orders-empty");

    if (db) {
      const userId = psql(`select id from users where mobile = '${mobile}'`);
      const summary = JSON.stringify({ subTotalQ: 18950, campaignDiscountQ: 1500, newCustomerDiscountQ: 1895, loyaltyDiscountQ: 0, packageQ: 300, deliveryQ: 500, totalQ: 16355 });
      const info = JSON.stringify({ firstName: "Aysel", lastName: "Mammadova", email: `a${mobile}@example.com`, mobile, country: "AZ", city: "baku", district: "nasimi", place: "28-may", address: "Nizami street 10, flat 5", gift: true, giftFirstName: "Kamran", giftLastName: "Aliyev", giftMobile: "994551112233", giftNote: "Happy birthday!" });
      for (const [n, status, paid] of [
        ["1", "delivered", "true"],
        ["2", "processing", "false"],
      ] as const) {
        const orderId = psql(
          `insert into orders (number, token, user_id, status, summary, total_q, delivery_type, info, payment_type, paid, created_at) values ('BZ-${mobile.slice(-4)}${n}', 'shot-${mobile}-${n}', ${userId}, '${status}', '${summary}', 16355, 'delivery', '${info}', '${n === "1" ? "card" : "cash"}', ${paid}, now() - interval '${n} days') returning id`,
        ).split("\n")[0];
        psql(`insert into order_lines (order_id, title, qty, price_q, old_price_q, total_q, size) values (${orderId}, 'Linen shirt with a long title', 2, 5950, 7450, 11900, 'M'), (${orderId}, 'Leather belt', 1, 7050, null, 7050, '')`);
        if (n === "1") psql(`insert into payments (order_id, provider, amount_q, status, bank_result) values (${orderId}, 'azericard', 16355, 'approved', '{"cardNumber":"4169********1234","cardName":"AYSEL MAMMADOVA"}')`);
      }
      await open(page, "/cabinet/orders");
      await shoot(page, "orders");
      const firstId = psql(`select id from orders where user_id = ${userId} order by created_at asc limit 1`);
      await open(page, `/cabinet/orders?order=${firstId}`);
      await shoot(page, "order-popup");
    }

    await open(page, "/cabinet/address?do=create");
    await shoot(page, "address-form");
    const form = page.getByTestId("address-form");
    await form.locator('[name="title"]').fill("Home");
    await form.locator('[name="district"]').selectOption("nasimi");
    await form.locator('[name="place"]').selectOption("28-may");
    await submitForm(page, form, { address: "Nizami street 10, flat 5" }, { submit: page.getByTestId("address-save") });
    await open(page, "/cabinet/address?do=create");
    await submitForm(page, page.getByTestId("address-form"), { title: "Work", city: "khirdalan", address: "Office park 3" }, { submit: page.getByTestId("address-save") });
    await page.waitForTimeout(3800);
    await shoot(page, "addresses");
    await page.getByTestId("address-remove").first().click();
    await page.waitForTimeout(300);
    await shoot(page, "address-remove");
    await open(page, "/cabinet/change-password");
    await shoot(page, "change-password");
    await open(page, "/logout");
    await shoot(page, "logout");

    if (db) {
      psql(`update users set verified = false where mobile = '${mobile}'`);
      await open(page, "/cabinet/verify");
      await shoot(page, "verify");
      await page.getByTestId("verify-send").click();
      await page.waitForURL(/token=/);
      await shoot(page, "verify-otp");
      await submitForm(page, page.getByTestId("otp-form"), { otp: await codeFor(page, mobile) });
      await shoot(page, "verify-done");
    }
    await open(page, "/dev/outbox");
    await shoot(page, "dev-outbox");
  });
});
