/**
 * New password (/new-password?token=…): needs the reset token from the reminder, otherwise
 * goes home. 'Change password', then 'Your password changed successfully' with 'Back to login'.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/translation";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/new-password";
import { newPassword } from "~/.server/api/account";
import { accountT, pathFor } from "~/.server/auth.server";
import { getApi } from "~/.server/context";
import { answerMessage, fieldMessages } from "~/lib/error-text";
import { pageMeta, rootData } from "~/lib/seo";
import { newPasswordSchema } from "~/lib/forms/account";
import { AuthCard, FormError, SubmitButton, SuccessScreen, TextField } from "~/components/forms/ui";
import { useLocalize } from "~/hooks/useLang";
import { readForm } from "~/.server/form-body";

const TOKEN_RE = /^[A-Za-z0-9_-]{10,200}$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const t = accountT(context);
  if (url.searchParams.get("done") === "1") return { title: t("newPassword.title"), done: true, token: "" };
  const token = url.searchParams.get("token") ?? "";
  if (!TOKEN_RE.test(token)) throw redirect(pathFor(context, "/"));
  return { title: t("newPassword.title"), done: false, token };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request, context);
  const submission = parseWithZod(formData, { schema: newPasswordSchema });
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: ["password", "repeat_password"] }) }, { status: 400 });
  const answer = await newPassword(getApi(context), submission.value);
  if (!answer.ok) {
    const { token, ...fields } = answer.codes ?? {};
    const fieldErrors = fieldMessages({ codes: fields });
    return data(
      {
        result: submission.reply({
          fieldErrors,
          formErrors: token || !Object.keys(fieldErrors).length ? [token ?? answerMessage(answer)] : [],
          hideFields: ["password", "repeat_password"],
        }),
        expired: Boolean(token),
      },
      { status: 400 },
    );
  }
  return redirect(pathFor(context, "/new-password?done=1"), 303);
}

export const meta: Route.MetaFunction = ({ data: loaderData, location, matches }) =>
  pageMeta({
    root: rootData(matches),
    title: loaderData?.title ?? "New password",
    pathname: location.pathname,
    noindex: true,
  });

export default function NewPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const localize = useLocalize();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "new-password-form",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    constraint: getZodConstraint(newPasswordSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newPasswordSchema }),
  });
  if (loaderData.done) {
    return (
      <SuccessScreen
        title={t("newPassword.title")}
        message={t("newPassword.changed")}
        link={{ to: localize("/login"), label: t("common.backToLogin") }}
        testId="new-password-done"
      />
    );
  }
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <AuthCard
      title={t("newPassword.title")}
      testId="new-password-page"
      footer={
        actionData && "expired" in actionData && actionData.expired ? (
          <Link to={localize("/remind")} className="font-semibold text-brand hover:underline">
            {t("otp.again")}
          </Link>
        ) : null
      }
    >
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4" data-testid="new-password-form">
        <input type="hidden" name="token" value={loaderData.token} />
        <FormError errors={form.errors} id={form.errorId} />
        <TextField field={fields.password} label={t("fields.newPassword")} type="password" autoComplete="new-password" maxLength={128} hint={t("fields.passwordHint")} />
        <TextField field={fields.repeat_password} label={t("fields.repeatPassword")} type="password" autoComplete="new-password" maxLength={128} />
        <SubmitButton busy={busy} testId="new-password-submit">
          {t("newPassword.button")}
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
