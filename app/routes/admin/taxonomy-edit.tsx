/**
 * /admin/{categories,brands,collections,product-groups}/new and /:id — the taxonomy forms
 * (one screen, the kind comes from the path). Titles, addresses (slugs) and the texts the
 * storefront shows in az/en/ru; a category's parent (3 levels at most) and image; a brand's
 * name, address and logo; a collection's headline and picture (each image a stored path, or a
 * file uploaded on save: ADR 0036); the order. Collections and
 * groups list their products: add by SKU or number, remove, and (groups) move up or down.
 * One zod schema per kind (backend/admin/taxonomy-contract.ts) checks the form in the browser,
 * here and in the API; a save that meets a newer version says so and shows the record as it
 * is now. Plain POST forms: everything works without JavaScript.
 */
import { getFormProps } from "@conform-to/react";
import { useTranslation } from "~/lib/translation";
import { useMemo } from "react";
import { Form, Link, data, redirect, useLocation } from "react-router";
import type { Route } from "./+types/taxonomy-edit";
import { FIELD_FALLBACK, adminAnswer, adminFieldMessages, useAdminMessage } from "~/components/admin/codes";
import { NO_STORE, adminError, requirePermission } from "~/.server/admin.server";
import { loadForEdit, pathId, saveForm, type EditEntity } from "~/.server/admin-entity";
import {
  adminAddMember,
  adminCategoryParents,
  adminMembers,
  adminMoveMember,
  adminRemoveMember,
  adminSaveTaxon,
  adminTaxon,
  adminUploadTaxonImage,
  type AdminMember,
  type AdminTaxon,
  type CategoryParentOption,
} from "~/.server/api/admin-taxonomy";
import { getApi, getLang } from "~/.server/context";
import { MEMBER_KINDS, TAXONOMY_LANGS, TAXONOMY_SCHEMAS, type MemberKind } from "../../../backend/admin/taxonomy-contract";
import { imageUrl } from "~/lib/images";
import { localizePath } from "~/lib/i18n";
import { AdminCard } from "~/components/admin/AdminCard";
import { DoneNotice, ErrorNotice, Field, ImageFile } from "~/components/admin/Field";
import { str, useContentForm } from "~/components/admin/content-form";
import { kindOfPath, type TaxonomyKind } from "~/components/admin/taxonomy";
import { adminMeta } from "~/lib/admin-title";
import { readForm } from "~/.server/form-body";

const isMemberKind = (kind: TaxonomyKind): kind is MemberKind => (MEMBER_KINDS as readonly string[]).includes(kind);
/** The kinds with an image field, whose form takes an image file too. */
const hasUpload = (kind: TaxonomyKind): kind is "categories" | "brands" | "collections" => kind !== "product-groups";

function entityOf(kind: TaxonomyKind): EditEntity<AdminTaxon> {
  return {
    path: `/admin/${kind}`,
    load: async (api, id) => (await adminTaxon(api, kind, id)).data?.taxon,
    save: (api, id, payload) => adminSaveTaxon(api, kind, id, payload),
    schema: TAXONOMY_SCHEMAS[kind],
    area: "catalogue",
    // categories' images, brands' logos and collections' pictures can be uploaded (ADR 0036); product groups have no image
    upload: hasUpload(kind) ? (api, file) => adminUploadTaxonImage(api, kind, file) : undefined,
  };
}

export async function loader(args: Route.LoaderArgs) {
  const kind = kindOfPath(new URL(args.request.url).pathname);
  const { record, lang, canWrite } = await loadForEdit(args, entityOf(kind));
  const api = getApi(args.context);
  const [parents, members] = await Promise.all([
    kind === "categories" ? adminCategoryParents(api) : null,
    record && isMemberKind(kind) ? adminMembers(api, kind, record.id) : null,
  ]);
  return data(
    { kind, record, lang, canWrite, parents: parents?.data?.parents ?? ([] as CategoryParentOption[]), members: members?.data?.items ?? ([] as AdminMember[]) },
    { headers: NO_STORE },
  );
}

