/**
 * /admin/pages/new and /admin/pages/:id — a static page (payment, delivery, returns, about…):
 * per language its title, its address on the storefront (a changed address keeps the old one
 * as a redirect) and its body as the html the page renders (headings, paragraphs, lists,
 * links, tables); its key (fixed once the page exists: the shop's screens find their pages by
 * it); shown or hidden. One zod schema (backend/admin/pages-contract.ts) for the browser, this
 * action and the API; a save over someone else's newer save answers 'changed by someone else'.
 */
import { getFormProps } from "@conform-to/react";
import { EditHeader, SaveBar } from "~/components/admin/EditScreen";
import { useTranslation } from "~/lib/translation";
import { Form, data } from "react-router";
import type { Route } from "./+types/page";
import { NO_STORE } from "~/.server/admin.server";
import { loadForEdit, saveForm, type EditEntity } from "~/.server/admin-entity";
import { adminPage, adminSavePage, type AdminPage } from "~/.server/api/admin-site";
import { getInstance } from "~/middleware/i18next";
import { pageFormSchema } from "../../../backend/admin/pages-contract";
import { CONTENT_LANGS } from "../../../backend/admin/content-contract";
import { localizePath } from "~/lib/i18n";
import { AdminCard } from "~/components/admin/AdminCard";
import { DoneNotice, ErrorNotice, Field } from "~/components/admin/Field";
import { str, useContentForm } from "~/components/admin/content-form";

const entity: EditEntity<AdminPage> = {
  path: "/admin/pages",
  load: async (api, id) => (await adminPage(api, id)).data?.page,
  save: adminSavePage,
  schema: pageFormSchema,
};

export async function loader(args: Route.LoaderArgs) {
  const { record: page, lang, canWrite } = await loadForEdit(args, entity);
  const pageTitle = page ? page.texts[lang].title || page.key : getInstance(args.context).getFixedT(lang, "admin")("pages.new");
  return data({ page, lang, canWrite, pageTitle }, { headers: NO_STORE });
}

export const action = (args: Route.ActionArgs) => saveForm(args, entity);

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ data: d }) => [{ title: `${d?.pageTitle ?? "Page"} · Bazaar` }, { name: "robots", content: "noindex, nofollow" }];

type Values = Record<string, unknown>;

function initialValues(page: AdminPage | null): Values {
  if (!page) return { key: "", hidden: "", ...Object.fromEntries(CONTENT_LANGS.map((l) => [l, { title: "", path: "", content: "" }])) };
  return { key: page.key, hidden: page.hidden ? "on" : "", version: page.version, ...page.texts };
}

export default function AdminPageForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { lang, canWrite } = loaderData;
  const { form, record, values, errorOf, formError, done, busy, conflict } = useContentForm({
    name: "page",
    schema: pageFormSchema,
    record: loaderData.page,
    actionData,
    initial: (record) => initialValues(record),
  });
  const texts = (l: string) => (values[l] ?? {}) as Values;
  const back = localizePath("/admin/pages", lang);
  const title = record ? str(texts(lang).title) || record.key : t("pages.new");
  const onSite = record && !record.hidden ? record.texts[lang].path || record.texts.en.path : "";

  return (
    <section className="flex flex-col gap-4" data-testid="admin-page">
      <EditHeader back={back} backLabel={t("pages.title")} title={title}>
        {record && (
          <span className={`admin-badge ${record.hidden ? "bg-gray-200 text-gray-800" : "bg-emerald-100 text-emerald-900"}`} data-testid="page-status">
            {t(record.hidden ? "banners.statuses.hidden" : "banners.statuses.shown")}
          </span>
        )}
      </EditHeader>
      {done && <DoneNotice text={t(`pages.done.${done}`, { defaultValue: "" })} testId="page-done" />}
      <ErrorNotice text={conflict} testId="page-conflict" />
      <ErrorNotice text={formError} testId="page-form-error" />

      {/* a new record or version remounts the form, so every field starts from its new value */}
      <Form key={form.id} method="post" {...getFormProps(form)} className="flex flex-col gap-4" data-testid="page-form">
        <input type="hidden" name="version" value={record?.version ?? ""} />
        <fieldset disabled={!canWrite} className="contents">
          <AdminCard title={t("pages.settings")}>
            <div className="grid gap-3 sm:grid-cols-2">
              {record ? (
                <div className="flex flex-col gap-1 text-sm font-medium">
                  {t("pages.key")}
                  <code className="admin-input bg-soft" data-testid="page-key">
                    {record.key}
                  </code>
                  <span className="text-xs font-normal text-muted">{t("pages.keyFixed")}</span>
                </div>
              ) : (
                <Field label={t("pages.key")} name="key" error={errorOf("key")} hint={t("pages.keyHint")}>
                  <input name="key" defaultValue={str(values.key)} className="admin-input w-full" maxLength={60} autoCapitalize="off" spellCheck={false} />
                </Field>
              )}
              <label className="flex items-center gap-2 self-center text-sm sm:mt-5">
                <input type="checkbox" name="hidden" defaultChecked={str(values.hidden) === "on"} />
                {t("pages.isHidden")}
              </label>
            </div>
          </AdminCard>

          {CONTENT_LANGS.map((l) => (
            <AdminCard key={l} title={t(`products.lang.${l}`)} testId={`page-texts-${l}`}>
              <div className="grid gap-3 sm:grid-cols-2" lang={l}>
                <Field label={t("pages.pageTitle")} name={`${l}.title`} error={errorOf(`${l}.title`)}>
                  <input name={`${l}.title`} defaultValue={str(texts(l).title)} className="admin-input w-full" maxLength={200} />
                </Field>
                <Field label={t("pages.path")} name={`${l}.path`} error={errorOf(`${l}.path`)} hint={t("pages.pathHint")}>
                  <input name={`${l}.path`} defaultValue={str(texts(l).path)} className="admin-input w-full font-mono text-sm" maxLength={200} spellCheck={false} placeholder="/delivery" />
                </Field>
                <div className="sm:col-span-2">
                  <Field label={t("pages.body")} name={`${l}.content`} error={errorOf(`${l}.content`)} hint={t("pages.bodyHint")}>
                    <textarea name={`${l}.content`} defaultValue={str(texts(l).content)} rows={10} className="admin-input w-full font-mono text-xs leading-5" maxLength={100_000} spellCheck={false} />
                  </Field>
                </div>
              </div>
            </AdminCard>
          ))}

          {canWrite && (
            <SaveBar busy={busy} label={record ? t("products.save") : t("pages.create")} cancelTo={back} testId="page-save">
              {onSite && (
                <a href={localizePath(onSite, lang)} className="admin-btn">
                  {t("list.viewOnSite")}
                </a>
              )}
            </SaveBar>
          )}
        </fieldset>
      </Form>
    </section>
  );
}
