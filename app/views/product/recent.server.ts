/**
 * The recently viewed products cookie (`{prefix}recent_products`): product ids, most recent
 * first, at most 20, 60 days, path /. The value is a comma list ("12,5,7"); a JSON array
 * written by an older version is read too. Unknown or hostile entries are dropped.
 */
import { SIXTY_DAYS, cookieName, readCookies, setCookie } from "~/.server/cookies";

export const RECENT_MAX = 20;

/** Ids from a raw cookie value (comma list or JSON array); positive integers only, no repeats, ≤ 20. */
export function parseRecentIds(raw: string | undefined | null): number[] {
  if (!raw) return [];
  let parts: unknown[];
  const text = raw.trim();
  if (text.startsWith("[")) {
    try {
      const parsed: unknown = JSON.parse(text);
      parts = Array.isArray(parsed) ? parsed : [];
    } catch {
      parts = [];
    }
  } else {
    parts = text.split(",");
  }
  const out: number[] = [];
  for (const part of parts) {
    const s = String(part).trim();
    if (!/^\d{1,9}$/.test(s)) continue;
    const id = Number(s);
    if (id > 0 && !out.includes(id)) out.push(id);
    if (out.length >= RECENT_MAX) break;
  }
  return out;
}

/** The list after viewing `id`: it goes first, an earlier entry of it is removed, the tail cut at 20. */
export function pushRecentId(ids: readonly number[], id: number): number[] {
  return [id, ...ids.filter((x) => x !== id)].slice(0, RECENT_MAX);
}

/** The recently viewed ids of a request. */
export function readRecentIds(request: Request): number[] {
  return parseRecentIds(readCookies(request)[cookieName("recent_products")]);
}

/** The Set-Cookie header value recording a view of product `id`. */
export function recentCookie(request: Request, id: number): string {
  const ids = pushRecentId(readRecentIds(request), id);
  return setCookie(request, cookieName("recent_products"), ids.join(","), { maxAge: SIXTY_DAYS });
}
