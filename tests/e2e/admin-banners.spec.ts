/**
 * The back office's home banners, JavaScript on (`js`) and off (`nojs`):
 * - the owner adds a big banner through the kind chooser and the form (a bad image path first:
 *   the error is answered inline), edits it, meets 'changed by someone else' when a second tab
 *   saved meanwhile, hides it, duplicates and removes it through the list kit; an anonymous
 *   visitor's home page (served from the page cache) follows every step, in its language only;
 * - the journey 'a manager without content permission cannot edit a banner': every role
 *   that may be called a manager holds content:write (backend/staff/contract.ts), so the staff
 *   member without it is a `support` account: no Home banners in its navigation, the 403 page on
 *   the list and the form, and a forged form post changes nothing.
 * - the owner uploads a big banner's image from the form (a text file first: refused on the
 *   image field, nothing saved) and the home page shows the stored image (ADR 0036).
 * Each project works on records of its own (they run at the same time on one database).
 * Screenshots of the two screens (1280 and 375 px) go to screenshots/.
 */
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { api, clickHydrated, jsDisabled, open, submitForm, OWNER, signIn, uniqueMobile, codeFor, anonymous, shoot } from "./helpers.ts";

test.describe.configure({ timeout: 180_000 });

const IMAGE = "gen/b/big-home-lamp-d6a22a/1920x700.png";


