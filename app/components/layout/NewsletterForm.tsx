/**
 * Footer newsletter form. Posts to the `/newsletter` action.
 * With JavaScript: a fetcher; the answer's message replaces the form, errors.email shows
 * under the field; the address is checked in the browser first with the API's own rule
 * (backend/core/contact.ts; no schema library in the client). Without JavaScript: a normal POST answered with a 303 back to
 * this page's footer (`#newsletter`); the layout loader hands the answer over (`initial`),
 * so the error shows under the field with the typed address kept, or the thank-you message
 * replaces the form, as with JavaScript (spec: the email error appears inline).
 */
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { useTranslation } from "~/lib/translation";
import { isValidEmail } from "../../../backend/auth/contract";
import type { Lang } from "~/lib/i18n";
import { CheckIcon } from "./icons";
import { useHydrated } from "~/hooks/useHydrated";
import { useMessage } from "~/hooks/useMessage";

/** The /newsletter action's answer: a thank-you text, or error codes of the catalogue (shown with `useMessage`). */
export interface NewsletterAnswer {
  ok: boolean;
  message?: string;
  errors?: { email?: string };
  error?: string;
}

/** The answer to a plain post, handed to the next page by the layout loader (app/.server/newsletter-state.ts); `error` is a code. */
export type NewsletterAnswerState = { ok: true; message: string } | { ok: false; email: string; error: string };

/** The id of the footer's newsletter section: a plain post comes back scrolled to it. */
export const NEWSLETTER_ANCHOR = "newsletter";

export function NewsletterForm({ lang, initial = null }: { lang: Lang; initial?: NewsletterAnswerState | null }) {
  const { t } = useTranslation();
  const message = useMessage();
  const fetcher = useFetcher<NewsletterAnswer>({ key: "newsletter" });
  const location = useLocation();
  const hydrated = useHydrated();
  const [clientError, setClientError] = useState<string | null>(null);
  // the error of a plain post, until the shopper edits the address or sends again
  const [postedError, setPostedError] = useState<string | null>(initial && !initial.ok ? initial.error : null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const errorId = `${id}-error`;


  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const serverError = answer && !answer.ok ? (answer.errors?.email ?? answer.error ?? null) : null;
  const error = message(clientError ?? serverError ?? postedError);

  useEffect(() => {
    if (serverError) inputRef.current?.focus();
  }, [serverError]);

  const success = answer?.ok ? answer.message : fetcher.state === "idle" && !fetcher.data && initial?.ok ? initial.message : null;
  if (success) {
    return (
      <p className="flex items-center gap-2 rounded-lg bg-white/10 px-4 py-3 text-sm font-medium" role="status" data-testid="newsletter-success">
        <CheckIcon size={20} className="shrink-0" />
        {success}
      </p>
    );
  }

  return (
    <fetcher.Form
      method="post"
      action="/newsletter"
      noValidate={hydrated}
      className="w-full"
      data-testid="newsletter-form"
      onSubmit={(event) => {
        const value = inputRef.current?.value ?? "";
        const problem = !value.trim() ? "field.required" : isValidEmail(value) ? null : "field.wrongEmail";
        setClientError(problem);
        setPostedError(null);
        if (problem) {
          event.preventDefault();
          inputRef.current?.focus();
        }
      }}
    >
      <input type="hidden" name="lang" value={lang} />
      <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
      {hydrated ? <input type="hidden" name="via" value="fetch" /> : null}
      {/* honeypot: people leave it empty */}
      <div className="hidden" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <label htmlFor={`${id}-email`} className="sr-only">
        {t("email")}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={inputRef}
          id={`${id}-email`}
          type="email"
          name="email"
          required
          maxLength={254}
          autoComplete="email"
          defaultValue={initial && !initial.ok ? initial.email : undefined}
          placeholder={t("newsletterPlaceholder")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={() => {
            if (clientError) setClientError(null);
            if (postedError) setPostedError(null);
          }}
          className="min-h-12 w-full flex-1 rounded-md border border-white/30 bg-white px-4 text-base text-ink placeholder:text-muted focus:border-white focus:outline-none focus:ring-2 focus:ring-white/60 aria-[invalid=true]:border-[#fca5a5]"
        />
        <button
          type="submit"
          className="inline-flex min-h-12 shrink-0 items-center justify-center rounded-md bg-white px-6 text-sm font-semibold text-brand transition hover:bg-soft disabled:opacity-70"
          disabled={fetcher.state !== "idle"}
        >
          {fetcher.state !== "idle" ? t("loading") : t("newsletterSubmit")}
        </button>
      </div>
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-[#fecaca]" data-testid="newsletter-error">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
