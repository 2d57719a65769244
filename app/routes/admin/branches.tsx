/**
 * /admin/branches — the shop's branches (stores and pickup points): search by name, address
 * or phone; filters by visibility and pickup; sort by order, name or city; row tools edit,
 * view on site (/branches), hide/show and remove, each through a confirmation that works
 * without JavaScript. A branch orders are picked up at cannot be removed (hide it instead).
 */
import { useTranslation } from "~/lib/translation";
import { Link, data, useLocation } from "react-router";
import { adminMeta } from "~/lib/admin-title";
import type { Route } from "./+types/branches";
import { DataList, type Column, type Filter } from "~/components/admin/DataList";
import { useAdminMessage } from "~/components/admin/codes";
import { DoneNotice, ErrorNotice } from "~/components/admin/Field";
import { NO_STORE } from "~/.server/admin.server";
import { loadList, rowAction } from "~/.server/admin-entity";
import { adminBranchVisibility, adminBranches, adminRemoveBranch, type AdminBranchRow } from "~/.server/api/admin-content";
import { localizePath } from "~/lib/i18n";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { list: page, lang, canWrite } = await loadList({ request, context }, async (api, query) => {
    const answer = await adminBranches(api, query);
    return answer.ok ? answer.data : null;
  });
  return data({ page, lang, canWrite }, { headers: NO_STORE });
}

/** Row actions after their confirmation: hide, show, remove (→ back to the list with a notice). */
export const action = ({ request, context }: Route.ActionArgs) =>
  rowAction(
    { request, context },
    {
      hide: { call: (api, id) => adminBranchVisibility(api, id, true), done: "hidden" },
      show: { call: (api, id) => adminBranchVisibility(api, id, false), done: "shown" },
      remove: { call: adminRemoveBranch, done: "removed", refusable: true },
    },
  );

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, { key: "branches.title" }, "Branches");

export default function AdminBranches({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  const { page, lang, canWrite } = loaderData;
  const params = new URLSearchParams(location.search);
  const done = params.get("done");
  const failed = params.get("failed");
  const message = useAdminMessage();
  const edit = (row: AdminBranchRow) => localizePath(`/admin/branches/${row.id}`, lang);
  const columns: Column<AdminBranchRow>[] = [
    {
      key: "title",
      label: t("branches.branch"),
      sortable: true,
      render: (row) => (
        <span className="flex min-w-0 flex-col">
          <Link to={edit(row)} className="font-semibold text-brand hover:underline" data-testid="branch-link">
            {row.title || `#${row.id}`}
          </Link>
          <span className="text-xs text-muted">{row.address}</span>
        </span>
      ),
    },
    { key: "city", label: t("branches.city"), sortable: true, wide: true, render: (row) => row.city },
    { key: "phone", label: t("branches.phone"), wide: true, render: (row) => <span className="whitespace-nowrap tabular-nums">{row.phone ?? "—"}</span> },
    {
      key: "pickup",
      label: t("branches.pickup"),
      wide: true,
      render: (row) => (row.isPickup ? <span className="admin-badge bg-sky-100 text-sky-900">{t("branches.pickupYes")}</span> : <span className="text-muted">—</span>),
    },
    {
      key: "hidden",
      label: t("branches.visibility"),
      render: (row) => (
        <span className={`admin-badge ${row.hidden ? "bg-gray-200 text-gray-800" : "bg-emerald-100 text-emerald-900"}`} data-status={row.hidden ? "hidden" : "shown"}>
          {t(row.hidden ? "branches.statuses.hidden" : "branches.statuses.shown")}
        </span>
      ),
    },
    { key: "sort", label: t("branches.sort"), sortable: true, align: "right", wide: true, render: (row) => row.sort },
  ];
  const filters: Filter[] = [
    { name: "visibility", label: t("branches.visibility"), type: "select", options: (["shown", "hidden"] as const).map((s) => ({ value: s, label: t(`branches.statuses.${s}`) })) },
    {
      name: "pickup",
      label: t("branches.pickup"),
      type: "select",
      options: [
        { value: "yes", label: t("branches.pickupYes") },
        { value: "no", label: t("branches.pickupNo") },
      ],
    },
  ];
  return (
    <DataList
      exportHref={localizePath("/admin/export/branches", lang)}
      title={t("branches.title")}
      page={page}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.title}
      search
      filters={filters}
      newHref={canWrite ? localizePath("/admin/branches/new", lang) : undefined}
      tools={{
        update: canWrite ? edit : undefined,
        view: canWrite ? undefined : edit,
        viewOnSite: (row) => (row.hidden ? null : localizePath("/branches", lang)),
        remove: canWrite,
        actions: canWrite
          ? [
              { intent: "hide", label: (row) => (row.hidden ? null : t("branches.hide")), question: () => t("branches.confirmHide"), danger: true },
              { intent: "show", label: (row) => (row.hidden ? t("branches.show") : null), question: () => t("branches.confirmShow") },
            ]
          : undefined,
      }}
      testId="admin-branches"
    >
      {done && <DoneNotice text={t(`branches.done.${done}`, { defaultValue: "" })} testId="branches-done" />}
      {failed && <ErrorNotice text={message(failed)} testId="branches-failed" />}
    </DataList>
  );
}
