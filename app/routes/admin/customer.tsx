/**
 * /admin/customers/:id — one customer: contact, verified, loyalty (editable with
 * customers:write), addresses and orders. No password is ever shown (the API does not send
 * one). Support can send the customer a password-reset code: the reminder's own code SMS
 * plus a link to the page where it is entered (asked first: `?confirm=reset`).
 */
import { getFormProps, useForm } from "@conform-to/react";
import { adminMeta } from "~/lib/admin-title";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/translation";
import { Form, Link, data, redirect, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/customer";
import { StatusBadge } from "~/components/admin/AdminShell";
import { formatDateTime, showMobile } from "~/components/admin/format";
import { adminAnswer, useAdminMessage } from "~/components/admin/codes";
import { NO_STORE, adminError, requirePermission } from "~/.server/admin.server";
import { adminCustomer, adminCustomerReset, adminCustomerUpdate } from "~/.server/api/admin-people";
import { getApi, getLang } from "~/.server/context";
import { localizePath } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";
import { customerUpdateSchema } from "../../../backend/admin/contract";
import { AdminCard } from "~/components/admin/AdminCard";
import { readForm } from "~/.server/form-body";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const me = await requirePermission(request, context, "customers:read");
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) return adminError(context, 404, true);
  const answer = await adminCustomer(getApi(context), id);
  if (!answer.ok || !answer.data) return adminError(context, 404, true);
  return data(
    { customer: answer.data.customer, lang: getLang(context), canWrite: me.permissions.includes("customers:write"), canOrders: me.permissions.includes("orders:read") },
    { headers: NO_STORE },
  );
}

/** intent=update (loyalty) or intent=reset (the reset code). */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requirePermission(request, context, "customers:write");
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) return adminError(context, 404, true);
  const form = await readForm(request, context);
  const url = new URL(request.url);
  const api = getApi(context);
  if (form.get("intent") === "reset") {
    const answer = await adminCustomerReset(api, id);
    if (!answer.ok || !answer.data) return data({ result: null, error: adminAnswer(answer) }, { status: 429, headers: NO_STORE });
    return redirect(`${url.pathname}?sent=${encodeURIComponent(answer.data.sentTo)}`, { status: 303, headers: NO_STORE });
  }
  const submission = parseWithZod(form, { schema: customerUpdateSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), error: null }, { status: 400, headers: NO_STORE });
  const answer = await adminCustomerUpdate(api, id, submission.value);
  if (!answer.ok) return data({ result: submission.reply({ formErrors: [adminAnswer(answer)] }), error: null }, { status: 400, headers: NO_STORE });
  return redirect(`${url.pathname}?saved=1`, { status: 303, headers: NO_STORE });
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ data: d, matches }) =>
  d?.customer ? adminMeta(matches, { text: `${d.customer.firstName} ${d.customer.lastName}`.trim() }, "Customer") : adminMeta(matches, { key: "customers.title" }, "Customer");


