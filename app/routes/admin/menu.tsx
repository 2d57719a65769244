/**
 * /admin/menus/new and /admin/menus/:id — a menu item: its menu and place (top level or under
 * an item of the same menu, three levels at most), title in az/en/ru, what it opens (a linked
 * category, collection, page… whose address in each language wins, or a plain address), its
 * order and the storefront's marks (new in, sale, campaign, star, new). One zod schema
 * (backend/admin/content-contract.ts) for the browser, this action and the API.
 */
import { getFormProps } from "@conform-to/react";
import { EditHeader, SaveBar } from "~/components/admin/EditScreen";
import { useTranslation } from "~/lib/translation";
import { Form, data } from "react-router";
import { adminMeta } from "~/lib/admin-title";
import type { Route } from "./+types/menu";
import { NO_STORE, adminError } from "~/.server/admin.server";
import { loadForEdit, saveForm, type EditEntity } from "~/.server/admin-entity";
import { adminMenuItem, adminMenuParents, adminSaveMenuItem, adminVerifyMenuItem, type AdminMenuItem } from "~/.server/api/admin-content";
import { verifyAction } from "~/.server/admin-verify";
import { CheckButton, CheckFindings } from "~/components/admin/RecordCheck";
import { getApi } from "~/.server/context";
import { CONTENT_LANGS, MENUS, MENU_FLAGS, MENU_TARGETS, menuItemFormSchema } from "../../../backend/admin/content-contract";
import { localizePath } from "~/lib/i18n";
import { AdminCard } from "~/components/admin/AdminCard";
import { DoneNotice, ErrorNotice, Field } from "~/components/admin/Field";
import { str, useContentForm } from "~/components/admin/content-form";
import { readForm } from "~/.server/form-body";

const entity: EditEntity<AdminMenuItem> = {
  path: "/admin/menus",
  load: async (api, id) => (await adminMenuItem(api, id)).data?.item,
  save: adminSaveMenuItem,
  schema: menuItemFormSchema,
};

export async function loader(args: Route.LoaderArgs) {
  const { record: item, lang, canWrite } = await loadForEdit(args, entity);
  const parents = await adminMenuParents(getApi(args.context));
  if (!parents.ok || !parents.data) return adminError(args.context, 403, true);
  return data({ item, parents: parents.data.parents, lang, canWrite }, { headers: NO_STORE });
}

/** Save the form, or (`intent=verify`, the Check button) check the stored record. */
export async function action(args: Route.ActionArgs) {
  const form = await readForm(args.request, args.context);
  if (form.get("intent") === "verify") return verifyAction(args, adminVerifyMenuItem);
  return saveForm(args, entity, form);
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ data: d, matches }) =>
  adminMeta(matches, d?.item ? { text: d.item.texts[d.lang].title || d.item.texts.en.title || `#${d.item.id}` } : { key: "menus.new" }, "Menu item");

type Values = Record<string, unknown>;

function initialValues(item: AdminMenuItem | null, menu: string | null): Values {
  if (!item) return { menu: menu && (MENUS as readonly string[]).includes(menu) ? menu : "main", parentId: "", sort: "0", link: "", ...Object.fromEntries(CONTENT_LANGS.map((l) => [l, { title: "" }])) };
  return {
    menu: item.menu,
    parentId: item.parentId === null ? "" : String(item.parentId),
    entityType: item.entityType ?? "",
    entityId: item.entityId === null ? "" : String(item.entityId),
    link: item.link,
    sort: String(item.sort),
    ...Object.fromEntries(MENU_FLAGS.map((f) => [f, item.flags[f] === true ? "on" : ""])),
    ...item.texts,
  };
}

