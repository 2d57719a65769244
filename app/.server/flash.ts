/**
 * One-shot messages for no-JS form posts (PRG): an action answers with a redirect carrying
 * `Set-Cookie: setFlash("success", "…")`; the next page's layout loader reads the message
 * with `readFlash(request)`, shows it as a toast and clears the cookie (`clearFlash()`).
 *
 *   return redirect(to, { status: 303, headers: { "Set-Cookie": setFlash("success", t("subscribed")) } });
 *
 * The message is shown as plain text (escaped by React); pass it already translated.
 * The API (setFlash, readFlash, clearFlash, Flash) is stable: other routes depend on it.
 */
import { parse, serialize } from "cookie";
import { isMessageType, type MessageType } from "~/lib/messages";
import { appConfig } from "./config.ts";

export type FlashType = MessageType;

export interface Flash {
  type: FlashType;
  message: string;
}

const MAX_MESSAGE = 300;

export function flashCookieName(): string {
  return `${appConfig().COOKIE_PREFIX}flash`;
}

function secure(request?: Request): boolean {
  if (request) return new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
  const config = appConfig();
  return config.NODE_ENV === "production" && config.SITE_URL.startsWith("https:");
}

/** A Set-Cookie header value carrying one message for the next page (lives one minute). */
export function setFlash(type: FlashType, message: string, request?: Request): string {
  const value = JSON.stringify({ type, message: message.slice(0, MAX_MESSAGE) });
  return serialize(flashCookieName(), value, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: secure(request),
    maxAge: 60,
  });
}

/** The Set-Cookie header value that removes the flash cookie. */
export function clearFlash(request?: Request): string {
  return serialize(flashCookieName(), "", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: secure(request),
    maxAge: 0,
    expires: new Date(0),
  });
}

/** The pending message of this request, or null (a malformed cookie reads as null). */
export function readFlash(request: Request): Flash | null {
  const raw = parse(request.headers.get("cookie") ?? "")[flashCookieName()];
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Flash>;
    if (!value || typeof value.message !== "string" || !value.message) return null;
    const type = isMessageType(value.type) ? value.type : "info";
    return { type, message: value.message.slice(0, MAX_MESSAGE) };
  } catch {
    return null;
  }
}
