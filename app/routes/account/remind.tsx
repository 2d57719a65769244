/**
 * Remind (/remind): email or mobile ('Send'), then the code sent to the account's mobile
 * ('Confirm') at /remind?token=…; a right code leads to /new-password?token=<reset token>.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/translation";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/remind";
import { remind } from "~/.server/api/account";
import { accountT, pathFor, redirectSignedIn } from "~/.server/auth.server";
import { getApi } from "~/.server/context";
import { answerMessage } from "~/lib/error-text";
import { pageMeta, rootData } from "~/lib/seo";
import { otpSchema, remindSchema } from "~/lib/forms/account";
import { OtpStep } from "./otp-step";
import { AuthCard, FormError, SubmitButton, TextField } from "~/components/forms/ui";
import { useLocalize } from "~/hooks/useLang";
import { readForm } from "~/.server/form-body";

const TOKEN_RE = /^[A-Za-z0-9_-]{10,200}$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectSignedIn(context);
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const t = accountT(context);
  return {
    title: t("remind.title"),
    step: TOKEN_RE.test(token) ? ("otp" as const) : ("form" as const),
    token: TOKEN_RE.test(token) ? token : "",
    to: (url.searchParams.get("to") ?? "").slice(0, 24),
  };
}

type ActionData = { step: "form" | "otp"; result: SubmissionResult<string[]>; cancel?: boolean };

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request, context);
  const api = getApi(context);
  if (formData.has("token")) {
    const submission = parseWithZod(formData, { schema: otpSchema });
    if (submission.status !== "success") return data<ActionData>({ step: "otp", result: submission.reply() }, { status: 400 });
    const answer = await remind(api, submission.value);
    if (!answer.ok || !answer.data?.token) {
      const cancel = Boolean((answer.data as { cancel?: boolean } | undefined)?.cancel);
      const message = answer.codes?.otp ?? answer.codes?.token ?? answerMessage(answer);
      return data<ActionData>({ step: "otp", cancel, result: submission.reply({ fieldErrors: { otp: [message] }, hideFields: ["otp"] }) }, { status: 400 });
    }
    return redirect(pathFor(context, `/new-password?token=${encodeURIComponent(answer.data.token)}`), 303);
  }
  const submission = parseWithZod(formData, { schema: remindSchema });
  if (submission.status !== "success") return data<ActionData>({ step: "form", result: submission.reply() }, { status: 400 });
  const answer = await remind(api, { username: submission.value.username });
  if (!answer.ok || !answer.data?.token) {
    const message = answer.codes?.username ?? answerMessage(answer);
    return data<ActionData>({ step: "form", result: submission.reply({ fieldErrors: { username: [message] } }) }, { status: 400 });
  }
  const params = new URLSearchParams({ token: answer.data.token, to: answer.data.mobile ?? "" });
  return redirect(pathFor(context, `/remind?${params}`), 303);
}

export const meta: Route.MetaFunction = ({ data: loaderData, location, matches }) =>
  pageMeta({
    root: rootData(matches),
    title: loaderData?.title ?? "Forgot password",
    pathname: location.pathname,
    noindex: true,
  });

export default function Remind({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const localize = useLocalize();
  const otpStep = loaderData.step === "otp";
  const stepData = actionData?.step === loaderData.step ? actionData : undefined;
  return (
    <AuthCard
      title={otpStep ? t("otp.title") : t("remind.title")}
      testId={otpStep ? "remind-otp" : "remind-page"}
      footer={
        <Link to={localize("/login")} className="font-semibold text-brand hover:underline">
          {t("common.backToLogin")}
        </Link>
      }
    >
      {otpStep ? <RemindOtp token={loaderData.token} to={loaderData.to} stepData={stepData} /> : <RemindForm stepData={stepData} />}
    </AuthCard>
  );
}

function useBusy() {
  const navigation = useNavigation();
  return { idle: navigation.state === "idle", busy: navigation.state !== "idle" && navigation.formMethod === "POST" };
}

function RemindForm({ stepData }: { stepData?: ActionData }) {
  const { t } = useTranslation("account");
  const { idle, busy } = useBusy();
  const [form, fields] = useForm({
    id: "remind-form",
    lastResult: idle ? stepData?.result : undefined,
    constraint: getZodConstraint(remindSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: remindSchema }),
  });
  return (
    <>
      <p className="mb-5 text-sm text-muted">{t("remind.intro")}</p>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4" data-testid="remind-form">
        <FormError errors={form.errors} id={form.errorId} />
        <TextField field={fields.username} label={t("remind.username")} autoComplete="username" maxLength={254} placeholder={t("login.usernamePlaceholder")} />
        <SubmitButton busy={busy} testId="remind-submit">
          {t("remind.button")}
        </SubmitButton>
      </Form>
    </>
  );
}

function RemindOtp({ token, to, stepData }: { token: string; to: string; stepData?: ActionData }) {
  return <OtpStep purpose="remind" id="remind-otp" token={token} to={to} result={stepData?.result} cancel={stepData?.cancel} againPath="/remind" />;
}
