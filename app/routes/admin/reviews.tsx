/**
 * /admin/reviews — review moderation: every review, newest first, filtered by state (waiting,
 * approved, hidden) and rating, searchable; approve and hide are POST forms in the row; the
 * shop's public reply is written in a panel the URL opens (`?reply=<id>`), so all of it works
 * without JavaScript. Approving or hiding changes the `reviews` table, whose trigger drops the
 * page cache (ADR 0023): the product page shows the change on the next request.
 */
import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { adminMeta } from "~/lib/admin-title";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/translation";
import { Form, Link, data, redirect, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/reviews";
import { DataList, withParams, type Column, type Filter } from "~/components/admin/DataList";
import { formatDateTime } from "~/components/admin/format";
import { FIELD_FALLBACK, adminAnswer, adminFieldMessages, useAdminMessage } from "~/components/admin/codes";
import { NO_STORE, adminError, requirePermission } from "~/.server/admin.server";
import { adminReviewReply, adminReviewState, adminReviews, adminReviewsBulk, type AdminReviewRow } from "~/.server/api/admin-people";
import { getApi, getLang } from "~/.server/context";
import { localizePath } from "~/lib/i18n";
import { REVIEW_STATES, reviewReplySchema, reviewStateSchema, reviewsBulkSchema } from "../../../backend/admin/contract";
import { readForm } from "~/.server/form-body";

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requirePermission(request, context, "reviews:read");
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const answer = await adminReviews(getApi(context), query);
  if (!answer.ok || !answer.data) return adminError(context, 403, true);
  return data({ page: answer.data, lang: getLang(context), canWrite: me.permissions.includes("reviews:write") }, { headers: NO_STORE });
}

/** intent=state (id, to, from) or intent=reply (id, reply): through the API, then back to the list as it was. */
export async function action({ request, context }: Route.ActionArgs) {
  await requirePermission(request, context, "reviews:write");
  const form = await readForm(request, context);
  if (form.get("intent") === "bulk") return bulkAction(context, request, form);
  const id = Number(form.get("id"));
  if (!Number.isSafeInteger(id) || id <= 0) return adminError(context, 404, true);
  const url = new URL(request.url);
  const api = getApi(context);
  if (form.get("intent") === "reply") {
    const submission = parseWithZod(form, { schema: reviewReplySchema });
    if (submission.status !== "success") return data({ result: submission.reply(), error: null }, { status: 400, headers: NO_STORE });
    const answer = await adminReviewReply(api, id, submission.value.reply);
    if (!answer.ok) {
      const reply = adminFieldMessages(answer).reply;
      const fieldErrors = reply ? { reply: [reply] } : undefined;
      return data({ result: submission.reply({ fieldErrors, formErrors: fieldErrors ? [] : [adminAnswer(answer)] }), error: null }, { status: 400, headers: NO_STORE });
    }
    return redirect(`${url.pathname}${withParams(url.search, { reply: null, done: "replied" })}`, { status: 303, headers: NO_STORE });
  }
  const input = reviewStateSchema.safeParse({ to: form.get("to"), from: form.get("from") || undefined });
  if (!input.success) return data({ result: null, error: input.error.issues[0]?.message ?? "adminPeople.badChoice" }, { status: 400, headers: NO_STORE });
  const to = input.data.to;
  const answer = await adminReviewState(api, id, input.data);
  if (!answer.ok) return data({ result: null, error: adminAnswer(answer) }, { status: 409, headers: NO_STORE });
  return redirect(`${url.pathname}${withParams(url.search, { reply: null, done: to })}`, { status: 303, headers: NO_STORE });
}

