import { expect, test, type APIRequestContext } from "@playwright/test";
import { html, jsDisabled, lang, settle, api, hideDiscountPopup, openView } from "./helpers.ts";

/**
 * Content journeys: the blog list, articles (every block kind), static pages, the contact
 * page's feedback form and the branches page. Run with JS on and off.
 */

const BLOCK_KINDS = [
  "text_banner",
  "text_product_banner",
  "text_product_image_banner",
  "blog_image_text_banner",
  "blog_big_image_text_banner",
  "youtube_video_banner",
  "blog_big_banner",
  "image_banner",
];

// Journeys visit several pages; a busy machine needs more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => hideDiscountPopup(page));

interface ArticleItem {
  id: number;
  title: string;
  route: string;
}

test.describe("blog", () => {
  test("the blog list: heading, category filter, cards, pagination and the empty message", async ({ page }) => {
    const response = await openView(page, "/blog");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    const filter = page.getByTestId("blog-categories");
    await expect(filter.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
    const cards = page.getByTestId("article-card");
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(cards.first().locator("time")).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{4}$/);

    // filter by the first category: every card shown carries it
    const category = filter.getByRole("link").nth(1);
    const name = (await category.textContent())!.trim();
    await category.click();
    await page.waitForLoadState("load");
    await settle(page);
    await expect(page.getByTestId("blog-categories").getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
    const filtered = page.getByTestId("article-card");
    expect(await filtered.count()).toBeGreaterThan(0);
    for (const text of await filtered.allTextContents()) expect(text.toUpperCase()).toContain(name.toUpperCase());

    // a page past the end, and a hostile p, never error
    await openView(page, "/blog?p=999");
    await expect(page.getByText("Sorry, no articles")).toBeVisible();
    const hostile = await openView(page, "/blog?p=%3Cscript%3E");
    expect(hostile?.status()).toBe(200);
    await expect(page.getByTestId("article-card").first()).toBeVisible();
  });

  test("the demo blog has a second page: older articles, links back and forth", async ({ page }) => {
    await openView(page, "/blog");
    const firstPage = await page.getByTestId("article-card").getByRole("heading").allTextContents();
    expect(firstPage).toHaveLength(12);
    const pagination = page.getByTestId("pagination");
    await expect(pagination.getByRole("link", { name: "Page 2" })).toHaveAttribute("href", "/blog?p=2");
    const next = pagination.getByRole("link", { name: "Next" });
    await expect(next).toHaveAttribute("rel", "next");
    await next.click();
    await expect(page).toHaveURL(/\/blog\?p=2$/);
    await settle(page);
    await expect(page.getByTestId("pagination").locator('[aria-current="page"]')).toContainText("Page 2");
    const secondPage = await page.getByTestId("article-card").getByRole("heading").allTextContents();
    expect(secondPage.length).toBeGreaterThanOrEqual(3);
    for (const title of secondPage) expect(firstPage).not.toContain(title);
    // page 2 is its own canonical page and links back to page 1
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/blog\?p=2$/);
    const back = page.getByTestId("pagination").getByRole("link", { name: "Previous" });
    await expect(back).toHaveAttribute("rel", "prev");
    await back.click();
    await expect(page).toHaveURL(/\/blog(\?p=1)?$/);
    await expect(page.getByTestId("article-card").first().getByRole("heading")).toHaveText(firstPage[0]!);
    // the other languages have the same second page, and its articles open
    await openView(page, lang("/blog?p=2", "az"));
    await expect(page.getByTestId("article-card")).toHaveCount(secondPage.length);
    await page.getByTestId("article-card").first().getByRole("heading").getByRole("link").click();
    await expect(page.getByTestId("journal-heading")).toHaveText("Jurnal");
  });

  test("the blog in Azerbaijani and Russian", async ({ page }) => {
    await openView(page, lang("/blog", "az"));
    await expect(page.getByRole("heading", { level: 1, name: "Bloq" })).toBeVisible();
    await openView(page, lang("/blog", "ru"));
    await expect(page.getByRole("heading", { level: 1, name: "Блог" })).toBeVisible();
  });

  test("read an article: Journal, title, categories, date, covers and blocks", async ({ page, request }, testInfo) => {
    const list = await api<{ items: ArticleItem[] }>(request, "articles", { page: 1 });
    const first = list.items[0];
    const response = await openView(page, first.route);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("journal-heading")).toHaveText("Journal");
    await expect(page.getByRole("heading", { level: 1, name: first.title })).toBeVisible();
    await expect(page.getByTestId("article-date")).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{4}$/);
    const cover = page.getByTestId("article-cover");
    await expect(cover.locator("img")).toBeVisible();
    await expect(cover.locator('source[media="(max-width: 512px)"]')).toHaveCount(1);
    expect(await page.getByTestId("article-block").count()).toBeGreaterThan(0);

    // the YouTube block loads nothing from YouTube until asked
    const withVideo = list.items.length ? await findArticleWith(request, list.items, "youtube_video_banner") : null;
    if (withVideo) {
      await openView(page, withVideo.route);
      const poster = page.getByTestId("youtube-poster").first();
      await expect(poster).toHaveAttribute("href", /^https:\/\/www\.youtube\.com\/watch\?v=/);
      await expect(page.locator("iframe")).toHaveCount(0);
      if (!jsDisabled(testInfo)) {
        await page.route(/youtube-nocookie\.com/, (route) => route.fulfill({ status: 200, body: "<html></html>", contentType: "text/html" }));
        await poster.click();
        await expect(page.locator('iframe[src*="youtube-nocookie.com/embed/"]')).toHaveCount(1);
      }
    }
  });

  test("every block kind renders (over the seeded articles)", async ({ page, request }) => {
    const seen = new Set<string>();
    for (let p = 1; p <= 3 && seen.size < BLOCK_KINDS.length; p++) {
      const list = await api<{ items: ArticleItem[]; pagination: { pages: number } }>(request, "articles", { page: p });
      for (const article of list.items) {
        const raw = await html(page, article.route);
        expect(raw.status, article.route).toBe(200);
        for (const m of raw.body.matchAll(/data-block="([a-z_]+)"/g)) seen.add(m[1]);
        if (seen.size === BLOCK_KINDS.length) break;
      }
      if (p >= list.pagination.pages) break;
    }
    expect([...seen].sort()).toEqual([...BLOCK_KINDS].sort());
    // each kind shows something in the browser
    for (const kind of BLOCK_KINDS) {
      const article = await findArticleWith(request, null, kind);
      await openView(page, article!.route);
      const block = page.locator(`[data-block="${kind}"]`).first();
      await expect(block).toBeVisible();
      const box = await block.boundingBox();
      expect(box!.height, kind).toBeGreaterThan(40);
    }
  });
});

