import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { api, jsDisabled, OWNER, uniqueMobile } from "./helpers.ts";

/**
 * The API's same-site rule in a real browser (ADR 0042): a page on another site makes the
 * visitor's browser post to /api — a no-cors `fetch` of `text/plain` with the fields in the query
 * string (JavaScript on), a plain HTML form (both projects) — and the API refuses each with 403:
 * no SMS goes out, no subscription is stored. The page is served from `localhost` on a port of
 * its own: another site than the shop at 127.0.0.1, and still the loopback, so the browser sends
 * the requests (a public address would be held back by Chromium's private-network rule).
 */

let evil: Server;
let evilBase = "";
let pageHtml = "";

const escapeAttr = (value: string) => value.replace(/[&"<>]/g, (ch) => `&#${ch.charCodeAt(0)};`);

test.beforeAll(async () => {
  evil = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(pageHtml);
  });
  await new Promise<void>((resolve) => evil.listen(0, "127.0.0.1", resolve));
  evilBase = `http://localhost:${(evil.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => (evil ? evil.close(() => resolve()) : resolve()));
});

function signupQuery(mobile: string): string {
  return new URLSearchParams({ lang: "en", firstName: "Prize", lastName: "Winner", mobile, password: "pass-word-9", password2: "pass-word-9", notification: "1" }).toString();
}

/** The attacking page: a form to subscriptions/send, a text/plain form to auth/signup, and a no-cors fetch of the same signup. */
function attackPage(shop: string, email: string, mobile: string): string {
  const field = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeAttr(value)}">`;
  const signup = `${shop}/api/auth/signup?${signupQuery(mobile)}`;
  return `<!doctype html><html><head><meta charset="utf-8"><title>Another site</title></head><body>
<form method="post" action="${escapeAttr(`${shop}/api/subscriptions/send`)}">
${field("lang", "en")}${field("email", email)}
<button type="submit" data-testid="evil-subscribe">Win a prize</button></form>
<form method="post" action="${escapeAttr(signup)}" enctype="text/plain">
${field("x", "1")}
<button type="submit" data-testid="evil-signup">Claim</button></form>
<button type="button" data-testid="evil-fetch">Sneaky</button>
<script>
document.querySelector('[data-testid="evil-fetch"]').addEventListener("click", () => {
  fetch(${JSON.stringify(signup)}, { method: "POST", mode: "no-cors", credentials: "include", headers: { "content-type": "text/plain" }, body: "x" });
});
</script>
</body></html>`;
}

/** Clicks `testId` on the attacking page; the status the API answered the POST to `path` with. */
async function fromEvil(page: Page, testId: string, path: string): Promise<number> {
  await page.goto(evilBase);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === path),
    page.getByTestId(testId).click(),
  ]);
  return response.status();
}

async function smsTo(request: APIRequestContext, mobile: string): Promise<number> {
  const outbox = await request.get("/dev/outbox");
  expect(outbox.status()).toBe(200);
  return [...(await outbox.text()).matchAll(/<tr[^>]*data-mobile="(\d+)"/g)].filter((row) => row[1] === mobile).length;
}

async function subscribers(request: APIRequestContext, token: string, email: string): Promise<number> {
  const response = await request.get(`/api/admin/subscribers?${new URLSearchParams({ lang: "en", q: email })}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { items: { email: string }[] } }).data.items.filter((row) => row.email === email).length;
}

test("a page on another site cannot make the visitor's browser sign up a number or subscribe an address through /api", async ({ page, request }, testInfo) => {
  const shop = new URL(String(testInfo.project.use.baseURL)).origin;
  const nojs = jsDisabled(testInfo);
  const mobile = uniqueMobile(nojs);
  const email = `prize-${testInfo.project.name}-${Date.now()}@example.com`;
  pageHtml = attackPage(shop, email, mobile);

  expect(await fromEvil(page, "evil-subscribe", "/api/subscriptions/send")).toBe(403);
  await expect(page.locator("body")).toContainText("another site's page");
  expect(await fromEvil(page, "evil-signup", "/api/auth/signup")).toBe(403);
  if (!nojs) expect(await fromEvil(page, "evil-fetch", "/api/auth/signup")).toBe(403);

  // nothing happened: no code was sent to the number, the address is not subscribed
  expect(await smsTo(request, mobile)).toBe(0);
  const owner = await api<{ accessToken: string }>(request, "login", { action: "login", username: OWNER.username, password: OWNER.password });
  expect(await subscribers(request, owner.accessToken, email)).toBe(0);

  // the same subscription from a server (no browser headers, fields in the body) is taken: the refusal was about the site
  await api(request, "subscriptions/send", { email });
  expect(await subscribers(request, owner.accessToken, email)).toBe(1);
});