/** intent=bulk (bulk=approve|hide, ids): every selected review through one API call, then back to the list with the count. */
async function bulkAction(context: Route.ActionArgs["context"], request: Request, form: FormData) {
  const ids = form.getAll("ids").map(String);
  const bulk = form.get("bulk");
  const input = reviewsBulkSchema.safeParse({ ids, to: bulk === "approve" ? "approved" : bulk === "hide" ? "hidden" : "" });
  if (!input.success) return data({ result: null, error: input.error.issues[0]?.message ?? "adminBulk.badIds" }, { status: 400, headers: NO_STORE });
  const answer = await adminReviewsBulk(getApi(context), { ids: input.data.ids.map(String), to: input.data.to });
  if (!answer.ok || !answer.data) return data({ result: null, error: adminAnswer(answer) }, { status: 400, headers: NO_STORE });
  const url = new URL(request.url);
  return redirect(`${url.pathname}${withParams(url.search, { bulk: null, ids: null, all: null, reply: null, done: "bulk", count: String(answer.data.changed) })}`, { status: 303, headers: NO_STORE });
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, { key: "reviews.title" }, "Reviews");

const STATE_STYLE: Record<string, string> = {
  waiting: "bg-amber-100 text-amber-900",
  approved: "bg-emerald-100 text-emerald-900",
  hidden: "bg-gray-200 text-gray-900",
};

function Stars({ value }: { value: number }) {
  const { t } = useTranslation("admin");
  return (
    <span className="whitespace-nowrap" aria-label={t("reviews.stars", { count: value })} role="img">
      <span aria-hidden="true" className="text-amber-500">
        {"★".repeat(value)}
      </span>
      <span aria-hidden="true" className="text-gray-300">
        {"★".repeat(5 - value)}
      </span>
    </span>
  );
}

function StateButtons({ row }: { row: AdminReviewRow }) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  return (
    <div className="flex flex-wrap gap-1 md:justify-end">
      {row.state !== "approved" && (
        <Form method="post">
          <input type="hidden" name="intent" value="state" />
          <input type="hidden" name="id" value={row.id} />
          <input type="hidden" name="from" value={row.state} />
          <input type="hidden" name="to" value="approved" />
          <button type="submit" className="admin-tool text-emerald-800" data-testid="review-approve" aria-label={`${t("reviews.approve")}: ${row.fullName}`}>
            {t("reviews.approve")}
          </button>
        </Form>
      )}
      {row.state !== "hidden" && (
        <Form method="post">
          <input type="hidden" name="intent" value="state" />
          <input type="hidden" name="id" value={row.id} />
          <input type="hidden" name="from" value={row.state} />
          <input type="hidden" name="to" value="hidden" />
          <button type="submit" className="admin-tool text-red-800" data-testid="review-hide" aria-label={`${t("reviews.hide")}: ${row.fullName}`}>
            {t("reviews.hide")}
          </button>
        </Form>
      )}
      <Link to={`${location.pathname}${withParams(location.search, { reply: String(row.id), done: null })}`} className="admin-tool" data-testid="review-reply-open" aria-label={`${t("reviews.reply")}: ${row.fullName}`}>
        {row.reply ? t("reviews.editReply") : t("reviews.reply")}
      </Link>
    </div>
  );
}

