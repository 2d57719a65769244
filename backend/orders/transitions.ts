/**
 * The order's life after checkout, moved by staff (the back office calls `transitionOrder`):
 *
 *   new ───────────┐
 *   paid (card) ───┴─▶ confirmed ─▶ processing ─▶ shipped          ─▶ delivered
 *                                              └▶ ready_for_pickup ─┘  (pickup orders)
 *
 *   any state before delivered ─▶ cancelled   (awaiting_payment included)
 *
 * awaiting_payment → paid belongs to the payment flow (state.ts markPaid), never to staff.
 * A cancel gives the stock back exactly once (the UPDATE also turns `stock_released` from false
 * to true) and, when a card or installment order was paid, marks a manual refund as due
 * (`refund_due`, shown on the order). A cash order becomes paid when it is delivered (the money
 * is taken at the door or the store).
 *
 * Every transition is one conditional UPDATE (`where status = <the status the caller saw>`) in a
 * transaction with its history row: of two transitions at once exactly one changes the row, the
 * other answers `conflict`. Notifications go out after the commit and never fail the transition.
 */
import { and, eq } from "drizzle-orm";
import type { Deps } from "../core/deps.ts";
import type { Db } from "../db/client.ts";
import { orders, type OrderStatus } from "../db/schema.ts";
import { cancelPendingPayments } from "./payments.ts";
import { recordStatus } from "./history.ts";
import { sendStatusNotice } from "./notify.ts";
import { releaseStock } from "./state.ts";

export type OrderRow = typeof orders.$inferSelect;

/** Statuses staff may move an order to from each status (the delivery type picks shipped or ready_for_pickup). */
export function allowedTransitions(order: Pick<OrderRow, "status" | "deliveryType">): OrderStatus[] {
  switch (order.status) {
    case "new":
    case "paid":
      return ["confirmed", "cancelled"];
    case "awaiting_payment":
      return ["cancelled"];
    case "confirmed":
      return ["processing", "cancelled"];
    case "processing":
      return [order.deliveryType === "pickup" ? "ready_for_pickup" : "shipped", "cancelled"];
    case "shipped":
    case "ready_for_pickup":
      return ["delivered", "cancelled"];
    case "delivered":
    case "cancelled":
      return [];
    default:
      return [];
  }
}

export interface TransitionInput {
  orderId: number;
  to: OrderStatus;
  /** the staff member making the change (kept in the history) */
  actorUserId: number | null;
  note?: string | null;
  /** the status the caller saw: when the order has moved on since, the answer is `conflict` */
  from?: OrderStatus;
  /**
   * Runs inside the transition's transaction, after the change (the back office's audit record):
   * both commit together, and when it throws the order stays as it was.
   */
  inTransaction?: (tx: Pick<Db, "insert">, change: { from: OrderStatus; order: typeof orders.$inferSelect }) => Promise<void>;
}

export type TransitionResult =
  | { kind: "ok"; order: OrderRow; from: OrderStatus }
  | { kind: "not_found" }
  | { kind: "invalid_transition"; from: OrderStatus; allowed: OrderStatus[] }
  | { kind: "conflict"; current: OrderStatus };

export async function transitionOrder(deps: Deps, input: TransitionInput): Promise<TransitionResult> {
  const { db } = deps.database;
  const [seen] = await db.select().from(orders).where(eq(orders.id, input.orderId)).limit(1);
  if (!seen) return { kind: "not_found" };
  if (input.from !== undefined && input.from !== seen.status) return { kind: "conflict", current: seen.status };
  const allowed = allowedTransitions(seen);
  if (!allowed.includes(input.to)) return { kind: "invalid_transition", from: seen.status, allowed };

  const cancel = input.to === "cancelled";
  const refundDue = cancel && seen.paid && seen.paymentType !== "cash";
  const now = new Date();
  const changed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({
        status: input.to,
        updatedAt: now,
        ...(cancel ? { stockReleased: true, holdExpiresAt: null, ...(refundDue ? { refundDue: true } : {}) } : {}),
        ...(input.to === "delivered" && seen.paymentType === "cash" ? { paid: true } : {}),
      })
      .where(and(eq(orders.id, seen.id), eq(orders.status, seen.status), ...(cancel ? [eq(orders.stockReleased, false)] : [])))
      .returning();
    if (!row) return null;
    if (cancel) {
      await releaseStock(tx, seen.id);
      // an unpaid order's payment attempt in progress is abandoned
      await cancelPendingPayments(tx, seen.id, now);
    }
    await recordStatus(tx, { orderId: seen.id, from: seen.status, to: input.to, actorUserId: input.actorUserId, note: input.note ?? null });
    if (input.inTransaction) await input.inTransaction(tx, { from: seen.status, order: row });
    return row;
  });
  if (!changed) {
    const [now] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, seen.id)).limit(1);
    return { kind: "conflict", current: now?.status ?? seen.status };
  }
  deps.log.info({ orderId: seen.id, from: seen.status, to: input.to, actorUserId: input.actorUserId, refundDue }, "order status changed");
  // the shopper's SMS and e-mail (failures are logged there and never fail the transition)
  await sendStatusNotice(deps, changed);
  return { kind: "ok", order: changed, from: seen.status };
}
