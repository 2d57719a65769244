/**
 * POST /newsletter — the footer's newsletter form (calls `subscriptions/send`).
 * - fetcher (the form adds via=fetch once hydrated): answers JSON {ok, message} or
 *   {ok: false, errors: {email}} / {ok: false, error}, the errors as codes of the error
 *   catalogue (the footer shows them with `useMessage`);
 * - plain form post (no JavaScript): 303 back to the page it came from (Referer or the
 *   form's `back` field, same origin only), at the footer form (`#newsletter`), with the
 *   answer in a one-shot cookie (app/.server/newsletter-state.ts): the footer then shows the
 *   error under the field with the typed address kept, or the thank-you message.
 * GET /newsletter sends the visitor home.
 */
import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/api.newsletter";
import { subscribeNewsletter } from "~/.server/api/content";
import { getLang } from "~/.server/context";
import { setNewsletterState } from "~/.server/newsletter-state";
import { chromeApiClient } from "~/.server/chrome-api";
import { NEWSLETTER_ANCHOR } from "~/components/layout/NewsletterForm";
import { GENERIC_ERROR, answerMessage } from "~/lib/error-text";
import { isLang, localizePath, type Lang } from "~/lib/i18n";
import { refererPath, safePath } from "~/lib/safe-path";
import { getInstance } from "~/middleware/i18next";
import { EMAIL_MAX, isValidEmail } from "../../backend/auth/contract";
import { readForm } from "~/.server/form-body";

export const newsletterSchema = z.object({
  email: z
    .string({ error: "field.required" })
    .trim()
    .min(1, { error: "field.required" })
    .max(EMAIL_MAX, { error: "field.wrongEmail" })
    .refine(isValidEmail, { error: "field.wrongEmail" }),
});

/** A same-origin path to go back to: the Referer, else the form's `back` field, else home. */
export function backTo(request: Request, formBack: unknown, lang: Lang): string {
  const path = refererPath(request) ?? safePath(formBack);
  return path ? path.replace(/#.*$/, "") : localizePath("/", lang);
}

export async function loader({ context }: Route.LoaderArgs) {
  return redirect(localizePath("/", getLang(context)));
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, context);
  const langField = form.get("lang");
  const lang: Lang = isLang(langField) ? langField : getLang(context);
  const t = getInstance(context).getFixedT(lang, "common");
  const viaFetch = form.get("via") === "fetch";
  const website = String(form.get("website") ?? "");

  let result: { ok: boolean; message?: string; errors?: { email?: string }; error?: string };
  const parsed = newsletterSchema.safeParse({ email: form.get("email") ?? "" });
  if (!parsed.success) {
    const code = parsed.error.issues[0]?.message === "field.required" ? "field.required" : "field.wrongEmail";
    result = { ok: false, errors: { email: code } };
  } else {
    const answer = await subscribeNewsletter(chromeApiClient(request, lang), { email: parsed.data.email, website });
    if (answer.ok) result = { ok: true, message: answer.data?.message || t("newsletterThanks") };
    else if (answer.codes?.email) result = { ok: false, errors: { email: answer.codes.email } };
    else result = { ok: false, error: answerMessage(answer) };
  }

  if (viaFetch) return data(result, { status: result.ok ? 200 : 400 });

  const typed = typeof form.get("email") === "string" ? String(form.get("email")) : "";
  const state = result.ok
    ? ({ ok: true, message: result.message! } as const)
    : ({ ok: false, email: typed, error: result.errors?.email ?? result.error ?? GENERIC_ERROR } as const);
  return redirect(`${backTo(request, form.get("back"), lang)}#${NEWSLETTER_ANCHOR}`, {
    status: 303,
    headers: { "Set-Cookie": setNewsletterState(request, state) },
  });
}
