/**
 * Session helpers for loaders and actions: the signed-in customer, guards for pages that need
 * (or must not have) a customer and one-shot messages.
 */
import { redirect, type RouterContextProvider } from "react-router";
import { getCurrentUser, type User } from "./api/account.ts";
import { getApi, getLang } from "./context.ts";
import { setFlash, type FlashType } from "./flash.ts";
import { errorText } from "~/lib/error-text";
import { localizePath, splitLangPath } from "~/lib/i18n";
import { getInstance } from "~/middleware/i18next";

type Context = Readonly<RouterContextProvider>;

/** The signed-in customer of this request, or null. */
export function getUser(context: Context): Promise<User | null> {
  return getCurrentUser(getApi(context));
}

/** The login page of the request's language with a way back to where the guest was. */
export function loginPath(request: Request, context: Context): string {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  return localizePath(`/login?redirectTo=${encodeURIComponent(back)}`, getLang(context));
}

/** The signed-in customer; guests are sent to /login?redirectTo=<this page>. */
export async function requireUser(request: Request, context: Context): Promise<User> {
  const user = await getUser(context);
  if (!user) throw redirect(loginPath(request, context));
  return user;
}

/** Login, signup and reminder pages: a signed-in customer goes home. */
export async function redirectSignedIn(context: Context): Promise<void> {
  const user = await getUser(context);
  if (user) throw redirect(localizePath("/", getLang(context)));
}

/** A path in the request's language. */
export function pathFor(context: Context, path: string): string {
  return localizePath(path, getLang(context));
}

/** The request's path without the language prefix (e.g. to compare with "/cabinet/orders"). */
export function basePath(request: Request): string {
  return splitLangPath(new URL(request.url).pathname).path;
}

/** Translator of the account namespace in the request's language (server side). */
export function accountT(context: Context) {
  return getInstance(context).getFixedT(getLang(context), "account");
}

/**
 * The text of an error message (a code of the error catalogue with its params,
 * app/lib/error-text.ts) in the request's language: flashes and list toasts are translated on
 * the server; an unknown code is the generic error text.
 */
export function errorTextFor(context: Context, message: string): string {
  return errorText(getInstance(context).getFixedT(getLang(context), "errors"), message) ?? "";
}

/** A 303 redirect that carries a one-shot message for the next page's toast. */
export function redirectWithFlash(request: Request, to: string, type: FlashType, message?: string | null): Response {
  const headers = new Headers();
  if (message) headers.append("Set-Cookie", setFlash(type, message, request));
  return redirect(to, { status: 303, headers });
}

/* ───────────── honeypot of the public account forms (signup) ───────────── */

let honeypotInstance: import("remix-utils/honeypot/server").Honeypot | undefined;

async function honeypot() {
  if (!honeypotInstance) {
    const { Honeypot } = await import("remix-utils/honeypot/server");
    const { appConfig } = await import("./config.ts");
    honeypotInstance = new Honeypot({ encryptionSeed: appConfig().SESSION_SECRET });
  }
  return honeypotInstance;
}

/** Props of `<HoneypotProvider>` (a hidden field plus a signed timestamp). */
export async function honeypotProps() {
  return (await honeypot()).getInputProps();
}

/** False when the hidden field was filled or the timestamp is forged (a bot). */
export async function checkHoneypot(formData: FormData): Promise<boolean> {
  // the library skips the check when both fields are missing; the form always sends them
  if (!formData.has("name__confirm") || !formData.has("from__confirm")) return false;
  try {
    await (await honeypot()).check(formData);
    return true;
  } catch {
    return false;
  }
}
