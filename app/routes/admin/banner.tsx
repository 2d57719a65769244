/**
 * /admin/banners/new and /admin/banners/:id — one section of the home page in one language.
 * `new` without `?kind=` asks which kind of section (main slider, double banner, big banner,
 * new products, sale products, a product group); the kind stays with the record. The form:
 * language, order, shown or hidden; the section's own texts (a product rail's heading and
 * link, the double banner's text block); and its items (slides or banners: headline,
 * subheadline or description, image and mobile image with a preview (a stored path, or a file
 * uploaded on save through the photo pipeline: the form is multipart), link and link text,
 * text placement). An empty item slot is dropped; a slider offers one more slot than it
 * has items. One zod schema (backend/admin/banners-contract.ts) for the browser, this action
 * and the API; a save over someone else's newer save answers 'changed by someone else'.
 */
import { getFormProps } from "@conform-to/react";
import { EditHeader, SaveBar } from "~/components/admin/EditScreen";
import { useTranslation } from "~/lib/translation";
import { Form, Link, data } from "react-router";
import type { Route } from "./+types/banner";
import { NO_STORE } from "~/.server/admin.server";
import { loadForEdit, saveForm, type EditEntity } from "~/.server/admin-entity";
import { adminBanner, adminSaveBanner, adminUploadBannerImage, type AdminBanner } from "~/.server/api/admin-site";
import { getInstance } from "~/middleware/i18next";
import { CONTENT_TYPES, HOME_KINDS, ITEM_KINDS, KIND_ITEMS, bannerFormSchema, type BannerItemForm, type HomeKind } from "../../../backend/admin/banners-contract";
import { CONTENT_LANGS } from "../../../backend/admin/content-contract";
import { localizePath, type Lang } from "~/lib/i18n";
import { imageUrl } from "~/lib/images";
import { AdminCard } from "~/components/admin/AdminCard";
import { DoneNotice, ErrorNotice, Field, ImageFile } from "~/components/admin/Field";
import { str, useContentForm } from "~/components/admin/content-form";

const entity: EditEntity<AdminBanner> = {
  path: "/admin/banners",
  load: async (api, id) => (await adminBanner(api, id)).data?.banner,
  save: adminSaveBanner,
  schema: bannerFormSchema,
  upload: adminUploadBannerImage,
};

const isKind = (v: string | null): v is HomeKind => v !== null && (HOME_KINDS as readonly string[]).includes(v);

export async function loader(args: Route.LoaderArgs) {
  const { record: banner, lang, canWrite } = await loadForEdit(args, entity);
  const kind = new URL(args.request.url).searchParams.get("kind");
  const t = getInstance(args.context).getFixedT(lang, "admin");
  const pageTitle = banner ? `${t(`banners.kinds.${banner.kind}`)} · ${t(`products.lang.${banner.lang}`)}` : t("banners.new");
  return data({ banner, kind: banner?.kind ?? (isKind(kind) ? kind : null), lang, canWrite, pageTitle }, { headers: NO_STORE });
}

export const action = (args: Route.ActionArgs) => saveForm(args, entity);

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ data: d }) => [{ title: `${d?.pageTitle ?? "Banner"} · Bazaar` }, { name: "robots", content: "noindex, nofollow" }];

type Values = Record<string, unknown>;
const EMPTY_ITEM: Partial<BannerItemForm> = {};

function initialValues(banner: AdminBanner | null, kind: HomeKind | null, lang: string): Values {
  if (!banner) return { kind: kind ?? "", lang, sort: "0", hidden: "", items: [] };
  return {
    kind: banner.kind,
    lang: banner.lang,
    sort: String(banner.sort),
    hidden: banner.hidden ? "on" : "",
    version: banner.version,
    title: banner.title,
    desc: banner.desc,
    route: banner.route,
    label: banner.label,
    productGroupId: banner.productGroupId === null ? "" : String(banner.productGroupId),
    items: banner.items,
  };
}

/** How many item slots the form offers: a slider one more than it has (up to its limit), the others their fixed count. */
function slots(kind: HomeKind, items: number): number {
  if (kind === "main_slider") return Math.min(KIND_ITEMS.main_slider, Math.max(items + 1, 1));
  return KIND_ITEMS[kind];
}