/** An article (from the given list or the first pages of the blog) holding a block kind. */
async function findArticleWith(request: APIRequestContext, items: ArticleItem[] | null, kind: string): Promise<ArticleItem | null> {
  const pages = items ? [items] : [];
  if (!items) {
    for (let p = 1; p <= 3; p++) pages.push((await api<{ items: ArticleItem[] }>(request, "articles", { page: p })).items);
  }
  for (const list of pages) {
    for (const item of list) {
      const article = await api<{ blocks: { name: string }[] }>(request, `articles/info/${item.id}`);
      if (article.blocks.some((b) => b.name === kind)) return item;
    }
  }
  return null;
}

test.describe("static pages", () => {
  test("payment, delivery, returns and about render their content", async ({ page, request }) => {
    for (const key of ["payment", "delivery", "returns", "about"]) {
      const p = await api<{ title: string; routes: Record<string, string> }>(request, `pages/info/${key}`);
      const response = await openView(page, p.routes.en);
      expect(response?.status(), key).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: p.title })).toBeVisible();
      await expect(page.getByTestId("static-page").locator("h2, p").first()).toBeVisible();
    }
  });

  test("contact: feedback form with field errors, then the success message", async ({ page, request }, testInfo) => {
    const contact = await api<{ routes: Record<string, string> }>(request, "pages/info/contact");
    await openView(page, contact.routes.en);
    const form = page.getByTestId("feedback-form");
    await expect(form.getByRole("button", { name: "Send" })).toBeVisible();
    await form.getByRole("button", { name: "Send" }).click();
    await settle(page);
    await expect(form.getByText("Required field")).toHaveCount(5);

    await form.getByLabel("Subject").selectOption("question");
    await form.getByLabel("First name").fill("Rəşad");
    await form.getByLabel("Last name").fill("Əliyev");
    await form.getByLabel("Email").fill("rashad.e2e@example.com");
    await form.getByLabel("Mobile").fill(jsDisabled(testInfo) ? "+994 50 12" : "5012");
    await form.getByLabel("Message").fill("Do you have the linen shirt in XL?");
    await form.getByRole("button", { name: "Send" }).click();
    await settle(page);
    await expect(form.getByText("Wrong mobile number")).toBeVisible();
    await expect(form.getByLabel("First name")).toHaveValue("Rəşad");

    const mobile = form.getByLabel("Mobile");
    await mobile.fill("");
    if (jsDisabled(testInfo)) await mobile.fill("+994 50 123 45 67");
    else {
      await mobile.pressSequentially("501234567");
      await expect(mobile).toHaveValue("+994 50 123 45 67");
    }
    const [post] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.request().frame() === page.mainFrame()),
      form.getByRole("button", { name: "Send" }).click(),
    ]);
    expect(post.status()).toBeLessThan(400);
    await page.waitForLoadState("load");
    await settle(page);
    await expect(page.getByTestId("feedback-sent")).toHaveText("Your feedback has been sent successfully");
  });
});

