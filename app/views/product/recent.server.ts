/** The recently viewed products cookie on the server (see ~/lib/recent for its format). */
import { cookieName, readCookies, setCookie } from "~/.server/cookies";
import { RECENT_MAX_AGE, parseRecentIds, pushRecentId } from "~/lib/recent";

export { RECENT_MAX, parseRecentIds, pushRecentId } from "~/lib/recent";

/** The recently viewed ids of a request. */
export function readRecentIds(request: Request): number[] {
  return parseRecentIds(readCookies(request)[cookieName("recent_products")]);
}

/** The Set-Cookie header value recording a view of product `id` (the no-JavaScript path). */
export function recentCookie(request: Request, id: number): string {
  const ids = pushRecentId(readRecentIds(request), id);
  return setCookie(request, cookieName("recent_products"), ids.join(","), { maxAge: RECENT_MAX_AGE });
}
