/** /admin/subscribers — newsletter subscribers, newest first: search by e-mail, language filter, CSV export after a confirmation. */
import { useTranslation } from "~/lib/translation";
import { adminMeta } from "~/lib/admin-title";
import { data } from "react-router";
import type { Route } from "./+types/subscribers";
import { DataList, type Column, type Filter } from "~/components/admin/DataList";
import { formatDateTime } from "~/components/admin/format";
import { NO_STORE, adminError, requirePermission } from "~/.server/admin.server";
import { adminSubscribers, type AdminSubscriberRow } from "~/.server/api/admin-people";
import { getApi, getLang } from "~/.server/context";
import { localizePath } from "~/lib/i18n";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, "customers:read");
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const answer = await adminSubscribers(getApi(context), query);
  if (!answer.ok || !answer.data) return adminError(context, 403, true);
  return data({ page: answer.data, lang: getLang(context) }, { headers: NO_STORE });
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, { key: "subscribers.title" }, "Subscribers");

const LANG_NAMES = { az: "Azərbaycanca", en: "English", ru: "Русский" } as const;

export default function AdminSubscribers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { page, lang } = loaderData;
  const columns: Column<AdminSubscriberRow>[] = [
    { key: "email", label: t("subscribers.email"), sortable: true, render: (row) => <span className="break-all">{row.email}</span> },
    { key: "lang", label: t("subscribers.language"), sortable: true, render: (row) => <span lang={row.lang}>{LANG_NAMES[row.lang] ?? row.lang}</span> },
    { key: "createdAt", label: t("subscribers.since"), sortable: true, render: (row) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.createdAt)}</span> },
  ];
  const filters: Filter[] = [
    { name: "language", label: t("subscribers.language"), type: "select", options: (["az", "en", "ru"] as const).map((l) => ({ value: l, label: LANG_NAMES[l] })) },
  ];
  return (
    <DataList
      title={t("subscribers.title")}
      page={page}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.email}
      search
      filters={filters}
      exportHref={localizePath("/admin/export/subscribers", lang)}
      testId="admin-subscribers"
    />
  );
}
