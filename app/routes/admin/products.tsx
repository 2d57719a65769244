/**
 * /admin/products — the catalogue's products: search by title, SKU or number; filters by
 * brand, category (with its subcategories), visibility and stock; sortable columns; CSV
 * export; row tools edit, view on site, duplicate (a hidden copy, then its form) and hide/show,
 * each through a confirmation that works without JavaScript; the list kit's bulk hide/show of
 * the checked rows (one API call, admin/products/bulk).
 */
import { useTranslation } from "~/lib/translation";
import { adminMeta } from "~/lib/admin-title";
import { Link, data, redirect, useLocation } from "react-router";
import { withParams } from "~/components/admin/DataList";
import { productsBulkSchema } from "../../../backend/admin/bulk-contract";
import type { Route } from "./+types/products";
import { DataList, type Column, type Filter } from "~/components/admin/DataList";
import { formatDateTime } from "~/components/admin/format";
import { adminAnswer, useAdminMessage } from "~/components/admin/codes";
import { NO_STORE, adminError, requirePermission } from "~/.server/admin.server";
import { adminCatalogueOptions, adminDuplicateProduct, adminProductVisibility, adminProducts, adminProductsBulk, type AdminProductRow } from "~/.server/api/admin-catalogue";
import { getApi, getLang } from "~/.server/context";
import { imageUrl } from "~/lib/images";
import { localizePath } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";
import { readForm } from "~/.server/form-body";

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requirePermission(request, context, "catalogue:read");
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const api = getApi(context);
  const [answer, options] = await Promise.all([adminProducts(api, query), adminCatalogueOptions(api)]);
  if (!answer.ok || !answer.data || !options.data) return adminError(context, 403, true);
  return data({ page: answer.data, options: options.data, lang: getLang(context), canWrite: me.permissions.includes("catalogue:write") }, { headers: NO_STORE });
}

/** Row actions after their confirmation: duplicate (→ the copy's form), hide, show (→ back to the list). */
export async function action({ request, context }: Route.ActionArgs) {
  await requirePermission(request, context, "catalogue:write");
  const form = await readForm(request, context);
  const intent = String(form.get("intent") ?? "");
  if (intent === "bulk") return bulkAction(context, request, form);
  const id = Number(form.get("id"));
  if (!Number.isSafeInteger(id) || id <= 0) return adminError(context, 404, true);
  const url = new URL(request.url);
  const back = new URLSearchParams(url.search);
  back.delete("confirm");
  back.delete("id");
  const api = getApi(context);
  const lang = getLang(context);
  if (intent === "duplicate") {
    const copy = await adminDuplicateProduct(api, id);
    if (!copy.ok || !copy.data) return adminError(context, 404, true);
    return redirect(`${localizePath(`/admin/products/${copy.data.id}`, lang)}?done=duplicated`, { status: 303, headers: NO_STORE });
  }
  if (intent === "hide" || intent === "show") {
    const answer = await adminProductVisibility(api, id, intent === "hide" ? "hidden" : "active");
    if (!answer.ok) return adminError(context, 404, true);
    back.set("done", intent === "hide" ? "hidden" : "shown");
    return redirect(`${url.pathname}?${back.toString()}`, { status: 303, headers: NO_STORE });
  }
  return data({ error: "api.invalid" }, { status: 400, headers: NO_STORE });
}

/** intent=bulk (bulk=hide|show, ids): every selected product through one API call, then back to the list with the count. */
async function bulkAction(context: Route.ActionArgs["context"], request: Request, form: FormData) {
  const bulk = form.get("bulk");
  const input = productsBulkSchema.safeParse({ ids: form.getAll("ids").map(String), to: bulk === "hide" ? "hidden" : bulk === "show" ? "active" : "" });
  if (!input.success) return data({ error: input.error.issues[0]?.message ?? "adminBulk.badIds" }, { status: 400, headers: NO_STORE });
  const answer = await adminProductsBulk(getApi(context), { ids: input.data.ids.map(String), to: input.data.to });
  if (!answer.ok || !answer.data) return data({ error: adminAnswer(answer) }, { status: 400, headers: NO_STORE });
  const url = new URL(request.url);
  return redirect(`${url.pathname}${withParams(url.search, { bulk: null, ids: null, all: null, done: "bulk", count: String(answer.data.changed) })}`, { status: 303, headers: NO_STORE });
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, { key: "products.title" }, "Products");

