/** Rows of the non-product content: collections, groups, sets, gifts, blog, pages, menus, home, places, reviews. */
import type { I18n, Lang } from "../schema.ts";
import * as s from "../schema.ts";
import { bannerImagePath } from "../../media/kinds.ts";
import { t } from "./data/catalog.ts";
import { ARTICLE_CATEGORIES, ARTICLES, type BlockDef, type LinkDef } from "./data/articles.ts";
import { COLLECTIONS, GIFTS, GROUPS, SETS, type Ref } from "./data/merch.ts";
import { PAGES } from "./data/pages.ts";
import { BRANCHES, DELIVERY_AREAS, googleEmbed, type AreaDef } from "./data/places.ts";
import { APPAREL_TEXTS, GOODS_TEXTS, REVIEWERS } from "./data/reviews.ts";
import { createRng } from "./prng.ts";
import { DEMO_PRODUCTS, productIdOf, setOptionPrice, type ProductSummary } from "./products.ts";
import { LANGS, type Taxonomy } from "./taxonomy.ts";
import { latinSlug } from "./translit.ts";

type Row<T extends { $inferInsert: unknown }> = T["$inferInsert"];
const DAY = 86_400_000;

const perLang = (fn: (lang: Lang) => string): I18n => ({ az: fn("az"), en: fn("en"), ru: fn("ru") });

export interface ContentContext {
  taxonomy: Taxonomy;
  total: number;
  now: Date;
  /** summaries of the products the content refers to (at least the demo range) */
  product(id: number): ProductSummary | undefined;
}

/* ───────── collections and groups ───────── */

export function collectionRows() {
  const collections: Row<typeof s.collections>[] = [];
  const routes: Row<typeof s.routes>[] = [];
  const paths = new Map<string, I18n>();
  COLLECTIONS.forEach((c, i) => {
    const id = i + 1;
    collections.push({
      id,
      slug: c.slug.en,
      title: c.title,
      headline: c.headline,
      desc: c.desc,
      image: bannerImagePath(`collection-${c.key}-${c.kind}-${c.color}`, 1600, 900),
      sort: i,
    });
    const p = perLang((lang) => `/collections/${c.slug[lang]}`);
    paths.set(c.key, p);
    for (const lang of LANGS) routes.push({ lang, path: p[lang], entityType: "collection", entityId: id });
  });
  return { collections, routes, paths };
}

export function groupRows(ctx: ContentContext) {
  const groups: Row<typeof s.productGroups>[] = [];
  const items: Row<typeof s.productGroupItems>[] = [];
  const routes: Row<typeof s.routes>[] = [];
  const paths: I18n[] = [];
  GROUPS.forEach((g, i) => {
    const id = i + 1;
    groups.push({ id, slug: g.slug.en, title: g.title, sort: i });
    g.items.forEach((ref, sort) => {
      const productId = productIdOf(ctx.taxonomy, ref);
      if (productId <= ctx.total) items.push({ groupId: id, productId, sort });
    });
    const p = perLang((lang) => `/groups/${g.slug[lang]}`);
    paths.push(p);
    for (const lang of LANGS) routes.push({ lang, path: p[lang], entityType: "product_group", entityId: id });
  });
  return { groups, items, routes, paths };
}

export function setAndGiftRows(ctx: ContentContext) {
  const sets: Row<typeof s.productSets>[] = [];
  const setItems: Row<typeof s.productSetItems>[] = [];
  const gifts: Row<typeof s.productGifts>[] = [];
  const exists = (ref: Ref) => productIdOf(ctx.taxonomy, ref) <= ctx.total;
  for (const def of SETS) {
    if (!exists(def.ref) || !def.options.every((o) => o.items.every(exists))) continue;
    const productId = productIdOf(ctx.taxonomy, def.ref);
    def.options.forEach((option, sort) => {
      const id = sets.length + 1;
      const price = setOptionPrice(ctx.taxonomy, option);
      sets.push({ id, productId, title: option.title, priceQ: price.priceQ, oldPriceQ: price.oldPriceQ, sort });
      for (const ref of option.items) setItems.push({ setId: id, productId: productIdOf(ctx.taxonomy, ref) });
    });
  }
  for (const [owner, gift] of GIFTS) {
    if (exists(owner) && exists(gift)) gifts.push({ productId: productIdOf(ctx.taxonomy, owner), giftProductId: productIdOf(ctx.taxonomy, gift) });
  }
  return { sets, setItems, gifts };
}

