/**
 * /admin/products/new and /admin/products/:id — the product form: titles, descriptions and
 * addresses (slugs) in az/en/ru, brand, categories, badges, price, old price, price on
 * application, card only, visibility, and sizes with their stock and price. One zod schema
 * (backend/admin/catalogue-contract.ts) checks the form in the browser, here and in the API.
 * A plain POST form: without JavaScript the server answers the errors inline. Saving a form
 * someone else changed meanwhile answers 'changed by someone else' (the API's version check).
 * Photos (ADR 0030) have forms of their own below the product form, posted to this action with
 * an `intent`: a multipart upload, move up/down and remove (after a confirm step that needs no
 * JavaScript). With JavaScript they go through fetchers, so the product form keeps what was typed.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/translation";
import { Form, Link, data, redirect, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/product";
import { NO_STORE, adminError, requirePermission } from "~/.server/admin.server";
import { FIELD_FALLBACK, adminAnswer, adminFieldMessages, formFieldName, useAdminMessage, type AdminAnswer } from "~/components/admin/codes";
import { adminCatalogueOptions, adminMovePhoto, adminProduct, adminRemovePhoto, adminSaveProduct, adminUploadPhoto, type AdminProduct } from "~/.server/api/admin-catalogue";
import { appConfig } from "~/.server/config";
import { getApi, getLang } from "~/.server/context";
import { PHOTO_FIELD, PRODUCT_LANGS, productFormSchema } from "../../../backend/admin/catalogue-contract";
import { localizePath } from "~/lib/i18n";
import { adminMeta } from "~/lib/admin-title";
import { AdminCard } from "~/components/admin/AdminCard";
import { Field } from "~/components/admin/Field";
import { ProductPhotos, type PhotoDone } from "~/components/admin/ProductPhotos";
import { ProductCollections, ProductDetails, ProductGifts, ProductOffers, ProductSets, list, str, type FormValues as Values, type MoreRows } from "~/components/admin/ProductOffers";
import { readForm } from "~/.server/form-body";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const me = await requirePermission(request, context, "catalogue:read");
  const api = getApi(context);
  const lang = getLang(context);
  const options = await adminCatalogueOptions(api);
  if (!options.ok || !options.data) return adminError(context, 403, true);
  let product: AdminProduct | null = null;
  if (params.id !== undefined) {
    const id = Number(params.id);
    if (!Number.isSafeInteger(id) || id <= 0) return adminError(context, 404, true);
    const answer = await adminProduct(api, id);
    if (!answer.ok || !answer.data) return adminError(context, 404, true);
    product = answer.data.product;
  } else if (!me.permissions.includes("catalogue:write")) {
    return adminError(context, 403, true);
  }
  const canWrite = me.permissions.includes("catalogue:write");
  return data({ product, options: options.data, lang, canWrite, photoMaxMb: appConfig().PHOTO_MAX_MB }, { headers: NO_STORE });
}

/** API field paths (`variants.1.stock`) as the form names its fields (`variants[1].stock`). */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requirePermission(request, context, "catalogue:write");
  const id = params.id === undefined ? null : Number(params.id);
  if (id !== null && (!Number.isSafeInteger(id) || id <= 0)) return adminError(context, 404, true);
  const formData = await readForm(request, context);
  const intent = formData.get("intent");
  if (typeof intent === "string" && intent.startsWith("photo-")) {
    if (id === null) return adminError(context, 404, true);
    return photoAction(getApi(context), id, intent, formData, getLang(context));
  }
  if (intent === "more-gifts" || intent === "more-sets") {
    // without JavaScript: the form as typed with more empty rows; nothing is saved
    const submission = parseWithZod(formData, { schema: productFormSchema });
    const more = intent.slice(5) as MoreRows;
    return data({ typed: JSON.stringify(submission.payload), more }, { headers: NO_STORE });
  }
  const submission = parseWithZod(formData, { schema: productFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400, headers: NO_STORE });
  // the API parses the same raw values with the same schema (prices in manat as typed)
  const answer = await adminSaveProduct(getApi(context), id, submission.payload as Record<string, unknown>);
  if (!answer.ok || !answer.data) {
    if (answer.errors?.version) {
      // the form starts again from the product as it is now (loaders are not re-run after a 4xx)
      const fresh = id === null ? null : await adminProduct(getApi(context), id);
      return data(
        { result: submission.reply({ resetForm: true }), conflict: adminFieldMessages(answer).version ?? adminAnswer(answer, "adminProduct.changed"), fresh: fresh?.data?.product ?? null },
        { status: 409, headers: NO_STORE },
      );
    }
    const fieldErrors = Object.fromEntries(Object.entries(adminFieldMessages(answer, (k) => (k === "version" ? null : formFieldName(k)))).map(([k, m]) => [k, [m]]));
    return data(
      { result: submission.reply({ fieldErrors, formErrors: Object.keys(fieldErrors).length ? [] : [adminAnswer(answer)] }) },
      { status: 400, headers: NO_STORE },
    );
  }
  const lang = getLang(context);
  return redirect(`${localizePath(`/admin/products/${answer.data.id}`, lang)}?done=${id === null ? "created" : "saved"}`, { status: 303, headers: NO_STORE });
}


