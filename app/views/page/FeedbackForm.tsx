import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/translation";
import { Form, useNavigation } from "react-router";
import { MobileField } from "~/components/forms/ui";
import { FEEDBACK_TYPES, feedbackSchema } from "~/lib/forms/feedback";
import { useMessage } from "~/hooks/useMessage";
import { useHydrated } from "~/hooks/useHydrated";

export interface FeedbackActionData {
  form: "feedback";
  result: SubmissionResult<string[]>;
  sent?: boolean;
}

/**
 * The contact page's feedback form: type, first and last name, email, mobile (+994 mask),
 * message. Conform with the same zod schema (app/lib/forms/feedback.ts) in the browser and the
 * action; works without JS (PRG).
 */
export function FeedbackForm({ lastResult, sent }: { lastResult?: FeedbackActionData | null; sent: boolean }) {
  const { t } = useTranslation("catalog");
  const message = useMessage();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "feedback";
  const [form, fields] = useForm({
    id: "feedback-form",
    lastResult: navigation.state === "idle" ? (lastResult?.result ?? null) : null,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      return parseWithZod(formData, { schema: feedbackSchema });
    },
  });
  const err = (name: "type" | "firstName" | "lastName" | "email" | "mobile" | "message") => message(fields[name].errors?.[0]);
  const done = sent || Boolean(lastResult?.sent);

  const field = (name: "firstName" | "lastName" | "email", type: "text" | "email", autoComplete: string, label: string) => (
    <div>
      <label htmlFor={fields[name].id} className="label">
        {label}
      </label>
      <input {...getInputProps(fields[name], { type })} autoComplete={autoComplete} className="input" maxLength={name === "email" ? 254 : 100} />
      {err(name) ? (
        <p id={fields[name].errorId} className="field-error">
          {err(name)}
        </p>
      ) : null}
    </div>
  );

  return (
    <section id="feedback" className="scroll-mt-24 rounded-lg border border-line p-5 sm:p-8" aria-labelledby="feedback-title">
      <h2 id="feedback-title" className="text-xl font-semibold text-ink">
        {t("feedback.title")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("feedback.intro")}</p>
      {done ? (
        <p className="mt-4 rounded-md bg-brand/10 px-4 py-3 font-semibold text-brand" role="status" data-testid="feedback-sent">
          {t("feedback.sent")}
        </p>
      ) : null}
      <Form method="post" preventScrollReset {...getFormProps(form)} className="mt-5 grid gap-4 sm:grid-cols-2" data-testid="feedback-form">
        <input type="hidden" name="intent" value="feedback" />
        {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
        <div className="sr-only" aria-hidden="true">
          <label htmlFor="feedback-website">Website</label>
          <input id="feedback-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={fields.type.id} className="label">
            {t("feedback.type")}
          </label>
          <select {...getSelectProps(fields.type)} className="input">
            <option value="">{t("feedback.selectOption")}</option>
            {FEEDBACK_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`feedback.types.${type}`)}
              </option>
            ))}
          </select>
          {err("type") ? (
            <p id={fields.type.errorId} className="field-error">
              {err("type")}
            </p>
          ) : null}
        </div>
        {field("firstName", "text", "given-name", t("feedback.firstName"))}
        {field("lastName", "text", "family-name", t("feedback.lastName"))}
        {field("email", "email", "email", t("feedback.email"))}
        <MobileField field={fields.mobile} label={t("feedback.mobile")} prefill />
        <div className="sm:col-span-2">
          <label htmlFor={fields.message.id} className="label">
            {t("feedback.message")}
          </label>
          <textarea {...getTextareaProps(fields.message)} rows={5} maxLength={3000} className="input min-h-32 resize-y" />
        </div>
        {form.errors?.length ? (
          <p className="field-error sm:col-span-2" role="alert" id={form.errorId}>
            {message(form.errors[0])}
          </p>
        ) : null}
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary w-full sm:w-auto sm:min-w-40" disabled={submitting} data-testid="feedback-submit">
            {t("feedback.send")}
          </button>
        </div>
      </Form>
    </section>
  );
}
