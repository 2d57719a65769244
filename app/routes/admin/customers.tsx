/** /admin/customers — every account, newest first: search by name, mobile or e-mail; verified and loyalty filters. */
import { useTranslation } from "~/lib/translation";
import { adminMeta } from "~/lib/admin-title";
import { Link, data } from "react-router";
import type { Route } from "./+types/customers";
import { DataList, type Column, type Filter } from "~/components/admin/DataList";
import { formatDateTime, showMobile } from "~/components/admin/format";
import { NO_STORE, adminError, requirePermission } from "~/.server/admin.server";
import { adminCustomers, type AdminCustomerRow } from "~/.server/api/admin-people";
import { getApi, getLang } from "~/.server/context";
import { localizePath } from "~/lib/i18n";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, "customers:read");
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const answer = await adminCustomers(getApi(context), query);
  if (!answer.ok || !answer.data) return adminError(context, 403, true);
  return data({ page: answer.data, lang: getLang(context) }, { headers: NO_STORE });
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, { key: "customers.title" }, "Customers");

function YesNo({ value, yes, no }: { value: boolean; yes: string; no: string }) {
  return <span className={`admin-badge ${value ? "bg-emerald-100 text-emerald-900" : "bg-gray-100 text-gray-800"}`}>{value ? yes : no}</span>;
}

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { page, lang } = loaderData;
  const detail = (row: AdminCustomerRow) => localizePath(`/admin/customers/${row.id}`, lang);
  const columns: Column<AdminCustomerRow>[] = [
    {
      key: "name",
      label: t("customers.name"),
      sortable: true,
      render: (row) => (
        <span className="flex flex-col">
          <Link to={detail(row)} className="inline-flex min-h-6 items-center font-semibold text-brand hover:underline" data-testid="customer-link">
            {row.name || "—"}
          </Link>
          <span className="text-xs whitespace-nowrap text-muted">{showMobile(row.mobile)}</span>
        </span>
      ),
    },
    { key: "email", label: t("customers.email"), wide: true, render: (row) => <span className="break-all">{row.email ?? "—"}</span> },
    { key: "verified", label: t("customers.verified"), render: (row) => <YesNo value={row.verified} yes={t("customers.verifiedYes")} no={t("customers.verifiedNo")} /> },
    { key: "loyalty", label: t("customers.loyalty"), wide: true, render: (row) => (row.loyalty ? <span className="admin-badge bg-violet-100 text-violet-900">{t("customers.loyal")}</span> : "—") },
    { key: "orders", label: t("customers.orders"), sortable: true, align: "right", render: (row) => row.orders },
    { key: "createdAt", label: t("customers.since"), sortable: true, wide: true, render: (row) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.createdAt)}</span> },
  ];
  const yesNo = [
    { value: "yes", label: t("orders.yes") },
    { value: "no", label: t("orders.no") },
  ];
  const filters: Filter[] = [
    { name: "verified", label: t("customers.verified"), type: "select", options: yesNo },
    { name: "loyalty", label: t("customers.loyalty"), type: "select", options: yesNo },
  ];
  return (
    <DataList
      exportHref={localizePath("/admin/export/customers", lang)}
      title={t("customers.title")}
      page={page}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.name}
      search
      filters={filters}
      tools={{ view: detail }}
      testId="admin-customers"
    />
  );
}