export default function AdminProducts({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  const location = useLocation();
  const { page, lang, options, canWrite } = loaderData;
  const params = new URLSearchParams(location.search);
  const done = params.get("done");
  const edit = (row: AdminProductRow) => localizePath(`/admin/products/${row.id}`, lang);
  const columns: Column<AdminProductRow>[] = [
    {
      key: "title",
      label: t("products.product"),
      sortable: true,
      render: (row) => (
        <span className="flex min-w-40 items-center gap-3">
          <img src={imageUrl(row.image, 50)} alt="" width={40} height={40} className="size-10 shrink-0 rounded border border-line object-cover" loading="lazy" />
          <span className="flex min-w-0 flex-col">
            <Link to={edit(row)} className="font-semibold text-brand hover:underline" data-testid="product-link">
              {row.title || `#${row.id}`}
            </Link>
            <span className="text-xs text-muted">{row.brand ?? "—"}</span>
          </span>
        </span>
      ),
    },
    { key: "sku", label: t("products.sku"), sortable: true, wide: true, render: (row) => <code className="text-xs whitespace-nowrap">{row.sku}</code> },
    {
      key: "priceQ",
      label: t("products.price"),
      sortable: true,
      align: "right",
      render: (row) => (
        <span className="flex flex-col items-end whitespace-nowrap">
          <span className="font-semibold">{formatMoney(row.priceQ)}</span>
          {row.oldPriceQ ? <s className="text-xs text-muted">{formatMoney(row.oldPriceQ)}</s> : null}
        </span>
      ),
    },
    {
      key: "stock",
      label: t("products.stock"),
      sortable: true,
      align: "right",
      render: (row) => (
        <span className={row.stock === 0 ? "font-semibold text-red-700" : ""} title={t("products.sizesCount", { count: row.sizes })}>
          {row.stock}
        </span>
      ),
    },
    {
      key: "status",
      label: t("products.visibility"),
      render: (row) => (
        <span className={`admin-badge ${row.status === "active" ? "bg-emerald-100 text-emerald-900" : "bg-gray-200 text-gray-800"}`} data-status={row.status}>
          {t(`products.statuses.${row.status}`)}
        </span>
      ),
    },
    {
      key: "createdAt",
      label: t("products.created"),
      sortable: true,
      wide: true,
      // the day over the time: the row tools keep their room at 1280 px
      render: (row) => {
        const [day, time] = formatDateTime(row.createdAt).split(" ");
        return (
          <span className="flex flex-col whitespace-nowrap tabular-nums">
            <span>{day}</span>
            <span className="text-xs text-muted">{time}</span>
          </span>
        );
      },
    },
  ];
  const filters: Filter[] = [
    { name: "brand", label: t("products.brand"), type: "select", options: options.brands.map((b) => ({ value: String(b.id), label: b.title })) },
    {
      name: "category",
      label: t("products.category"),
      type: "select",
      options: options.categories.map((c) => ({ value: String(c.id), label: `${"\u00a0\u00a0".repeat(c.depth ?? 0)}${c.title}` })),
    },
    {
      name: "visibility",
      label: t("products.visibility"),
      type: "select",
      options: (["active", "hidden"] as const).map((s) => ({ value: s, label: t(`products.statuses.${s}`) })),
    },
    { name: "stock", label: t("products.stock"), type: "select", options: [{ value: "out", label: t("products.outOfStock") }] },
  ];
  return (
    <DataList
      title={t("products.title")}
      page={page}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.title || row.sku}
      search
      filters={filters}
      newHref={canWrite ? localizePath("/admin/products/new", lang) : undefined}
      tools={{
        update: canWrite ? edit : undefined,
        view: canWrite ? undefined : edit,
        viewOnSite: (row) => (row.status === "active" && row.path ? localizePath(row.path, lang) : null),
        duplicate: canWrite,
        actions: canWrite
          ? [
              { intent: "hide", label: (row) => (row.status === "active" ? t("products.hide") : null), question: () => t("products.confirmHide"), danger: true },
              { intent: "show", label: (row) => (row.status === "hidden" ? t("products.show") : null), question: () => t("products.confirmShow") },
            ]
          : undefined,
      }}
      exportHref={localizePath("/admin/export/products", lang)}
      bulk={
        canWrite
          ? [
              { name: "hide", label: t("products.bulkHide"), question: (count) => t("products.bulkHideQuestion", { count }), danger: true },
              { name: "show", label: t("products.bulkShow"), question: (count) => t("products.bulkShowQuestion", { count }) },
            ]
          : undefined
      }
      testId="admin-products"
    >
      {done && !actionData && (
        <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900" data-testid="products-done">
          {done === "bulk" ? t("products.bulkDone", { count: Number(params.get("count") ?? 0) }) : t(`products.done.${done}`, { defaultValue: "" })}
        </p>
      )}
      {actionData && "error" in actionData && actionData.error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="products-error">
          {message(actionData.error)}
        </p>
      )}
    </DataList>
  );
}
