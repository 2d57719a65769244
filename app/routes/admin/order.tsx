/** /admin/orders/:id — one order: lines, summary, customer, gift, payment and bank result, status history. */
import { useTranslation } from "~/lib/translation";
import { adminMeta } from "~/lib/admin-title";
import { Form, Link, data, redirect, useLocation } from "react-router";
import type { Route } from "./+types/order";
import { StatusBadge } from "~/components/admin/AdminShell";
import { formatDateTime, showMobile } from "~/components/admin/format";
import { adminAnswer, useAdminMessage } from "~/components/admin/codes";
import { NO_STORE, adminError, requirePermission } from "~/.server/admin.server";
import { adminOrder, adminTransition } from "~/.server/api/admin";
import { getApi, getLang } from "~/.server/context";
import { localizePath } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";
import { AdminCard } from "~/components/admin/AdminCard";
import { readForm } from "~/.server/form-body";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const me = await requirePermission(request, context, "orders:read");
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) return adminError(context, 404, true);
  const answer = await adminOrder(getApi(context), id);
  if (!answer.ok || !answer.data) return adminError(context, 404, true);
  return data({ order: answer.data.order, lang: getLang(context), canWrite: me.permissions.includes("orders:write") }, { headers: NO_STORE });
}

/** A status change (POST to=…, from=… the status the page showed): through the API's state machine, then back here. */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requirePermission(request, context, "orders:write");
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) return adminError(context, 404, true);
  const form = await readForm(request, context);
  const to = String(form.get("to") ?? "");
  const from = String(form.get("from") ?? "");
  // a move to shipped carries the courier and the tracking number the operator typed
  const shipment = to === "shipped" ? { courier: String(form.get("courier") ?? ""), trackingNumber: String(form.get("trackingNumber") ?? "") } : {};
  const answer = await adminTransition(getApi(context), id, { to, from, ...shipment });
  if (!answer.ok) return data({ error: adminAnswer(answer) }, { status: 409, headers: NO_STORE });
  const url = new URL(request.url);
  return redirect(`${url.pathname}?moved=${encodeURIComponent(to)}`, { status: 303, headers: NO_STORE });
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ data: d, matches }) =>
  adminMeta(matches, { key: "order.title", values: { number: d?.order.number ?? "" } }, d?.order ? `Order ${d.order.number}` : "Order");


const text = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");

