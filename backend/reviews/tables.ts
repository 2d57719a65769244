/**
 * The tables the reviews module owns (only this module writes them; see docs/architecture.md,
 * "Module ownership"). backend/db/schema.ts re-exports them for drizzle-kit and the queries.
 */
import { index, integer, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
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
    /** on: published; off: waiting for moderation; hidden: refused or taken down by staff */
    status: text("status").$type<"on" | "off" | "hidden">().notNull().default("on"),
    lang: text("lang").$type<Lang>().notNull().default("en"),
    ip: text("ip"),
    /** the shop's public answer under the review (back office) */
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    /** when staff last approved or hid it */
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("reviews_product_idx").on(t.productId, t.status), index("reviews_status_idx").on(t.status, t.createdAt)],
);
