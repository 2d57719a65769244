/**
 * /admin/branches/new and /admin/branches/:id — the branch form: name, city, address and
 * opening hours in az/en/ru; phone; map point (latitude, longitude) and an optional Google
 * Maps embed address; pickup point; shown or hidden; order. One zod schema
 * (backend/admin/content-contract.ts) checks the form in the browser, here and in the API.
 * A plain POST form: without JavaScript the server answers the errors inline.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { Form, Link, data, redirect, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/branch";
import { NO_STORE, adminError, requirePermission } from "~/.server/admin.server";
import { adminBranch, adminSaveBranch, type AdminBranch } from "~/.server/api/admin-content";
import { getApi, getLang } from "~/.server/context";
import { CONTENT_LANGS, branchFormSchema } from "../../../backend/admin/content-contract";
import { localizePath } from "~/lib/i18n";
import { AdminCard } from "~/components/admin/AdminCard";
import { DoneNotice, ErrorNotice, Field } from "~/components/admin/Field";
import { useContentMessage } from "~/components/admin/content-messages";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const me = await requirePermission(request, context, "content:read");
  const canWrite = me.permissions.includes("content:write");
  let branch: AdminBranch | null = null;
  if (params.id !== undefined) {
    const id = Number(params.id);
    if (!Number.isSafeInteger(id) || id <= 0) return adminError(context, 404, true);
    const answer = await adminBranch(getApi(context), id);
    if (!answer.ok || !answer.data) return adminError(context, 404, true);
    branch = answer.data.branch;
  } else if (!canWrite) {
    return adminError(context, 403, true);
  }
  return data({ branch, lang: getLang(context), canWrite }, { headers: NO_STORE });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requirePermission(request, context, "content:write");
  const id = params.id === undefined ? null : Number(params.id);
  if (id !== null && (!Number.isSafeInteger(id) || id <= 0)) return adminError(context, 404, true);
  const submission = parseWithZod(await request.formData(), { schema: branchFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400, headers: NO_STORE });
  // the API parses the same raw values with the same schema
  const answer = await adminSaveBranch(getApi(context), id, submission.payload as Record<string, unknown>);
  if (!answer.ok || !answer.data) {
    if (!answer.errors) return adminError(context, 404, true);
    return data({ result: submission.reply({ fieldErrors: Object.fromEntries(Object.entries(answer.errors).map(([k, m]) => [k, [m]])) }) }, { status: 400, headers: NO_STORE });
  }
  const lang = getLang(context);
  return redirect(`${localizePath(`/admin/branches/${answer.data.id}`, lang)}?done=${id === null ? "created" : "saved"}`, { status: 303, headers: NO_STORE });
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ data: d }) => [
  { title: `${d?.branch ? d.branch.texts.en.title || `#${d.branch.id}` : "New branch"} · Bazaar` },
  { name: "robots", content: "noindex, nofollow" },
];

type Values = Record<string, unknown>;
const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");

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
  const location = useLocation();
  const navigation = useNavigation();
  const { branch, lang, canWrite } = loaderData;
  const result = navigation.state === "idle" ? actionData?.result : undefined;
  const [form] = useForm({
    id: `branch-form-${branch?.id ?? "new"}`,
    lastResult: result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: branchFormSchema }),
  });
  const message = useContentMessage();
  const values: Values = (result?.initialValue as Values | undefined) ?? initialValues(branch);
  const errorOf = (name: string) => message(form.allErrors[name]?.[0]);
  const texts = (l: string) => (values[l] ?? {}) as Values;
  const done = new URLSearchParams(location.search).get("done");
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const title = branch ? str(texts(lang).title) || str(texts("en").title) || `#${branch.id}` : t("branches.new");

  return (
    <section className="flex flex-col gap-4" data-testid="admin-branch">
      <nav aria-label={t("products.breadcrumb")} className="text-sm">
        <Link to={localizePath("/admin/branches", lang)} className="text-brand hover:underline">
          ← {t("branches.title")}
        </Link>
      </nav>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {branch && (
          <span className={`admin-badge ${branch.hidden ? "bg-gray-200 text-gray-800" : "bg-emerald-100 text-emerald-900"}`}>
            {t(branch.hidden ? "branches.statuses.hidden" : "branches.statuses.shown")}
          </span>
        )}
      </div>
      {done && !actionData && <DoneNotice text={t(`branches.done.${done}`, { defaultValue: "" })} testId="branch-done" />}
      <ErrorNotice text={message(form.errors?.[0])} testId="branch-form-error" />

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

          {canWrite && (
            <div className="flex flex-wrap items-center gap-3">
              <button type="submit" className="admin-btn-primary" disabled={busy} data-testid="branch-save">
                {branch ? t("products.save") : t("branches.create")}
              </button>
              <Link to={localizePath("/admin/branches", lang)} className="admin-btn">
                {t("list.cancel")}
              </Link>
            </div>
          )}
        </fieldset>
      </Form>
    </section>
  );
}