/* ───────── blog ───────── */

export function blogRows(ctx: ContentContext, links: (link: LinkDef) => I18n) {
  const categories: Row<typeof s.articleCategories>[] = [];
  const articles: Row<typeof s.articles>[] = [];
  const categoryLinks: Row<typeof s.articleCategoryLinks>[] = [];
  const blocks: Row<typeof s.articleBlocks>[] = [];
  const routes: Row<typeof s.routes>[] = [];
  const categoryIds = new Map<string, number>();

  ARTICLE_CATEGORIES.forEach((c, i) => {
    const id = i + 1;
    categoryIds.set(c.key, id);
    categories.push({ id, slug: latinSlug(c.title.en), title: c.title, sort: i });
    for (const lang of LANGS) routes.push({ lang, path: `/blog/category/${latinSlug(c.title[lang])}`, entityType: "article_category", entityId: id });
  });

  ARTICLES.forEach((a, i) => {
    const id = i + 1;
    const art = `article-${id}-${a.kind}-${a.color}`;
    articles.push({
      id,
      slug: latinSlug(a.title.en),
      title: a.title,
      desc: a.desc,
      horizontalImage: bannerImagePath(art, 1200, 800),
      coverImage: bannerImagePath(art, 1920, 800),
      mobileCoverImage: bannerImagePath(art, 800, 1000),
      status: "on",
      publishedAt: new Date(ctx.now.getTime() - a.daysAgo * DAY - (i + 1) * 3_600_000),
    });
    for (const key of a.categories) categoryLinks.push({ articleId: id, categoryId: categoryIds.get(key)! });
    for (const lang of LANGS) routes.push({ lang, path: `/blog/${latinSlug(a.title[lang])}`, entityType: "article", entityId: id });
    a.blocks.forEach((block, sort) => {
      const data = blockData(ctx, block, `article-${id}-block-${sort + 1}-${a.kind}-${a.color}`, links);
      if (data) blocks.push({ id: blocks.length + 1, articleId: id, sort, name: block.name, data });
    });
  });
  return { categories, articles, categoryLinks, blocks, routes };
}

/**
 * Block data: text fields (headline, subHeadline, desc) and `route` are {az, en, ru} objects
 * (desc is trusted html); image/mobImage are image recipes; productId points at a product.
 */
function blockData(ctx: ContentContext, block: BlockDef, imageId: string, links: (link: LinkDef) => I18n): Record<string, unknown> | null {
  const image = bannerImagePath(imageId, 1600, 900);
  const mobImage = bannerImagePath(imageId, 800, 1000);
  const productId = "product" in block ? productIdOf(ctx.taxonomy, block.product) : undefined;
  if (productId !== undefined && productId > ctx.total) return null;
  switch (block.name) {
    case "text_banner":
      return { headline: block.headline, desc: block.desc };
    case "text_product_banner":
      return { headline: block.headline, desc: block.desc, productId, side: block.side };
    case "text_product_image_banner":
      return { headline: block.headline, desc: block.desc, productId, side: block.side, image, mobImage };
    case "blog_image_text_banner":
      return { headline: block.headline, subHeadline: block.subHeadline, desc: block.desc, side: block.side, image, mobImage, route: block.link ? links(block.link) : null };
    case "blog_big_image_text_banner":
      return { headline: block.headline, subHeadline: block.subHeadline, desc: block.desc, image, mobImage, route: block.link ? links(block.link) : null };
    case "youtube_video_banner":
      return { headline: block.headline, videoId: block.videoId };
    case "blog_big_banner":
      return { headline: block.headline, subHeadline: block.subHeadline, image: bannerImagePath(imageId, 1920, 800), mobImage, route: block.link ? links(block.link) : null };
    case "image_banner":
      return { headline: block.headline, image, mobImage, route: block.link ? links(block.link) : null };
  }
}

