/**
 * My orders (/cabinet/orders): table #, Date, Order number, Count, Total, Payment, Delivery,
 * Status, More info; 'You have no orders' when empty; page parameter p. More info opens the
 * popup 'Order #{number}' (the shop's number, BZ…; /cabinet/orders?order=<id>) with products, summary, order, customer,
 * gift and payment info; without JavaScript the popup is rendered by the server.
 * 'Pay now' and 'Cancel order' (with its confirmation) sit in the row of an order that allows
 * them; the action finds the order among the customer's own (orders/info) and uses its token.
 */
import { useTranslation } from "~/lib/translation";
import { Link, redirect, useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/orders";
import { getOrderInfo, getOrders, type Order } from "~/.server/api/account";
import { accountT, pathFor, redirectWithFlash, requireUser } from "~/.server/auth.server";
import { getApi } from "~/.server/context";
import { answerMessage } from "~/lib/error-text";
import { useMessage } from "~/hooks/useMessage";
import { runOrderAction, type OrderActionData } from "~/.server/order-actions";
import { PaymentRedirect } from "~/components/checkout/PaymentRedirect";
import { CancelConfirm, OrderActions } from "~/components/orders/OrderActions";
import { Pagination } from "~/components/ui/Pagination";
import { Popup } from "~/components/ui/Popup";
import { formatMoney } from "~/lib/money";
import { formatOrderDate } from "~/lib/order-date";
import { OrderHistory } from "~/components/orders/OrderHistory";
import { pageMeta, rootData } from "~/lib/seo";
import { formatMobile } from "~/lib/forms/account";
import { CabinetShell } from "~/components/forms/ui";
import { readForm } from "~/.server/form-body";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const url = new URL(request.url);
  const rawPage = Number(url.searchParams.get("p") ?? "1");
  const page = Number.isInteger(rawPage) && rawPage > 0 ? rawPage : 1;
  const rawOrder = url.searchParams.get("order") ?? "";
  const orderId = /^\d{1,9}$/.test(rawOrder) ? Number(rawOrder) : null;
  const api = getApi(context);
  const [list, info] = await Promise.all([getOrders(api, page), orderId ? getOrderInfo(api, orderId) : Promise.resolve(null)]);
  return {
    title: accountT(context)("cabinet.orders"),
    fullName: user.fullName,
    items: list.ok && list.data ? list.data.items : [],
    pagination: list.ok && list.data ? list.data.pagination : { pages: 1, current: 1, limit: 10, count: 0 },
    failed: list.ok ? null : answerMessage(list),
    order: info?.ok && info.data ? info.data.order : null,
    orderMissing: Boolean(orderId && !(info?.ok && info.data)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context);
  const form = await readForm(request, context);
  const rawPage = Number(new URL(request.url).searchParams.get("p") ?? "1");
  const back = pathFor(context, Number.isInteger(rawPage) && rawPage > 1 ? `/cabinet/orders?p=${rawPage}` : "/cabinet/orders");
  const rawId = form.get("orderId");
  const id = typeof rawId === "string" && /^\d{1,9}$/.test(rawId) ? Number(rawId) : null;
  if (!id) throw redirect(back, 303);
  // only the customer's own orders answer orders/info
  const info = await getOrderInfo(getApi(context), id);
  const order = info.ok ? info.data?.order : undefined;
  if (!order) return redirectWithFlash(request, back, "error", accountT(context)("orders.notFound"));
  return runOrderAction(request, context, form, { id: order.id, number: order.number, token: order.token }, back);
}

export const meta: Route.MetaFunction = ({ data: loaderData, location, matches }) =>
  pageMeta({
    root: rootData(matches),
    title: loaderData?.title ?? "My orders",
    pathname: location.pathname,
    noindex: true,
  });

function useStatusLabels() {
  const { t } = useTranslation("account");
  return {
    status: (s: string) => t(`orders.statuses.${s}`, { defaultValue: s }),
    payment: (p: string) => t(`orders.payments.${p}`, { defaultValue: p }),
    delivery: (d: string) => t(`orders.deliveries.${d}`, { defaultValue: d }),
  };
}

export default function Orders({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const message = useMessage();
  const answer = actionData as OrderActionData | undefined;
  const location = useLocation();
  const labels = useStatusLabels();
  const { items, pagination } = loaderData;
  const without = (param: string) => {
    const search = new URLSearchParams(location.search);
    search.delete(param);
    const s = search.toString();
    return `${location.pathname}${s ? `?${s}` : ""}`;
  };
  const withOrder = (id: number) => {
    const search = new URLSearchParams(location.search);
    search.set("order", String(id));
    return `${location.pathname}?${search}`;
  };
  const offset = (pagination.current - 1) * pagination.limit;
  const here = `${location.pathname}${location.search}`;

  if (answer?.step === "redirect") {
    return (
      <CabinetShell active="orders" title={t("cabinet.orders")} fullName={loaderData.fullName}>
        <PaymentRedirect payment={answer.payment} />
      </CabinetShell>
    );
  }

  return (
    <CabinetShell active="orders" title={t("cabinet.orders")} fullName={loaderData.fullName}>
      {answer?.step === "confirmCancel" ? (
        <div className="mb-5">
          <CancelConfirm order={answer} hidden={{ orderId: String(answer.orderId) }} keepHref={here} />
        </div>
      ) : null}
      {answer?.step === "invalid" ? (
        <p className="mb-3 text-sm text-sale" role="alert">
          {answer.error}
        </p>
      ) : null}
      {loaderData.failed ? <p className="text-sale">{message(loaderData.failed)}</p> : null}
      {items.length === 0 && !loaderData.failed ? (
        <div className="rounded-xl border border-dashed border-line px-6 py-12 text-center" data-testid="orders-empty">
          <p className="text-lg font-medium text-ink">{t("orders.empty")}</p>
        </div>
      ) : null}
      {items.length > 0 ? (
        <>
          {/* wide screens: the table */}
          <div className="hidden overflow-x-auto rounded-xl border border-line md:block">
            <table className="w-full text-left text-sm" data-testid="orders-table">
              <thead className="bg-soft text-muted">
                <tr>
                  {["#", t("orders.date"), t("orders.number"), t("orders.count"), t("orders.total"), t("orders.payment"), t("orders.delivery"), t("orders.status"), t("orders.more")].map(
                    (h) => (
                      <th key={h} scope="col" className="whitespace-nowrap px-4 py-3 font-medium">
                        {h}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {items.map((o, i) => (
                  <tr key={o.id} className="border-t border-line" data-testid="order-row">
                    <td className="px-4 py-3 text-xs text-muted tabular-nums">{offset + i + 1}.</td>
                    <td className="whitespace-nowrap px-4 py-3">{formatOrderDate(o.createdAt)}</td>
                    <td className="px-4 py-3 font-medium" data-testid="order-number">{o.number}</td>
                    <td className="px-4 py-3">{o.count}</td>
                    <td className="whitespace-nowrap px-4 py-3 font-medium">{formatMoney(o.summary.total)}</td>
                    <td className="px-4 py-3">
                      {labels.payment(o.payment.type)}
                      <span className={`block text-xs ${o.payment.paid ? "text-emerald-700" : "text-muted"}`}>{o.payment.paid ? t("orders.paid") : t("orders.notPaid")}</span>
                    </td>
                    <td className="px-4 py-3">{labels.delivery(o.delivery.type)}</td>
                    <td className="px-4 py-3">
                      <StatusBadge status={o.status} label={labels.status(o.status)} />
                    </td>
                    <td className="px-4 py-3">
                      <Link to={withOrder(o.id)} preventScrollReset className="font-semibold text-brand hover:underline" data-testid="order-info">
                        {t("orders.info")}
                      </Link>
                      <OrderActions order={o} hidden={{ orderId: String(o.id) }} compact className="mt-2 flex-nowrap" />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {/* narrow screens: one card per order */}
          <ul className="flex flex-col gap-3 md:hidden">
            {items.map((o) => (
              <li key={o.id} className="rounded-xl border border-line p-4 text-sm">
                <div className="flex items-start justify-between gap-3">
                  <div>
                    <p className="font-semibold text-ink" data-testid="order-number">{o.number}</p>
                    <p className="mt-0.5 text-muted">{formatOrderDate(o.createdAt)}</p>
                  </div>
                  <StatusBadge status={o.status} label={labels.status(o.status)} />
                </div>
                <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1">
                  <dt className="text-muted">{t("orders.count")}</dt>
                  <dd className="text-right">{o.count}</dd>
                  <dt className="text-muted">{t("orders.total")}</dt>
                  <dd className="text-right font-semibold">{formatMoney(o.summary.total)}</dd>
                  <dt className="text-muted">{t("orders.payment")}</dt>
                  <dd className="text-right">
                    {labels.payment(o.payment.type)} · {o.payment.paid ? t("orders.paid") : t("orders.notPaid")}
                  </dd>
                  <dt className="text-muted">{t("orders.delivery")}</dt>
                  <dd className="text-right">{labels.delivery(o.delivery.type)}</dd>
                </dl>
                <Link to={withOrder(o.id)} preventScrollReset className="btn-secondary mt-3 w-full">
                  {t("orders.info")}
                </Link>
                <OrderActions order={o} hidden={{ orderId: String(o.id) }} className="mt-2 [&>form]:flex-1 [&_button]:w-full" />
              </li>
            ))}
          </ul>
          <Pagination pages={pagination.pages} current={pagination.current} className="mt-6" />
        </>
      ) : null}
      {loaderData.order ? <OrderPopup order={loaderData.order} closeHref={without("order")} /> : null}
      {loaderData.orderMissing ? (
        <Popup id="order-missing" title={t("orders.notFound")} open closeHref={without("order")} size="sm">
          <Link to={without("order")} className="btn-secondary w-full">
            {t("common.close")}
          </Link>
        </Popup>
      ) : null}
    </CabinetShell>
  );
}

function StatusBadge({ status, label }: { status: string; label: string }) {
  const tone =
    status === "cancelled"
      ? "bg-red-50 text-sale"
      : status === "delivered" || status === "paid" || status === "ready_for_pickup"
        ? "bg-emerald-50 text-emerald-700"
        : "bg-soft text-ink";
  return <span className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>{label}</span>;
}

function Row({ label, value, strong }: { label: string; value: React.ReactNode; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 py-1 ${strong ? "font-semibold text-ink" : ""}`}>
      <dt className={strong ? "" : "text-muted"}>{label}</dt>
      <dd className="text-right">{value}</dd>
    </div>
  );
}

function OrderPopup({ order, closeHref }: { order: Order; closeHref: string }) {
  const { t } = useTranslation("account");
  const navigate = useNavigate();
  const labels = useStatusLabels();
  const s = order.summary;
  const info = order.info;
  return (
    <Popup
      id="order-info"
      title={t("orders.popupTitle", { number: order.number })}
      open
      onClose={() => navigate(closeHref, { preventScrollReset: true, replace: true })}
      closeHref={closeHref}
      size="lg"
    >
      <div className="grid gap-6 text-sm" data-testid="order-popup">
        <section>
          <h3 className="mb-2 font-semibold text-ink">{t("orders.products")}</h3>
          <ul className="divide-y divide-line rounded-lg border border-line">
            {order.products.map((p, i) => (
              <li key={`${p.id}-${i}`} className="flex items-center gap-3 p-3">
                {p.image ? <img src={`/img/50/${p.image}`} alt="" width={40} height={40} className="size-10 shrink-0 rounded object-cover" loading="lazy" /> : null}
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-ink">{p.title}</p>
                  <p className="text-xs text-muted">
                    {p.size ? `${t("orders.size")}: ${p.size} · ` : ""}
                    {p.qty} × {formatMoney(p.price)}
                    {p.isGift ? ` · ${t("orders.gift")}` : ""}
                  </p>
                </div>
                <span className="whitespace-nowrap font-medium">{formatMoney(p.total)}</span>
              </li>
            ))}
          </ul>
        </section>
        <div className="grid gap-6 sm:grid-cols-2">
          <section>
            <h3 className="mb-2 font-semibold text-ink">{t("orders.summary")}</h3>
            <dl>
              <Row label={t("orders.subTotal")} value={formatMoney(s.subTotal)} />
              {s.campaignDiscount ? <Row label={t("orders.campaignDiscount")} value={`−${formatMoney(s.campaignDiscount)}`} /> : null}
              {s.newCustomerDiscount ? <Row label={t("orders.newCustomerDiscount")} value={`−${formatMoney(s.newCustomerDiscount)}`} /> : null}
              {s.loyaltyDiscount ? <Row label={t("orders.loyaltyDiscount")} value={`−${formatMoney(s.loyaltyDiscount)}`} /> : null}
              {s.package ? <Row label={t("orders.package")} value={formatMoney(s.package)} /> : null}
              <Row label={t("orders.delivery")} value={s.delivery ? formatMoney(s.delivery) : t("orders.free")} />
              <Row label={t("orders.total")} value={formatMoney(s.total)} strong />
            </dl>
          </section>
          <section>
            <h3 className="mb-2 font-semibold text-ink">{t("orders.orderInfo")}</h3>
            <dl>
              <Row label={t("orders.number")} value={order.number} />
              <Row label={t("orders.date")} value={formatOrderDate(order.createdAt)} />
              <Row label={t("orders.status")} value={labels.status(order.status)} />
              <Row label={t("orders.deliveryMethod")} value={`${labels.delivery(order.delivery.type)}${order.delivery.urgent ? ` · ${t("orders.urgent")}` : ""}`} />
              {order.delivery.branch ? <Row label={t("orders.branch")} value={order.delivery.branch.title} /> : null}
              {order.shipment ? <Row label={t("orders.courier")} value={order.shipment.courier} /> : null}
              {order.shipment?.trackingNumber ? <Row label={t("orders.trackingNumber")} value={order.shipment.trackingNumber} /> : null}
            </dl>
          </section>
          <section>
            <h3 className="mb-2 font-semibold text-ink">{t("orders.customerInfo")}</h3>
            <dl>
              <Row label={t("fields.fullName")} value={`${info.firstName} ${info.lastName}`} />
              <Row label={t("fields.mobile")} value={formatMobile(info.mobile)} />
              {info.email ? <Row label={t("fields.email")} value={info.email} /> : null}
              {order.delivery.type === "delivery" ? (
                <Row label={t("orders.address")} value={[info.addressLine, info.address].filter(Boolean).join(", ") || "—"} />
              ) : null}
              {info.deliveryNote ? <Row label={t("orders.note")} value={info.deliveryNote} /> : null}
            </dl>
          </section>
          <section>
            <h3 className="mb-2 font-semibold text-ink">{t("orders.paymentInfo")}</h3>
            <dl>
              <Row label={t("orders.payment")} value={labels.payment(order.payment.type)} />
              <Row label={t("orders.paymentState")} value={order.payment.paid ? t("orders.paid") : t("orders.notPaid")} />
              {order.payment.creditMonth ? <Row label={t("orders.months")} value={String(order.payment.creditMonth)} /> : null}
              {order.payment.bank?.cardNumber ? <Row label={t("orders.card")} value={order.payment.bank.cardNumber} /> : null}
              {order.payment.bank?.cardName ? <Row label={t("orders.cardName")} value={order.payment.bank.cardName} /> : null}
            </dl>
          </section>
          {order.history.length > 0 ? (
            <section className="sm:col-span-2">
              <h3 className="mb-2 font-semibold text-ink">{t("orders.history")}</h3>
              {order.refundDue ? <p className="mb-2 text-ink">{t("orders.refundDue")}</p> : null}
              <OrderHistory order={order} />
            </section>
          ) : null}
          {info.gift ? (
            <section className="sm:col-span-2">
              <h3 className="mb-2 font-semibold text-ink">{t("orders.giftInfo")}</h3>
              <dl>
                <Row label={t("orders.receiver")} value={`${info.giftFirstName ?? ""} ${info.giftLastName ?? ""}`.trim() || "—"} />
                {info.giftMobile ? <Row label={t("fields.mobile")} value={formatMobile(info.giftMobile)} /> : null}
                {info.giftNote ? <Row label={t("orders.note")} value={info.giftNote} /> : null}
              </dl>
            </section>
          ) : null}
        </div>
      </div>
    </Popup>
  );
}
