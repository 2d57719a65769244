/**
 * /admin/menus — the items of the shop's three menus (main navigation, the footer's company
 * and for-customer groups) in tree order: search by title or address; filters by menu and by
 * an item (with its sub-items); each row shows where it leads. Row tools edit and remove
 * (after a confirmation; an item with sub-items is kept). Works without JavaScript.
 */
import { useTranslation } from "~/lib/translation";
import { Link, data, useLocation } from "react-router";
import { adminMeta } from "~/lib/admin-title";
import type { Route } from "./+types/menus";
import { DataList, type Column, type Filter } from "~/components/admin/DataList";
import { useAdminMessage } from "~/components/admin/codes";
import { DoneNotice, ErrorNotice } from "~/components/admin/Field";
import { NO_STORE } from "~/.server/admin.server";
import { loadList, rowAction } from "~/.server/admin-entity";
import { adminMenuParents, adminMenus, adminRemoveMenuItem, type AdminMenuItemRow } from "~/.server/api/admin-content";
import { MENUS } from "../../../backend/admin/content-contract";
import { localizePath } from "~/lib/i18n";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { list, lang, canWrite } = await loadList({ request, context }, async (api, query) => {
    const [answer, parents] = await Promise.all([adminMenus(api, query), adminMenuParents(api)]);
    return answer.ok && answer.data && parents.data ? { page: answer.data, parents: parents.data.parents } : null;
  });
  return data({ ...list, lang, canWrite }, { headers: NO_STORE });
}

/** Remove after its confirmation (an item with sub-items is kept). */
export const action = ({ request, context }: Route.ActionArgs) => rowAction({ request, context }, { remove: { call: adminRemoveMenuItem, done: "removed", refusable: true } });

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, { key: "menus.title" }, "Menus");

const INDENT = ["", "", "pl-4", "pl-8"];

export default function AdminMenus({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  const { page, parents, lang, canWrite } = loaderData;
  const params = new URLSearchParams(location.search);
  const done = params.get("done");
  const failed = params.get("failed");
  const message = useAdminMessage();
  const edit = (row: AdminMenuItemRow) => localizePath(`/admin/menus/${row.id}`, lang);
  const treeOrder = page.sort === "tree";
  const columns: Column<AdminMenuItemRow>[] = [
    {
      key: "title",
      label: t("menus.item"),
      sortable: true,
      render: (row) => (
        <span className={`flex min-w-0 flex-col ${treeOrder ? INDENT[row.depth] : ""}`}>
          <Link to={edit(row)} className="font-semibold text-brand hover:underline" data-testid="menu-link">
            {row.title || `#${row.id}`}
          </Link>
          {row.parents && <span className="text-xs text-muted">{row.parents}</span>}
        </span>
      ),
    },
    { key: "menu", label: t("menus.menu"), render: (row) => t(`menus.names.${row.menu}`) },
    {
      key: "target",
      label: t("menus.target"),
      wide: true,
      render: (row) => (
        <span className="flex flex-col">
          <code className="text-xs break-all">{row.target ?? "—"}</code>
          {row.entityType && <span className="text-xs text-muted">{t(`menus.targets.${row.entityType}`)}</span>}
        </span>
      ),
    },
    { key: "children", label: t("menus.children"), align: "right", wide: true, render: (row) => row.children || "—" },
  ];
  const filters: Filter[] = [
    { name: "menu", label: t("menus.menu"), type: "select", options: MENUS.map((m) => ({ value: m, label: t(`menus.names.${m}`) })) },
    {
      name: "under",
      label: t("menus.under"),
      type: "select",
      options: parents.map((p) => ({ value: String(p.id), label: `${"\u00a0\u00a0".repeat(p.depth - 1)}${p.title} · ${t(`menus.names.${p.menu}`)}` })),
    },
  ];
  return (
    <DataList
      exportHref={localizePath("/admin/export/menus", lang)}
      title={t("menus.title")}
      page={page}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.title || `#${row.id}`}
      search
      filters={filters}
      newHref={canWrite ? localizePath("/admin/menus/new", lang) : undefined}
      tools={{
        update: canWrite ? edit : undefined,
        view: canWrite ? undefined : edit,
        viewOnSite: (row) => (row.target?.startsWith("/") ? localizePath(row.target, lang) : null),
        remove: canWrite,
      }}
      testId="admin-menus"
    >
      {done && <DoneNotice text={t(`menus.done.${done}`, { defaultValue: "" })} testId="menus-done" />}
      {failed && <ErrorNotice text={message(failed)} testId="menus-failed" />}
    </DataList>
  );
}