/* ───────── pages, menus, home ───────── */

export function pageRows() {
  const pages: Row<typeof s.pages>[] = [];
  const routes: Row<typeof s.routes>[] = [];
  const ids = new Map<string, number>();
  const paths = new Map<string, I18n>();
  PAGES.forEach((p, i) => {
    const id = i + 1;
    ids.set(p.key, id);
    paths.set(p.key, p.path);
    pages.push({ id, key: p.key, title: p.title, content: p.content });
    for (const lang of LANGS) routes.push({ lang, path: p.path[lang], entityType: "page", entityId: id });
  });
  return { pages, routes, ids, paths };
}

export function menuRows(ctx: ContentContext, pageIds: Map<string, number>) {
  const items: Row<typeof s.menuItems>[] = [];
  const add = (row: Omit<Row<typeof s.menuItems>, "id">) => {
    const id = items.length + 1;
    items.push({ id, ...row });
    return id;
  };
  // main: the category tree, 3 levels (promo images live on the top categories' `popular`)
  const menuIdOfCategory = new Map<number, number>();
  for (const c of ctx.taxonomy.categories) {
    const parentId = c.parentId ? menuIdOfCategory.get(c.parentId)! : null;
    const flags: Record<string, boolean> = {};
    if (!c.parentId) flags.allText = true;
    if (c.slug === "sport" || c.slug === "beauty") flags.new = true;
    const id = add({ menu: "main", parentId, title: c.title, entityType: "category", entityId: c.id!, sort: c.sort ?? 0, flags });
    menuIdOfCategory.set(c.id!, id);
  }
  const pageItem = (menu: string, key: string, sort: number, title: I18n) =>
    add({ menu, parentId: null, title, entityType: "page", entityId: pageIds.get(key)!, sort });
  pageItem("company", "about", 0, t("About us", "Haqqımızda", "О нас"));
  pageItem("company", "contact", 1, t("Contact", "Əlaqə", "Контакты"));
  add({ menu: "company", parentId: null, title: t("Our stores", "Mağazalarımız", "Наши магазины"), link: "/branches", sort: 2 });
  pageItem("for_customer", "payment", 0, t("Payment", "Ödəniş", "Оплата"));
  pageItem("for_customer", "delivery", 1, t("Delivery", "Çatdırılma", "Доставка"));
  pageItem("for_customer", "returns", 2, t("Returns & exchanges", "Qaytarma və dəyişmə", "Возврат и обмен"));
  add({ menu: "for_customer", parentId: null, title: t("Blog", "Bloq", "Блог"), link: "/blog", sort: 3 });
  return items;
}

/**
 * Home sections, one set per language (texts and routes already in that language; routes
 * have no language prefix). Shapes:
 *   main_slider    {items: CarouselItem[]}           CarouselItem {type, route, image, mbImage, video, title, subtitle}
 *   double_banner  {items: Banner[2], text: {title, desc, link: {to, label}}}
 *   big_banner     {banner: Banner}
 *   new_products   {title, route}
 *   group_products {productGroupId, title, route}
 *   sale_products  {title, route}
 * Banner {type: "image", image, mbImage, video, title, desc, link: {to, label}, contentType, margin, fullWidth}
 */
