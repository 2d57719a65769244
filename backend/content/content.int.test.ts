import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testApi } from "../test/db.ts";
import {
  articleBlocks,
  articleCategories,
  articleCategoryLinks,
  articles,
  branches,
  cartStatistics,
  categories,
  deliveryAreas,
  feedbacks,
  homeSections,
  menuItems,
  newsletterSubscriptions,
  pages,
  productVariants,
} from "../db/schema.ts";
import type {
  Article,
  ArticleCategory,
  ArticleList,
  Branch,
  DeliveryArea,
  HomeDefinitions,
  MenuItem,
  Menus,
  Page,
} from "./contract.ts";
import { i18n, insertProduct, insertRoutes } from "./test-fixtures.ts";

const { call, database, app } = await testApi();
const { db } = database;

const ids: Record<string, number> = {};

beforeAll(async () => {
  /* menus */
  const [women] = await db
    .insert(categories)
    .values({
      slug: "women",
      title: i18n("Women"),
      subType: "wide",
      image: "categories/women.png",
      popular: { smallImage: "promo/s.png", smallTitle: i18n("Dresses"), smallRoute: "/dresses", bigImage: "promo/b.png", bigTitle: i18n("Coats"), bigRoute: "/coats" },
    })
    .returning();
  ids.women = women.id;
  await insertRoutes(database, "category", women.id, "women");
  const [about] = await db.insert(pages).values({ key: "about", title: i18n("About us"), content: i18n("<p>We sell</p>") }).returning();
  ids.about = about.id;
  await insertRoutes(database, "page", about.id, "about-us");

  const [mWomen] = await db
    .insert(menuItems)
    .values({ menu: "main", title: i18n("Women"), entityType: "category", entityId: women.id, sort: 1, flags: { isNewIn: true, allText: i18n("All women") } as never })
    .returning();
  const [mDresses] = await db.insert(menuItems).values({ menu: "main", parentId: mWomen.id, title: i18n("Dresses"), link: "/dresses", sort: 1 }).returning();
  const [mMini] = await db.insert(menuItems).values({ menu: "main", parentId: mDresses.id, title: i18n("Mini"), link: "/mini", sort: 1 }).returning();
  await db.insert(menuItems).values({ menu: "main", parentId: mMini.id, title: i18n("Too deep"), link: "/deep" });
  await db.insert(menuItems).values({ menu: "main", parentId: 999_999, title: i18n("Orphan"), link: "/orphan" });
  await db.insert(menuItems).values({ menu: "main", title: i18n("Sale"), link: "/sale", sort: 2, flags: { isSale: true, orangeStar: true } });
  await db.insert(menuItems).values({ menu: "main", title: i18n("Blog"), link: "/blog", sort: 3 });
  await db.insert(menuItems).values({ menu: "company", title: i18n("About us"), entityType: "page", entityId: about.id, sort: 1 });
  await db.insert(menuItems).values({ menu: "for_customer", title: i18n("Delivery"), link: "/delivery", sort: 1 });
  await db.insert(menuItems).values({ menu: "for_customer", title: i18n("Instagram"), link: "https://instagram.com/shop", sort: 2 });
  await db.insert(menuItems).values({ menu: "other", title: i18n("Not a menu"), link: "/x" });

  /* blog */
  const [news] = await db.insert(articleCategories).values({ slug: "news", title: i18n("News"), sort: 1 }).returning();
  const [style] = await db.insert(articleCategories).values({ slug: "style", title: i18n("Style"), sort: 2 }).returning();
  ids.news = news.id;
  ids.style = style.id;
  await insertRoutes(database, "article_category", news.id, "blog/news");
  const base = Date.UTC(2024, 0, 1);
  for (let n = 1; n <= 15; n++) {
    const [a] = await db
      .insert(articles)
      .values({
        slug: `post-${n}`,
        title: i18n(`Post ${n}`),
        desc: i18n(`About post ${n}`),
        horizontalImage: `articles/${n}.png`,
        publishedAt: new Date(base + n * 86_400_000),
      })
      .returning();
    ids[`post${n}`] = a.id;
    await insertRoutes(database, "article", a.id, `blog/post-${n}`);
    // posts 1..5 are news, every third post is style too
    if (n <= 5) await db.insert(articleCategoryLinks).values({ articleId: a.id, categoryId: news.id });
    if (n % 3 === 0) await db.insert(articleCategoryLinks).values({ articleId: a.id, categoryId: style.id });
  }
  const [off] = await db
    .insert(articles)
    .values({ slug: "draft", title: i18n("Draft"), desc: i18n(""), status: "off", publishedAt: new Date(base) })
    .returning();
  ids.draft = off.id;
  await db.insert(articles).values({ slug: "future", title: i18n("Future"), desc: i18n(""), publishedAt: new Date(Date.now() + 86_400_000 * 30) });

  ids.shirt = await insertProduct(database, { title: "Linen shirt", priceQ: 10000, discount: 20 });
  ids.hidden = await insertProduct(database, { title: "Hidden", status: "hidden" });
  ids.sized = await insertProduct(database, { title: "Sized", priceQ: 9000 });
  await db.insert(productVariants).values([
    { productId: ids.sized, size: "S", priceQ: 7000, oldPriceQ: 7500, stock: 1 },
    { productId: ids.sized, size: "L", stock: 1 },
  ]);
  await db.update(articles).set({ coverImage: "articles/cover.png", mobileCoverImage: "articles/cover-m.png" }).where(sql`id = ${ids.post15}`);
  await db.insert(articleBlocks).values([
    { articleId: ids.post15, sort: 2, name: "text_product_banner", data: { headline: i18n("Wear it"), desc: i18n("<p>Linen</p>"), productId: ids.shirt, side: "left" } },
    { articleId: ids.post15, sort: 1, name: "text_banner", data: { headline: i18n("Summer"), subHeadline: "plain" } },
    { articleId: ids.post15, sort: 3, name: "text_product_image_banner", data: { productId: ids.hidden, image: "a.png" } },
    { articleId: ids.post15, sort: 4, name: "youtube_video_banner", data: { videoId: "abc123" } },
    { articleId: ids.post15, sort: 5, name: "text_product_banner", data: { productId: String(ids.sized) } },
  ]);

  /* branches, pages, delivery */
  await db.insert(branches).values([
    { title: i18n("Ganjlik"), cityTitle: i18n("Baku", "Bakı", "Баку"), address: i18n("Fatali Khan Khoyski 1"), phone: "+994 12 555 55 55", hours: i18n("10:00–22:00"), googleEmbed: "https://maps.example/embed?1", latitude: "40.4093", longitude: "49.8671", isPickup: true, sort: 2 },
    { title: i18n("28 Mall"), cityTitle: i18n("Baku", "Bakı", "Баку"), address: i18n("Azadlig 15"), googleEmbed: "https://maps.example/embed?2", latitude: "40.38", longitude: "49.85", sort: 1 },
  ]);
  await db.insert(pages).values({ key: "delivery", title: i18n("Delivery", "Çatdırılma", "Доставка"), content: i18n("<p>Fast</p>") });
  const [baku] = await db.insert(deliveryAreas).values({ code: "baku", level: "city", title: i18n("Baku", "Bakı", "Баку"), feeQ: 500, sort: 1 }).returning();
  const [ganja] = await db.insert(deliveryAreas).values({ code: "ganja", level: "city", title: i18n("Ganja", "Gəncə", "Гянджа"), feeQ: 1000, noDelivery: true, sort: 2 }).returning();
  const [yasamal] = await db.insert(deliveryAreas).values({ parentId: baku.id, code: "yasamal", level: "district", title: i18n("Yasamal") }).returning();
  await db.insert(deliveryAreas).values({ parentId: baku.id, code: "khazar", level: "district", title: i18n("Khazar"), feeQ: 800 });
  await db.insert(deliveryAreas).values({ parentId: yasamal.id, code: "yasamal-1", level: "place", title: i18n("Yasamal 1") });
  await db.insert(deliveryAreas).values({ parentId: ganja.id, code: "ganja-c", level: "district", title: i18n("Centre") });

  /* home */
  await db.insert(homeSections).values([
    { lang: "en", type: "big_banner", sort: 3, data: { items: [{ type: "video", video: "v.mp4", title: "Autumn", link: { to: "/autumn", label: "Shop" }, contentType: "top", fullWidth: true }] } },
    { lang: "en", type: "main_slider", sort: 1, data: { items: [{ type: "image", image: "s1.png", mbImage: "s1m.png", title: "New season", subtitle: "Up to 50%", route: "/new" }] } },
    { lang: "en", type: "double_banner", sort: 2, data: { items: [{ image: "d1.png" }, { image: "d2.png" }], text: { title: "Duo", desc: "Two looks", link: "/duo" } } },
    { lang: "en", type: "group_products", sort: 4, data: { productGroupId: 7, title: "Picks", route: "/picks" } },
    { lang: "en", type: "group_products", sort: 5, data: { title: "no group id" } },
    { lang: "en", type: "mystery", sort: 6, data: {} },
    { lang: "en", type: "new_products", sort: 7, data: { title: "New in", route: "/new-in" } },
    { lang: "az", type: "main_slider", sort: 1, data: { items: [{ image: "s1.png", title: "Yeni mövsüm" }] } },
  ]);
});

