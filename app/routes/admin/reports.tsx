/**
 * Sales reports: a plain GET form (from, to, grouping) and the table of the API's report, with
 * the total and a CSV link of the same query. Works without JavaScript; orders:read only.
 */
import { Form, data } from "react-router";
import type { Route } from "./+types/reports";
import { useTranslation } from "~/lib/translation";
import { adminMeta } from "~/lib/admin-title";
import { NO_STORE, adminError, requireStaff } from "~/.server/admin.server";
import { adminSalesReport } from "~/.server/api/admin";
import { getApi, getLang } from "~/.server/context";
import { localizePath } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";
import { REPORT_GROUPS } from "../../../backend/admin/reports-contract.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaff(request, context);
  if (!me.permissions.includes("orders:read")) return adminError(context, 403, true);
  const url = new URL(request.url);
  const query: { from?: string; to?: string; group?: string } = {};
  for (const name of ["from", "to", "group"] as const) {
    const value = url.searchParams.get(name);
    if (value) query[name] = value;
  }
  const answer = await adminSalesReport(getApi(context), query);
  return data(
    { report: answer.ok ? answer.data! : null, failed: answer.ok ? null : (answer.code ?? "api.failed"), query, lang: getLang(context) },
    { headers: NO_STORE, status: answer.ok ? 200 : 422 },
  );
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, { key: "reports.title" }, "Sales reports");

export default function AdminReports({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { report, failed, query, lang } = loaderData;
  const group = report?.group ?? query.group ?? "day";
  const csv = `${localizePath("/admin/reports/export", lang)}?${new URLSearchParams({ from: report?.from ?? "", to: report?.to ?? "", group }).toString()}`;
  const field = "min-h-10 rounded border border-line bg-white px-2";
  return (
    <div className="flex flex-col gap-6" data-testid="admin-reports">
      <h1 className="text-2xl font-semibold tracking-tight">{t("reports.title")}</h1>
      <Form method="get" className="admin-card flex flex-wrap items-end gap-4">
        <label className="flex flex-col gap-1 text-sm">
          {t("reports.from")}
          <input type="date" name="from" defaultValue={report?.from ?? query.from} className={field} required />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t("reports.to")}
          <input type="date" name="to" defaultValue={report?.to ?? query.to} className={field} required />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t("reports.group")}
          <select name="group" defaultValue={group} className={field}>
            {REPORT_GROUPS.map((g) => (
              <option key={g} value={g}>
                {t(`reports.groups.${g}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="min-h-10 rounded bg-brand px-4 font-medium text-white">
          {t("reports.show")}
        </button>
        {report && (
          <a href={csv} className="inline-flex min-h-10 items-center font-medium text-brand hover:underline" download>
            {t("reports.csv")}
          </a>
        )}
      </Form>
      {failed && (
        <p role="alert" className="admin-card text-red-700">
          {t("reports.invalidRange")}
        </p>
      )}
      {report && (
        <section className="admin-card overflow-x-auto" aria-labelledby="report-table">
          <h2 id="report-table" className="mb-3 text-base font-semibold">
            {t("reports.range", { from: report.from, to: report.to })}
          </h2>
          {report.rows.length === 0 ? (
            <p>{t("reports.empty")}</p>
          ) : (
            <table className="w-full text-sm tabular-nums" data-testid="report-table">
              <thead>
                <tr className="text-left text-muted">
                  <th scope="col" className="py-2 pr-4">{t(`reports.groups.${report.group}`)}</th>
                  <th scope="col" className="py-2 pr-4 text-right">{t("reports.orders")}</th>
                  <th scope="col" className="py-2 pr-4 text-right">{t("reports.cancelled")}</th>
                  {report.total.units !== null && <th scope="col" className="py-2 pr-4 text-right">{t("reports.units")}</th>}
                  <th scope="col" className="py-2 pr-4 text-right">{t("reports.gross")}</th>
                  <th scope="col" className="py-2 pr-4 text-right">{t("reports.returns")}</th>
                  <th scope="col" className="py-2 text-right">{t("reports.net")}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {report.rows.map((r) => (
                  <tr key={r.key}>
                    <th scope="row" className="py-2 pr-4 text-left font-normal">
                      {report.group === "payment" || report.group === "delivery" ? t(`reports.kinds.${r.key}`, { defaultValue: r.label }) : r.label}
                    </th>
                    <td className="py-2 pr-4 text-right">{r.orders}</td>
                    <td className="py-2 pr-4 text-right">{r.cancelledOrders}</td>
                    {report.total.units !== null && <td className="py-2 pr-4 text-right">{r.units}</td>}
                    <td className="py-2 pr-4 text-right">{formatMoney(r.grossQ)}</td>
                    <td className="py-2 pr-4 text-right">{formatMoney(r.cancelledQ)}</td>
                    <td className="py-2 text-right font-medium">{formatMoney(r.netQ)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="border-t border-line font-semibold">
                  <th scope="row" className="py-2 pr-4 text-left">{t("reports.total")}</th>
                  <td className="py-2 pr-4 text-right">{report.total.orders}</td>
                  <td className="py-2 pr-4 text-right">{report.total.cancelledOrders}</td>
                  {report.total.units !== null && <td className="py-2 pr-4 text-right">{report.total.units}</td>}
                  <td className="py-2 pr-4 text-right">{formatMoney(report.total.grossQ)}</td>
                  <td className="py-2 pr-4 text-right">{formatMoney(report.total.cancelledQ)}</td>
                  <td className="py-2 text-right">{formatMoney(report.total.netQ)}</td>
                </tr>
              </tfoot>
            </table>
          )}
        </section>
      )}
    </div>
  );
}
