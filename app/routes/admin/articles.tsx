/**
 * /admin/articles — the blog's articles: search by title or slug; filters by category and
 * state (published, scheduled, draft); sort by publication date (newest first) or title; row
 * tools view on site, edit, duplicate (a draft copy) and remove, each through a confirmation
 * that works without JavaScript.
 */
import { useTranslation } from "~/lib/translation";
import { Link, data, useLocation } from "react-router";
import type { Route } from "./+types/articles";
import { DataList, type Column, type Filter } from "~/components/admin/DataList";
import { DoneNotice } from "~/components/admin/Field";
import { formatDateTime } from "~/components/admin/format";
import { NO_STORE } from "~/.server/admin.server";
import { loadList, rowAction } from "~/.server/admin-entity";
import { adminArticleOptions, adminArticles, adminDuplicateArticle, adminRemoveArticle, type AdminArticleRow } from "~/.server/api/admin-blog";
import { imageUrl } from "~/lib/images";
import { localizePath } from "~/lib/i18n";
import { getInstance } from "~/middleware/i18next";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { list, lang, canWrite } = await loadList({ request, context }, async (api, query) => {
    const [answer, options] = await Promise.all([adminArticles(api, query), adminArticleOptions(api)]);
    return answer.ok && answer.data && options.ok && options.data ? { page: answer.data, categories: options.data.categories } : null;
  });
  const title = getInstance(context).getFixedT(lang, "admin")("articles.title");
  return data({ ...list, lang, canWrite, title }, { headers: NO_STORE });
}

/** Row actions after their confirmation: duplicate, remove (→ back to the list with a notice). */
export const action = ({ request, context }: Route.ActionArgs) =>
  rowAction(
    { request, context },
    {
      duplicate: { call: adminDuplicateArticle, done: "duplicated" },
      remove: { call: adminRemoveArticle, done: "removed" },
    },
  );

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ data: d }) => [{ title: `${d?.title ?? "Articles"} · Bazaar` }, { name: "robots", content: "noindex, nofollow" }];

const STATE_BADGE: Record<AdminArticleRow["state"], string> = {
  published: "bg-emerald-100 text-emerald-900",
  scheduled: "bg-sky-100 text-sky-900",
  draft: "bg-gray-200 text-gray-800",
};

export default function AdminArticles({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  const { page, categories, lang, canWrite } = loaderData;
  const done = new URLSearchParams(location.search).get("done");
  const edit = (row: AdminArticleRow) => localizePath(`/admin/articles/${row.id}`, lang);
  const columns: Column<AdminArticleRow>[] = [
    {
      key: "title",
      label: t("articles.article"),
      sortable: true,
      render: (row) => (
        <span className="flex min-w-0 items-center gap-3">
          {row.coverImage ? (
            <img src={imageUrl(row.coverImage, 300)} alt="" width={64} height={40} loading="lazy" className="hidden h-10 w-16 shrink-0 rounded object-cover sm:block" />
          ) : (
            <span className="hidden h-10 w-16 shrink-0 rounded bg-soft sm:block" aria-hidden="true" />
          )}
          <span className="flex min-w-0 flex-col">
            <Link to={edit(row)} className="font-semibold text-brand hover:underline" data-testid="article-link">
              {row.title || `#${row.id}`}
            </Link>
            <span className="truncate text-xs text-muted">{row.categories || t("articles.noCategory")}</span>
          </span>
        </span>
      ),
    },
    {
      key: "state",
      label: t("articles.state"),
      render: (row) => (
        <span className={`admin-badge ${STATE_BADGE[row.state]}`} data-state={row.state}>
          {t(`articles.states.${row.state}`)}
        </span>
      ),
    },
    { key: "publishedAt", label: t("articles.publishedAt"), sortable: true, render: (row) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.publishedAt)}</span> },
    { key: "blocks", label: t("articles.blocks"), align: "right", wide: true, render: (row) => <span className="tabular-nums">{row.blocks}</span> },
  ];
  const filters: Filter[] = [
    { name: "category", label: t("articles.category"), type: "select", options: categories.map((c) => ({ value: String(c.id), label: c.title })) },
    { name: "state", label: t("articles.state"), type: "select", options: (["published", "scheduled", "draft"] as const).map((s) => ({ value: s, label: t(`articles.states.${s}`) })) },
  ];
  return (
    <DataList
      exportHref={localizePath("/admin/export/articles", lang)}
      title={t("articles.title")}
      page={page}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.title}
      search
      filters={filters}
      newHref={canWrite ? localizePath("/admin/articles/new", lang) : undefined}
      tools={{
        update: canWrite ? edit : undefined,
        view: canWrite ? undefined : edit,
        viewOnSite: (row) => (row.state === "published" && row.path ? localizePath(row.path, lang) : null),
        duplicate: canWrite,
        remove: canWrite,
      }}
      testId="admin-articles"
    >
      {done && <DoneNotice text={t(`articles.done.${done}`, { defaultValue: "" })} testId="articles-done" />}
    </DataList>
  );
}
