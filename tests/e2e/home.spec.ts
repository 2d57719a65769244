/**
 * Home page and the shop chrome, with JavaScript on (`js`) and off (`nojs`): the home
 * sections, the header search (plain GET form; suggestions with JS; the mobile popup), the
 * language switcher keeping the query string and entity paths, the newsletter form, the
 * closable sale banner, the main navigation and side drawer, and toasts from `?toast=`.
 */
import { expect, test, type Page } from "@playwright/test";
import { html, jsDisabled, open, settle, submitForm } from "./helpers.ts";

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 800 };

function uniqueEmail(tag: string): string {
  return `news.${tag}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;
}

async function headerSearch(page: Page) {
  return page.getByTestId("header").getByRole("combobox");
}

test.describe("home page", () => {
  test.use({ viewport: DESKTOP });

  test("renders the banner sections, product sliders and advantage links", async ({ page }) => {
    const response = await open(page, "/");
    expect(response?.status()).toBe(200);

    const slider = page.getByTestId("main-slider");
    await expect(slider).toBeVisible();
    // the first slide is a real link with an eagerly loaded, high-priority image in a fixed box
    const firstImage = slider.locator(".hero-slide").first().locator("img");
    await expect(firstImage).toHaveAttribute("fetchpriority", "high");
    await expect(firstImage).toHaveAttribute("loading", "eager");
    await expect(slider.locator(".hero-slide a").first()).toHaveAttribute("href", /^\/[a-z]/);
    const later = slider.locator(".hero-slide").nth(1).locator("img");
    if ((await later.count()) > 0) await expect(later).toHaveAttribute("loading", "lazy");

    const newIn = page.getByTestId("new-products");
    await expect(newIn.getByRole("heading", { level: 2 })).toBeVisible();
    expect(await newIn.getByTestId("product-card").count()).toBeGreaterThanOrEqual(5);

    await expect(page.getByTestId("double-banner")).toBeVisible();
    await expect(page.getByTestId("sale-products").getByTestId("product-card").first()).toBeAttached();

    // product groups show only with at least five products
    for (const group of await page.getByTestId("group-products").all()) {
      expect(await group.getByTestId("product-card").count()).toBeGreaterThanOrEqual(5);
    }

    const advantages = page.getByTestId("advantages").getByRole("link");
    await expect(advantages).toHaveCount(3);
    for (const link of await advantages.all()) {
      const href = (await link.getAttribute("href"))!;
      expect((await html(page, href)).status).toBe(200);
    }

    // every image has its size reserved (no layout shift)
    const unsized = await page.locator("main img").evaluateAll((imgs) =>
      imgs.filter((img) => !img.getAttribute("width") || !img.getAttribute("height")).map((img) => img.outerHTML.slice(0, 80)),
    );
    expect(unsized).toEqual([]);

    await expect(page.getByTestId("copyright")).toContainText(String(new Date().getFullYear()));
  });

  test("shows the recently viewed products from the cookie, unknown ids dropped", async ({ page, context, baseURL }) => {
    await open(page, "/");
    const ids = await page
      .getByTestId("new-products")
      .getByTestId("product-card")
      .evaluateAll((cards) => cards.slice(0, 2).map((c) => c.getAttribute("data-product-id")));
    await context.addCookies([{ name: "bz_recent_products", value: `${ids[1]},999999,${ids[0]}`, url: baseURL! }]);
    await open(page, "/");
    const recent = page.getByTestId("recent-products").getByTestId("product-card");
    await expect(recent).toHaveCount(2);
    expect(await recent.evaluateAll((cards) => cards.map((c) => c.getAttribute("data-product-id")))).toEqual([ids[1], ids[0]]);
  });

  test("the page is in the prefix's language", async ({ page }) => {
    await open(page, "/az");
    await expect(page.locator("html")).toHaveAttribute("lang", "az");
    await expect(page.getByTestId("lang-az")).toHaveAttribute("aria-current", "true");
    await expect(page.getByTestId("footer")).toContainText("Bütün hüquqlar qorunur");
  });
});

test.describe("header search", () => {
  test("is a plain GET form to /search (Enter)", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, "/");
    const input = await headerSearch(page);
    await expect(input).toHaveAttribute("maxlength", "30");
    await input.fill("linen");
    await Promise.all([page.waitForURL(/\/search\?search=linen$/), input.press("Enter")]);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // the box keeps what was searched
    await expect(await headerSearch(page)).toHaveValue("linen");
  });

  test("goes to the language's search page from /ru", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, "/ru");
    const input = await headerSearch(page);
    await input.fill("платье");
    await Promise.all([page.waitForURL(/\/ru\/search\?search=/), page.getByTestId("header").getByRole("button", { name: "Поиск" }).click()]);
    expect(decodeURIComponent(new URL(page.url()).search)).toBe("?search=платье");
  });

  test("on a phone the search icon opens a popup with the same form", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await open(page, "/");
    await expect(page.getByTestId("popup-search-popup")).toBeHidden();
    await page.getByTestId("mobile-search-open").click();
    const popup = page.getByTestId("popup-search-popup");
    await expect(popup.getByRole("dialog")).toBeVisible();
    const input = popup.getByRole("combobox");
    await input.fill("shirt");
    await Promise.all([page.waitForURL(/\/search\?search=shirt$/), input.press("Enter")]);
  });

  test("suggests products, categories and collections while typing", async ({ page }, testInfo) => {
    test.skip(jsDisabled(testInfo), "suggestions need JavaScript");
    await page.setViewportSize(DESKTOP);
    await open(page, "/");
    const box = page.getByTestId("header").getByTestId("search-box");
    const input = await headerSearch(page);
    const panel = box.getByTestId("search-suggestions");

    // one character asks nothing
    let asked = 0;
    page.on("request", (r) => {
      if (r.url().includes("/suggest?")) asked++;
    });
    await input.pressSequentially("s");
    await page.waitForTimeout(700);
    expect(asked).toBe(0);
    await expect(box).toHaveAttribute("data-state", "idle");

    await input.pressSequentially("hirt");
    await expect(box).toHaveAttribute("data-state", "results");
    await expect(panel).toBeVisible();
    expect(asked).toBe(1); // debounced: one request for the whole word
    const first = panel.locator("a[data-suggestion]").first();
    await expect(first).toHaveAttribute("href", /^\/[a-z0-9-]/);

    // an ARIA 1.2 combobox: the focus stays in the field, the arrows move the active option
    await expect(input).toHaveAttribute("aria-expanded", "true");
    const listbox = page.getByRole("listbox", { name: "Search the shop" });
    await expect(listbox.getByRole("option").first()).toBeVisible();
    await input.press("ArrowDown");
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
    await expect(first).toHaveAttribute("aria-selected", "true");
    await input.press("ArrowUp");
    await expect(input).not.toHaveAttribute("aria-activedescendant", /.+/);

    // Escape closes the panel; nothing found clears it
    await input.press("Escape");
    await expect(panel).toBeHidden();
    await input.fill("qqqxxzzv");
    await expect(box).toHaveAttribute("data-state", "empty");
    await expect(panel).toBeHidden();

    // a followed suggestion opens its page
    await input.fill("linen");
    await expect(box).toHaveAttribute("data-state", "results");
    const link = panel.locator("a[data-suggestion]").first();
    const href = (await link.getAttribute("href"))!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));

    // Enter on the active option follows it (not the search page)
    await open(page, "/");
    await Promise.all([page.waitForResponse((r) => r.url().includes("/suggest?search=shirt")), input.fill("shirt")]);
    await expect(box).toHaveAttribute("data-state", "results");
    const second = panel.locator("a[data-suggestion]").nth(1);
    const secondHref = (await second.getAttribute("href"))!;
    await input.press("ArrowDown");
    await input.press("ArrowDown");
    await expect(second).toHaveAttribute("aria-selected", "true");
    await input.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${secondHref.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  });

  test("hostile search text is escaped", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const hostile = `"><script>window.__pwned=1</script>`;
    await open(page, `/search?search=${encodeURIComponent(hostile)}`);
    await expect(await headerSearch(page)).toHaveValue(hostile);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    const suggest = await page.request.get(`/suggest?search=${encodeURIComponent("'; drop table products; --")}`);
    expect(suggest.status()).toBe(200);
  });
});

