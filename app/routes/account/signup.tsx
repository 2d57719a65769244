/**
 * Signup (/signup, optional ?mobile= prefill): the fields of spec section 3 (birthday, gender
 * and marketing consent only when configured), a honeypot, then the OTP step ('Confirm')
 * at /signup?token=…, then 'Thank you!' at /signup?done=1. Each step is a PRG post.
 */
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/translation";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { HoneypotInputs, HoneypotProvider } from "~/components/ui/Honeypot";
import type { Route } from "./+types/signup";
import { signup } from "~/.server/api/account";
import { accountT, checkHoneypot, honeypotProps, pathFor, redirectSignedIn } from "~/.server/auth.server";
import { appConfig } from "~/.server/config";
import { getApi } from "~/.server/context";
import type { ErrorCode } from "../../../backend/contract/index.ts";
import { answerMessage, fieldMessages } from "~/lib/error-text";

import { pageMeta, rootData } from "~/lib/seo";
import { formatMobile, normalizeMobile, otpSchema, signupSchema, type SignupOptions } from "~/lib/forms/account";
import { OtpStep } from "./otp-step";
import { AuthCard, FieldError, FormError, MobileField, SubmitButton, SuccessScreen, TextField } from "~/components/forms/ui";
import { useLocalize } from "~/hooks/useLang";
import { readForm } from "~/.server/form-body";

function options(): SignupOptions {
  const config = appConfig();
  return {
    withBirthday: config.USER_WITH_BIRTHDAY,
    withGender: config.USER_WITH_GENDER,
    withMarketingConsent: config.USER_WITH_MARKETING_CONSENT,
  };
}

const TOKEN_RE = /^[A-Za-z0-9_-]{10,200}$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectSignedIn(context);
  const url = new URL(request.url);
  const t = accountT(context);
  const token = url.searchParams.get("token") ?? "";
  const step = url.searchParams.get("done") === "1" ? "done" : TOKEN_RE.test(token) ? "otp" : "form";
  const prefill = normalizeMobile(url.searchParams.get("mobile") ?? "");
  return {
    title: t("signup.title"),
    description: t("signup.description"),
    step,
    token: step === "otp" ? token : "",
    to: step === "otp" ? (url.searchParams.get("to") ?? "").slice(0, 24) : "",
    mobile: prefill ? formatMobile(prefill) : "",
    options: options(),
    honeypot: step === "form" ? await honeypotProps() : null,
  };
}

type ActionData = { step: "form" | "otp"; result: SubmissionResult<string[]>; cancel?: boolean };

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request, context);
  const api = getApi(context);
  if (formData.has("token")) {
    const submission = parseWithZod(formData, { schema: otpSchema });
    if (submission.status !== "success") return data<ActionData>({ step: "otp", result: submission.reply() }, { status: 400 });
    const answer = await signup(api, submission.value);
    if (!answer.ok) {
      const cancel = Boolean((answer.data as { cancel?: boolean } | undefined)?.cancel);
      return data<ActionData>(
        {
          step: "otp",
          cancel,
          result: submission.reply({ fieldErrors: { otp: [answer.codes?.otp ?? answer.codes?.token ?? answerMessage(answer)] }, hideFields: ["otp"] }),
        },
        { status: 400 },
      );
    }
    return redirect(pathFor(context, "/signup?done=1"), 303);
  }

  if (!(await checkHoneypot(formData))) return data<ActionData>({ step: "form", result: { status: "error", error: { "": ["api.formRefused" satisfies ErrorCode] } } }, { status: 400 });
  const schema = signupSchema(options());
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    return data<ActionData>({ step: "form", result: submission.reply({ hideFields: ["password", "password2"] }) }, { status: 400 });
  }
  const v = submission.value;
  const answer = await signup(api, {
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email ?? "",
    mobile: v.mobile,
    birthday: v.birthday ?? "",
    gender: v.gender ?? "",
    password: v.password,
    password2: v.password2,
    marketingConsent: Boolean(v.marketingConsent),
    notification: v.notification,
  });
  if (!answer.ok || !answer.data?.token) {
    const fieldErrors = fieldMessages(answer);
    return data<ActionData>(
      {
        step: "form",
        result: submission.reply({
          fieldErrors,
          formErrors: Object.keys(fieldErrors).length ? [] : [answerMessage(answer)],
          hideFields: ["password", "password2"],
        }),
      },
      { status: 400 },
    );
  }
  const params = new URLSearchParams({ token: answer.data.token, to: answer.data.mobile ?? "" });
  return redirect(pathFor(context, `/signup?${params}`), 303);
}