/**
 * The photo forms: `photo-upload` (multipart, the file in `photo`), `photo-up`, `photo-down`,
 * `photo-remove` (with `photoId`). Errors come back to the page (422, the API's code, shown in the
 * page's language); without JavaScript a success goes back to the form (303, `?photo=…#photos`),
 * with it (`js=1`) the fetcher gets `{photoDone}` and the loader runs again.
 */
async function photoAction(api: ReturnType<typeof getApi>, id: number, intent: string, formData: FormData, lang: ReturnType<typeof getLang>) {
  const photoId = Number(formData.get("photoId"));
  let done: PhotoDone;
  let answer: AdminAnswer & { ok: boolean };
  if (intent === "photo-upload") {
    const file = formData.get(PHOTO_FIELD);
    // no file chosen: the API answers its 'choose a photo' message
    answer = await adminUploadPhoto(api, id, file instanceof File ? file : new File([], ""));
    done = "added";
  } else if ((intent === "photo-up" || intent === "photo-down") && Number.isSafeInteger(photoId) && photoId > 0) {
    answer = await adminMovePhoto(api, id, photoId, intent === "photo-up" ? "up" : "down");
    done = "moved";
  } else if (intent === "photo-remove" && Number.isSafeInteger(photoId) && photoId > 0) {
    answer = await adminRemovePhoto(api, id, photoId);
    done = "removed";
  } else {
    return data({ photoError: "api.invalid", photoIntent: intent }, { status: 400, headers: NO_STORE });
  }
  if (!answer.ok) {
    return data({ photoError: adminFieldMessages(answer)[PHOTO_FIELD] ?? adminAnswer(answer), photoIntent: intent }, { status: 422, headers: NO_STORE });
  }
  if (formData.get("js") === "1") return data({ photoDone: done }, { headers: NO_STORE });
  return redirect(`${localizePath(`/admin/products/${id}`, lang)}?photo=${done}#photos`, { status: 303, headers: NO_STORE });
}

export const headers: Route.HeadersFunction = () => NO_STORE;

/** The tab's title in the page's language: the product's own title there, or 'New product'. */
export const meta: Route.MetaFunction = ({ data: d, matches }) =>
  d?.product
    ? adminMeta(matches, { text: d.product.texts[d.lang].title || d.product.texts.en.title || `#${d.product.id}` }, "Product")
    : adminMeta(matches, { key: "products.new" }, "New product");

const money = (q: number | null | undefined) => (q === null || q === undefined ? "" : (q / 100).toFixed(2));

