/**
 * Shared pieces of the cart, wishlist and compare actions (/action/cart, /action/wishlist,
 * /action/compare): the same-origin return address (`safePath`, else the Referer's path), JS
 * detection, the language of the page the shopper came from, and the answer — data for a fetcher, or a 303 back to the page with
 * a flash message for a plain form post (no JavaScript). Toasts and flashes are translated
 * here, in the page's language: an error is a code of the error catalogue (`ctx.error`).
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { getCurrentUser } from "./api/account.ts";
import { getApi } from "./context.ts";
import { setFlash } from "./flash.ts";
import { hasGuestLists, mergeGuestLists, readGuestLists } from "./guest-lists.ts";
import { answerMessage, errorText } from "~/lib/error-text";
import type { ErrorCode } from "../../backend/contract/index.ts";
import { DEFAULT_LANG, localizePath, splitLangPath, type Lang } from "~/lib/i18n";
import { refererPath, safePath } from "~/lib/safe-path";
import { getInstance } from "~/middleware/i18next";
import { readForm } from "./form-body.ts";

/**
 * Whether the post came from script (a fetcher) rather than a plain form submission: the
 * `_js` field our forms add after hydration, or the browser's Sec-Fetch-Mode (a form
 * submission is a navigation; fetch() is not).
 */
export function isScriptRequest(request: Request, form: FormData): boolean {
  if (form.get("_js") === "1") return true;
  const mode = request.headers.get("sec-fetch-mode");
  return mode !== null && mode !== "navigate";
}

/** The language of the page the shopper is on (from the return path; action URLs carry none). */
export function langOfPath(path: string): Lang {
  try {
    return splitLangPath(new URL(path, "http://x").pathname).lang;
  } catch {
    return DEFAULT_LANG;
  }
}

export interface ListActionResult {
  ok: boolean;
  intent: string;
  /** the toast text (translated) */
  message?: string;
  /** the error text (translated from its code: `ctx.error`) */
  error?: string;
  [extra: string]: unknown;
}

export type ListName = "cart" | "wishlist" | "compare";

export interface ListActionContext {
  /** which list the action changes (fetcher answers carry it, so the page can react to them) */
  list: ListName;
  request: Request;
  context: Readonly<RouterContextProvider>;
  form: FormData;
  lang: Lang;
  js: boolean;
  redirectTo: string;
  t: (key: string, options?: Record<string, unknown>) => string;
  /** the text of an error in the page's language: a code of the catalogue, or a failing answer (its code and params) */
  error: (failure: ErrorCode | { code?: ErrorCode; params?: Record<string, string> }) => string;
  /** the signed-in customer's id, or null for a guest */
  userId: number | null;
}

/** Reads what every list action needs; signs in a customer's leftover guest lists first. */
export async function listActionContext(
  list: ListName,
  request: Request,
  context: Readonly<RouterContextProvider>,
  fallbackPath: string,
): Promise<ListActionContext> {
  const form = await readForm(request, context);
  const fallback = fallbackPath;
  const raw = form.get("redirectTo");
  let redirectTo = safePath(raw) ?? refererPath(request) ?? "";
  const lang = redirectTo ? langOfPath(redirectTo) : DEFAULT_LANG;
  if (!redirectTo) redirectTo = localizePath(fallback, lang);
  const i18n = getInstance(context);
  const tCart = i18n.getFixedT(lang, "cart");
  const tCommon = i18n.getFixedT(lang, "common");
  const t = (key: string, options?: Record<string, unknown>) =>
    key.startsWith("common:") ? String(tCommon(key.slice(7), options as never)) : String(tCart(key, options as never));
  const tErrors = i18n.getFixedT(lang, "errors");
  const error = (failure: ErrorCode | { code?: ErrorCode; params?: Record<string, string> }) =>
    errorText(tErrors, typeof failure === "string" ? failure : answerMessage(failure)) ?? "";
  const api = getApi(context);
  const user = api.signedIn ? await getCurrentUser(api).catch(() => null) : null;
  if (user && hasGuestLists(readGuestLists(request))) await mergeGuestLists(api, request);
  return { list, request, context, form, lang, js: isScriptRequest(request, form), redirectTo, t, error, userId: user ? user.id : null };
}

/** The answer: data for a fetcher; for a plain post a 303 back with the message as a flash. */
export function respond(ctx: ListActionContext, result: ListActionResult, redirectTo: string = ctx.redirectTo) {
  if (ctx.js) return data({ ...result, list: ctx.list });
  const text = result.ok ? result.message : result.error;
  const headers = new Headers();
  if (text) headers.append("Set-Cookie", setFlash(result.ok ? "success" : "error", text, ctx.request));
  return redirect(redirectTo, { status: 303, headers });
}

/** First value of a form field as text ('' when missing or a file). */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
