/**
 * The recently viewed products cookie (`{prefix}recent_products`): product ids, most recent
 * first, at most 20, 60 days, path /. The value is a comma list ("12,5,7"); a JSON array
 * written by an older version is read too. Unknown or hostile entries are dropped.
 *
 * The browser records a view itself (RecordView; without JavaScript a 1×1 image asks
 * /action/viewed), so product pages set no cookie and can be shared by the page cache.
 */
export const RECENT_MAX = 20;
export const RECENT_MAX_AGE = 60 * 60 * 24 * 60;
export const RECENT_COOKIE = "recent_products";

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

/** The value of cookie `name` in a `document.cookie`-style string. */
export function cookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The `document.cookie` assignment recording a view of product `id`. */
export function recentCookieText(cookies: string, prefix: string, id: number, secure: boolean): string {
  const name = `${prefix}${RECENT_COOKIE}`;
  const ids = pushRecentId(parseRecentIds(cookieValue(cookies, name)), id);
  return `${name}=${encodeURIComponent(ids.join(","))}; Path=/; Max-Age=${RECENT_MAX_AGE}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
