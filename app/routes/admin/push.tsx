/**
 * /admin/push — one Web Push notification to the shop's subscribers (what `npm run push`
 * sends, from a form): title, text, an address on the shop, the audience (everyone or one
 * language) and how long push services keep it. Two steps, both plain POST forms so they work
 * without JavaScript: "Continue" checks the fields (the API's zod schema, in the browser too)
 * and shows a confirmation with the number of subscribers it will reach; "Send now" queues the
 * notification as a job (sent by a worker after the answer, retried when no push service
 * answers) and comes back with the job in the address (`?job=`): the page refreshes itself
 * while it goes out (a meta refresh, without JavaScript too), then shows the report (sent /
 * failed / removed). Without VAPID keys the
 * screen says so and the form is disabled; the API refuses as well (409). marketing:read to
 * look (owner, manager, content editor), marketing:write to send (owner, manager).
 */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/translation";
import { useEffect } from "react";
import { Form, Link, data, redirect, useLocation, useNavigation, useRevalidator } from "react-router";
import type { Route } from "./+types/push";
import { AdminCard } from "~/components/admin/AdminCard";
import { DoneNotice, ErrorNotice, Field } from "~/components/admin/Field";
import { FIELD_FALLBACK, adminAnswer, adminFieldMessages, useAdminMessage } from "~/components/admin/codes";
import { NO_STORE, adminError, requirePermission } from "~/.server/admin.server";
import { adminPushSend, adminPushSendState, adminPushStatus, type PushSendReport } from "~/.server/api/admin-push";
import { getApi } from "~/.server/context";
import { adminMeta } from "~/lib/admin-title";
import { PUSH_AUDIENCES, PUSH_TTL_DEFAULT, PUSH_TTL_MAX, pushFormSchema, type PushAudience } from "../../../backend/admin/contract";
import { readForm } from "~/.server/form-body";

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requirePermission(request, context, "marketing:read");
  const api = getApi(context);
  const answer = await adminPushStatus(api);
  if (!answer.ok || !answer.data) return adminError(context, 403, true);
  // after "Send now": where the queued notification stands
  const job = new URL(request.url).searchParams.get("job");
  let send: PushSendReport | null = null;
  if (job && /^\d{1,9}$/.test(job)) {
    const state = await adminPushSendState(api, Number(job));
    send = state.ok && state.data ? state.data : null;
  }
  return data({ status: answer.data, canWrite: me.permissions.includes("marketing:write"), send }, { headers: NO_STORE });
}

type Values = { title: string; body: string; url: string; audience: PushAudience; ttl: number };

/** intent=check: the fields checked, then the confirmation; intent=send: through the API, then the report. */
export async function action({ request, context }: Route.ActionArgs) {
  await requirePermission(request, context, "marketing:write");
  const form = await readForm(request, context);
  const submission = parseWithZod(form, { schema: pushFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), confirm: null }, { status: 400, headers: NO_STORE });
  const values: Values = submission.value;
  const api = getApi(context);
  if (form.get("intent") !== "send") {
    const status = await adminPushStatus(api);
    if (!status.ok || !status.data) return adminError(context, 403, true);
    return data({ result: submission.reply(), confirm: { values, count: status.data.counts[values.audience] } }, { headers: NO_STORE });
  }
  const answer = await adminPushSend(api, values);
  if (!answer.ok || !answer.data) {
    const fieldErrors = answer.errors ? Object.fromEntries(Object.entries(adminFieldMessages(answer)).map(([k, m]) => [k, [m]])) : undefined;
    return data({ result: submission.reply({ fieldErrors, formErrors: fieldErrors ? [] : [adminAnswer(answer)] }), confirm: null }, { status: fieldErrors ? 400 : 409, headers: NO_STORE });
  }
  const url = new URL(request.url);
  return redirect(`${url.pathname}?${new URLSearchParams({ job: String(answer.data.job) })}`, { status: 303, headers: NO_STORE });
}

