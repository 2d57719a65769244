/**
 * The list kit's bulk actions, JavaScript on (`js`) and off (`nojs`):
 * - reviews: two reviews found by a search, both checked, "Hide selected" asks with their
 *   count, confirmed, both are hidden; then the whole page ticked with the header's box and
 *   approved. Without JavaScript the header's box is posted as `all=page`. A screenshot of the
 *   list with the bulk bar and its question at 1280 px goes to screenshots/ (js project).
 * - products: two products of a collection of this run's own, both checked in the products
 *   list, hidden after the question: the collection's page on the storefront no longer lists
 *   them (nor answers their pages); the page's box and "Show selected" bring both back.
 */
import { expect, test } from "@playwright/test";
import { api, jsDisabled, open, settle, submitForm, OWNER, signIn, screenshots } from "./helpers.ts";
import { shotPath } from "../../scripts/screenshot-dir.ts";

test.describe.configure({ timeout: 180_000 });

test("reviews: hide two selected after a confirmation, then approve the whole page", async ({ page, request }, testInfo) => {
  const products = await api<{ items: { id: number }[] }>(request, "products", { limit: 5 });
  const productId = products.items[0]!.id;
  const mark = `Bulk${testInfo.project.name}${Date.now().toString(36)}`;
  for (const n of [1, 2]) {
    await api(request, "reviews/send", { productId, review: `Bulk check ${n}`, fullName: `${mark} ${n}`, email: `bulk${n}@example.az`, rating: 4 });
  }

  await signIn(page, OWNER);
  await open(page, `/admin/reviews?q=${mark}`);
  const rows = page.getByTestId("list-row");
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId("bulk-bar")).toBeVisible();

  // nothing checked: the question is not asked
  await page.getByTestId("bulk-hide").click();
  await expect(page.getByTestId("bulk-none")).toBeVisible();
  await page.getByTestId("bulk-none").getByRole("link").click();
  await expect(page.getByTestId("bulk-none")).toHaveCount(0);
  await settle(page);

  for (const box of await page.getByTestId("bulk-select").all()) await box.check();
  await page.getByTestId("bulk-hide").click();
  const confirm = page.getByTestId("confirm-bulk");
  await expect(confirm).toContainText("Hide 2 selected reviews from the shop?");
  if (screenshots()) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: shotPath("admin-reviews-bulk-1280.png"), fullPage: true });
  }
  await submitForm(page, confirm.locator("form"));
  await expect(page.getByTestId("review-done")).toHaveText("2 reviews changed.");
  await expect(page.getByTestId("review-state")).toHaveText(["Hidden", "Hidden"]);
  await expect(page.getByTestId("confirm-bulk")).toHaveCount(0);

  // the page's box: with JavaScript it ticks the rows, without it the server takes the page
  await page.getByTestId("bulk-page").check();
  if (!jsDisabled(testInfo)) for (const box of await page.getByTestId("bulk-select").all()) await expect(box).toBeChecked();
  await page.getByTestId("bulk-approve").click();
  await expect(page.getByTestId("confirm-bulk")).toContainText("Approve 2 selected reviews?");
  await submitForm(page, page.getByTestId("confirm-bulk").locator("form"));
  await expect(page.getByTestId("review-state")).toHaveText(["Approved", "Approved"]);
  await expect(page.getByTestId("review-done")).toHaveText("2 reviews changed.");
});

test("products: hide two selected from the list, the storefront's listing drops them; show them again", async ({ page, request }, testInfo) => {
  const nojs = jsDisabled(testInfo);
  const stamp = `${nojs ? "n" : "j"}${Date.now().toString(36)}`;
  const { accessToken } = await api<{ accessToken: string }>(request, "login", { action: "login", username: OWNER.username, password: OWNER.password });
  // a collection of this run's own with two new products: its storefront page lists just those two
  const texts = (title: string, slug: string) => ({ title, slug, headline: "", desc: "" });
  const collection = await api<{ id: number }>(
    request,
    "admin/collections/create",
    { sort: "0", image: "", az: texts(`Toplu ${stamp}`, `toplu-${stamp}`), en: texts(`Bulk ${stamp}`, `bulk-${stamp}`), ru: texts(`Пакет ${stamp}`, `paket-${stamp}`) },
    accessToken,
  );
  const [category] = await api<{ id: number }[]>(request, "categories");
  const ids: number[] = [];
  for (const letter of ["a", "b"]) {
    const made = await api<{ id: number }>(
      request,
      "admin/products/create",
      {
        az: { title: `Toplu köynək ${stamp} ${letter}`, slug: `toplu-koynek-${stamp}-${letter}`, desc: "" },
        en: { title: `Bulk tee ${stamp} ${letter}`, slug: `bulk-tee-${stamp}-${letter}`, desc: "" },
        ru: { title: `Пакетная футболка ${stamp} ${letter}`, slug: `paketnaya-futbolka-${stamp}-${letter}`, desc: "" },
        categoryIds: [category!.id],
        collectionIds: [collection.id],
        price: "25",
        status: "active",
        variants: [{ size: "M", stock: 5, price: "" }],
      },
      accessToken,
    );
    ids.push(made.id);
  }
  const listing = async () => (await request.get(`/collections/bulk-${stamp}`)).text();
  const titles = [`Bulk tee ${stamp} a`, `Bulk tee ${stamp} b`];
  for (const title of titles) expect(await listing()).toContain(title);

  await signIn(page, OWNER);
  await open(page, `/admin/products?q=${encodeURIComponent(`Bulk tee ${stamp}`)}`);
  const rows = page.getByTestId("list-row");
  await expect(rows).toHaveCount(2);
  for (const box of await page.getByTestId("bulk-select").all()) await box.check();
  await page.getByTestId("bulk-hide").click();
  const confirm = page.getByTestId("confirm-bulk");
  await expect(confirm).toContainText("Hide 2 selected products from the shop?");
  await submitForm(page, confirm.locator("form"));
  await expect(page.getByTestId("products-done")).toHaveText("2 products changed.");
  await expect(rows.locator("[data-status]")).toHaveText(["Hidden", "Hidden"]);
  await expect(page.getByTestId("confirm-bulk")).toHaveCount(0);

  // the storefront: the collection's listing no longer shows them, their pages are gone
  const hidden = await listing();
  for (const title of titles) expect(hidden).not.toContain(title);
  expect((await request.get(`/bulk-tee-${stamp}-a`)).status()).toBe(404);

  // the page's box (without JavaScript posted as all=page) and Show selected: both are back
  await page.getByTestId("bulk-page").check();
  await page.getByTestId("bulk-show").click();
  await expect(page.getByTestId("confirm-bulk")).toContainText("Show 2 selected products in the shop?");
  await submitForm(page, page.getByTestId("confirm-bulk").locator("form"));
  await expect(page.getByTestId("products-done")).toHaveText("2 products changed.");
  await expect(rows.locator("[data-status]")).toHaveText(["Shown", "Shown"]);
  const shown = await listing();
  for (const title of titles) expect(shown).toContain(title);
  expect((await request.get(`/bulk-tee-${stamp}-a`)).status()).toBe(200);

  // the shop as it was: the two products hidden, the collection removed
  await api(request, "admin/products/bulk", { ids, to: "hidden" }, accessToken);
  await api(request, `admin/collections/remove/${collection.id}`, {}, accessToken);
});
