/**
 * The tables the search module owns (only this module writes them; see docs/architecture.md,
 * "Module ownership"). backend/db/schema.ts re-exports them for drizzle-kit and the queries.
 */
import { pgTable, serial, text } from "drizzle-orm/pg-core";
import type { Lang } from "../core/lang.ts";
import { createdAt } from "../db/columns.ts";

export const searchLog = pgTable("search_log", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  searchLang: text("search_lang").$type<Lang>().notNull(),
  createdAt: createdAt(),
});