test.describe("language switcher", () => {
  test.use({ viewport: DESKTOP });

  test("keeps the query string", async ({ page }) => {
    await open(page, "/search?search=linen");
    const az = page.getByTestId("header").getByTestId("lang-az");
    await expect(az).toHaveAttribute("href", "/az/search?search=linen");
    await Promise.all([page.waitForURL("**/az/search?search=linen"), az.click()]);
    await expect(page.locator("html")).toHaveAttribute("lang", "az");
    const en = page.getByTestId("header").getByTestId("lang-en");
    await expect(en).toHaveAttribute("href", "/search?search=linen");
    await expect(page.getByTestId("header").getByTestId("lang-ru")).toHaveAttribute("href", "/ru/search?search=linen");
  });

  test("uses each language's own path on product pages", async ({ page }) => {
    await open(page, "/");
    const card = page.getByTestId("new-products").getByTestId("card-title").first();
    const href = (await card.getAttribute("href"))!;
    await open(page, href);
    const alternates = await page.locator('link[rel="alternate"][hreflang="az"]').getAttribute("href");
    const azPath = new URL(alternates!).pathname;
    const az = page.getByTestId("header").getByTestId("lang-az");
    await expect(az).toHaveAttribute("href", azPath);
    await Promise.all([page.waitForURL(`**${azPath}`), az.click()]);
    await expect(page.locator("html")).toHaveAttribute("lang", "az");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/404/);
  });
});

