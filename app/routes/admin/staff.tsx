/**
 * /admin/staff — the shop's staff: who holds which role (owner, manager, content editor,
 * support), since when. With staff:write: give a role to an account by its mobile number (a
 * new account when none has it), change a member's role, take every role away (after a
 * confirmation). The API refuses to leave the shop without an owner and writes each change to
 * the audit log. Plain POST forms (intent=add | role | revoke): everything works without
 * JavaScript; the add form is checked in the browser with the API's own zod schema.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { adminMeta } from "~/lib/admin-title";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/translation";
import { Form, data, redirect, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/staff";
import { DataList, withParams, type Column, type Filter } from "~/components/admin/DataList";
import { AdminCard } from "~/components/admin/AdminCard";
import { DoneNotice, ErrorNotice, Field } from "~/components/admin/Field";
import { formatDateTime, showMobile } from "~/components/admin/format";
import { FIELD_FALLBACK, adminAnswer, adminFieldMessages, useAdminMessage } from "~/components/admin/codes";
import { NO_STORE, adminError, requirePermission } from "~/.server/admin.server";
import { adminStaff, adminStaffAdd, adminStaffRemove, adminStaffRole } from "~/.server/api/admin-people";
import { getApi, getLang } from "~/.server/context";
import { localizePath } from "~/lib/i18n";
import { staffAddSchema, staffRoleSchema, type AdminStaffRow } from "../../../backend/admin/contract";
import { STAFF_ROLES } from "../../../backend/staff/contract";
import { readForm } from "~/.server/form-body";

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requirePermission(request, context, "staff:read");
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const answer = await adminStaff(getApi(context), query);
  if (!answer.ok || !answer.data) return adminError(context, 403, true);
  return data({ page: answer.data, canWrite: me.permissions.includes("staff:write"), meId: me.id, lang: getLang(context) }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requirePermission(request, context, "staff:write");
  const form = await readForm(request, context);
  const intent = String(form.get("intent") ?? "");
  const url = new URL(request.url);
  const back = (done: string) => redirect(`${url.pathname}${withParams(url.search, { done, confirm: null, id: null })}`, { status: 303, headers: NO_STORE });
  const api = getApi(context);

  if (intent === "add") {
    const submission = parseWithZod(form, { schema: staffAddSchema });
    if (submission.status !== "success") return data({ result: submission.reply(), error: null }, { status: 400, headers: NO_STORE });
    const name = (key: string) => String(form.get(key) ?? "").trim();
    const answer = await adminStaffAdd(api, { mobile: submission.value.mobile, role: submission.value.role, firstName: name("firstName"), lastName: name("lastName") });
    if (!answer.ok) {
      const fieldErrors = Object.fromEntries(Object.entries(adminFieldMessages(answer)).map(([k, m]) => [k, [m]]));
      return data({ result: submission.reply({ fieldErrors, formErrors: answer.errors ? [] : [adminAnswer(answer)] }), error: null }, { status: 400, headers: NO_STORE });
    }
    return back("added");
  }

  const id = Number(form.get("id"));
  if (!Number.isSafeInteger(id) || id <= 0) return data({ result: null, error: null }, { status: 400, headers: NO_STORE });
  if (intent === "role") {
    const input = staffRoleSchema.safeParse({ role: form.get("role") ?? "" });
    if (!input.success) return data({ result: null, error: input.error.issues[0]?.message ?? "adminPeople.badChoice" }, { status: 400, headers: NO_STORE });
    const answer = await adminStaffRole(api, id, input.data.role);
    if (!answer.ok) return data({ result: null, error: adminAnswer(answer) }, { status: 409, headers: NO_STORE });
    return back("role");
  }
  if (intent === "revoke") {
    const answer = await adminStaffRemove(api, id);
    if (!answer.ok) return data({ result: null, error: adminAnswer(answer) }, { status: 409, headers: NO_STORE });
    return back("removed");
  }
  return data({ result: null, error: null }, { status: 400, headers: NO_STORE });
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, { key: "nav.staff" }, "Staff");

export default function AdminStaff({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  const navigation = useNavigation();
  const { page, canWrite, meId, lang } = loaderData;
  const done = new URLSearchParams(location.search).get("done");
  const [form, fields] = useForm({
    id: "staff-add",
    lastResult: navigation.state === "idle" ? (actionData?.result ?? undefined) : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: staffAddSchema }),
  });
  // zod answers codes ("required", "mobile", "badChoice"); the API answers sentences in the page's language
  const message = useAdminMessage();
  const roleName = (role: string) => t(`header.role.${role}`, { defaultValue: role });
  const roleOf = (row: AdminStaffRow) => row.roles.find((r) => (STAFF_ROLES as readonly string[]).includes(r)) ?? "";

  const columns: Column<AdminStaffRow>[] = [
    {
      key: "name",
      label: t("staff.name"),
      sortable: true,
      render: (row) => (
        <span className="flex flex-col">
          <span className="font-medium">
            {row.name || "—"}
            {row.id === meId && <span className="admin-badge ml-2 bg-sky-100 text-sky-900">{t("staff.you")}</span>}
          </span>
          <span className="text-xs whitespace-nowrap text-muted">{showMobile(row.mobile)}</span>
        </span>
      ),
    },
    {
      key: "role",
      label: t("staff.role"),
      render: (row) =>
        canWrite ? (
          <Form method="post" className="flex flex-wrap items-center gap-2" aria-label={t("staff.roleOf", { name: row.name || showMobile(row.mobile) })}>
            <input type="hidden" name="intent" value="role" />
            <input type="hidden" name="id" value={row.id} />
            <select name="role" defaultValue={roleOf(row)} className="admin-input" aria-label={t("staff.role")} data-testid="staff-role">
              {STAFF_ROLES.map((r) => (
                <option key={r} value={r}>
                  {roleName(r)}
                </option>
              ))}
            </select>
            <button type="submit" className="admin-btn" data-testid="staff-role-save">
              {t("staff.change")}
            </button>
          </Form>
        ) : (
          <span className="admin-badge bg-gray-100 text-gray-800">{roleName(roleOf(row))}</span>
        ),
    },
    { key: "createdAt", label: t("staff.since"), sortable: true, wide: true, render: (row) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.createdAt)}</span> },
  ];
  const filters: Filter[] = [{ name: "role", label: t("staff.role"), type: "select", options: STAFF_ROLES.map((r) => ({ value: r, label: roleName(r) })) }];

  return (
    <DataList
      exportHref={localizePath("/admin/export/staff", lang)}
      title={t("nav.staff")}
      page={page}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.name || showMobile(row.mobile)}
      search
      filters={filters}
      tools={canWrite ? { actions: [{ intent: "revoke", label: () => t("staff.revoke"), question: () => t("staff.confirmRevoke"), danger: true }] } : undefined}
      testId="admin-staff"
    >
      <DoneNotice text={done ? t(`staff.done.${done}`, { defaultValue: "" }) : ""} testId="staff-done" />
      <ErrorNotice text={actionData?.error ? message(actionData.error) : null} testId="staff-error" />
      {canWrite && (
        <AdminCard title={t("staff.add")} testId="staff-add">
          <Form method="post" {...getFormProps(form)} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
            <input type="hidden" name="intent" value="add" />
            {form.errors?.length ? <ErrorNotice text={message(form.errors[0])} testId="staff-add-error" /> : null}
            <Field label={t("staff.mobile")} name="mobile" error={message(fields.mobile.errors?.[0], FIELD_FALLBACK)}>
              <input name={fields.mobile.name} defaultValue={String(fields.mobile.initialValue ?? "")} type="tel" autoComplete="off" className="admin-input w-full" placeholder="+994 50 123 45 67" aria-invalid={fields.mobile.errors ? true : undefined} />
            </Field>
            <Field label={t("staff.role")} name="role" error={message(fields.role.errors?.[0], FIELD_FALLBACK)}>
              <select name={fields.role.name} defaultValue={String(fields.role.initialValue ?? "support")} className="admin-input w-full">
                {STAFF_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {roleName(r)}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t("staff.firstName")} name="firstName" error={null}>
              <input name="firstName" maxLength={100} autoComplete="off" className="admin-input w-full" />
            </Field>
            <Field label={t("staff.lastName")} name="lastName" error={null}>
              <input name="lastName" maxLength={100} autoComplete="off" className="admin-input w-full" />
            </Field>
            <p className="text-xs text-muted sm:col-span-2 lg:col-span-3">{t("staff.addHint")}</p>
            <button type="submit" className="admin-btn-primary w-fit" data-testid="staff-add-submit">
              {t("staff.addButton")}
            </button>
          </Form>
        </AdminCard>
      )}
    </DataList>
  );
}
