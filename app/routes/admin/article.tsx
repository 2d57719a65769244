/**
 * /admin/articles/new and /admin/articles/:id — the article form: title, slug and short
 * description in az/en/ru (the article's page is /blog/{slug}; a changed slug keeps the old
 * address as a redirect), categories, published or draft and the publication time (Baku), the
 * cover and the mobile cover (a path of an existing image, or a file uploaded through the photo
 * pipeline of ADR 0030), and the ordered blocks: add a block of any of the eight kinds, edit the
 * fields its kind uses, move it up or down, remove it.
 *
 * One multipart POST form. Its buttons carry an `intent`: `save` (the default, also on Enter)
 * checks the form with the same zod schema as the API and saves; `block-add`, `block-up-{i}`,
 * `block-down-{i}` and `block-remove-{i}` answer the form as it was sent with its blocks
 * changed (nothing is saved until Save), so everything works without JavaScript; with it the
 * page does not reload and scrolls to the block. Chosen files are uploaded first on any intent,
 * and their paths fill the image fields.
 */
import { getFormProps } from "@conform-to/react";
import { EditHeader, SaveBar } from "~/components/admin/EditScreen";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useMemo } from "react";
import { useTranslation } from "~/lib/translation";
import { Form, data } from "react-router";
import type { Route } from "./+types/article";
import { NO_STORE, requirePermission } from "~/.server/admin.server";
import { loadForEdit, saveForm, uploadFiles, type EditEntity } from "~/.server/admin-entity";
import { adminArticle, adminArticleOptions, adminSaveArticle, adminUploadBlogPhoto, type AdminArticle } from "~/.server/api/admin-blog";
import { getApi } from "~/.server/context";
import { BLOCK_FIELDS, BLOCK_KINDS, BLOG_LANGS, MAX_BLOCKS, articleFormSchema, type BlockKind } from "../../../backend/admin/blog-contract";
import { PHOTO_ACCEPT } from "../../../backend/admin/catalogue-contract";
import { localizePath } from "~/lib/i18n";
import { imageUrl } from "~/lib/images";
import { AdminCard } from "~/components/admin/AdminCard";
import { DoneNotice, ErrorNotice, Field } from "~/components/admin/Field";
import { FIELD_FALLBACK, useAdminMessage } from "~/components/admin/codes";
import { str, useContentForm, type SaveAnswer } from "~/components/admin/content-form";
import { getInstance } from "~/middleware/i18next";
import { readForm } from "~/.server/form-body";

const entity: EditEntity<AdminArticle> = {
  path: "/admin/articles",
  load: async (api, id) => (await adminArticle(api, id)).data?.article,
  save: adminSaveArticle,
  schema: articleFormSchema,
};

export async function loader(args: Route.LoaderArgs) {
  const { record: article, lang, canWrite } = await loadForEdit(args, entity);
  const options = await adminArticleOptions(getApi(args.context));
  const t = getInstance(args.context).getFixedT(lang, "admin");
  const name = article ? article.texts[lang].title || article.texts.en.title || `#${article.id}` : t("articles.new");
  return data({ article, categories: options.data?.categories ?? [], lang, canWrite, title: `${name} · ${t("articles.title")}` }, { headers: NO_STORE });
}

type Values = Record<string, unknown>;
type Draft = SaveAnswer<AdminArticle> & { uploadErrors?: Record<string, string>; focus?: string | null; draftId?: string };

/** A block's form values as sent (or as loaded), with a key that travels with it when it moves. */
const blocksOf = (values: Values): Values[] => (Array.isArray(values.blocks) ? (values.blocks as Values[]) : []);

