/**
 * The tables the routing module owns (only this module writes them; see docs/architecture.md,
 * "Module ownership"). backend/db/schema.ts re-exports them for drizzle-kit and the queries.
 */
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { Lang } from "../core/lang.ts";

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
    // a page's URL is looked up by path alone (any language's row answers, or redirects)
    index("routes_path").on(t.path),
    index("routes_entity_idx").on(t.entityType, t.entityId, t.lang),
  ],
);
