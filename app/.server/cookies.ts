import { parse, serialize, type SerializeOptions } from "cookie";
import { appConfig } from "./config.ts";

/** Cookie names with the configured prefix. */
export const cookieName = (name: "access" | "refresh" | "cart" | "wish" | "compare" | "recent_products" | "utm" | "flash" | "newsletter") =>
  `${appConfig().COOKIE_PREFIX}${name}`;

/**
 * A cookie value from JSON: only the characters a cookie value may not hold (space, quote,
 * comma, semicolon, backslash, percent, non-ASCII) are percent-encoded, so the JSON stays
 * short. `cookie.parse` decodes it.
 */
export function encodeCookieValue(value: string): string {
  return value.replace(/[^\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]|%/gu, (ch) => encodeURIComponent(ch));
}

export function readCookies(request: Request): Record<string, string | undefined> {
  return parse(request.headers.get("cookie") ?? "");
}

export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
}

/** Base flags: path /, Secure on HTTPS, SameSite=Lax (None needs Secure, so it is used only over HTTPS). */
export function cookieOptions(request: Request, extra: SerializeOptions = {}): SerializeOptions {
  const secure = isHttps(request);
  return { path: "/", sameSite: "lax", secure, ...extra };
}

export const SIXTY_DAYS = 60 * 60 * 24 * 60;

export function setCookie(request: Request, name: string, value: string, extra: SerializeOptions = {}): string {
  return serialize(name, value, cookieOptions(request, extra));
}

export function clearCookie(request: Request, name: string): string {
  return serialize(name, "", cookieOptions(request, { maxAge: 0, expires: new Date(0) }));
}