export const headers: Route.HeadersFunction = () => NO_STORE;

/** a queued notification that has not finished yet */
const going = (send: PushSendReport | null | undefined) => send?.state === "pending" || send?.state === "running";

/** seconds between two looks at a notification that is going out */
const REFRESH_SECONDS = 2;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...adminMeta(matches, { key: "push.title" }, "Push notifications"),
  // without JavaScript the page looks again by itself until the job is done
  ...(going(loaderData?.send) ? [{ httpEquiv: "refresh", content: String(REFRESH_SECONDS) }] : []),
];

export default function AdminPush({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  const navigation = useNavigation();
  const { status, canWrite, send } = loaderData;
  const revalidator = useRevalidator();
  const sending = going(send);
  // with JavaScript the same look happens without reloading the page
  useEffect(() => {
    if (!sending) return;
    const timer = setTimeout(() => void revalidator.revalidate(), REFRESH_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [sending, send, revalidator]);
  const idle = navigation.state === "idle";
  const confirm = idle ? actionData?.confirm : null;
  const [form, fields] = useForm({
    id: "push",
    lastResult: idle ? (actionData?.result ?? undefined) : undefined,
    defaultValue: { audience: "all", ttl: String(PUSH_TTL_DEFAULT) },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: pushFormSchema }),
  });
  // zod answers keys ("required", "sitePath"); the API answers sentences in the page's language
  const message = useAdminMessage();
  const audienceName = (a: PushAudience) => t(`push.audiences.${a}`);
  const locked = !status.enabled || !canWrite;
  const initial = (name: keyof Values) => String(fields[name].initialValue ?? "");

  return (
    <section className="flex max-w-3xl flex-col gap-4" data-testid="admin-push">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t("push.title")}</h1>
        <p className="text-sm text-muted">{t("push.intro")}</p>
      </div>

      {!status.enabled && (
        <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="push-not-configured">
          {t("push.notConfigured")}
        </div>
      )}
      {status.enabled && !canWrite && (
        <p className="rounded-md bg-soft px-3 py-2 text-sm text-ink" data-testid="push-read-only">
          {t("push.readOnly")}
        </p>
      )}

      {send && !actionData && send.state === "done" && (
        <div data-testid="push-report">
          <DoneNotice text={`${t("push.reportTitle")}. ${t("push.report", { sent: send.sent, failed: send.failed, removed: send.removed })}`} testId="push-report-text" />
        </div>
      )}
      {send && !actionData && sending && (
        <p role="status" className="rounded-md bg-soft px-3 py-2 text-sm text-ink" data-testid="push-queued">
          <strong>{t("push.queuedTitle")}.</strong> {t("push.queued", { total: send.total })}
        </p>
      )}
      {send && !actionData && send.state === "dead" && <ErrorNotice text={`${t("push.deadTitle")}. ${t("push.dead")}`} testId="push-dead" />}

      <dl className="admin-panel grid grid-cols-2 gap-px overflow-hidden sm:grid-cols-4" aria-label={t("push.subscribers")} data-testid="push-counts">
        {PUSH_AUDIENCES.map((a) => (
          <div key={a} className="flex flex-col gap-0.5 bg-white px-4 py-3">
            <dt className="text-xs text-muted">
              {t("push.subscribers")} · {audienceName(a)}
            </dt>
            <dd className="text-xl font-semibold tabular-nums" data-testid={`push-count-${a}`}>
              {status.counts[a]}
            </dd>
          </div>
        ))}
      </dl>

      {confirm && !locked && (
        <div role="alertdialog" aria-labelledby="push-confirm-text" className="admin-confirm" data-testid="push-confirm">
          <p id="push-confirm-text">
            {confirm.count > 0
              ? t("push.confirm", { title: confirm.values.title, count: confirm.count, audience: audienceName(confirm.values.audience) })
              : t("push.nobody")}
          </p>
          <div className="rounded-md border border-line bg-white px-3 py-2 text-sm">
            <p className="font-semibold">{confirm.values.title}</p>
            <p className="whitespace-pre-line">{confirm.values.body}</p>
            <p className="text-xs text-muted">{confirm.values.url}</p>
          </div>
          <Form method="post" className="flex flex-wrap gap-2">
            <input type="hidden" name="intent" value="send" />
            <input type="hidden" name="title" value={confirm.values.title} />
            <input type="hidden" name="body" value={confirm.values.body} />
            <input type="hidden" name="url" value={confirm.values.url} />
            <input type="hidden" name="audience" value={confirm.values.audience} />
            <input type="hidden" name="ttl" value={String(confirm.values.ttl)} />
            {confirm.count > 0 && (
              <button type="submit" className="admin-btn-primary" data-testid="push-send">
                {t("push.send")}
              </button>
            )}
            <Link to={location.pathname} className="admin-btn">
              {t("list.cancel")}
            </Link>
          </Form>
        </div>
      )}

      <AdminCard title={t("push.formTitle")} testId="push-form">
        <Form method="post" {...getFormProps(form)}>
          <fieldset disabled={locked} className="grid gap-3 disabled:opacity-60 sm:grid-cols-2">
            <input type="hidden" name="intent" value="check" />
            {form.errors?.length ? (
              <div className="sm:col-span-2">
                <ErrorNotice text={message(form.errors[0])} testId="push-error" />
              </div>
            ) : null}
            <div className="sm:col-span-2">
              <Field label={t("push.fieldTitle")} name="title" error={message(fields.title.errors?.[0], FIELD_FALLBACK)}>
                <input name={fields.title.name} defaultValue={initial("title")} key={fields.title.key} maxLength={100} autoComplete="off" className="admin-input w-full" aria-invalid={fields.title.errors ? true : undefined} />
              </Field>
            </div>
            <div className="sm:col-span-2">
              <Field label={t("push.fieldBody")} name="body" error={message(fields.body.errors?.[0], FIELD_FALLBACK)}>
                <textarea name={fields.body.name} defaultValue={initial("body")} key={fields.body.key} maxLength={300} rows={3} className="admin-input w-full" aria-invalid={fields.body.errors ? true : undefined} />
              </Field>
            </div>
            <div className="sm:col-span-2">
              <Field label={t("push.fieldUrl")} name="url" hint={t("push.urlHint")} error={message(fields.url.errors?.[0], FIELD_FALLBACK)}>
                <input name={fields.url.name} defaultValue={initial("url")} key={fields.url.key} maxLength={500} autoComplete="off" placeholder="/sale" className="admin-input w-full" aria-invalid={fields.url.errors ? true : undefined} />
              </Field>
            </div>
            <Field label={t("push.fieldAudience")} name="audience" error={message(fields.audience.errors?.[0], FIELD_FALLBACK)}>
              <select name={fields.audience.name} defaultValue={initial("audience") || "all"} key={fields.audience.key} className="admin-input w-full">
                {PUSH_AUDIENCES.map((a) => (
                  <option key={a} value={a}>
                    {audienceName(a)} ({status.counts[a]})
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t("push.fieldTtl")} name="ttl" hint={t("push.ttlHint")} error={message(fields.ttl.errors?.[0], FIELD_FALLBACK)}>
              <input name={fields.ttl.name} defaultValue={initial("ttl")} key={fields.ttl.key} type="number" min={0} max={PUSH_TTL_MAX} step={1} inputMode="numeric" className="admin-input w-full" aria-invalid={fields.ttl.errors ? true : undefined} />
            </Field>
            <div className="sm:col-span-2">
              <button type="submit" className="admin-btn-primary" data-testid="push-check">
                {t("push.check")}
              </button>
            </div>
          </fieldset>
        </Form>
      </AdminCard>
    </section>
  );
}
