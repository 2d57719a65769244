import type { Route } from "./+types/feeds";
import { getApi } from "~/.server/context";
import { getFeedPage } from "~/.server/api/feeds";
import { appConfig } from "~/.server/config";
import { logger } from "~/.server/log";
import { soonHeaders, soonMode } from "~/.server/soon";
import { instanceOf } from "~/middleware/i18next";
import { feedOf, feedWriter, streamFeed } from "./feeds.build";

const CONTENT_TYPES = { google: "application/xml; charset=utf-8", meta: "text/csv; charset=utf-8" } as const;

/**
 * /feeds/google-<lang>.xml (Google Merchant Center) and /feeds/meta-<lang>.csv (Meta
 * catalogue), az, en and ru: every active, priced product with a picture, one item per size.
 * Written as a stream, one `products/feed` answer (500 products) at a time, so a catalogue of
 * any size is never held whole; server.ts keeps the finished file until a change of the
 * catalogue touches it (server/feed-cache.ts). Not listed in robots.txt or the sitemap: the
 * services are given the address in their own consoles. In coming-soon mode: 503.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const feed = feedOf(params.file ?? "");
  if (!feed) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  if (soonMode()) return new Response("Coming soon", { status: 503, headers: { ...soonHeaders(), "content-type": "text/plain; charset=utf-8" } });
  const api = getApi(context);
  const first = await getFeedPage(api, feed.lang, { after: 0 });
  if (!first.ok || !first.data) {
    // never a short or empty feed that a service would take as the whole catalogue
    return new Response("Feed unavailable", { status: 503, headers: { "retry-after": "60", "cache-control": "no-store", "content-type": "text/plain; charset=utf-8" } });
  }
  const t = instanceOf(feed.lang).t;
  const shopName = t("common:siteTitle");
  const writer = feedWriter(feed.kind, appConfig().SITE_URL, feed.lang, { title: t("common:feedTitle", { site: shopName }), description: t("common:feedDescription", { site: shopName }), shopName });
  const next = async (after: number) => {
    const more = await getFeedPage(api, feed.lang, { after });
    if (!more.ok || !more.data) {
      logger.warn({ feed: params.file, after, error: more.error }, "feed cut short");
      throw new Error(`feed ${params.file}: ${more.error ?? "no answer"}`);
    }
    return more.data;
  };
  return new Response(streamFeed(writer, first.data, next), {
    headers: { "content-type": CONTENT_TYPES[feed.kind], "cache-control": "public, max-age=900", "x-robots-tag": "noindex" },
  });
}
