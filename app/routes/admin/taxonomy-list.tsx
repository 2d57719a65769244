/**
 * /admin/categories, /admin/brands, /admin/collections, /admin/product-groups — the catalogue's
 * taxonomy lists (one screen, the kind comes from the path): search by title or slug; filters
 * (categories: under a parent, level, empty; the others: empty); sortable columns; CSV export;
 * row tools edit, view on site and remove, each through a confirmation that works without
 * JavaScript. A category with subcategories or products, or a brand products carry, is not
 * removed: the notice says why.
 */
import { useTranslation } from "~/lib/translation";
import { Link, data, useLocation } from "react-router";
import type { Route } from "./+types/taxonomy-list";
import { DataList, type Column, type Filter } from "~/components/admin/DataList";
import { useAdminMessage } from "~/components/admin/codes";
import { DoneNotice, ErrorNotice } from "~/components/admin/Field";
import { NO_STORE } from "~/.server/admin.server";
import { loadList, rowAction } from "~/.server/admin-entity";
import { adminCategoryParents, adminRemoveTaxon, adminTaxonomyList, type AdminTaxonRow, type CategoryParentOption } from "~/.server/api/admin-taxonomy";
import { imageUrl } from "~/lib/images";
import { localizePath } from "~/lib/i18n";
import { kindOfPath } from "~/components/admin/taxonomy";
import { adminMeta } from "~/lib/admin-title";

export async function loader({ request, context }: Route.LoaderArgs) {
  const kind = kindOfPath(new URL(request.url).pathname);
  const { list, lang, canWrite } = await loadList(
    { request, context },
    async (api, query) => {
      const [answer, parents] = await Promise.all([adminTaxonomyList(api, kind, query), kind === "categories" ? adminCategoryParents(api) : null]);
      return answer.ok && answer.data ? { page: answer.data, parents: parents?.data?.parents ?? ([] as CategoryParentOption[]) } : null;
    },
    "catalogue",
  );
  return data({ kind, page: list.page, parents: list.parents, lang, canWrite }, { headers: NO_STORE });
}

/** Remove after its confirmation (→ back to the list with a notice; a refusal names its reason). */
export const action = ({ request, context }: Route.ActionArgs) => {
  const kind = kindOfPath(new URL(request.url).pathname);
  return rowAction(
    { request, context },
    { remove: { call: (api, id) => adminRemoveTaxon(api, kind, id), done: "removed", refusable: true } },
    "catalogue",
  );
};

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ data: d, matches }) => adminMeta(matches, { key: `taxonomy.${d?.kind ?? "categories"}.title` }, "Catalogue");

export default function AdminTaxonomyList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  const { kind, page, parents, lang, canWrite } = loaderData;
  const params = new URLSearchParams(location.search);
  const done = params.get("done");
  const failed = params.get("failed");
  const message = useAdminMessage();
  const k = (key: string) => `taxonomy.${kind}.${key}`;
  const edit = (row: AdminTaxonRow) => localizePath(`/admin/${kind}/${row.id}`, lang);
  const hasImage = kind !== "product-groups";
  const columns: Column<AdminTaxonRow>[] = [
    {
      key: "title",
      label: t(k("one")),
      sortable: true,
      render: (row) => (
        <span className="flex items-center gap-3" style={kind === "categories" ? { paddingInlineStart: `${((row.depth ?? 1) - 1) * 1.25}rem` } : undefined}>
          {hasImage && (
            <img src={imageUrl(row.image, 50)} alt="" width={40} height={40} className="size-10 shrink-0 rounded border border-line bg-white object-contain" loading="lazy" />
          )}
          <span className="flex min-w-0 flex-col">
            <Link to={edit(row)} className="font-semibold text-brand hover:underline" data-testid="taxon-link">
              {row.title || `#${row.id}`}
            </Link>
            <span className="truncate text-xs text-muted">{kind === "categories" && row.parents ? row.parents : (row.path ?? "—")}</span>
          </span>
        </span>
      ),
    },
    ...(kind === "categories"
      ? [
          { key: "level", label: t("taxonomy.level"), wide: true, render: (row: AdminTaxonRow) => t("taxonomy.levelN", { level: row.depth ?? 1 }) },
          { key: "children", label: t("taxonomy.subcategories"), align: "right" as const, wide: true, render: (row: AdminTaxonRow) => row.children ?? 0 },
        ]
      : []),
    { key: "products", label: t("taxonomy.products"), sortable: true, align: "right", render: (row) => <span className="tabular-nums">{row.products}</span> },
    { key: "sort", label: t("taxonomy.sort"), sortable: true, align: "right", wide: true, render: (row) => row.sort },
  ];
  const empty: Filter = {
    name: "empty",
    label: t("taxonomy.products"),
    type: "select",
    options: [
      { value: "no", label: t("taxonomy.withProducts") },
      { value: "yes", label: t("taxonomy.withoutProducts") },
    ],
  };
  const filters: Filter[] =
    kind === "categories"
      ? [
          { name: "under", label: t("taxonomy.under"), type: "select", options: parents.map((p) => ({ value: String(p.id), label: `${"\u00a0\u00a0".repeat(p.depth)}${p.title}` })) },
          { name: "level", label: t("taxonomy.level"), type: "select", options: ["1", "2", "3"].map((l) => ({ value: l, label: t("taxonomy.levelN", { level: l }) })) },
          empty,
        ]
      : [empty];
  return (
    <DataList
      title={t(k("title"))}
      page={page}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.title}
      search
      filters={filters}
      newHref={canWrite ? localizePath(`/admin/${kind}/new`, lang) : undefined}
      tools={{
        update: canWrite ? edit : undefined,
        view: canWrite ? undefined : edit,
        viewOnSite: (row) => (row.path ? localizePath(row.path, lang) : null),
        remove: canWrite,
      }}
      exportHref={localizePath(`/admin/export/${kind}`, lang)}
      testId={`admin-${kind}`}
    >
      {done && <DoneNotice text={t(`taxonomy.done.${done}`, { defaultValue: "" })} testId="taxonomy-done" />}
      {failed && <ErrorNotice text={message(failed)} testId="taxonomy-failed" />}
    </DataList>
  );
}
