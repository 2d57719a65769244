import type { Route } from "./+types/sitemap";

/** Filled in by the catalogue work: every product, category, collection, brand, article and page in az, en and ru. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const urls = ["/", "/az", "/ru"].map((p) => `<url><loc>${origin}${p}</loc></url>`).join("");
  return new Response(`<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
