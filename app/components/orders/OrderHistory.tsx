/**
 * The order's status history for the shopper: each status the order reached, with its date and
 * time (Baku), oldest first. Server-rendered (works without JavaScript).
 */
import { useTranslation } from "~/lib/translation";
import type { Order } from "../../../backend/auth/contract";
import { formatOrderDate } from "~/lib/order-date";

export function OrderHistory({ order, className = "" }: { order: Pick<Order, "history">; className?: string }) {
  const { t } = useTranslation("account");
  if (order.history.length === 0) return null;
  return (
    <ol className={`relative flex flex-col gap-3 border-l border-line pl-5 text-sm ${className}`} data-testid="order-history">
      {order.history.map((h, i) => {
        const last = i === order.history.length - 1;
        return (
          <li key={`${h.status}-${h.at}-${i}`} className="relative" data-testid="order-history-item" data-status={h.status}>
            <span
              aria-hidden="true"
              className={`absolute top-1.5 -left-[25px] size-2.5 rounded-full border-2 border-white ${last ? "bg-brand" : "bg-muted"}`}
            />
            <p className={last ? "font-semibold text-ink" : "text-ink"}>{t(`orders.statuses.${h.status}`, { defaultValue: h.status })}</p>
            <p className="text-muted">
              <time dateTime={h.at}>{formatOrderDate(h.at)}</time>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
