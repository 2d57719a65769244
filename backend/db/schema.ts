/**
 * The whole commerce domain as one Drizzle schema (PostgreSQL dialect; PGlite and PostgreSQL
 * run the same migrations). Each table is defined by the module that owns it, in
 * backend/<module>/tables.ts (only the owner writes it; docs/architecture.md "Module ownership",
 * ADR 0028); this file re-exports them all so drizzle-kit and the queries see one schema.
 *
 * Conventions:
 * - money is integer qəpik (1 ₼ = 100 qəpik), column names end in `Q`;
 * - short per-language texts of small entities are `jsonb` objects `{az, en, ru}` (type I18n);
 *   products keep their texts in `product_translations`, one row per language, with the
 *   folded search text used by full-text and trigram search;
 * - every language's public path of an entity is a row of `routes`.
 */
export type { I18n, Lang } from "../core/lang.ts";
export * from "../catalog/tables.ts";
export * from "../routing/tables.ts";
export * from "../content/tables.ts";
export * from "../reviews/tables.ts";
export * from "../users/tables.ts";
export * from "../auth/tables.ts";
export * from "../lists/tables.ts";
export * from "../orders/tables.ts";
export * from "../payments/tables.ts";
export * from "../search/tables.ts";
export * from "../push/tables.ts";
export * from "../email/tables.ts";
export * from "../sms/tables.ts";
export * from "../staff/tables.ts";
export * from "../jobs/tables.ts";
export * from "../pricing/tables.ts";
