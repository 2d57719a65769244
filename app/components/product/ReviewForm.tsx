import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { reviewSchema } from "~/lib/forms/review";
import { useMessage } from "~/hooks/useMessage";
import { useHydrated } from "~/hooks/useHydrated";

const STAR = "M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8z";

/** The action's answer to a review post (conform's reply plus our success flag). */
export interface ReviewActionData {
  form: "review";
  result: SubmissionResult<string[]>;
  sent?: boolean;
  published?: boolean;
}

/**
 * The review form (spec section 5): rating 1..5, review, full name, email, plus a honeypot.
 * Posts to the product URL itself; the product view's action validates with the same rules
 * (the same zod schema, app/lib/forms/review.ts, here and there) and answers field errors or success ('Thank you!').
 * Without JS the success is a redirect to ?review=sent#reviews (PRG), or ?review=pending when
 * the review waits for moderation.
 */
export function ReviewForm({ lastResult, sent, pending = false }: { lastResult?: ReviewActionData | null; sent: boolean; pending?: boolean }) {
  const { t } = useTranslation("catalog");
  const message = useMessage();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "review";
  const [form, fields] = useForm({
    id: "review-form",
    lastResult: navigation.state === "idle" ? (lastResult?.result ?? null) : null,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      return parseWithZod(formData, { schema: reviewSchema });
    },
  });
  const err = (name: "review" | "fullName" | "email" | "rating") => message(fields[name].errors?.[0]);
  const showThanks = sent || Boolean(lastResult?.sent);

  return (
    <div className="rounded-lg border border-line p-5 sm:p-6" id="review-form-box">
      <h3 className="text-lg font-semibold text-ink">{t("reviews.write")}</h3>
      {showThanks ? (
        <p className="mt-3 rounded-md bg-brand/10 px-4 py-3 font-semibold text-brand" role="status" data-testid="review-thanks">
          {t("reviews.thanks")}
          {(lastResult?.sent && lastResult.published === false) || (!lastResult && pending) ? <span className="block text-sm font-normal">{t("reviews.moderated")}</span> : null}
        </p>
      ) : null}
      <Form method="post" preventScrollReset {...getFormProps(form)} className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="review-form">
        <input type="hidden" name="intent" value="review" />
        {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
        <div className="sr-only" aria-hidden="true">
          <label htmlFor="review-website">Website</label>
          <input id="review-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <fieldset className="sm:col-span-2" aria-describedby={fields.rating.errors ? fields.rating.errorId : undefined}>
          <legend className="label">{t("reviews.rating")}</legend>
          <div className="flex flex-row-reverse justify-end gap-1 text-ink/15 [&>input:checked~label]:text-star [&>input:focus-visible+label]:ring-2 [&>input:focus-visible+label]:ring-brand [&>label:hover]:text-star [&>label:hover~label]:text-star">
            {[5, 4, 3, 2, 1].map((n) => (
              <FragmentStar key={n} n={n} name={fields.rating.name} checked={fields.rating.initialValue === String(n)} label={t("reviews.stars", { count: n })} />
            ))}
          </div>
          {err("rating") ? (
            <p id={fields.rating.errorId} className="field-error">
              {err("rating")}
            </p>
          ) : null}
        </fieldset>
        <div className="sm:col-span-2">
          <label htmlFor={fields.review.id} className="label">
            {t("reviews.review")}
          </label>
          <textarea {...getTextareaProps(fields.review)} rows={4} className="input min-h-28 resize-y" maxLength={2000} />
          {err("review") ? (
            <p id={fields.review.errorId} className="field-error">
              {err("review")}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={fields.fullName.id} className="label">
            {t("reviews.fullName")}
          </label>
          <input {...getInputProps(fields.fullName, { type: "text" })} autoComplete="name" className="input" maxLength={100} />
          {err("fullName") ? (
            <p id={fields.fullName.errorId} className="field-error">
              {err("fullName")}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={fields.email.id} className="label">
            {t("reviews.email")}
          </label>
          <input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" className="input" maxLength={254} />
          {err("email") ? (
            <p id={fields.email.errorId} className="field-error">
              {err("email")}
            </p>
          ) : null}
        </div>
        {form.errors?.length ? (
          <p className="field-error sm:col-span-2" role="alert" id={form.errorId}>
            {form.errors[0]}
          </p>
        ) : null}
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={submitting} data-testid="review-submit">
            {submitting ? t("reviews.sending") : t("reviews.submit")}
          </button>
        </div>
      </Form>
    </div>
  );
}

function FragmentStar({ n, name, checked, label }: { n: number; name: string; checked: boolean; label: string }) {
  const id = `review-rating-${n}`;
  return (
    <>
      <input type="radio" id={id} name={name} value={String(n)} defaultChecked={checked} className="sr-only" />
      <label htmlFor={id} className="cursor-pointer rounded p-0.5 transition-colors" title={label}>
        <svg viewBox="0 0 20 20" width="30" height="30" aria-hidden="true">
          <path d={STAR} fill="currentColor" />
        </svg>
        <span className="sr-only">{label}</span>
      </label>
    </>
  );
}