function emptyBlock(kind: BlockKind): Values {
  const texts = { headline: "", subHeadline: "", desc: "", route: "" };
  return { uid: Math.random().toString(36).slice(2, 10), kind, az: texts, en: texts, ru: texts, image: "", mobImage: "", side: "left", productId: "", videoId: "" };
}

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  await requirePermission(request, context, "content:write");
  const formData = await readForm(request, context);
  const api = getApi(context);
  const uploadErrors = await uploadFiles(formData, (file) => adminUploadBlogPhoto(api, file));
  const intent = String(formData.get("intent") ?? "save");
  const addKind = String(formData.get("addKind") ?? "");
  formData.delete("intent");
  formData.delete("addKind");
  if (intent === "save" && Object.keys(uploadErrors).length === 0) return saveForm(args, entity, formData);

  // a block change (or a refused upload): the form as it was sent, its blocks changed, nothing saved
  const submission = parseWithZod(formData, { schema: articleFormSchema });
  const payload = { ...(submission.payload as Values) };
  const blocks = [...blocksOf(payload)];
  let focus: string | null = null;
  const move = /^block-(up|down|remove)-(\d{1,3})$/.exec(intent);
  if (intent === "block-add" && (BLOCK_KINDS as readonly string[]).includes(addKind) && blocks.length < MAX_BLOCKS) {
    const block = emptyBlock(addKind as BlockKind);
    blocks.push(block);
    focus = String(block.uid);
  } else if (move && Number(move[2]) < blocks.length) {
    const i = Number(move[2]);
    const j = move[1] === "up" ? i - 1 : i + 1;
    if (move[1] === "remove") blocks.splice(i, 1);
    else if (j >= 0 && j < blocks.length) {
      [blocks[i], blocks[j]] = [blocks[j]!, blocks[i]!];
      focus = String(blocks[j]!.uid ?? "");
    }
  }
  payload.blocks = blocks;
  const answer: Draft = { result: { ...submission.reply(), status: undefined, error: {}, initialValue: payload as never }, conflict: null, fresh: null, uploadErrors, focus, draftId: Math.random().toString(36).slice(2) };
  return data(answer, { status: Object.keys(uploadErrors).length ? 422 : 200, headers: NO_STORE });
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ data: d }) => [{ title: `${d?.title ?? "Article"} · Bazaar` }, { name: "robots", content: "noindex, nofollow" }];

/** An ISO time as the datetime-local field shows it, in Baku time (UTC+4). */
function localTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return new Date(d.getTime() + 4 * 3600_000).toISOString().slice(0, 16);
}

function initialValues(article: AdminArticle | null): Values {
  if (!article) {
    return {
      status: "off",
      publishedAt: localTime(new Date().toISOString()),
      categoryIds: [],
      blocks: [],
      ...Object.fromEntries(BLOG_LANGS.map((l) => [l, { title: "", slug: "", desc: "" }])),
    };
  }
  return {
    version: article.version,
    ...article.texts,
    status: article.status,
    publishedAt: localTime(article.publishedAt),
    categoryIds: article.categoryIds.map(String),
    coverImage: article.coverImage,
    mobileCoverImage: article.mobileCoverImage,
    blocks: article.blocks.map((b, i) => ({ ...b, uid: `${article.version}-${i}`, productId: b.productId === null ? "" : String(b.productId) })),
  };
}

/** An image field: the stored path (editable: any up/… or gen/… image) with a preview, and a file to upload instead. */
function ImageField({ name, label, value, error, hint }: { name: string; label: string; value: string; error: string | null; hint?: string }) {
  const { t } = useTranslation("admin");
  return (
    <div className="flex flex-col gap-2">
      <Field label={label} name={name} error={error} hint={hint}>
        <input name={name} defaultValue={value} className="admin-input w-full font-mono text-xs" maxLength={240} spellCheck={false} autoCapitalize="none" placeholder="up/….webp" />
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        {value ? (
          <img src={imageUrl(value, 300)} alt="" width={96} height={60} loading="lazy" className="h-15 w-24 rounded border border-line object-cover" data-testid={`preview-${name}`} />
        ) : (
          <span className="flex h-15 w-24 items-center justify-center rounded border border-dashed border-line text-xs text-muted">{t("articles.noImage")}</span>
        )}
        <label className="flex min-w-0 flex-1 basis-48 flex-col gap-1 text-xs text-muted">
          {t("articles.uploadInstead")}
          <input type="file" name={`${name}File`} accept={PHOTO_ACCEPT} className="admin-input admin-file w-full min-w-0 text-xs" data-testid={`file-${name}`} />
        </label>
      </div>
    </div>
  );
}

