/**
 * Accounts journeys, run with JavaScript on (`js`) and off (`nojs`): sign up with the code read
 * from the development SMS outbox, log in, edit the profile, add two addresses and switch the
 * main one, change the password, log out, reset the password by mobile, log in with the new one.
 * Plus the guards: guests are sent to /login and back, signed-in customers skip the login
 * pages, and a form post without a same-origin proof is refused.
 */
import { expect, test, type Page } from "@playwright/test";
import { jsDisabled, open, submitForm, uniqueMobile, codeFor } from "./helpers.ts";

const display = (m: string) => `+994 ${m.slice(3, 5)} ${m.slice(5, 8)} ${m.slice(8, 10)} ${m.slice(10)}`;

async function countCodes(page: Page, mobile: string): Promise<number> {
  const html = await (await page.request.get("/dev/outbox")).text();
  return [...html.matchAll(/data-mobile="(\d+)"/g)].filter((m) => m[1] === mobile).length;
}

async function logIn(page: Page, username: string, password: string) {
  await open(page, "/login");
  await submitForm(page, page.getByTestId("login-form"), { username, password });
}

test.describe("accounts", () => {
  // the journeys post many forms; a busy machine needs more than the default 30 s
  test.describe.configure({ timeout: 90_000 });

  test("sign up, profile, addresses, password change, logout, reset by mobile, login", async ({ page }, testInfo) => {
    test.setTimeout(300_000);
    const nojs = jsDisabled(testInfo);
    const mobile = uniqueMobile(nojs);
    const email = `e2e.${mobile}@example.com`;

    // ── sign up: fields, then the code from the SMS outbox ──
    await open(page, `/signup?mobile=${mobile.slice(3)}`);
    const signupForm = page.getByTestId("signup-form");
    await expect(signupForm.locator('[name="mobile"]')).toHaveValue(display(mobile));
    await submitForm(page, signupForm, {
      firstName: "Aysel",
      lastName: "Mammadova",
      email,
      password: "first-pass-1",
      password2: "first-pass-1",
      notification: true,
    });
    await expect(page.getByTestId("signup-otp")).toBeVisible();
    await expect(page).toHaveURL(/\/signup\?token=/);
    const signupCode = await codeFor(page, mobile);
    await submitForm(page, page.getByTestId("otp-form"), { otp: signupCode });
    await expect(page.getByTestId("signup-done")).toContainText("Thank you!");
    await expect(page.getByTestId("signup-done")).toContainText("You registered successfully. Now you can login to your account.");
    await expect(page.getByRole("link", { name: "Back to login" })).toBeVisible();

    // ── log in (a guest asking for the cabinet comes back to it) ──
    await open(page, "/cabinet/orders");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcabinet%2Forders/);
    await submitForm(page, page.getByTestId("login-form"), { username: display(mobile), password: "first-pass-1" });
    await expect(page).toHaveURL(/\/cabinet\/orders$/);
    await expect(page.getByTestId("orders-empty")).toHaveText("You have no orders");

    // signed in: the login pages lead home
    await open(page, "/login");
    await expect(page).toHaveURL(/\/$/);

    // ── edit the profile ──
    await open(page, "/cabinet");
    await expect(page.getByTestId("profile-mobile")).toHaveText(display(mobile));
    await expect(page.getByTestId("verified-mark")).toBeVisible();
    await page.getByTestId("profile-edit").click();
    await expect(page.getByTestId("profile-form")).toBeVisible();
    // a field error shows on its field (checked in the browser with JS, by the server without)
    await page.getByTestId("profile-form").locator('[name="email"]').fill("wrong@mail");
    await page.getByTestId("profile-save").click();
    await expect(page.getByTestId("error-email")).toHaveText("Wrong email address");
    await submitForm(page, page.getByTestId("profile-form"), { firstName: "Leyla", lastName: "Aliyeva", email });
    // the toast (a JS page removes it after 3 s, so it is checked where it stays in the page)
    if (nojs) await expect(page.getByTestId("toast").first()).toContainText("Your information has changed successfully");
    await expect(page.getByTestId("profile")).toContainText("Leyla");
    await expect(page.getByTestId("profile-form")).toHaveCount(0);

    // ── two addresses, then switch the main one ──
    await open(page, "/cabinet/address");
    await expect(page.getByTestId("addresses-empty")).toBeVisible();
    await page.getByTestId("address-add").click();
    const form = page.getByTestId("address-form");
    await expect(form.locator('[name="city"]')).toHaveValue("baku");
    await form.locator('[name="title"]').fill("Home");
    await form.locator('[name="district"]').selectOption("nasimi");
    if (nojs) {
      await submitForm(page, form, {}, { submit: page.getByTestId("address-refresh") });
      await expect(form.locator('[name="title"]')).toHaveValue("Home");
    }
    await form.locator('[name="place"]').selectOption("28-may");
    await submitForm(page, form, { address: "Nizami street 10, flat 5" }, { submit: page.getByTestId("address-save") });
    await expect(page.getByTestId("address-card")).toHaveCount(1);
    await expect(page.getByTestId("address-card").first()).toHaveAttribute("data-main", "1");
    await expect(page.getByTestId("address-card").first()).toContainText("Baku, Nasimi, 28 May, Nizami street 10, flat 5");

    await page.getByTestId("address-add").click();
    await submitForm(page, page.getByTestId("address-form"), { title: "Work", city: "khirdalan", address: "Office park 3" }, { submit: page.getByTestId("address-save") });
    await expect(page.getByTestId("address-card")).toHaveCount(2);
    const work = page.getByTestId("address-card").filter({ hasText: "Work" });
    await expect(work).toHaveAttribute("data-main", "0");
    await submitForm(page, work.locator("form"), {}, { submit: work.getByTestId("address-make-main") });
    await expect(page.getByTestId("address-card").filter({ hasText: "Work" })).toHaveAttribute("data-main", "1");
    await expect(page.getByTestId("address-card").filter({ hasText: "Home" })).toHaveAttribute("data-main", "0");
    await expect(page.locator('[data-testid="address-card"][data-main="1"]')).toHaveCount(1);

    // remove asks 'Are you sure?'
    await page.getByTestId("address-card").filter({ hasText: "Home" }).getByTestId("address-remove").click();
    await expect(page.getByTestId("popup-address-remove")).toContainText("Are you sure?");
    await submitForm(page, page.getByTestId("popup-address-remove").locator("form"), {}, { submit: page.getByTestId("address-remove-yes") });
    await expect(page.getByTestId("address-card")).toHaveCount(1);

    // ── change the password (both paths lead to the page) ──
    await open(page, "/cabinet/password");
    await expect(page).toHaveURL(/\/cabinet\/change-password$/);
    const change = page.getByTestId("change-password-form");
    await submitForm(page, change, { password: "not-my-password", new_password: "second-pass-2", repeat_new_password: "second-pass-2" });
    await expect(page.getByTestId("error-password")).toHaveText("The current password is wrong");
    await submitForm(page, change, { password: "first-pass-1", new_password: "second-pass-2", repeat_new_password: "second-pass-2" });
    await expect(page.getByTestId("password-changed")).toHaveText("Your password has been changed");

    // still signed in with the fresh tokens
    await open(page, "/cabinet");
    await expect(page.getByTestId("profile")).toBeVisible();

    // ── log out ('Are you sure?') ──
    await open(page, "/logout");
    await expect(page.getByTestId("logout-page")).toContainText("Are you sure?");
    await submitForm(page, page.getByTestId("logout-form"));
    await expect(page).toHaveURL(/\/$/);
    await open(page, "/cabinet");
    await expect(page).toHaveURL(/\/login\?redirectTo=/);

    // ── reset the password by mobile ──
    const before = await countCodes(page, mobile);
    await open(page, "/remind");
    await submitForm(page, page.getByTestId("remind-form"), { username: display(mobile) });
    await expect(page.getByTestId("remind-otp")).toBeVisible();
    const resetCode = await codeFor(page, mobile, before);
    // a wrong code first: the error shows on the code field
    const wrong = resetCode === "000-000" ? "111-111" : "000-000";
    await submitForm(page, page.getByTestId("otp-form"), { otp: wrong });
    await expect(page.getByTestId("error-otp")).toHaveText("Wrong OTP code");
    await submitForm(page, page.getByTestId("otp-form"), { otp: resetCode });
    await expect(page).toHaveURL(/\/new-password\?token=/);
    await submitForm(page, page.getByTestId("new-password-form"), { password: "third-pass-3", repeat_password: "third-pass-3" });
    await expect(page.getByTestId("new-password-done")).toContainText("Your password changed successfully");

    // ── the old password no longer works, the new one does ──
    await logIn(page, mobile, "second-pass-2");
    await expect(page.getByTestId("form-error")).toHaveText("Login or password is incorrect");
    await logIn(page, email, "third-pass-3");
    await expect(page).toHaveURL(/\/cabinet$/);
    await expect(page.getByTestId("profile")).toContainText("Leyla");
  });

  test("signup shows field errors on their fields", async ({ page }, testInfo) => {
    const nojs = jsDisabled(testInfo);
    const mobile = uniqueMobile(nojs);
    await open(page, "/signup");
    const form = page.getByTestId("signup-form");
    for (const [name, value] of Object.entries({ firstName: "A", lastName: "B", mobile: display(mobile), password: "kitab-7391", password2: "kitab-7392" })) {
      await form.locator(`[name="${name}"]`).fill(value);
    }
    await form.locator('[name="notification"]').check();
    await page.getByTestId("signup-submit").click();
    await expect(page.getByTestId("error-password2")).toHaveText("Passwords do not match");
  });

  test("signup and remind answer known and unknown accounts alike (no enumeration)", async ({ page }, testInfo) => {
    const nojs = jsDisabled(testInfo);
    const mobile = uniqueMobile(nojs);
    const email = `known.${mobile}@example.com`;
    const fields = { firstName: "A", lastName: "B", mobile: display(mobile), email, password: "kite-abcd-9", password2: "kite-abcd-9", notification: true };
    await open(page, "/signup");
    await submitForm(page, page.getByTestId("signup-form"), fields);
    await submitForm(page, page.getByTestId("otp-form"), { otp: await codeFor(page, mobile) });
    await expect(page.getByTestId("signup-done")).toBeVisible();
    // the registered number gets the same code step as a new one (the SMS goes only to new numbers)
    await open(page, "/signup");
    await submitForm(page, page.getByTestId("signup-form"), fields);
    await expect(page.getByTestId("otp-form")).toBeVisible();
    await expect(page.getByTestId("otp-sent")).toContainText("unless the number is already registered");
    await expect(page.getByTestId("error-mobile")).toHaveCount(0);
    // remind: an unknown email reads like a known one
    for (const username of [`nobody.${mobile}@example.com`, email]) {
      await open(page, "/remind");
      await submitForm(page, page.getByTestId("remind-form"), { username });
      await expect(page.getByTestId("remind-otp")).toBeVisible();
      await expect(page.getByTestId("otp-sent")).toHaveText(
        "If an account with this email or mobile number exists, we sent a 6-digit code to its mobile number. It is valid for 3 minutes.",
      );
    }
  });

  test("a form post without a same-origin proof (Origin / Sec-Fetch-Site) is refused", async ({ page }) => {
    const response = await page.request.post("/login", { form: { username: "994501234567", password: "whatever-1" }, maxRedirects: 0 });
    expect(response.status()).toBe(403);
  });

  test("the new password page needs a token", async ({ page }) => {
    await open(page, "/new-password");
    await expect(page).toHaveURL(/\/$/);
  });

  test("account pages exist in every language", async ({ page }) => {
    await open(page, "/az/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Daxil ol");
    await open(page, "/ru/signup");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Регистрация");
  });
});
