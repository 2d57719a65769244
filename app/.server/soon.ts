/**
 * Coming-soon mode (`SOON=1`): every page answers the coming-soon page with 503, and the
 * sitemap is not served. A 503 tells crawlers the shop is closed for a while, not gone;
 * `Retry-After` says when to look again, and nothing of it may be cached.
 */
import { appConfig } from "./config";

/** seconds a crawler is asked to wait before trying again (an hour) */
export const SOON_RETRY_AFTER = 3600;

export function soonMode(): boolean {
  return appConfig().SOON;
}

/** Headers of every coming-soon answer. */
export function soonHeaders(): Record<string, string> {
  return { "Retry-After": String(SOON_RETRY_AFTER), "Cache-Control": "no-store" };
}
