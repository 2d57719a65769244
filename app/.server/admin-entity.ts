/**
 * The loaders and actions of the back office's content screens (branches, delivery areas,
 * menus, banners, static pages…), written once:
 *   - `loadList`: a list screen's loader (content:read; canWrite says whether row tools show);
 *   - `rowAction`: a list screen's row actions after their confirmation (remove, hide…),
 *     back to the list with `?done=` or `?failed=` (the refusal's code);
 *   - `loadForEdit`: an edit screen's loader (content:read to look, content:write to create);
 *   - `saveForm`: an edit screen's action: the form's zod schema, the API's field errors in
 *     the form, 'changed by someone else' (409 `version`) with the record as it is now; a
 *     multipart form's image files are uploaded first (`uploadFiles`) and fill their fields.
 * Every answer is `private, no-store`; the API checks every call again. Errors travel as codes of
 * the error catalogue (the API's `code`, `codes`, `params`: app/components/admin/codes.ts); the
 * screens translate them.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { withParams } from "~/components/admin/DataList";
import { adminAnswer, adminFieldMessages, formFieldName, type AdminAnswer } from "~/components/admin/codes";
import { localizePath, type Lang } from "~/lib/i18n";
import { NO_STORE, adminError, requirePermission } from "./admin.server.ts";
import type { ApiClient } from "./api.ts";
import { getApi, getLang } from "./context.ts";
import { readForm } from "./form-body.ts";

type Context = Readonly<RouterContextProvider>;
/** The permission area a screen reads and writes (content by default; the taxonomy screens use catalogue). */
type Area = "content" | "catalogue";
interface Args {
  request: Request;
  context: Context;
  params: { id?: string };
}
/** what a write call answers (the API's envelope) */
interface Answer<T = unknown> extends AdminAnswer {
  ok: boolean;
  data?: T;
  error?: string;
  errors?: Record<string, string>;
}

/** The id in an edit screen's path: null on `new`, the 404 page when it is not a record id. */
export async function pathId(context: Context, raw: string | undefined): Promise<number | null> {
  if (raw === undefined) return null;
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) return adminError(context, 404, true);
  return id;
}

/** A list screen's loader: `load` gets the URL's query (null or undefined: the 403 page). */
export async function loadList<T>(
  { request, context }: Omit<Args, "params">,
  load: (api: ApiClient, query: Record<string, string>) => Promise<T | null | undefined>,
  area: Area = "content",
): Promise<{ list: T; lang: Lang; canWrite: boolean }> {
  const me = await requirePermission(request, context, `${area}:read`);
  const list = await load(getApi(context), Object.fromEntries(new URL(request.url).searchParams));
  if (list == null) return adminError(context, 403, true);
  return { list, lang: getLang(context), canWrite: me.permissions.includes(`${area}:write`) };
}

/** One row action: the call, the `done` notice of a success, and whether the API may refuse it (409 `form`: back with `?failed=` its code; else 404). */
export interface RowIntent {
  call: (api: ApiClient, id: number) => Promise<Answer>;
  done: string;
  refusable?: boolean;
}

/** A list screen's action: `intent` and `id` from the confirmation's form, back to the same list. */
export async function rowAction({ request, context }: Omit<Args, "params">, intents: Record<string, RowIntent>, area: Area = "content") {
  await requirePermission(request, context, `${area}:write`);
  const form = await readForm(request, context);
  const intent = Object.hasOwn(intents, String(form.get("intent"))) ? intents[String(form.get("intent"))] : undefined;
  if (!intent) return data({ error: "api.invalid" }, { status: 400, headers: NO_STORE });
  const id = Number(form.get("id"));
  if (!Number.isSafeInteger(id) || id <= 0) return adminError(context, 404, true);
  const url = new URL(request.url);
  const back = (changes: Record<string, string>) =>
    redirect(`${url.pathname}${withParams(url.search, { confirm: null, id: null, done: null, failed: null, ...changes })}`, { status: 303, headers: NO_STORE });
  const answer = await intent.call(getApi(context), id);
  if (answer.ok) return back({ done: intent.done });
  if (intent.refusable && answer.errors?.form) return back({ failed: adminAnswer(answer) });
  return adminError(context, 404, true);
}

