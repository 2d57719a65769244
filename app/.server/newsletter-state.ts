/**
 * The footer newsletter's answer after a plain form post (no JavaScript): the /newsletter
 * action redirects back to the page (PRG) with this one-shot cookie, and the next page's
 * layout loader reads and clears it, so the footer shows the answer where the form is: the
 * error under the field with the typed address kept, or the thank-you message in place of
 * the form (as the fetcher does with JavaScript). Lives one minute; httpOnly; a malformed
 * value reads as nothing. Any cookie with the shop's prefix keeps the page out of the page cache.
 */
import type { NewsletterAnswerState } from "~/components/layout/NewsletterForm";
import { cookieName, readCookies, setCookie, clearCookie } from "./cookies.ts";

export type NewsletterState = NewsletterAnswerState;

const MAX_EMAIL = 254;
const MAX_MESSAGE = 300;

export function newsletterCookieName(): string {
  return cookieName("newsletter");
}

/** The Set-Cookie header value carrying the answer to the next page. */
export function setNewsletterState(request: Request, state: NewsletterState): string {
  const value: NewsletterState = state.ok
    ? { ok: true, message: state.message.slice(0, MAX_MESSAGE) }
    : { ok: false, email: state.email.slice(0, MAX_EMAIL), error: state.error.slice(0, MAX_MESSAGE) };
  return setCookie(request, newsletterCookieName(), JSON.stringify(value), { httpOnly: true, maxAge: 60 });
}

export function clearNewsletterState(request: Request): string {
  return clearCookie(request, newsletterCookieName());
}

/** The pending answer of this request, or null. */
export function readNewsletterState(request: Request): NewsletterState | null {
  const raw = readCookies(request)[newsletterCookieName()];
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown> | null;
    if (!value || typeof value !== "object") return null;
    if (value.ok === true && typeof value.message === "string" && value.message) {
      return { ok: true, message: value.message.slice(0, MAX_MESSAGE) };
    }
    if (value.ok === false && typeof value.error === "string" && value.error && typeof value.email === "string") {
      return { ok: false, email: value.email.slice(0, MAX_EMAIL), error: value.error.slice(0, MAX_MESSAGE) };
    }
    return null;
  } catch {
    return null;
  }
}
