import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { html, jsDisabled, open, settle, api, hideDiscountPopup, openView } from "./helpers.ts";

/**
 * Product page journeys (spec: storefront sections 2–5): open a product, pick a size, read
 * the reviews, post a review (field errors, then 'Thank you!'), gallery, quantity bounds,
 * add-to-cart form, JSON-LD and the recently viewed cookie. Run with JS on and off.
 */

interface Variant {
  siteSize: string;
  total: number;
}
interface Detail {
  id: number;
  title: string;
  route: string;
  variants: Variant[];
  images: { source: string }[];
  reviewsCount: number;
  priceInStore: boolean;
}

// Journeys visit several pages; a busy machine needs more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => hideDiscountPopup(page));

/** A seeded product with at least two sizes in stock, several images and published reviews. */
async function findProduct(request: APIRequestContext): Promise<Detail> {
  for (let page = 1; page <= 4; page++) {
    const list = await api<{ items: { id: number; reviewsCount: number; sizes: string[] }[] }>(request, "products", { page, limit: 40 });
    for (const card of list.items.filter((c) => c.reviewsCount > 0 && c.sizes.length >= 2)) {
      const detail = await api<Detail>(request, `products/info/${card.id}`);
      const inStock = detail.variants.filter((v) => v.siteSize && v.total > 0);
      if (inStock.length >= 2 && detail.images.length >= 2 && !detail.priceInStore) return detail;
    }
  }
  throw new Error("no seeded product with sizes, images and reviews");
}

/** The size with the least stock but at least 2 (other journeys take single units meanwhile). */
function sizeWithStock(p: Detail): Variant {
  const sized = [...p.variants].filter((v) => v.siteSize && v.total > 0).sort((a, b) => a.total - b.total);
  return sized.find((v) => v.total >= 2) ?? sized[0]!;
}

/** The most one cart line may take (MAX_QTY_PER_LINE's default) */
const MAX_QTY_PER_LINE = 10;

async function showReviews(page: Page): Promise<void> {
  const tab = page.getByRole("tab", { name: /Reviews/ });
  if (await tab.count()) await tab.click();
  await expect(page.getByTestId("tab-reviews")).toBeVisible();
}

interface Rich {
  id: number;
  route: string;
  desc: string;
  giftProducts: { id: number; title: string; image: string | null }[];
}

/** Plain text of the last paragraph of editor HTML (what the page shows, whitespace folded). */
function lastParagraph(html: string): string {
  const paragraphs = [...html.matchAll(/<p>(.*?)<\/p>/gs)].map((m) => m[1]);
  return paragraphs[paragraphs.length - 1]!.replace(/<[^>]+>/g, "").replace(/\s+/g, " ").trim();
}

async function box(locator: Locator): Promise<{ y: number; height: number }> {
  const b = await locator.boundingBox();
  expect(b, "element has a box").toBeTruthy();
  return b!;
}

/** Whether `inner` lies completely inside the visible area of `outer`. */
async function fullyInside(inner: Locator, outer: Locator): Promise<boolean> {
  const a = await box(inner);
  const b = await box(outer);
  return a.y >= b.y - 1 && a.y + a.height <= b.y + b.height + 1;
}

/** Walks the catalogue's newest products (as the listing shows them) for one that matches. */
async function findDetail(request: APIRequestContext, what: string, wanted: (d: Rich) => boolean, cardFilter: (c: { giftProducts: unknown[] }) => boolean = () => true): Promise<Rich> {
  for (let p = 1; p <= 8; p++) {
    const list = await api<{ items: { id: number; giftProducts: unknown[] }[]; pagination: { pages: number } }>(request, "products", { page: p, limit: 40 });
    const details = await Promise.all(list.items.filter(cardFilter).map((c) => api<Rich>(request, `products/info/${c.id}`)));
    const found = details.find(wanted);
    if (found) return found;
    if (p >= list.pagination.pages) break;
  }
  throw new Error(`no seeded product with ${what}`);
}

/** A product whose description is long enough to collapse (the seed gives a few a buyer's guide). */
const findLongDescription = (request: APIRequestContext) =>
  findDetail(request, "a long description", (d) => d.desc.replace(/<[^>]+>/g, "").length > 1500);

/** A product with two or more gift products. */
const findGifted = (request: APIRequestContext) =>
  findDetail(request, "several gifts", (d) => d.giftProducts.length >= 2, (c) => c.giftProducts.length >= 2);

