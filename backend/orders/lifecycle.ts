/**
 * The one table of the order's status changes and the one function that makes them (ADR 0046).
 * Every writer of `orders.status` after checkout goes through `applyTransition`: staff in the
 * back office (transitions.ts), the shopper's cancel, the payment flow (the bank's answer, a
 * payment that did not start) and the hold expiry (state.ts). Checkout writes the first status
 * (`new` for cash, `awaiting_payment` for card and installment: `PLACED_STATUS`) and publishes
 * `placed` (service.ts insertPlacedOrder).
 *
 *   new ─────────────────────┐
 *   awaiting_payment ─▶ paid ┴▶ confirmed ─▶ processing ─▶ shipped          ─▶ delivered
 *                                                     └▶ ready_for_pickup ─┘  (pickup orders)
 *   any state before delivered ─▶ cancelled
 *
 * A change is one conditional UPDATE (`where status = <the status read>`, the row locked since it
 * was read) in a transaction with its history row and its events, whose subscribers run in the
 * same transaction (subscribers.ts: the stock back on a cancel, a notice's job): of two changes
 * at once exactly one wins, and a repeated one (a replayed callback, two sweeps) changes nothing.
 * A cancel turns `stock_released` from false to true in the same UPDATE, so the stock goes back
 * once; a paid card or installment order that is cancelled gets `refund_due` (the refund is made
 * by hand at the bank) and publishes `refunded` too. A cash order becomes paid when delivered.
 */
import { and, eq } from "drizzle-orm";
import type { Deps } from "../core/deps.ts";
import type { Db } from "../db/client.ts";
import { orders, type OrderStatus } from "../db/schema.ts";
import { eventsOf, publish, type Actor } from "./events.ts";
import { recordStatus, type Tx } from "./history.ts";
import type { Shipment } from "./track-contract.ts";
import "./subscribers.ts";

export type OrderRow = typeof orders.$inferSelect;

/** Who may change a status after checkout (checkout itself only places orders). */
export type Mover = Exclude<Actor, "checkout">;

export interface Move {
  from: OrderStatus;
  to: OrderStatus;
  by: readonly Mover[];
  /** the move exists only for such orders (shipped for delivery, ready at the store for pickup) */
  only?: (order: Pick<OrderRow, "deliveryType">) => boolean;
}

const delivery = (o: Pick<OrderRow, "deliveryType">) => o.deliveryType !== "pickup";
const pickup = (o: Pick<OrderRow, "deliveryType">) => o.deliveryType === "pickup";

/** The statuses checkout places an order in. */
export const PLACED_STATUS = { cash: "new", card: "awaiting_payment", installment: "awaiting_payment" } as const satisfies Record<OrderRow["paymentType"], OrderStatus>;

/** Every allowed change of an order's status and who may make it. */
export const TRANSITIONS: readonly Move[] = [
  { from: "new", to: "confirmed", by: ["staff"] },
  { from: "new", to: "cancelled", by: ["staff", "shopper"] },
  { from: "awaiting_payment", to: "paid", by: ["payment"] },
  { from: "awaiting_payment", to: "cancelled", by: ["staff", "shopper", "payment", "expiry"] },
  { from: "paid", to: "confirmed", by: ["staff"] },
  { from: "paid", to: "cancelled", by: ["staff"] },
  { from: "confirmed", to: "processing", by: ["staff"] },
  { from: "confirmed", to: "cancelled", by: ["staff"] },
  { from: "processing", to: "shipped", by: ["staff"], only: delivery },
  { from: "processing", to: "ready_for_pickup", by: ["staff"], only: pickup },
  { from: "processing", to: "cancelled", by: ["staff"] },
  { from: "shipped", to: "delivered", by: ["staff"] },
  { from: "shipped", to: "cancelled", by: ["staff"] },
  { from: "ready_for_pickup", to: "delivered", by: ["staff"] },
  { from: "ready_for_pickup", to: "cancelled", by: ["staff"] },
];

/** The statuses `by` may move the order to from where it is (staff: the back office's buttons). */
export function allowedTransitions(order: Pick<OrderRow, "status" | "deliveryType">, by: Mover = "staff"): OrderStatus[] {
  return TRANSITIONS.filter((m) => m.from === order.status && m.by.includes(by) && (!m.only || m.only(order))).map((m) => m.to);
}

export interface TransitionInput {
  orderId: number;
  to: OrderStatus;
  by: Mover;
  /** the staff member or shopper who made the change (kept in the history); null: the system */
  actorUserId?: number | null;
  note?: string | null;
  /** the status the caller saw: when the order has moved on since, the answer is `conflict` */
  from?: OrderStatus;
  /** the courier and tracking number of a move to shipped, written in the same UPDATE */
  shipment?: Shipment;
  /**
   * Runs inside the change's transaction, after the UPDATE and before the events (the payment's
   * record, the back office's audit entry): everything commits together, and a throw leaves the
   * order as it was.
   */
  inTransaction?: (tx: Tx & Pick<Db, "insert">, change: { from: OrderStatus; order: OrderRow }) => Promise<void>;
}

export type TransitionResult =
  | { kind: "ok"; order: OrderRow; from: OrderStatus }
  | { kind: "not_found" }
  | { kind: "invalid_transition"; from: OrderStatus; allowed: OrderStatus[] }
  | { kind: "conflict"; current: OrderStatus };

/** Makes one change of the table, or answers why not. */
export async function applyTransition(deps: Pick<Deps, "database" | "config" | "log">, input: TransitionInput): Promise<TransitionResult> {
  const result = await deps.database.db.transaction(async (tx): Promise<TransitionResult> => {
    const [seen] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for("update");
    if (!seen) return { kind: "not_found" };
    if (input.from !== undefined && input.from !== seen.status) return { kind: "conflict", current: seen.status };
    const allowed = allowedTransitions(seen, input.by);
    if (!allowed.includes(input.to)) return { kind: "invalid_transition", from: seen.status, allowed };
    const cancel = input.to === "cancelled";
    const refundDue = cancel && seen.paid && seen.paymentType !== "cash";
    const [row] = await tx
      .update(orders)
      .set({
        status: input.to,
        updatedAt: new Date(),
        ...(input.to === "paid" ? { paid: true, holdExpiresAt: null } : {}),
        ...(cancel ? { stockReleased: true, holdExpiresAt: null, ...(refundDue ? { refundDue: true } : {}) } : {}),
        ...(input.to === "delivered" && seen.paymentType === "cash" ? { paid: true } : {}),
        ...(input.to === "shipped" && input.shipment ? { courier: input.shipment.courier, trackingNumber: input.shipment.trackingNumber } : {}),
      })
      .where(and(eq(orders.id, seen.id), eq(orders.status, seen.status), ...(cancel ? [eq(orders.stockReleased, false)] : [])))
      .returning();
    if (!row) return { kind: "conflict", current: seen.status };
    await recordStatus(tx, { orderId: seen.id, from: seen.status, to: input.to, actorUserId: input.actorUserId ?? null, note: input.note ?? null });
    if (input.inTransaction) await input.inTransaction(tx, { from: seen.status, order: row });
    for (const name of eventsOf({ to: input.to, refundDue })) {
      await publish(tx, { name, orderId: seen.id, from: seen.status, to: input.to, by: input.by, paymentType: seen.paymentType }, deps.config);
    }
    return { kind: "ok", order: row, from: seen.status };
  });
  if (result.kind === "ok") {
    deps.log.info({ orderId: input.orderId, from: result.from, to: input.to, by: input.by, actorUserId: input.actorUserId ?? null, refundDue: result.order.refundDue }, "order status changed");
  }
  return result;
}
