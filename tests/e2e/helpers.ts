import { spawn, type ChildProcess } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { expect, test, type APIRequestContext, type BrowserContext, type Locator, type Page, type Request, type Response, type TestInfo } from "@playwright/test";
import { readBootScript } from "../../app/.server/script-priority.ts";
import { localizePath, type Lang } from "../../app/lib/i18n.ts";
import { shotPath } from "../../scripts/screenshot-dir.ts";

export type { Lang };
export const LANGS: readonly Lang[] = ["az", "en", "ru"];

/** A base path in a language: `lang("/cart", "az")` → "/az/cart"; English stays unprefixed. */
export function lang(path: string, language: Lang): string {
  return localizePath(path, language);
}

/** True in the project that runs with JavaScript switched off. */
export function jsDisabled(testInfo: TestInfo): boolean {
  return testInfo.project.use.javaScriptEnabled === false;
}

/**
 * Opens a page and waits until it is usable: the document is parsed (images may still be
 * loading) and, with JavaScript on, React has hydrated (so clicks are handled by the
 * router, not by a full page load).
 */
export async function open(page: Page, path: string): Promise<Response | null> {
  // the scripts the document asks for, until each has arrived: they load at low priority
  // (ADR 0035), so a lazy view's chunk can land after the router started and hydrate its part
  // of the page later than the rest
  const pending = new Set<Request>();
  const asked = (request: Request) => {
    if (request.resourceType() === "script") pending.add(request);
  };
  const done = (request: Request) => pending.delete(request);
  page.on("request", asked);
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  try {
    const response = await page.goto(path, { waitUntil: "domcontentloaded" });
    await waitForHydration(page);
    if (pending.size > 0 && (await scriptsRan(page))) {
      await expect.poll(() => pending.size, { message: "the page's scripts arrive" }).toBe(0);
      // React commits what those modules hydrate in the next tasks
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    }
    return response;
  } finally {
    page.off("request", asked);
    page.off("requestfinished", done);
    page.off("requestfailed", done);
  }
}

/** The module URLs a document's boot script starts once its largest picture is painted (ADR 0040). */
export function bootModules(html: string): string[] {
  return readBootScript(html)?.urls ?? [];
}

/**
 * Whether the page's scripts run. Playwright can evaluate code even with JavaScript disabled,
 * so this looks for what the server's inline script sets up.
 */
export async function scriptsRan(page: Page): Promise<boolean> {
  return page.evaluate(() => "__reactRouterContext" in window).catch(() => false);
}

/** Resolves once the client router has hydrated; returns at once without JavaScript. */
export async function waitForHydration(page: Page): Promise<void> {
  if (!(await scriptsRan(page))) return;
  await page.waitForFunction(() => {
    const router = (window as unknown as { __reactRouterDataRouter?: { state?: { initialized?: boolean } } }).__reactRouterDataRouter;
    return Boolean(router?.state?.initialized);
  });
}

/**
 * Opens a page and, with JavaScript, waits until React owns the shop shell (the search popup
 * switches from its no-JS `target` state to `closed` on hydration; the router alone can be
 * ready a moment earlier, and a click then would post a form natively).
 */
export async function openShell(page: Page, path: string): Promise<Response | null> {
  const response = await open(page, path);
  if (!(await scriptsRan(page))) return response;
  // the search popup's state says the header has hydrated; the checkout's own header says it there
  const popup = page.getByTestId("popup-search-popup");
  if ((await popup.count()) > 0) await expect(popup).toHaveAttribute("data-state", "closed");
  else await expect(page.getByTestId("checkout-header")).toHaveAttribute("data-hydrated", "true");
  return response;
}

/**
 * Clicks once React has attached its handlers to the element (parts of a page hydrate later
 * than the shell; a click before that would take the no-JS path, a plain form post).
 */