export const meta: Route.MetaFunction = ({ data: loaderData, location, matches }) =>
  pageMeta({
    root: rootData(matches),
    title: loaderData?.title ?? "Sign up",
    description: loaderData?.description,
    pathname: location.pathname,
    noindex: location.search !== "",
  });

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const localize = useLocalize();
  if (loaderData.step === "done") {
    return (
      <SuccessScreen
        title={t("signup.thanks")}
        message={t("signup.registered")}
        link={{ to: localize("/login"), label: t("common.backToLogin") }}
        testId="signup-done"
      />
    );
  }
  if (loaderData.step === "otp") {
    return <SignupOtp token={loaderData.token} to={loaderData.to} actionData={actionData?.step === "otp" ? actionData : undefined} />;
  }
  return (
    <HoneypotProvider {...(loaderData.honeypot ?? {})}>
      <SignupForm prefill={loaderData.mobile} options={loaderData.options} actionData={actionData?.step === "form" ? actionData : undefined} />
    </HoneypotProvider>
  );
}

function SignupForm({ prefill, options, actionData }: { prefill: string; options: SignupOptions; actionData?: ActionData }) {
  const { t } = useTranslation("account");
  const localize = useLocalize();
  const navigation = useNavigation();
  const schema = signupSchema(options);
  const [form, fields] = useForm({
    id: "signup-form",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: { mobile: prefill },
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const today = new Date().toISOString().slice(0, 10);

  return (
    <AuthCard
      title={t("signup.title")}
      testId="signup-page"
      footer={
        <p>
          {t("signup.haveAccount")}{" "}
          <Link to={localize("/login")} className="font-semibold text-brand hover:underline">
            {t("login.button")}
          </Link>
        </p>
      }
    >
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4" data-testid="signup-form">
        <HoneypotInputs label={t("signup.honeypot")} />
        <FormError errors={form.errors} id={form.errorId} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField field={fields.firstName} label={t("fields.firstName")} autoComplete="given-name" maxLength={100} />
          <TextField field={fields.lastName} label={t("fields.lastName")} autoComplete="family-name" maxLength={100} />
        </div>
        <MobileField field={fields.mobile} label={t("fields.mobile")} />
        <TextField field={fields.email} label={t("fields.emailOptional")} type="email" autoComplete="email" maxLength={254} />
        {options.withBirthday ? <TextField field={fields.birthday} label={t("fields.birthday")} type="date" max={today} /> : null}
        {options.withGender ? (
          <fieldset>
            <legend className="label">{t("fields.gender")}</legend>
            <div className="flex gap-6">
              {(["m", "f"] as const).map((g) => (
                <label key={g} className="flex min-h-11 items-center gap-2 text-sm">
                  <input {...getInputProps(fields.gender, { type: "radio", value: g })} id={`${fields.gender.id}-${g}`} pattern={undefined} className="size-4 accent-brand" />
                  {t(g === "m" ? "fields.male" : "fields.female")}
                </label>
              ))}
            </div>
            <FieldError field={fields.gender} />
          </fieldset>
        ) : null}
        <TextField field={fields.password} label={t("fields.password")} type="password" autoComplete="new-password" maxLength={128} hint={t("fields.passwordHint")} />
        <TextField field={fields.password2} label={t("fields.password2")} type="password" autoComplete="new-password" maxLength={128} />
        {options.withMarketingConsent ? (
          <label className="flex items-start gap-3 text-sm text-ink">
            <input {...getInputProps(fields.marketingConsent, { type: "checkbox" })} className="mt-0.5 size-4 shrink-0 accent-brand" />
            <span>{t("signup.marketingConsent")}</span>
          </label>
        ) : null}
        <div>
          <label className="flex items-start gap-3 text-sm text-ink">
            <input {...getInputProps(fields.notification, { type: "checkbox" })} className="mt-0.5 size-4 shrink-0 accent-brand" />
            <span>{t("signup.notification")}</span>
          </label>
          <FieldError field={fields.notification} />
        </div>
        <SubmitButton busy={busy} testId="signup-submit">
          {t("signup.button")}
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}

function SignupOtp({ token, to, actionData }: { token: string; to: string; actionData?: ActionData }) {
  const { t } = useTranslation("account");
  return (
    <AuthCard title={t("otp.title")} testId="signup-otp">
      <OtpStep purpose="signup" id="signup-otp" token={token} to={to} result={actionData?.result} cancel={actionData?.cancel} againPath="/signup" />
    </AuthCard>
  );
}