export function homeRows(
  ctx: ContentContext,
  paths: { collection: Map<string, I18n>; group: I18n[]; page: Map<string, I18n> },
) {
  const rows: Row<typeof s.homeSections>[] = [];
  const womenPath = ctx.taxonomy.categoryPaths.get(ctx.taxonomy.topIds.get("women")!)!;
  const menPath = ctx.taxonomy.categoryPaths.get(ctx.taxonomy.topIds.get("men")!)!;
  const slide = (id: string, title: I18n, subtitle: I18n, route: I18n) => (lang: Lang) => ({
    type: "image",
    route: route[lang],
    image: bannerImagePath(id, 1920, 800),
    mbImage: bannerImagePath(id, 800, 1000),
    video: null,
    title: title[lang],
    subtitle: subtitle[lang],
  });
  const slides = [
    slide(
      "slide-1-dress-b52a30",
      t("New season, new colours", "Yeni mövsüm, yeni rənglər", "Новый сезон — новые цвета"),
      t("Fresh arrivals every week", "Hər həftə yeni məhsullar", "Новинки каждую неделю"),
      perLang(() => "/newin"),
    ),
    slide(
      "slide-2-shirt-d9c4a3",
      t("The Linen Edit", "Kətan seçimi", "Льняная коллекция"),
      t("Light, airy, made for August", "Yüngül, havadar, avqust üçün", "Лёгкость для жаркого августа"),
      paths.collection.get("linen")!,
    ),
    slide(
      "slide-3-sneaker-3b6fb0",
      t("Up to 70% off", "70%-dək endirim", "Скидки до 70%"),
      t("Last sizes of the season", "Mövsümün son ölçüləri", "Последние размеры сезона"),
      perLang(() => "/sale"),
    ),
  ];
  const banner = (id: string, w: number, h: number, title: I18n, desc: I18n, to: I18n, label: I18n, contentType: string) => (lang: Lang) => ({
    type: "image",
    image: bannerImagePath(id, w, h),
    mbImage: bannerImagePath(id, 800, 1000),
    video: null,
    title: title[lang],
    desc: desc[lang],
    link: { to: to[lang], label: label[lang] },
    contentType,
    margin: true,
    fullWidth: false,
  });
  const women = banner(
    "double-women-coat-b8864f",
    960,
    1200,
    t("Women", "Qadın", "Женщинам"),
    t("Dresses, denim and soft tailoring", "Donlar, cins və yumşaq klassika", "Платья, деним и мягкий крой"),
    womenPath,
    t("Shop women", "Qadın kolleksiyası", "Смотреть женское"),
    "bottom",
  );
  const men = banner(
    "double-men-jacket-43474e",
    960,
    1200,
    t("Men", "Kişi", "Мужчинам"),
    t("Shirts, knitwear and outerwear", "Köynəklər, trikotaj və üst geyim", "Рубашки, трикотаж и верхняя одежда"),
    menPath,
    t("Shop men", "Kişi kolleksiyası", "Смотреть мужское"),
    "bottom",
  );
  const big = banner(
    "big-home-lamp-d6a22a",
    1920,
    700,
    t("Cosy Home", "İsti ev", "Уютный дом"),
    t("Ceramics, lamps and candles for slow evenings", "Sakit axşamlar üçün keramika, lampalar və şamlar", "Керамика, лампы и свечи для неспешных вечеров"),
    paths.collection.get("home")!,
    t("Discover", "Kəşf edin", "Смотреть"),
    "default",
  );
  const aboutText = {
    title: t("Made to last", "Uzunömürlü", "Сделано на годы"),
    desc: t(
      "Clothes, shoes and homeware that are well made, fairly priced and meant to be used for years. Free exchanges in Baku.",
      "Yaxşı tikilmiş, ədalətli qiymətli və illərlə istifadə üçün nəzərdə tutulmuş geyim, ayaqqabı və ev əşyaları. Bakıda pulsuz dəyişmə.",
      "Одежда, обувь и товары для дома, которые хорошо сделаны, честно стоят и служат годами. Бесплатный обмен по Баку.",
    ),
    label: t("About us", "Haqqımızda", "О нас"),
  };
  for (const lang of LANGS) {
    let sort = 0;
    const push = (type: string, data: Record<string, unknown>) => rows.push({ id: rows.length + 1, lang, type, sort: sort++, data });
    push("main_slider", { items: slides.map((s) => s(lang)) });
    push("new_products", { title: t("New in", "Yeni gələnlər", "Новинки")[lang], route: "/newin" });
    push("double_banner", {
      items: [women(lang), men(lang)],
      text: { title: aboutText.title[lang], desc: aboutText.desc[lang], link: { to: paths.page.get("about")![lang], label: aboutText.label[lang] } },
    });
    push("group_products", { productGroupId: 1, title: GROUPS[0].title[lang], route: paths.group[0][lang] });
    push("big_banner", { banner: big(lang) });
    push("sale_products", { title: t("Sale", "Endirim", "Распродажа")[lang], route: "/sale" });
    push("group_products", { productGroupId: 2, title: GROUPS[1].title[lang], route: paths.group[1][lang] });
  }
  return rows;
}