export default function AdminBannerForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { lang, canWrite } = loaderData;
  const { form, record, values, errorOf, formError, done, busy, conflict } = useContentForm({
    name: "banner",
    schema: bannerFormSchema,
    record: loaderData.banner,
    actionData,
    initial: (record) => initialValues(record, loaderData.kind, lang),
  });
  const kind = record?.kind ?? loaderData.kind;
  const back = localizePath("/admin/banners", lang);

  if (!kind) return <KindChooser lang={lang} />;

  const items = (Array.isArray(values.items) ? values.items : []) as Partial<BannerItemForm>[];
  const hasItems = ITEM_KINDS.includes(kind);
  const itemSlots = hasItems ? slots(kind, items.filter(Boolean).length) : 0;
  const title = record ? `${t(`banners.kinds.${kind}`)} · ${t(`products.lang.${record.lang}`)}` : t("banners.newOf", { kind: t(`banners.kinds.${kind}`) });
  const itemName = kind === "main_slider" ? "banners.slide" : "banners.item";

  return (
    <section className="flex flex-col gap-4" data-testid="admin-banner">
      <EditHeader back={back} backLabel={t("banners.title")} title={title}>
        {record && (
          <span className={`admin-badge ${record.hidden ? "bg-gray-200 text-gray-800" : "bg-emerald-100 text-emerald-900"}`} data-testid="banner-status">
            {t(record.hidden ? "banners.statuses.hidden" : "banners.statuses.shown")}
          </span>
        )}
      </EditHeader>
      {done && <DoneNotice text={t(`banners.done.${done}`, { defaultValue: "" })} testId="banner-done" />}
      <ErrorNotice text={conflict} testId="banner-conflict" />
      <ErrorNotice text={formError} testId="banner-form-error" />

      {/* a new record or version remounts the form, so every field starts from its new value */}
      <Form key={form.id} method="post" encType="multipart/form-data" {...getFormProps(form)} className="flex flex-col gap-4" data-testid="banner-form">
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="version" value={record?.version ?? ""} />
        <fieldset disabled={!canWrite} className="contents">
          <AdminCard title={t("banners.placement")}>
            <div className="grid gap-3 sm:grid-cols-3">
              <Field label={t("banners.language")} name="lang" error={errorOf("lang")} hint={t("banners.languageHint")}>
                <select name="lang" defaultValue={str(values.lang)} className="admin-input w-full">
                  {CONTENT_LANGS.map((l) => (
                    <option key={l} value={l}>
                      {t(`products.lang.${l}`)}
                    </option>
                  ))}
                </select>
              </Field>
              <Field label={t("banners.sort")} name="sort" error={errorOf("sort")} hint={t("banners.sortHint")}>
                <input name="sort" defaultValue={str(values.sort)} inputMode="numeric" className="admin-input w-full" />
              </Field>
              <label className="flex items-center gap-2 self-center text-sm sm:mt-5">
                <input type="checkbox" name="hidden" defaultChecked={str(values.hidden) === "on" || values.hidden === true} />
                {t("banners.isHidden")}
              </label>
            </div>
          </AdminCard>

          {kind !== "main_slider" && kind !== "big_banner" && (
            <AdminCard title={t(kind === "double_banner" ? "banners.textBlock" : "banners.rail")}>
              <div className="grid gap-3 sm:grid-cols-2">
                <Field label={t("banners.headline")} name="title" error={errorOf("title")}>
                  <input name="title" defaultValue={str(values.title)} className="admin-input w-full" maxLength={200} />
                </Field>
                {kind === "group_products" && (
                  <Field label={t("banners.productGroup")} name="productGroupId" error={errorOf("productGroupId")} hint={t("banners.productGroupHint")}>
                    <input name="productGroupId" defaultValue={str(values.productGroupId)} inputMode="numeric" className="admin-input w-full" />
                  </Field>
                )}
                {kind === "double_banner" && (
                  <div className="sm:col-span-2">
                    <Field label={t("banners.desc")} name="desc" error={errorOf("desc")}>
                      <textarea name="desc" defaultValue={str(values.desc)} rows={3} className="admin-input w-full" maxLength={1000} />
                    </Field>
                  </div>
                )}
                <Field label={t("banners.route")} name="route" error={errorOf("route")} hint={t("banners.routeHint")}>
                  <input name="route" defaultValue={str(values.route)} className="admin-input w-full" maxLength={500} spellCheck={false} placeholder="/sale" />
                </Field>
                {kind === "double_banner" && (
                  <Field label={t("banners.label")} name="label" error={errorOf("label")}>
                    <input name="label" defaultValue={str(values.label)} className="admin-input w-full" maxLength={80} />
                  </Field>
                )}
              </div>
            </AdminCard>
          )}

          {hasItems && <p className="text-sm text-muted">{t(kind === "main_slider" ? "banners.slidesHint" : "banners.itemsHint")}</p>}
          {Array.from({ length: itemSlots }, (_, i) => {
            const item = items[i] ?? EMPTY_ITEM;
            const name = (field: keyof BannerItemForm) => `items[${i}].${field}`;
            return (
              <AdminCard key={i} title={t(itemName, { n: i + 1 })} testId={`banner-item-${i}`}>
                <div className="grid gap-4 lg:grid-cols-[1fr_14rem]">
                  <div className="grid content-start gap-3 sm:grid-cols-2">
                    <Field label={t("banners.headline")} name={name("title")} error={errorOf(name("title"))}>
                      <input name={name("title")} defaultValue={str(item.title)} className="admin-input w-full" maxLength={200} />
                    </Field>
                    {kind === "main_slider" ? (
                      <Field label={t("banners.subHeadline")} name={name("subtitle")} error={errorOf(name("subtitle"))}>
                        <input name={name("subtitle")} defaultValue={str(item.subtitle)} className="admin-input w-full" maxLength={200} />
                      </Field>
                    ) : (
                      <Field label={t("banners.contentType")} name={name("contentType")} error={errorOf(name("contentType"))}>
                        <select name={name("contentType")} defaultValue={str(item.contentType) || "default"} className="admin-input w-full">
                          {CONTENT_TYPES.map((c) => (
                            <option key={c} value={c}>
                              {t(`banners.contentTypes.${c}`)}
                            </option>
                          ))}
                        </select>
                      </Field>
                    )}
                    {kind !== "main_slider" && (
                      <div className="sm:col-span-2">
                        <Field label={t("banners.desc")} name={name("desc")} error={errorOf(name("desc"))}>
                          <textarea name={name("desc")} defaultValue={str(item.desc)} rows={2} className="admin-input w-full" maxLength={1000} />
                        </Field>
                      </div>
                    )}
                    <div className="flex flex-col gap-2">
                      <Field label={t("banners.image")} name={name("image")} error={errorOf(name("image"))} hint={t("banners.imageHint")}>
                        <input name={name("image")} defaultValue={str(item.image)} className="admin-input w-full font-mono text-xs" maxLength={300} spellCheck={false} />
                      </Field>
                      <ImageFile field={name("image")} label={t("media.upload")} />
                    </div>
                    <div className="flex flex-col gap-2">
                      <Field label={t("banners.mbImage")} name={name("mbImage")} error={errorOf(name("mbImage"))} hint={t("banners.mbImageHint")}>
                        <input name={name("mbImage")} defaultValue={str(item.mbImage)} className="admin-input w-full font-mono text-xs" maxLength={300} spellCheck={false} />
                      </Field>
                      <ImageFile field={name("mbImage")} label={t("media.upload")} />
                    </div>
                    <Field label={t("banners.route")} name={name("route")} error={errorOf(name("route"))} hint={t("banners.routeHint")}>
                      <input name={name("route")} defaultValue={str(item.route)} className="admin-input w-full" maxLength={500} spellCheck={false} placeholder="/newin" />
                    </Field>
                    {kind !== "main_slider" && (
                      <Field label={t("banners.label")} name={name("label")} error={errorOf(name("label"))}>
                        <input name={name("label")} defaultValue={str(item.label)} className="admin-input w-full" maxLength={80} />
                      </Field>
                    )}
                  </div>
                  <figure className="flex flex-col gap-1 text-xs text-muted">
                    {item.image ? (
                      <img src={imageUrl(item.image, 300)} alt="" width={224} height={140} loading="lazy" className="aspect-[16/10] w-full rounded-md border border-line bg-soft object-cover" />
                    ) : (
                      <span className="flex aspect-[16/10] w-full items-center justify-center rounded-md border border-dashed border-line bg-soft">{t("banners.noImage")}</span>
                    )}
                    <figcaption>{t("banners.preview")}</figcaption>
                  </figure>
                </div>
              </AdminCard>
            );
          })}

          {canWrite && (
            <SaveBar busy={busy} label={record ? t("products.save") : t("banners.create")} cancelTo={back} testId="banner-save">
              {record && !record.hidden && (
                <a href={localizePath("/", record.lang)} className="admin-btn">
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

/** `new` without a kind: which section to add (links, so it works without JavaScript). */
function KindChooser({ lang }: { lang: Lang }) {
  const { t } = useTranslation("admin");
  return (
    <section className="flex flex-col gap-4" data-testid="banner-kinds">
      <nav aria-label={t("products.breadcrumb")} className="text-sm">
        <Link to={localizePath("/admin/banners", lang)} className="text-brand hover:underline">
          ← {t("banners.title")}
        </Link>
      </nav>
      <h1 className="text-2xl font-semibold tracking-tight">{t("banners.chooseKind")}</h1>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {HOME_KINDS.map((k) => (
          <li key={k}>
            <Link to={`${localizePath("/admin/banners/new", lang)}?kind=${k}`} className="admin-card flex h-full flex-col gap-1 hover:border-brand" data-testid={`kind-${k}`}>
              <span className="font-semibold text-brand">{t(`banners.kinds.${k}`)}</span>
              <span className="text-sm text-muted">{t(`banners.kindHints.${k}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