function ReplyPanel({ row, result }: { row: AdminReviewRow; result?: SubmissionResult<string[]> }) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: `reply-${row.id}`,
    lastResult: navigation.state === "idle" ? result : undefined,
    defaultValue: { reply: row.reply ?? "" },
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: reviewReplySchema }),
  });
  const message = useAdminMessage();
  const error = message(fields.reply.errors?.[0], FIELD_FALLBACK);
  return (
    <section className="admin-card flex flex-col gap-3" aria-labelledby="reply-title" data-testid="review-reply-panel">
      <h2 id="reply-title" className="text-base font-semibold">
        {t("reviews.replyTo", { name: row.fullName })}
      </h2>
      <blockquote className="border-l-2 border-line pl-3 text-sm whitespace-pre-line text-muted">{row.review}</blockquote>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="id" value={row.id} />
        {form.errors?.length ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
            {message(form.errors[0])}
          </p>
        ) : null}
        <label htmlFor={fields.reply.id} className="text-sm font-medium">
          {t("reviews.replyLabel")}
        </label>
        <textarea
          {...getTextareaProps(fields.reply)}
          key={fields.reply.key}
          rows={4}
          maxLength={2000}
          className="admin-input"
          aria-describedby={error ? fields.reply.errorId : `${fields.reply.id}-hint`}
          data-testid="review-reply-text"
        />
        {error ? (
          <p id={fields.reply.errorId} className="text-sm text-red-800" data-testid="review-reply-error">
            {error}
          </p>
        ) : (
          <p id={`${fields.reply.id}-hint`} className="text-xs text-muted">
            {t("reviews.replyHint")}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="admin-btn-primary" data-testid="review-reply-save">
            {t("reviews.saveReply")}
          </button>
          <Link to={`${location.pathname}${withParams(location.search, { reply: null })}`} className="admin-btn">
            {t("list.cancel")}
          </Link>
        </div>
      </Form>
    </section>
  );
}

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  const location = useLocation();
  const { page, canWrite, lang } = loaderData;
  const params = new URLSearchParams(location.search);
  const done = params.get("done");
  const replyRow = page.items.find((r) => String(r.id) === params.get("reply"));
  const columns: Column<AdminReviewRow>[] = [
    { key: "createdAt", label: t("reviews.date"), sortable: true, wide: true, render: (row) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.createdAt)}</span> },
    {
      key: "review",
      label: t("reviews.review"),
      render: (row) => (
        <div className="flex max-w-xl min-w-48 flex-col gap-1">
          <span className="text-xs text-muted">{row.productTitle}</span>
          <span className="flex flex-wrap items-center gap-x-2">
            <span className="font-medium">{row.fullName}</span>
            <Stars value={row.rating} />
          </span>
          <span className="text-xs break-all text-muted">{row.email}</span>
          <span className="line-clamp-4 text-sm whitespace-pre-line">{row.review}</span>
          {row.reply && (
            <span className="mt-1 border-l-2 border-brand pl-2 text-xs text-ink/80" data-testid="review-row-reply">
              <span className="font-semibold">{t("reviews.replied")}: </span>
              {row.reply}
            </span>
          )}
          {/* on a phone the moderation column is left out: its buttons come under the text */}
          {canWrite && (
            <div className="mt-1 md:hidden">
              <StateButtons row={row} />
            </div>
          )}
        </div>
      ),
    },
    { key: "rating", label: t("reviews.rating"), sortable: true, wide: true, align: "right", render: (row) => row.rating },
    {
      key: "state",
      label: t("reviews.state"),
      sortable: true,
      render: (row) => (
        <span className={`admin-badge ${STATE_STYLE[row.state]}`} data-state={row.state} data-testid="review-state">
          {t(`reviews.states.${row.state}`)}
        </span>
      ),
    },
  ];
  if (canWrite) columns.push({ key: "moderate", label: t("reviews.moderate"), align: "right", wide: true, render: (row) => <StateButtons row={row} /> });
  const filters: Filter[] = [
    { name: "state", label: t("reviews.state"), type: "select", options: REVIEW_STATES.map((s) => ({ value: s, label: t(`reviews.states.${s}`) })) },
    { name: "rating", label: t("reviews.rating"), type: "select", options: [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: t("reviews.stars", { count: n }) })) },
  ];
  return (
    <DataList title={t("reviews.title")} page={page} columns={columns} rowKey={(row) => row.id} rowLabel={(row) => row.fullName} search filters={filters} exportHref={localizePath("/admin/export/reviews", lang)}
      bulk={
        canWrite
          ? [
              { name: "approve", label: t("reviews.bulkApprove"), question: (count) => t("reviews.bulkApproveQuestion", { count }) },
              { name: "hide", label: t("reviews.bulkHide"), question: (count) => t("reviews.bulkHideQuestion", { count }), danger: true },
            ]
          : undefined
      }
      testId="admin-reviews">
      {done && !actionData && (
        <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900" data-testid="review-done">
          {done === "bulk" ? t("reviews.bulkDone", { count: Number(params.get("count") ?? 0) }) : t(`reviews.done.${done}`, { defaultValue: "" })}
        </p>
      )}
      {actionData?.error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="review-error">
          {message(actionData.error)}
        </p>
      )}
      {canWrite && replyRow && <ReplyPanel key={replyRow.id} row={replyRow} result={actionData?.result ?? undefined} />}
    </DataList>
  );
}
