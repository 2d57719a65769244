/**
 * The shopper's actions on one of their orders (the order page and My orders): 'Pay now' for
 * an unpaid card or installment order that is awaiting payment (a new attempt through the
 * bank, answered like checkout: the bank's redirect screen or a hosted page), and 'Cancel
 * order' for a new or awaiting-payment order, with a confirmation step. Plain POST forms to
 * the page's own action (its URL keeps the order token or the list's page), so both work
 * without JavaScript; the confirmation is the action's answer (`confirmCancel`), not a dialog.
 */
import { useTranslation } from "~/lib/translation";
import { Form, Link, useNavigation } from "react-router";
import type { Order } from "../../../backend/auth/contract";

/** What the page offers for an order now (the API has the last word: a run-out hold answers 409). */
export function orderActionsOf(order: Pick<Order, "status" | "payment">): { pay: boolean; cancel: boolean } {
  const unpaid = !order.payment.paid;
  return {
    pay: unpaid && order.status === "awaiting_payment" && order.payment.type !== "cash",
    cancel: unpaid && (order.status === "new" || order.status === "awaiting_payment"),
  };
}

interface Props {
  order: Pick<Order, "id" | "number" | "status" | "payment">;
  /** fields the page's action needs besides the intent (My orders: the order id) */
  hidden?: Record<string, string>;
  /** small buttons in a table row */
  compact?: boolean;
  className?: string;
}

function HiddenFields({ fields }: { fields: Record<string, string> }) {
  return (
    <>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

export function OrderActions({ order, hidden = {}, compact = false, className = "" }: Props) {
  const { t } = useTranslation("checkout");
  const busy = useNavigation().state === "submitting";
  const can = orderActionsOf(order);
  if (!can.pay && !can.cancel) return null;
  const size = compact ? "min-h-9 px-3 py-1.5 text-xs" : "";
  return (
    <div className={`flex flex-wrap gap-2 ${className}`} data-testid="order-actions">
      {can.pay ? (
        <Form method="post" preventScrollReset>
          <HiddenFields fields={hidden} />
          <input type="hidden" name="intent" value="pay" />
          <button type="submit" className={`btn-primary ${size}`} disabled={busy} data-testid="order-pay">
            {t("orderActions.pay")}
            {compact ? <span className="sr-only"> ({order.number})</span> : null}
          </button>
        </Form>
      ) : null}
      {can.cancel ? (
        <Form method="post" preventScrollReset>
          <HiddenFields fields={hidden} />
          <input type="hidden" name="intent" value="cancel" />
          <button type="submit" className={`btn-secondary ${size}`} disabled={busy} data-testid="order-cancel">
            {t("orderActions.cancel")}
            {compact ? <span className="sr-only"> ({order.number})</span> : null}
          </button>
        </Form>
      ) : null}
    </div>
  );
}

/** 'Cancel order N?': the confirming form (confirm=yes) and a way back that changes nothing. */
export function CancelConfirm({ order, hidden = {}, keepHref }: { order: Pick<Order, "number">; hidden?: Record<string, string>; keepHref: string }) {
  const { t } = useTranslation("checkout");
  const busy = useNavigation().state === "submitting";
  return (
    <section className="rounded-xl border border-sale/40 bg-red-50/60 p-5 text-sm" data-testid="order-cancel-confirm" aria-live="polite">
      <h2 className="text-base font-semibold text-ink">{t("orderActions.confirmTitle", { number: order.number })}</h2>
      <p className="mt-1 text-muted">{t("orderActions.confirmText")}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Form method="post" preventScrollReset>
          <HiddenFields fields={hidden} />
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="confirm" value="yes" />
          <button type="submit" className="btn-primary" disabled={busy} data-testid="order-cancel-yes">
            {t("orderActions.confirmYes")}
          </button>
        </Form>
        <Link to={keepHref} preventScrollReset replace className="btn-secondary" data-testid="order-cancel-keep">
          {t("orderActions.confirmNo")}
        </Link>
      </div>
    </section>
  );
}
