/**
 * /admin/jobs — the jobs that failed (owners: settings:write): dead ones (out of attempts) and
 * failing ones (waiting for their next attempt), with the last error, the attempts and the next
 * run, and a Retry button per row, a plain POST form (no JavaScript needed) that runs the job
 * again at once. Notices, push sends and timed work are jobs (ADR 0046).
 */
import { useTranslation } from "~/lib/translation";
import { adminMeta } from "~/lib/admin-title";
import { Form, Link, data, redirect, useLocation } from "react-router";
import type { Route } from "./+types/jobs";
import { DataList, withParams, type Column, type Filter } from "~/components/admin/DataList";
import { formatDateTime } from "~/components/admin/format";
import { adminAnswer, useAdminMessage } from "~/components/admin/codes";
import { NO_STORE, adminError, requirePermission } from "~/.server/admin.server";
import { adminJobRetry, adminJobs, type AdminJobRow } from "~/.server/api/admin";
import { getApi, getLang } from "~/.server/context";
import { localizePath } from "~/lib/i18n";
import { JOB_STATES } from "../../../backend/admin/contract";
import { readForm } from "~/.server/form-body";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, "settings:write");
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const answer = await adminJobs(getApi(context), query);
  if (!answer.ok || !answer.data) return adminError(context, 403, true);
  return data({ page: answer.data, lang: getLang(context) }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requirePermission(request, context, "settings:write");
  const form = await readForm(request, context);
  const id = Number(form.get("id"));
  if (form.get("intent") !== "retry" || !Number.isSafeInteger(id) || id <= 0) return data({ error: "api.invalid" }, { status: 400, headers: NO_STORE });
  const answer = await adminJobRetry(getApi(context), id);
  if (!answer.ok) return data({ error: adminAnswer(answer) }, { status: answer.code === "adminJobs.notFound" ? 404 : 409, headers: NO_STORE });
  const url = new URL(request.url);
  return redirect(`${url.pathname}${withParams(url.search, { done: "retried", job: String(id) })}`, { status: 303, headers: NO_STORE });
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, { key: "jobs.title" }, "Failed jobs");

export default function AdminJobs({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  const location = useLocation();
  const { page, lang } = loaderData;
  const params = new URLSearchParams(location.search);
  const retried = params.get("done") === "retried" ? params.get("job") : null;
  const columns: Column<AdminJobRow>[] = [
    {
      key: "kind",
      label: t("jobs.kind"),
      sortable: true,
      render: (row) => (
        <span className="flex flex-col">
          <span className="font-medium">{t(`jobs.kinds.${row.kind}`, { defaultValue: row.kind })}</span>
          <code className="text-xs text-muted">
            #{row.id} · {row.kind}
          </code>
          {row.orderId !== null && (
            <Link to={localizePath(`/admin/orders/${row.orderId}`, lang)} className="text-xs text-brand hover:underline">
              {t("jobs.order", { id: row.orderId })}
            </Link>
          )}
        </span>
      ),
    },
    {
      key: "state",
      label: t("jobs.state"),
      render: (row) => (
        <span className={`admin-badge ${row.state === "dead" ? "bg-red-100 text-red-900" : "bg-amber-100 text-amber-900"}`} data-testid="job-state">
          {t(`jobs.states.${row.state}`)}
        </span>
      ),
    },
    { key: "attempts", label: t("jobs.attempts"), sortable: true, render: (row) => <span className="tabular-nums">{t("jobs.attemptsOf", { attempts: row.attempts, max: row.maxAttempts })}</span> },
    {
      key: "lastError",
      label: t("jobs.error"),
      wide: true,
      render: (row) => (
        <code className="block max-w-96 min-w-40 text-xs break-words whitespace-pre-line text-ink/80" data-testid="job-error">
          {row.lastError ?? "—"}
        </code>
      ),
    },
    {
      key: "runAt",
      label: t("jobs.nextRun"),
      sortable: true,
      render: (row) => <span className="whitespace-nowrap tabular-nums">{row.runAt ? formatDateTime(row.runAt) : t("jobs.never")}</span>,
    },
    { key: "updatedAt", label: t("jobs.updated"), sortable: true, render: (row) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.updatedAt)}</span> },
    {
      key: "retry",
      label: t("jobs.retry"),
      render: (row) => (
        <Form method="post">
          <input type="hidden" name="intent" value="retry" />
          <input type="hidden" name="id" value={row.id} />
          <button type="submit" className="admin-tool -ml-2" data-testid="job-retry" aria-label={t("jobs.retryJob", { id: row.id })}>
            {t("jobs.retry")}
          </button>
        </Form>
      ),
    },
  ];
  const filters: Filter[] = [{ name: "state", label: t("jobs.state"), type: "select", options: JOB_STATES.map((s) => ({ value: s, label: t(`jobs.states.${s}`) })) }];
  return (
    <DataList
      title={t("jobs.title")}
      page={page}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => `${t(`jobs.kinds.${row.kind}`, { defaultValue: row.kind })} #${row.id}`}
      search
      filters={filters}
      exportHref={localizePath("/admin/export/jobs", lang)}
      testId="admin-jobs"
    >
      <p className="text-sm text-muted">{t("jobs.intro")}</p>
      {retried && !actionData && (
        <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900" data-testid="jobs-done">
          {t("jobs.retried", { id: retried })}
        </p>
      )}
      {actionData?.error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="jobs-error">
          {message(actionData.error)}
        </p>
      )}
    </DataList>
  );
}