const flat = (items: MenuItem[]): string[] => items.flatMap((i) => [i.title, ...flat(i.children)]);

describe("menus", () => {
  it("answers main as a three-level tree and the footer menus", async () => {
    const res = await call<Menus>("menus", {}, { method: "GET" });
    expect(res.ok).toBe(true);
    const menus = res.data!;
    expect(menus.main.map((i) => i.title)).toEqual(["Women", "Sale", "Blog"]);
    const women = menus.main[0];
    expect(women.children.map((i) => i.title)).toEqual(["Dresses"]);
    expect(women.children[0].children.map((i) => i.title)).toEqual(["Mini"]);
    expect(women.children[0].children[0].children).toEqual([]); // the 4th level is cut
    expect(flat(menus.main)).not.toContain("Orphan");
    expect(women).toMatchObject({
      route: "/women",
      subType: "wide",
      isNewIn: true,
      allText: "All women",
      image: "categories/women.png",
      entityType: "category",
      entityId: ids.women,
      popular: { smallImage: "promo/s.png", smallTitle: "Dresses", smallRoute: "/dresses", bigTitle: "Coats" },
    });
    expect(menus.main[1]).toMatchObject({ isSale: true, orangeStar: true, route: "/sale", popular: null });
    expect(menus.company).toEqual([expect.objectContaining({ title: "About us", route: "/about-us", children: [] })]);
    expect(menus.for_customer.map((i) => i.route)).toEqual(["/delivery", "https://instagram.com/shop"]);
  });

  it("resolves titles and linked routes per language", async () => {
    const az = (await call<Menus>("menus", { lang: "az" })).data!;
    expect(az.main[0]).toMatchObject({ title: "Women (az)", route: "/women-az", allText: "All women (az)" });
    expect(az.main[0].popular?.bigTitle).toBe("Coats (az)");
    expect(az.company[0].route).toBe("/about-us-az");
    const ru = (await call<Menus>("menus", { lang: "ru" }, { method: "GET" })).data!;
    expect(ru.main[0].route).toBe("/women-ru");
    expect(ru.main[0].children[0]).toMatchObject({ title: "Dresses (ru)", route: "/dresses" });
    // an unknown language reads as English
    expect((await call<Menus>("menus", { lang: "de" })).data!.main[0].route).toBe("/women");
  });

  it("leaves out the sale item when discounts are off", async () => {
    const off = await testApi({ DISCOUNTS_ACTIVE: "0" }, database);
    const menus = (await off.call<Menus>("menus", {})).data!;
    expect(menus.main.map((i) => i.title)).toEqual(["Women", "Blog"]);
  });
});

