/**
 * Coming-soon mode (`SOON=1`): every page answers the coming-soon page with 503, and the
 * sitemap is not served. A 503 tells crawlers the shop is closed for a while, not gone;
 * `Retry-After` says when to look again, and nothing of it may be cached.
 *
 * The shop's people still see it, to prepare the launch: the sign-in and back-office pages are
 * open, a signed-in staff member sees every page, and so does whoever opened a preview link
 * (`?preview=<SOON_PREVIEW_SECRET>`, which sets a cookie; no secret: no preview).
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { redirect, type RouterContextProvider } from "react-router";
import { adminMe } from "./api/admin.ts";
import { getUser } from "./auth.server.ts";
import { appConfig } from "./config";
import { getApi } from "./context.ts";
import { readCookies, setCookie } from "./cookies.ts";

/** seconds a crawler is asked to wait before trying again (an hour) */
export const SOON_RETRY_AFTER = 3600;

export function soonMode(): boolean {
  return appConfig().SOON;
}

/** Headers of every coming-soon answer. */
export function soonHeaders(): Record<string, string> {
  return { "Retry-After": String(SOON_RETRY_AFTER), "Cache-Control": "no-store" };
}

const PREVIEW_COOKIE = "soon_preview";
/** pages open during coming-soon mode: signing in and the back office (language prefix removed) */
const OPEN_PATHS = /^\/(login|logout|admin)(\/|\.data$|$)/;

function previewToken(secret: string): string {
  return createHash("sha256").update(`soon-preview:${secret}`).digest("base64url");
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Whether this request sees the shop although it is coming soon. A matching preview link
 * answers a redirect to the same page without the secret, setting the preview cookie.
 */
export async function seesShopDuringSoon(request: Request, context: Readonly<RouterContextProvider>): Promise<boolean> {
  const url = new URL(request.url);
  const path = url.pathname.replace(/^\/(az|ru|en)(?=\/|$|\.data)/, "") || "/";
  if (OPEN_PATHS.test(path)) return true;
  const secret = appConfig().SOON_PREVIEW_SECRET;
  const prefix = appConfig().COOKIE_PREFIX;
  if (secret) {
    const token = previewToken(secret);
    const given = url.searchParams.get("preview");
    if (given !== null && same(previewToken(given), token)) {
      url.searchParams.delete("preview");
      throw redirect(`${url.pathname}${url.search}`, {
        headers: { "Set-Cookie": setCookie(request, `${prefix}${PREVIEW_COOKIE}`, token, { maxAge: 60 * 60 * 24 * 30, httpOnly: true }), ...soonHeaders() },
      });
    }
    const cookie = readCookies(request)[`${prefix}${PREVIEW_COOKIE}`];
    if (cookie && same(cookie, token)) return true;
  }
  if (!(await getUser(context))) return false;
  const me = await adminMe(getApi(context));
  return Boolean(me.ok && me.data);
}
