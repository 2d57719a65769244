/**
 * The whole commerce domain in one Drizzle schema (PostgreSQL dialect; PGlite and
 * PostgreSQL run the same migrations).
 *
 * Conventions:
 * - money is integer qəpik (1 ₼ = 100 qəpik), column names end in `Q`;
 * - short per-language texts of small entities are `jsonb` objects `{az, en, ru}` (type I18n);
 *   products keep their texts in `product_translations`, one row per language, with the
 *   folded search text used by full-text and trigram search;
 * - every language's public path of an entity is a row of `routes`.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

export type Lang = "az" | "en" | "ru";
export type I18n = Record<Lang, string>;

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const i18n = (name: string) => jsonb(name).$type<I18n>();

/* ───────────── catalogue ───────────── */

export const brands = pgTable("brands", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  image: text("image"),
  desc: i18n("desc"),
  sort: integer("sort").notNull().default(0),
});

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    parentId: integer("parent_id"),
    slug: text("slug").notNull(),
    title: i18n("title").notNull(),
    desc: i18n("desc"),
    image: text("image"),
    sort: integer("sort").notNull().default(0),
    hasHome: boolean("has_home").notNull().default(false),
    newYear: boolean("new_year").notNull().default(false),
    subType: text("sub_type"),
    /** {smallImage, smallTitle: I18n, smallRoute, bigImage, bigTitle: I18n, bigRoute} */
    popular: jsonb("popular").$type<Record<string, unknown>>(),
  },
  (t) => [index("categories_parent_idx").on(t.parentId)],
);

export const colors = pgTable("colors", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  hex: text("hex").notNull(),
  title: i18n("title").notNull(),
});

