/**
 * The back office's taxonomy screens, JavaScript on (`js`) and off (`nojs`):
 * - categories: the owner creates a subcategory of Women through the form (a bad address first:
 *   the error is answered inline), renames its address (the old one redirects), is refused
 *   removing Women (it has subcategories) and removes the new one through the list kit's
 *   confirmation; an anonymous visitor of /women (served from the page cache) sees each step
 *   at once, in English and Russian;
 * - collections: the owner creates a collection, adds a product by SKU (an unknown SKU first:
 *   refused inline), takes it out again; the anonymous collection page follows;
 * - the owner uploads a collection's picture from the form (a text file first: refused on the
 *   image field, nothing saved); the collection's page shows the stored image (ADR 0036);
 * - a shopper opening /admin/categories gets the 403 page.
 * Each project works on records of its own (they run at the same time on one database).
 * Screenshots of the screens (1280 and 375 px) go to screenshots/.
 */
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { DEMO_SHOPPER, api, clickHydrated, jsDisabled, open, submitForm, OWNER, signIn, anonymous, screenshots, shoot } from "./helpers.ts";

test.describe.configure({ timeout: 180_000 });


test("the owner creates, renames and removes a category; /women follows each step", async ({ page, request }, testInfo) => {
  const nojs = jsDisabled(testInfo);
  const stamp = `${nojs ? "n" : "j"}${Date.now().toString(36)}`;
  // the category page is in the page cache before the change
  expect(await anonymous(request, "/women")).not.toContain(stamp);
  expect(await anonymous(request, "/women")).not.toContain(stamp);

  await signIn(page, OWNER);
  await expect(page.getByTestId("admin-dashboard")).toBeVisible();
  await page.getByTestId("admin-nav").getByRole("link", { name: "Categories", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await expect(page).toHaveTitle("Categories · Bazaar");
  const list = page.getByTestId("admin-categories");
  await expect(list.getByTestId("list-footer")).toContainText(/\d+ of \d+ items/);
  await list.getByRole("link", { name: "New", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/categories\/new$/);
  await expect(page).toHaveTitle("New category · Bazaar");

  const form = page.getByTestId("taxon-form");
  const fields: Record<string, string> = {
    "az.title": `Sınaq ${stamp}`,
    "az.slug": `sinaq-${stamp}`,
    "en.title": `Trial ${stamp}`,
    "en.slug": "Not a slug!",
    "en.desc": `<p>Trial pieces ${stamp}</p>`,
    "ru.title": `Проба ${stamp}`,
    "ru.slug": `proba-${stamp}`,
    sort: "99",
  };
  for (const [name, value] of Object.entries(fields)) await form.locator(`[name="${name}"]`).fill(value);
  await form.locator('[name="parentId"]').selectOption({ label: "Women" });
  // a bad address: refused in the browser with JavaScript, by the server without
  await clickHydrated(page.getByTestId("taxon-save"));
  await page.waitForLoadState("load");
  await expect(page.getByTestId("error-en.slug")).toHaveText("Use lowercase letters, digits and hyphens");
  await expect(form.locator('[name="en.title"]')).toHaveValue(`Trial ${stamp}`);
  await submitForm(page, form, { "en.slug": `trial-${stamp}` }, { submit: page.getByTestId("taxon-save") });
  await expect(page.getByTestId("taxon-done")).toHaveText("Created.");
  await expect(page).toHaveURL(/\/admin\/categories\/\d+\?done=created$/);
  const editUrl = page.url().replace(/\?.*$/, "");

  // the storefront's Women page lists the new subcategory at once; its own page answers
  expect(await anonymous(request, "/women")).toContain(`Trial ${stamp}`);
  expect(await anonymous(request, "/ru/women")).toContain(`Проба ${stamp}`);
  expect(await anonymous(request, `/women/trial-${stamp}`)).toContain(`Trial pieces ${stamp}`);

  // a new address: the old one redirects
  await submitForm(page, page.getByTestId("taxon-form"), { "en.slug": `tryout-${stamp}`, "en.title": `Tryout ${stamp}` }, { submit: page.getByTestId("taxon-save") });
  await expect(page.getByTestId("taxon-done")).toHaveText("Changes saved.");
  expect(await anonymous(request, `/women/trial-${stamp}`, 301)).toContain(`/women/tryout-${stamp}`);
  expect(await anonymous(request, "/women")).toContain(`Tryout ${stamp}`);
  await shoot(page, editUrl, "admin-category-edit");

  // Women has subcategories: refused with the reason
  await open(page, "/admin/categories?level=1&q=Women");
  await page.getByTestId("list-row").first().getByRole("link", { name: "Remove: Women" }).click();
  await submitForm(page, page.getByTestId("confirm-remove").locator("form"));
  await expect(page).toHaveURL(/[?&]failed=adminTaxonomy\.categoryHasChildren/);
  await expect(page.getByTestId("taxonomy-failed")).toHaveText("This category has subcategories: move or remove them first");

  // the new one goes through the confirmation
  await open(page, `/admin/categories?q=${encodeURIComponent(stamp)}`);
  await expect(page.getByTestId("list-row")).toHaveCount(1);
  await shoot(page, `/admin/categories?under=${await page.locator('select[name="under"] option', { hasText: "Women" }).first().getAttribute("value")}`, "admin-categories");
  await open(page, `/admin/categories?q=${encodeURIComponent(stamp)}`);
  await page.getByTestId("list-row").getByRole("link", { name: `Remove: Tryout ${stamp}` }).click();
  await expect(page.getByTestId("confirm-remove")).toContainText("Remove this item?");
  await submitForm(page, page.getByTestId("confirm-remove").locator("form"));
  await expect(page.getByTestId("taxonomy-done")).toHaveText("Removed.");
  await expect(page.getByTestId("list-empty")).toHaveText("List is empty");
  expect(await anonymous(request, "/women")).not.toContain(stamp);
  await anonymous(request, `/women/tryout-${stamp}`, 404);

  // the audit log has the three changes
  await open(page, `/admin/audit?area=catalogue&q=category`);
  for (const action of ["create", "update", "remove"]) await expect(page.getByTestId("list-row").filter({ hasText: action }).first()).toBeVisible();
});

test("the owner builds a collection from SKUs; the collection page follows", async ({ page, request }, testInfo) => {
  const nojs = jsDisabled(testInfo);
  const stamp = `${nojs ? "n" : "j"}${Date.now().toString(36)}`;
  // a product shown in the shop (other tests leave hidden ones at the top of the list)
  await signIn(page, OWNER, { to: "/admin/products?visibility=active" });
  const first = page.getByTestId("list-row").first();
  const sku = (await first.locator("code").first().textContent())!.trim();
  const title = (await first.getByTestId("product-link").textContent())!.trim();

  await open(page, "/ru/admin/collections/new");
  await expect(page).toHaveTitle("Новая коллекция · Bazaar");
  await open(page, "/admin/collections/new");
  const form = page.getByTestId("taxon-form");
  await submitForm(
    page,
    form,
    {
      "az.title": `Kolleksiya ${stamp}`,
      "az.slug": `kolleksiya-${stamp}`,
      "en.title": `Capsule ${stamp}`,
      "en.slug": `capsule-${stamp}`,
      "en.headline": "Five pieces, one week",
      "ru.title": `Капсула ${stamp}`,
      "ru.slug": `kapsula-${stamp}`,
    },
    { submit: page.getByTestId("taxon-save") },
  );
  await expect(page.getByTestId("taxon-done")).toHaveText("Created.");
  const editUrl = page.url().replace(/\?.*$/, "");

  const add = page.getByTestId("member-add");
  await submitForm(page, add, { product: "NO-SUCH-SKU-0" });
  await expect(page.getByTestId("error-product")).toHaveText("No product with this SKU or number");
  await submitForm(page, page.getByTestId("member-add"), { product: sku });
  await expect(page.getByTestId("taxon-done")).toHaveText("The product was added.");
  await expect(page.getByTestId("member")).toHaveCount(1);
  await expect(page.getByTestId("member")).toContainText(title);
  expect(await anonymous(request, `/collections/capsule-${stamp}`)).toContain(title);
  if (screenshots()) {
    await shoot(page, editUrl, "admin-collection-edit");
    await shoot(page, "/admin/collections", "admin-collections");
    await shoot(page, "/admin/brands", "admin-brands");
    await shoot(page, "/admin/product-groups", "admin-product-groups");
    await open(page, "/admin/product-groups");
    const group = await page.getByTestId("list-row").first().getByRole("link", { name: /^Edit: / }).getAttribute("href");
    await shoot(page, group!, "admin-product-group-edit");
  }
  await open(page, editUrl);
  await submitForm(page, page.getByTestId("member").locator("form").last());
  await expect(page.getByTestId("taxon-done")).toHaveText("The product was taken out.");
  await expect(page.getByTestId("member")).toHaveCount(0);
  expect(await anonymous(request, `/collections/capsule-${stamp}`)).not.toContain(title);
});

test("the owner uploads a collection's picture in the form; a text file is refused on its field; the collection page shows the stored image", async ({ page, request }, testInfo) => {
  const nojs = jsDisabled(testInfo);
  const stamp = `${nojs ? "n" : "j"}${Date.now().toString(36)}`;
  await signIn(page, OWNER, { to: "/admin/collections/new" });
  const form = page.getByTestId("taxon-form");
  const fields: Record<string, string> = {
    "az.title": `Şəkilli ${stamp}`,
    "az.slug": `sekilli-${stamp}`,
    "en.title": `Pictured ${stamp}`,
    "en.slug": `pictured-${stamp}`,
    "ru.title": `С картинкой ${stamp}`,
    "ru.slug": `s-kartinkoj-${stamp}`,
  };
  for (const [name, value] of Object.entries(fields)) await form.locator(`[name="${name}"]`).fill(value);
  await page.getByTestId("file-image").setInputFiles({ name: "cover.jpg", mimeType: "image/jpeg", buffer: Buffer.from("a text file that says it is a photo\n".repeat(10)) });
  await clickHydrated(page.getByTestId("taxon-save"));
  await page.waitForLoadState("load");
  await expect(page.getByTestId("error-image")).toHaveText("This file is not a JPEG, PNG or WebP image");
  await expect(form.locator('[name="en.title"]')).toHaveValue(`Pictured ${stamp}`);
  await expect(page).toHaveURL(/\/admin\/collections\/new$/);
  await anonymous(request, `/collections/pictured-${stamp}`, 404);

  // a real photo (a colour of this run's own, so the js and nojs runs store different files)
  const colour = { r: nojs ? 30 : 190, g: Date.now() % 200, b: 90 };
  const jpeg = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: colour } }).jpeg({ quality: 90 }).toBuffer();
  await page.getByTestId("file-image").setInputFiles({ name: "cover.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await clickHydrated(page.getByTestId("taxon-save"));
  await expect(page.getByTestId("taxon-done")).toHaveText("Created.", { timeout: 60_000 });
  const stored = await page.getByTestId("taxon-form").locator('[name="image"]').inputValue();
  expect(stored).toMatch(/^up\/[0-9a-f]{24}\.webp$/);
  await expect(page.getByTestId("taxon-image")).toHaveAttribute("src", `/img/300/${stored}`);
  const id = Number(/\/admin\/collections\/(\d+)/.exec(page.url())![1]);

  // the collection's page shows the cover; the original is fitted into 1500 px
  expect(await anonymous(request, `/collections/pictured-${stamp}`)).toContain(`/img/1000/${stored}`);
  const original = await request.get(`/img/orig/${stored}`);
  expect(original.status()).toBe(200);
  expect(original.headers()["content-type"]).toBe("image/webp");
  expect(await sharp(await original.body()).metadata()).toMatchObject({ width: 1500, height: 750 });

  // the upload is in the audit log; the collection goes again (the collections page stays the seed's)
  await open(page, "/admin/audit?area=catalogue&q=upload");
  await expect(page.getByTestId("list-row").filter({ hasText: "upload" }).filter({ hasText: "collection" }).first()).toBeVisible();
  const owner = await api<{ accessToken: string }>(request, "login", { action: "login", username: OWNER.username, password: OWNER.password });
  await api(request, `admin/collections/remove/${id}`, {}, owner.accessToken);
  await anonymous(request, `/collections/pictured-${stamp}`, 404);
});

test("a shopper opening the categories screen gets the 403 page", async ({ page }) => {
  await signIn(page, DEMO_SHOPPER, { to: "/" });
  const response = await page.goto("/admin/categories");
  expect(response?.status()).toBe(403);
});
