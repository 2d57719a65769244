/**
 * /admin/pages — the shop's static pages (payment, delivery, returns, contact, about…): search
 * by title, key or text; filter by visibility; sort by title or key; each row shows its
 * address in the list's language. Row tools edit, view on site and remove (after a
 * confirmation that works without JavaScript; the pages the shop links itself or from a menu
 * are kept: hide those instead).
 */
import { useTranslation } from "~/lib/translation";
import { Link, data, useLocation } from "react-router";
import type { Route } from "./+types/pages";
import { DataList, type Column, type Filter } from "~/components/admin/DataList";
import { useAdminMessage } from "~/components/admin/codes";
import { DoneNotice, ErrorNotice } from "~/components/admin/Field";
import { NO_STORE } from "~/.server/admin.server";
import { loadList, rowAction } from "~/.server/admin-entity";
import { adminPages, adminRemovePage, type AdminPageRow } from "~/.server/api/admin-site";
import { getInstance } from "~/middleware/i18next";
import { localizePath } from "~/lib/i18n";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { list: page, lang, canWrite } = await loadList({ request, context }, async (api, query) => {
    const answer = await adminPages(api, query);
    return answer.ok ? answer.data : null;
  });
  const pageTitle = getInstance(context).getFixedT(lang, "admin")("pages.title");
  return data({ page, lang, canWrite, pageTitle }, { headers: NO_STORE });
}

/** Remove after its confirmation (a page the shop or a menu links is kept). */
export const action = ({ request, context }: Route.ActionArgs) => rowAction({ request, context }, { remove: { call: adminRemovePage, done: "removed", refusable: true } });

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ data: d }) => [{ title: `${d?.pageTitle ?? "Pages"} · Bazaar` }, { name: "robots", content: "noindex, nofollow" }];

export default function AdminPages({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  const { page, lang, canWrite } = loaderData;
  const params = new URLSearchParams(location.search);
  const done = params.get("done");
  const failed = params.get("failed");
  const message = useAdminMessage();
  const edit = (row: AdminPageRow) => localizePath(`/admin/pages/${row.id}`, lang);
  const columns: Column<AdminPageRow>[] = [
    {
      key: "title",
      label: t("pages.page"),
      sortable: true,
      render: (row) => (
        <span className="flex min-w-0 flex-col">
          <Link to={edit(row)} className="font-semibold text-brand hover:underline" data-testid="page-link">
            {row.title || row.key}
          </Link>
          <code className="text-xs text-muted">{row.path ?? "—"}</code>
        </span>
      ),
    },
    { key: "key", label: t("pages.key"), sortable: true, wide: true, render: (row) => <code className="text-xs">{row.key}</code> },
    {
      key: "hidden",
      label: t("banners.visibility"),
      render: (row) => (
        <span className={`admin-badge ${row.hidden ? "bg-gray-200 text-gray-800" : "bg-emerald-100 text-emerald-900"}`} data-status={row.hidden ? "hidden" : "shown"}>
          {t(row.hidden ? "banners.statuses.hidden" : "banners.statuses.shown")}
        </span>
      ),
    },
  ];
  const filters: Filter[] = [
    { name: "visibility", label: t("banners.visibility"), type: "select", options: (["shown", "hidden"] as const).map((s) => ({ value: s, label: t(`banners.statuses.${s}`) })) },
  ];
  return (
    <DataList
      exportHref={localizePath("/admin/export/pages", lang)}
      title={t("pages.title")}
      page={page}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.title || row.key}
      search
      filters={filters}
      newHref={canWrite ? localizePath("/admin/pages/new", lang) : undefined}
      tools={{
        update: canWrite ? edit : undefined,
        view: canWrite ? undefined : edit,
        viewOnSite: (row) => (row.hidden || !row.path ? null : localizePath(row.path, lang)),
        remove: canWrite,
      }}
      testId="admin-pages"
    >
      {done && <DoneNotice text={t(`pages.done.${done}`, { defaultValue: "" })} testId="pages-done" />}
      {failed && <ErrorNotice text={message(failed)} testId="pages-failed" />}
    </DataList>
  );
}
