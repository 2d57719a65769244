/**
 * Change password (/cabinet/change-password; /cabinet/password leads here): the current
 * password (not asked from social users without one), the new one twice. Other sessions are
 * logged out; this one continues with fresh tokens.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/translation";
import { Form, data, useNavigation } from "react-router";
import type { Route } from "./+types/change-password";
import { changePassword } from "~/.server/api/account";
import { accountT, pathFor, redirectWithFlash, requireUser } from "~/.server/auth.server";
import { getApi } from "~/.server/context";
import { answerMessage, fieldMessages } from "~/lib/error-text";
import { pageMeta, rootData } from "~/lib/seo";
import { changePasswordSchema } from "~/lib/forms/account";
import { Alert, CabinetShell, FormError, SubmitButton, TextField } from "~/components/forms/ui";
import { useLocalize } from "~/hooks/useLang";
import { readForm } from "~/.server/form-body";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return {
    title: accountT(context)("cabinet.changePassword"),
    fullName: user.fullName,
    withCurrent: !(user.isSocial && !user.hasPassword),
    changed: new URL(request.url).searchParams.get("changed") === "1",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const withCurrent = !(user.isSocial && !user.hasPassword);
  const formData = await readForm(request, context);
  const submission = parseWithZod(formData, { schema: changePasswordSchema(withCurrent) });
  const hide = { hideFields: ["password", "new_password", "repeat_new_password"] };
  if (submission.status !== "success") return data({ result: submission.reply(hide) }, { status: 400 });
  const answer = await changePassword(getApi(context), submission.value);
  if (!answer.ok) {
    const fieldErrors = fieldMessages(answer);
    return data(
      { result: submission.reply({ ...hide, fieldErrors, formErrors: Object.keys(fieldErrors).length ? [] : [answerMessage(answer)] }) },
      { status: 400 },
    );
  }
  const message = answer.data?.alert?.message ?? accountT(context)("password.changed");
  return redirectWithFlash(request, pathFor(context, "/cabinet/change-password?changed=1"), "success", message);
}

export const meta: Route.MetaFunction = ({ data: loaderData, location, matches }) =>
  pageMeta({
    root: rootData(matches),
    title: loaderData?.title ?? "Change password",
    pathname: location.pathname,
    noindex: true,
  });

export default function ChangePassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const localize = useLocalize();
  const navigation = useNavigation();
  const schema = changePasswordSchema(loaderData.withCurrent);
  const [form, fields] = useForm({
    id: "change-password-form",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <CabinetShell active="password" title={t("cabinet.changePassword")} fullName={loaderData.fullName}>
      <div className="max-w-md rounded-xl border border-line p-5 sm:p-8">
        {loaderData.changed && !actionData ? (
          <Alert type="success" testId="password-changed">
            {t("password.changed")}
          </Alert>
        ) : null}
        <Form method="post" action={localize("/cabinet/change-password")} {...getFormProps(form)} className="flex flex-col gap-4" data-testid="change-password-form">
          <FormError errors={form.errors} id={form.errorId} />
          {loaderData.withCurrent ? (
            <TextField field={fields.password} label={t("fields.currentPassword")} type="password" autoComplete="current-password" maxLength={128} />
          ) : null}
          <TextField field={fields.new_password} label={t("fields.newPassword")} type="password" autoComplete="new-password" maxLength={128} hint={t("fields.passwordHint")} />
          <TextField field={fields.repeat_new_password} label={t("fields.repeatPassword")} type="password" autoComplete="new-password" maxLength={128} />
          <p className="text-xs text-muted">{t("password.othersLoggedOut")}</p>
          <SubmitButton busy={busy} testId="change-password-submit">
            {t("password.button")}
          </SubmitButton>
        </Form>
      </div>
    </CabinetShell>
  );
}
