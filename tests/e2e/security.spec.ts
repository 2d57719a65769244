import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { jsDisabled, open, api } from "./helpers.ts";

/**
 * Cross-site requests (ADR 0014): a page on another port of the same host is
 * "same-site" for the browser, so cookies go with its form posts. Every mutating request to the
 * storefront must prove it comes from the shop's own pages (Sec-Fetch-Site / Origin), whatever
 * the content type's case; the refused post changes nothing.
 */

let evil: Server;
let evilOrigin = "";
let product: { id: number; size: string };

function escapeAttr(value: string): string {
  return value.replace(/[&"<>]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

test.beforeAll(async ({ request }, testInfo) => {
  const shop = String(testInfo.project.use.baseURL);
  // a product with a size in stock (found through the API, not hard-coded)
  const list = await api<{ items: { id: number; qty: number; priceInStore: boolean }[] }>(request, "products", { page: 1, limit: 40 });
  for (const card of list.items) {
    if (card.priceInStore || card.qty < 1) continue;
    const detail = await api<{ variants: { siteSize: string; total: number }[]; sets: unknown[] }>(request, `products/info/${card.id}`);
    const size = detail.variants.find((v) => v.siteSize && v.total > 0)?.siteSize;
    if (size && detail.sets.length === 0) {
      product = { id: card.id, size };
      break;
    }
  }
  expect(product, "a product with a size in stock").toBeTruthy();
  const field = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeAttr(value)}">`;
  const page = `<!doctype html><html><head><meta charset="utf-8"><title>Another site</title></head><body>
<form method="post" action="${shop}/action/cart" data-testid="evil-cart">
${field("intent", "add")}${field("productId", String(product.id))}${field("size", product.size)}${field("qty", "1")}${field("redirectTo", "/cart")}
<button type="submit">Win a prize</button></form>
<form method="post" action="${shop}/newsletter" data-testid="evil-newsletter">
${field("email", "victim@example.com")}
<button type="submit">Subscribe</button></form>
<form method="post" action="${shop}/action/cart" enctype="text/plain" data-testid="evil-plain">
${field("intent", "add")}
<button type="submit">Plain</button></form>
<button type="button" data-testid="evil-fetch">Sneaky</button>
<script>
// the attack of the issue: a no-cors fetch may send an upper-case form content type (cookies go along: same site)
document.querySelector('[data-testid="evil-fetch"]').addEventListener("click", () => {
  const body = new URLSearchParams({ intent: "add", productId: "${product.id}", size: ${JSON.stringify(product.size)}, qty: "1", redirectTo: "/cart" }).toString();
  fetch("${shop}/action/cart", { method: "POST", mode: "no-cors", credentials: "include", headers: { "content-type": "APPLICATION/X-WWW-FORM-URLENCODED" }, body });
});
</script>
</body></html>`;
  evil = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(page);
  });
  await new Promise<void>((resolve) => evil.listen(0, "127.0.0.1", resolve));
  evilOrigin = `http://127.0.0.1:${(evil.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => (evil ? evil.close(() => resolve()) : resolve()));
});

async function postFromEvil(page: import("@playwright/test").Page, form: string, path: string): Promise<number> {
  await page.goto(evilOrigin);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === path),
    page.getByTestId(form).getByRole("button").click(),
  ]);
  return response.status();
}

test("a page on another port of the same host cannot add to the cart or subscribe", async ({ page, context }, testInfo) => {
  await open(page, "/cart");
  await expect(page.getByTestId("cart-empty")).toBeVisible();

  expect(await postFromEvil(page, "evil-cart", "/action/cart")).toBe(403);
  await expect(page.locator("body")).toContainText("did not come from the shop's own pages");
  expect(await postFromEvil(page, "evil-newsletter", "/newsletter")).toBe(403);
  expect(await postFromEvil(page, "evil-plain", "/action/cart")).toBe(403);
  if (!jsDisabled(testInfo)) {
    await page.goto(evilOrigin);
    const [sneaky] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/action/cart"),
      page.getByTestId("evil-fetch").click(),
    ]);
    expect(sneaky.status()).toBe(403);
  }

  // nothing changed: no cart cookie, the cart page is still empty
  expect((await context.cookies()).map((c) => c.name)).not.toContain("bz_cart");
  await open(page, "/cart");
  await expect(page.getByTestId("cart-empty")).toBeVisible();
});

test("the same form posted with the shop's own origin is accepted (the refusal is about the origin)", async ({ page }, testInfo) => {
  const shop = String(testInfo.project.use.baseURL);
  const form = { intent: "add", productId: String(product.id), size: product.size, qty: "1", redirectTo: "/cart" };
  const foreign = await page.request.post("/action/cart", { form, headers: { origin: evilOrigin }, maxRedirects: 0 });
  expect(foreign.status()).toBe(403);
  const upper = await page.request.post("/action/cart", {
    data: new URLSearchParams(form).toString(),
    headers: { "content-type": "APPLICATION/X-WWW-FORM-URLENCODED" },
    maxRedirects: 0,
  });
  expect(upper.status()).toBe(403);
  const own = await page.request.post("/action/cart", { form, headers: { origin: new URL(shop).origin }, maxRedirects: 0 });
  expect(own.status()).toBe(303);
  expect(own.headers()["set-cookie"] ?? "").toContain("bz_cart=");
});

test("anonymous pages carry no token and set no cookie", async ({ page }) => {
  for (const path of ["/", "/products", "/login"]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["set-cookie"], path).toBeUndefined();
    const body = await response.text();
    expect(body, path).not.toContain('name="csrf"');
  }
});

/** Sends only the head of a request that announces `announced` bytes, then 1 MB of them; resolves with the status and the time to it. */
function announceHuge(base: string, path: string, announced: number): Promise<{ status: number; ms: number }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(Number(url.port), url.hostname);
    let answer = "";
    let answered = false;
    socket.on("connect", () => {
      socket.write(`POST ${path} HTTP/1.1\r\nHost: ${url.host}\r\nOrigin: ${url.origin}\r\nContent-Type: application/json\r\nContent-Length: ${announced}\r\n\r\n`);
      // then part of the body, unless the answer already came (a write to the closed
      // connection would fail with EPIPE before the answer is read)
      setTimeout(() => {
        if (!answered && !socket.destroyed) socket.write(Buffer.alloc(1024 * 1024, 0x20));
      }, 50);
    });
    socket.on("data", (data) => {
      answer += data.toString("latin1");
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
      if (status) {
        answered = true;
        socket.destroy();
        resolve({ status: Number(status), ms: Date.now() - started });
      }
    });
    // the server may close while the body is still being sent: the answer decides, not the pipe
    socket.on("error", (err: NodeJS.ErrnoException) => {
      if (err.code !== "EPIPE" && err.code !== "ECONNRESET") reject(err);
    });
    socket.on("close", () => {
      if (!answered) reject(new Error(`connection closed without an answer: ${answer.slice(0, 80)}`));
    });
    setTimeout(() => reject(new Error("no answer in 10 s")), 10_000).unref();
  });
}

test("a 300 MB body is refused with 413 at once, on the API and on a page", async ({ request }, testInfo) => {
  test.skip(jsDisabled(testInfo), "no browser involved: once is enough");
  const base = String(testInfo.project.use.baseURL);
  for (const path of ["/api/reviews/send", "/login"]) {
    const answer = await announceHuge(base, path, 300 * 1024 * 1024);
    expect(answer.status, path).toBe(413);
    expect(answer.ms, path).toBeLessThan(3000);
  }
  const started = Date.now();
  expect((await request.get("/healthz")).status()).toBe(200);
  expect(Date.now() - started).toBeLessThan(3000);
});

test("non-form posts and other methods to pages answer 415 and 405, not 500", async ({ request }, testInfo) => {
  test.skip(jsDisabled(testInfo), "no browser involved: once is enough");
  const origin = new URL(String(testInfo.project.use.baseURL)).origin;
  const list = await api<{ items: { route: string }[] }>(request, "products", { page: 1, limit: 1 });
  const productPath = list.items[0]!.route;
  for (const path of ["/login", "/checkout", productPath]) {
    const json = await request.post(path, { data: { username: "x" }, headers: { origin } });
    expect(json.status(), `JSON ${path}`).toBe(415);
    const text = await request.post(path, { data: "username=x", headers: { origin, "content-type": "text/plain" } });
    expect(text.status(), `text ${path}`).toBe(415);
    for (const method of ["put", "delete", "patch"] as const) {
      const other = await request[method](path, { form: { a: "1" }, headers: { origin } });
      expect(other.status(), `${method} ${path}`).toBe(405);
      expect(other.headers()["allow"]).toBe("GET, HEAD, POST");
    }
  }
});

test("a broken form body to a page's or a resource route's action answers 400, not 500", async ({ request }, testInfo) => {
  test.skip(jsDisabled(testInfo), "no browser involved: once is enough");
  const origin = new URL(String(testInfo.project.use.baseURL)).origin;
  const list = await api<{ items: { route: string }[] }>(request, "products", { page: 1, limit: 1 });
  const productPath = list.items[0]!.route;
  const boundary = "----bazaarE2eBoundary";
  const whole = `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nadd\r\n--${boundary}\r\nContent-Disposition: form-data; name="productId"\r\n\r\n1\r\n--${boundary}--\r\n`;
  const bodies = [
    { name: "cut short", type: `multipart/form-data; boundary=${boundary}`, body: whole.slice(0, 70) },
    { name: "another boundary", type: "multipart/form-data; boundary=notTheOne", body: whole },
  ];
  const pages = ["/login", "/signup", "/remind", "/new-password", "/checkout", "/ru/login", productPath];
  const resources = ["/action/cart", "/action/wishlist", "/action/compare", "/newsletter", "/checkout/summary"];
  for (const path of [...pages, ...resources, "/login.data", "/checkout.data"]) {
    for (const { name, type, body } of bodies) {
      const answer = await request.post(path, { data: body, headers: { origin, "content-type": type }, maxRedirects: 0 });
      expect(answer.status(), `${path}: ${name}`).toBe(400);
      const text = await answer.text();
      if (pages.includes(path)) expect(answer.headers()["content-type"], path).toContain("text/html");
      if (resources.includes(path)) expect(text, path).toBe("Something is wrong with this request. Please reload the page and try again.");
    }
  }
});

test("security headers: a CSP whose nonce is on every inline script, nosniff, referrer and permissions policies", async ({ page }, testInfo) => {
  test.skip(jsDisabled(testInfo), "headers: once is enough");
  // twice: the second answer may come from the page cache and must name the nonce in its own HTML
  for (const path of ["/", "/", "/login"]) {
    const response = await page.request.get(path);
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    expect(nonce, `${path}: ${csp}`).toBeTruthy();
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    const body = await response.text();
    const inline = [...body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>/g)].map((m) => m[1]!);
    expect(inline.length, path).toBeGreaterThan(0);
    for (const attrs of inline) expect(attrs, path).toContain(`nonce="${nonce}"`);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["permissions-policy"]).toContain("camera=()");
    // plain http here: no HSTS, no upgrade
    expect(headers["strict-transport-security"]).toBeUndefined();
    expect(csp).not.toContain("upgrade-insecure-requests");
  }
  // two fresh renders never share a nonce
  const a = (await page.request.get("/login")).headers()["content-security-policy"];
  const b = (await page.request.get("/login")).headers()["content-security-policy"];
  expect(a).not.toBe(b);
});

test("pages run under the CSP without a violation, and the order pages send no Referer", async ({ page }, testInfo) => {
  test.skip(jsDisabled(testInfo), "the policy is about scripts");
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await open(page, "/");
  await open(page, "/products");
  await expect(page.getByTestId("product-card").first()).toBeVisible();
  // a product page: its module preloads (the view chunk's included) carry no nonce, 'self' allows them
  await page.getByTestId("card-title").first().click();
  await expect(page.getByTestId("product-page")).toBeVisible();
  await open(page, page.url());
  await page.waitForLoadState("networkidle");
  expect(violations).toEqual([]);
  // the payment-return page (its address holds the order token) asks for no Referer
  const html = await (await page.request.get("/order/return?token=unknown-token-1234")).text();
  expect(html).toMatch(/<meta name="referrer" content="no-referrer"\/?>/);
});
