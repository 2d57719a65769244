/**
 * /admin/banners — the home page's sections in every language, in the order the home page of
 * each language shows them: search (any text of a section), filters by language, kind and
 * visibility; sort by order, kind or headline; each row shows a preview of its first image.
 * Row tools edit, view on site (the home page of its language), duplicate (a hidden copy) and
 * remove, each after a confirmation that works without JavaScript.
 */
import { useTranslation } from "~/lib/translation";
import { Link, data, useLocation } from "react-router";
import type { Route } from "./+types/banners";
import { DataList, type Column, type Filter } from "~/components/admin/DataList";
import { DoneNotice } from "~/components/admin/Field";
import { NO_STORE } from "~/.server/admin.server";
import { loadList, rowAction } from "~/.server/admin-entity";
import { adminBanners, adminDuplicateBanner, adminRemoveBanner, type AdminBannerRow } from "~/.server/api/admin-site";
import { getInstance } from "~/middleware/i18next";
import { HOME_KINDS } from "../../../backend/admin/banners-contract";
import { CONTENT_LANGS } from "../../../backend/admin/content-contract";
import { localizePath } from "~/lib/i18n";
import { imageUrl } from "~/lib/images";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { list: page, lang, canWrite } = await loadList({ request, context }, async (api, query) => {
    const answer = await adminBanners(api, query);
    return answer.ok ? answer.data : null;
  });
  const pageTitle = getInstance(context).getFixedT(lang, "admin")("banners.title");
  return data({ page, lang, canWrite, pageTitle }, { headers: NO_STORE });
}

/** Row actions after their confirmation: duplicate (a hidden copy), remove. */
export const action = ({ request, context }: Route.ActionArgs) =>
  rowAction(
    { request, context },
    {
      duplicate: { call: adminDuplicateBanner, done: "duplicated" },
      remove: { call: adminRemoveBanner, done: "removed" },
    },
  );

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ data: d }) => [{ title: `${d?.pageTitle ?? "Home banners"} · Bazaar` }, { name: "robots", content: "noindex, nofollow" }];

export default function AdminBanners({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  const { page, lang, canWrite } = loaderData;
  const done = new URLSearchParams(location.search).get("done");
  const edit = (row: AdminBannerRow) => localizePath(`/admin/banners/${row.id}`, lang);
  const label = (row: AdminBannerRow) => row.title || `${t(`banners.kinds.${row.kind}`)} #${row.id}`;
  const columns: Column<AdminBannerRow>[] = [
    {
      key: "preview",
      label: t("banners.preview"),
      wide: true,
      render: (row) =>
        row.image ? (
          <img src={imageUrl(row.image, 300)} alt="" width={96} height={60} loading="lazy" className="h-15 w-24 rounded border border-line bg-soft object-cover" />
        ) : (
          <span className="flex h-15 w-24 items-center justify-center rounded border border-dashed border-line text-xs text-muted">{t("banners.noImage")}</span>
        ),
    },
    {
      key: "title",
      label: t("banners.banner"),
      sortable: true,
      render: (row) => (
        <span className="flex min-w-0 flex-col">
          <Link to={edit(row)} className="font-semibold text-brand hover:underline" data-testid="banner-link">
            {label(row)}
          </Link>
          <span className="text-xs text-muted">{row.items > 0 ? t("banners.itemCount", { count: row.items }) : t(`banners.kinds.${row.kind}`)}</span>
        </span>
      ),
    },
    { key: "kind", label: t("banners.kind"), sortable: true, wide: true, render: (row) => t(`banners.kinds.${row.kind}`) },
    {
      key: "language",
      label: t("banners.language"),
      render: (row) => (
        <span className="admin-badge bg-gray-100 text-gray-900" lang={row.lang}>
          {row.lang.toUpperCase()}
        </span>
      ),
    },
    {
      key: "hidden",
      label: t("banners.visibility"),
      render: (row) => (
        <span className={`admin-badge ${row.hidden ? "bg-gray-200 text-gray-800" : "bg-emerald-100 text-emerald-900"}`} data-status={row.hidden ? "hidden" : "shown"}>
          {t(row.hidden ? "banners.statuses.hidden" : "banners.statuses.shown")}
        </span>
      ),
    },
    { key: "sort", label: t("banners.sort"), sortable: true, align: "right", wide: true, render: (row) => row.sort },
  ];
  const filters: Filter[] = [
    { name: "language", label: t("banners.language"), type: "select", options: CONTENT_LANGS.map((l) => ({ value: l, label: t(`products.lang.${l}`) })) },
    { name: "kind", label: t("banners.kind"), type: "select", options: HOME_KINDS.map((k) => ({ value: k, label: t(`banners.kinds.${k}`) })) },
    { name: "visibility", label: t("banners.visibility"), type: "select", options: (["shown", "hidden"] as const).map((s) => ({ value: s, label: t(`banners.statuses.${s}`) })) },
  ];
  return (
    <DataList
      exportHref={localizePath("/admin/export/banners", lang)}
      title={t("banners.title")}
      page={page}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={label}
      search
      filters={filters}
      newHref={canWrite ? localizePath("/admin/banners/new", lang) : undefined}
      tools={{
        update: canWrite ? edit : undefined,
        view: canWrite ? undefined : edit,
        viewOnSite: (row) => (row.hidden ? null : localizePath("/", row.lang)),
        duplicate: canWrite,
        remove: canWrite,
      }}
      testId="admin-banners"
    >
      {done && <DoneNotice text={t(`banners.done.${done}`, { defaultValue: "" })} testId="banners-done" />}
    </DataList>
  );
}
