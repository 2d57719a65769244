/**
 * /admin/article-categories — the blog's categories: search by title or slug; sort by order,
 * title or article count; row tools edit, view on site (the category's blog page) and remove
 * (its articles stay, without it), each through a confirmation that works without JavaScript.
 */
import { useTranslation } from "~/lib/translation";
import { Link, data, useLocation } from "react-router";
import type { Route } from "./+types/article-categories";
import { DataList, type Column } from "~/components/admin/DataList";
import { DoneNotice } from "~/components/admin/Field";
import { NO_STORE } from "~/.server/admin.server";
import { loadList, rowAction } from "~/.server/admin-entity";
import { adminArticleCategories, adminRemoveArticleCategory, type AdminArticleCategoryRow } from "~/.server/api/admin-blog";
import { localizePath } from "~/lib/i18n";
import { getInstance } from "~/middleware/i18next";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { list: page, lang, canWrite } = await loadList({ request, context }, async (api, query) => {
    const answer = await adminArticleCategories(api, query);
    return answer.ok ? answer.data : null;
  });
  const title = getInstance(context).getFixedT(lang, "admin")("articleCategories.title");
  return data({ page, lang, canWrite, title }, { headers: NO_STORE });
}

/** Row actions after their confirmation: remove (→ back to the list with a notice). */
export const action = ({ request, context }: Route.ActionArgs) => rowAction({ request, context }, { remove: { call: adminRemoveArticleCategory, done: "removed" } });

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ data: d }) => [{ title: `${d?.title ?? "Article categories"} · Bazaar` }, { name: "robots", content: "noindex, nofollow" }];

export default function AdminArticleCategories({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  const { page, lang, canWrite } = loaderData;
  const done = new URLSearchParams(location.search).get("done");
  const edit = (row: AdminArticleCategoryRow) => localizePath(`/admin/article-categories/${row.id}`, lang);
  const columns: Column<AdminArticleCategoryRow>[] = [
    {
      key: "title",
      label: t("articleCategories.category"),
      sortable: true,
      render: (row) => (
        <span className="flex min-w-0 flex-col">
          <Link to={edit(row)} className="font-semibold text-brand hover:underline" data-testid="article-category-link">
            {row.title || `#${row.id}`}
          </Link>
          <span className="truncate text-xs text-muted">{row.path ?? "—"}</span>
        </span>
      ),
    },
    { key: "articles", label: t("articleCategories.articles"), sortable: true, align: "right", render: (row) => <span className="tabular-nums">{row.articles}</span> },
    { key: "sort", label: t("articleCategories.sort"), sortable: true, align: "right", wide: true, render: (row) => row.sort },
  ];
  return (
    <DataList
      exportHref={localizePath("/admin/export/article-categories", lang)}
      title={t("articleCategories.title")}
      page={page}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.title}
      search
      newHref={canWrite ? localizePath("/admin/article-categories/new", lang) : undefined}
      tools={{
        update: canWrite ? edit : undefined,
        view: canWrite ? undefined : edit,
        viewOnSite: (row) => (row.path ? localizePath(row.path, lang) : null),
        remove: canWrite,
      }}
      testId="admin-article-categories"
    >
      {done && <DoneNotice text={t(`articleCategories.done.${done}`, { defaultValue: "" })} testId="article-categories-done" />}
    </DataList>
  );
}