export async function clickHydrated(target: Locator): Promise<void> {
  if (await scriptsRan(target.page())) {
    await expect
      .poll(() => target.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps"))), { timeout: 15_000 })
      .toBe(true);
  }
  await target.click();
}

/**
 * Fills a form and submits it the way a shopper does: by clicking its submit button.
 * Works with JavaScript on (React Router submits with fetch) and off (the browser posts
 * and follows the redirect). Resolves after the POST has been answered and the page has
 * settled; returns the status of the POST.
 *
 * `fields` maps a field's name attribute to a value; checkboxes take booleans,
 * selects take the option value.
 */
export async function submitForm(
  page: Page,
  form: Locator,
  fields: Record<string, string | boolean> = {},
  opts: { submit?: Locator } = {},
): Promise<number> {
  for (const [name, value] of Object.entries(fields)) {
    const field = form.locator(`[name="${name}"]`).first();
    const tag = await field.evaluate((el) => el.tagName.toLowerCase());
    const type = (await field.getAttribute("type")) ?? "";
    if (typeof value === "boolean") await field.setChecked(value);
    else if (tag === "select") await field.selectOption(value);
    else if (type === "radio") await form.locator(`[name="${name}"][value="${value}"]`).check();
    else await field.fill(value);
  }
  const submit = opts.submit ?? form.locator('button[type="submit"], button:not([type]), input[type="submit"]').first();
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && r.request().frame() === page.mainFrame()),
    submit.click(),
  ]);
  await page.waitForLoadState("load");
  await settle(page);
  return response.status();
}

/** Waits for the client router to be idle (no navigation, no revalidation); a no-op without JS. */
export async function settle(page: Page): Promise<void> {
  if (!(await scriptsRan(page))) return;
  await page.waitForFunction(() => {
    const router = (window as unknown as { __reactRouterDataRouter?: { state?: { navigation?: { state: string }; revalidation?: string } } })
      .__reactRouterDataRouter;
    if (!router?.state) return true;
    return router.state.navigation?.state === "idle" && router.state.revalidation === "idle";
  });
}

/** The server-rendered HTML of a path, fetched without a browser (what a crawler sees). */
export async function html(page: Page, path: string): Promise<{ status: number; body: string; headers: Record<string, string> }> {
  const response = await page.request.get(path, { maxRedirects: 0 });
  return { status: response.status(), body: await response.text(), headers: response.headers() };
}

/** Asserts the document language and that the page rendered its main landmark. */
export async function expectDocument(page: Page, language: Lang): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await expect(page.locator("main").first()).toBeVisible();
}

/**
 * The answer of an add to cart: with JavaScript the cart popup says it ('Product added to
 * cart' at its top, no toast over its buttons); without, the flash toast of the page the post
 * came back to.
 */
export function addedToCartMessage(page: Page): Locator {
  return page.locator('[data-testid="toast"], [data-testid="cart-popup-added"]').filter({ hasText: "Product added to cart" }).first();
}

/** What the e2e journeys read of a product through `products/detail` (seeded data, not hard-coded ids). */
export interface ProductDetail {
  id: number;
  title: string;
  route: string;
  price: number;
  onlyCard: boolean;
  variants: { siteSize: string; total: number }[];
  sets: unknown[];
  priceInStore: boolean;
  singleSell: boolean;
}

/**
 * A call of the commerce API from a test (POST /api/<path>, English unless the payload says
 * otherwise), optionally with a bearer token; fails the test unless the answer is ok.
 */
