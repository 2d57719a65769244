/**
 * /admin/delivery-areas — the delivery areas as checkout offers them (city > district > place)
 * in tree order: search by name or code; filters by level and by a city or district (with
 * everything inside it); each row shows its own fee or the one it inherits and whether it is
 * delivered to. Row tools edit and remove (after a confirmation; an area with districts or
 * places inside is kept). Works without JavaScript.
 */
import { useTranslation } from "~/lib/translation";
import { Link, data, useLocation } from "react-router";
import { adminMeta } from "~/lib/admin-title";
import type { Route } from "./+types/areas";
import { DataList, type Column, type Filter } from "~/components/admin/DataList";
import { useAdminMessage } from "~/components/admin/codes";
import { DoneNotice, ErrorNotice } from "~/components/admin/Field";
import { NO_STORE } from "~/.server/admin.server";
import { loadList, rowAction } from "~/.server/admin-entity";
import { adminAreaParents, adminAreas, adminRemoveArea, type AdminAreaRow } from "~/.server/api/admin-content";
import { localizePath } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { list, lang, canWrite } = await loadList({ request, context }, async (api, query) => {
    const [answer, parents] = await Promise.all([adminAreas(api, query), adminAreaParents(api)]);
    return answer.ok && answer.data && parents.data ? { page: answer.data, parents: parents.data.parents } : null;
  });
  return data({ ...list, lang, canWrite }, { headers: NO_STORE });
}

/** Remove after its confirmation (an area with districts or places inside is kept). */
export const action = ({ request, context }: Route.ActionArgs) => rowAction({ request, context }, { remove: { call: adminRemoveArea, done: "removed", refusable: true } });

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, { key: "areas.title" }, "Delivery areas");

const INDENT: Record<string, string> = { city: "", district: "pl-4", place: "pl-8" };

export default function AdminAreas({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  const { page, parents, lang, canWrite } = loaderData;
  const params = new URLSearchParams(location.search);
  const done = params.get("done");
  const failed = params.get("failed");
  const message = useAdminMessage();
  const edit = (row: AdminAreaRow) => localizePath(`/admin/delivery-areas/${row.id}`, lang);
  const treeOrder = page.sort === "tree";
  const columns: Column<AdminAreaRow>[] = [
    {
      key: "title",
      label: t("areas.area"),
      sortable: true,
      render: (row) => (
        <span className={`flex min-w-0 flex-col ${treeOrder ? INDENT[row.level] : ""}`}>
          <Link to={edit(row)} className="font-semibold text-brand hover:underline" data-testid="area-link">
            {row.title || row.code}
          </Link>
          <span className="text-xs text-muted">{row.parents || t(`areas.levels.${row.level}`)}</span>
        </span>
      ),
    },
    { key: "code", label: t("areas.code"), sortable: true, wide: true, render: (row) => <code className="text-xs">{row.code}</code> },
    { key: "level", label: t("areas.level"), wide: true, render: (row) => t(`areas.levels.${row.level}`) },
    {
      key: "feeQ",
      label: t("areas.fee"),
      sortable: true,
      align: "right",
      render: (row) => (
        <span className="flex flex-col items-end whitespace-nowrap" data-testid="area-fee">
          <span className={row.feeQ === null ? "text-muted" : "font-semibold"}>
            {row.effectiveFeeQ === null ? t("areas.unknownFee") : row.effectiveFeeQ === 0 ? t("areas.free") : formatMoney(row.effectiveFeeQ)}
          </span>
          <span className="text-xs text-muted">{row.feeQ === null ? t("areas.inherited") : t("areas.ownFee")}</span>
        </span>
      ),
    },
    {
      key: "noDelivery",
      label: t("areas.noDelivery"),
      render: (row) =>
        row.noDelivery ? <span className="admin-badge bg-red-100 text-red-900">{t("areas.noDelivery")}</span> : <span className="admin-badge bg-emerald-100 text-emerald-900">{t("areas.delivers")}</span>,
    },
    { key: "children", label: t("areas.children"), align: "right", wide: true, render: (row) => row.children || "—" },
  ];
  const filters: Filter[] = [
    { name: "level", label: t("areas.level"), type: "select", options: (["city", "district", "place"] as const).map((l) => ({ value: l, label: t(`areas.levels.${l}`) })) },
    { name: "under", label: t("areas.under"), type: "select", options: parents.map((p) => ({ value: String(p.id), label: `${p.level === "district" ? "\u00a0\u00a0" : ""}${p.title}` })) },
  ];
  return (
    <DataList
      exportHref={localizePath("/admin/export/delivery-areas", lang)}
      title={t("areas.title")}
      page={page}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.title || row.code}
      search
      filters={filters}
      newHref={canWrite ? localizePath("/admin/delivery-areas/new", lang) : undefined}
      tools={{ update: canWrite ? edit : undefined, view: canWrite ? undefined : edit, remove: canWrite }}
      testId="admin-areas"
    >
      {done && <DoneNotice text={t(`areas.done.${done}`, { defaultValue: "" })} testId="areas-done" />}
      {failed && <ErrorNotice text={message(failed)} testId="areas-failed" />}
    </DataList>
  );
}
