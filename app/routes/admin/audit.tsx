/** /admin/audit — every back-office change (owners only): who, when, area, action, record, before and after. */
import { useTranslation } from "~/lib/translation";
import { adminMeta } from "~/lib/admin-title";
import { data } from "react-router";
import type { Route } from "./+types/audit";
import { DataList, type Column, type Filter } from "~/components/admin/DataList";
import { formatDateTime } from "~/components/admin/format";
import { NO_STORE, adminError, requirePermission } from "~/.server/admin.server";
import { adminAudit, type AuditEntry } from "~/.server/api/admin";
import { getApi, getLang } from "~/.server/context";
import { AREAS } from "../../../backend/staff/contract";
import { localizePath } from "~/lib/i18n";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, "staff:write");
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const answer = await adminAudit(getApi(context), query);
  if (!answer.ok || !answer.data) return adminError(context, 403, true);
  return data({ page: answer.data, lang: getLang(context) }, { headers: NO_STORE });
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, { key: "audit.title" }, "Audit log");

/** Before and after, one line each (cut to the column, the whole text on hover). */
function Change({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation("admin");
  const line = (label: string, value: unknown) => (
    <span className="flex min-w-0 items-baseline gap-2">
      <span className="w-12 shrink-0 text-xs text-muted">{label}</span>
      {value === null || value === undefined ? (
        <span className="text-muted">—</span>
      ) : (
        <code className="block min-w-0 truncate text-xs text-ink/80" title={JSON.stringify(value)}>
          {JSON.stringify(value)}
        </code>
      )}
    </span>
  );
  return (
    <span className="flex max-w-80 min-w-0 flex-col gap-0.5">
      {line(t("audit.before"), before)}
      {line(t("audit.after"), after)}
    </span>
  );
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { page, lang } = loaderData;
  const columns: Column<AuditEntry>[] = [
    { key: "createdAt", label: t("audit.when"), sortable: true, render: (row) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.createdAt)}</span> },
    { key: "actorName", label: t("audit.who"), sortable: true, render: (row) => <span className="whitespace-nowrap">{row.actorName || t("audit.system")}</span> },
    { key: "area", label: t("audit.area"), sortable: true, render: (row) => t(`nav.${row.area}`, { defaultValue: row.area }) },
    {
      key: "action",
      label: t("audit.action"),
      // in the page's language, with the code the log keeps (what a search or an export finds)
      render: (row) => (
        <span className="flex flex-col">
          <span className="font-medium">{t(`audit.actions.${row.action}`, { defaultValue: row.action })}</span>
          <code className="text-xs text-muted">{row.action}</code>
        </span>
      ),
    },
    {
      key: "entity",
      label: t("audit.entity"),
      render: (row) => <span className="whitespace-nowrap">{`${t(`audit.entities.${row.entity}`, { defaultValue: row.entity })}${row.entityId ? ` #${row.entityId}` : ""}`}</span>,
    },
    { key: "change", label: t("audit.change"), wide: true, render: (row) => <Change before={row.before} after={row.after} /> },
  ];
  const filters: Filter[] = [{ name: "area", label: t("audit.area"), type: "select", options: AREAS.map((a) => ({ value: a, label: t(`nav.${a}`) })) }];
  return (
    <DataList
      title={t("audit.title")}
      page={page}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => `${row.entity} ${row.entityId ?? ""}`}
      search
      filters={filters}
      exportHref={localizePath("/admin/export/audit", lang)}
      testId="admin-audit"
    />
  );
}
