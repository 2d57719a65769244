/**
 * Building sitemap.xml (pure functions; the route module only fetches). Every page is listed
 * once per language (English unprefixed, /az and /ru prefixed) with hreflang alternates for
 * all its languages plus x-default.
 */
import { LANGS, localizePath, type Lang } from "~/lib/i18n";
import type { SitemapPage } from "../../backend/routing/contract.ts";

/** Entities read per call while a part is written: what the server holds of a part at a time. */
export const SITEMAP_CHUNK = 500;

export interface SitemapItem {
  paths: Partial<Record<Lang, string>>;
  lastmod?: string | null;
}

/** The fixed pages every language has (listed on the first part). */
export const STATIC_PATHS = ["/", "/products", "/newin", "/sale", "/best-sellers", "/collections", "/brands", "/blog", "/branches"];

export function xmlEscape(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

function absolute(origin: string, path: string, lang: Lang): string {
  return xmlEscape(`${origin}${encodeURI(localizePath(path, lang))}`);
}

export function urlEntries(origin: string, item: SitemapItem): string {
  const langs = LANGS.filter((l) => item.paths[l]);
  if (!langs.length) return "";
  const alternates = langs.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${absolute(origin, item.paths[l]!, l)}"/>`);
  const fallback: Lang = item.paths.en ? "en" : langs[0]!;
  alternates.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${absolute(origin, item.paths[fallback]!, fallback)}"/>`);
  const links = alternates.join("");
  const lastmod = item.lastmod ? `<lastmod>${xmlEscape(item.lastmod)}</lastmod>` : "";
  return langs.map((l) => `<url><loc>${absolute(origin, item.paths[l]!, l)}</loc>${lastmod}${links}</url>`).join("\n");
}

export const URLSET_HEAD = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
export const URLSET_TAIL = "</urlset>\n";

/** The `<url>` lines of some items, each line ending with a newline (a piece of a streamed urlset). */
export function urlLines(origin: string, items: SitemapItem[]): string {
  return items
    .map((i) => urlEntries(origin, i))
    .filter(Boolean)
    .map((line) => `${line}\n`)
    .join("");
}

export function urlset(origin: string, items: SitemapItem[]): string {
  return `${URLSET_HEAD}${urlLines(origin, items)}${URLSET_TAIL}`;
}

export function sitemapIndex(origin: string, parts: number): string {
  const items = Array.from({ length: parts }, (_, i) => `<sitemap><loc>${xmlEscape(`${origin}/sitemap.xml?part=${i + 1}`)}</loc></sitemap>`);
  return [`<?xml version="1.0" encoding="UTF-8"?>`, `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`, ...items, `</sitemapindex>`, ""].join("\n");
}

export function staticItems(): SitemapItem[] {
  return STATIC_PATHS.map((p) => ({ paths: { az: p, en: p, ru: p } }));
}

const itemsOf = (page: SitemapPage): SitemapItem[] => page.entries.map((e) => ({ paths: e.paths, lastmod: e.lastmod }));

/**
 * One part's urlset as a stream: the head with the fixed pages and the first answer, then up
 * to `chunks - 1` more answers, each asked for when the reader wants more. An API failure
 * half-way ends the stream with an error (the client sees a cut transfer, not a short sitemap
 * it would take as whole).
 */
export function streamPart(origin: string, first: SitemapPage, fixed: SitemapItem[], chunks: number, next: (after: string) => Promise<SitemapPage>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor = first.next;
  let left = chunks - 1;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`${URLSET_HEAD}${urlLines(origin, [...fixed, ...itemsOf(first)])}`));
        return;
      }
      if (!cursor || left <= 0) {
        controller.enqueue(encoder.encode(URLSET_TAIL));
        controller.close();
        return;
      }
      try {
        const page = await next(cursor);
        left -= 1;
        cursor = page.next;
        controller.enqueue(encoder.encode(urlLines(origin, itemsOf(page))));
      } catch (err) {
        controller.error(err);
      }
    },
  });
}