/* ───────── places ───────── */

export function placeRows() {
  const areas: Row<typeof s.deliveryAreas>[] = [];
  const level = ["city", "district", "place"] as const;
  const walk = (defs: AreaDef[], parentId: number | null, depth: number) => {
    defs.forEach((d, sort) => {
      const id = areas.length + 1;
      areas.push({ id, parentId, code: d.code, level: level[depth], title: d.title, feeQ: d.feeQ ?? null, noDelivery: d.noDelivery ?? false, sort });
      if (d.children) walk(d.children, id, depth + 1);
    });
  };
  walk(DELIVERY_AREAS, null, 0);
  const branches: Row<typeof s.branches>[] = BRANCHES.map((b, i) => ({
    id: i + 1,
    title: b.title,
    cityTitle: t("Baku", "Bakı", "Баку"),
    address: b.address,
    phone: b.phone,
    hours: b.hours,
    googleEmbed: googleEmbed(b.latitude, b.longitude),
    latitude: b.latitude,
    longitude: b.longitude,
    isPickup: b.isPickup,
    sort: i,
  }));
  return { areas, branches };
}

/* ───────── reviews ───────── */

const APPAREL_TOPS = new Set(["women", "men", "kids"]);
const APPAREL_LEAVES = new Set(["sport-leggings", "sport-tops", "sport-running-shoes"]);

export function reviewRows(ctx: ContentContext, demoUserId: number) {
  const rng = createRng("reviews");
  const demoRange = Math.min(ctx.total, DEMO_PRODUCTS);
  const eligible: ProductSummary[] = [];
  for (let id = 1; id <= demoRange; id++) {
    const p = ctx.product(id);
    if (p && p.stock > 0) eligible.push(p);
  }
  const chosen = rng.sample(eligible, Math.min(32, eligible.length));
  const rows: Row<typeof s.reviews>[] = [];
  const gradeOf = () => {
    const r = rng.next();
    return (r < 0.5 ? 5 : r < 0.8 ? 4 : r < 0.93 ? 3 : 2) as 5 | 4 | 3 | 2;
  };
  for (const product of chosen) {
    const count = rng.int(1, 3);
    const leafInfo = ctx.taxonomy.leafByKey.get(product.leaf)!;
    const apparel = APPAREL_TOPS.has(leafInfo.top.key) || APPAREL_LEAVES.has(product.leaf);
    for (let k = 0; k < count; k++) {
      const r = rng.next();
      const lang: Lang = r < 0.5 ? "az" : r < 0.75 ? "en" : "ru";
      const grade = gradeOf();
      const person = rng.pick(REVIEWERS[lang]);
      const texts = (apparel ? APPAREL_TEXTS : GOODS_TEXTS)[lang][grade];
      rows.push({
        id: rows.length + 1,
        productId: product.id,
        userId: null,
        fullName: person.name,
        email: person.email,
        rating: grade,
        review: rng.pick(texts),
        status: "on",
        lang,
        ip: null,
        createdAt: new Date(ctx.now.getTime() - rng.int(1, 120) * DAY - rng.int(0, 23) * 3_600_000),
      });
    }
  }
  // the demo customer's own review, and two waiting for moderation (not counted)
  if (chosen[0]) {
    rows.push({
      id: rows.length + 1,
      productId: chosen[0].id,
      userId: demoUserId,
      fullName: "Aysel Məmmədova",
      email: "demo@bazaar.az",
      rating: 5,
      review: APPAREL_TEXTS.az[5][0],
      status: "on",
      lang: "az",
      createdAt: new Date(ctx.now.getTime() - 2 * DAY),
    });
  }
  for (const product of chosen.slice(1, 3)) {
    rows.push({
      id: rows.length + 1,
      productId: product.id,
      userId: null,
      fullName: "Test Reviewer",
      email: "pending@example.com",
      rating: 1,
      review: "Waiting for moderation.",
      status: "off",
      lang: "en",
      createdAt: new Date(ctx.now.getTime() - DAY),
    });
  }
  return rows;
}