test("the owner adds, edits, hides, duplicates and removes a home banner; the home page follows each step", async ({ page, request }, testInfo) => {
  const nojs = jsDisabled(testInfo);
  const stamp = `${nojs ? "n" : "j"}${Date.now().toString(36)}`;
  // the home page is in the page cache before the change
  expect(await anonymous(request, "/")).not.toContain(stamp);
  expect(await anonymous(request, "/")).not.toContain(stamp);

  await signIn(page, OWNER);
  await page.getByTestId("admin-nav").getByRole("link", { name: "Home banners" }).click();
  await expect(page).toHaveURL(/\/admin\/banners$/);
  await expect(page).toHaveTitle("Home banners · Bazaar");
  const list = page.getByTestId("admin-banners");
  await expect(list.getByTestId("list-footer")).toContainText(/\d+ of \d+ items/);
  await list.getByRole("link", { name: "New", exact: true }).click();
  await expect(page.getByTestId("banner-kinds")).toContainText("Which section do you add to the home page?");
  await page.getByTestId("kind-big_banner").click();
  await expect(page).toHaveURL(/\/admin\/banners\/new\?kind=big_banner$/);

  const form = page.getByTestId("banner-form");
  const fields = {
    "items[0].title": `Linen week ${stamp}`,
    "items[0].desc": "Light layers for warm evenings",
    "items[0].image": "../../etc/passwd",
    "items[0].route": "/sale",
    "items[0].label": "Shop linen",
    sort: "0",
  };
  // an image that is no stored image: refused in the browser with JavaScript, by the server without
  for (const [name, value] of Object.entries(fields)) await form.locator(`[name="${name}"]`).fill(value);
  await clickHydrated(page.getByTestId("banner-save"));
  await page.waitForLoadState("load");
  await expect(page.getByTestId("error-items[0].image")).toHaveText("Choose an uploaded image or a stored image path (up/… or gen/…)");
  await expect(form.locator('[name="items[0].title"]')).toHaveValue(`Linen week ${stamp}`);
  await submitForm(page, form, { "items[0].image": IMAGE }, { submit: page.getByTestId("banner-save") });
  await expect(page.getByTestId("banner-done")).toHaveText("The section was created.");
  await expect(page).toHaveURL(/\/admin\/banners\/\d+\?done=created$/);
  await expect(page).toHaveTitle("Big banner · English · Bazaar");
  const editUrl = page.url().replace(/\?.*$/, "");

  let home = await anonymous(request, "/");
  expect(home).toContain(`Linen week ${stamp}`);
  expect(home).toContain("Light layers for warm evenings");
  expect(await anonymous(request, "/ru")).not.toContain(stamp);

  // an edit shows at once
  await submitForm(page, page.getByTestId("banner-form"), { "items[0].title": `Linen days ${stamp}` }, { submit: page.getByTestId("banner-save") });
  await expect(page.getByTestId("banner-done")).toHaveText("Changes saved. The home page shows them now.");
  home = await anonymous(request, "/");
  expect(home).toContain(`Linen days ${stamp}`);
  expect(home).not.toContain(`Linen week ${stamp}`);
  await shoot(page, editUrl, "admin-banner-edit");

  // a second tab saves meanwhile: this tab's save is refused, and the form shows the newer texts
  await open(page, editUrl);
  const other = await page.context().newPage();
  await open(other, editUrl);
  await submitForm(other, other.getByTestId("banner-form"), { "items[0].title": `Linen nights ${stamp}` }, { submit: other.getByTestId("banner-save") });
  await expect(other.getByTestId("banner-done")).toBeVisible();
  await other.close();
  await submitForm(page, page.getByTestId("banner-form"), { "items[0].title": `Linen mornings ${stamp}` }, { submit: page.getByTestId("banner-save") });
  await expect(page.getByTestId("banner-conflict")).toHaveText("Someone else changed this meanwhile. Look at it again and retry.");
  await expect(page.getByTestId("banner-form").locator('[name="items[0].title"]')).toHaveValue(`Linen nights ${stamp}`);
  expect(await anonymous(request, "/")).toContain(`Linen nights ${stamp}`);
  // …and a second try from the refreshed form goes through
  await submitForm(page, page.getByTestId("banner-form"), { "items[0].title": `Linen mornings ${stamp}` }, { submit: page.getByTestId("banner-save") });
  await expect(page.getByTestId("banner-done")).toBeVisible();
  expect(await anonymous(request, "/")).toContain(`Linen mornings ${stamp}`);

  // hidden: gone from the home page
  await submitForm(page, page.getByTestId("banner-form"), { hidden: true }, { submit: page.getByTestId("banner-save") });
  await expect(page.getByTestId("banner-status")).toHaveText("Hidden");
  expect(await anonymous(request, "/")).not.toContain(stamp);

  // duplicate and remove through the list's confirmations
  const title = `Linen mornings ${stamp}`;
  await open(page, `/admin/banners?q=${encodeURIComponent(stamp)}&language=en`);
  await expect(page.getByTestId("list-row")).toHaveCount(1);
  await page.getByTestId("list-row").getByRole("link", { name: `Duplicate: ${title}` }).click();
  await submitForm(page, page.getByTestId("confirm-duplicate").locator("form"));
  await expect(page.getByTestId("banners-done")).toHaveText("A hidden copy was made.");
  await expect(page.getByTestId("list-row")).toHaveCount(2);
  await shoot(page, `/admin/banners?q=${encodeURIComponent(stamp)}`, "admin-banners-search");
  for (let left = 2; left > 0; left -= 1) {
    await page.getByTestId("list-row").first().getByRole("link", { name: `Remove: ${title}` }).click();
    await expect(page.getByTestId("confirm-remove")).toContainText("Remove this item?");
    await submitForm(page, page.getByTestId("confirm-remove").locator("form"));
    await expect(page.getByTestId("banners-done")).toHaveText("The section was removed.");
    await expect(page.getByTestId("list-row")).toHaveCount(left - 1);
  }
  await expect(page.getByTestId("list-empty")).toHaveText("List is empty");
  expect(await anonymous(request, "/")).not.toContain(stamp);
  await shoot(page, "/admin/banners", "admin-banners");

  // the audit log has every change
  await open(page, `/admin/audit?area=content&q=banner`);
  for (const action of ["create", "update", "duplicate", "remove"]) await expect(page.getByTestId("list-row").filter({ hasText: action }).first()).toBeVisible();

  // the screens in Azerbaijani and Russian
  await open(page, "/az/admin/banners");
  await expect(page).toHaveTitle("Ana səhifə bannerləri · Bazaar");
  await open(page, "/ru/admin/banners/new");
  await expect(page.getByTestId("banner-kinds")).toContainText("Какой раздел добавить на главную?");
});

