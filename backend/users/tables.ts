/**
 * The tables the users module owns (only this module writes them; see docs/architecture.md,
 * "Module ownership"). backend/db/schema.ts re-exports them for drizzle-kit and the queries.
 */
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "../db/columns.ts";

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
