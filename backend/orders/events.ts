/**
 * The order lifecycle's named events (ADR 0046). Every change of an order's status publishes
 * them inside its transaction (lifecycle.ts; checkout's placement through `insertPlacedOrder`),
 * and the subscribers run there too: what they write (stock given back, a notice's job) commits
 * or rolls back with the change. A subscriber that reaches outside the database (an SMS, an
 * e-mail) does so only through a job, which runs after the commit.
 */
import type { BackendConfig } from "../config.ts";
import type { OrderStatus } from "../db/schema.ts";
import type { Tx } from "./history.ts";

export const ORDER_EVENTS = ["placed", "paid", "confirmed", "processing", "shipped", "readyForPickup", "delivered", "cancelled", "refunded"] as const;
export type OrderEventName = (typeof ORDER_EVENTS)[number];

/**
 * Who moved the order: checkout (placed it), staff (the back office), the shopper (cancel), the
 * payment flow (the bank's or provider's answer) or the hold expiry.
 */
export type Actor = "checkout" | "staff" | "shopper" | "payment" | "expiry";

export interface OrderEvent {
  name: OrderEventName;
  orderId: number;
  /** null: placed */
  from: OrderStatus | null;
  to: OrderStatus;
  by: Actor;
  paymentType: "card" | "cash" | "installment";
}

/** Runs inside the change's transaction. */
export type Subscriber = (tx: Tx, event: OrderEvent, config: BackendConfig) => Promise<void>;

/** The events a status change publishes, in order: a cancel of a paid card order is also a refund. */
export function eventsOf(change: { to: OrderStatus; refundDue: boolean }): OrderEventName[] {
  switch (change.to) {
    case "new":
    case "awaiting_payment":
      return ["placed"];
    case "ready_for_pickup":
      return ["readyForPickup"];
    case "cancelled":
      return change.refundDue ? ["cancelled", "refunded"] : ["cancelled"];
    default:
      return [change.to];
  }
}

const subscribers = new Map<OrderEventName, Subscriber[]>();

/** Adds a subscriber of one event; answers the call that removes it. */
export function subscribe(name: OrderEventName, subscriber: Subscriber): () => void {
  subscribers.set(name, [...(subscribers.get(name) ?? []), subscriber]);
  return () => subscribers.set(name, (subscribers.get(name) ?? []).filter((s) => s !== subscriber));
}

/** Hands the event to its subscribers, one after the other, in the caller's transaction. */
export async function publish(tx: Tx, event: OrderEvent, config: BackendConfig): Promise<void> {
  for (const subscriber of subscribers.get(event.name) ?? []) await subscriber(tx, event, config);
}