/** How an edit screen reads and writes its record. */
export interface EditEntity<T> {
  /** the list's path (`/admin/branches`); the record's screen is `{path}/{id}` */
  path: string;
  /** the record as the form shows it (null or undefined: not found) */
  load: (api: ApiClient, id: number) => Promise<T | null | undefined>;
  /** create (id null) or update from the form's raw payload (the API parses it with the same schema) */
  save: (api: ApiClient, id: number | null, payload: Record<string, unknown>) => Promise<Answer<{ id: number }>>;
  schema: z.ZodType;
  /** the permission area (content by default) */
  area?: Area;
  /** the form's image upload call (multipart `photo` → its path), when the form has image files */
  upload?: (api: ApiClient, file: File) => Promise<Answer<{ path: string }>>;
}

/**
 * Uploads the files a form carries, each named after the field it fills (`coverImageFile`,
 * `items[2].mbImageFile` → `items[2].mbImage`), and puts the stored paths into those fields; the
 * files leave the form data. Answers the refusals (their codes) by the field they were for
 * (nothing is stored for a refused file; the others' paths stay in the form).
 */
export async function uploadFiles(formData: FormData, upload: (file: File) => Promise<Answer<{ path: string }>>): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  for (const [name, value] of [...formData.entries()]) {
    if (!(value instanceof File)) continue;
    formData.delete(name);
    if (value.size === 0 || !name.endsWith("File")) continue;
    const target = name.slice(0, -"File".length);
    const answer = await upload(value);
    if (answer.ok && answer.data) formData.set(target, answer.data.path);
    else errors[target] = adminFieldMessages(answer).photo ?? adminAnswer(answer);
  }
  return errors;
}

/** An edit screen's loader: the record (404 when there is none) or, on `new`, nothing (content:write). */
export async function loadForEdit<T>({ request, context, params }: Args, entity: Pick<EditEntity<T>, "load" | "area">): Promise<{ record: T | null; lang: Lang; canWrite: boolean }> {
  const area = entity.area ?? "content";
  const me = await requirePermission(request, context, `${area}:read`);
  const canWrite = me.permissions.includes(`${area}:write`);
  const id = await pathId(context, params.id);
  if (id === null) {
    if (!canWrite) return adminError(context, 403, true);
    return { record: null, lang: getLang(context), canWrite };
  }
  const record = await entity.load(getApi(context), id);
  if (record == null) return adminError(context, 404, true);
  return { record, lang: getLang(context), canWrite };
}

/**
 * An edit screen's action: 400 with the field errors (the browser's and the API's), 409 with
 * `conflict` and the record as it is now when someone else saved it meanwhile, else 303 to the
 * record's screen with `?done=created|saved`.
 */
export async function saveForm<T>({ request, context, params }: Args, entity: EditEntity<T>, formData?: FormData) {
  await requirePermission(request, context, `${entity.area ?? "content"}:write`);
  const id = await pathId(context, params.id);
  const api = getApi(context);
  const form = formData ?? (await readForm(request, context));
  // a form with image files (`imageFile` beside `image`): each chosen file is uploaded first and its path fills the field
  const uploadErrors = entity.upload ? await uploadFiles(form, (file) => entity.upload!(api, file)) : {};
  const submission = parseWithZod(form, { schema: entity.schema });
  if (submission.status !== "success" || Object.keys(uploadErrors).length) {
    const fieldErrors = Object.fromEntries(Object.entries(uploadErrors).map(([k, m]) => [k, [m]]));
    return data({ result: submission.reply({ fieldErrors }), conflict: null, fresh: null as T | null }, { status: 400, headers: NO_STORE });
  }
  const answer = await entity.save(api, id, submission.payload as Record<string, unknown>);
  if (!answer.ok || !answer.data) {
    if (!answer.errors) return adminError(context, 404, true);
    if (answer.errors.version && id !== null) {
      // the form starts again from the record as it is now (loaders are not re-run after a 4xx)
      const fresh = (await entity.load(api, id)) ?? null;
      return data({ result: submission.reply({ resetForm: true }), conflict: adminFieldMessages(answer).version ?? adminAnswer(answer), fresh }, { status: 409, headers: NO_STORE });
    }
    // the API's paths (`items.1.image`) as the form names its fields (`items[1].image`)
    const fieldErrors = Object.fromEntries(Object.entries(adminFieldMessages(answer, formFieldName)).map(([k, m]) => [k, [m]]));
    return data({ result: submission.reply({ fieldErrors }), conflict: null, fresh: null as T | null }, { status: 400, headers: NO_STORE });
  }
  return redirect(`${localizePath(`${entity.path}/${answer.data.id}`, getLang(context))}?done=${id === null ? "created" : "saved"}`, { status: 303, headers: NO_STORE });
}