export async function api<T>(request: APIRequestContext, path: string, payload: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await request.post(`/api/${path}`, {
    data: { lang: "en", ...payload },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as { ok: boolean; data: T; error?: string; errors?: unknown };
  expect(body.ok, `api ${path}: ${body.error ?? ""} ${JSON.stringify(body.errors ?? {})}`).toBe(true);
  return body.data;
}

/** The same call when the test looks at the answer itself: its data, whether or not it is ok. */
export async function apiData<T>(request: APIRequestContext, path: string, payload: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post(`/api/${path}`, { data: { lang: "en", ...payload } });
  return ((await response.json()) as { data: T }).data;
}

/** The seeded demo customer (a shopper). */
export const DEMO_SHOPPER = { username: "0501234567", password: "Demo12345" };

/** A cash pickup order of the demo customer (signed in: no one-time code), placed through the API. */
export async function placeCashOrder(request: APIRequestContext, how: { delivery?: "pickup" | "delivery" } = {}): Promise<string> {
  return (await placeApiOrder(request, how)).number;
}

export interface PlacedOrder {
  number: string;
  productId: number;
  size: string;
}

/** The size's stock as the catalogue answers it. */
export async function stockOfSize(request: APIRequestContext, productId: number, size: string): Promise<number> {
  const detail = await api<{ variants: { siteSize: string; total: number }[] }>(request, `products/info/${productId}`);
  return detail.variants.find((v) => v.siteSize === size)!.total;
}

/**
 * An order of the demo customer placed through the API: pickup or courier, cash or card; a card
 * order is approved at the test gateway, so it comes back paid.
 */
export async function placeApiOrder(
  request: APIRequestContext,
  how: { delivery?: "pickup" | "delivery"; payment?: "cash" | "card"; skip?: number } = {},
): Promise<PlacedOrder> {
  // `skip` passes over that many orderable products: a test that counts stock takes one no
  // other test running at the same time orders
  let skip = how.skip ?? 0;
  const session = await api<{ accessToken: string }>(request, "login", { action: "login", username: DEMO_SHOPPER.username, password: DEMO_SHOPPER.password });
  const list = await api<{ items: { id: number; qty: number; priceInStore: boolean }[] }>(request, "products", { page: 3, limit: 40 });
  type Area = { code: string; noDelivery: boolean; children: Area[] };
  const options = await api<{ branches: { id: number }[]; areas: Area[] }>(request, "checkout/options", {}, session.accessToken);
  const branch = options.branches[0]!;
  // a courier order goes to a city delivered to without districts (the tree's simplest leaf)
  const city = options.areas.find((a) => !a.noDelivery && a.children.length === 0);
  const where =
    how.delivery === "delivery"
      ? { delivery: "delivery", city: city?.code, address: "Nizami street 5, flat 12" }
      : { delivery: "pickup", branch: branch.id };
  for (const card of list.items.slice().reverse()) {
    if (card.priceInStore || card.qty < 3) continue;
    const detail = await api<{ variants: { siteSize: string; total: number }[]; onlyCard: boolean; sets: unknown[]; singleSell: boolean }>(request, `products/info/${card.id}`);
    const variant = detail.variants.find((v) => v.total >= 3);
    if (!variant || detail.onlyCard || detail.sets.length || detail.singleSell) continue;
    if (skip-- > 0) continue;
    // a signed-in customer's checkout takes the server cart; the js and nojs projects share the
    // demo customer, so one's order can empty the other's cart: add and check out again then
    let placed: { token?: string } = {};
    for (let attempt = 0; attempt < 5 && !placed.token; attempt++) {
      await api(request, "users/add-to-cart", { product_id: card.id, size: variant.siteSize, qty: 1, option: 0 }, session.accessToken);
      const response = await request.post("/api/products/checkout", {
        headers: { authorization: `Bearer ${session.accessToken}` },
        data: {
          lang: "en",
          firstName: "Aysel",
          lastName: "Məmmədova",
          mobile: "994501234567",
          ...where,
          payment: how.payment ?? "cash",
          idempotencyKey: `admin-e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
        },
      });
      const body = (await response.json()) as { ok: boolean; data?: { token?: string; azericard?: { url: string; fields: Record<string, string> } } };
      if (body.ok && body.data?.azericard) {
        // the test gateway's Approve, as the shopper would press it
        const decide = await request.post(`${new URL(body.data.azericard.url, "http://x").pathname}/decide`, {
          form: { ...body.data.azericard.fields, decision: "approve" },
          maxRedirects: 0,
        });
        if (decide.status() !== 303) throw new Error(`the test gateway answered ${decide.status()}`);
      }
      if (body.ok && body.data) placed = body.data;
      else await new Promise((r) => setTimeout(r, 500 + Math.random() * 1000));
    }
    if (!placed.token) continue;
    const answer = await api<{ order: { number: string } }>(request, "orders/token", { token: placed.token });
    return { number: answer.order.number, productId: card.id, size: variant.siteSize };
  }
  throw new Error("no product to order");
}

/** The demo owner the seed creates (README). */
export const OWNER = { username: "0551234567", password: "Owner-2026" };

/**
 * Signs `who` in by posting the login form's fields from the page's own request context (its
 * cookies are the browser context's), then opens `to`. The login form itself is exercised by
 * admin.spec.ts and account.spec.ts; where a test only needs a signed-in browser this saves
 * loading and filling it (a page load is most of a test's cost on a two-core CI machine).
 * `base` is another server's origin (a spec that starts its own) or "" for the test server.
 */
export async function signIn(
  page: Page,
  who: { username: string; password: string },
  opts: { to?: string; base?: string } = {},
): Promise<void> {
  const { to = "/admin", base = "" } = opts;
  const origin = new URL(base || String(test.info().project.use.baseURL)).origin;
  const response = await page.request.post(`${base}/login`, {
    form: { username: who.username, password: who.password, redirectTo: to },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  expect([302, 303], `signing ${who.username} in answered ${response.status()}`).toContain(response.status());
  await open(page, `${base}${to}`);
  // staff land on the dashboard; a shopper sent to /admin is refused there, which callers check
  if (to === "/admin" && who.username === OWNER.username) await expect(page.getByTestId("admin-dashboard")).toBeVisible();
}

let mobiles = 0;
/**
 * A mobile number (994…) no other test of this run has used: the time in 10 ms steps, the
 * worker's index and a counter of this worker, so two workers never draw the same number.
 * JavaScript-off tests take another operator code than JavaScript-on ones.
 */
export function uniqueMobile(nojs: boolean): string {
  mobiles += 1;
  const worker = test.info().parallelIndex % 10;
  const tail = String((Math.floor(Date.now() / 10) * 100 + worker * 10 + (mobiles % 10)) % 10_000_000).padStart(7, "0");
  return `994${nojs ? "51" : "50"}${tail}`;
}

/**
 * The newest one-time code sent to `mobile`, from the dev outbox, waiting for it; with
 * `notBefore` it waits until more than that many codes were sent to the number.
 */
export async function codeFor(from: Page | APIRequestContext, mobile: string, notBefore = 0): Promise<string> {
  const request = "request" in from ? from.request : from;
  for (let attempt = 0; attempt < 40; attempt++) {
    // a kept-alive connection the server has just closed answers ECONNRESET: ask again
    const response = await request.get("/dev/outbox").catch((error: unknown) => {
      if (attempt === 39) throw error;
      return undefined;
    });
    if (!response) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    expect(response.status()).toBe(200);
    const rows = [...(await response.text()).matchAll(/<tr[^>]*data-mobile="(\d+)"[^>]*>([\s\S]*?)<\/tr>/g)];
    const codes = rows.filter((r) => r[1] === mobile).map((r) => /(\d{3}-\d{3})/.exec(r[2]!)?.[1]).filter((c): c is string => Boolean(c));
    if (codes.length > notBefore) return codes[0]!;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no code for ${mobile}`);
}

/**
 * An anonymous GET of `path` (no browser: the request context has no cookies of a page) that
 * must answer `status`; the body, or the `Location` of a redirect.
 */
export async function anonymous(request: APIRequestContext, path: string, status = 200): Promise<string> {
  const redirect = status >= 300 && status < 400;
  const response = await request.get(path, redirect ? { maxRedirects: 0 } : {});
  expect(response.status(), path).toBe(status);
  return redirect ? (response.headers().location ?? "") : response.text();
}

/**
 * Back-office screenshots for screenshots/ are taken only on request (ADMIN_SCREENSHOTS=1)
 * and with JavaScript: each one costs page loads and a full-page capture that a CI run on two
 * cores does not need. `npm run screenshots:admin` sets the switch.
 */
export function screenshots(testInfo: TestInfo = test.info()): boolean {
  return process.env.ADMIN_SCREENSHOTS === "1" && !jsDisabled(testInfo);
}

/** Opens `path` at each width and saves screenshots/<name>-<width>.png (when screenshots() allows). */
export async function shoot(page: Page, path: string, name: string, widths: readonly number[] = [1280, 375]): Promise<void> {
  if (!screenshots()) return;
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 768 ? 800 : 900 });
    await open(page, path);
    await page.screenshot({ path: shotPath(`${name}-${width}.png`), fullPage: true });
  }
}

/** The timed discount sign-up popup would cover the page during long journeys: marked as closed before any page loads. */
export async function hideDiscountPopup(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    try {
      window.sessionStorage.setItem("discountPopupClosed", "1");
    } catch {
      /* storage refused: the popup may show */
    }
  });
}

/** Opens a page; with JavaScript waits until the (code-split) view itself has hydrated. */
export async function openView(page: Page, path: string): Promise<Response | null> {
  const response = await open(page, path);
  if (!jsDisabled(test.info())) await page.locator("[data-hydrated]").first().waitFor({ state: "attached" });
  return response;
}

/** A seeded product and one of its sizes. */
export interface Pick {
  product: ProductDetail;
  size: string;
}

/**
 * Buyable seeded products (a size with at least 4 in stock, cash allowed, sold alone), in the
 * catalogue's order, at most 24: checkout.spec.ts takes the first ones, orders-actions.spec.ts
 * the ones after, so their stock checks never race. Fails when fewer than `atLeast` are found.
 */
export async function buyableProducts(request: APIRequestContext, atLeast: number): Promise<Pick[]> {
  const out: Pick[] = [];
  for (let page = 1; page <= 6 && out.length < 24; page++) {
    const list = await apiData<{ items: { id: number; qty: number; priceInStore: boolean }[] }>(request, "products", { page, limit: 40 });
    for (const card of list.items) {
      if (card.priceInStore || card.qty < 4) continue;
      const detail = await apiData<ProductDetail>(request, `products/info/${card.id}`);
      if (detail.sets.length || detail.singleSell || detail.onlyCard || detail.priceInStore) continue;
      const variant = detail.variants.find((v) => v.siteSize && v.total >= 4);
      if (variant) out.push({ product: detail, size: variant.siteSize });
      if (out.length >= 24) break;
    }
  }
  if (out.length < atLeast) throw new Error(`not enough seeded products for the journeys (${out.length} of ${atLeast})`);
  return out;
}

/** The stock of a pick's size now (through the API). */
export async function stockOfPick(request: APIRequestContext, pick: Pick): Promise<number> {
  const detail = await apiData<ProductDetail>(request, `products/info/${pick.product.id}`);
  return detail.variants.find((v) => v.siteSize === pick.size)?.total ?? -1;
}

/** A second server of the e2e build (its own embedded database and settings) and how to stop it. */
export interface SecondServer {
  base: string;
  stop(): Promise<void>;
}

/**
 * Starts the e2e build again with settings of its own (`env`: review moderation, push keys…) on
 * a fresh embedded database, on the main port + `offset` (+1 for the JavaScript-off project, so
 * the two projects never share one), and waits until it is ready (migrating and seeding take
 * minutes on a busy machine). A port that already answers is someone else's server: refused.
 */
export async function startSecondServer(testInfo: TestInfo, what: { name: string; offset: number; env: Record<string, string>; readyWithinMs: number }): Promise<SecondServer> {
  const mainPort = Number(process.env.E2E_PORT ?? 3300);
  const port = mainPort + what.offset + (jsDisabled(testInfo) ? 1 : 0);
  const dataDir = path.join(os.tmpdir(), `shop-e2e-${mainPort}-${what.name}-${port}`);
  const base = `http://127.0.0.1:${port}`;
  const taken = await fetch(`${base}/readyz`).then(() => true, () => false);
  if (taken) throw new Error(`port ${port} is taken: the ${what.name} server cannot start there`);
  await import("node:fs/promises").then((fs) => fs.rm(dataDir, { recursive: true, force: true }));
  const buildDir = path.resolve("node_modules/.cache", `shop-e2e-${mainPort}`);
  const server: ChildProcess = spawn(process.execPath, [path.join(buildDir, "node/server.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      PORT: String(port),
      SITE_URL: base,
      DATABASE_URL: "",
      API_URL: "",
      RATE_LIMITS: "0",
      SMS_DRIVER: "log",
      SOON: "0",
      LOG_LEVEL: "warn",
      ...what.env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((r) => server.once("exit", r));
    server.kill("SIGTERM");
    await exited;
  };
  const until = Date.now() + what.readyWithinMs;
  for (;;) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) {
      await stop();
      throw new Error(`the ${what.name} server did not start`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { base, stop };
}

/** Submits with a button and waits for the POST's answer (and, without JavaScript, the new document). */
export async function press(page: Page, button: Locator): Promise<void> {
  await Promise.all([page.waitForResponse((r) => r.request().method() === "POST" && r.request().frame() === page.mainFrame()), clickHydrated(button)]);
  await page.waitForLoadState("load");
  await settle(page);
}

/** Checkout's 'Update' without JavaScript; with it the summary follows by itself (waits until it has). */
export async function refreshSummary(page: Page, nojs: boolean): Promise<void> {
  if (nojs) await press(page, page.locator("[data-testid=checkout-update]:visible").first());
  else {
    await page.waitForTimeout(350);
    await expect(page.getByTestId("checkout-summary")).not.toHaveAttribute("data-pending", "true");
  }
}
