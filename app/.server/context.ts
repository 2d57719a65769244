import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { getLocale } from "~/middleware/i18next";
import type { Lang } from "~/lib/i18n";
import { ApiClient } from "./api.ts";

const apiContext = createContext<ApiClient>();

/** Creates the request's API client and copies the cookies it sets onto the response. */
export const apiMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const client = new ApiClient(request, getLocale(context) as Lang);
  context.set(apiContext, client);
  const response = await next();
  if (client.setCookies.length === 0) return response;
  try {
    for (const cookie of client.setCookies) response.headers.append("Set-Cookie", cookie);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    for (const cookie of client.setCookies) copy.headers.append("Set-Cookie", cookie);
    return copy;
  }
};

export function getApi(context: Readonly<RouterContextProvider>): ApiClient {
  return context.get(apiContext);
}

export function getLang(context: Readonly<RouterContextProvider>): Lang {
  return getLocale(context) as Lang;
}
