/**
 * The status changes of the payment flow and the shopper, made through the one transition
 * table (lifecycle.ts), with what each adds in its transaction:
 *
 *   awaiting_payment ──markPaid──▶ paid        (payment approved and recorded, server cart emptied)
 *   awaiting_payment ──failOrder─▶ cancelled   (declined / cancelled / expired: stock given back)
 *   new | awaiting_payment ──cancelByShopper─▶ cancelled (a pending payment attempt abandoned)
 *
 * A repeated change (a replayed callback, two sweeps at once) changes nothing. The staff's
 * changes after that (confirmed, processing, …) are in transitions.ts.
 */
import { and, eq, isNotNull, lt, sql } from "drizzle-orm";
import type { Deps } from "../core/deps.ts";
import { orders, payments } from "../db/schema.ts";
import { emptyCart } from "../lists/service.ts";
import { cancelPendingPayments, settlePayment } from "./payments.ts";
import { SYSTEM_NOTES } from "./history.ts";
import { applyTransition } from "./lifecycle.ts";

export interface PaymentResult {
  provider: string;
  amountQ: number;
  /** cardNumber (masked), cardName, rrn, approval, rc, … — shown on the order page */
  bankResult: Record<string, unknown>;
  externalId?: string | null;
}

export type FailReason = "declined" | "cancelled" | "expired";

/**
 * Marks an awaiting-payment order paid. Answers whether it changed anything (false when the
 * order is not awaiting payment: already paid, cancelled, cash, unknown).
 */
export async function markPaid(deps: Deps, orderId: number, payment: PaymentResult): Promise<boolean> {
  const result = await applyTransition(deps, {
    orderId,
    to: "paid",
    by: "payment",
    note: SYSTEM_NOTES.payment("approved", payment.provider),
    inTransaction: async (tx, { order }) => {
      await settlePayment(
        tx,
        orderId,
        { status: "approved", bankResult: payment.bankResult, externalId: payment.externalId ?? null },
        { provider: payment.provider, amountQ: payment.amountQ },
      );
      if (order.userId !== null) await emptyCart(tx, order.userId);
    },
  });
  return result.kind === "ok";
}

/**
 * Cancels an awaiting-payment order and gives its held stock back, once. Answers whether it
 * changed anything.
 */
export async function failOrder(deps: Deps, orderId: number, reason: FailReason, bankResult?: Record<string, unknown>): Promise<boolean> {
  const result = await applyTransition(deps, {
    orderId,
    to: "cancelled",
    // the only failure after checkout that is nobody's answer is the hold running out
    by: reason === "expired" ? "expiry" : "payment",
    note: SYSTEM_NOTES.payment(reason),
    from: "awaiting_payment",
    inTransaction: (tx) => settlePayment(tx, orderId, { status: reason, ...(bankResult ? { bankResult } : {}) }, null),
  });
  return result.kind === "ok";
}

/**
 * A shopper cancels their own order while it is new (cash) or awaiting payment: the order
 * becomes cancelled, its stock goes back once (`stock_released`), a pending payment attempt is
 * cancelled. Answers whether it changed anything (false: paid, already cancelled, or further on).
 */
export async function cancelByShopper(deps: Deps, orderId: number): Promise<boolean> {
  const [buyer] = await deps.database.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!buyer) return false;
  const result = await applyTransition(deps, {
    orderId,
    to: "cancelled",
    by: "shopper",
    actorUserId: buyer.userId,
    note: SYSTEM_NOTES.cancelledByShopper,
    inTransaction: (tx) => cancelPendingPayments(tx, orderId, new Date()),
  });
  return result.kind === "ok";
}

/**
 * Cancels every awaiting-payment order whose stock hold has run out (reason "expired").
 * With `orderId`, only that order is looked at. Answers how many were cancelled.
 *
 * A hosted-page (redirect) payment has no callback: the shopper may have paid and never come
 * back. Such an order is asked about first; paid or failed there settles it that way, and a
 * provider that cannot be asked keeps the hold until the next sweep.
 */
/**
 * Asks a payment provider where an order's payment stands (payments/index.ts paymentStatus).
 * The caller passes it, so orders never imports the providers (they import orders' state);
 * orders writes the payment rows itself (payments.ts).
 */
export type AskPayment = (deps: Deps, provider: string, orderId: number, amountQ: number) => Promise<"paid" | "failed" | "pending" | "unknown" | null>;

export async function expireHolds(deps: Deps, now: Date = new Date(), orderId?: number, ask?: AskPayment): Promise<number> {
  const due = await deps.database.db
    .select({
      id: orders.id,
      totalQ: orders.totalQ,
      viaRedirect: sql<boolean>`exists (select 1 from ${payments} p where p.order_id = ${orders.id} and p.provider = 'redirect')`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.status, "awaiting_payment"),
        isNotNull(orders.holdExpiresAt),
        lt(orders.holdExpiresAt, now),
        orderId === undefined ? undefined : eq(orders.id, orderId),
      ),
    );
  let count = 0;
  for (const { id, totalQ, viaRedirect } of due) {
    if (viaRedirect && ask) {
      const verdict = await ask(deps, "redirect", id, totalQ);
      if (verdict === "paid" || verdict === "failed" || verdict === "unknown") continue;
    }
    if (await failOrder(deps, id, "expired")) count += 1;
  }
  return count;
}

/** The scheduled job that runs expireHolds (every minute: backend/job-handlers.ts). */
export const HOLD_SWEEP = "orders.expireHolds";
