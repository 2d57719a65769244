/**
 * /admin/delivery-areas/new and /admin/delivery-areas/:id — a delivery area: where it sits in
 * the tree (nothing: a city; a city: a district; a district: a place), its code (what the
 * checkout form sends), its name in az/en/ru, its fee in manat (empty: the parent's), no
 * delivery, and its order. One zod schema (backend/admin/content-contract.ts) for the browser,
 * this action and the API; without JavaScript the server answers the errors inline.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { Form, Link, data, redirect, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/area";
import { NO_STORE, adminError, requirePermission } from "~/.server/admin.server";
import { adminArea, adminAreaParents, adminSaveArea, type AdminArea } from "~/.server/api/admin-content";
import { getApi, getLang } from "~/.server/context";
import { CONTENT_LANGS, areaFormSchema } from "../../../backend/admin/content-contract";
import { localizePath } from "~/lib/i18n";
import { AdminCard } from "~/components/admin/AdminCard";
import { DoneNotice, ErrorNotice, Field } from "~/components/admin/Field";
import { useContentMessage } from "~/components/admin/content-messages";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const me = await requirePermission(request, context, "content:read");
  const canWrite = me.permissions.includes("content:write");
  const api = getApi(context);
  const parents = await adminAreaParents(api);
  if (!parents.ok || !parents.data) return adminError(context, 403, true);
  let area: AdminArea | null = null;
  if (params.id !== undefined) {
    const id = Number(params.id);
    if (!Number.isSafeInteger(id) || id <= 0) return adminError(context, 404, true);
    const answer = await adminArea(api, id);
    if (!answer.ok || !answer.data) return adminError(context, 404, true);
    area = answer.data.area;
  } else if (!canWrite) {
    return adminError(context, 403, true);
  }
  return data({ area, parents: parents.data.parents, lang: getLang(context), canWrite }, { headers: NO_STORE });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requirePermission(request, context, "content:write");
  const id = params.id === undefined ? null : Number(params.id);
  if (id !== null && (!Number.isSafeInteger(id) || id <= 0)) return adminError(context, 404, true);
  const submission = parseWithZod(await request.formData(), { schema: areaFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400, headers: NO_STORE });
  const answer = await adminSaveArea(getApi(context), id, submission.payload as Record<string, unknown>);
  if (!answer.ok || !answer.data) {
    if (!answer.errors) return adminError(context, 404, true);
    return data({ result: submission.reply({ fieldErrors: Object.fromEntries(Object.entries(answer.errors).map(([k, m]) => [k, [m]])) }) }, { status: 400, headers: NO_STORE });
  }
  return redirect(`${localizePath(`/admin/delivery-areas/${answer.data.id}`, getLang(context))}?done=${id === null ? "created" : "saved"}`, { status: 303, headers: NO_STORE });
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ data: d }) => [
  { title: `${d?.area ? d.area.texts.en.title || d.area.code : "New delivery area"} · Bazaar` },
  { name: "robots", content: "noindex, nofollow" },
];

type Values = Record<string, unknown>;
const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");

function initialValues(area: AdminArea | null, parentId: string | null): Values {
  if (!area) return { parentId: parentId ?? "", sort: "0", fee: "", ...Object.fromEntries(CONTENT_LANGS.map((l) => [l, { title: "" }])) };
  return {
    parentId: area.parentId === null ? "" : String(area.parentId),
    code: area.code,
    fee: area.feeQ === null ? "" : (area.feeQ / 100).toFixed(2),
    noDelivery: area.noDelivery ? "on" : "",
    sort: String(area.sort),
    ...area.texts,
  };
}

export default function AdminAreaForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  const navigation = useNavigation();
  const { area, parents, lang, canWrite } = loaderData;
  const result = navigation.state === "idle" ? actionData?.result : undefined;
  const [form] = useForm({
    id: `area-form-${area?.id ?? "new"}`,
    lastResult: result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: areaFormSchema }),
  });
  const message = useContentMessage();
  const search = new URLSearchParams(location.search);
  const values: Values = (result?.initialValue as Values | undefined) ?? initialValues(area, search.get("parent"));
  const errorOf = (name: string) => message(form.allErrors[name]?.[0]);
  const texts = (l: string) => (values[l] ?? {}) as Values;
  const done = search.get("done");
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const title = area ? str(texts(lang).title) || area.code : t("areas.new");

  return (
    <section className="flex flex-col gap-4" data-testid="admin-area">
      <nav aria-label={t("products.breadcrumb")} className="text-sm">
        <Link to={localizePath("/admin/delivery-areas", lang)} className="text-brand hover:underline">
          ← {t("areas.title")}
        </Link>
      </nav>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {area && <span className="admin-badge bg-gray-100 text-gray-900">{t(`areas.levels.${area.level}`)}</span>}
      </div>
      {done && !actionData && <DoneNotice text={t(`areas.done.${done}`, { defaultValue: "" })} testId="area-done" />}
      <ErrorNotice text={message(form.errors?.[0])} testId="area-form-error" />

      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4" data-testid="area-form">
        <fieldset disabled={!canWrite} className="contents">
          <AdminCard title={t("areas.texts")}>
            <div className="grid gap-4 lg:grid-cols-3">
              {CONTENT_LANGS.map((l) => (
                <div key={l} lang={l}>
                  <Field label={`${t("areas.name")} · ${t(`products.lang.${l}`)}`} name={`${l}.title`} error={errorOf(`${l}.title`)}>
                    <input name={`${l}.title`} defaultValue={str(texts(l).title)} className="admin-input w-full" maxLength={120} />
                  </Field>
                </div>
              ))}
            </div>
          </AdminCard>

          <AdminCard title={t("areas.settings")}>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              <Field label={t("areas.parent")} name="parentId" error={errorOf("parentId")} hint={t("areas.parentHint")}>
                <select name="parentId" defaultValue={str(values.parentId)} className="admin-input w-full">
                  <option value="">{t("areas.noParent")}</option>
                  {parents
                    .filter((p) => p.id !== area?.id)
                    .map((p) => (
                      <option key={p.id} value={p.id}>
                        {`${p.level === "district" ? "\u00a0\u00a0\u00a0" : ""}${p.title}`}
                      </option>
                    ))}
                </select>
              </Field>
              <Field label={t("areas.code")} name="code" error={errorOf("code")} hint={t("areas.codeHint")}>
                <input name="code" defaultValue={str(values.code)} className="admin-input w-full" maxLength={60} autoCapitalize="off" spellCheck={false} />
              </Field>
              <Field label={t("areas.fee")} name="fee" error={errorOf("fee")} hint={t("areas.feeHint")}>
                <input name="fee" defaultValue={str(values.fee)} inputMode="decimal" className="admin-input w-full" placeholder="5.00" />
              </Field>
              <Field label={t("areas.sort")} name="sort" error={errorOf("sort")} hint={t("areas.sortHint")}>
                <input name="sort" defaultValue={str(values.sort)} inputMode="numeric" className="admin-input w-full" />
              </Field>
            </div>
            <label className="mt-3 flex items-center gap-2 text-sm">
              <input type="checkbox" name="noDelivery" defaultChecked={str(values.noDelivery) === "on"} />
              {t("areas.noDeliveryHint")}
            </label>
          </AdminCard>

          {canWrite && (
            <div className="flex flex-wrap items-center gap-3">
              <button type="submit" className="admin-btn-primary" disabled={busy} data-testid="area-save">
                {area ? t("products.save") : t("areas.create")}
              </button>
              <Link to={localizePath("/admin/delivery-areas", lang)} className="admin-btn">
                {t("list.cancel")}
              </Link>
            </div>
          )}
        </fieldset>
      </Form>
    </section>
  );
}
