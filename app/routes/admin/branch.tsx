/**
 * /admin/branches/new and /admin/branches/:id — the branch form: name, city, address and
 * opening hours in az/en/ru; phone; map point (latitude, longitude) and an optional Google
 * Maps embed address; pickup point; shown or hidden; order. One zod schema
 * (backend/admin/content-contract.ts) checks the form in the browser, here and in the API.
 * A plain POST form: without JavaScript the server answers the errors inline.
 */
import { getFormProps } from "@conform-to/react";
import { EditHeader, SaveBar } from "~/components/admin/EditScreen";
import { useTranslation } from "~/lib/translation";
import { Form, data } from "react-router";
import { adminMeta } from "~/lib/admin-title";
import type { Route } from "./+types/branch";
import { NO_STORE } from "~/.server/admin.server";
import { loadForEdit, saveForm, type EditEntity } from "~/.server/admin-entity";
import { adminBranch, adminSaveBranch, adminVerifyBranch, type AdminBranch } from "~/.server/api/admin-content";
import { verifyAction } from "~/.server/admin-verify";
import { CheckButton, CheckFindings } from "~/components/admin/RecordCheck";
import { CONTENT_LANGS, branchFormSchema } from "../../../backend/admin/content-contract";
import { localizePath } from "~/lib/i18n";
import { AdminCard } from "~/components/admin/AdminCard";
import { DoneNotice, ErrorNotice, Field } from "~/components/admin/Field";
import { str, useContentForm } from "~/components/admin/content-form";
import { readForm } from "~/.server/form-body";

const entity: EditEntity<AdminBranch> = {
  path: "/admin/branches",
  load: async (api, id) => (await adminBranch(api, id)).data?.branch,
  save: adminSaveBranch,
  schema: branchFormSchema,
};

export async function loader(args: Route.LoaderArgs) {
  const { record: branch, lang, canWrite } = await loadForEdit(args, entity);
  return data({ branch, lang, canWrite }, { headers: NO_STORE });
}

/** Save the form, or (`intent=verify`, the Check button) check the stored record. */
export async function action(args: Route.ActionArgs) {
  const form = await readForm(args.request, args.context);
  if (form.get("intent") === "verify") return verifyAction(args, adminVerifyBranch);
  return saveForm(args, entity, form);
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ data: d, matches }) =>
  adminMeta(matches, d?.branch ? { text: d.branch.texts[d.lang].title || d.branch.texts.en.title || `#${d.branch.id}` } : { key: "branches.new" }, "Branch");

type Values = Record<string, unknown>;

function initialValues(branch: AdminBranch | null): Values {
  if (!branch) return { sort: "0", isPickup: "on", ...Object.fromEntries(CONTENT_LANGS.map((l) => [l, { title: "", city: "", address: "", hours: "" }])) };
  return {
    phone: branch.phone,
    latitude: branch.latitude,
    longitude: branch.longitude,
    googleEmbed: branch.googleEmbed,
    isPickup: branch.isPickup ? "on" : "",
    hidden: branch.hidden ? "on" : "",
    sort: String(branch.sort),
    ...branch.texts,
  };
}