test("the owner uploads a banner's image in the form; a text file is refused on its field; the home page shows the stored image", async ({ page, request }, testInfo) => {
  const nojs = jsDisabled(testInfo);
  const stamp = `${nojs ? "n" : "j"}${Date.now().toString(36)}`;
  await signIn(page, OWNER, { to: "/admin/banners/new?kind=big_banner" });
  const form = page.getByTestId("banner-form");
  await form.locator('[name="items[0].title"]').fill(`Uploaded week ${stamp}`);
  await form.locator('[name="items[0].route"]').fill("/sale");
  await form.locator('[name="sort"]').fill("0");
  const file = page.getByTestId("file-items[0].image");
  await file.setInputFiles({ name: "holiday.jpg", mimeType: "image/jpeg", buffer: Buffer.from("this is a text file, not a photo\n".repeat(10)) });
  await clickHydrated(page.getByTestId("banner-save"));
  await page.waitForLoadState("load");
  await expect(page.getByTestId("error-items[0].image")).toHaveText("This file is not a JPEG, PNG or WebP image");
  await expect(form.locator('[name="items[0].title"]')).toHaveValue(`Uploaded week ${stamp}`);
  await expect(page).toHaveURL(/\/admin\/banners\/new\?kind=big_banner$/);

  // a real photo (a colour of this run's own, so the js and nojs runs store different files)
  const colour = { r: nojs ? 40 : 200, g: Date.now() % 200, b: 120 };
  const jpeg = await sharp({ create: { width: 2400, height: 900, channels: 3, background: colour } }).jpeg({ quality: 90 }).toBuffer();
  await page.getByTestId("file-items[0].image").setInputFiles({ name: "banner.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await clickHydrated(page.getByTestId("banner-save"));
  await expect(page.getByTestId("banner-done")).toHaveText("The section was created.", { timeout: 60_000 });
  const stored = await page.getByTestId("banner-form").locator('[name="items[0].image"]').inputValue();
  expect(stored).toMatch(/^up\/[0-9a-f]{24}\.webp$/);
  const id = Number(/\/admin\/banners\/(\d+)/.exec(page.url())![1]);

  const home = await anonymous(request, "/");
  expect(home).toContain(`Uploaded week ${stamp}`);
  expect(home).toContain(`/img/1000/${stored}`);
  const original = await request.get(`/img/orig/${stored}`);
  expect(original.status()).toBe(200);
  expect(original.headers()["content-type"]).toBe("image/webp");
  expect((await sharp(await original.body()).metadata()).width).toBe(1920);
  if (!nojs) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, "/");
    const shown = page.locator(`img[src="/img/1000/${stored}"]`);
    await shown.scrollIntoViewIfNeeded();
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  }

  // the upload is in the audit log; the banner goes again (the home page's other tests see the seed's sections)
  const owner = await api<{ accessToken: string }>(request, "login", { action: "login", username: OWNER.username, password: OWNER.password });
  await api(request, `admin/banners/remove/${id}`, {}, owner.accessToken);
  expect(await anonymous(request, "/")).not.toContain(stamp);
  await open(page, "/admin/audit?area=content&q=upload");
  await expect(page.getByTestId("list-row").filter({ hasText: "upload" }).filter({ hasText: "banner" }).first()).toBeVisible();
});

test("a staff member without content permission (support) cannot open or edit a banner", async ({ page, request }, testInfo) => {
  // an account signed up through the API, given the support role by the owner
  const mobile = uniqueMobile(jsDisabled(testInfo));
  const password = "Support123";
  const signup = await api<{ token: string }>(request, "auth/signup", { firstName: "Aysel", lastName: "Support", mobile, email: `aysel.${mobile}@example.com`, password, password2: password, notification: true });
  await api(request, "auth/signup", { token: signup.token, otp: await codeFor(request, mobile) });
  const owner = await api<{ accessToken: string }>(request, "login", { action: "login", username: OWNER.username, password: OWNER.password });
  await api(request, "admin/staff", { mobile, role: "support" }, owner.accessToken);
  const sections = await api<{ sections: { id: number }[] }>(request, "home-sections", {});
  const id = sections.sections[0]!.id;
  const version = async () => {
    const response = await request.get(`/api/admin/banners/info/${id}?lang=en`, { headers: { authorization: `Bearer ${owner.accessToken}` } });
    return ((await response.json()) as { data: { banner: { version: string } } }).data.banner.version;
  };
  const before = await version();

  await signIn(page, { username: mobile, password });
  await expect(page.getByTestId("admin-dashboard")).toBeVisible();
  await expect(page.getByTestId("admin-nav").getByRole("link", { name: "Orders" })).toBeVisible();
  await expect(page.getByTestId("admin-nav").getByRole("link", { name: "Home banners" })).toHaveCount(0);
  for (const path of ["/admin/banners", `/admin/banners/${id}`, "/admin/banners/new?kind=big_banner"]) {
    const response = await open(page, path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByTestId("admin-forbidden")).toBeVisible();
  }
  // a form post made by hand (the support member's session, the shop's own origin) is refused too
  const origin = new URL(page.url()).origin;
  const forged = await page.request.post(`/admin/banners/${id}`, {
    headers: { origin, "sec-fetch-site": "same-origin" },
    form: { kind: "big_banner", lang: "en", version: before, "items[0].title": "Forged", "items[0].image": IMAGE },
  });
  expect(forged.status()).toBe(403);
  expect(await version()).toBe(before);
});