export default function AdminCustomer({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  const location = useLocation();
  const navigation = useNavigation();
  const { customer, lang, canWrite, canOrders } = loaderData;
  const params = new URLSearchParams(location.search);
  const [form, fields] = useForm({
    id: "customer-form",
    lastResult: navigation.state === "idle" ? (actionData?.result ?? undefined) : undefined,
    defaultValue: { loyalty: customer.loyalty ? "on" : "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: customerUpdateSchema }),
  });
  const name = `${customer.firstName} ${customer.lastName}`.trim();
  return (
    <div className="flex flex-col gap-5" data-testid="admin-customer">
      <div className="flex flex-col gap-2">
        <Link to={localizePath("/admin/customers", lang)} className="admin-tool -ml-2 w-fit">
          ← {t("customers.back")}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight">{name || showMobile(customer.mobile)}</h1>
          {customer.loyalty && <span className="admin-badge bg-violet-100 text-violet-900">{t("customers.loyal")}</span>}
          {customer.roles.length > 0 && <span className="admin-badge bg-ink text-white">{customer.roles.map((r) => t(`header.role.${r}`, { defaultValue: r })).join(", ")}</span>}
        </div>
        <p className="text-sm text-muted">
          {t("customers.since")}: {formatDateTime(customer.createdAt)}
        </p>
      </div>
      {params.get("saved") && !actionData && (
        <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900" data-testid="customer-saved">
          {t("customers.saved")}
        </p>
      )}
      {params.get("sent") && !actionData && (
        <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900" data-testid="customer-reset-sent">
          {t("customers.resetSent", { mobile: params.get("sent") })}
        </p>
      )}
      {actionData?.error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="customer-error">
          {message(actionData.error)}
        </p>
      )}

      <div className="grid gap-5 xl:grid-cols-[1fr_22rem]">
        <div className="flex min-w-0 flex-col gap-5">
          <AdminCard title={t("customers.orders")} testId="customer-orders">
            {customer.orders.length === 0 ? (
              <p className="text-sm text-muted">{t("customers.noOrders")}</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="admin-table">
                  <thead>
                    <tr>
                      <th scope="col" className="text-left">{t("orders.number")}</th>
                      <th scope="col" className="text-left">{t("orders.date")}</th>
                      <th scope="col" className="text-left">{t("orders.status")}</th>
                      <th scope="col" className="text-right">{t("orders.total")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {customer.orders.map((o) => (
                      <tr key={o.id}>
                        <td>
                          {canOrders ? (
                            <Link to={localizePath(`/admin/orders/${o.id}`, lang)} className="font-semibold text-brand hover:underline">
                              {o.number}
                            </Link>
                          ) : (
                            o.number
                          )}
                        </td>
                        <td className="whitespace-nowrap tabular-nums">{formatDateTime(o.createdAt)}</td>
                        <td>
                          <StatusBadge status={o.status} />
                        </td>
                        <td className="text-right whitespace-nowrap tabular-nums">{formatMoney(o.totalQ)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {customer.ordersTotal > customer.orders.length && <p className="mt-2 text-sm text-muted">{t("customers.moreOrders", { count: customer.ordersTotal })}</p>}
              </div>
            )}
          </AdminCard>
          <AdminCard title={t("customers.addresses")} testId="customer-addresses">
            {customer.addresses.length === 0 ? (
              <p className="text-sm text-muted">{t("customers.noAddresses")}</p>
            ) : (
              <ul className="flex flex-col gap-2 text-sm">
                {customer.addresses.map((a) => (
                  <li key={a.id} className="rounded-md border border-line p-3">
                    <p className="font-medium">
                      {a.title}
                      {a.selected && <span className="admin-badge ml-2 bg-sky-100 text-sky-900">{t("customers.mainAddress")}</span>}
                    </p>
                    <p className="text-muted">{a.line}</p>
                  </li>
                ))}
              </ul>
            )}
          </AdminCard>
        </div>

        <div className="flex flex-col gap-5">
          <AdminCard title={t("customers.contact")} testId="customer-contact">
            <dl className="admin-dl">
              <dt>{t("order.mobile")}</dt>
              <dd className="whitespace-nowrap">{showMobile(customer.mobile)}</dd>
              <dt>{t("customers.email")}</dt>
              <dd className="break-all">{customer.email ?? "—"}</dd>
              <dt>{t("customers.verified")}</dt>
              <dd data-testid="customer-verified">{customer.verified ? t("customers.verifiedYes") : t("customers.verifiedNo")}</dd>
              <dt>{t("customers.marketing")}</dt>
              <dd>{customer.marketingConsent ? t("orders.yes") : t("orders.no")}</dd>
              {customer.birthday && (
                <>
                  <dt>{t("customers.birthday")}</dt>
                  <dd>{customer.birthday}</dd>
                </>
              )}
            </dl>
          </AdminCard>
          <AdminCard title={t("customers.loyalty")} testId="customer-loyalty">
            {canWrite ? (
              <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
                <input type="hidden" name="intent" value="update" />
                {form.errors?.length ? (
                  <p role="alert" className="text-sm text-red-800">
                    {message(form.errors[0])}
                  </p>
                ) : null}
                <label className="flex min-h-6 items-center gap-2 text-sm">
                  <input type="checkbox" name={fields.loyalty.name} defaultChecked={customer.loyalty} className="size-4" data-testid="customer-loyalty-box" />
                  {t("customers.loyaltyLabel")}
                </label>
                <p className="text-xs text-muted">{t("customers.loyaltyHint")}</p>
                <button type="submit" className="admin-btn-primary w-fit" data-testid="customer-save">
                  {t("customers.save")}
                </button>
              </Form>
            ) : (
              <p className="text-sm">{customer.loyalty ? t("orders.yes") : t("orders.no")}</p>
            )}
          </AdminCard>
          {canWrite && (
            <AdminCard title={t("customers.password")} testId="customer-reset">
              <p className="mb-3 text-sm text-muted">{t("customers.resetText")}</p>
              {params.get("confirm") === "reset" ? (
                <div role="alertdialog" aria-labelledby="confirm-reset-text" className="admin-confirm" data-testid="confirm-reset">
                  <p id="confirm-reset-text">{t("customers.resetConfirm", { mobile: showMobile(customer.mobile) })}</p>
                  <Form method="post" className="flex flex-wrap gap-2">
                    <input type="hidden" name="intent" value="reset" />
                    <button type="submit" className="admin-btn-primary" data-testid="customer-reset-send">
                      {t("customers.resetSend")}
                    </button>
                    <Link to={location.pathname} className="admin-btn">
                      {t("list.cancel")}
                    </Link>
                  </Form>
                </div>
              ) : (
                <Link to={`${location.pathname}?confirm=reset`} className="admin-btn" data-testid="customer-reset-open">
                  {t("customers.resetButton")}
                </Link>
              )}
            </AdminCard>
          )}
        </div>
      </div>
    </div>
  );
}