export default function AdminBranchForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { branch, lang, canWrite } = loaderData;
  const { form, values, errorOf, formError, done, busy } = useContentForm({
    name: "branch",
    schema: branchFormSchema,
    record: branch,
    actionData: actionData && "result" in actionData ? actionData : undefined,
    initial: (record) => initialValues(record),
  });
  const texts = (l: string) => (values[l] ?? {}) as Values;
  const title = branch ? str(texts(lang).title) || str(texts("en").title) || `#${branch.id}` : t("branches.new");

  return (
    <section className="flex flex-col gap-4" data-testid="admin-branch">
      <EditHeader back={localizePath("/admin/branches", lang)} backLabel={t("branches.title")} title={title}>
        {branch && (
          <div className="flex flex-wrap items-center gap-3">
            <span className={`admin-badge ${branch.hidden ? "bg-gray-200 text-gray-800" : "bg-emerald-100 text-emerald-900"}`}>
              {t(branch.hidden ? "branches.statuses.hidden" : "branches.statuses.shown")}
            </span>
            <CheckButton />
          </div>
        )}
      </EditHeader>
      <CheckFindings problems={actionData && "verify" in actionData ? actionData.verify : null} />
      {done && <DoneNotice text={t(`branches.done.${done}`, { defaultValue: "" })} testId="branch-done" />}
      <ErrorNotice text={formError} testId="branch-form-error" />

      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4" data-testid="branch-form">
        <fieldset disabled={!canWrite} className="contents">
          <AdminCard title={t("branches.texts")}>
            <div className="grid gap-4 lg:grid-cols-3">
              {CONTENT_LANGS.map((l) => (
                <div key={l} className="flex flex-col gap-3" lang={l}>
                  <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">{t(`products.lang.${l}`)}</h3>
                  <Field label={t("branches.name")} name={`${l}.title`} error={errorOf(`${l}.title`)}>
                    <input name={`${l}.title`} defaultValue={str(texts(l).title)} className="admin-input w-full" maxLength={120} />
                  </Field>
                  <Field label={t("branches.city")} name={`${l}.city`} error={errorOf(`${l}.city`)}>
                    <input name={`${l}.city`} defaultValue={str(texts(l).city)} className="admin-input w-full" maxLength={80} />
                  </Field>
                  <Field label={t("branches.address")} name={`${l}.address`} error={errorOf(`${l}.address`)}>
                    <textarea name={`${l}.address`} defaultValue={str(texts(l).address)} rows={2} className="admin-input w-full" maxLength={300} />
                  </Field>
                  <Field label={t("branches.hours")} name={`${l}.hours`} error={errorOf(`${l}.hours`)} hint={t("branches.hoursHint")}>
                    <input name={`${l}.hours`} defaultValue={str(texts(l).hours)} className="admin-input w-full" maxLength={200} />
                  </Field>
                </div>
              ))}
            </div>
          </AdminCard>

          <div className="grid gap-4 lg:grid-cols-2">
            <AdminCard title={t("branches.map")}>
              <div className="grid gap-3 sm:grid-cols-2">
                <Field label={t("branches.latitude")} name="latitude" error={errorOf("latitude")}>
                  <input name="latitude" defaultValue={str(values.latitude)} inputMode="decimal" className="admin-input w-full" placeholder="40.3777" />
                </Field>
                <Field label={t("branches.longitude")} name="longitude" error={errorOf("longitude")}>
                  <input name="longitude" defaultValue={str(values.longitude)} inputMode="decimal" className="admin-input w-full" placeholder="49.8531" />
                </Field>
              </div>
              <div className="mt-3">
                <Field label={t("branches.embed")} name="googleEmbed" error={errorOf("googleEmbed")} hint={t("branches.embedHint")}>
                  <input name="googleEmbed" defaultValue={str(values.googleEmbed)} type="url" className="admin-input w-full" maxLength={2000} spellCheck={false} />
                </Field>
              </div>
            </AdminCard>

            <AdminCard title={t("branches.details")}>
              <div className="grid gap-3 sm:grid-cols-2">
                <Field label={t("branches.phone")} name="phone" error={errorOf("phone")}>
                  <input name="phone" defaultValue={str(values.phone)} type="tel" className="admin-input w-full" maxLength={40} placeholder="+994 12 555 00 00" />
                </Field>
                <Field label={t("branches.sort")} name="sort" error={errorOf("sort")} hint={t("branches.sortHint")}>
                  <input name="sort" defaultValue={str(values.sort)} inputMode="numeric" className="admin-input w-full" />
                </Field>
              </div>
              <div className="mt-3 flex flex-col gap-2 text-sm">
                <label className="flex items-center gap-2">
                  <input type="checkbox" name="isPickup" defaultChecked={str(values.isPickup) === "on"} />
                  {t("branches.isPickup")}
                </label>
                <label className="flex items-center gap-2">
                  <input type="checkbox" name="hidden" defaultChecked={str(values.hidden) === "on"} />
                  {t("branches.isHidden")}
                </label>
              </div>
            </AdminCard>
          </div>

          {canWrite && <SaveBar busy={busy} label={branch ? t("products.save") : t("branches.create")} cancelTo={localizePath("/admin/branches", lang)} testId="branch-save" />}
        </fieldset>
      </Form>
    </section>
  );
}