/** The form's starting values: the product as stored, or a new product's blanks. */
function initialValues(product: AdminProduct | null): Values {
  if (!product) {
    return {
      status: "active",
      variants: [{ size: "", stock: "", price: "" }],
      ...Object.fromEntries(PRODUCT_LANGS.map((l) => [l, { title: "", slug: "", desc: "" }])),
    };
  }
  return {
    version: product.version,
    sku: product.sku,
    status: product.status,
    brandId: product.brandId === null ? "" : String(product.brandId),
    categoryIds: product.categoryIds.map(String),
    badgeIds: product.badgeIds.map(String),
    price: money(product.priceQ),
    oldPrice: money(product.oldPriceQ),
    priceInStore: product.priceInStore ? "on" : "",
    onlyCard: product.onlyCard ? "on" : "",
    variants: product.variants.map((v) => ({ size: v.size, stock: String(v.stock), stockWas: String(v.stock), price: money(v.priceQ) })),
    ...Object.fromEntries(PRODUCT_LANGS.map((l) => [l, product.texts[l]])),
    discount: String(product.discount),
    discountItemsCount: String(product.discountItemsCount),
    discountInBasket: String(product.discountInBasket),
    cashDiscount: String(product.cashDiscount),
    discountTimer: product.discountTimer ?? "",
    sizeTableId: product.sizeTableId === null ? "" : String(product.sizeTableId),
    paramValueIds: product.paramValueIds.map(String),
    collectionIds: product.collectionIds.map(String),
    groupIds: product.groupIds.map(String),
    gifts: product.gifts.map((g) => g.sku),
    sets: product.sets.map((set) => ({ id: String(set.id), ...set.titles, price: money(set.priceQ), oldPrice: money(set.oldPriceQ), items: set.items.map((i) => i.sku).join(", ") })),
  };
}

