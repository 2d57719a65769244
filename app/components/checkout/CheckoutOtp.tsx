/**
 * The checkout's one-time-code step: replaces the form when the API asks for a code. Posts
 * intent=confirm with {otpToken, otpCode, idempotencyKey}; the main form's values ride along
 * as hidden inputs so 'Change order details' (intent=edit) and a cancelled code can show the
 * form again, prefilled. The values are only for showing the form: the API confirms the order
 * it stored with the code and ignores everything else.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/translation";
import { Form } from "react-router";
import { z } from "zod";
import type { CheckoutSummary } from "../../../backend/checkout/contract";
import { FormError, OtpFields } from "~/components/forms/ui";
import { VALUE_FIELDS, checkoutOtpSchema, type CheckoutValues } from "~/lib/forms/checkout";
import { CheckoutSummaryPanel } from "./CheckoutSummaryPanel";
import { useSubmitOnce } from "./useSubmitOnce";

const editSchema = z.object({ intent: z.literal("edit") });

export function CheckoutOtp({
  values,
  otpToken,
  to,
  idempotencyKey,
  summary,
  result,
}: {
  values: CheckoutValues;
  otpToken: string;
  to: string;
  idempotencyKey: string;
  summary: CheckoutSummary | null;
  result?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation("checkout");
  const { idle, busy, guard } = useSubmitOnce();
  const [form, fields] = useForm({
    id: "checkout-otp",
    lastResult: idle ? result : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    // 'Change order details' needs no code (conform does not read formNoValidate)
    onValidate: ({ formData }) => parseWithZod(formData, { schema: formData.get("intent") === "edit" ? editSchema : checkoutOtpSchema }),
  });
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px] lg:items-start lg:gap-8">
      <section className="rounded-xl border border-line bg-white p-5 sm:p-8" data-testid="checkout-otp">
        <h2 className="text-xl font-semibold text-ink">{t("otp.title")}</h2>
        <p className="mt-2 mb-6 text-sm text-muted" data-testid="checkout-otp-sent">
          {to ? t("otp.sentTo", { mobile: to }) : t("otp.sent")}
        </p>
        <Form
          method="post"
          {...getFormProps(form)}
          onSubmit={guard(form.onSubmit)}
          className="flex max-w-sm flex-col gap-4"
          data-testid="checkout-otp-form"
        >
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <input type="hidden" name="to" value={to} />
          {VALUE_FIELDS.map((name) => {
            const v = values[name];
            return <input key={name} type="hidden" name={name} value={typeof v === "boolean" ? (v ? "true" : "") : v} />;
          })}
          <FormError errors={form.errors} id={form.errorId} />
          <fieldset disabled={busy} className="m-0 flex min-w-0 flex-col gap-4 border-0 p-0">
            <OtpFields otp={fields.otpCode} token={fields.otpToken} tokenValue={otpToken} label={t("otp.code")} />
            <div className="flex flex-col gap-3 sm:flex-row">
              <button type="submit" name="intent" value="confirm" className="btn-primary sm:flex-1" aria-busy={busy || undefined} data-testid="checkout-otp-submit">
                {busy ? t("placing") : t("otp.confirm")}
              </button>
              <button type="submit" name="intent" value="edit" formNoValidate className="btn-secondary sm:flex-1" data-testid="checkout-otp-edit">
                {t("otp.edit")}
              </button>
            </div>
          </fieldset>
        </Form>
        <p className="mt-6 text-sm text-muted">{t("otp.notReceived")}</p>
      </section>
      {summary ? (
        <aside className="lg:sticky lg:top-6">
          <CheckoutSummaryPanel summary={summary} pickup={values.delivery === "pickup"} />
        </aside>
      ) : null}
    </div>
  );
}
