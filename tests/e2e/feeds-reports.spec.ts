/**
 * The shopping feeds and the sales reports on the built server, JavaScript on (`js`) and off
 * (`nojs`): the Google and Meta feeds of the demo catalogue pass the services' required-field
 * rules (tests/feed-rules.ts; the server's http://localhost origin read as an https one) and
 * the second request is answered from the feed cache; the report page and the dashboard's
 * sales line render for the owner.
 */
import { expect, test } from "@playwright/test";
import { OWNER, signIn } from "./helpers.ts";
import { googleFeedProblems, metaFeedProblems } from "../feed-rules.ts";
import { shotPath } from "../../scripts/screenshot-dir.ts";

const https = (text: string) => text.replace(/http:\/\/(localhost|127\.0\.0\.1)(:\d+)?/g, "https://shop.example.az");

test("the Google and Meta feeds pass the required-field rules and are kept after the first build", async ({ request }) => {
  const google = await request.get("/feeds/google-ru.xml");
  expect(google.status()).toBe(200);
  expect(google.headers()["content-type"]).toContain("application/xml");
  const xml = await google.text();
  expect(googleFeedProblems(https(xml))).toEqual([]);
  expect((xml.match(/<item>/g) ?? []).length).toBeGreaterThan(50);
  const again = await request.get("/feeds/google-ru.xml");
  expect(again.headers()["x-feed-cache"]).toBe("HIT");
  expect(await again.text()).toBe(xml);
  const meta = await request.get("/feeds/meta-az.csv");
  expect(meta.status()).toBe(200);
  expect(metaFeedProblems(https(await meta.text()))).toEqual([]);
  expect((await request.get("/feeds/google-de.xml")).status()).toBe(404);
});

test("the sales report and the dashboard's sales line render for the owner", async ({ page }, testInfo) => {
  await signIn(page, OWNER, { to: "/admin/reports?group=payment" });
  await expect(page.getByRole("heading", { level: 1, name: "Sales reports" })).toBeVisible();
  await expect(page.getByLabel("Group by")).toHaveValue("payment");
  await expect(page.getByRole("link", { name: "Download CSV" })).toBeVisible();
  if (testInfo.project.name === "js") {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: shotPath(`admin-reports-${width}.png`), fullPage: true });
    }
  }
  await page.goto("/admin");
  await expect(page.getByTestId("sales-chart").locator("svg polyline")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 2, name: "Latest orders" })).toBeVisible();
  if (testInfo.project.name === "js") await page.screenshot({ path: shotPath("admin-dashboard-sales-1280.png"), fullPage: true });
});
