import { ApiClient } from "~/.server/api";
import type { Lang } from "~/lib/i18n";

/**
 * An API client for the shop chrome's resource routes (/suggest, /newsletter, /push), which
 * are unprefixed and so take their language from the request instead of the path. It sends
 * no tokens: these calls need no user, and a token refresh here would rotate the refresh
 * token without the response carrying the new cookies.
 */
export function chromeApiClient(request: Request, lang: Lang): ApiClient {
  const headers = new Headers(request.headers);
  headers.delete("cookie");
  headers.delete("authorization");
  return new ApiClient(new Request(request.url, { method: "GET", headers }), lang);
}