test.describe("newsletter", () => {
  test.use({ viewport: DESKTOP });

  test("subscribes from the footer", async ({ page }, testInfo) => {
    const nojs = jsDisabled(testInfo);
    await open(page, "/collections");
    const form = page.getByTestId("newsletter-form");
    await form.getByRole("textbox").fill(uniqueEmail(nojs ? "nojs" : "js"));
    await form.getByRole("button", { name: "Subscribe" }).click();
    // without JavaScript: 303 back to the page it was sent from, at the footer; the message replaces the form either way
    if (nojs) await page.waitForURL(/\/collections#newsletter$/);
    await expect(page.getByTestId("newsletter-success")).toContainText(/subscribed/i);
    await expect(page.getByTestId("newsletter-success")).toBeInViewport();
    await expect(page).toHaveURL(/\/collections(#newsletter)?$/);
    await expect(page.getByTestId("toast")).toHaveCount(0);
    // one-shot: the next page shows the form again
    await open(page, "/collections");
    await expect(page.getByTestId("newsletter-form")).toBeVisible();
  });

  test("shows the email error under the field and keeps the typed address", async ({ page }, testInfo) => {
    const nojs = jsDisabled(testInfo);
    await open(page, "/blog");
    const form = page.getByTestId("newsletter-form");
    const typed = "ada@@example.com";
    await form.getByRole("textbox").fill(typed);
    if (nojs) {
      // the browser's own check stops a malformed address; the server answers a crafted post too
      await form.evaluate((f: HTMLFormElement) => (f.noValidate = true));
    }
    await form.getByRole("button", { name: "Subscribe" }).click();
    if (nojs) await page.waitForURL(/\/blog#newsletter$/);
    const input = page.getByTestId("newsletter-form").getByRole("textbox");
    const error = page.getByTestId("newsletter-error");
    await expect(error).toHaveText("Wrong email address");
    await expect(input).toHaveValue(typed);
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAttribute("aria-describedby", (await error.getAttribute("id"))!);
    await expect(error).toBeInViewport();
    // inline, not a toast
    await expect(page.getByTestId("toast")).toHaveCount(0);
  });

  test("without JavaScript the server's empty-field error is under the field too (az)", async ({ page }, testInfo) => {
    test.skip(!jsDisabled(testInfo), "the plain post; with JavaScript the browser check answers first");
    await open(page, "/az/blog");
    const form = page.getByTestId("newsletter-form");
    await form.evaluate((f: HTMLFormElement) => (f.noValidate = true));
    await form.getByRole("button").click();
    await page.waitForURL(/\/az\/blog#newsletter$/);
    await expect(page.getByTestId("newsletter-error")).toHaveText("Bu sahə mütləqdir");
    await expect(page.getByTestId("newsletter-form").getByRole("textbox")).toHaveValue("");
  });
});

test.describe("shop chrome", () => {
  test("the sale banner links to /sale and can be closed", async ({ page }, testInfo) => {
    await page.setViewportSize(DESKTOP);
    await open(page, "/blog?p=1");
    const banner = page.getByTestId("sale-banner");
    await expect(banner.getByRole("link", { name: /Up to 70% sale/ })).toHaveAttribute("href", "/sale");
    await banner.getByTestId("sale-banner-close").click();
    await expect(banner).toBeHidden();
    if (jsDisabled(testInfo)) await expect(page).toHaveURL(/\/blog\?p=1$/);
    await open(page, "/");
    await expect(page.getByTestId("sale-banner")).toBeHidden();
  });

  test("the mega menu opens on hover and lists three levels", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, "/");
    const nav = page.getByTestId("main-nav");
    const women = nav.locator(".mega-item").filter({ has: page.getByRole("link", { name: "Women", exact: true }) }).first();
    await women.hover();
    const panel = women.getByTestId("mega-panel");
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: "Dresses" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Shop All", exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Collections", exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Blog", exact: true })).toBeVisible();
    await expect(nav.locator('a.mega-top[href="/sale"]')).toHaveText("Sale");
  });

  test("marks the current category and its parents", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, "/women/clothing/dresses");
    const women = page.getByTestId("main-nav").getByRole("link", { name: "Women", exact: true });
    await expect(women).toHaveAttribute("data-active", "");
  });

  test("the menu tree is in the document once per menu and not in the loader data (ADR 0022)", async ({ page }) => {
    const { body } = await html(page, "/login");
    // the mega menu and the drawer tree each link a third-level category once
    expect(body.match(/href="\/women\/clothing\/dresses"/g)?.length).toBe(2);
    // the loader data (the router's inline scripts) does not carry the tree again
    const scripts = [...body.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("");
    expect(scripts).not.toContain("/women/clothing/dresses");
    expect(scripts).not.toContain("Tops & T-shirts");
  });

  test("menu links keep working after hydration: client navigation and the active trail", async ({ page }, testInfo) => {
    await page.setViewportSize(DESKTOP);
    await open(page, "/");
    await page.evaluate(() => ((window as unknown as { sameDocument?: boolean }).sameDocument = true));
    const nav = page.getByTestId("main-nav");
    const women = nav.locator(".mega-item").filter({ has: page.getByRole("link", { name: "Women", exact: true }) }).first();
    await women.hover();
    await women.getByTestId("mega-panel").getByRole("link", { name: "Dresses" }).click();
    await expect(page).toHaveURL(/\/women\/clothing\/dresses$/);
    await settle(page);
    await expect(nav.getByRole("link", { name: "Women", exact: true })).toHaveAttribute("data-active", "");
    await expect(women.getByTestId("mega-panel")).toBeHidden();
    if (!jsDisabled(testInfo)) {
      // the router navigated: the same document, not a full page load
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      await nav.getByRole("link", { name: "Men", exact: true }).click();
      await expect(page).toHaveURL(/\/men$/);
      await expect(nav.getByRole("link", { name: "Men", exact: true })).toHaveAttribute("data-active", "");
      await expect(nav.getByRole("link", { name: "Women", exact: true })).not.toHaveAttribute("data-active", "");
    }
  });

  test("the side drawer opens on a phone with the route tree and sign-in links", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await open(page, "/");
    const bar = page.getByTestId("mobile-bar");
    await expect(bar).toBeVisible();
    // Chat: WhatsApp (number configured), a call link and Online chat
    await bar.getByText("Chat", { exact: true }).click();
    await expect(bar.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+$/);
    await expect(bar.getByRole("link", { name: "Call us" })).toHaveAttribute("href", /^tel:\+?\d+$/);
    await expect(bar.getByRole("link", { name: "Online chat" })).toBeVisible();
    await bar.getByText("Chat", { exact: true }).click();
    const drawer = page.getByTestId("side-drawer");
    await drawer.locator("summary").first().click();
    const tree = drawer.getByTestId("drawer-tree");
    await expect(tree).toBeVisible();
    await tree.getByText("Women", { exact: true }).click();
    await tree.getByText("Clothing", { exact: true }).first().click();
    await expect(tree.getByRole("link", { name: "Dresses" }).first()).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Sign in" })).toBeVisible();
    await expect(drawer.getByTestId("drawer-lang-az")).toHaveAttribute("href", "/az");
  });

  test("a toast named in ?toast= shows, unknown ones do not", async ({ page }) => {
    await open(page, "/?toast=addedToCart");
    await expect(page.getByTestId("toast")).toHaveText("Product added to cart");
    await open(page, "/?toast=%3Cb%3Ehello");
    await expect(page.getByTestId("toast")).toHaveCount(0);
  });

  test("the account box shows the customer's name and logs out after 'Are you sure?'", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, "/login");
    // the demo customer of the seed
    await submitForm(page, page.getByTestId("login-form"), { username: "994501234567", password: "Demo12345" });
    await open(page, "/");
    const box = page.getByTestId("account-box");
    await box.locator("summary").click();
    const menu = box.getByTestId("account-menu");
    await expect(menu.getByRole("link", { name: "My profile" })).toHaveAttribute("href", "/cabinet");
    await expect(menu.getByRole("link", { name: "Change password" })).toHaveAttribute("href", "/cabinet/password");
    await menu.getByTestId("logout-link").click();
    const confirm = page.getByTestId("popup-logout-confirm");
    await expect(confirm.getByRole("dialog", { name: "Are you sure?" })).toBeVisible();
    await Promise.all([page.waitForURL((url) => url.pathname === "/"), confirm.getByTestId("logout-confirm").click()]);
    await expect(page.getByTestId("account-guest")).toBeVisible();
  });

  test("the sign-up discount popup opens once per session and passes the mobile number on", async ({ page }, testInfo) => {
    test.skip(jsDisabled(testInfo), "the popup's timer needs JavaScript");
    await page.setViewportSize(DESKTOP);
    await page.clock.install();
    await open(page, "/");
    const popup = page.getByTestId("popup-discount-popup");
    // the session's timer has started
    await page.waitForFunction(() => sessionStorage.getItem("discountPopupStarted") !== null);
    // checked every 15 s, due after POPUP_SECOND (20 s by default)
    await page.clock.runFor(16_000);
    await expect(popup).toHaveCount(0);
    await page.clock.runFor(15_000);
    const dialog = popup.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const field = dialog.getByLabel("Mobile number");
    await field.fill("50 123");
    await dialog.getByRole("button", { name: "Sign up" }).click();
    await expect(dialog.getByTestId("discount-mobile-error")).toHaveText("Wrong mobile number");
    await field.fill("+994 (50) 123 45 67");
    await expect(field).toHaveValue("+994 50 123 45 67");
    await Promise.all([page.waitForURL("**/signup?mobile=994501234567"), dialog.getByRole("button", { name: "Sign up" }).click()]);

    // closed (or used) once, it does not come back in the session
    await open(page, "/");
    await page.clock.runFor(60_000);
    await expect(page.getByTestId("popup-discount-popup")).toHaveCount(0);
  });

  test("has a skip link and labelled controls", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, "/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(page.getByTestId("header").getByRole("combobox", { name: "Search the shop" })).toBeVisible();
    await settle(page);
  });
});