export default function AdminMenuItemForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { item, parents, lang, canWrite } = loaderData;
  const { form, values, errorOf, formError, done, busy } = useContentForm({
    name: "menu",
    schema: menuItemFormSchema,
    record: item,
    actionData: actionData && "result" in actionData ? actionData : undefined,
    initial: (record, search) => initialValues(record, search.get("menu")),
  });
  const texts = (l: string) => (values[l] ?? {}) as Values;
  const title = item ? str(texts(lang).title) || `#${item.id}` : t("menus.new");

  return (
    <section className="flex flex-col gap-4" data-testid="admin-menu">
      <EditHeader back={localizePath("/admin/menus", lang)} backLabel={t("menus.title")} title={title}>
        {item && (
          <div className="flex flex-wrap items-center gap-3">
            <span className="admin-badge bg-gray-100 text-gray-900">{t(`menus.names.${item.menu}`)}</span>
            <CheckButton />
          </div>
        )}
      </EditHeader>
      <CheckFindings problems={actionData && "verify" in actionData ? actionData.verify : null} />
      {done && <DoneNotice text={t(`menus.done.${done}`, { defaultValue: "" })} testId="menu-done" />}
      <ErrorNotice text={formError} testId="menu-form-error" />

      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4" data-testid="menu-form">
        <fieldset disabled={!canWrite} className="contents">
          <AdminCard title={t("menus.texts")}>
            <div className="grid gap-4 lg:grid-cols-3">
              {CONTENT_LANGS.map((l) => (
                <div key={l} lang={l}>
                  <Field label={`${t("menus.itemTitle")} · ${t(`products.lang.${l}`)}`} name={`${l}.title`} error={errorOf(`${l}.title`)}>
                    <input name={`${l}.title`} defaultValue={str(texts(l).title)} className="admin-input w-full" maxLength={120} />
                  </Field>
                </div>
              ))}
            </div>
          </AdminCard>

          <div className="grid gap-4 lg:grid-cols-2">
            <AdminCard title={t("menus.place")}>
              <div className="grid gap-3 sm:grid-cols-2">
                <Field label={t("menus.menu")} name="menu" error={errorOf("menu")}>
                  <select name="menu" defaultValue={str(values.menu)} className="admin-input w-full">
                    {MENUS.map((m) => (
                      <option key={m} value={m}>
                        {t(`menus.names.${m}`)}
                      </option>
                    ))}
                  </select>
                </Field>
                <Field label={t("menus.parent")} name="parentId" error={errorOf("parentId")} hint={t("menus.parentHint")}>
                  <select name="parentId" defaultValue={str(values.parentId)} className="admin-input w-full">
                    <option value="">{t("menus.topLevel")}</option>
                    {parents
                      .filter((p) => p.id !== item?.id)
                      .map((p) => (
                        <option key={p.id} value={p.id}>
                          {`${t(`menus.names.${p.menu}`)}: ${"\u00a0\u00a0".repeat(p.depth - 1)}${p.title}`}
                        </option>
                      ))}
                  </select>
                </Field>
                <Field label={t("menus.sort")} name="sort" error={errorOf("sort")}>
                  <input name="sort" defaultValue={str(values.sort)} inputMode="numeric" className="admin-input w-full" />
                </Field>
              </div>
              <fieldset className="mt-3">
                <legend className="mb-1 text-sm font-medium">{t("menus.marks")}</legend>
                <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  {MENU_FLAGS.map((f) => (
                    <label key={f} className="flex items-center gap-2">
                      <input type="checkbox" name={f} defaultChecked={str(values[f]) === "on"} />
                      {t(`menus.flags.${f}`)}
                    </label>
                  ))}
                </div>
              </fieldset>
            </AdminCard>

            <AdminCard title={t("menus.opens")}>
              <div className="grid gap-3 sm:grid-cols-2">
                <Field label={t("menus.linked")} name="entityType" error={errorOf("entityType")}>
                  <select name="entityType" defaultValue={str(values.entityType)} className="admin-input w-full">
                    <option value="">{t("menus.plainLink")}</option>
                    {MENU_TARGETS.map((target) => (
                      <option key={target} value={target}>
                        {t(`menus.targets.${target}`)}
                      </option>
                    ))}
                  </select>
                </Field>
                <Field label={t("menus.entityId")} name="entityId" error={errorOf("entityId")} hint={t("menus.entityIdHint")}>
                  <input name="entityId" defaultValue={str(values.entityId)} inputMode="numeric" className="admin-input w-full" />
                </Field>
              </div>
              <div className="mt-3">
                <Field label={t("menus.link")} name="link" error={errorOf("link")} hint={t("menus.linkHint")}>
                  <input name="link" defaultValue={str(values.link)} className="admin-input w-full" maxLength={500} spellCheck={false} placeholder="/branches" />
                </Field>
              </div>
            </AdminCard>
          </div>

          {canWrite && <SaveBar busy={busy} label={item ? t("products.save") : t("menus.create")} cancelTo={localizePath("/admin/menus", lang)} testId="menu-save" />}
        </fieldset>
      </Form>
    </section>
  );
}
