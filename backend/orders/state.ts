/**
 * State transitions of card and installment orders after checkout has placed them
 * (status `awaiting_payment`, stock held until `hold_expires_at`):
 *
 *   awaiting_payment ──markPaid──▶ paid        (payment approved, server cart emptied, SMS sent)
 *   awaiting_payment ──failOrder─▶ cancelled   (declined / cancelled / expired: stock given back)
 *
 * Each transition is one conditional UPDATE inside a transaction: the row changes only when it
 * is still awaiting payment, so repeating a transition (a replayed callback, two sweeps at once)
 * changes nothing. Every change writes a row of the status history (history.ts) in the same
 * transaction. The staff's transitions after that (confirmed, processing, …) are in
 * transitions.ts.
 */
import { and, eq, isNotNull, lt, sql } from "drizzle-orm";
import type { Deps } from "../core/deps.ts";
import type { Db } from "../db/client.ts";
import { releaseStock as releaseVariantStock } from "../catalog/service.ts";
import { orderLines, orders, payments } from "../db/schema.ts";
import { emptyCart } from "../lists/service.ts";
import { cancelPendingPayments, settlePayment } from "./payments.ts";
// the confirmation SMS belongs to checkout; it logs its own failures and never throws
import { SYSTEM_NOTES, recordStatus } from "./history.ts";
import { sendOrderConfirmation } from "./notify.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Gives an order's stock back: every line with a variant took its qty of that variant
 * (checkout's stock rule); the catalogue returns it all in one statement (catalog/service.ts). The caller makes it happen once: it
 * runs in the transaction whose conditional UPDATE turned `stock_released` from false to true.
 */
export async function releaseStock(tx: Tx, orderId: number): Promise<void> {
  const lines = await tx
    .select({ variantId: orderLines.variantId, qty: orderLines.qty })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.variantId)));
  await releaseVariantStock(
    tx,
    lines.map((l) => ({ variantId: l.variantId!, qty: l.qty })),
  );
}

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
  const changed = await deps.database.db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ paid: true, status: "paid", holdExpiresAt: null, updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.status, "awaiting_payment")))
      .returning({ id: orders.id, userId: orders.userId });
    if (!order) return false;
    await recordStatus(tx, { orderId, from: "awaiting_payment", to: "paid", note: SYSTEM_NOTES.payment("approved", payment.provider) });
    await settlePayment(
      tx,
      orderId,
      { status: "approved", bankResult: payment.bankResult, externalId: payment.externalId ?? null },
      { provider: payment.provider, amountQ: payment.amountQ },
    );
    if (order.userId !== null) await emptyCart(tx, order.userId);
    return true;
  });
  if (changed) {
    deps.log.info({ orderId, provider: payment.provider }, "order paid");
    await sendOrderConfirmation(deps, orderId);
  }
  return changed;
}

/**
 * Cancels an awaiting-payment order and gives its held stock back, once. Answers whether it
 * changed anything.
 */
export async function failOrder(deps: Deps, orderId: number, reason: FailReason, bankResult?: Record<string, unknown>): Promise<boolean> {
  const changed = await deps.database.db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ status: "cancelled", stockReleased: true, updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.status, "awaiting_payment"), eq(orders.stockReleased, false)))
      .returning({ id: orders.id });
    if (!order) return false;
    await releaseStock(tx, orderId);
    await recordStatus(tx, { orderId, from: "awaiting_payment", to: "cancelled", note: SYSTEM_NOTES.payment(reason) });
    await settlePayment(tx, orderId, { status: reason, ...(bankResult ? { bankResult } : {}) }, null);
    return true;
  });
  if (changed) deps.log.info({ orderId, reason }, "order cancelled, stock released");
  return changed;
}

/**
 * A shopper cancels their own order while it is new (cash) or awaiting payment: the order
 * becomes cancelled, its stock goes back once (`stock_released`), a pending payment attempt is
 * cancelled. Answers whether it changed anything (false: paid, already cancelled, or further on).
 */
export async function cancelByShopper(deps: Deps, orderId: number): Promise<boolean> {
  const changed = await deps.database.db.transaction(async (tx) => {
    // the status before the change, for the history (the row stays locked until the commit)
    const [before] = await tx.select({ status: orders.status, userId: orders.userId }).from(orders).where(eq(orders.id, orderId)).for("update");
    if (!before || (before.status !== "new" && before.status !== "awaiting_payment")) return false;
    const [order] = await tx
      .update(orders)
      .set({ status: "cancelled", stockReleased: true, holdExpiresAt: null, updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.status, before.status), eq(orders.paid, false), eq(orders.stockReleased, false)))
      .returning({ id: orders.id });
    if (!order) return false;
    await releaseStock(tx, orderId);
    await recordStatus(tx, { orderId, from: before.status, to: "cancelled", actorUserId: before.userId, note: SYSTEM_NOTES.cancelledByShopper });
    await cancelPendingPayments(tx, orderId, new Date());
    return true;
  });
  if (changed) deps.log.info({ orderId }, "order cancelled by the shopper, stock released");
  return changed;
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
