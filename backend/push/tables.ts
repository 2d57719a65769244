/**
 * The tables the push module owns (only this module writes them; see docs/architecture.md,
 * "Module ownership"). backend/db/schema.ts re-exports them for drizzle-kit and the queries.
 */
import { integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import type { Lang } from "../core/lang.ts";
import { createdAt } from "../db/columns.ts";

export const pushSubscribers = pgTable("push_subscribers", {
  id: serial("id").primaryKey(),
  endpoint: text("endpoint").notNull().unique(),
  keys: jsonb("keys").$type<{ p256dh: string; auth: string }>().notNull(),
  lang: text("lang").$type<Lang>().notNull().default("en"),
  visits: integer("visits").notNull().default(0),
  createdAt: createdAt(),
});
