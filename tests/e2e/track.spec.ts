/**
 * Order tracking without an account (/order/track), JavaScript on and off: the SMS link fills
 * the number, a wrong mobile says "not found" and shows nothing of the order, the buyer's mobile
 * (typed as people type it) shows the status and its history; the page is translated.
 */
import { expect, test } from "@playwright/test";
import { open, placeCashOrder, screenshots, submitForm } from "./helpers.ts";
import { shotPath } from "../../scripts/screenshot-dir.ts";

test("a guest tracks an order by its number and mobile; a wrong mobile finds nothing", async ({ page }) => {
  const number = await placeCashOrder(page.request, { delivery: "pickup" });
  await open(page, `/order/track?number=${number}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Track your order");
  const form = page.getByTestId("track-form");
  await expect(form.locator('[name="number"]')).toHaveValue(number);

  expect(await submitForm(page, page.getByTestId("track-form"), { mobile: "055 999 88 77" })).toBe(404);
  await expect(page.getByTestId("track-form")).toContainText("We found no order with that number and mobile number");
  await expect(page.getByTestId("tracked-order")).toHaveCount(0);

  await submitForm(page, page.getByTestId("track-form"), { number: number.toLowerCase(), mobile: "050 123 45 67" });
  const tracked = page.getByTestId("tracked-order");
  await expect(tracked).toContainText(`Order ${number}`);
  await expect(page.getByTestId("tracked-status")).toHaveText("New");
  await expect(page.getByTestId("order-history-item")).toHaveCount(1);
  if (screenshots()) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: shotPath(`order-track-${width}.png`), fullPage: true });
    }
  }

  await open(page, "/az/order/track");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sifarişi izləyin");
});
