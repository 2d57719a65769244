/**
 * The advertising marks of a visit (spec: tracking cookie). Landing on any page with utm_*
 * query parameters stores `{prefix}utm` = {url, source, medium, campaign, content, term} as
 * JSON for 60 days; checkout sends it as `utmMarks` and clears it after a successful order.
 * Like the guest lists, the cookie is the shopper's own data: it is validated on every read
 * and anything malformed reads as no marks.
 */
import { z } from "zod";
import type { ApiClient } from "./api.ts";
import { SIXTY_DAYS, clearCookie, cookieName, encodeCookieValue, readCookies, setCookie } from "./cookies.ts";

export const UTM_KEYS = ["source", "medium", "campaign", "content", "term"] as const;
export type UtmMarks = Partial<Record<"url" | (typeof UTM_KEYS)[number], string>>;

const MAX_URL = 500;
const MAX_MARK = 150;
const MAX_COOKIE = 1800;

const utmSchema = z
  .object({
    url: z.string().max(MAX_URL).optional(),
    source: z.string().max(MAX_MARK).optional(),
    medium: z.string().max(MAX_MARK).optional(),
    campaign: z.string().max(MAX_MARK).optional(),
    content: z.string().max(MAX_MARK).optional(),
    term: z.string().max(MAX_MARK).optional(),
  })
  .strict();

const clean = (value: string, max: number) =>
  value
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, max);

/** The marks in a landing URL, or null when it carries no utm_* parameter. */
export function utmFromUrl(url: URL): UtmMarks | null {
  const marks: UtmMarks = {};
  for (const key of UTM_KEYS) {
    const value = url.searchParams.get(`utm_${key}`);
    if (value !== null && clean(value, MAX_MARK)) marks[key] = clean(value, MAX_MARK);
  }
  if (Object.keys(marks).length === 0) return null;
  marks.url = clean(`${url.pathname}${url.search}`, MAX_URL);
  return marks;
}

/** The stored marks (validated), or undefined. */
export function readUtm(request: Request): UtmMarks | undefined {
  const raw = readCookies(request)[cookieName("utm")];
  if (!raw || raw.length > MAX_COOKIE * 3) return undefined;
  try {
    const parsed = utmSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return undefined;
    const marks = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => typeof v === "string" && v !== "")) as UtmMarks;
    return Object.keys(marks).length ? marks : undefined;
  } catch {
    return undefined;
  }
}

export function utmCookie(request: Request, marks: UtmMarks): string | null {
  const text = JSON.stringify(marks);
  if (encodeCookieValue(text).length > MAX_COOKIE) return null;
  return setCookie(request, cookieName("utm"), text, { maxAge: SIXTY_DAYS, encode: encodeCookieValue });
}

export function clearUtmCookie(request: Request): string {
  return clearCookie(request, cookieName("utm"));
}

/**
 * Layout hook: on a landing with utm_* parameters, stores the marks (the response carries the
 * cookie through the API client's Set-Cookie list). A visit without marks keeps the old ones.
 */
export function captureUtm(request: Request, api: ApiClient): void {
  if (request.method !== "GET" && request.method !== "HEAD") return;
  const marks = utmFromUrl(new URL(request.url));
  if (!marks) return;
  const cookie = utmCookie(request, marks);
  if (cookie) api.setCookies.push(cookie);
}
