/**
 * The back office's home: today's orders and revenue and the orders waiting per status (only
 * for staff who may read orders: the API leaves them out otherwise), low-stock sizes, reviews waiting.
 */
import { useTranslation } from "~/lib/translation";
import { adminMeta } from "~/lib/admin-title";
import { Link, data } from "react-router";
import type { Route } from "./+types/dashboard";
import { StatusBadge } from "~/components/admin/AdminShell";
import { NO_STORE, adminError, requireStaff } from "~/.server/admin.server";
import { adminDashboard } from "~/.server/api/admin";
import { getApi, getLang } from "~/.server/context";
import { localizePath } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";
import { SalesChart } from "~/components/admin/SalesChart";

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaff(request, context);
  const answer = await adminDashboard(getApi(context));
  if (!answer.ok || !answer.data) return adminError(context, 403, true);
  return data(
    {
      dashboard: answer.data,
      canOrders: me.permissions.includes("orders:read"),
      canReviews: me.permissions.includes("reviews:read"),
      lang: getLang(context),
    },
    { headers: NO_STORE },
  );
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches, { key: "dashboard.title" }, "Dashboard");

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { dashboard, canOrders, canReviews, lang } = loaderData;
  const ordersPath = (status?: string) =>
    localizePath(`/admin/orders${status ? `?status=${status}` : ""}`, lang);
  return (
    <div className="flex flex-col gap-6" data-testid="admin-dashboard">
      <h1 className="text-2xl font-semibold tracking-tight">
        {t("dashboard.title")}
      </h1>
      <div
        className={`grid gap-4 sm:grid-cols-2 ${dashboard.today ? "xl:grid-cols-4" : ""}`}
      >
        {dashboard.today && (
          <>
            <div className="admin-card">
              <p className="text-sm text-muted">{t("dashboard.todayOrders")}</p>
              <p
                className="mt-1 text-3xl font-semibold tabular-nums"
                data-testid="dash-today-orders"
              >
                {dashboard.today.orders}
              </p>
            </div>
            <div className="admin-card">
              <p className="text-sm text-muted">
                {t("dashboard.todayRevenue")}
              </p>
              <p
                className="mt-1 text-3xl font-semibold tabular-nums"
                data-testid="dash-today-revenue"
              >
                {formatMoney(dashboard.today.revenueQ)}
              </p>
            </div>
          </>
        )}
        <div className="admin-card">
          <p className="text-sm text-muted">{t("dashboard.reviewsWaiting")}</p>
          <p
            className="mt-1 text-3xl font-semibold tabular-nums"
            data-testid="dash-reviews-waiting"
          >
            {dashboard.reviewsWaiting}
          </p>
          {canReviews && (
            <Link
              to={localizePath("/admin/reviews?state=waiting", lang)}
              className="mt-2 inline-flex min-h-6 items-center text-sm font-medium text-brand hover:underline"
              data-testid="dash-reviews-link"
            >
              {t("dashboard.moderate")}
            </Link>
          )}
        </div>
        <div className="admin-card">
          <p className="text-sm text-muted">{t("dashboard.lowStock")}</p>
          <p className="mt-1 text-3xl font-semibold tabular-nums">
            {dashboard.lowStock.length}
          </p>
        </div>
      </div>
      <div
        className={`grid gap-4 ${dashboard.byStatus ? "lg:grid-cols-2" : ""}`}
      >
        {dashboard.byStatus && (
          <section className="admin-card" aria-labelledby="dash-waiting">
            <h2 id="dash-waiting" className="mb-3 text-base font-semibold">
              {t("dashboard.waiting")}
            </h2>
            <ul className="divide-y divide-line">
              {dashboard.byStatus.map((row) => (
                <li
                  key={row.status}
                  className="flex items-center justify-between py-2"
                >
                  {canOrders ? (
                    <Link
                      to={ordersPath(row.status)}
                      className="inline-flex min-h-6 items-center hover:underline"
                    >
                      <StatusBadge status={row.status} />
                    </Link>
                  ) : (
                    <StatusBadge status={row.status} />
                  )}
                  <span className="font-semibold tabular-nums">
                    {row.count}
                  </span>
                </li>
              ))}
            </ul>
            {canOrders && (
              <Link to={ordersPath()} className="admin-btn mt-3">
                {t("dashboard.openOrders")}
              </Link>
            )}
          </section>
        )}
        <section className="admin-card" aria-labelledby="dash-low">
          <h2 id="dash-low" className="mb-3 text-base font-semibold">
            {t("dashboard.lowStock")}
          </h2>
          {dashboard.lowStock.length === 0 ? (
            <p className="text-sm text-muted">{t("dashboard.noLowStock")}</p>
          ) : (
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col" className="text-left">
                    {t("dashboard.product")}
                  </th>
                  <th scope="col" className="text-left">
                    {t("dashboard.size")}
                  </th>
                  <th scope="col" className="text-right">
                    {t("dashboard.stock")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {dashboard.lowStock.map((row) => (
                  <tr key={`${row.productId}-${row.size}`}>
                    <td>{row.title}</td>
                    <td>{row.size || t("dashboard.noSize")}</td>
                    <td
                      className={`text-right font-semibold tabular-nums ${row.stock === 0 ? "text-red-700" : ""}`}
                    >
                      {row.stock}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>
      {dashboard.sales && dashboard.lastOrders && (
        <div className="grid gap-4 lg:grid-cols-2">
          <section className="admin-card" aria-labelledby="dash-sales">
            <h2 id="dash-sales" className="mb-3 text-base font-semibold">
              {t("dashboard.sales14")}
            </h2>
            <SalesChart days={dashboard.sales} label={t("dashboard.sales14")} />
            <Link to={localizePath("/admin/reports", lang)} className="admin-btn mt-3">
              {t("dashboard.reports")}
            </Link>
          </section>
          <section className="admin-card" aria-labelledby="dash-last">
            <h2 id="dash-last" className="mb-3 text-base font-semibold">
              {t("dashboard.lastOrders")}
            </h2>
            {dashboard.lastOrders.length === 0 && <p className="text-sm text-muted">{t("dashboard.noOrders")}</p>}
            <ul className="divide-y divide-line" data-testid="dash-last-orders">
              {dashboard.lastOrders.map((o) => (
                <li key={o.id} className="flex items-center justify-between gap-3 py-2">
                  <Link to={localizePath(`/admin/orders/${o.id}`, lang)} className="inline-flex min-h-6 items-center font-medium hover:underline">
                    {o.number}
                  </Link>
                  <StatusBadge status={o.status} />
                  <span className="font-semibold tabular-nums">{formatMoney(o.totalQ)}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </div>
  );
}
