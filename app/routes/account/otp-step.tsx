import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/translation";
import { Form, Link, useNavigation } from "react-router";
import { otpSchema } from "~/lib/forms/account";
import { Alert, FormError, OtpFields, SubmitButton } from "~/components/forms/ui";
import { useLocalize } from "~/hooks/useLang";
import { useMessage } from "~/hooks/useMessage";

/**
 * The one-time-code step shared by signup and remind: the code field with the step's token,
 * 'You added wrong OTP code many times' when the server cancelled the code, and a link to start again.
 */
export function OtpStep({
  id,
  token,
  to,
  result,
  cancel,
  againPath,
  purpose,
}: {
  /** the code went out only if the account exists (remind) or is new (signup): the text says so, the same for every answer */
  purpose: "signup" | "remind";
  id: string;
  token: string;
  to: string;
  result?: SubmissionResult<string[]>;
  cancel?: boolean;
  againPath: string;
}) {
  const { t } = useTranslation("account");
  const message = useMessage();
  const localize = useLocalize();
  const navigation = useNavigation();
  const idle = navigation.state === "idle";
  const busy = !idle && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    id,
    lastResult: idle ? result : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: otpSchema }),
  });
  return (
    <>
      <p className="mb-5 text-sm text-muted" data-testid="otp-sent">
        {purpose === "remind" ? (to ? t("otp.remindSentTo", { mobile: to }) : t("otp.remindSent")) : to ? t("otp.signupSentTo", { mobile: to }) : t("otp.sent")}
      </p>
      {cancel ? (
        <Alert type="error" testId="otp-cancelled">
          {message("auth.otpCancelled")}{" "}
          <Link to={localize(againPath)} className="font-semibold underline">
            {t("otp.again")}
          </Link>
        </Alert>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4" data-testid="otp-form">
        <FormError errors={form.errors} id={form.errorId} />
        <OtpFields otp={fields.otp} token={fields.token} tokenValue={token} label={t("otp.code")} />
        <SubmitButton busy={busy} testId="otp-submit">
          {t("otp.confirm")}
        </SubmitButton>
      </Form>
      <p className="mt-5 text-sm text-muted">
        {t("otp.notReceived")}{" "}
        <Link to={localize(againPath)} className="font-semibold text-brand hover:underline">
          {t("otp.again")}
        </Link>
      </p>
    </>
  );
}
