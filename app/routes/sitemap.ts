import type { Route } from "./+types/sitemap";
import { getApi } from "~/.server/context";
import { getSitemapPage, SITEMAP_PART } from "~/.server/api/sitemap";
import { appConfig } from "~/.server/config";
import { logger } from "~/.server/log";
import { soonHeaders, soonMode } from "~/.server/soon";
import { SITEMAP_CHUNK, sitemapIndex, staticItems, streamPart, urlset } from "./sitemap.build";

/**
 * /sitemap.xml: products, categories, collections, brands, product groups, pages, blog categories
 * and articles in az, en and ru
 * with hreflang alternates. A big catalogue is split: /sitemap.xml is then an index of
 * /sitemap.xml?part=N (5 000 entities, 15 000 URLs each). A part is streamed: written
 * SITEMAP_CHUNK entities at a time as the API answers them (each call continues after the
 * last entity of the one before), so a part of several megabytes is never held whole; the
 * page cache leaves it alone (server.ts). In coming-soon mode there is no sitemap: 503 with
 * Retry-After, like every page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (soonMode()) return new Response("Coming soon", { status: 503, headers: { ...soonHeaders(), "content-type": "text/plain; charset=utf-8" } });
  const url = new URL(request.url);
  // SITE_URL alone, never the request's Host header (which anyone can set)
  const origin = appConfig().SITE_URL;
  const partParam = url.searchParams.get("part");
  const part = partParam && /^\d{1,6}$/.test(partParam) ? Math.max(1, Number(partParam)) : null;
  const api = getApi(context);
  const chunksPerPart = SITEMAP_PART / SITEMAP_CHUNK;
  // the index counts the entities; a part only reads its own
  const answer = await getSitemapPage(api, { page: ((part ?? 1) - 1) * chunksPerPart + 1, limit: SITEMAP_CHUNK, ...(part === null ? {} : { count: 0 as const }) });
  const headers = { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" };
  if (!answer.ok || !answer.data) {
    return new Response(urlset(origin, staticItems()), { status: answer.ok ? 200 : 503, headers });
  }
  const first = answer.data;
  if (part === null && Math.ceil((first.count ?? 0) / SITEMAP_PART) > 1) return new Response(sitemapIndex(origin, Math.ceil(first.count! / SITEMAP_PART)), { headers });
  if (part !== null && part > 1 && first.entries.length === 0) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain" } });
  const next = async (after: string) => {
    const more = await getSitemapPage(api, { page: 1, limit: SITEMAP_CHUNK, after, count: 0 });
    if (!more.ok || !more.data) {
      logger.warn({ part: part ?? 1, error: more.error }, "sitemap part cut short");
      throw new Error(`sitemap part ${part ?? 1}: ${more.error ?? "no answer"}`);
    }
    return more.data;
  };
  return new Response(streamPart(origin, first, (part ?? 1) === 1 ? staticItems() : [], chunksPerPart, next), { headers });
}
