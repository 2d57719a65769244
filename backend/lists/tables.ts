/**
 * The tables the lists module owns (only this module writes them; see docs/architecture.md,
 * "Module ownership"). backend/db/schema.ts re-exports them for drizzle-kit and the queries.
 */
import { integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "../db/columns.ts";
import { products } from "../catalog/tables.ts";
import { users } from "../users/tables.ts";

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

export const cartStatistics = pgTable("cart_statistics", {
  id: serial("id").primaryKey(),
  productId: integer("product_id").notNull(),
  size: text("size").notNull().default(""),
  qty: integer("qty").notNull(),
  agent: text("agent").notNull().default(""),
  createdAt: createdAt(),
});
