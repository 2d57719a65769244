/**
 * An order's payment attempts (table payments, owned by orders): a pending row when a provider
 * starts a payment (payments' providers ask through orders/service.ts), settled in the same
 * transaction as the order's state change when the bank answers, abandoned when the order is
 * cancelled (state.ts, transitions.ts). Only orders writes payment rows (ADR 0028), so the
 * payments module (providers, callbacks) depends on orders and orders on nothing of payments.
 */
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { payments } from "../db/schema.ts";

/** A transaction of the caller (or the database itself). */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

/** How an attempt ends: approved, or the failure's reason. */
export type PaymentOutcome = "approved" | "declined" | "cancelled" | "expired";

/**
 * The order's latest pending payment row gets `set`; without one a row is added (`insert`).
 * Earlier pending rows become cancelled (approved order) or get the failure's reason.
 */
export async function settlePayment(
  tx: Tx,
  orderId: number,
  set: { status: PaymentOutcome; bankResult?: Record<string, unknown>; externalId?: string | null },
  insert: { provider: string; amountQ: number } | null,
): Promise<void> {
  const [pending] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "pending")))
    .orderBy(desc(payments.id))
    .limit(1);
  const values = {
    status: set.status,
    ...(set.bankResult ? { bankResult: set.bankResult } : {}),
    ...(set.externalId ? { externalId: set.externalId } : {}),
    updatedAt: new Date(),
  };
  if (pending) await tx.update(payments).set(values).where(eq(payments.id, pending.id));
  else if (insert) await tx.insert(payments).values({ orderId, ...insert, ...values });
  // older attempts (checkout restarted the payment) are settled too: nothing stays pending
  await tx
    .update(payments)
    .set({ status: set.status === "approved" ? "cancelled" : set.status, updatedAt: new Date() })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "pending")));
}

/** A cancelled order's payment attempts in progress are abandoned (status cancelled, updated `at`). */
export async function cancelPendingPayments(tx: Tx, orderId: number, at: Date = new Date()): Promise<void> {
  await tx.update(payments).set({ status: "cancelled", updatedAt: at }).where(and(eq(payments.orderId, orderId), eq(payments.status, "pending")));
}

/** A provider started a payment of the order: its pending attempt (external id: the bank's order or payment id). */
export async function recordPaymentAttempt(tx: Tx, attempt: { orderId: number; provider: string; amountQ: number; externalId: string | null }): Promise<void> {
  await tx.insert(payments).values({ ...attempt, status: "pending" });
}
