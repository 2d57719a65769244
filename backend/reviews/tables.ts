/**
 * The tables the reviews module owns (only this module writes them; see docs/architecture.md,
 * "Module ownership"). backend/db/schema.ts re-exports them for drizzle-kit and the queries.
 */
import { index, integer, pgTable, serial, smallint, text } from "drizzle-orm/pg-core";
import type { Lang } from "../core/lang.ts";
import { createdAt } from "../db/columns.ts";
import { products } from "../catalog/tables.ts";

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