export default function AdminProductForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  const navigation = useNavigation();
  const { options, lang, canWrite } = loaderData;
  const result = navigation.state === "idle" && actionData && "result" in actionData ? actionData.result : undefined;
  const more = navigation.state === "idle" && actionData && "more" in actionData ? actionData.more : null;
  const fresh = navigation.state === "idle" && actionData && "fresh" in actionData ? (actionData.fresh as AdminProduct | null) : null;
  const product: AdminProduct | null = fresh ?? (loaderData.product as AdminProduct | null);
  // someone else saved first: the form shows the product as it is now, with this message
  const message = useAdminMessage();
  const conflict = navigation.state === "idle" && actionData && "conflict" in actionData ? message(String(actionData.conflict)) : null;
  const [form] = useForm({
    id: `product-form-${product?.id ?? "new"}-${product?.version ?? ""}`,
    lastResult: result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: productFormSchema }),
  });
  const typed = navigation.state === "idle" && actionData && "typed" in actionData ? (JSON.parse(actionData.typed) as Values) : undefined;
  const values: Values = (fresh ? undefined : ((result?.initialValue as Values | undefined) ?? typed)) ?? initialValues(product);
  const errors = form.allErrors;
  /** a field's error in the page's language (a code of the catalogue, or a schema message read back to one: codes.ts) */
  const errorOf = (name: string) => message(errors[name]?.[0], FIELD_FALLBACK);
  const done = new URLSearchParams(location.search).get("done");
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const texts = (l: string) => (values[l] ?? {}) as Values;
  // a re-shown form's rows may have holes (empty rows are not sent back): keep their places
  const variants = Array.from((values.variants as (Values | undefined)[] | undefined) ?? [], (v) => v ?? {});
  while (variants.length && Object.values(variants.at(-1)!).every((x) => !x)) variants.pop();
  // room for new sizes without JavaScript: two empty rows below the sizes
  const rows = [...variants, { size: "", stock: "", price: "" }, { size: "", stock: "", price: "" }];
  const chosenCategories = new Set(list(values.categoryIds));
  const chosenBadges = new Set(list(values.badgeIds));
  const title = product ? texts(lang).title || texts("en").title || `#${product.id}` : t("products.new");

  return (
    <section className="flex flex-col gap-4" data-testid="admin-product">
      <nav aria-label={t("products.breadcrumb")} className="text-sm">
        <Link to={localizePath("/admin/products", lang)} className="text-brand hover:underline">
          ← {t("products.title")}
        </Link>
      </nav>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">{str(title)}</h1>
        {product && (
          <span className={`admin-badge ${product.status === "active" ? "bg-emerald-100 text-emerald-900" : "bg-gray-200 text-gray-800"}`}>
            {t(`products.statuses.${product.status}`)}
          </span>
        )}
      </div>
      {done && !actionData && (
        <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900" data-testid="product-done">
          {t(`products.done.${done}`, { defaultValue: "" })}
        </p>
      )}
      {conflict || form.errors?.length ? (
        <div role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="product-form-error">
          {conflict ?? message(form.errors?.[0])}
        </div>
      ) : null}

      {/* a new version (saved, or someone else's shown after a conflict) mounts fresh fields with the stored values */}
      <Form key={form.id} method="post" {...getFormProps(form)} className="flex flex-col gap-4" data-testid="product-form">
        <input type="hidden" name="version" value={str(values.version)} />
        <fieldset disabled={!canWrite} className="contents">
          <AdminCard title={t("products.texts")}>
            <div className="grid gap-4 lg:grid-cols-3">
              {PRODUCT_LANGS.map((l) => (
                <div key={l} className="flex flex-col gap-3" lang={l}>
                  <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">{t(`products.lang.${l}`)}</h3>
                  <Field label={t("products.fieldTitle")} name={`${l}.title`} error={errorOf(`${l}.title`)}>
                    <input name={`${l}.title`} defaultValue={str(texts(l).title)} className="admin-input w-full" maxLength={200} />
                  </Field>
                  <Field label={t("products.slug")} name={`${l}.slug`} error={errorOf(`${l}.slug`)} hint={t("products.slugHint")}>
                    <span className="flex items-center gap-1">
                      <span className="text-sm text-muted">{l === "en" ? "/" : `/${l}/`}</span>
                      <input name={`${l}.slug`} defaultValue={str(texts(l).slug)} className="admin-input w-full" maxLength={120} autoCapitalize="off" spellCheck={false} />
                    </span>
                  </Field>
                  <Field label={t("products.desc")} name={`${l}.desc`} error={errorOf(`${l}.desc`)}>
                    <textarea name={`${l}.desc`} defaultValue={str(texts(l).desc)} rows={5} className="admin-input w-full font-mono text-xs" />
                  </Field>
                </div>
              ))}
            </div>
          </AdminCard>

          <div className="grid gap-4 lg:grid-cols-2">
            <AdminCard title={t("products.pricing")}>
              <div className="grid gap-3 sm:grid-cols-2">
                <Field label={t("products.price")} name="price" error={errorOf("price")}>
                  <input name="price" defaultValue={str(values.price)} inputMode="decimal" className="admin-input w-full" placeholder="49.90" />
                </Field>
                <Field label={t("products.oldPrice")} name="oldPrice" error={errorOf("oldPrice")} hint={t("products.oldPriceHint")}>
                  <input name="oldPrice" defaultValue={str(values.oldPrice)} inputMode="decimal" className="admin-input w-full" />
                </Field>
                <Field label={t("products.sku")} name="sku" error={errorOf("sku")} hint={product ? undefined : t("products.skuHint")}>
                  <input name="sku" defaultValue={str(values.sku)} className="admin-input w-full" maxLength={60} />
                </Field>
                <Field label={t("products.visibility")} name="status" error={errorOf("status")}>
                  <select name="status" defaultValue={str(values.status) || "active"} className="admin-input w-full">
                    <option value="active">{t("products.statuses.active")}</option>
                    <option value="hidden">{t("products.statuses.hidden")}</option>
                  </select>
                </Field>
              </div>
              <div className="mt-3 flex flex-col gap-2 text-sm">
                <label className="flex items-center gap-2">
                  <input type="checkbox" name="priceInStore" defaultChecked={str(values.priceInStore) === "on"} />
                  {t("products.priceInStore")}
                </label>
                <label className="flex items-center gap-2">
                  <input type="checkbox" name="onlyCard" defaultChecked={str(values.onlyCard) === "on"} />
                  {t("products.onlyCard")}
                </label>
              </div>
            </AdminCard>

            <AdminCard title={t("products.placement")}>
              <Field label={t("products.brand")} name="brandId" error={errorOf("brandId")}>
                <select name="brandId" defaultValue={str(values.brandId)} className="admin-input w-full">
                  <option value="">{t("products.noBrand")}</option>
                  {options.brands.map((b) => (
                    <option key={b.id} value={b.id}>
                      {b.title}
                    </option>
                  ))}
                </select>
              </Field>
              <fieldset className="mt-3" aria-describedby={errorOf("categoryIds") ? "categoryIds-error" : undefined}>
                <legend className="mb-1 text-sm font-medium">{t("products.categories")}</legend>
                <div className="max-h-56 overflow-y-auto rounded-md border border-line p-2 text-sm" data-testid="product-categories">
                  {options.categories.map((c) => (
                    <label key={c.id} className="flex items-center gap-2 py-0.5" style={{ paddingLeft: `${(c.depth ?? 0) * 1.25}rem` }}>
                      <input type="checkbox" name="categoryIds" value={c.id} defaultChecked={chosenCategories.has(String(c.id))} />
                      <span className={c.depth ? "" : "font-medium"}>{c.title}</span>
                    </label>
                  ))}
                </div>
                {errorOf("categoryIds") && (
                  <p id="categoryIds-error" className="mt-1 text-sm text-red-700" data-testid="error-categoryIds">
                    {errorOf("categoryIds")}
                  </p>
                )}
              </fieldset>
              {options.badges.length > 0 && (
                <fieldset className="mt-3">
                  <legend className="mb-1 text-sm font-medium">{t("products.badges")}</legend>
                  <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                    {options.badges.map((b) => (
                      <label key={b.id} className="flex items-center gap-2">
                        <input type="checkbox" name="badgeIds" value={b.id} defaultChecked={chosenBadges.has(String(b.id))} />
                        {b.title}
                      </label>
                    ))}
                  </div>
                </fieldset>
              )}
            </AdminCard>
          </div>

          <ProductOffers values={values} errorOf={errorOf} />

          <AdminCard title={t("products.sizes")}>
            <p className="mb-2 text-sm text-muted">{t("products.sizesHint")}</p>
            {errorOf("variants") && (
              <p className="mb-2 text-sm text-red-700" data-testid="error-variants">
                {errorOf("variants")}
              </p>
            )}
            <div className="overflow-x-auto">
              <table className="admin-table" data-testid="product-sizes">
                <thead>
                  <tr>
                    <th scope="col" className="text-left">
                      {t("products.size")}
                    </th>
                    <th scope="col" className="text-left">
                      {t("products.stock")}
                    </th>
                    <th scope="col" className="text-left">
                      {t("products.sizePrice")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((v, i) => {
                    const name = (key: string) => `variants[${i}].${key}`;
                    return (
                      <tr key={i}>
                        <td>
                          <input name={name("size")} defaultValue={str(v.size)} aria-label={`${t("products.size")} ${i + 1}`} className="admin-input w-28" maxLength={40} />
                          {errorOf(name("size")) && <p className="text-xs text-red-700">{errorOf(name("size"))}</p>}
                        </td>
                        <td>
                          {v.stockWas !== undefined && <input type="hidden" name={name("stockWas")} value={str(v.stockWas)} />}
                          <input name={name("stock")} defaultValue={str(v.stock)} inputMode="numeric" aria-label={`${t("products.stock")} ${i + 1}`} className="admin-input w-24" />
                          {errorOf(name("stock")) && (
                            <p className="text-xs text-red-700" data-testid={`error-stock-${i}`}>
                              {errorOf(name("stock"))}
                            </p>
                          )}
                        </td>
                        <td>
                          <input name={name("price")} defaultValue={str(v.price)} inputMode="decimal" aria-label={`${t("products.sizePrice")} ${i + 1}`} className="admin-input w-28" placeholder={t("products.samePrice")} />
                          {errorOf(name("price")) && <p className="text-xs text-red-700">{errorOf(name("price"))}</p>}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </AdminCard>

          <ProductCollections values={values} errorOf={errorOf} options={options} />
          <ProductDetails values={values} errorOf={errorOf} options={options} />
          <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
            <ProductGifts values={values} errorOf={errorOf} product={product} more={more === "gifts" ? 3 : 0} />
            <ProductSets values={values} errorOf={errorOf} product={product} more={more === "sets" ? 1 : 0} />
          </div>

          {canWrite && (
            <div className="flex flex-wrap items-center gap-3">
              <button type="submit" className="admin-btn-primary" disabled={busy} data-testid="product-save">
                {product ? t("products.save") : t("products.create")}
              </button>
              <Link to={localizePath("/admin/products", lang)} className="admin-btn">
                {t("list.cancel")}
              </Link>
            </div>
          )}
        </fieldset>
      </Form>

      <ProductPhotos
        product={product}
        canWrite={canWrite}
        maxMb={loaderData.photoMaxMb}
        error={navigation.state === "idle" && actionData && "photoError" in actionData ? String(actionData.photoError) : null}
        done={new URLSearchParams(location.search).get("photo")}
      />
    </section>
  );
}