/** `error`: the refused change's code (app/components/admin/codes.ts) */
function Transitions({ order, error }: { order: Route.ComponentProps["loaderData"]["order"]; error?: string }) {
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const moved = params.get("moved");
  const confirmCancel = params.get("confirm") === "cancelled";
  const steps = order.transitions.filter((s) => s !== "cancelled");
  const canCancel = order.transitions.includes("cancelled");
  return (
    <section className="admin-card flex flex-col gap-3" aria-labelledby="order-transitions" data-testid="order-transitions">
      <h2 id="order-transitions" className="text-base font-semibold">
        {t("order.transitions")}
      </h2>
      {moved && !error && (
        <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900" data-testid="order-moved">
          {t("order.moved", { status: t(`orders.statuses.${moved}`, { defaultValue: moved }) })}
        </p>
      )}
      {error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="order-transition-error">
          {message(error)}
        </p>
      )}
      {order.refundDue && <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">{t("order.refundDue")}</p>}
      {order.transitions.length === 0 && <p className="text-sm text-muted">{t("order.final")}</p>}
      <div className="flex flex-wrap gap-2">
        {steps.map((to) => (
          <Form key={to} method="post" className={to === "shipped" ? "flex w-full flex-col gap-2" : undefined}>
            <input type="hidden" name="from" value={order.status} />
            <input type="hidden" name="to" value={to} />
            {to === "shipped" && (
              <div className="grid gap-2 sm:grid-cols-2" data-testid="shipment-fields">
                <label className="flex flex-col gap-1 text-sm">
                  <span className="font-medium">{t("order.courier")}</span>
                  <input name="courier" required maxLength={80} className="admin-input w-full" placeholder={t("order.courierPlaceholder")} data-testid="shipment-courier" />
                </label>
                <label className="flex flex-col gap-1 text-sm">
                  <span className="font-medium">{t("order.trackingNumber")}</span>
                  <input name="trackingNumber" maxLength={60} className="admin-input w-full" autoCapitalize="characters" spellCheck={false} data-testid="shipment-tracking" />
                </label>
              </div>
            )}
            <button type="submit" className="admin-btn-primary" data-testid={`transition-${to}`}>
              {t("order.moveTo", { status: t(`orders.statuses.${to}`) })}
            </button>
          </Form>
        ))}
        {canCancel && !confirmCancel && (
          <Link to={`${location.pathname}?confirm=cancelled`} className="admin-btn text-red-800" data-testid="transition-cancel">
            {t("order.cancel")}
          </Link>
        )}
      </div>
      {canCancel && confirmCancel && (
        <div role="alertdialog" aria-labelledby="confirm-cancel-text" className="admin-confirm" data-testid="confirm-cancel">
          <p id="confirm-cancel-text">{t(order.paid && order.paymentType !== "cash" ? "order.confirmCancelPaid" : "order.confirmCancel")}</p>
          <Form method="post" className="flex flex-wrap gap-2">
            <input type="hidden" name="from" value={order.status} />
            <input type="hidden" name="to" value="cancelled" />
            <button type="submit" className="admin-btn-danger" data-testid="transition-cancelled">
              {t("order.cancelYes")}
            </button>
            <Link to={location.pathname} className="admin-btn">
              {t("list.cancel")}
            </Link>
          </Form>
        </div>
      )}
    </section>
  );
}

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { order, lang, canWrite } = loaderData;
  const info = order.info;
  const s = order.summary;
  const address = [text(info.city), text(info.district), text(info.place), text(info.address)].filter(Boolean).join(", ");
  const gift = Boolean(info.gift);
  const summaryRows: [string, number][] = [
    [t("order.subTotal"), s.subTotalQ],
    [t("order.campaign"), -s.campaignDiscountQ],
    [t("order.newCustomer"), -s.newCustomerDiscountQ],
    [t("order.loyalty"), -s.loyaltyDiscountQ],
    [t("order.package"), s.packageQ],
    [t("order.deliveryFee"), s.deliveryQ],
  ];
  return (
    <div className="flex flex-col gap-5" data-testid="admin-order">
      <div className="flex flex-col gap-2">
        <Link to={localizePath("/admin/orders", lang)} className="admin-tool -ml-2 w-fit">
          ← {t("order.back")}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight">{t("order.title", { number: order.number })}</h1>
          <StatusBadge status={order.status} />
          <span className={`admin-badge ${order.paid ? "bg-emerald-100 text-emerald-900" : "bg-gray-100 text-gray-800"}`}>{order.paid ? t("orders.paid") : t("orders.unpaid")}</span>
          <Link to={localizePath(`/admin/orders/${order.id}/slip`, lang)} className="admin-btn sm:ml-auto" data-testid="order-slip-link">
            {t("slip.open")}
          </Link>
        </div>
        <p className="text-sm text-muted">
          {formatDateTime(order.createdAt)} · {t(`orders.payments.${order.paymentType}`)} · {t(`orders.deliveries.${order.deliveryType}`)} · {t("order.language")}: {order.lang.toUpperCase()}
        </p>
      </div>

      <div className="grid gap-5 xl:grid-cols-[1fr_22rem]">
        <div className="flex min-w-0 flex-col gap-5">
          <AdminCard title={t("order.lines")} testId="order-lines">
            <div className="overflow-x-auto">
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col" className="text-left">{t("order.product")}</th>
                    <th scope="col" className="text-left">{t("order.size")}</th>
                    {/* below 640 px the quantity and unit price go under the product's name */}
                    <th scope="col" className="hidden text-right sm:table-cell">{t("order.qty")}</th>
                    <th scope="col" className="hidden text-right sm:table-cell">{t("order.price")}</th>
                    <th scope="col" className="text-right">{t("order.sum")}</th>
                  </tr>
                </thead>
                <tbody>
                  {order.lines.map((line) => (
                    <tr key={line.id}>
                      <td>
                        <span className="font-medium">{line.title}</span>
                        {line.isGift && <span className="admin-badge ml-2 bg-pink-100 text-pink-900">{t("order.giftLine")}</span>}
                        <span className="block text-xs whitespace-nowrap text-muted tabular-nums sm:hidden" data-testid="line-unit-price">
                          {line.qty} × {formatMoney(line.priceQ)}
                        </span>
                      </td>
                      <td>{line.size || "—"}</td>
                      <td className="hidden text-right tabular-nums sm:table-cell">{line.qty}</td>
                      <td className="hidden text-right whitespace-nowrap tabular-nums sm:table-cell">
                        {formatMoney(line.priceQ)}
                        {line.oldPriceQ ? <s className="ml-1 block text-xs text-muted">{formatMoney(line.oldPriceQ)}</s> : null}
                      </td>
                      <td className="text-right font-medium whitespace-nowrap tabular-nums">{formatMoney(line.totalQ)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </AdminCard>

          <AdminCard title={t("order.history")} testId="order-history">
            <ol className="flex flex-col gap-2 text-sm">
              {order.history.map((event, i) => (
                <li key={`${event.at}-${i}`} className="flex flex-wrap items-center gap-x-3 gap-y-1 border-l-2 border-line pl-3">
                  <span className="text-muted tabular-nums">{formatDateTime(event.at)}</span>
                  {event.status && <StatusBadge status={event.status} />}
                  {event.system ? <span>{t(`order.notes.${event.system}`, { defaultValue: event.system })}</span> : event.note && <span>{event.note}</span>}
                  {event.by && <span className="text-muted">{event.by}</span>}
                </li>
              ))}
            </ol>
          </AdminCard>

          <AdminCard title={t("order.payment")} testId="order-payment">
            <dl className="admin-dl mb-3">
              <dt>{t("order.payment")}</dt>
              <dd>
                {t(`orders.payments.${order.paymentType}`)}
                {order.creditMonth ? ` · ${t("order.months", { count: order.creditMonth })}` : ""}
                {order.creditCard ? ` · ${order.creditCard}` : ""}
              </dd>
            </dl>
            {order.payments.length === 0 ? (
              <p className="text-sm text-muted">{t("order.noPayments")}</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {order.payments.map((p) => (
                  <li key={p.id} className="rounded-md border border-line p-3 text-sm">
                    <dl className="admin-dl">
                      <dt>{t("order.provider")}</dt>
                      <dd>{p.provider}</dd>
                      <dt>{t("order.amount")}</dt>
                      <dd>{formatMoney(p.amountQ)}</dd>
                      <dt>{t("order.paymentStatus")}</dt>
                      <dd className="font-medium">{t(`order.results.${p.status}`, { defaultValue: p.status })}</dd>
                      <dt>{t("order.when")}</dt>
                      <dd>{formatDateTime(p.updatedAt)}</dd>
                      {p.bankResult && (
                        <>
                          <dt>{t("order.bank")}</dt>
                          <dd>
                            <code className="text-xs break-all">{Object.entries(p.bankResult).map(([k, v]) => `${k}: ${String(v)}`).join(" · ")}</code>
                          </dd>
                        </>
                      )}
                    </dl>
                  </li>
                ))}
              </ul>
            )}
          </AdminCard>
        </div>

        <div className="flex flex-col gap-5">
          {canWrite && <Transitions order={order} error={actionData && "error" in actionData ? actionData.error : undefined} />}
          <AdminCard title={t("order.summary")} testId="order-summary">
            <dl className="flex flex-col gap-1.5 text-sm">
              {summaryRows
                .filter(([, v], i) => i === 0 || v !== 0)
                .map(([label, v]) => (
                  <div key={label} className="flex justify-between gap-3">
                    <dt className="text-muted">{label}</dt>
                    <dd className="tabular-nums">{formatMoney(v)}</dd>
                  </div>
                ))}
              <div className="mt-1 flex justify-between gap-3 border-t border-line pt-2 text-base font-semibold">
                <dt>{t("order.total")}</dt>
                <dd className="tabular-nums">{formatMoney(order.totalQ)}</dd>
              </div>
            </dl>
          </AdminCard>
          <AdminCard title={t("order.customer")} testId="order-customer">
            <dl className="admin-dl">
              <dt>{t("order.name")}</dt>
              <dd>{`${text(info.firstName)} ${text(info.lastName)}`.trim()}</dd>
              <dt>{t("order.mobile")}</dt>
              <dd className="whitespace-nowrap">{showMobile(text(info.mobile))}</dd>
              {text(info.email) && (
                <>
                  <dt>{t("order.email")}</dt>
                  <dd className="break-all">{text(info.email)}</dd>
                </>
              )}
              <dt>{t("order.account")}</dt>
              <dd>{order.userId ? `#${order.userId}` : t("order.guest")}</dd>
              {order.deliveryType === "pickup" ? (
                <>
                  <dt>{t("order.branch")}</dt>
                  <dd>{order.branch ?? "—"}</dd>
                </>
              ) : (
                <>
                  <dt>{t("order.address")}</dt>
                  <dd>{address || "—"}</dd>
                </>
              )}
              {order.shipment && (
                <>
                  <dt>{t("order.courier")}</dt>
                  <dd data-testid="order-shipment">
                    {order.shipment.courier}
                    {order.shipment.trackingNumber ? ` · ${order.shipment.trackingNumber}` : ""}
                  </dd>
                </>
              )}
              {order.urgent && (
                <>
                  <dt>{t("order.urgent")}</dt>
                  <dd>{t("orders.yes")}</dd>
                </>
              )}
              {text(info.deliveryNote) && (
                <>
                  <dt>{t("order.note")}</dt>
                  <dd>{text(info.deliveryNote)}</dd>
                </>
              )}
            </dl>
          </AdminCard>
          <AdminCard title={t("order.giftTitle")} testId="order-gift">
            {gift ? (
              <dl className="admin-dl">
                <dt>{t("order.giftTo")}</dt>
                <dd>
                  {`${text(info.giftFirstName)} ${text(info.giftLastName)}`.trim() || "—"}
                  {text(info.giftMobile) ? ` · ${showMobile(text(info.giftMobile))}` : ""}
                </dd>
                {text(info.giftNote) && (
                  <>
                    <dt>{t("order.giftNote")}</dt>
                    <dd>{text(info.giftNote)}</dd>
                  </>
                )}
              </dl>
            ) : (
              <p className="text-sm text-muted">{t("order.noGift")}</p>
            )}
          </AdminCard>
        </div>
      </div>
    </div>
  );
}
