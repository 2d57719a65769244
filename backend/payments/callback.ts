/**
 * The bank's callback (azericard protocol), shared by the real bank
 * (POST /api/payments/azericard/callback) and the test gateway's Approve/Decline buttons.
 *
 * Everything is checked BEFORE anything changes, in this order: P_SIGN (key of the provider),
 * TERMINAL, TRTYPE, ORDER is an order awaiting payment that this provider was asked to take,
 * AMOUNT and CURRENCY equal the order's total, TIMESTAMP within an hour of now, NONCE not seen
 * before (payment_nonces; the primary key refuses a repeat). Then ACTION 0 → markPaid,
 * anything else → failOrder("declined"). A replay is refused by the nonce (and by the order no
 * longer awaiting payment), so it changes nothing.
 */
import { and, eq } from "drizzle-orm";
import type { Deps } from "../core/deps.ts";
import { orders, paymentNonces, payments } from "../db/schema.ts";
import { failOrder, markPaid } from "../orders/service.ts";
import { formProviderSettings, type FormProviderName } from "./azericard.ts";
import { CALLBACK_SIGNED_FIELDS, CURRENCY_AZN, orderIdFromBank, parseAmount, parseBankTimestamp, verifyPSign } from "./sign.ts";

/** How far the callback's TIMESTAMP may be from now. */
export const CALLBACK_MAX_SKEW_MS = 60 * 60 * 1000;

export type CallbackOutcome =
  | { ok: true; orderId: number; approved: boolean; changed: boolean }
  | { ok: false; reason: string; orderId?: number };

/** A full card number (13–19 digits) is never stored: only the first 4 and last 4 digits stay. */
export function maskCard(card: string | undefined): string | null {
  if (!card) return null;
  const digits = card.replace(/[\s-]/g, "");
  if (/^\d{13,19}$/.test(digits)) return `${digits.slice(0, 4)}${"*".repeat(digits.length - 8)}${digits.slice(-4)}`;
  return card.slice(0, 32);
}

/** Strings only: a repeated form field keeps its first value. */
export function callbackFields(payload: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(payload)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === "string") out[key] = first;
    else if (typeof first === "number") out[key] = String(first);
  }
  return out;
}

export async function handleBankCallback(
  deps: Deps,
  provider: FormProviderName,
  fields: Record<string, string>,
  now: Date = new Date(),
): Promise<CallbackOutcome> {
  const outcome = await check(deps, provider, fields, now);
  if (!outcome.ok) {
    deps.log.warn(
      { provider, reason: outcome.reason, order: fields.ORDER ?? null, action: fields.ACTION ?? null, rrn: fields.RRN ?? null },
      "payment callback refused",
    );
  }
  return outcome;
}

async function check(deps: Deps, provider: FormProviderName, fields: Record<string, string>, now: Date): Promise<CallbackOutcome> {
  let settings;
  try {
    settings = formProviderSettings(deps, provider);
  } catch {
    return { ok: false, reason: "provider not configured" };
  }
  if (!verifyPSign(fields, CALLBACK_SIGNED_FIELDS, settings.key, fields.P_SIGN)) return { ok: false, reason: "bad signature" };
  if (fields.TERMINAL !== settings.terminal) return { ok: false, reason: "wrong terminal" };
  if (fields.TRTYPE !== "1") return { ok: false, reason: "unexpected transaction type" };

  const orderId = orderIdFromBank(fields.ORDER);
  if (orderId === null) return { ok: false, reason: "bad order number" };
  const [order] = await deps.database.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return { ok: false, reason: "unknown order", orderId };
  const approved = fields.ACTION === "0";
  if (order.status !== "awaiting_payment") {
    if (approved && order.status === "cancelled") {
      // the bank took the money after the hold ran out: someone has to refund or restore it
      deps.log.error({ orderId, provider, rrn: fields.RRN ?? null }, "approved payment for a cancelled order: refund or restore by hand");
    }
    return { ok: false, reason: `order is ${order.status}, not awaiting payment`, orderId };
  }
  const [started] = await deps.database.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.provider, provider)))
    .limit(1);
  if (!started) return { ok: false, reason: "no payment of this provider for the order", orderId };
  if (parseAmount(fields.AMOUNT) !== order.totalQ || fields.CURRENCY !== CURRENCY_AZN) {
    return { ok: false, reason: "amount or currency differs from the order", orderId };
  }
  const stamp = parseBankTimestamp(fields.TIMESTAMP);
  if (!stamp || Math.abs(stamp.getTime() - now.getTime()) > CALLBACK_MAX_SKEW_MS) return { ok: false, reason: "stale timestamp", orderId };
  const nonce = fields.NONCE ?? "";
  if (!/^[0-9A-Za-z]{8,64}$/.test(nonce)) return { ok: false, reason: "bad nonce", orderId };
  const inserted = await deps.database.db
    .insert(paymentNonces)
    .values({ provider, nonce: nonce.toUpperCase() })
    .onConflictDoNothing()
    .returning({ nonce: paymentNonces.nonce });
  if (inserted.length === 0) return { ok: false, reason: "nonce already used", orderId };

  const bankResult = {
    cardNumber: maskCard(fields.CARD),
    cardName: fields.NAME || null,
    rrn: fields.RRN || null,
    approval: fields.APPROVAL || null,
    rc: fields.RC || null,
    action: fields.ACTION || null,
    intRef: fields.INT_REF || null,
  };
  const changed = approved
    ? await markPaid(deps, orderId, { provider, amountQ: order.totalQ, bankResult, externalId: fields.INT_REF || fields.RRN || null })
    : await failOrder(deps, orderId, "declined", bankResult);
  return { ok: true, orderId, approved, changed };
}
