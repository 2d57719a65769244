/**
 * Verification (/cabinet/verify): a signed-in customer confirms the mobile number with a code
 * ('Send code', then 'Verify'). Verified customers are sent to /; the success screen
 * (/cabinet/verify?done=1) says 'You have successfully verified your account, all features
 * are unlocked.' with 'Back to profile'. Links Back to Account and Back to Shopping.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/translation";
import { useMessage } from "~/hooks/useMessage";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/verify";
import { verifyAccount } from "~/.server/api/account";
import { accountT, errorTextFor, pathFor, redirectWithFlash, requireUser } from "~/.server/auth.server";
import { getApi } from "~/.server/context";
import { answerMessage } from "~/lib/error-text";
import { pageMeta, rootData } from "~/lib/seo";
import { formatMobile, otpSchema } from "~/lib/forms/account";
import { Alert, CabinetShell, FormError, OtpFields, SubmitButton, SuccessScreen } from "~/components/forms/ui";
import { useLocalize } from "~/hooks/useLang";
import { readForm } from "~/.server/form-body";

const TOKEN_RE = /^[A-Za-z0-9_-]{10,200}$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const url = new URL(request.url);
  const done = url.searchParams.get("done") === "1";
  if (user.verified && !done) throw redirect(pathFor(context, "/"));
  const token = url.searchParams.get("token") ?? "";
  return {
    title: accountT(context)("verify.title"),
    fullName: user.fullName,
    mobile: formatMobile(user.mobile),
    done: done && user.verified,
    token: TOKEN_RE.test(token) ? token : "",
  };
}

type ActionData = { result: SubmissionResult<string[]>; cancel?: boolean };

export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context);
  const formData = await readForm(request, context);
  const api = getApi(context);
  if (formData.get("intent") === "send") {
    const answer = await verifyAccount(api, {});
    if (answer.ok && answer.redirect) return redirect(pathFor(context, answer.redirect), 303);
    if (!answer.ok || !answer.data?.token) {
      return redirectWithFlash(request, pathFor(context, "/cabinet/verify"), "error", errorTextFor(context, answerMessage(answer)));
    }
    return redirect(pathFor(context, `/cabinet/verify?token=${encodeURIComponent(answer.data.token)}`), 303);
  }
  const submission = parseWithZod(formData, { schema: otpSchema });
  if (submission.status !== "success") return data<ActionData>({ result: submission.reply() }, { status: 400 });
  const answer = await verifyAccount(api, submission.value);
  if (answer.ok && answer.redirect && !answer.data?.tick) return redirect(pathFor(context, answer.redirect), 303);
  if (!answer.ok) {
    const cancel = Boolean((answer.data as { cancel?: boolean } | undefined)?.cancel);
    const message = answer.codes?.otp ?? answer.codes?.token ?? answerMessage(answer);
    return data<ActionData>({ cancel, result: submission.reply({ fieldErrors: { otp: [message] }, hideFields: ["otp"] }) }, { status: 400 });
  }
  return redirect(pathFor(context, "/cabinet/verify?done=1"), 303);
}

export const meta: Route.MetaFunction = ({ data: loaderData, location, matches }) =>
  pageMeta({
    root: rootData(matches),
    title: loaderData?.title ?? "Verification",
    pathname: location.pathname,
    noindex: true,
  });

export default function Verify({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const message = useMessage();
  const localize = useLocalize();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "verify-form",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: otpSchema }),
  });
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  if (loaderData.done) {
    return <SuccessScreen title={t("verify.title")} message={t("verify.success")} link={{ to: localize("/cabinet"), label: t("verify.backToProfile") }} testId="verify-done" />;
  }
  return (
    <CabinetShell active="profile" title={t("verify.title")} fullName={loaderData.fullName}>
      <div className="max-w-md rounded-xl border border-line p-5 sm:p-8" data-testid="verify-page">
        {loaderData.token ? (
          <>
            <p className="mb-5 text-sm text-muted">{t("otp.sentTo", { mobile: loaderData.mobile })}</p>
            {actionData?.cancel ? (
              <Alert type="error" testId="otp-cancelled">
                {message("auth.otpCancelled")}
              </Alert>
            ) : null}
            <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4" data-testid="otp-form">
              <FormError errors={form.errors} id={form.errorId} />
              <OtpFields otp={fields.otp} token={fields.token} tokenValue={loaderData.token} label={t("otp.code")} />
              <SubmitButton busy={busy} testId="verify-submit">
                {t("verify.button")}
              </SubmitButton>
            </Form>
          </>
        ) : null}
        {!loaderData.token || actionData?.cancel ? (
          <Form method="post" className={loaderData.token ? "mt-4" : ""}>
            <input type="hidden" name="intent" value="send" />
            {!loaderData.token ? <p className="mb-5 text-sm text-muted">{t("verify.intro", { mobile: loaderData.mobile })}</p> : null}
            <button type="submit" className={loaderData.token ? "btn-secondary w-full" : "btn-primary w-full"} data-testid="verify-send">
              {loaderData.token ? t("otp.again") : t("verify.send")}
            </button>
          </Form>
        ) : null}
        <div className="mt-6 flex flex-wrap gap-4 border-t border-line pt-5 text-sm">
          <Link to={localize("/cabinet")} className="font-semibold text-brand hover:underline">
            {t("verify.backToAccount")}
          </Link>
          <Link to={localize("/")} className="font-semibold text-brand hover:underline">
            {t("verify.backToShopping")}
          </Link>
        </div>
      </div>
    </CabinetShell>
  );
}