describe("articles", () => {
  it("pages 12 at a time, newest first, published only", async () => {
    const p1 = (await call<ArticleList>("articles", { page: 1 }, { method: "GET" })).data!;
    expect(p1.pagination).toEqual({ pages: 2, current: 1, limit: 12, count: 15 });
    expect(p1.items).toHaveLength(12);
    expect(p1.items[0]).toMatchObject({
      title: "Post 15",
      slug: "post-15",
      desc: "About post 15",
      route: "/blog/post-15",
      horizontalImage: "articles/15.png",
      publishedAt: new Date(Date.UTC(2024, 0, 16)).toISOString(),
      categories: [{ id: ids.style, slug: "style", title: "Style", route: null }],
    });
    const p2 = (await call<ArticleList>("articles", { page: 2 })).data!;
    expect(p2.items.map((a) => a.title)).toEqual(["Post 3", "Post 2", "Post 1"]);
    expect(p2.pagination.current).toBe(2);
    const titles = [...p1.items, ...p2.items].map((a) => a.title);
    expect(titles).not.toContain("Draft");
    expect(titles).not.toContain("Future");
  });

  it.each([0, -3, "abc", "", "1.5e9x"])("reads page %s as 1", async (page) => {
    const res = await call<ArticleList>("articles", { page }, { method: "GET" });
    expect(res.data!.pagination.current).toBe(1);
    expect(res.data!.items[0].title).toBe("Post 15");
  });

  it("filters by category id or slug and ignores unknown categories", async () => {
    const news = (await call<ArticleList>("articles", { filter_category: ids.news })).data!;
    expect(news.items.map((a) => a.title)).toEqual(["Post 5", "Post 4", "Post 3", "Post 2", "Post 1"]);
    expect(news.pagination).toEqual({ pages: 1, current: 1, limit: 12, count: 5 });
    expect(news.items.find((a) => a.title === "Post 3")!.categories.map((c) => c.title)).toEqual(["News", "Style"]);
    expect(news.items[0].categories[0].route).toBe("/blog/news");
    const bySlug = (await call<ArticleList>("articles", { filter_category: "style" }, { method: "GET" })).data!;
    expect(bySlug.items.map((a) => a.title)).toEqual(["Post 15", "Post 12", "Post 9", "Post 6", "Post 3"]);
    const unknown = (await call<ArticleList>("articles", { filter_category: 999999 })).data!;
    expect(unknown.pagination.count).toBe(15);
  });

  it("answers an empty page past the end", async () => {
    const res = (await call<ArticleList>("articles", { page: 9 })).data!;
    expect(res.items).toEqual([]);
    expect(res.pagination).toEqual({ pages: 2, current: 9, limit: 12, count: 15 });
  });

  it("resolves texts and routes per language", async () => {
    const ru = (await call<ArticleList>("articles", { lang: "ru" })).data!;
    expect(ru.items[0]).toMatchObject({ title: "Post 15 (ru)", route: "/blog/post-15-ru" });
    expect(ru.items[0].categories[0].title).toBe("Style (ru)");
  });

  it("answers one article with its blocks and resolved product cards", async () => {
    const res = await call<Article>(`articles/info/${ids.post15}`, { lang: "az" }, { method: "GET" });
    expect(res.ok).toBe(true);
    const a = res.data!;
    expect(a).toMatchObject({
      title: "Post 15 (az)",
      route: "/blog/post-15-az",
      coverImage: "articles/cover.png",
      mobileCoverImage: "articles/cover-m.png",
      routes: { en: "/blog/post-15", az: "/blog/post-15-az", ru: "/blog/post-15-ru" },
    });
    expect(a.blocks.map((b) => b.name)).toEqual(["text_banner", "text_product_banner", "text_product_image_banner", "youtube_video_banner", "text_product_banner"]);
    expect(a.blocks[0].data).toEqual({ headline: "Summer (az)", subHeadline: "plain" });
    expect(a.blocks[1].data).toMatchObject({ headline: "Wear it (az)", desc: "<p>Linen</p> (az)", side: "left", productId: ids.shirt });
    expect(a.blocks[1].data.product).toEqual({
      id: ids.shirt,
      title: "Linen shirt az",
      route: `/product-${ids.shirt}-az`,
      image: `products/${ids.shirt}/1.png`,
      price: 8000,
      priceOld: 10000,
      priceInStore: false,
    });
    expect(a.blocks[2].data.product).toBeNull(); // hidden product
    expect(a.blocks[3].data).toEqual({ videoId: "abc123" });
    // the lowest variant price with its own old price
    expect(a.blocks[4].data.product).toMatchObject({ id: ids.sized, price: 7000, priceOld: 7500 });
  });

  it("finds an article by slug and answers 404 for unknown or unpublished ones", async () => {
    expect((await call<Article>("articles/info/post-2")).data!.title).toBe("Post 2");
    for (const id of [String(ids.draft), "999999", "future", "nope"]) {
      const res = await call(`articles/info/${id}`);
      expect(res.status).toBe(404);
      expect(res.error).toBe("Article not found");
    }
    expect((await call("articles/info/nope", { lang: "ru" })).error).toBe("Статья не найдена");
  });

  it("lists article categories", async () => {
    const res = await call<ArticleCategory[]>("article-categories", { lang: "ru" }, { method: "GET" });
    expect(res.data).toEqual([
      { id: ids.news, slug: "news", title: "News (ru)", route: "/blog/news-ru" },
      { id: ids.style, slug: "style", title: "Style (ru)", route: null },
    ]);
  });
});

