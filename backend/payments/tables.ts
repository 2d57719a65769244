/**
 * The tables the payments module owns (only this module writes them; see docs/architecture.md,
 * "Module ownership"). backend/db/schema.ts re-exports them for drizzle-kit and the queries.
 */
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "../db/columns.ts";
import { orders } from "../orders/tables.ts";

export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    amountQ: integer("amount_q").notNull(),
    status: text("status").$type<"pending" | "approved" | "declined" | "cancelled" | "expired">().notNull().default("pending"),
    externalId: text("external_id"),
    /** masked card number, card name, RRN, result code… */
    bankResult: jsonb("bank_result").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payments_order_idx").on(t.orderId)],
);

/** Nonces of accepted bank callbacks: a replay hits the unique index. */
export const paymentNonces = pgTable(
  "payment_nonces",
  {
    provider: text("provider").notNull(),
    nonce: text("nonce").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.nonce] })],
);
