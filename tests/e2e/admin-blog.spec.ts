/**
 * The back office's blog screens, JavaScript on (`js`) and off (`nojs`):
 * - articles: the owner writes an article (texts in three languages, a category, a cover
 *   uploaded through the photo pipeline), adds blocks of two kinds with the form's own buttons,
 *   gets a bad YouTube address answered inline, saves, moves a block, renames the article and
 *   changes its slug; an anonymous visitor (the page cache may answer) sees each step at once,
 *   the old address redirects; the list's search, state filter and remove confirmation work;
 * - article categories: created, renamed and removed; the anonymous blog page's filter follows;
 * - a shopper opening the screens gets the 403 page.
 * Each project works on records of its own (they run at the same time on one database).
 * Screenshots of the four screens (1280 and 375 px) go to screenshots/.
 */
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { DEMO_SHOPPER, clickHydrated, jsDisabled, open, submitForm, OWNER, signIn, anonymous, screenshots, shoot } from "./helpers.ts";

test.describe.configure({ timeout: 240_000 });


test("the owner writes an article with blocks and a cover, edits and removes it; the storefront follows each step", async ({ page, request }, testInfo) => {
  const nojs = jsDisabled(testInfo);
  const stamp = `${nojs ? "n" : "j"}${Date.now().toString(36)}`;
  const slug = `linen-notes-${stamp}`;
  await anonymous(request, `/blog/${slug}`, 404);

  await signIn(page, OWNER);
  await page.getByTestId("admin-nav").getByRole("link", { name: "Articles", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/articles$/);
  await expect(page.getByTestId("admin-articles").getByTestId("list-footer")).toContainText(/\d+ of \d+ items/);
  await page.getByTestId("admin-articles").getByRole("link", { name: "New", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/articles\/new$/);
  await expect(page).toHaveTitle(/New article · Articles · Bazaar/);

  const form = page.getByTestId("article-form");
  const texts: Record<string, string> = {
    "az.title": `Kətan qeydləri ${stamp}`,
    "az.slug": `keten-qeydleri-${stamp}`,
    "en.title": `Linen notes ${stamp}`,
    "en.slug": slug,
    "en.desc": "How to wear linen in a Baku summer.",
    "ru.title": `Заметки о льне ${stamp}`,
    "ru.slug": `zametki-o-lne-${stamp}`,
    publishedAt: "2026-01-10T09:30",
  };
  for (const [name, value] of Object.entries(texts)) await form.locator(`[name="${name}"]`).fill(value);
  await form.locator('[name="status"]').selectOption("on");
  await form.getByRole("checkbox", { name: "Style guide" }).check();
  const png = await sharp({ create: { width: 1920, height: 800, channels: 3, background: "#c9b48f" } }).png().toBuffer();
  await page.getByTestId("file-coverImage").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: png });

  // a text block: added with the form's own button (nothing saved yet, what was typed stays)
  await submitForm(page, form, { addKind: "text_banner" }, { submit: page.getByTestId("block-add") });
  await expect(page.getByTestId("article-block")).toHaveCount(1);
  await expect(form.locator('[name="en.title"]')).toHaveValue(`Linen notes ${stamp}`);
  // the upload went through the photo pipeline and filled the cover's path
  await expect(form.locator('[name="coverImage"]')).toHaveValue(/^up\/[0-9a-f]{24}\.webp$/);
  const block = (i: number) => page.getByTestId("article-block").nth(i);
  for (const l of ["az", "en", "ru"]) {
    await block(0).locator(`[name="blocks[0].${l}.headline"]`).fill(`Breathe ${l} ${stamp}`);
    await block(0).locator(`[name="blocks[0].${l}.desc"]`).fill(`<p>Linen lets air through (${l}).</p>`);
  }
  // a video block with an address that is not YouTube's: answered inline
  await submitForm(page, form, { addKind: "youtube_video_banner" }, { submit: page.getByTestId("block-add") });
  await expect(page.getByTestId("article-block")).toHaveCount(2);
  await expect(block(0).locator('[name="blocks[0].en.headline"]')).toHaveValue(`Breathe en ${stamp}`);
  await expect(block(1)).toHaveAttribute("data-kind", "youtube_video_banner");
  await expect(block(1).locator('[name="blocks[1].en.desc"]')).toHaveCount(0); // only the fields the kind uses
  await block(1).locator('[name="blocks[1].en.headline"]').fill(`Watch ${stamp}`);
  await block(1).locator('[name="blocks[1].videoId"]').fill("https://example.com/watch?v=dQw4w9WgXcQ");
  // refused by the browser with JavaScript (no request), by the server without
  await clickHydrated(page.getByTestId("article-save"));
  await page.waitForLoadState("load");
  await expect(page.getByTestId("error-blocks[1].videoId")).toHaveText("Enter a YouTube video id (11 characters) or its address");
  await submitForm(page, page.getByTestId("article-form"), { "blocks[1].videoId": "https://youtu.be/dQw4w9WgXcQ" }, { submit: page.getByTestId("article-save") });
  await expect(page.getByTestId("article-done")).toHaveText("Article created.");
  await expect(page).toHaveURL(/\/admin\/articles\/\d+\?done=created$/);
  const editUrl = page.url().replace(/\?.*$/, "");

  let shown = await anonymous(request, `/blog/${slug}`);
  expect(shown).toContain(`Linen notes ${stamp}`);
  expect(shown).toContain(`Breathe en ${stamp}`);
  expect(shown).toContain("dQw4w9WgXcQ");
  expect(shown).toMatch(/\/img\/\d+\/up\/[0-9a-f]{24}\.webp/);
  expect(shown.indexOf(`Breathe en ${stamp}`)).toBeLessThan(shown.indexOf(`Watch ${stamp}`));
  expect(await anonymous(request, `/ru/blog/zametki-o-lne-${stamp}`)).toContain(`Заметки о льне ${stamp}`);

  // the video goes first, then the title and the English slug change: the page follows at once, the old address redirects
  await submitForm(page, page.getByTestId("article-form"), {}, { submit: block(1).getByTestId("block-up") });
  await expect(block(0)).toHaveAttribute("data-kind", "youtube_video_banner");
  await submitForm(page, page.getByTestId("article-form"), { "en.title": `Linen, again ${stamp}`, "en.slug": `${slug}-2` }, { submit: page.getByTestId("article-save") });
  await expect(page.getByTestId("article-done")).toHaveText("Article saved. The storefront shows the change.");
  shown = await anonymous(request, `/blog/${slug}-2`);
  expect(shown).toContain(`Linen, again ${stamp}`);
  expect(shown.indexOf(`Watch ${stamp}`)).toBeLessThan(shown.indexOf(`Breathe en ${stamp}`));
  const moved = await request.get(`/blog/${slug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toContain(`/blog/${slug}-2`);
  await shoot(page, editUrl, "admin-article-edit");

  // the list finds it; removed through the confirmation, the storefront answers 404
  await open(page, `/admin/articles?q=${encodeURIComponent(stamp)}&state=published`);
  await expect(page.getByTestId("list-row")).toHaveCount(1);
  await expect(page.getByTestId("list-row").locator("[data-state]")).toHaveAttribute("data-state", "published");
  await shoot(page, "/admin/articles", "admin-articles");
  await open(page, `/admin/articles?q=${encodeURIComponent(stamp)}`);
  await page.getByTestId("list-row").getByRole("link", { name: `Remove: Linen, again ${stamp}` }).click();
  await expect(page.getByTestId("confirm-remove")).toContainText("Remove this item?");
  await submitForm(page, page.getByTestId("confirm-remove").locator("form"));
  await expect(page.getByTestId("articles-done")).toHaveText("Article removed.");
  await expect(page.getByTestId("list-empty")).toHaveText("List is empty");
  await anonymous(request, `/blog/${slug}-2`, 404);

  // the audit log has the changes
  await open(page, `/admin/audit?area=content&q=article`);
  for (const action of ["create", "update", "remove"]) await expect(page.getByTestId("list-row").filter({ hasText: action }).first()).toBeVisible();
});

test("the owner creates, renames and removes an article category; the blog's filter follows", async ({ page, request }, testInfo) => {
  const nojs = jsDisabled(testInfo);
  const stamp = `${nojs ? "n" : "j"}${Date.now().toString(36)}`;
  expect(await anonymous(request, "/blog")).not.toContain(stamp);
  await signIn(page, OWNER);
  await page.getByTestId("admin-nav").getByRole("link", { name: "Article categories" }).click();
  await expect(page).toHaveURL(/\/admin\/article-categories$/);
  await page.getByTestId("admin-article-categories").getByRole("link", { name: "New", exact: true }).click();
  const form = page.getByTestId("article-category-form");
  const fields = { "az.title": `Səyahət ${stamp}`, "az.slug": `seyahet-${stamp}`, "en.title": `Travel ${stamp}`, "en.slug": `Travel ${stamp}`, "ru.title": `Путешествия ${stamp}`, "ru.slug": `puteshestviya-${stamp}`, sort: "9" };
  // a slug with capitals and a space: refused (by the browser with JavaScript, by the server without)
  for (const [name, value] of Object.entries(fields)) await form.locator(`[name="${name}"]`).fill(value);
  await clickHydrated(page.getByTestId("article-category-save"));
  await page.waitForLoadState("load");
  await expect(page.getByTestId("error-en.slug")).toHaveText("Use lowercase Latin letters, digits and hyphens");
  await submitForm(page, page.getByTestId("article-category-form"), { "en.slug": `travel-${stamp}` }, { submit: page.getByTestId("article-category-save") });
  await expect(page.getByTestId("article-category-done")).toHaveText("Category created.");
  const editUrl = page.url().replace(/\?.*$/, "");
  expect(await anonymous(request, "/blog")).toContain(`Travel ${stamp}`);
  expect(await anonymous(request, "/az/blog")).toContain(`Səyahət ${stamp}`);

  await submitForm(page, page.getByTestId("article-category-form"), { "en.title": `Journeys ${stamp}` }, { submit: page.getByTestId("article-category-save") });
  await expect(page.getByTestId("article-category-done")).toHaveText("Category saved.");
  const blog = await anonymous(request, "/blog");
  expect(blog).toContain(`Journeys ${stamp}`);
  expect(blog).not.toContain(`Travel ${stamp}`);
  if (screenshots()) {
    await shoot(page, editUrl, "admin-article-category-edit");
    await shoot(page, "/admin/article-categories", "admin-article-categories");
  }

  await open(page, `/admin/article-categories?q=${encodeURIComponent(stamp)}`);
  await page.getByTestId("list-row").getByRole("link", { name: `Remove: Journeys ${stamp}` }).click();
  await submitForm(page, page.getByTestId("confirm-remove").locator("form"));
  await expect(page.getByTestId("article-categories-done")).toHaveText("Category removed; its articles stay.");
  expect(await anonymous(request, "/blog")).not.toContain(stamp);
});

test("the blog screens speak Azerbaijani and Russian, and a shopper gets the 403 page", async ({ page }) => {
  await signIn(page, OWNER);
  await open(page, "/az/admin/articles/new");
  await expect(page).toHaveTitle(/Yeni məqalə · Məqalələr · Bazaar/);
  await expect(page.getByRole("heading", { name: "Yeni məqalə" })).toBeVisible();
  await open(page, "/ru/admin/article-categories");
  await expect(page).toHaveTitle(/Категории статей · Bazaar/);
  await expect(page.getByRole("heading", { name: "Категории статей" })).toBeVisible();
  await page.context().clearCookies();
  await signIn(page, DEMO_SHOPPER, { to: "/" });
  for (const path of ["/admin/articles", "/admin/articles/new", "/admin/article-categories"]) {
    const response = await open(page, path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByTestId("admin-forbidden")).toBeVisible();
  }
});
