/**
 * The order's life after checkout as staff move it (the back office calls `transitionOrder`):
 * the staff's rows of the one transition table (lifecycle.ts), from new or paid through
 * confirmed, processing, shipped or ready at the store, to delivered, and cancelled from any
 * state before delivered. awaiting_payment → paid belongs to the payment flow, never to staff.
 * A cancel also abandons an unpaid order's payment attempt in progress. The shopper's status
 * notice is a job written by the change's event (subscribers.ts): it goes out after the commit
 * and never fails or slows the transition.
 */
import type { Deps } from "../core/deps.ts";
import type { Db } from "../db/client.ts";
import type { OrderStatus } from "../db/schema.ts";
import type { Tx } from "./history.ts";
import { applyTransition, type OrderRow, type TransitionResult } from "./lifecycle.ts";
import { cancelPendingPayments } from "./payments.ts";
import type { Shipment } from "./track-contract.ts";

export { allowedTransitions, type OrderRow, type TransitionResult } from "./lifecycle.ts";

export interface StaffTransition {
  orderId: number;
  to: OrderStatus;
  /** the staff member making the change (kept in the history) */
  actorUserId: number | null;
  note?: string | null;
  /** the status the caller saw: when the order has moved on since, the answer is `conflict` */
  from?: OrderStatus;
  /** the courier and tracking number the operator entered with a move to shipped */
  shipment?: Shipment;
  /**
   * Runs inside the transition's transaction, after the change (the back office's audit record):
   * both commit together, and when it throws the order stays as it was.
   */
  inTransaction?: (tx: Tx & Pick<Db, "insert">, change: { from: OrderStatus; order: OrderRow }) => Promise<void>;
}

export async function transitionOrder(deps: Deps, input: StaffTransition): Promise<TransitionResult> {
  return applyTransition(deps, {
    orderId: input.orderId,
    to: input.to,
    by: "staff",
    actorUserId: input.actorUserId,
    note: input.note ?? null,
    from: input.from,
    shipment: input.shipment,
    inTransaction: async (tx, change) => {
      if (input.to === "cancelled") await cancelPendingPayments(tx, input.orderId, new Date());
      if (input.inTransaction) await input.inTransaction(tx, change);
    },
  });
}
