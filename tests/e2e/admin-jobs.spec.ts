/**
 * The back office's failed jobs (/admin/jobs), JavaScript on (`js`) and off (`nojs`), on a second
 * server from the same build whose SMS gateway is this spec's own (SMS_DRIVER=http): while the
 * gateway answers 503, a cash order's confirmation SMS fails and its job is listed as failing
 * with the gateway's error, its attempts and next attempt (a long backoff keeps it waiting);
 * once the gateway is back, the owner's Retry (a plain POST form) runs it at once, the row leaves
 * the list and the gateway gets the SMS once. Who may see the screen is the integration suite's
 * (backend/admin/jobs.int.test.ts: owners only).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, request as playwrightRequest, test } from "@playwright/test";
import { open, placeApiOrder, OWNER, signIn, screenshots, startSecondServer, submitForm, type SecondServer } from "./helpers.ts";
import { shotPath } from "../../scripts/screenshot-dir.ts";

test.describe.configure({ timeout: 240_000 });

let server: SecondServer | undefined;
let gateway: Server | undefined;
let gatewayUp = false;
const received: { up: boolean; text: string }[] = [];

// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures argument to pass testInfo
test.beforeAll(async ({}, testInfo) => {
  // a fresh embedded database is migrated and seeded first: minutes on a busy machine
  test.setTimeout(420_000);
  gateway = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      received.push({ up: gatewayUp, text: (JSON.parse(body) as { text: string }).text });
      if (gatewayUp) res.writeHead(200).end("{}");
      else res.writeHead(503).end("busy");
    });
  });
  await new Promise<void>((resolve) => gateway!.listen(0, "127.0.0.1", () => resolve()));
  const port = (gateway.address() as AddressInfo).port;
  // far from other runs' ports and the other second servers (+20000 moderated, +21000 push, +22000 outage)
  server = await startSecondServer(testInfo, {
    name: "jobs",
    offset: 23_000,
    env: { SMS_DRIVER: "http", SMS_HTTP_URL: `http://127.0.0.1:${port}/sms`, JOBS_BACKOFF_MS: "600000", JOBS_BACKOFF_MAX_MS: "600000" },
    readyWithinMs: 390_000,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => (gateway ? gateway.close(() => resolve()) : resolve()));
});

test("a notice whose gateway failed is listed with its error; Retry sends it once the gateway is back", async ({ page }) => {
  const base = server!.base;
  const api = await playwrightRequest.newContext({ baseURL: base });
  const order = await placeApiOrder(api, { delivery: "pickup" });
  await api.dispose();
  await expect.poll(() => received.filter((r) => r.text.includes(order.number)).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);

  await signIn(page, OWNER, { base });
  await page.getByTestId("admin-nav").getByRole("link", { name: "Failed jobs" }).click();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  const list = page.getByTestId("admin-jobs");
  await open(page, `${base}/admin/jobs?q=gateway`);
  const row = list.getByTestId("list-row").filter({ hasText: "Order confirmation (shopper)" }).first();
  await expect(row).toBeVisible();
  await expect(row.getByTestId("job-state")).toHaveText("Failing");
  await expect(row.getByTestId("job-error")).toHaveText("SMS gateway answered failed 503");
  await expect(row).toContainText("1 of 12");
  if (screenshots()) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: shotPath("admin-jobs-1280.png"), fullPage: true });
  }

  // the gateway is back; the job would wait ten minutes for its next attempt: Retry runs it now
  gatewayUp = true;
  const id = (await row.locator('input[name="id"]').inputValue()).trim();
  await submitForm(page, row.locator("form"));
  await expect(page.getByTestId("jobs-done")).toHaveText(`Job #${id} runs again now.`);
  await expect(list.locator('input[name="id"][value="' + id + '"]')).toHaveCount(0);
  await expect.poll(() => received.filter((r) => r.up && r.text.includes(order.number)).length, { timeout: 30_000 }).toBe(1);

  // the list in the other languages
  await open(page, `${base}/ru/admin/jobs`);
  await expect(page.getByRole("heading", { name: "Сбойные задания" })).toBeVisible();
  await open(page, `${base}/az/admin/jobs`);
  await expect(page.getByRole("heading", { name: "Uğursuz işlər" })).toBeVisible();
});
