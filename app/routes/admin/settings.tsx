/**
 * /admin/settings — the shop's settings: how prices a percent discount computes are rounded
 * (down to .90, down to whole manat, or as computed; backend/pricing/contract.ts). A plain
 * POST form (works without JavaScript), checked by the API's zod schema in the browser and in
 * the action. settings:read to look (owner, manager), settings:write to save (owner).
 */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, data, redirect, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/settings";
import { AdminCard } from "~/components/admin/AdminCard";
import { DoneNotice, ErrorNotice } from "~/components/admin/Field";
import { adminAnswer, useAdminMessage } from "~/components/admin/codes";
import { NO_STORE, adminError, requirePermission } from "~/.server/admin.server";
import { adminSettings, adminSettingsSave } from "~/.server/api/admin";
import { getApi } from "~/.server/context";
import { readForm } from "~/.server/form-body";
import { adminMeta } from "~/lib/admin-title";
import { useTranslation } from "~/lib/translation";
import { PRICE_ROUNDINGS, shopSettingsFormSchema } from "../../../backend/admin/settings-contract";

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requirePermission(request, context, "settings:read");
  const answer = await adminSettings(getApi(context));
  if (!answer.ok || !answer.data) return adminError(context, 403, true);
  return data({ settings: answer.data.settings, canWrite: me.permissions.includes("settings:write") }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requirePermission(request, context, "settings:write");
  const form = await readForm(request, context);
  const submission = parseWithZod(form, { schema: shopSettingsFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400, headers: NO_STORE });
  const answer = await adminSettingsSave(getApi(context), submission.value);
  if (!answer.ok) return data({ result: submission.reply({ formErrors: [adminAnswer(answer)] }) }, { status: 400, headers: NO_STORE });
  const url = new URL(request.url);
  return redirect(`${url.pathname}?done=saved`, { status: 303, headers: NO_STORE });
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, { key: "settings.title" }, "Shop settings");

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  const location = useLocation();
  const navigation = useNavigation();
  const { settings, canWrite } = loaderData;
  const [form, fields] = useForm({
    id: "shop-settings",
    lastResult: navigation.state === "idle" ? (actionData?.result ?? undefined) : undefined,
    defaultValue: settings,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: shopSettingsFormSchema }),
  });
  const saved = new URLSearchParams(location.search).get("done") === "saved" && !actionData;
  return (
    <section className="flex max-w-3xl flex-col gap-4" data-testid="admin-settings">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t("settings.title")}</h1>
        <p className="text-sm text-muted">{t("settings.intro")}</p>
      </div>
      {saved && <DoneNotice text={t("settings.saved")} testId="settings-saved" />}
      {form.errors?.length ? <ErrorNotice text={message(form.errors[0])} testId="settings-error" /> : null}
      <AdminCard title={t("settings.pricesTitle")} testId="settings-prices">
        <Form method="post" {...getFormProps(form)}>
          <fieldset disabled={!canWrite} className="flex flex-col gap-3 disabled:opacity-60">
            <legend className="mb-2 text-sm font-medium">{t("settings.priceRounding")}</legend>
            {PRICE_ROUNDINGS.map((mode) => (
              <label key={mode} className="flex items-start gap-2 text-sm">
                <input type="radio" name={fields.priceRounding.name} value={mode} defaultChecked={settings.priceRounding === mode} className="mt-1" data-testid={`rounding-${mode}`} />
                <span className="flex flex-col">
                  <span className="font-medium">{t(`settings.rounding.${mode}`)}</span>
                  <span className="text-muted">{t(`settings.roundingHint.${mode}`)}</span>
                </span>
              </label>
            ))}
            {fields.priceRounding.errors?.length ? <ErrorNotice text={message(fields.priceRounding.errors[0])} testId="settings-rounding-error" /> : null}
            {canWrite ? (
              <div>
                <button type="submit" className="admin-btn-primary" data-testid="settings-save">
                  {t("settings.save")}
                </button>
              </div>
            ) : (
              <p className="text-sm text-muted">{t("settings.readOnly")}</p>
            )}
          </fieldset>
        </Form>
      </AdminCard>
    </section>
  );
}
