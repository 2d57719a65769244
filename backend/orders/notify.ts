/**
 * The order confirmation SMS: sent by checkout after a cash order is placed, and by the
 * payment flow (backend/orders/state.ts markPaid) after a card payment is approved. The text
 * is in the order's language and names the order number and the total. A failure is logged
 * and never fails the caller.
 */
import { eq } from "drizzle-orm";
import { CHECKOUT_MSG, msg } from "../checkout/messages.ts";
import type { Deps } from "../core/deps.ts";
import { manatAmount } from "../core/money.ts";
import { normalizeMobile } from "../core/validators.ts";
import { orders } from "../db/schema.ts";
import { smsDriver } from "../sms/index.ts";

/** The confirmation text of an order in its language. */
export function confirmationText(order: { number: string; totalQ: number; lang: "az" | "en" | "ru" }): string {
  return msg(CHECKOUT_MSG.confirmationSms, order.lang).replace("{number}", order.number).replace("{total}", manatAmount(order.totalQ));
}

export async function sendOrderConfirmation(deps: Deps, orderId: number): Promise<void> {
  try {
    const [order] = await deps.database.db
      .select({ number: orders.number, totalQ: orders.totalQ, lang: orders.lang, info: orders.info })
      .from(orders)
      .where(eq(orders.id, orderId))
      .limit(1);
    if (!order) {
      deps.log.warn({ orderId }, "order confirmation: no such order");
      return;
    }
    const mobile = typeof order.info.mobile === "string" ? normalizeMobile(order.info.mobile) : null;
    if (!mobile) {
      deps.log.warn({ orderId }, "order confirmation: the order has no valid mobile number");
      return;
    }
    await smsDriver(deps).send({ mobile, text: confirmationText(order) });
  } catch (err) {
    deps.log.error({ err, orderId }, "order confirmation sms failed");
  }
}