/** The form's save, or one of the product list's forms (`intent` member-add, member-remove, member-move). */
export async function action(args: Route.ActionArgs) {
  const kind = kindOfPath(new URL(args.request.url).pathname);
  const formData = await readForm(args.request, args.context);
  const intent = String(formData.get("intent") ?? "");
  if (!intent.startsWith("member-")) return saveForm(args, entityOf(kind), formData);
  await requirePermission(args.request, args.context, "catalogue:write");
  const id = await pathId(args.context, args.params.id);
  if (id === null || !isMemberKind(kind)) return adminError(args.context, 404, true);
  const api = getApi(args.context);
  const productId = Number(formData.get("productId"));
  const answer =
    intent === "member-add"
      ? await adminAddMember(api, kind, id, String(formData.get("product") ?? ""))
      : intent === "member-remove"
        ? await adminRemoveMember(api, kind, id, productId)
        : await adminMoveMember(api, id, productId, formData.get("to") === "up" ? "up" : "down");
  if (!answer.ok) {
    if (answer.errors) return data({ memberError: Object.values(adminFieldMessages(answer))[0] ?? adminAnswer(answer), product: String(formData.get("product") ?? "") }, { status: 400, headers: NO_STORE });
    return adminError(args.context, 404, true);
  }
  const done = intent === "member-add" ? "memberAdded" : intent === "member-remove" ? "memberRemoved" : "memberMoved";
  return redirect(`${localizePath(`/admin/${kind}/${id}`, getLang(args.context))}?done=${done}#products`, { status: 303, headers: NO_STORE });
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  const record = d?.record;
  const name = record ? record.title || record.texts[d.lang].title || record.texts.en.title || `#${record.id}` : "";
  return adminMeta(matches, name ? { text: name } : { key: `taxonomy.${d?.kind ?? "categories"}.new` }, "Catalogue");
};

type Values = Record<string, unknown>;

function initialValues(kind: TaxonomyKind, record: AdminTaxon | null, search: URLSearchParams): Values {
  if (!record) {
    const texts = Object.fromEntries(TAXONOMY_LANGS.map((l) => [l, { title: "", slug: "", desc: "", headline: "" }]));
    return { sort: "0", image: "", title: "", slug: "", parentId: kind === "categories" ? (search.get("parent") ?? "") : "", ...texts };
  }
  return {
    version: record.version,
    sort: String(record.sort),
    image: record.image ?? "",
    title: record.title ?? "",
    slug: record.slug ?? "",
    parentId: record.parentId ? String(record.parentId) : "",
    ...record.texts,
  };
}

type SaveData = Parameters<typeof useContentForm<AdminTaxon>>[0]["actionData"];

