/**
 * The tables the staff module owns (only this module writes them; see docs/architecture.md,
 * "Module ownership"). backend/db/schema.ts re-exports them for drizzle-kit and the queries.
 */
import { index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt } from "../db/columns.ts";
import { users } from "../users/tables.ts";

/** Every back-office change: who, when, which area and action, which record, before and after. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    /** the staff member (null: the system or a command line tool) */
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** shown when the actor is gone or was a tool ("npm run staff", "OWNER_MOBILE") */
    actorName: text("actor_name").notNull().default(""),
    area: text("area").notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    before: jsonb("before").$type<unknown>(),
    after: jsonb("after").$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt), index("audit_log_entity_idx").on(t.entity, t.entityId)],
);
