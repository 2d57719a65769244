/** /admin/feedback — the feedback inbox: messages from the contact forms, open first by default filter; mark handled or reopen (POST forms). */
import { useTranslation } from "~/lib/translation";
import { adminMeta } from "~/lib/admin-title";
import { Form, data, redirect, useLocation } from "react-router";
import type { Route } from "./+types/feedback";
import { DataList, withParams, type Column, type Filter } from "~/components/admin/DataList";
import { formatDateTime, showMobile } from "~/components/admin/format";
import { adminAnswer, useAdminMessage } from "~/components/admin/codes";
import { NO_STORE, adminError, requirePermission } from "~/.server/admin.server";
import { adminFeedback, adminFeedbackBulk, adminFeedbackHandled, type AdminFeedbackRow } from "~/.server/api/admin-people";
import { getApi, getLang } from "~/.server/context";
import { localizePath } from "~/lib/i18n";
import { feedbackBulkSchema, feedbackHandledSchema } from "../../../backend/admin/contract";
import { readForm } from "~/.server/form-body";

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requirePermission(request, context, "customers:read");
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const answer = await adminFeedback(getApi(context), query);
  if (!answer.ok || !answer.data) return adminError(context, 403, true);
  return data({ page: answer.data, canWrite: me.permissions.includes("customers:write"), lang: getLang(context) }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requirePermission(request, context, "customers:write");
  const form = await readForm(request, context);
  const url = new URL(request.url);
  if (form.get("intent") === "bulk") {
    // bulk=handle, ids: every selected message marked handled through one API call
    const input = feedbackBulkSchema.safeParse({ ids: form.getAll("ids").map(String), handled: form.get("bulk") === "handle" ? "true" : "" });
    if (!input.success || !input.data.handled) return data({ error: input.error?.issues[0]?.message ?? "adminPeople.badChoice" }, { status: 400, headers: NO_STORE });
    const answer = await adminFeedbackBulk(getApi(context), input.data.ids.map(String));
    if (!answer.ok || !answer.data) return data({ error: adminAnswer(answer) }, { status: 400, headers: NO_STORE });
    return redirect(`${url.pathname}${withParams(url.search, { bulk: null, ids: null, all: null, done: "bulk", count: String(answer.data.changed) })}`, { status: 303, headers: NO_STORE });
  }
  const id = Number(form.get("id"));
  if (!Number.isSafeInteger(id) || id <= 0) return adminError(context, 404, true);
  const input = feedbackHandledSchema.safeParse({ handled: form.get("handled") ?? "" });
  if (!input.success) return data({ error: input.error.issues[0]?.message ?? "adminPeople.badChoice" }, { status: 400, headers: NO_STORE });
  const answer = await adminFeedbackHandled(getApi(context), id, input.data.handled);
  if (!answer.ok) return data({ error: adminAnswer(answer) }, { status: 400, headers: NO_STORE });
  return redirect(`${url.pathname}${withParams(url.search, { done: input.data.handled ? "handled" : "reopened" })}`, { status: 303, headers: NO_STORE });
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, { key: "feedback.title" }, "Feedback");

export default function AdminFeedback({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  const location = useLocation();
  const { page, canWrite, lang } = loaderData;
  const done = new URLSearchParams(location.search).get("done");
  const columns: Column<AdminFeedbackRow>[] = [
    { key: "createdAt", label: t("feedback.date"), sortable: true, wide: true, render: (row) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.createdAt)}</span> },
    {
      key: "name",
      label: t("feedback.from"),
      sortable: true,
      render: (row) => (
        <span className="flex flex-col">
          <span className="font-medium">{row.name}</span>
          <a href={`mailto:${row.email}`} className="text-xs break-all text-brand hover:underline">
            {row.email}
          </a>
          <span className="text-xs whitespace-nowrap text-muted">{showMobile(row.mobile)}</span>
        </span>
      ),
    },
    {
      key: "message",
      label: t("feedback.message"),
      render: (row) => (
        <span className="flex max-w-xl min-w-48 flex-col gap-1">
          <span className="text-xs text-muted">{t(`feedback.types.${row.type}`, { defaultValue: row.type })}</span>
          <span className="text-sm whitespace-pre-line">{row.message || "—"}</span>
        </span>
      ),
    },
    {
      key: "handled",
      label: t("feedback.state"),
      render: (row) => (
        <span className="flex flex-col items-start gap-1">
          <span className={`admin-badge ${row.handled ? "bg-emerald-100 text-emerald-900" : "bg-amber-100 text-amber-900"}`} data-testid="feedback-state">
            {row.handled ? t("feedback.handled") : t("feedback.open")}
          </span>
          {row.handledBy && <span className="text-xs text-muted">{row.handledBy}</span>}
          {canWrite && (
            <Form method="post">
              <input type="hidden" name="id" value={row.id} />
              <input type="hidden" name="handled" value={row.handled ? "" : "on"} />
              <button type="submit" className="admin-tool -ml-2" data-testid={row.handled ? "feedback-reopen" : "feedback-handle"}>
                {row.handled ? t("feedback.reopen") : t("feedback.markHandled")}
              </button>
            </Form>
          )}
        </span>
      ),
    },
  ];
  const filters: Filter[] = [
    { name: "handled", label: t("feedback.state"), type: "select", options: [{ value: "no", label: t("feedback.open") }, { value: "yes", label: t("feedback.handled") }] },
  ];
  return (
    <DataList title={t("feedback.title")} page={page} columns={columns} rowKey={(row) => row.id} rowLabel={(row) => row.name} search filters={filters} exportHref={localizePath("/admin/export/feedback", lang)}
      bulk={canWrite ? [{ name: "handle", label: t("feedback.bulkHandle"), question: (count) => t("feedback.bulkHandleQuestion", { count }) }] : undefined}
      testId="admin-feedback">
      {done && !actionData && (
        <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900" data-testid="feedback-done">
          {done === "bulk" ? t("feedback.bulkDone", { count: Number(new URLSearchParams(location.search).get("count") ?? 0) }) : t(`feedback.done.${done}`, { defaultValue: "" })}
        </p>
      )}
      {actionData?.error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="feedback-error">
          {message(actionData.error)}
        </p>
      )}
    </DataList>
  );
}
