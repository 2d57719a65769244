/**
 * /admin/delivery-areas/new and /admin/delivery-areas/:id — a delivery area: where it sits in
 * the tree (nothing: a city; a city: a district; a district: a place), its code (what the
 * checkout form sends), its name in az/en/ru, its fee in manat (empty: the parent's), no
 * delivery, and its order. One zod schema (backend/admin/content-contract.ts) for the browser,
 * this action and the API; without JavaScript the server answers the errors inline.
 */
import { getFormProps } from "@conform-to/react";
import { EditHeader, SaveBar } from "~/components/admin/EditScreen";
import { useTranslation } from "~/lib/translation";
import { Form, data } from "react-router";
import { adminMeta } from "~/lib/admin-title";
import type { Route } from "./+types/area";
import { NO_STORE, adminError } from "~/.server/admin.server";
import { loadForEdit, saveForm, type EditEntity } from "~/.server/admin-entity";
import { adminArea, adminAreaParents, adminSaveArea, type AdminArea } from "~/.server/api/admin-content";
import { getApi } from "~/.server/context";
import { CONTENT_LANGS, areaFormSchema } from "../../../backend/admin/content-contract";
import { localizePath } from "~/lib/i18n";
import { AdminCard } from "~/components/admin/AdminCard";
import { DoneNotice, ErrorNotice, Field } from "~/components/admin/Field";
import { str, useContentForm } from "~/components/admin/content-form";

const entity: EditEntity<AdminArea> = {
  path: "/admin/delivery-areas",
  load: async (api, id) => (await adminArea(api, id)).data?.area,
  save: adminSaveArea,
  schema: areaFormSchema,
};

export async function loader(args: Route.LoaderArgs) {
  const { record: area, lang, canWrite } = await loadForEdit(args, entity);
  const parents = await adminAreaParents(getApi(args.context));
  if (!parents.ok || !parents.data) return adminError(args.context, 403, true);
  return data({ area, parents: parents.data.parents, lang, canWrite }, { headers: NO_STORE });
}

export const action = (args: Route.ActionArgs) => saveForm(args, entity);

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ data: d, matches }) =>
  adminMeta(matches, d?.area ? { text: d.area.texts[d.lang].title || d.area.texts.en.title || d.area.code } : { key: "areas.new" }, "Delivery area");

type Values = Record<string, unknown>;

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
  const { area, parents, lang, canWrite } = loaderData;
  const { form, values, errorOf, formError, done, busy } = useContentForm({
    name: "area",
    schema: areaFormSchema,
    record: area,
    actionData,
    initial: (record, search) => initialValues(record, search.get("parent")),
  });
  const texts = (l: string) => (values[l] ?? {}) as Values;
  const title = area ? str(texts(lang).title) || area.code : t("areas.new");

  return (
    <section className="flex flex-col gap-4" data-testid="admin-area">
      <EditHeader back={localizePath("/admin/delivery-areas", lang)} backLabel={t("areas.title")} title={title}>
        {area && <span className="admin-badge bg-gray-100 text-gray-900">{t(`areas.levels.${area.level}`)}</span>}
      </EditHeader>
      {done && <DoneNotice text={t(`areas.done.${done}`, { defaultValue: "" })} testId="area-done" />}
      <ErrorNotice text={formError} testId="area-form-error" />

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

          {canWrite && <SaveBar busy={busy} label={area ? t("products.save") : t("areas.create")} cancelTo={localizePath("/admin/delivery-areas", lang)} testId="area-save" />}
        </fieldset>
      </Form>
    </section>
  );
}
