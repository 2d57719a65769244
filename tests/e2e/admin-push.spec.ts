/**
 * The back office's push screen (/admin/push), JavaScript on (`js`) and off (`nojs`):
 * - on the main e2e server (no VAPID keys) the screen says Web Push is not configured, shows
 *   the subscribers per language, and its form is disabled;
 * - on a second server started from the same build with VAPID keys and PUSH_DRIVER=log (the
 *   notifications go to the log, nothing leaves the machine): a wrong address is refused with
 *   its field error, "Continue" asks to confirm with the number of Azerbaijani subscribers it
 *   will reach, "Send now" queues the notification as a job and comes back to the page, which
 *   refreshes itself (without JavaScript too) until the report (sent / failed / removed).
 * Screenshots of both states at 1280 px go to screenshots/ (js project).
 */
import { expect, test } from "@playwright/test";
import { jsDisabled, open, submitForm, OWNER, signIn, screenshots, startSecondServer, type SecondServer } from "./helpers.ts";
import { shotPath } from "../../scripts/screenshot-dir.ts";

test.describe.configure({ timeout: 240_000 });



test("without VAPID keys the push screen says so and its form is disabled", async ({ page }) => {
  await signIn(page, OWNER);
  await page.getByTestId("admin-nav").getByRole("link", { name: "Push notifications" }).click();
  await expect(page).toHaveURL(/\/admin\/push$/);
  await expect(page.getByTestId("push-not-configured")).toContainText("VAPID_PUBLIC_KEY");
  await expect(page.getByTestId("push-counts")).toBeVisible();
  await expect(page.getByTestId("push-check")).toBeDisabled();
  await expect(page.getByTestId("push-form").locator("input[name=title]")).toBeDisabled();
  // the page's own action refuses too (the API answers 409): nothing is sent
  const origin = new URL(page.url()).origin;
  const posted = await page.request.post("/admin/push", {
    headers: { origin, "sec-fetch-site": "same-origin" },
    form: { intent: "send", title: "Sale", body: "Now", url: "/sale", audience: "all", ttl: "60" },
  });
  expect(posted.status()).toBe(409);
  await open(page, "/ru/admin/push");
  await expect(page.getByTestId("push-not-configured")).toContainText("Web Push на этом сервере не настроен");
  if (screenshots()) {
    await open(page, "/admin/push");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: shotPath("admin-push-not-configured-1280.png"), fullPage: true });
  }
});

test.describe("sending (VAPID keys set, PUSH_DRIVER=log)", () => {
  let server: SecondServer | undefined;
  let base = "";

  // eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures argument to pass testInfo
  test.beforeAll(async ({}, testInfo) => {
    // a fresh embedded database is migrated and seeded first: minutes on a busy machine
    test.setTimeout(420_000);
    const webpush = (await import("web-push")).default;
    const keys = webpush.generateVAPIDKeys();
    // far from other runs' ports and from the moderated server of admin-people.spec.ts (+20000)
    server = await startSecondServer(testInfo, {
      name: "push",
      offset: 21_000,
      env: { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, PUSH_DRIVER: "log" },
      readyWithinMs: 390_000,
    });
    base = server.base;
    // three browsers subscribed: two in Azerbaijani, one in English
    for (const [i, lang] of ["az", "az", "en"].entries()) {
      const response = await fetch(`${base}/api/push-notifications/create-subscriber`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ lang, endpoint: `https://push.example.com/send/e2e-${testInfo.project.name}-${i}`, keys: { p256dh: `BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM${i}`, auth: `tBHItJI5svbpez7KI4CCXg${i}` } }),
      });
      expect(response.ok).toBe(true);
    }
  });

  test.afterAll(async () => server?.stop());

  test("a notification to the Azerbaijani subscribers: field error, confirmation with the count, report", async ({ page }, testInfo) => {
    await signIn(page, OWNER, { base });
    await open(page, `${base}/admin/push`);
    await expect(page.getByTestId("push-not-configured")).toHaveCount(0);
    const az = Number(await page.getByTestId("push-count-az").textContent());
    expect(az).toBeGreaterThanOrEqual(2);

    const form = page.getByTestId("push-form").locator("form");
    const fields = { title: "Böyük endirim", body: "70%-ə qədər endirim", url: "sale", audience: "az", ttl: "3600" };
    if (jsDisabled(testInfo)) expect(await submitForm(page, form, fields)).toBe(400);
    else {
      // with JavaScript the form's own check (the API's zod schema) stops it before any request
      for (const [name, value] of Object.entries(fields)) {
        const field = form.locator(`[name="${name}"]`);
        if (name === "audience") await field.selectOption(value);
        else await field.fill(value);
      }
      await page.getByTestId("push-check").click();
    }
    await expect(page.getByTestId("error-url")).toHaveText("Enter a path of this shop starting with / (for example /sale)");
    await expect(page.getByTestId("push-confirm")).toHaveCount(0);

    await submitForm(page, form, { ...fields, url: "/sale" });
    const confirm = page.getByTestId("push-confirm");
    await expect(confirm).toContainText(`Send “Böyük endirim” to ${az} subscribers (Azerbaijani)?`);
    if (screenshots()) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: shotPath("admin-push-confirm-1280.png"), fullPage: true });
    }
    await submitForm(page, confirm.locator("form"));
    await expect(page).toHaveURL(/\/admin\/push\?job=\d+$/);
    await expect(page.getByTestId("push-report")).toContainText(`Sent: ${az} · Failed: 0 · Removed (subscription gone): 0`, { timeout: 15_000 });
    await expect(page.getByTestId("push-confirm")).toHaveCount(0);
  });
});