describe("branches, pages, delivery areas", () => {
  it("lists branches in order with city titles", async () => {
    const res = await call<Branch[]>("branches", { lang: "az" }, { method: "GET" });
    expect(res.data!.map((b) => b.title)).toEqual(["28 Mall (az)", "Ganjlik (az)"]);
    expect(res.data![1]).toMatchObject({
      city: { title: "Bakı" },
      address: "Fatali Khan Khoyski 1 (az)",
      googleEmbed: "https://maps.example/embed?1",
      latitude: 40.4093,
      longitude: 49.8671,
      phone: "+994 12 555 55 55",
      hours: "10:00–22:00 (az)",
      isPickup: true,
    });
    expect(res.data![0]).toMatchObject({ phone: null, hours: null, isPickup: false });
  });

  it("answers a page by key or id, 404 otherwise", async () => {
    const byKey = await call<Page>("pages/info/delivery", { lang: "ru" }, { method: "GET" });
    expect(byKey.data).toMatchObject({ key: "delivery", title: "Доставка", content: "<p>Fast</p> (ru)", routes: {} });
    const byId = await call<Page>(`pages/info/${ids.about}`);
    expect(byId.data).toMatchObject({ key: "about", title: "About us", routes: { en: "/about-us", az: "/about-us-az" } });
    const missing = await call("pages/info/nothing");
    expect(missing.status).toBe(404);
    expect(missing.error).toBe("Page not found");
  });

  it("answers the delivery tree with inherited fees", async () => {
    const res = await call<DeliveryArea[]>("delivery-areas", { lang: "az" }, { method: "GET" });
    const [baku, ganja] = res.data!;
    expect(baku).toMatchObject({ code: "baku", level: "city", title: "Bakı", fee: 500, noDelivery: false });
    expect(baku.children.map((d) => [d.code, d.fee])).toEqual([
      ["yasamal", 500],
      ["khazar", 800],
    ]);
    expect(baku.children[0].children).toEqual([
      expect.objectContaining({ code: "yasamal-1", level: "place", fee: 500, title: "Yasamal 1 (az)", children: [] }),
    ]);
    expect(ganja).toMatchObject({ title: "Gəncə", fee: 1000, noDelivery: true });
    expect(ganja.children[0]).toMatchObject({ code: "ganja-c", noDelivery: true, fee: 1000 });
  });
});

