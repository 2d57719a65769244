/**
 * The tables the sms module owns (only this module writes them; see docs/architecture.md,
 * "Module ownership"). backend/db/schema.ts re-exports them for drizzle-kit and the queries.
 */
import { pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt } from "../db/columns.ts";

/** Outgoing SMS (the log driver keeps them here for the dev outbox; the http driver records the status). */
export const smsOutbox = pgTable("sms_outbox", {
  id: serial("id").primaryKey(),
  mobile: text("mobile").notNull(),
  text: text("text").notNull(),
  driver: text("driver").notNull(),
  status: text("status").notNull().default("sent"),
  createdAt: createdAt(),
});