let product: Detail;

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  product = await findProduct(request);
});

test.describe("product page", () => {
  test("open a product, pick a size, read the reviews", async ({ page }, testInfo) => {
    const response = await openView(page, product.route);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: product.title })).toBeVisible();
    await expect(page.getByTestId("stock-label")).toHaveText("In Stock");
    await expect(page.getByTestId("breadcrumbs")).toContainText("Home");
    // gallery: the first image is in the HTML and links to its photo page in the shop (ADR 0026)
    const first = page.getByTestId("gallery-image").first();
    await expect(first).toHaveAttribute("href", /^\?photo=1$/);
    await expect(first.locator("img")).toHaveAttribute("alt", /.+/);

    // pick a size (a labelled radio)
    const size = sizeWithStock(product);
    await page.getByTestId("size-select").getByText(size.siteSize, { exact: true }).click();
    await expect(page.getByRole("radio", { name: size.siteSize, exact: true })).toBeChecked();
    const qty = page.getByRole("spinbutton", { name: "Quantity" });
    if (!jsDisabled(testInfo)) {
      await expect(page).toHaveURL(new RegExp(`[?&]size=${encodeURIComponent(size.siteSize)}`));
      await expect(qty).toHaveAttribute("max", String(size.total));
    }

    // the URL state is shareable: ?size= preselects the size and bounds the quantity
    await openView(page, `${product.route}?size=${encodeURIComponent(size.siteSize)}`);
    await expect(page.getByRole("radio", { name: size.siteSize, exact: true })).toBeChecked();
    await expect(qty).toHaveAttribute("max", String(size.total));

    // reviews: score summary and the list with d.m.Y H:i dates
    await showReviews(page);
    await expect(page.getByTestId("review-average")).toHaveText(/^\d\.\d$/);
    const reviews = page.getByTestId("review");
    expect(await reviews.count()).toBeGreaterThan(0);
    await expect(reviews.first().locator("time")).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    // FAQ tab exists, its body is empty
    await expect(page.getByTestId("faq-body")).toBeEmpty();
  });

  test("the wishlist and compare buttons draw the page's one icon sprite (no copied icons)", async ({ page }) => {
    await openView(page, product.route);
    await expect(page.locator("symbol#i-heart")).toHaveCount(1);
    await expect(page.getByTestId("product-wishlist").locator('use[href="#i-heart"]')).toHaveCount(1);
    await expect(page.getByTestId("product-compare").locator('use[href="#i-compare"]')).toHaveCount(1);
    await expect(page.getByTestId("product-wishlist").locator("path")).toHaveCount(0);
  });

  test("post a review: field errors, then 'Thank you!'", async ({ page }) => {
    await openView(page, product.route);
    await showReviews(page);
    const form = page.getByTestId("review-form");
    // empty form: every field says 'Required field' (browser checks with JS, the action without)
    await form.getByTestId("review-submit").click();
    await settle(page);
    await showReviews(page);
    await expect(form.getByText("Required field")).toHaveCount(4);

    // a wrong email is reported on the email field, the other values are kept
    await form.getByLabel("Review").fill("Lovely fabric, true to size.");
    await form.getByLabel("Full name").fill("E2E Shopper");
    await form.getByLabel("Email").fill("not-an-email");
    await form.locator('label[for="review-rating-4"]').click();
    await form.getByTestId("review-submit").click();
    await settle(page);
    await showReviews(page);
    await expect(form.getByText("Wrong email address")).toBeVisible();
    await expect(form.getByLabel("Full name")).toHaveValue("E2E Shopper");

    // a valid review is accepted
    const name = `E2E ${Date.now().toString(36)}`;
    await form.getByLabel("Full name").fill(name);
    await form.getByLabel("Email").fill("e2e.shopper@example.com");
    await form.locator('label[for="review-rating-4"]').click();
    const [post] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.request().frame() === page.mainFrame()),
      form.getByTestId("review-submit").click(),
    ]);
    expect(post.status()).toBeLessThan(400);
    await page.waitForLoadState("load");
    await settle(page);
    await showReviews(page);
    await expect(page.getByTestId("review-thanks")).toHaveText(/Thank you!/);
    // published at once (REVIEW_MODERATION is off by default): it is in the list after a reload
    await openView(page, product.route);
    await showReviews(page);
    await expect(page.getByTestId("review").filter({ hasText: name })).toHaveCount(1);
  });

  test("quantity is bounded by the size's stock and the add-to-cart form posts the cart fields", async ({ page }, testInfo) => {
    const size = sizeWithStock(product);
    await openView(page, `${product.route}?size=${encodeURIComponent(size.siteSize)}`);
    const form = page.getByTestId("add-to-cart-form");
    await expect(form).toHaveAttribute("action", "/action/cart");
    await expect(form).toHaveAttribute("method", /post/i);
    await expect(form.locator('input[name="intent"]')).toHaveValue("add");
    await expect(form.locator('input[name="productId"]')).toHaveValue(String(product.id));
    await expect(form.locator('input[name="redirectTo"]')).toHaveValue(new RegExp(`size=`));
    await expect(form.locator('input[name="option"]')).toHaveCount(1);
    const minus = page.getByRole("button", { name: "Decrease quantity" });
    const plus = page.getByRole("button", { name: "Increase quantity" });
    await expect(minus).toBeDisabled();
    if (jsDisabled(testInfo)) {
      // the browser posts the form; the cart action answers 303 back to this page
      const [post] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/action/cart")),
        page.getByTestId("add-to-cart").click(),
      ]);
      expect(post.status()).toBe(303);
      await page.waitForLoadState("load");
      expect(new URL(page.url()).pathname).toBe(product.route);
      return;
    }
    const qty = page.getByRole("spinbutton", { name: "Quantity" });
    const most = Math.min(size.total, MAX_QTY_PER_LINE);
    for (let i = 1; i < most; i++) await plus.click();
    await expect(qty).toHaveValue(String(most));
    await expect(plus).toBeDisabled();
    await expect(minus).toBeEnabled();
    // heart and compare post their own forms
    await expect(page.locator("#product-wishlist-form")).toHaveAttribute("action", "/action/wishlist");
    await expect(page.locator("#product-compare-form")).toHaveAttribute("action", "/action/compare");
    // add to cart with JS: the button turns into a go-to-cart link
    await page.getByTestId("add-to-cart").click();
    await expect(page.getByTestId("go-to-cart")).toBeVisible();
    await expect(page.getByTestId("go-to-cart")).toHaveAttribute("href", "/cart");
  });

  test("gallery: zoom viewer with counter and controls (JS) or image links (no JS)", async ({ page }, testInfo) => {
    await openView(page, product.route);
    const links = page.getByTestId("gallery-image");
    await expect(links).toHaveCount(product.images.length);
    if (jsDisabled(testInfo)) {
      await expect(links.nth(1)).toHaveAttribute("href", "?photo=2");
      return;
    }
    await expect(page.getByTestId("gallery-counter")).toHaveText(`1 / ${product.images.length}`);
    await page.getByRole("button", { name: "Next image" }).click();
    await expect(page.getByTestId("gallery-counter")).toHaveText(`2 / ${product.images.length}`);
    await page.getByTestId("gallery-zoom").click();
    const viewer = page.getByTestId("zoom-viewer");
    await expect(viewer).toBeVisible();
    await expect(page.getByTestId("zoom-counter")).toHaveText(`2 / ${product.images.length}`);
    for (const name of ["Zoom in", "Zoom out", "Reset zoom", "Download image", "Close"]) {
      await expect(viewer.getByRole(name === "Download image" ? "link" : "button", { name })).toBeVisible();
    }
    await viewer.getByRole("button", { name: "Zoom in" }).click();
    await expect(viewer.getByRole("button", { name: "Zoom out" })).toBeEnabled();
    await expect(viewer.getByRole("link", { name: "Download image" })).toHaveAttribute("href", /\/img\/orig\//);
    await page.getByTestId("zoom-close").click();
    await expect(viewer).toHaveCount(0);
  });

  test("JSON-LD, meta and the recently viewed cookie", async ({ page, context }) => {
    const raw = await html(page, product.route);
    expect(raw.status).toBe(200);
    const blocks = [...raw.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);
    const ld = blocks.find((b) => b["@type"] === "Product") as { offers: { priceCurrency: string; availability: string }; aggregateRating?: { ratingValue: string } };
    expect(ld.offers.priceCurrency).toBe("AZN");
    expect(ld.offers.availability).toBe("https://schema.org/InStock");
    expect(ld.aggregateRating?.ratingValue).toMatch(/^\d\.\d$/);
    expect(blocks.some((b) => b["@type"] === "BreadcrumbList")).toBe(true);
    expect(raw.body).toContain(`<title>${product.title.replace(/&/g, "&amp;")} |`);

    await context.clearCookies();
    await openView(page, product.route);
    const other = await api<{ items: { id: number; route: string }[] }>(page.request, "products", { page: 1, limit: 5 });
    const next = other.items.find((i) => i.id !== product.id)!;
    await openView(page, next.route);
    await openView(page, product.route);
    const cookie = (await context.cookies()).find((c) => c.name.endsWith("recent_products"));
    expect(cookie, "recent products cookie").toBeTruthy();
    expect(decodeURIComponent(cookie!.value).split(",").map(Number)).toEqual([product.id, next.id]);
    expect(cookie!.path).toBe("/");
  });

  test("set options are radios kept in the URL (?option=) and change the price", async ({ page, request }, testInfo) => {
    const found = await api<{ items: { id: number; route: string }[] }>(request, "products", { search: "Breakfast set", limit: 5 });
    let set: { id: number; route: string; sets: { id: number; title: string; price: number }[] } | null = null;
    for (const item of found.items) {
      const detail = await api<{ id: number; route: string; sets: { id: number; title: string; price: number }[] }>(request, `products/info/${item.id}`);
      if (detail.sets.length >= 2) {
        set = detail;
        break;
      }
    }
    test.skip(!set, "no seeded set product");
    const [first, second] = set!.sets;
    const money = (q: number) => `${(q / 100).toFixed(2)} ₼`;
    await openView(page, `${set!.route}?option=${second.id}`);
    const options = page.getByTestId("set-options");
    await expect(options.getByRole("radio", { name: new RegExp(second.title) })).toBeChecked();
    await expect(page.getByTestId("price-block").getByTestId("price")).toContainText(money(second.price));
    if (jsDisabled(testInfo)) return;
    await options.getByText(first.title, { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]option=${first.id}`));
    await expect(page.getByTestId("price-block").getByTestId("price")).toContainText(money(first.price));
  });

  test("price block: old price and discount, countdown, installment hint, WhatsApp; price on application", async ({ page, request }, testInfo) => {
    type Card = { id: number; route: string; price: number; priceOld: number | null; discountTimer: string | null; priceInStore: boolean; hasVariantPrice: boolean };
    const cards: Card[] = [];
    for (let p = 1; p <= 8; p++) {
      const list = await api<{ items: Card[]; pagination: { pages: number } }>(request, "products", { page: p, limit: 40 });
      cards.push(...list.items);
      if (p >= list.pagination.pages) break;
    }
    const timed = cards.find((c) => c.discountTimer && c.priceOld && !c.hasVariantPrice && c.price > 5000 && new Date(c.discountTimer).getTime() > Date.now() + 60_000);
    expect(timed, "a seeded product with a running discount timer").toBeTruthy();
    await openView(page, timed!.route);
    const block = page.getByTestId("price-block");
    await expect(block.locator("s")).toContainText(`${(timed!.priceOld! / 100).toFixed(2)}`);
    await expect(block).toContainText(/−\d+%/);
    const monthly = (Math.ceil(timed!.price / 12) / 100).toFixed(2);
    await expect(page.getByTestId("installment")).toContainText(`${monthly} ₼ / month for 12 months with BirKart`);
    const timer = page.getByRole("timer");
    await expect(timer).toHaveText(/\d{2}\s*days\s*:\s*\d{2}\s*hrs\s*:\s*\d{2}\s*min\s*:\s*\d{2}\s*sec/i);
    if (!jsDisabled(testInfo)) {
      const before = await timer.textContent();
      await expect.poll(async () => timer.textContent(), { timeout: 4000 }).not.toBe(before);
    }
    await expect(page.getByTestId("whatsapp-order")).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=/);

    const inStore = cards.find((c) => c.priceInStore);
    if (inStore) {
      await openView(page, inStore.route);
      await expect(page.getByTestId("price-block")).toContainText("Price on application");
      await expect(page.getByTestId("installment")).toHaveCount(0);
    }
  });

  test("a long description collapses past 400 px: Show more expands, Show less collapses (all of it without JS)", async ({ page, request }, testInfo) => {
    const long = await findLongDescription(request);
    await openView(page, long.route);
    const body = page.locator("#description-body");
    const button = page.getByRole("button", { name: /^Show (more|less)$/ });
    // the last paragraph of the seeded guide: below the fold while collapsed
    const last = body.locator("p").last();
    await expect(last).toHaveText(lastParagraph(long.desc));
    if (jsDisabled(testInfo)) {
      // no script to measure: the whole text is in the page, nothing is clipped, no button
      await expect(body).toHaveAttribute("data-collapsed", "false");
      await expect(button).toHaveCount(0);
      expect(await body.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("none");
      expect((await box(body)).height).toBeGreaterThan(400);
      expect(await fullyInside(last, body)).toBe(true);
      return;
    }
    await expect(body).toHaveAttribute("data-collapsed", "true");
    await expect(button).toHaveText("Show more");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    expect((await box(body)).height).toBeLessThanOrEqual(401);
    expect(await fullyInside(last, body)).toBe(false);

    await button.click();
    await expect(body).toHaveAttribute("data-collapsed", "false");
    await expect(button).toHaveText("Show less");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    expect((await box(body)).height).toBeGreaterThan(400);
    expect(await fullyInside(last, body)).toBe(true);

    await button.click();
    await expect(body).toHaveAttribute("data-collapsed", "true");
    await expect(button).toHaveText("Show more");
    expect((await box(body)).height).toBeLessThanOrEqual(401);
    expect(await fullyInside(last, body)).toBe(false);
  });

  test("several gifts rotate every 2 s with JS; without JS every gift is listed", async ({ page, request }, testInfo) => {
    const gifted = await findGifted(request);
    const titles = gifted.giftProducts.map((g) => g.title);
    await openView(page, gifted.route);
    const block = page.getByTestId("gifts");
    await expect(block).toContainText(titles.length > 1 ? "Gifts with this product" : "Gift with this product");
    // every title is listed with and without JS (the block keeps its height when the page hydrates)
    for (const title of titles) await expect(block.getByRole("listitem").filter({ hasText: title })).toBeVisible();
    await expect(block.getByRole("listitem")).toHaveCount(titles.length);
    if (jsDisabled(testInfo)) {
      // the first image stands for them all; nothing waits for a script to appear
      await expect(block.getByTestId("gift-image").first()).toBeVisible();
      await expect(block.locator("[data-current]")).toHaveCount(0);
      return;
    }
    const list = block.getByRole("list");
    await expect(list.locator("[data-current]")).toHaveCount(1);
    const height = (await block.boundingBox())!.height;
    // record, in the page, when the highlighted gift changes, for three changes
    const { start, changes } = await list.evaluate(
      (el) =>
        new Promise<{ start: string; changes: { at: number; text: string }[] }>((resolve) => {
          const current = () => el.querySelector("[data-current]")?.textContent ?? "";
          const start = current();
          const seen: { at: number; text: string }[] = [];
          const observer = new MutationObserver(() => {
            const text = current();
            if (text === (seen.length ? seen[seen.length - 1].text : start)) return;
            seen.push({ at: performance.now(), text });
            if (seen.length === 3) {
              observer.disconnect();
              resolve({ start, changes: seen });
            }
          });
          observer.observe(el, { attributes: true, childList: true, subtree: true });
        }),
    );
    // each gift in turn, about 2 s apart
    const from = titles.indexOf(start);
    expect(from).toBeGreaterThanOrEqual(0);
    expect(changes.map((c) => c.text)).toEqual([1, 2, 3].map((i) => titles[(from + i) % titles.length]));
    for (let i = 1; i < changes.length; i++) {
      const gap = changes[i].at - changes[i - 1].at;
      expect(gap).toBeGreaterThan(1500);
      expect(gap).toBeLessThan(3500);
    }
    // rotating does not move what is below the block
    expect((await block.boundingBox())!.height).toBe(height);
    // the one visible image is the highlighted gift's
    const visible = block.locator('[data-testid="gift-image"].opacity-100');
    await expect(visible).toHaveCount(1);
    const shownId = await list.locator("[data-current]").getAttribute("data-gift");
    const imageId = await visible.getAttribute("data-gift");
    // the highlight may move on between the two reads; then they differ by one step
    const ids = gifted.giftProducts.map((g) => String(g.id));
    const step = (ids.indexOf(imageId!) - ids.indexOf(shownId!) + ids.length) % ids.length;
    expect([0, 1]).toContain(step);
  });

  test("an unknown product path is a 404", async ({ page }) => {
    const response = await open(page, "/p/no-such-product-999999");
    expect(response?.status()).toBe(404);
  });
});
