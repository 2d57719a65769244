/**
 * The tables the catalog module owns (only this module writes them; see docs/architecture.md,
 * "Module ownership"). backend/db/schema.ts re-exports them for drizzle-kit and the queries.
 */
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { Lang } from "../core/lang.ts";
import { createdAt, i18n } from "../db/columns.ts";

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
    index("products_created_idx").on(t.createdAt, t.id),
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

/**
 * Every word of the products' search texts (folded, with a letter in it), kept by a trigger on
 * product_translations (migration search_words). Word forms and typo matches are looked up
 * here: a word never leaves, and a word no product has any more matches nothing.
 */
export const searchWords = pgTable(
  "search_words",
  { word: text("word").primaryKey() },
  (t) => [index("search_words_prefix").using("btree", sql`${t.word} text_pattern_ops`)],
);

/**
 * The deletion neighbourhood of each search word for typo lookup: the word itself, every
 * string one letter shorter (words of 4+ letters) and two letters shorter (7+ letters).
 */
export const searchWordDeletes = pgTable(
  "search_word_deletes",
  {
    del: text("del").notNull(),
    word: text("word").notNull(),
  },
  (t) => [primaryKey({ columns: [t.del, t.word] })],
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
