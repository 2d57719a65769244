/**
 * Errors cross the boundary as codes (ADR 0033): the login action answers the
 * API's code (`auth.loginFailed`) and the form schema gives `field.required`; the page shows
 * each in its own language from locales/{lang}/errors.json — the browser's check (JS on) and the
 * server's answer (JS off) alike. The back office likewise (app/components/admin/codes.ts): an
 * empty required field, an API refusal and a list's refused row action, in Russian and
 * Azerbaijani. Run with JavaScript on and off.
 */
import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { OWNER, clickHydrated, jsDisabled, open, signIn, submitForm } from "./helpers.ts";

async function firstProductPath(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/products", { data: { lang: "en", page: 1, limit: 1 } });
  const body = (await response.json()) as { data: { items: { route: string }[] } };
  return body.data.items[0]!.route;
}

const ru = JSON.parse(readFileSync("locales/ru/errors.json", "utf8")) as Record<string, Record<string, string>>;
const az = JSON.parse(readFileSync("locales/az/errors.json", "utf8")) as Record<string, Record<string, string>>;

test.describe("error codes in the page's language", () => {
  test("a wrong login on the Russian page says so in Russian", async ({ page }) => {
    await open(page, "/ru/login");
    // an account that does not exist: no lockout counts against the demo shopper
    const status = await submitForm(page, page.getByTestId("login-form"), { username: `nobody-${Date.now()}@example.com`, password: "not-the-password-1" });
    expect(status).toBe(400);
    await expect(page.getByTestId("form-error")).toHaveText(ru.auth!.loginFailed!);
    await expect(page.getByTestId("form-error")).toHaveText("Неверный логин или пароль");
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  });

  test("an empty required field on the Russian page says so in Russian (the browser's check with JS, the server's without)", async ({ page }, testInfo) => {
    await open(page, "/ru/login");
    const form = page.getByTestId("login-form");
    if (jsDisabled(testInfo)) {
      // no JavaScript: the browser's own `required` check is what a plain browser does first; a
      // post without it (as a script or an old browser sends) gets the server's answer
      await form.evaluate((el) => el.setAttribute("novalidate", ""));
      const status = await submitForm(page, form, { username: "", password: "" });
      expect(status).toBe(400);
    } else {
      await form.locator('button[type="submit"]').click();
    }
    await expect(page.getByTestId("error-username")).toHaveText(ru.field!.required!);
    await expect(page.getByTestId("error-username")).toHaveText("Обязательное поле");
    await expect(page.getByTestId("error-password")).toHaveText("Обязательное поле");
  });

  test("a review's name over its limit says so in Russian, the limit filled in (a code with a param)", async ({ page, request }, testInfo) => {
    const nojs = jsDisabled(testInfo);
    await open(page, `/ru${await firstProductPath(request)}`);
    if (!nojs) {
      await page.locator("[data-hydrated]").first().waitFor({ state: "attached" });
      await page.locator("#tab-reviews").click();
    }
    const form = page.getByTestId("review-form");
    // the input's maxlength stops a person; a script or an old browser can post more
    await form.locator('[name="fullName"]').evaluate((el) => el.removeAttribute("maxlength"));
    await form.locator('[name="review"]').fill("Хорошая ткань, размер в размер.");
    await form.locator('[name="fullName"]').fill("Я".repeat(101));
    await form.locator('[name="email"]').fill("e2e.codes@example.com");
    await form.locator('label[for="review-rating-4"]').click();
    if (nojs) {
      const [post] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST" && r.request().frame() === page.mainFrame()),
        form.getByTestId("review-submit").click(),
      ]);
      expect(post.status()).toBe(400);
      await page.waitForLoadState("load");
    } else {
      await form.getByTestId("review-submit").click();
    }
    // the spec's English was shown as it was on every page ("At most 100 characters")
    await expect(page.locator("#review-form-fullName-error")).toHaveText(ru.field!.maxLength!.replace("{{n}}", "100"));
    await expect(page.locator("#review-form-fullName-error")).toHaveText("Не более 100 символов");
  });
});

test.describe("the back office's errors in the page's language", () => {
  test("an empty required field of a back-office form says so in Russian (the browser's check with JS, the server's without)", async ({ page }, testInfo) => {
    await signIn(page, OWNER, { to: "/ru/admin/branches/new" });
    const form = page.getByTestId("branch-form");
    const place = { latitude: "40.4093", longitude: "49.8671" };
    if (jsDisabled(testInfo)) {
      // the server's check (the form has no browser `required`): 400, the form again with the errors
      expect(await submitForm(page, form, place, { submit: page.getByTestId("branch-save") })).toBe(400);
    } else {
      for (const [name, value] of Object.entries(place)) await form.locator(`[name="${name}"]`).fill(value);
      // conform's check in the browser: nothing is posted
      await clickHydrated(page.getByTestId("branch-save"));
    }
    // zod's own words were shown ("Invalid input: expected string, received undefined")
    await expect(page.getByTestId("error-ru.title")).toHaveText(ru.field!.required!);
    await expect(page.getByTestId("error-en.title")).toHaveText("Обязательное поле");
    await expect(page.getByTestId("error-az.address")).toHaveText("Обязательное поле");
    await expect(page.getByTestId("error-latitude")).toHaveCount(0);
  });

  test("the API's refusal and a list's refused row action say so in Azerbaijani", async ({ page }, testInfo) => {
    const stamp = `${jsDisabled(testInfo) ? "n" : "j"}${Date.now().toString(36)}`;
    await signIn(page, OWNER, { to: "/az/admin/delivery-areas/new" });
    // the seed's Baku has the code: the API refuses it (422, adminContent.codeTaken) and nothing is created
    const form = page.getByTestId("area-form");
    const status = await submitForm(page, form, { code: "baku", "az.title": `Kod ${stamp}`, "en.title": `Code ${stamp}`, "ru.title": `Код ${stamp}` }, { submit: page.getByTestId("area-save") });
    expect(status).toBe(400);
    await expect(page.getByTestId("error-code")).toHaveText(az.adminContent!.codeTaken!);
    await expect(form.locator('[name="en.title"]')).toHaveValue(`Code ${stamp}`);
    // a refused removal comes back to the list as its code (rowAction's `?failed=`)
    await open(page, "/az/admin/delivery-areas?failed=adminContent.areaHasChildren");
    await expect(page.getByTestId("areas-failed")).toHaveText(az.adminContent!.areaHasChildren!);
  });
});