export default function AdminArticleForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { lang, canWrite, categories } = loaderData;
  const answer = actionData as Draft | undefined;
  const defaults = useMemo(() => initialValues(loaderData.article), [loaderData.article]);
  const { form, record: article, values: formValues, errorOf: conformError, formError, conflict, done, busy } = useContentForm({
    name: "article",
    schema: articleFormSchema,
    record: loaderData.article,
    actionData: answer,
    initial: (record) => initialValues(record),
    // the block buttons answer the form as it is, unchecked (Save checks it)
    skipValidation: (formData) => String(formData.get("intent") ?? "save") !== "save",
    defaultValue: defaults,
  });
  // a block change's answer shows at once (the hook waits for the revalidation after it; the fields' key below does not)
  const values: Values = answer?.draftId ? ((answer.result.initialValue as Values | undefined) ?? formValues) : formValues;
  const uploadErrors = answer?.uploadErrors ?? {};
  const message = useAdminMessage();
  // the browser names block fields blocks[2].image, the API blocks.2.image; an upload's refusal is its code
  const errorOf = (name: string) => message(uploadErrors[name], FIELD_FALLBACK) ?? conformError(name) ?? conformError(name.replace(/\[(\d+)\]/g, ".$1"));
  const texts = (l: string) => (values[l] ?? {}) as Values;
  const blocks = blocksOf(values);
  const chosen = new Set((Array.isArray(values.categoryIds) ? values.categoryIds : values.categoryIds ? [values.categoryIds] : []).map(String));
  const title = article ? article.texts[lang].title || article.texts.en.title || `#${article.id}` : t("articles.new");
  const published = article && article.status === "on" && new Date(article.publishedAt).getTime() <= Date.now();
  const focus = answer?.focus ?? null;

  // with JavaScript the page does not reload: bring the added or moved block into view
  useEffect(() => {
    if (focus) document.getElementById(`block-${focus}`)?.scrollIntoView({ block: "start" });
  }, [focus, answer]);

  return (
    <section className="flex flex-col gap-4" data-testid="admin-article">
      <EditHeader back={localizePath("/admin/articles", lang)} backLabel={t("articles.title")} title={title}>
        {article && (
          <div className="flex flex-wrap items-center gap-2">
            <span className={`admin-badge ${published ? "bg-emerald-100 text-emerald-900" : "bg-gray-200 text-gray-800"}`}>
              {t(`articles.states.${published ? "published" : article.status === "on" ? "scheduled" : "draft"}`)}
            </span>
            {published && article.paths[lang] && (
              <a href={localizePath(article.paths[lang]!, lang)} className="admin-tool" data-testid="article-view-on-site">
                {t("list.viewOnSite")}
              </a>
            )}
          </div>
        )}
      </EditHeader>
      {done && <DoneNotice text={t(`articles.done.${done}`, { defaultValue: "" })} testId="article-done" />}
      <ErrorNotice text={conflict ?? formError} testId="article-form-error" />

      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="flex flex-col gap-4" data-testid="article-form">
        {/* Enter in a field saves (the first submit button of a form is its default) */}
        <button type="submit" name="intent" value="save" className="sr-only" tabIndex={-1} aria-hidden="true" />
        <input type="hidden" name="version" value={str(values.version)} />
        {/* a new key after each answer: the fields start again from the values it carries (moved blocks, uploaded paths) */}
        <fieldset key={answer?.draftId ?? (answer ? "answer" : "record")} disabled={!canWrite} className="contents">
          <AdminCard title={t("articles.texts")}>
            <div className="grid gap-4 lg:grid-cols-3">
              {BLOG_LANGS.map((l) => (
                <div key={l} className="flex flex-col gap-3" lang={l}>
                  <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">{t(`products.lang.${l}`)}</h3>
                  <Field label={t("articles.name")} name={`${l}.title`} error={errorOf(`${l}.title`)}>
                    <input name={`${l}.title`} defaultValue={str(texts(l).title)} className="admin-input w-full" maxLength={200} />
                  </Field>
                  <Field label={t("articles.slug")} name={`${l}.slug`} error={errorOf(`${l}.slug`)} hint={`/blog/${str(texts(l).slug) || "…"}`}>
                    <input name={`${l}.slug`} defaultValue={str(texts(l).slug)} className="admin-input w-full font-mono" maxLength={120} spellCheck={false} autoCapitalize="none" />
                  </Field>
                  <Field label={t("articles.description")} name={`${l}.desc`} error={errorOf(`${l}.desc`)} hint={t("articles.descriptionHint")}>
                    <textarea name={`${l}.desc`} defaultValue={str(texts(l).desc)} rows={3} className="admin-input w-full" maxLength={600} />
                  </Field>
                </div>
              ))}
            </div>
          </AdminCard>

          <div className="grid gap-4 lg:grid-cols-2">
            <AdminCard title={t("articles.publication")}>
              <div className="grid gap-3 sm:grid-cols-2">
                <Field label={t("articles.state")} name="status" error={errorOf("status")}>
                  {/* React applies a select's defaultValue only when it mounts: a new default gives a new select */}
                  <select key={str(values.status) || "off"} name="status" defaultValue={str(values.status) || "off"} className="admin-input w-full" data-testid="article-status">
                    <option value="on">{t("articles.statusOn")}</option>
                    <option value="off">{t("articles.states.draft")}</option>
                  </select>
                </Field>
                <Field label={t("articles.publishedAt")} name="publishedAt" error={errorOf("publishedAt")} hint={t("articles.publishedAtHint")}>
                  <input type="datetime-local" name="publishedAt" defaultValue={str(values.publishedAt)} className="admin-input w-full" />
                </Field>
              </div>
              <fieldset className="mt-3 flex flex-col gap-2">
                <legend className="mb-1 text-sm font-medium">{t("articles.categories")}</legend>
                {categories.length === 0 && <p className="text-sm text-muted">{t("articles.noCategories")}</p>}
                <div className="flex flex-wrap gap-x-4 gap-y-2">
                  {categories.map((c) => (
                    <label key={c.id} className="flex items-center gap-2 text-sm">
                      <input type="checkbox" name="categoryIds" value={c.id} defaultChecked={chosen.has(String(c.id))} />
                      {c.title}
                    </label>
                  ))}
                </div>
                {errorOf("categoryIds") && (
                  <span className="text-xs text-red-700" data-testid="error-categoryIds">
                    {errorOf("categoryIds")}
                  </span>
                )}
              </fieldset>
            </AdminCard>

            <AdminCard title={t("articles.covers")}>
              <div className="grid gap-4 sm:grid-cols-2">
                <ImageField name="coverImage" label={t("articles.cover")} value={str(values.coverImage)} error={errorOf("coverImage")} hint={t("articles.coverHint")} />
                <ImageField name="mobileCoverImage" label={t("articles.mobileCover")} value={str(values.mobileCoverImage)} error={errorOf("mobileCoverImage")} hint={t("articles.mobileCoverHint")} />
              </div>
            </AdminCard>
          </div>

          <AdminCard title={t("articles.blocksTitle", { count: blocks.length })} testId="article-blocks">
            <div id="blocks" className="flex scroll-mt-4 flex-col gap-4">
              {blocks.length === 0 && <p className="text-sm text-muted">{t("articles.noBlocks")}</p>}
              <ol className="flex flex-col gap-4">
                {blocks.map((block, i) => (
                  <BlockEditor key={String(block.uid ?? i)} block={block} index={i} count={blocks.length} errorOf={errorOf} busy={busy} focused={focus !== null && focus === String(block.uid)} />
                ))}
              </ol>
              {canWrite && blocks.length < MAX_BLOCKS && (
                <div className="flex flex-wrap items-end gap-2 rounded-md border border-dashed border-line p-3">
                  <label className="flex flex-col gap-1 text-sm font-medium">
                    {t("articles.addKind")}
                    <select name="addKind" className="admin-input" defaultValue="text_banner" data-testid="block-add-kind">
                      {BLOCK_KINDS.map((k) => (
                        <option key={k} value={k}>
                          {t(`articles.kinds.${k}`)}
                        </option>
                      ))}
                    </select>
                  </label>
                  <button type="submit" name="intent" value="block-add" formNoValidate className="admin-btn" disabled={busy} data-testid="block-add">
                    + {t("articles.addBlock")}
                  </button>
                </div>
              )}
            </div>
          </AdminCard>

          {canWrite && <SaveBar busy={busy} label={article ? t("products.save") : t("articles.create")} cancelTo={localizePath("/admin/articles", lang)} testId="article-save" intent="save" />}
        </fieldset>
      </Form>
    </section>
  );
}

