import { useEffect, useState, type FormEvent, type SyntheticEvent } from "react";
import { useTranslation } from "~/lib/translation";
import { Form, useNavigation } from "react-router";
import { REVIEW_FIELDS, REVIEW_MAX, checkReview, type ReviewErrors, type ReviewField } from "~/lib/forms/review";
import { useMessage } from "~/hooks/useMessage";
import { useHydrated } from "~/hooks/useHydrated";

const STAR = "M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8z";

/** The action's answer to a review post: field errors and what was typed, or the success flags. */
export interface ReviewActionData {
  form: "review";
  errors?: ReviewErrors;
  /** a message not about one field (the API refused, too many reviews…) */
  formError?: string;
  /** the posted values, so the form keeps them after an error (also without JavaScript) */
  values?: Partial<Record<ReviewField, string>>;
  sent?: boolean;
  published?: boolean;
}

const FORM_ID = "review-form";
const idOf = (name: ReviewField) => `${FORM_ID}-${name}`;
const errorIdOf = (name: ReviewField) => `${FORM_ID}-${name}-error`;

/**
 * The review form (spec section 5): rating 1..5, review, full name, email, plus a honeypot.
 * Posts to the product URL itself; the product view's action checks it with the same rules
 * (checkReview, app/lib/forms/review.ts, here and there) and answers field errors or success ('Thank you!').
 * With JavaScript a field is checked when left and again while typed once it showed an error,
 * and the whole form before posting; without, the action's answer shows the errors.
 * Without JS the success is a redirect to ?review=sent#reviews (PRG), or ?review=pending when
 * the review waits for moderation.
 */