test.describe("branches", () => {
  test("map area and the list of stores", async ({ page }, testInfo) => {
    const response = await openView(page, "/branches");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Our stores" })).toBeVisible();
    const branches = page.getByTestId("branch");
    expect(await branches.count()).toBeGreaterThan(0);
    const first = branches.first();
    await expect(first.getByRole("heading", { level: 2 })).not.toBeEmpty();
    await expect(first.getByRole("link", { name: "Open in Google Maps" })).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\//);
    // nothing third-party is loaded until asked
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(page.getByTestId("map-area")).toBeVisible();
    if (jsDisabled(testInfo)) return;
    await page.route(/google\.[a-z.]+\/maps/, (route) => route.fulfill({ status: 200, body: "<html></html>", contentType: "text/html" }));
    await first.getByRole("button", { name: "Show on map" }).click();
    await expect(page.getByTestId("map-frame")).toHaveAttribute("src", /google/);
    await expect(page.getByTestId("map-frame")).toHaveAttribute("loading", "lazy");
  });

  for (const { width, zoom } of [
    { width: 1280, zoom: 11 },
    { width: 375, zoom: 6 },
  ]) {
    test(`the map opens on the Baku overview at zoom ${zoom} (${width} px), not on one branch`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await openView(page, "/branches");
      // the plain link (with or without JS) opens the overview at this screen's zoom
      const overview = page.getByRole("link", { name: "All stores in Google Maps" });
      await expect(overview).toHaveCount(1);
      await expect(overview).toHaveAttribute("href", `https://www.google.com/maps/@40.378,49.84,${zoom}z`);
      if (jsDisabled(testInfo)) return;
      await page.route(/google\.[a-z.]+\/maps/, (route) => route.fulfill({ status: 200, body: "<html></html>", contentType: "text/html" }));
      await page.getByRole("button", { name: "Show map" }).click();
      const frame = page.getByTestId("map-frame");
      await expect(frame).toHaveAttribute("title", "Map of our stores in Baku");
      const src = new URL((await frame.getAttribute("src"))!);
      expect(src.searchParams.get("ll")).toBe("40.378,49.84");
      expect(src.searchParams.get("z")).toBe(String(zoom));
      expect(src.searchParams.get("q")).toBeNull();
      // one branch is still a click away
      await page.getByTestId("branch").first().getByRole("button", { name: "Show on map" }).click();
      await expect(frame).toHaveAttribute("src", /[?&]q=40\.\d+,49\.\d+/);
    });
  }
});
