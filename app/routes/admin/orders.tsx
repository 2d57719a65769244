/** /admin/orders — every order, newest first: search by number, mobile or name; filters; CSV export. */
import { useTranslation } from "~/lib/translation";
import { adminMeta } from "~/lib/admin-title";
import { Link, data } from "react-router";
import type { Route } from "./+types/orders";
import { StatusBadge } from "~/components/admin/AdminShell";
import { DataList, type Column, type Filter } from "~/components/admin/DataList";
import { formatDateTime, showMobile } from "~/components/admin/format";
import { NO_STORE, adminError, requirePermission } from "~/.server/admin.server";
import { adminOrders, type AdminOrderRow } from "~/.server/api/admin";
import { getApi, getLang } from "~/.server/context";
import { ORDER_STATUSES } from "../../../backend/admin/contract";
import { localizePath } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, "orders:read");
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const answer = await adminOrders(getApi(context), query);
  if (!answer.ok || !answer.data) return adminError(context, 403, true);
  return data({ page: answer.data, lang: getLang(context) }, { headers: NO_STORE });
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, { key: "orders.title" }, "Orders");

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { page, lang } = loaderData;
  const detail = (row: AdminOrderRow) => localizePath(`/admin/orders/${row.id}`, lang);
  const columns: Column<AdminOrderRow>[] = [
    {
      key: "number",
      label: t("orders.number"),
      sortable: true,
      render: (row) => (
        <Link to={detail(row)} className="inline-flex min-h-6 items-center font-semibold text-brand hover:underline" data-testid="order-link">
          {row.number}
        </Link>
      ),
    },
    { key: "createdAt", label: t("orders.date"), sortable: true, render: (row) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.createdAt)}</span> },
    { key: "status", label: t("orders.status"), sortable: true, render: (row) => <StatusBadge status={row.status} /> },
    {
      key: "customer",
      label: t("orders.customer"),
      sortable: true,
      render: (row) => (
        <span className="flex flex-col">
          <span className="font-medium">{row.customer}</span>
          <span className="text-xs whitespace-nowrap text-muted">{showMobile(row.mobile)}</span>
        </span>
      ),
    },
    {
      key: "payment",
      label: t("orders.payment"),
      wide: true,
      render: (row) => (
        <span className="flex flex-wrap items-center gap-1.5">
          {t(`orders.payments.${row.paymentType}`)}
          <span className={`admin-badge ${row.paid ? "bg-emerald-100 text-emerald-900" : "bg-gray-100 text-gray-800"}`}>{row.paid ? t("orders.paid") : t("orders.unpaid")}</span>
        </span>
      ),
    },
    { key: "delivery", label: t("orders.delivery"), wide: true, render: (row) => t(`orders.deliveries.${row.deliveryType}`) },
    { key: "lines", label: t("orders.lines"), wide: true, align: "right", render: (row) => row.lines },
    { key: "totalQ", label: t("orders.total"), sortable: true, align: "right", render: (row) => <span className="font-semibold whitespace-nowrap">{formatMoney(row.totalQ)}</span> },
  ];
  const filters: Filter[] = [
    { name: "status", label: t("orders.status"), type: "select", options: ORDER_STATUSES.map((s) => ({ value: s, label: t(`orders.statuses.${s}`) })) },
    { name: "payment", label: t("orders.payment"), type: "select", options: (["card", "cash", "installment"] as const).map((p) => ({ value: p, label: t(`orders.payments.${p}`) })) },
    { name: "paid", label: t("orders.paidFilter"), type: "select", options: [{ value: "yes", label: t("orders.yes") }, { value: "no", label: t("orders.no") }] },
    { name: "delivery", label: t("orders.delivery"), type: "select", options: (["delivery", "pickup"] as const).map((d) => ({ value: d, label: t(`orders.deliveries.${d}`) })) },
    { name: "from", label: t("orders.from"), type: "date" },
    { name: "to", label: t("orders.to"), type: "date" },
  ];
  return (
    <DataList
      title={t("orders.title")}
      page={page}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.number}
      search
      filters={filters}
      tools={{ view: detail }}
      exportHref={localizePath("/admin/export/orders", lang)}
      testId="admin-orders"
    />
  );
}
