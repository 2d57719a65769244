/**
 * The list kit's bulk actions (issue 12 item 2) on the reviews screen, JavaScript on (`js`) and
 * off (`nojs`): two reviews found by a search, both checked, "Hide selected" asks with their
 * count, confirmed, both are hidden; then the whole page ticked with the header's box and
 * approved. Without JavaScript the header's box is posted as `all=page`. A screenshot of the
 * list with the bulk bar and its question at 1280 px goes to docs/screenshots/ (js project).
 */
import { expect, test, type Page } from "@playwright/test";
import { api, jsDisabled, open, settle, submitForm } from "./helpers.ts";

const OWNER = { username: "0551234567", password: "Owner-2026" };

async function signIn(page: Page) {
  await open(page, "/login?redirectTo=%2Fadmin");
  await submitForm(page, page.getByTestId("login-form"), OWNER);
  await expect(page.getByTestId("admin-dashboard")).toBeVisible();
}

test("reviews: hide two selected after a confirmation, then approve the whole page", async ({ page, request }, testInfo) => {
  const products = await api<{ items: { id: number }[] }>(request, "products", { limit: 5 });
  const productId = products.items[0]!.id;
  const mark = `Bulk${testInfo.project.name}${Date.now().toString(36)}`;
  for (const n of [1, 2]) {
    await api(request, "reviews/send", { productId, review: `Bulk check ${n}`, fullName: `${mark} ${n}`, email: `bulk${n}@example.az`, rating: 4 });
  }

  await signIn(page);
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
  if (!jsDisabled(testInfo)) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: "docs/screenshots/admin-reviews-bulk-1280.png", fullPage: true });
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
