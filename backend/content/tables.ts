/**
 * The tables the content module owns (only this module writes them; see docs/architecture.md,
 * "Module ownership"). backend/db/schema.ts re-exports them for drizzle-kit and the queries.
 */
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { Lang } from "../core/lang.ts";
import { createdAt, i18n } from "../db/columns.ts";
import type { RouteEntity } from "../routing/tables.ts";

/** Home sections per language: main_slider, double_banner, big_banner, new_products, group_products, sale_products. */
export const homeSections = pgTable("home_sections", {
  id: serial("id").primaryKey(),
  lang: text("lang").$type<Lang>().notNull(),
  type: text("type").notNull(),
  sort: integer("sort").notNull().default(0),
  data: jsonb("data").$type<Record<string, unknown>>().notNull(),
  /** left off the home page (the back office's banners list keeps it) */
  hidden: boolean("hidden").notNull().default(false),
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
  /** off the storefront (its address answers 404; the back office keeps it) */
  hidden: boolean("hidden").notNull().default(false),
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
  /** left off the storefront (the /branches page and checkout's pickup list) */
  hidden: boolean("hidden").notNull().default(false),
  sort: integer("sort").notNull().default(0),
});

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
  /** back office: when a staff member marked it handled, and who (a users id) */
  handledAt: timestamp("handled_at", { withTimezone: true }),
  handledBy: integer("handled_by"),
  createdAt: createdAt(),
});
