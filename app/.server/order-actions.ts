/**
 * The server half of the shopper's order actions (components/orders/OrderActions.tsx), shared
 * by the order page (/order?token=…, the token is the proof) and My orders (the order is
 * looked up among the signed-in customer's own orders, so only its id is posted):
 *
 *   intent=pay                 → orders/pay: the bank's form (the redirect screen, as after
 *                                checkout), a 303 to a hosted payment page, or back with the error;
 *   intent=cancel              → the confirmation step (`confirmCancel`), nothing is changed;
 *   intent=cancel, confirm=yes → orders/cancel, then a 303 back with 'Your order has been cancelled'.
 *
 * Answers after a change are redirects (PRG) with a flash message, so a reload posts nothing.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import type { PaymentForm } from "../../backend/checkout/contract.ts";
import { cancelOrder, payOrder } from "./api/account.ts";
import { errorTextFor, redirectWithFlash } from "./auth.server.ts";
import { answerMessage } from "~/lib/error-text";
import { getApi, getLang } from "./context.ts";
import { logger } from "./log.ts";
import { getInstance } from "~/middleware/i18next";

type Context = Readonly<RouterContextProvider>;

export type OrderActionData =
  | { step: "redirect"; payment: PaymentForm }
  | { step: "confirmCancel"; orderId: number; number: string }
  | { step: "invalid"; error: string };

export interface OrderTarget {
  id: number;
  number: string;
  token: string;
}

/** The form's intent and confirmation (anything else is not an order action). */
export function readOrderIntent(form: FormData): { intent: "pay" | "cancel" | null; confirmed: boolean } {
  const intent = form.get("intent");
  return { intent: intent === "pay" || intent === "cancel" ? intent : null, confirmed: form.get("confirm") === "yes" };
}

/**
 * Runs one action on an order the caller has already proven to be the shopper's, and answers
 * with the next screen; `back` is the page to return to (a path of this site).
 */
export async function runOrderAction(request: Request, context: Context, form: FormData, order: OrderTarget, back: string) {
  const t = getInstance(context).getFixedT(getLang(context), "checkout");
  const { intent, confirmed } = readOrderIntent(form);
  const api = getApi(context);
  if (intent === "pay") {
    const answer = await payOrder(api, order.token);
    if (!answer.ok || !answer.data) {
      if (!answer.ok) logger.info({ orderId: order.id, code: answer.code }, "pay again refused");
      return redirectWithFlash(request, back, "error", answer.ok ? t("orderActions.payFailed") : errorTextFor(context, answerMessage(answer)));
    }
    const { azericard, paymentUrl } = answer.data;
    if (azericard?.url) return data<OrderActionData>({ step: "redirect", payment: { url: azericard.url, fields: azericard.fields ?? {} } });
    if (paymentUrl && /^https?:\/\//.test(paymentUrl)) throw redirect(paymentUrl, 303);
    return redirectWithFlash(request, back, "error", t("orderActions.payFailed"));
  }
  if (intent === "cancel") {
    if (!confirmed) return data<OrderActionData>({ step: "confirmCancel", orderId: order.id, number: order.number });
    const answer = await cancelOrder(api, order.token);
    if (!answer.ok) return redirectWithFlash(request, back, "error", errorTextFor(context, answerMessage(answer)));
    return redirectWithFlash(request, back, "success", t("orderActions.cancelled"));
  }
  return data<OrderActionData>({ step: "invalid", error: t("orderActions.invalid") }, { status: 400 });
}