describe("home banners", () => {
  const get = (path: string) => app.fetch(new Request(`http://test${path}`));

  it("serves /d/{lang}.json with the sections of that language, cached for 5 minutes", async () => {
    const res = await get("/d/en.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    const body = (await res.json()) as HomeDefinitions;
    expect(body.lang).toBe("en");
    expect(body.sections.map((s) => s.type)).toEqual(["main_slider", "double_banner", "big_banner", "group_products", "new_products"]);
    expect(body.sections[0]).toMatchObject({
      type: "main_slider",
      items: [{ type: "image", image: "s1.png", mbImage: "s1m.png", title: "New season", subtitle: "Up to 50%", route: "/new", video: null }],
    });
    expect(body.sections[1]).toMatchObject({
      type: "double_banner",
      items: [{ image: "d1.png", type: "image", contentType: "default", margin: false }, { image: "d2.png" }],
      text: { title: "Duo", desc: "Two looks", link: { to: "/duo", label: "" } },
    });
    expect(body.sections[2]).toMatchObject({
      type: "big_banner",
      items: [{ type: "video", video: "v.mp4", link: { to: "/autumn", label: "Shop" }, contentType: "top", fullWidth: true }],
    });
    expect(body.sections[3]).toMatchObject({ type: "group_products", productGroupId: 7, title: "Picks", route: "/picks" });

    const az = (await (await get("/d/az.json")).json()) as HomeDefinitions;
    expect(az).toMatchObject({ lang: "az", sections: [{ type: "main_slider", items: [{ title: "Yeni mövsüm" }] }] });
    const ru = (await (await get("/d/ru.json")).json()) as HomeDefinitions;
    expect(ru.sections).toEqual([]);
  });

  it.each(["/d/de.json", "/d/en.txt", "/d/en", "/d/..%2Fen.json"])("answers 404 for %s", async (path) => {
    expect((await get(path)).status).toBe(404);
  });

  it("answers the same definitions through the API call", async () => {
    const res = await call<HomeDefinitions>("home-sections", { lang: "en" }, { method: "GET" });
    const direct = await (await get("/d/en.json")).json();
    expect(res.data).toEqual(direct);
  });
});

describe("newsletter", () => {
  const count = async (email: string) =>
    (await database.query<{ n: number }>(sql`select count(*)::int as n from ${newsletterSubscriptions} where email = ${email}`))[0].n;

  it("subscribes once per address; a repeat is a success too", async () => {
    const first = await call<{ message: string }>("subscriptions/send", { email: "leyla.m@example.az" });
    expect(first).toMatchObject({ ok: true, data: { message: "You have successfully subscribed" } });
    const again = await call<{ message: string }>("subscriptions/send", { email: "  leyla.M@Example.AZ " });
    expect(again.ok).toBe(true);
    expect(await count("leyla.m@example.az")).toBe(1);
  });

  it("answers the message in the payload's language", async () => {
    const res = await call<{ message: string }>("subscriptions/send", { email: "ru.user@example.ru", lang: "ru" });
    expect(res.data!.message).toBe("Вы успешно подписались");
    const [row] = await database.query<{ lang: string }>(sql`select lang from ${newsletterSubscriptions} where email = 'ru.user@example.ru'`);
    expect(row.lang).toBe("ru");
  });

  it("puts a wrong or missing email under errors.email", async () => {
    const wrong = await call("subscriptions/send", { email: "Not an email" });
    expect(wrong.status).toBe(422);
    expect(wrong.ok).toBe(false);
    expect(wrong.errors).toEqual({ email: "Wrong email address" });
    expect((await call("subscriptions/send", {})).errors).toEqual({ email: "Required field" });
    expect((await call("subscriptions/send", { email: "x@y", lang: "az" })).errors).toEqual({ email: "E-poçt ünvanı yanlışdır" });
  });

  it("stores nothing when the honeypot is filled", async () => {
    const res = await call("subscriptions/send", { email: "bot@spam.com", website: "http://spam" });
    expect(res.ok).toBe(true);
    expect(await count("bot@spam.com")).toBe(0);
  });
});

describe("feedback", () => {
  const good = { type: "question", firstName: "Anar", lastName: "Mammadov", email: "anar@example.az", mobile: "+994 50 123 45 67", message: "Where is my order?" };

  it("stores the feedback with the normalised mobile", async () => {
    const res = await call<{ message: string }>("feedbacks/send", good);
    expect(res).toMatchObject({ ok: true, data: { message: "Your feedback has been sent successfully" } });
    const [row] = await db.select().from(feedbacks).where(sql`email = 'anar@example.az'`);
    expect(row).toMatchObject({ type: "question", firstName: "Anar", mobile: "994501234567", message: "Where is my order?", lang: "en" });
    const az = await call<{ message: string }>("feedbacks/send", { ...good, message: "", lang: "az" });
    expect(az.data!.message).toBe("Müraciətiniz uğurla göndərildi");
  });

  it("requires type, names, email and mobile and checks their form", async () => {
    const empty = await call("feedbacks/send", { message: "hi" });
    expect(empty.status).toBe(422);
    expect(empty.errors).toEqual({
      type: "Required field",
      firstName: "Required field",
      lastName: "Required field",
      email: "Required field",
      mobile: "Required field",
    });
    const wrong = await call("feedbacks/send", { ...good, email: "anar@", mobile: "+994 50 123 45" });
    expect(wrong.errors).toEqual({ email: "Wrong email address", mobile: "Wrong mobile number" });
    expect((await call("feedbacks/send", { ...good, type: "hack" })).errors).toEqual({ type: "Invalid value" });
    expect((await call("feedbacks/send", { ...good, mobile: "12", lang: "ru" })).errors).toEqual({ mobile: "Неверный номер мобильного телефона" });
  });

  it("stores nothing when the honeypot is filled", async () => {
    const res = await call("feedbacks/send", { ...good, email: "bot@spam.com", website: "x" });
    expect(res.ok).toBe(true);
    expect(await db.select().from(feedbacks).where(sql`email = 'bot@spam.com'`)).toEqual([]);
  });
});

describe("cart statistics", () => {
  it("records an added item", async () => {
    const res = await call("cart-statistic/items-to-cart", { productId: ids.shirt, size: "M", qty: 2 }, { headers: { "user-agent": "TestBrowser/1" } });
    expect(res).toMatchObject({ ok: true, data: { recorded: true } });
    await call("cart-statistic/items-to-cart", { productId: String(ids.shirt), qty: "1", agent: "Given agent" });
    const rows = await db.select().from(cartStatistics).where(sql`product_id = ${ids.shirt}`).orderBy(cartStatistics.id);
    expect(rows.map((r) => [r.size, r.qty, r.agent])).toEqual([
      ["M", 2, "TestBrowser/1"],
      ["", 1, "Given agent"],
    ]);
  });

  it("validates the item and refuses unknown products", async () => {
    const bad = await call("cart-statistic/items-to-cart", { productId: "abc", qty: 0 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.errors!).sort()).toEqual(["productId", "qty"]);
    expect((await call("cart-statistic/items-to-cart", { qty: 1 })).errors).toEqual({ productId: "Required field" });
    const unknown = await call("cart-statistic/items-to-cart", { productId: 999999, qty: 1 });
    expect(unknown.status).toBe(404);
  });
});
