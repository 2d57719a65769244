/** Column helpers shared by every module's tables (backend/<module>/tables.ts). */
import { jsonb, timestamp } from "drizzle-orm/pg-core";
import type { I18n } from "../core/lang.ts";

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const i18n = (name: string) => jsonb(name).$type<I18n>();
