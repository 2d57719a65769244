import type { Route } from "./+types/robots";
import { appConfig } from "~/.server/config";
import { robotsTxt } from "./robots.build";

/** robots.txt: the origin is SITE_URL, never the request's Host header. */
export function loader(_: Route.LoaderArgs) {
  return new Response(robotsTxt(appConfig().SITE_URL), {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
