/**
 * /admin/article-categories/new and /admin/article-categories/:id — an article category: title
 * and slug in az/en/ru (the category's page is /blog/category/{slug}; a changed slug keeps the
 * old address as a redirect) and its place in the order. One zod schema
 * (backend/admin/blog-contract.ts) checks the form in the browser, here and in the API; a save
 * over someone else's newer version answers 'changed by someone else'. Works without JavaScript.
 */
import { getFormProps } from "@conform-to/react";
import { EditHeader, SaveBar } from "~/components/admin/EditScreen";
import { useTranslation } from "~/lib/translation";
import { Form, data } from "react-router";
import type { Route } from "./+types/article-category";
import { NO_STORE } from "~/.server/admin.server";
import { loadForEdit, saveForm, type EditEntity } from "~/.server/admin-entity";
import { adminArticleCategory, adminSaveArticleCategory, type AdminArticleCategory } from "~/.server/api/admin-blog";
import { BLOG_LANGS, articleCategoryFormSchema } from "../../../backend/admin/blog-contract";
import { localizePath } from "~/lib/i18n";
import { AdminCard } from "~/components/admin/AdminCard";
import { DoneNotice, ErrorNotice, Field } from "~/components/admin/Field";
import { str, useContentForm } from "~/components/admin/content-form";
import { getInstance } from "~/middleware/i18next";

const entity: EditEntity<AdminArticleCategory> = {
  path: "/admin/article-categories",
  load: async (api, id) => (await adminArticleCategory(api, id)).data?.category,
  save: adminSaveArticleCategory,
  schema: articleCategoryFormSchema,
};

export async function loader(args: Route.LoaderArgs) {
  const { record: category, lang, canWrite } = await loadForEdit(args, entity);
  const t = getInstance(args.context).getFixedT(lang, "admin");
  const title = category ? category.texts[lang].title || category.texts.en.title || `#${category.id}` : t("articleCategories.new");
  return data({ category, lang, canWrite, title: `${title} · ${t("articleCategories.title")}` }, { headers: NO_STORE });
}

export const action = (args: Route.ActionArgs) => saveForm(args, entity);

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ data: d }) => [{ title: `${d?.title ?? "Article category"} · Bazaar` }, { name: "robots", content: "noindex, nofollow" }];

type Values = Record<string, unknown>;

function initialValues(category: AdminArticleCategory | null): Values {
  if (!category) return { sort: "0", ...Object.fromEntries(BLOG_LANGS.map((l) => [l, { title: "", slug: "" }])) };
  return { version: category.version, sort: String(category.sort), ...category.texts };
}

export default function AdminArticleCategoryForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { lang, canWrite } = loaderData;
  const { form, record: category, values, errorOf, formError, conflict, done, busy } = useContentForm({
    name: "article-category",
    schema: articleCategoryFormSchema,
    record: loaderData.category,
    actionData,
    initial: (record) => initialValues(record),
  });
  const texts = (l: string) => (values[l] ?? {}) as Values;
  const title = category ? category.texts[lang].title || category.texts.en.title || `#${category.id}` : t("articleCategories.new");

  return (
    <section className="flex flex-col gap-4" data-testid="admin-article-category">
      <EditHeader back={localizePath("/admin/article-categories", lang)} backLabel={t("articleCategories.title")} title={title}>
        {category && <span className="admin-badge bg-gray-100 text-gray-800">{t("articleCategories.count", { count: category.articles })}</span>}
      </EditHeader>
      {done && <DoneNotice text={t(`articleCategories.done.${done}`, { defaultValue: "" })} testId="article-category-done" />}
      <ErrorNotice text={conflict ?? formError} testId="article-category-form-error" />

      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4" data-testid="article-category-form">
        <input type="hidden" name="version" value={str(values.version)} />
        <fieldset disabled={!canWrite} className="contents">
          <AdminCard title={t("articleCategories.texts")}>
            <div className="grid gap-4 lg:grid-cols-3">
              {BLOG_LANGS.map((l) => (
                <div key={l} className="flex flex-col gap-3" lang={l}>
                  <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">{t(`products.lang.${l}`)}</h3>
                  <Field label={t("articleCategories.name")} name={`${l}.title`} error={errorOf(`${l}.title`)}>
                    <input name={`${l}.title`} defaultValue={str(texts(l).title)} className="admin-input w-full" maxLength={120} />
                  </Field>
                  <Field label={t("articles.slug")} name={`${l}.slug`} error={errorOf(`${l}.slug`)} hint={`/blog/category/${str(texts(l).slug) || "…"}`}>
                    <input name={`${l}.slug`} defaultValue={str(texts(l).slug)} className="admin-input w-full font-mono" maxLength={120} spellCheck={false} autoCapitalize="none" />
                  </Field>
                </div>
              ))}
            </div>
          </AdminCard>
          <AdminCard title={t("articleCategories.details")}>
            <div className="max-w-48">
              <Field label={t("articleCategories.sort")} name="sort" error={errorOf("sort")} hint={t("articleCategories.sortHint")}>
                <input name="sort" defaultValue={str(values.sort)} inputMode="numeric" className="admin-input w-full" />
              </Field>
            </div>
          </AdminCard>
          {canWrite && <SaveBar busy={busy} label={category ? t("products.save") : t("articleCategories.create")} cancelTo={localizePath("/admin/article-categories", lang)} testId="article-category-save" />}
        </fieldset>
      </Form>
    </section>
  );
}
