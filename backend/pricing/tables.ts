/**
 * The tables the pricing module owns (only this module writes them; see docs/architecture.md,
 * "Module ownership"). backend/db/schema.ts re-exports them for drizzle-kit and the queries.
 */
import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The shop's settings, one row per key (`priceRounding`: backend/pricing/contract.ts). A key
 * without a row has its default. A change notifies the public change feed (migration), so
 * every process reloads it and the caches drop the prices they hold.
 */
export const shopSettings = pgTable("shop_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<unknown>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
