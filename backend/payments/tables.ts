/**
 * The tables the payments module owns (only this module writes them; see docs/architecture.md,
 * "Module ownership"). backend/db/schema.ts re-exports them for drizzle-kit and the queries.
 * An order's payment attempts (table payments) are orders' (orders/tables.ts): orders settles
 * them in the same transaction as the order's own change.
 */
import { pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt } from "../db/columns.ts";

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
