/**
 * The audit log: every back-office write calls `audit(tx, actor, …)` inside its own
 * transaction, so the change and its record commit together or not at all.
 */
import type { Db } from "../db/client.ts";
import { auditLog } from "../db/schema.ts";
import type { Area } from "./contract.ts";

/** A transaction or the database itself. */
type Writer = Pick<Db, "insert">;

/** Who made the change: a staff member, or a tool (`{ id: null, name: "npm run staff" }`). */
export interface Actor {
  id: number | null;
  name: string;
}

export interface AuditRecord {
  area: Area;
  /** a verb: create, update, remove, transition, grant, … */
  action: string;
  /** the kind of record: order, product, user, … */
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

export async function audit(tx: Writer, actor: Actor, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorName: actor.name,
    area: record.area,
    action: record.action,
    entity: record.entity,
    entityId: record.entityId === undefined || record.entityId === null ? null : String(record.entityId),
    before: record.before ?? null,
    after: record.after ?? null,
  });
}
