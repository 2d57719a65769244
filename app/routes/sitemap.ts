import type { Route } from "./+types/sitemap";
import { getApi } from "~/.server/context";
import { getSitemapPage } from "~/.server/api/sitemap";
import { appConfig } from "~/.server/config";
import { soonHeaders, soonMode } from "~/.server/soon";
import { sitemapIndex, staticItems, urlset, type SitemapItem } from "./sitemap.build";

/**
 * /sitemap.xml: products, categories, collections, brands, product groups, pages, blog categories
 * and articles in az, en and ru
 * with hreflang alternates. A big catalogue is split: /sitemap.xml is then an index of
 * /sitemap.xml?part=N (5 000 entities, 15 000 URLs each). In coming-soon mode there is no
 * sitemap: 503 with Retry-After, like every page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (soonMode()) return new Response("Coming soon", { status: 503, headers: { ...soonHeaders(), "content-type": "text/plain; charset=utf-8" } });
  const url = new URL(request.url);
  // SITE_URL alone, never the request's Host header (which anyone can set)
  const origin = appConfig().SITE_URL;
  const partParam = url.searchParams.get("part");
  const part = partParam && /^\d{1,6}$/.test(partParam) ? Math.max(1, Number(partParam)) : null;
  const api = getApi(context);
  const answer = await getSitemapPage(api, part ?? 1);
  const headers = { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" };
  if (!answer.ok || !answer.data) {
    return new Response(urlset(origin, staticItems()), { status: answer.ok ? 200 : 503, headers });
  }
  const { entries, pages } = answer.data;
  if (part === null && pages > 1) return new Response(sitemapIndex(origin, pages), { headers });
  if (part !== null && part > pages) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain" } });
  const items: SitemapItem[] = [...((part ?? 1) === 1 ? staticItems() : []), ...entries.map((e) => ({ paths: e.paths, lastmod: e.lastmod }))];
  return new Response(urlset(origin, items), { headers });
}