export default function AdminTaxonForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  const { kind, lang, canWrite, parents, members } = loaderData;
  const memberAnswer = actionData && "memberError" in actionData ? (actionData as { memberError: string; product: string }) : undefined;
  const saveAnswer = actionData && "result" in actionData ? (actionData as unknown as SaveData) : undefined;
  const location = useLocation();
  // what conform puts back when the form moves from `new` to the created record (else the parent select empties)
  const defaultValue = useMemo(() => initialValues(kind, loaderData.record, new URLSearchParams(location.search)), [kind, loaderData.record, location.search]);
  const { form, record, values, errorOf, formError, conflict, done, busy } = useContentForm<AdminTaxon>({
    defaultValue,
    name: kind,
    schema: TAXONOMY_SCHEMAS[kind],
    record: loaderData.record,
    actionData: saveAnswer,
    initial: (r, search) => initialValues(kind, r, search),
  });
  const texts = (l: string) => (values[l] ?? {}) as Values;
  const k = (key: string) => `taxonomy.${kind}.${key}`;
  const heading = record ? record.title || record.texts[lang].title || record.texts.en.title || `#${record.id}` : t(k("new"));
  const onSite = record?.paths[lang] ?? record?.paths.en ?? null;
  const prefix = (l: (typeof TAXONOMY_LANGS)[number]) => {
    if (kind === "collections") return "/collections/";
    if (kind === "product-groups") return "/groups/";
    if (kind === "brands") return "/brands/";
    const parent = record?.paths[l]?.replace(/[^/]+$/, "");
    return parent ?? "/…/";
  };
  const hasImage = hasUpload(kind);
  const perLang = kind !== "brands";

  return (
    // keyed by the record: from `new` to the created record's screen (one component) the fields start afresh
    <section key={`${kind}-${record?.id ?? "new"}-${record?.version ?? ""}`} className="flex flex-col gap-4" data-testid="admin-taxon">
      <nav aria-label={t("products.breadcrumb")} className="text-sm">
        <Link to={localizePath(`/admin/${kind}`, lang)} className="text-brand hover:underline">
          ← {t(k("title"))}
        </Link>
      </nav>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">{heading}</h1>
        {onSite && (
          <a href={localizePath(onSite, lang)} className="admin-btn" data-testid="taxon-on-site">
            {t("list.viewOnSite")}
          </a>
        )}
      </div>
      {done && <DoneNotice text={t(`taxonomy.done.${done}`, { defaultValue: "" })} testId="taxon-done" />}
      <ErrorNotice text={conflict} testId="taxon-conflict" />
      <ErrorNotice text={formError} testId="taxon-form-error" />

      <Form method="post" encType={hasImage ? "multipart/form-data" : undefined} {...getFormProps(form)} className="flex flex-col gap-4" data-testid="taxon-form">
        <input type="hidden" name="version" value={str(values.version)} />
        <fieldset disabled={!canWrite} className="contents">
          {kind === "brands" && (
            <AdminCard title={t("taxonomy.brandName")}>
              <div className="grid gap-3 sm:grid-cols-2">
                <Field label={t("taxonomy.name")} name="title" error={errorOf("title")}>
                  <input name="title" defaultValue={str(values.title)} className="admin-input w-full" maxLength={120} />
                </Field>
                <Field label={t("taxonomy.slug")} name="slug" error={errorOf("slug")} hint={t("taxonomy.slugHint", { prefix: "/brands/" })}>
                  <input name="slug" defaultValue={str(values.slug)} className="admin-input w-full" maxLength={120} spellCheck={false} />
                </Field>
              </div>
            </AdminCard>
          )}

          <AdminCard title={t(perLang ? "taxonomy.texts" : "taxonomy.descriptions")}>
            <div className="grid gap-4 lg:grid-cols-3">
              {TAXONOMY_LANGS.map((l) => (
                <div key={l} className="flex flex-col gap-3" lang={l}>
                  <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">{t(`products.lang.${l}`)}</h3>
                  {perLang && (
                    <>
                      <Field label={t("taxonomy.titleField")} name={`${l}.title`} error={errorOf(`${l}.title`)}>
                        <input name={`${l}.title`} defaultValue={str(texts(l).title)} className="admin-input w-full" maxLength={200} />
                      </Field>
                      <Field label={t("taxonomy.slug")} name={`${l}.slug`} error={errorOf(`${l}.slug`)} hint={t("taxonomy.slugHint", { prefix: prefix(l) })}>
                        <input name={`${l}.slug`} defaultValue={str(texts(l).slug)} className="admin-input w-full" maxLength={120} spellCheck={false} />
                      </Field>
                    </>
                  )}
                  {kind === "collections" && (
                    <Field label={t("taxonomy.headline")} name={`${l}.headline`} error={errorOf(`${l}.headline`)}>
                      <input name={`${l}.headline`} defaultValue={str(texts(l).headline)} className="admin-input w-full" maxLength={300} />
                    </Field>
                  )}
                  {kind !== "product-groups" && (
                    <Field label={t("taxonomy.desc")} name={`${l}.desc`} error={errorOf(`${l}.desc`)} hint={t("taxonomy.descHint")}>
                      <textarea name={`${l}.desc`} defaultValue={str(texts(l).desc)} rows={4} className="admin-input w-full font-mono text-xs" maxLength={20000} />
                    </Field>
                  )}
                </div>
              ))}
            </div>
          </AdminCard>

          <AdminCard title={t("taxonomy.placement")}>
            <div className="grid gap-3 sm:grid-cols-3">
              {kind === "categories" && (
                <Field label={t("taxonomy.parent")} name="parentId" error={errorOf("parentId")} hint={t("taxonomy.parentHint")}>
                  <select name="parentId" defaultValue={str(values.parentId)} className="admin-input w-full">
                    <option value="">{t("taxonomy.topLevel")}</option>
                    {parents
                      .filter((p) => p.id !== record?.id)
                      .map((p) => (
                        <option key={p.id} value={p.id}>
                          {`${"\u00a0\u00a0".repeat(p.depth)}${p.title}`}
                        </option>
                      ))}
                  </select>
                </Field>
              )}
              <Field label={t("taxonomy.sort")} name="sort" error={errorOf("sort")} hint={t("taxonomy.sortHint")}>
                <input name="sort" defaultValue={str(values.sort)} inputMode="numeric" className="admin-input w-full" />
              </Field>
              {hasImage && (
                <div className="flex flex-col gap-2">
                  <Field label={t(kind === "brands" ? "taxonomy.logo" : "taxonomy.image")} name="image" error={errorOf("image")} hint={t("taxonomy.imageHint")}>
                    <input name="image" defaultValue={str(values.image)} className="admin-input w-full" maxLength={300} spellCheck={false} />
                  </Field>
                  {canWrite && <ImageFile field="image" label={t("media.upload")} hint={t("media.uploadHint")} />}
                </div>
              )}
            </div>
            {hasImage && str(values.image) && (
              <img src={imageUrl(str(values.image), 300)} alt="" className="mt-3 h-24 w-auto rounded border border-line bg-white object-contain" data-testid="taxon-image" />
            )}
          </AdminCard>

          {canWrite && (
            <div className="flex flex-wrap items-center gap-3">
              <button type="submit" className="admin-btn-primary" disabled={busy} data-testid="taxon-save">
                {record ? t("products.save") : t(k("create"))}
              </button>
              <Link to={localizePath(`/admin/${kind}`, lang)} className="admin-btn">
                {t("list.cancel")}
              </Link>
            </div>
          )}
        </fieldset>
      </Form>

      {record && isMemberKind(kind) && (
        <div id="products">
          <AdminCard title={`${t("taxonomy.products")} (${members.length})`}>
            {canWrite && (
              <Form method="post" className="mb-4 flex flex-wrap items-start gap-2" data-testid="member-add">
                <input type="hidden" name="intent" value="member-add" />
                <Field label={t("taxonomy.addProduct")} name="product" error={message(memberAnswer?.memberError, FIELD_FALLBACK)} hint={t("taxonomy.addProductHint")}>
                  <input name="product" defaultValue={memberAnswer?.product ?? ""} className="admin-input w-64 max-w-full" maxLength={60} required spellCheck={false} />
                </Field>
                {/* level with the input (the field's label above it, its hint below) */}
                <button type="submit" className="admin-btn mt-6">
                  {t("taxonomy.add")}
                </button>
              </Form>
            )}
            {members.length === 0 ? (
              <p className="text-sm text-muted">{t("list.empty")}</p>
            ) : (
              <ul className="divide-y divide-line" data-testid="members">
                {members.map((m, i) => (
                  <li key={m.productId} className="flex flex-wrap items-center gap-3 py-2" data-testid="member">
                    <img src={imageUrl(m.image, 50)} alt="" width={40} height={40} className="size-10 shrink-0 rounded border border-line object-cover" loading="lazy" />
                    <span className="flex min-w-0 flex-1 flex-col">
                      <Link to={localizePath(`/admin/products/${m.productId}`, lang)} className="font-semibold text-brand hover:underline">
                        {m.title || `#${m.productId}`}
                      </Link>
                      <span className="text-xs text-muted">
                        <code>{m.sku}</code>
                        {m.status === "hidden" ? ` · ${t("products.statuses.hidden")}` : ""}
                      </span>
                    </span>
                    {canWrite && (
                      <span className="flex gap-1">
                        {kind === "product-groups" &&
                          (["up", "down"] as const).map((to) => (
                            <Form method="post" key={to}>
                              <input type="hidden" name="intent" value="member-move" />
                              <input type="hidden" name="productId" value={m.productId} />
                              <input type="hidden" name="to" value={to} />
                              <button
                                type="submit"
                                className="admin-btn px-2"
                                disabled={to === "up" ? i === 0 : i === members.length - 1}
                                aria-label={t(to === "up" ? "taxonomy.moveUp" : "taxonomy.moveDown", { name: m.title })}
                              >
                                {to === "up" ? "↑" : "↓"}
                              </button>
                            </Form>
                          ))}
                        <Form method="post">
                          <input type="hidden" name="intent" value="member-remove" />
                          <input type="hidden" name="productId" value={m.productId} />
                          <button type="submit" className="admin-btn text-red-700" aria-label={t("taxonomy.takeOutOf", { name: m.title })} data-testid="member-remove">
                            {t("taxonomy.takeOut")}
                          </button>
                        </Form>
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </AdminCard>
        </div>
      )}
    </section>
  );
}