/** One block: its kind, the fields that kind uses (texts per language), and move up / down / remove. */
function BlockEditor(props: { block: Values; index: number; count: number; errorOf: (name: string) => string | null; busy: boolean; focused: boolean }) {
  const { t } = useTranslation("admin");
  const { block, index: i, count, errorOf, busy, focused } = props;
  const kind = ((BLOCK_KINDS as readonly string[]).includes(str(block.kind)) ? str(block.kind) : "text_banner") as BlockKind;
  const fields = BLOCK_FIELDS[kind];
  const has = (f: string) => (fields as readonly string[]).includes(f);
  const name = (f: string) => `blocks[${i}].${f}`;
  const texts = (l: string) => (block[l] ?? {}) as Values;
  const btn = "admin-btn min-h-8 px-2 py-1 text-xs";
  const first = has("headline") ? `${BLOG_LANGS[0]}.headline` : has("desc") ? `${BLOG_LANGS[0]}.desc` : fields[0]!;
  return (
    <li id={`block-${str(block.uid)}`} className="scroll-mt-4 rounded-md border border-line bg-white p-3" data-testid="article-block" data-kind={kind}>
      <input type="hidden" name={name("kind")} value={kind} />
      <input type="hidden" name={name("uid")} value={str(block.uid)} />
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">
          <span className="text-muted tabular-nums">{i + 1}.</span> {t(`articles.kinds.${kind}`)}
          <span className="block text-xs font-normal text-muted">{t(`articles.kindHints.${kind}`)}</span>
        </h3>
        <div className="flex flex-wrap gap-1.5">
          <button type="submit" name="intent" value={`block-up-${i}`} formNoValidate className={btn} disabled={i === 0 || busy} aria-label={`${t("articles.up")}: ${i + 1}`} data-testid="block-up">
            ↑ <span className="sr-only sm:not-sr-only">{t("articles.up")}</span>
          </button>
          <button type="submit" name="intent" value={`block-down-${i}`} formNoValidate className={btn} disabled={i === count - 1 || busy} aria-label={`${t("articles.down")}: ${i + 1}`} data-testid="block-down">
            ↓ <span className="sr-only sm:not-sr-only">{t("articles.down")}</span>
          </button>
          <button type="submit" name="intent" value={`block-remove-${i}`} formNoValidate className={`${btn} text-red-700`} disabled={busy} aria-label={`${t("articles.removeBlock")}: ${i + 1}`} data-testid="block-remove">
            {t("articles.removeBlock")}
          </button>
        </div>
      </div>
      {(has("headline") || has("subHeadline") || has("desc") || has("route")) && (
        <div className="grid gap-4 lg:grid-cols-3">
          {BLOG_LANGS.map((l) => (
            <div key={l} className="flex flex-col gap-2" lang={l}>
              <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">{t(`products.lang.${l}`)}</h4>
              {has("headline") && (
                <Field label={t("articles.fields.headline")} name={name(`${l}.headline`)} error={errorOf(name(`${l}.headline`))}>
                  <input name={name(`${l}.headline`)} defaultValue={str(texts(l).headline)} className="admin-input w-full" maxLength={200} autoFocus={focused && first === `${l}.headline`} />
                </Field>
              )}
              {has("subHeadline") && (
                <Field label={t("articles.fields.subHeadline")} name={name(`${l}.subHeadline`)} error={errorOf(name(`${l}.subHeadline`))}>
                  <input name={name(`${l}.subHeadline`)} defaultValue={str(texts(l).subHeadline)} className="admin-input w-full" maxLength={200} />
                </Field>
              )}
              {has("desc") && (
                <Field label={t("articles.fields.desc")} name={name(`${l}.desc`)} error={errorOf(name(`${l}.desc`))} hint={t("articles.fields.descHint")}>
                  <textarea name={name(`${l}.desc`)} defaultValue={str(texts(l).desc)} rows={4} className="admin-input w-full font-mono text-xs" autoFocus={focused && first === `${l}.desc`} />
                </Field>
              )}
              {has("route") && (
                <Field label={t("articles.fields.route")} name={name(`${l}.route`)} error={errorOf(name(`${l}.route`))}>
                  <input name={name(`${l}.route`)} defaultValue={str(texts(l).route)} className="admin-input w-full font-mono text-xs" maxLength={500} spellCheck={false} placeholder="/collections/…" />
                </Field>
              )}
            </div>
          ))}
        </div>
      )}
      {(has("image") || has("productId") || has("side") || has("videoId")) && (
        <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {has("image") && <ImageField name={name("image")} label={t("articles.fields.image")} value={str(block.image)} error={errorOf(name("image"))} />}
          {has("mobImage") && <ImageField name={name("mobImage")} label={t("articles.fields.mobImage")} value={str(block.mobImage)} error={errorOf(name("mobImage"))} />}
          {has("productId") && (
            <Field label={t("articles.fields.productId")} name={name("productId")} error={errorOf(name("productId"))} hint={t("articles.fields.productIdHint")}>
              <input name={name("productId")} defaultValue={str(block.productId)} inputMode="numeric" className="admin-input w-full" maxLength={9} autoFocus={focused && first === "productId"} />
            </Field>
          )}
          {has("side") && (
            <Field label={t("articles.fields.side")} name={name("side")} error={errorOf(name("side"))}>
              <select key={str(block.side) || "left"} name={name("side")} defaultValue={str(block.side) || "left"} className="admin-input w-full">
                <option value="left">{t("articles.fields.left")}</option>
                <option value="right">{t("articles.fields.right")}</option>
              </select>
            </Field>
          )}
          {has("videoId") && (
            <Field label={t("articles.fields.videoId")} name={name("videoId")} error={errorOf(name("videoId"))} hint={t("articles.fields.videoIdHint")}>
              <input name={name("videoId")} defaultValue={str(block.videoId)} className="admin-input w-full font-mono" maxLength={200} spellCheck={false} autoFocus={focused && first === "videoId"} />
            </Field>
          )}
        </div>
      )}
    </li>
  );
}
