import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { getLocale } from "~/middleware/i18next";
import type { Lang } from "~/lib/i18n";
import { CACHE_TAGS_HEADER } from "../../backend/contract/cache-tags.ts";
import { ApiClient } from "./api.ts";

const apiContext = createContext<ApiClient>();

/** Seconds a visitor (or crawler) is asked to wait when a page could not read its data. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * A page whose data the service could not give: a document becomes 503 with Retry-After (a
 * crawler keeps the page, a shopper is told to try again) and nothing of it is cached; a data
 * request or a page that only lost a part to a service error is at least never cached.
 */
function withServiceFault(response: Response, fault: "unavailable" | "failed"): Response {
  const html = (response.headers.get("content-type") ?? "").startsWith("text/html");
  const status = fault === "unavailable" && html && response.status < 500 ? 503 : response.status;
  const headers = new Headers(response.headers);
  headers.set("cache-control", "no-store");
  if (status === 503) headers.set("retry-after", String(RETRY_AFTER_SECONDS));
  return new Response(response.body, { status, statusText: status === 503 ? "Service Unavailable" : response.statusText, headers });
}

/**
 * Creates the request's API client; copies the cookies it sets onto the response, and the
 * tags of what its answers showed (`x-cache-tags`, read and removed by the page cache).
 */
export const apiMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const client = new ApiClient(request, getLocale(context) as Lang);
  context.set(apiContext, client);
  let response = await next();
  if (client.serviceFault) response = withServiceFault(response, client.serviceFault);
  else if (response.status === 503 && !response.headers.has("retry-after")) {
    response = new Response(response.body, response);
    response.headers.set("retry-after", String(RETRY_AFTER_SECONDS));
  }
  const tags = [...client.cacheTags].join(" ");
  const add = (headers: Headers) => {
    headers.set(CACHE_TAGS_HEADER, tags);
    for (const cookie of client.setCookies) headers.append("Set-Cookie", cookie);
  };
  try {
    add(response.headers);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    add(copy.headers);
    return copy;
  }
};

export function getApi(context: Readonly<RouterContextProvider>): ApiClient {
  return context.get(apiContext);
}

export function getLang(context: Readonly<RouterContextProvider>): Lang {
  return getLocale(context) as Lang;
}