export function ReviewForm({ lastResult, sent, pending = false }: { lastResult?: ReviewActionData | null; sent: boolean; pending?: boolean }) {
  const { t } = useTranslation("catalog");
  const message = useMessage();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "review";
  const [errors, setErrors] = useState<ReviewErrors>(lastResult?.errors ?? {});
  const [touched, setTouched] = useState<ReadonlySet<ReviewField>>(new Set());
  // a new answer from the action replaces what the browser found
  useEffect(() => {
    setErrors(lastResult?.errors ?? {});
  }, [lastResult]);
  const values = lastResult?.values ?? {};

  const recheck = (form: HTMLFormElement, names: ReadonlySet<ReviewField>) => {
    const check = checkReview(new FormData(form));
    const found: ReviewErrors = check.ok ? {} : check.errors;
    setErrors(Object.fromEntries(REVIEW_FIELDS.filter((n) => names.has(n) && found[n]).map((n) => [n, found[n]])));
    return found;
  };
  const fieldOf = (event: SyntheticEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    return (REVIEW_FIELDS as readonly string[]).includes(name) ? (name as ReviewField) : null;
  };
  const onBlur = (event: SyntheticEvent<HTMLFormElement>) => {
    const name = fieldOf(event);
    // a star's radio loses focus to its neighbour while the shopper picks: checked on change instead
    if (!name || name === "rating") return;
    const next = new Set(touched).add(name);
    setTouched(next);
    recheck(event.currentTarget, next);
  };
  const onInput = (event: SyntheticEvent<HTMLFormElement>) => {
    const name = fieldOf(event);
    if (name && (touched.has(name) || errors[name])) recheck(event.currentTarget, new Set(touched).add(name));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const all = new Set(REVIEW_FIELDS);
    setTouched(all);
    const found = recheck(event.currentTarget, all);
    const first = REVIEW_FIELDS.find((n) => found[n]);
    if (first) {
      event.preventDefault();
      const target = first === "rating" ? event.currentTarget.querySelector<HTMLInputElement>('input[name="rating"]') : event.currentTarget.elements.namedItem(first);
      (target as HTMLElement | null)?.focus();
    }
  };
  const err = (name: ReviewField) => message(errors[name]);
  const invalid = (name: ReviewField) => (errors[name] ? { "aria-invalid": true as const, "aria-describedby": errorIdOf(name) } : {});
  const showThanks = sent || Boolean(lastResult?.sent);
  const formError = navigation.state === "idle" ? lastResult?.formError : undefined;

  return (
    <div className="rounded-lg border border-line p-5 sm:p-6" id="review-form-box">
      <h3 className="text-lg font-semibold text-ink">{t("reviews.write")}</h3>
      {showThanks ? (
        <p className="mt-3 rounded-md bg-brand/10 px-4 py-3 font-semibold text-brand" role="status" data-testid="review-thanks">
          {t("reviews.thanks")}
          {(lastResult?.sent && lastResult.published === false) || (!lastResult && pending) ? <span className="block text-sm font-normal">{t("reviews.moderated")}</span> : null}
        </p>
      ) : null}
      <Form
        method="post"
        preventScrollReset
        id={FORM_ID}
        noValidate
        onSubmit={onSubmit}
        onBlur={onBlur}
        onInput={onInput}
        aria-describedby={formError ? `${FORM_ID}-error` : undefined}
        className="mt-4 grid gap-4 sm:grid-cols-2"
        data-testid="review-form"
      >
        <input type="hidden" name="intent" value="review" />
        {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
        <div className="sr-only" aria-hidden="true">
          <label htmlFor="review-website">Website</label>
          <input id="review-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <fieldset className="sm:col-span-2" aria-describedby={errors.rating ? errorIdOf("rating") : undefined}>
          <legend className="label">{t("reviews.rating")}</legend>
          <div className="flex flex-row-reverse justify-end gap-1 text-ink/15 [&>input:checked~label]:text-star [&>input:focus-visible+label]:ring-2 [&>input:focus-visible+label]:ring-brand [&>label:hover]:text-star [&>label:hover~label]:text-star">
            {[5, 4, 3, 2, 1].map((n) => (
              <FragmentStar key={n} n={n} name="rating" checked={values.rating === String(n)} label={t("reviews.stars", { count: n })} />
            ))}
          </div>
          {err("rating") ? (
            <p id={errorIdOf("rating")} className="field-error">
              {err("rating")}
            </p>
          ) : null}
        </fieldset>
        <div className="sm:col-span-2">
          <label htmlFor={idOf("review")} className="label">
            {t("reviews.review")}
          </label>
          <textarea id={idOf("review")} name="review" defaultValue={values.review ?? ""} {...invalid("review")} rows={4} className="input min-h-28 resize-y" maxLength={REVIEW_MAX.review} />
          {err("review") ? (
            <p id={errorIdOf("review")} className="field-error">
              {err("review")}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={idOf("fullName")} className="label">
            {t("reviews.fullName")}
          </label>
          <input id={idOf("fullName")} name="fullName" type="text" defaultValue={values.fullName ?? ""} {...invalid("fullName")} autoComplete="name" className="input" maxLength={REVIEW_MAX.fullName} />
          {err("fullName") ? (
            <p id={errorIdOf("fullName")} className="field-error">
              {err("fullName")}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={idOf("email")} className="label">
            {t("reviews.email")}
          </label>
          <input id={idOf("email")} name="email" type="email" defaultValue={values.email ?? ""} {...invalid("email")} autoComplete="email" className="input" maxLength={254} />
          {err("email") ? (
            <p id={errorIdOf("email")} className="field-error">
              {err("email")}
            </p>
          ) : null}
        </div>
        {formError ? (
          <p className="field-error sm:col-span-2" role="alert" id={`${FORM_ID}-error`}>
            {message(formError)}
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
      <label htmlFor={id} className="rstar" title={label}>
        <svg viewBox="0 0 20 20" width="30" height="30" aria-hidden="true">
          <path d={STAR} fill="currentColor" />
        </svg>
        <span className="sr-only">{label}</span>
      </label>
    </>
  );
}
