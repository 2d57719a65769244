/**
 * The status history of orders (table order_status_history): one row for every change of an
 * order's status, written in the same transaction as the change (checkout's placement, the
 * payment flow, the shopper's cancel, the hold expiry sweep and staff transitions).
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { Deps } from "../core/deps.ts";
import type { Db } from "../db/client.ts";
import { orderStatusHistory, type OrderStatus } from "../db/schema.ts";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

export interface StatusChange {
  orderId: number;
  /** null: the order was placed */
  from: OrderStatus | null;
  to: OrderStatus;
  /** staff member or shopper who made the change; null for the system */
  actorUserId?: number | null;
  note?: string | null;
}

/**
 * The notes the shop writes on a history row itself (a staff member's note is kept as typed).
 * They are stored in English; the back office names them in its language by SYSTEM_NOTES'
 * keys (systemNoteOf).
 */
export const SYSTEM_NOTES = {
  placed: "order placed",
  cancelledByShopper: "cancelled by the shopper",
  /** the payment's end: approved (with its provider), declined, cancelled or expired */
  payment: (result: string, provider?: string) => `payment ${result}${provider ? ` (${provider})` : ""}`,
} as const;

/** What the shop wrote: `placed`, `cancelledByShopper` or `payment.{result}` (with the provider), or null for a staff member's note. */
export function systemNoteOf(note: string | null | undefined): { key: string; provider: string | null } | null {
  if (!note) return null;
  if (note === SYSTEM_NOTES.placed) return { key: "placed", provider: null };
  if (note === SYSTEM_NOTES.cancelledByShopper) return { key: "cancelledByShopper", provider: null };
  const payment = /^payment (approved|declined|cancelled|expired|pending)(?: \(([^()]{1,60})\))?$/.exec(note);
  return payment ? { key: `payment.${payment[1]}`, provider: payment[2] ?? null } : null;
}

export async function recordStatus(tx: Tx, change: StatusChange): Promise<void> {
  await tx.insert(orderStatusHistory).values({
    orderId: change.orderId,
    fromStatus: change.from,
    toStatus: change.to,
    actorUserId: change.actorUserId ?? null,
    note: change.note?.trim() ? change.note.trim() : null,
  });
}

export interface HistoryEntry {
  id: number;
  orderId: number;
  from: OrderStatus | null;
  to: OrderStatus;
  at: Date;
  actorUserId: number | null;
  note: string | null;
}

/** The history of some orders, oldest change first. */
export async function historyOf(deps: Deps, orderIds: number[]): Promise<HistoryEntry[]> {
  if (orderIds.length === 0) return [];
  const rows = await deps.database.db
    .select()
    .from(orderStatusHistory)
    .where(orderIds.length === 1 ? eq(orderStatusHistory.orderId, orderIds[0]!) : inArray(orderStatusHistory.orderId, orderIds))
    .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id));
  return rows.map((r) => ({ id: r.id, orderId: r.orderId, from: r.fromStatus, to: r.toStatus, at: r.at, actorUserId: r.actorUserId, note: r.note }));
}
