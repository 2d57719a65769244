/**
 * The order confirmation ('Thank you for your order!'): number and date, the lines, the
 * summary the server stored, delivery (address line or the store), payment (type, paid yes
 * or no, the masked card once paid) and the gift's receiver.
 */
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/translation";
import { Link } from "react-router";
import type { Order } from "../../../backend/auth/contract";
import { CheckIcon } from "~/components/layout/icons";
import { imageUrl } from "~/lib/images";
import { formatMoney } from "~/lib/money";
import { SummaryLines } from "~/components/cart/SummaryLines";
import { formatMobile } from "~/lib/forms/account";
import { formatOrderDate } from "~/lib/order-date";
import { OrderHistory } from "~/components/orders/OrderHistory";

function Row({ label, value, strong, testId }: { label: ReactNode; value: ReactNode; strong?: boolean; testId?: string }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 py-1.5 ${strong ? "mt-2 border-t border-line pt-3 text-base font-semibold text-ink" : ""}`}>
      <dt className={strong ? "" : "text-muted"}>{label}</dt>
      <dd className="text-right tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function Card({ title, children, testId, className = "" }: { title: ReactNode; children: ReactNode; testId?: string; className?: string }) {
  return (
    <section className={`rounded-xl border border-line bg-white p-5 sm:p-6 ${className}`} data-testid={testId}>
      <h2 className="mb-3 text-base font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

export function OrderView({ order, links, actions }: { order: Order; links: { shop: string; orders: string | null }; actions?: ReactNode }) {
  const { t } = useTranslation("checkout");
  const { t: ta } = useTranslation("account");
  const cancelled = order.status === "cancelled";
  const awaiting = order.status === "awaiting_payment" && !order.payment.paid;
  const s = order.summary;
  const info = order.info;
  const pay = order.payment;
  const payLabel = t(`order.payments.${pay.type}`);
  return (
    <div className="mx-auto max-w-4xl" data-testid="order-page">
      <header className="flex flex-col items-center text-center">
        {cancelled ? null : (
          <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
            <CheckIcon size={28} />
          </span>
        )}
        <h1 className="text-2xl font-semibold text-ink sm:text-3xl">{cancelled ? t("orderActions.cancelledTitle") : t("order.thanks")}</h1>
        <p className="mt-2 text-muted">
          {t("order.number")}{" "}
          <strong className="font-semibold text-ink" data-testid="order-number">
            {order.number}
          </strong>
          <span className="mx-2" aria-hidden="true">
            ·
          </span>
          {formatOrderDate(order.createdAt)}
        </p>
        {cancelled ? (
          <p className="mt-3 max-w-lg rounded-md bg-red-50 px-4 py-2 text-sm text-sale" data-testid="order-status-notice">
            {t("orderActions.cancelledText")}
            {order.refundDue ? <span className="block">{ta("orders.refundDue")}</span> : null}
          </p>
        ) : awaiting ? (
          <p className="mt-3 max-w-lg rounded-md bg-amber-50 px-4 py-2 text-sm text-ink" data-testid="order-status-notice">
            {t("orderActions.awaitingText")}
          </p>
        ) : (
          <p className="mt-1 max-w-lg text-sm text-muted">{order.delivery.type === "pickup" ? t("order.nextStepsPickup") : t("order.nextSteps")}</p>
        )}
        {actions ? <div className="mt-5 w-full max-w-lg">{actions}</div> : null}
      </header>

      <div className="mt-8 grid gap-5 md:grid-cols-[minmax(0,1fr)_320px]">
        <Card title={t("order.products")} testId="order-products">
          <ul className="divide-y divide-line">
            {order.products.map((p, i) => (
              <li key={`${p.id}-${i}`} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0" data-testid="order-line">
                <span className="block aspect-[3/4] w-12 shrink-0 overflow-hidden rounded bg-soft">
                  {p.image ? <img src={imageUrl(p.image, 300)} alt="" width={48} height={64} className="pimg h-full w-full" loading="lazy" /> : null}
                </span>
                <div className="min-w-0 flex-1 text-sm">
                  <p className="line-clamp-2 font-medium text-ink">{p.title}</p>
                  <p className="text-xs text-muted">
                    {p.size ? `${t("order.size")}: ${p.size} · ` : ""}
                    {p.qty} × {formatMoney(p.price)}
                    {p.isGift ? ` · ${t("order.giftProduct")}` : ""}
                  </p>
                </div>
                <span className="text-sm font-medium whitespace-nowrap tabular-nums">{formatMoney(p.total)}</span>
              </li>
            ))}
          </ul>
        </Card>

        <Card title={t("summary.title")} testId="order-summary" className="bg-soft/60">
          <SummaryLines lines={s.lines} pickup={order.delivery.type === "pickup"} compact testIdPrefix="order" />
        </Card>

        <Card title={t("order.delivery")} testId="order-delivery-details">
          <dl className="text-sm">
            <Row label={t("order.deliveryType")} value={t(`order.deliveries.${order.delivery.type}`)} />
            {order.delivery.type === "pickup" && order.delivery.branch ? (
              <Row label={t("order.store")} value={`${order.delivery.branch.title}, ${order.delivery.branch.address}`} testId="order-branch" />
            ) : (
              <Row label={t("order.address")} value={[info.addressLine, info.address].filter(Boolean).join(", ") || "—"} testId="order-address" />
            )}
            {order.shipment ? <Row label={t("order.courier")} value={order.shipment.courier} testId="order-courier" /> : null}
            {order.shipment?.trackingNumber ? <Row label={t("order.trackingNumber")} value={order.shipment.trackingNumber} testId="order-tracking-number" /> : null}
            {info.deliveryNote ? <Row label={t("order.note")} value={info.deliveryNote} /> : null}
            <Row label={t("order.customer")} value={`${info.firstName} ${info.lastName}`} />
            <Row label={t("order.mobile")} value={formatMobile(info.mobile)} />
            {info.email ? <Row label={t("order.email")} value={info.email} /> : null}
          </dl>
        </Card>

        <Card title={t("order.payment")} testId="order-payment">
          <dl className="text-sm">
            <Row label={t("order.paymentType")} value={pay.creditCard && pay.creditMonth ? `${payLabel} · ${pay.creditCard} · ${t("payment.months", { count: pay.creditMonth })}` : payLabel} testId="order-payment-type" />
            <Row label={t("order.paid")} value={pay.paid ? t("order.yes") : t("order.no")} testId="order-paid" />
            <Row label={t("order.status")} value={ta(`orders.statuses.${order.status}`, { defaultValue: order.status })} testId="order-status" />
            {pay.paid && pay.bank?.cardNumber ? <Row label={t("order.card")} value={pay.bank.cardNumber} testId="order-card" /> : null}
          </dl>
        </Card>

        {order.history.length > 0 ? (
          <Card title={ta("orders.history")} testId="order-history-card" className="md:col-span-2">
            <OrderHistory order={order} />
          </Card>
        ) : null}

        {info.gift ? (
          <Card title={t("order.gift")} testId="order-gift" className="md:col-span-2">
            <dl className="text-sm">
              <Row label={t("order.receiver")} value={`${info.giftFirstName ?? ""} ${info.giftLastName ?? ""}`.trim() || "—"} />
              {info.giftMobile ? <Row label={t("order.mobile")} value={formatMobile(info.giftMobile)} /> : null}
              {info.giftNote ? <Row label={t("order.note")} value={info.giftNote} /> : null}
            </dl>
          </Card>
        ) : null}
      </div>

      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={links.shop} className="btn-primary" data-testid="order-continue">
          {t("order.continue")}
        </Link>
        {links.orders ? (
          <Link to={links.orders} className="btn-secondary" data-testid="order-my-orders">
            {t("order.myOrders")}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
