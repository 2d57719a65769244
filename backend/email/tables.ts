/**
 * The tables the email module owns (only this module writes them; see docs/architecture.md,
 * "Module ownership"). backend/db/schema.ts re-exports them for drizzle-kit and the queries.
 */
import { pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt } from "../db/columns.ts";

/** E-mails sent: every message of the `log` driver (the development outbox), a delivery record of SMTP. */
export const emailOutbox = pgTable("email_outbox", {
  id: serial("id").primaryKey(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  driver: text("driver").notNull(),
  status: text("status").notNull().default("sent"),
  createdAt: createdAt(),
});