export const sizeTables = pgTable("size_tables", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  title: i18n("title").notNull(),
  /** html per language */
  content: i18n("content").notNull(),
  place: text("place").$type<"front" | "back">().notNull().default("front"),
  show: boolean("show").notNull().default(true),
  unique: boolean("unique").notNull().default(false),
});

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    sku: text("sku").notNull().unique(),
    brandId: integer("brand_id").references(() => brands.id),
    colorId: integer("color_id").references(() => colors.id),
    sizeTableId: integer("size_table_id").references(() => sizeTables.id),
    /** base price in qəpik, before the product's own discount */
    priceQ: integer("price_q").notNull(),
    /** crossed-out price shown beside the price ("old price" discount kind) */
    oldPriceQ: integer("old_price_q"),
    /** percent off the base price */
    discount: smallint("discount").notNull().default(0),
    /** buy N pay N-1 (0 = off) */
    discountItemsCount: smallint("discount_items_count").notNull().default(0),
    /** percent taken off in the basket (0 = off) */
    discountInBasket: smallint("discount_in_basket").notNull().default(0),
    /** percent off when paid in cash (0 = off) */
    cashDiscount: smallint("cash_discount").notNull().default(0),
    discountTimer: timestamp("discount_timer", { withTimezone: true }),
    priceInStore: boolean("price_in_store").notNull().default(false),
    bestSeller: boolean("best_seller").notNull().default(false),
    newIn: boolean("new_in").notNull().default(false),
    singleSell: boolean("single_sell").notNull().default(false),
    /** only card or installment payment is accepted for this product */
    onlyCard: boolean("only_card").notNull().default(false),
    isSet: boolean("is_set").notNull().default(false),
    status: text("status").$type<"active" | "hidden">().notNull().default("active"),
    rating: integer("rating_x10").notNull().default(0),
    reviewsCount: integer("reviews_count").notNull().default(0),
    /** effective lowest selling price in qəpik, kept by the catalogue for sorting and price filters */
    sortPriceQ: integer("sort_price_q").notNull().default(0),
    /**
     * Facet columns kept by database triggers (migration catalog_facet_triggers) from
     * product_categories (+ every ancestor category), product_variants (sizes in stock) and
     * product_param_values; never written by application code.
     */
    categoryIds: integer("category_ids").array().notNull().default(sql`'{}'::int[]`),
    sizes: text("sizes").array().notNull().default(sql`'{}'::text[]`),
    paramValueIds: integer("param_value_ids").array().notNull().default(sql`'{}'::int[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index("products_brand_idx").on(t.brandId),
    index("products_color_idx").on(t.colorId),
    index("products_sort_price_idx").on(t.sortPriceQ),
    index("products_created_idx").on(t.createdAt),
    index("products_category_ids_gin").using("gin", t.categoryIds),
    index("products_sizes_gin").using("gin", t.sizes),
    index("products_param_value_ids_gin").using("gin", t.paramValueIds),
  ],
);

export const productTranslations = pgTable(
  "product_translations",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    lang: text("lang").$type<Lang>().notNull(),
    title: text("title").notNull(),
    /** html */
    desc: text("desc").notNull().default(""),
    /** html of the Specification tab */
    spec: text("spec").notNull().default(""),
    discountCategoryTitle: text("discount_category_title"),
    paymentTypeMessage: text("payment_type_message"),
    /** lowercase title + brand + category words, folded (ə→e, ş→s, …) for search */
    searchText: text("search_text").notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.lang] }),
    index("product_translations_search_trgm").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("product_translations_search_fts").using("gin", sql`to_tsvector('simple', ${t.searchText})`),
  ],
);

/** Sizes of a product with their own stock (a product without sizes has one variant with size ''). */
export const productVariants = pgTable(
  "product_variants",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    size: text("size").notNull().default(""),
    sort: integer("sort").notNull().default(0),
    /** overrides the product price when set */
    priceQ: integer("price_q"),
    oldPriceQ: integer("old_price_q"),
    stock: integer("stock").notNull().default(0),
  },
  (t) => [
    uniqueIndex("product_variants_product_size").on(t.productId, t.size),
    index("product_variants_size_idx").on(t.size),
  ],
);

export const productImages = pgTable(
  "product_images",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** path below the image store, e.g. products/12/1.png */
    path: text("path").notNull(),
    withPad: boolean("with_pad").notNull().default(false),
    /** gallery order; sort 0 is the card image, sort 1 the hover (outfit) image */
    sort: integer("sort").notNull().default(0),
    alt: i18n("alt"),
  },
  (t) => [index("product_images_product_idx").on(t.productId, t.sort)],
);

export const productCategories = pgTable(
  "product_categories",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index("product_categories_cat_idx").on(t.categoryId)],
);

/** Filterable parameters (param_{name}) and their values. */
export const params = pgTable("params", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  title: i18n("title").notNull(),
  filterable: boolean("filterable").notNull().default(true),
  sort: integer("sort").notNull().default(0),
});

export const paramValues = pgTable(
  "param_values",
  {
    id: serial("id").primaryKey(),
    paramId: integer("param_id")
      .notNull()
      .references(() => params.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    title: i18n("title").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("param_values_param_slug").on(t.paramId, t.slug)],
);

export const productParamValues = pgTable(
  "product_param_values",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    paramValueId: integer("param_value_id")
      .notNull()
      .references(() => paramValues.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.paramValueId] }), index("product_param_values_value_idx").on(t.paramValueId)],
);

export const badges = pgTable("badges", {
  id: serial("id").primaryKey(),
  name: i18n("name").notNull(),
  image: text("image"),
  color: text("color").notNull().default("#111827"),
});

export const productBadges = pgTable(
  "product_badges",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    badgeId: integer("badge_id")
      .notNull()
      .references(() => badges.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.badgeId] })],
);

/** Products given free with a product. */
export const productGifts = pgTable(
  "product_gifts",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    giftProductId: integer("gift_product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.giftProductId] })],
);

/** Set options of a set product (the cart line's `option`). */
export const productSets = pgTable("product_sets", {
  id: serial("id").primaryKey(),
  productId: integer("product_id")
    .notNull()
    .references(() => products.id, { onDelete: "cascade" }),
  title: i18n("title").notNull(),
  priceQ: integer("price_q").notNull(),
  oldPriceQ: integer("old_price_q"),
  sort: integer("sort").notNull().default(0),
});

export const productSetItems = pgTable(
  "product_set_items",
  {
    setId: integer("set_id")
      .notNull()
      .references(() => productSets.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.setId, t.productId] })],
);

export const collections = pgTable("collections", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: i18n("title").notNull(),
  headline: i18n("headline"),
  desc: i18n("desc"),
  image: text("image"),
  sort: integer("sort").notNull().default(0),
});

export const productCollections = pgTable(
  "product_collections",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    collectionId: integer("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.collectionId] }), index("product_collections_col_idx").on(t.collectionId)],
);

export const productGroups = pgTable("product_groups", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: i18n("title").notNull(),
  sort: integer("sort").notNull().default(0),
});

export const productGroupItems = pgTable(
  "product_group_items",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => productGroups.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.productId] })],
);

/* ───────────── routing and content ───────────── */

export type RouteEntity =
  | "product"
  | "category"
  | "collection"
  | "brand"
  | "product_group"
  | "article"
  | "article_category"
  | "page";

/** Each language's public path (without the language prefix) of an entity. */
export const routes = pgTable(
  "routes",
  {
    id: serial("id").primaryKey(),
    lang: text("lang").$type<Lang>().notNull(),
    /** starts with '/', no language prefix, no trailing slash */
    path: text("path").notNull(),
    entityType: text("entity_type").$type<RouteEntity>().notNull(),
    entityId: integer("entity_id").notNull(),
    /** an old path that now answers a redirect to this entity's current path */
    isRedirect: boolean("is_redirect").notNull().default(false),
  },
  (t) => [
    uniqueIndex("routes_lang_path").on(t.lang, t.path),
    index("routes_entity_idx").on(t.entityType, t.entityId, t.lang),
  ],
);

/** Home sections per language: main_slider, double_banner, big_banner, new_products, group_products, sale_products. */
export const homeSections = pgTable("home_sections", {
  id: serial("id").primaryKey(),
  lang: text("lang").$type<Lang>().notNull(),
  type: text("type").notNull(),
  sort: integer("sort").notNull().default(0),
  data: jsonb("data").$type<Record<string, unknown>>().notNull(),
});

/** Menus: main (navigation), company, for_customer. */
export const menuItems = pgTable(
  "menu_items",
  {
    id: serial("id").primaryKey(),
    menu: text("menu").notNull(),
    parentId: integer("parent_id"),
    title: i18n("title").notNull(),
    /** a linked entity's route is used when set, else `link` (per language) */
    entityType: text("entity_type").$type<RouteEntity>(),
    entityId: integer("entity_id"),
    link: text("link"),
    sort: integer("sort").notNull().default(0),
    flags: jsonb("flags").$type<Record<string, boolean>>(),
  },
  (t) => [index("menu_items_menu_idx").on(t.menu, t.sort)],
);

export const pages = pgTable("pages", {
  id: serial("id").primaryKey(),
  key: text("key").notNull().unique(),
  title: i18n("title").notNull(),
  /** html per language */
  content: i18n("content").notNull(),
});

export const articleCategories = pgTable("article_categories", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: i18n("title").notNull(),
  sort: integer("sort").notNull().default(0),
});

export const articles = pgTable("articles", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: i18n("title").notNull(),
  desc: i18n("desc").notNull(),
  horizontalImage: text("horizontal_image"),
  coverImage: text("cover_image"),
  mobileCoverImage: text("mobile_cover_image"),
  status: text("status").$type<"on" | "off">().notNull().default("on"),
  publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
});

export const articleCategoryLinks = pgTable(
  "article_category_links",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => articleCategories.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.categoryId] })],
);

/**
 * Article blocks: name is one of text_banner, text_product_banner, text_product_image_banner,
 * blog_image_text_banner, blog_big_image_text_banner, youtube_video_banner, blog_big_banner,
 * image_banner. Text fields inside `data` (headline, subHeadline, desc) are I18n objects.
 */
export const articleBlocks = pgTable(
  "article_blocks",
  {
    id: serial("id").primaryKey(),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    sort: integer("sort").notNull().default(0),
    name: text("name").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index("article_blocks_article_idx").on(t.articleId, t.sort)],
);

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userId: integer("user_id"),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    rating: smallint("rating").notNull(),
    review: text("review").notNull(),
    status: text("status").$type<"on" | "off">().notNull().default("on"),
    lang: text("lang").$type<Lang>().notNull().default("en"),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [index("reviews_product_idx").on(t.productId, t.status)],
);

/* ───────────── delivery and branches ───────────── */

/** city > district > place. `code` is the value sent in forms (e.g. baku). */
export const deliveryAreas = pgTable(
  "delivery_areas",
  {
    id: serial("id").primaryKey(),
    parentId: integer("parent_id"),
    code: text("code").notNull(),
    level: text("level").$type<"city" | "district" | "place">().notNull(),
    title: i18n("title").notNull(),
    /** delivery fee in qəpik; null inherits the parent's */
    feeQ: integer("fee_q"),
    /** no delivery to this area */
    noDelivery: boolean("no_delivery").notNull().default(false),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("delivery_areas_code").on(t.code), index("delivery_areas_parent_idx").on(t.parentId)],
);

export const branches = pgTable("branches", {
  id: serial("id").primaryKey(),
  title: i18n("title").notNull(),
  cityTitle: i18n("city_title").notNull(),
  address: i18n("address").notNull(),
  phone: text("phone"),
  hours: i18n("hours"),
  googleEmbed: text("google_embed").notNull(),
  latitude: text("latitude").notNull(),
  longitude: text("longitude").notNull(),
  isPickup: boolean("is_pickup").notNull().default(false),
  sort: integer("sort").notNull().default(0),
});

/* ───────────── accounts ───────────── */

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").unique(),
  /** digits only, with country code: 994501234567 */
  mobile: text("mobile").notNull().unique(),
  passwordHash: text("password_hash"),
  verified: boolean("verified").notNull().default(false),
  gender: text("gender"),
  birthday: text("birthday"),
  marketingConsent: boolean("marketing_consent").notNull().default(false),
  isSocial: boolean("is_social").notNull().default(false),
  photo: text("photo"),
  roles: jsonb("roles").$type<string[]>().notNull().default([]),
  loyalty: boolean("loyalty").notNull().default(false),
  /** back office: when this staff member last opened the orders list (the header's unseen count) */
  ordersSeenAt: timestamp("orders_seen_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    familyId: text("family_id").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("refresh_tokens_family_idx").on(t.familyId)],
);

export const otpCodes = pgTable(
  "otp_codes",
  {
    id: serial("id").primaryKey(),
    /** signup | remind | verify | checkout */
    purpose: text("purpose").notNull(),
    mobile: text("mobile").notNull(),
    /** the public token the form carries between the steps */
    token: text("token").notNull().unique(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    status: text("status").$type<"pending" | "used" | "cancelled">().notNull().default("pending"),
    /** what the confirmed step needs (pending signup fields, user id, checkout key) */
    payload: jsonb("payload").$type<Record<string, unknown>>(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("otp_codes_mobile_idx").on(t.mobile, t.createdAt)],
);

export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    city: text("city").notNull(),
    district: text("district"),
    place: text("place"),
    address: text("address").notNull(),
    selected: boolean("selected").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("addresses_user_idx").on(t.userId)],
);

/* ───────────── server lists ───────────── */

export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    size: text("size").notNull().default(""),
    /** set option id, 0 = none */
    option: integer("option").notNull().default(0),
    qty: integer("qty").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("cart_items_line").on(t.userId, t.productId, t.size, t.option)],
);

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    size: text("size").notNull().default(""),
    option: integer("option").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("wishlist_items_product").on(t.userId, t.productId)],
);

export const compareItems = pgTable(
  "compare_items",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("compare_items_product").on(t.userId, t.productId)],
);

/* ───────────── orders and payments ───────────── */

/** The order's life: backend/orders/transitions.ts holds the state machine. */
export type OrderStatus =
  | "new"
  | "awaiting_payment"
  | "paid"
  | "confirmed"
  | "processing"
  | "shipped"
  | "ready_for_pickup"
  | "delivered"
  | "cancelled";

export interface OrderSummary {
  subTotalQ: number;
  campaignDiscountQ: number;
  newCustomerDiscountQ: number;
  loyaltyDiscountQ: number;
  packageQ: number;
  deliveryQ: number;
  totalQ: number;
}

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    number: text("number").notNull().unique(),
    token: text("token").notNull().unique(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").$type<OrderStatus>().notNull().default("new"),
    lang: text("lang").$type<Lang>().notNull().default("en"),
    opened: boolean("opened").notNull().default(false),
    summary: jsonb("summary").$type<OrderSummary>().notNull(),
    totalQ: integer("total_q").notNull(),
    deliveryType: text("delivery_type").$type<"delivery" | "pickup">().notNull(),
    urgent: boolean("urgent").notNull().default(false),
    branchId: integer("branch_id").references(() => branches.id),
    /** firstName, lastName, email, mobile, country, city, district, place, address, deliveryNote, gift… */
    info: jsonb("info").$type<Record<string, unknown>>().notNull(),
    paymentType: text("payment_type").$type<"card" | "cash" | "installment">().notNull(),
    creditCard: text("credit_card"),
    creditMonth: smallint("credit_month"),
    paid: boolean("paid").notNull().default(false),
    loyalty: boolean("loyalty").notNull().default(false),
    utm: jsonb("utm").$type<Record<string, string>>(),
    idempotencyKey: text("idempotency_key").unique(),
    /** card and installment orders hold stock until this moment */
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    stockReleased: boolean("stock_released").notNull().default(false),
    /** a paid card or installment order was cancelled: the money goes back by hand (a manual refund is due) */
    refundDue: boolean("refund_due").notNull().default(false),
    /** the client address the order came from (unpaid holds are counted per address) */
    clientIp: text("client_ip"),
    /** who placed the order (checkout's buyerKey): a repeated idempotency key answers only this buyer */
    buyerKey: text("buyer_key"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("orders_user_idx").on(t.userId, t.createdAt), index("orders_status_hold_idx").on(t.status, t.holdExpiresAt)],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    variantId: integer("variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    size: text("size").notNull().default(""),
    option: integer("option").notNull().default(0),
    title: text("title").notNull(),
    image: text("image"),
    qty: integer("qty").notNull(),
    /** unit price as sold */
    priceQ: integer("price_q").notNull(),
    oldPriceQ: integer("old_price_q"),
    discountQ: integer("discount_q").notNull().default(0),
    totalQ: integer("total_q").notNull(),
    isGift: boolean("is_gift").notNull().default(false),
  },
  (t) => [index("order_lines_order_idx").on(t.orderId)],
);

export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    amountQ: integer("amount_q").notNull(),
    status: text("status").$type<"pending" | "approved" | "declined" | "cancelled" | "expired">().notNull().default("pending"),
    externalId: text("external_id"),
    /** masked card number, card name, RRN, result code… */
    bankResult: jsonb("bank_result").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payments_order_idx").on(t.orderId)],
);

/**
 * Every change of an order's status, checkout's own included (placed: from null). `actor_user_id`
 * is the staff member (or the shopper) who made it; null for the system (payment callbacks, the
 * hold expiry sweep, checkout).
 */
export const orderStatusHistory = pgTable(
  "order_status_history",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: text("from_status").$type<OrderStatus>(),
    toStatus: text("to_status").$type<OrderStatus>().notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    note: text("note"),
  },
  (t) => [index("order_status_history_order_idx").on(t.orderId, t.id)],
);

/** Nonces of accepted bank callbacks: a replay hits the unique index. */
export const paymentNonces = pgTable(
  "payment_nonces",
  {
    provider: text("provider").notNull(),
    nonce: text("nonce").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.nonce] })],
);

/* ───────────── marketing and logs ───────────── */

export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  id: serial("id").primaryKey(),
  email: text("email").notNull().unique(),
  lang: text("lang").$type<Lang>().notNull().default("en"),
  createdAt: createdAt(),
});

export const feedbacks = pgTable("feedbacks", {
  id: serial("id").primaryKey(),
  type: text("type").notNull(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  mobile: text("mobile").notNull(),
  message: text("message").notNull().default(""),
  lang: text("lang").$type<Lang>().notNull().default("en"),
  createdAt: createdAt(),
});

export const searchLog = pgTable("search_log", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  searchLang: text("search_lang").$type<Lang>().notNull(),
  createdAt: createdAt(),
});

export const pushSubscribers = pgTable("push_subscribers", {
  id: serial("id").primaryKey(),
  endpoint: text("endpoint").notNull().unique(),
  keys: jsonb("keys").$type<{ p256dh: string; auth: string }>().notNull(),
  lang: text("lang").$type<Lang>().notNull().default("en"),
  visits: integer("visits").notNull().default(0),
  createdAt: createdAt(),
});

export const cartStatistics = pgTable("cart_statistics", {
  id: serial("id").primaryKey(),
  productId: integer("product_id").notNull(),
  size: text("size").notNull().default(""),
  qty: integer("qty").notNull(),
  agent: text("agent").notNull().default(""),
  createdAt: createdAt(),
});

/** Outgoing SMS (the log driver keeps them here for the dev outbox; the http driver records the status). */
/** E-mails sent: every message of the `log` driver (the development outbox), a delivery record of SMTP. */
export const emailOutbox = pgTable("email_outbox", {
  id: serial("id").primaryKey(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  driver: text("driver").notNull(),
  status: text("status").notNull().default("sent"),
  createdAt: createdAt(),
});

export const smsOutbox = pgTable("sms_outbox", {
  id: serial("id").primaryKey(),
  mobile: text("mobile").notNull(),
  text: text("text").notNull(),
  driver: text("driver").notNull(),
  status: text("status").notNull().default("sent"),
  createdAt: createdAt(),
});

/* ───────────── back office ───────────── */

/** Every back-office change: who, when, which area and action, which record, before and after. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    /** the staff member (null: the system or a command line tool) */
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** shown when the actor is gone or was a tool ("npm run staff", "OWNER_MOBILE") */
    actorName: text("actor_name").notNull().default(""),
    area: text("area").notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    before: jsonb("before").$type<unknown>(),
    after: jsonb("after").$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt), index("audit_log_entity_idx").on(t.entity, t.entityId)],
);
