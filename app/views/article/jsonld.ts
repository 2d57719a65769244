/**
 * Structured data of an article: a BlogPosting with its headline, dates, cover, page, and the
 * shop as author and publisher (the articles are the shop's own journal; the data names no
 * person). The data keeps one date per article, its publication, so `dateModified` is that
 * date until an edit date is stored.
 */
export function articleJsonLd(opts: {
  title: string;
  /** ISO date-time of publication */
  publishedAt: string;
  /** ISO date-time of the last edit, when the data has one */
  updatedAt?: string | null;
  /** absolute URL of the page */
  url: string;
  /** absolute URL of the cover image */
  image?: string | null;
  siteUrl: string;
  siteTitle: string;
}): Record<string, unknown> {
  const shop = { "@type": "Organization", name: opts.siteTitle, url: `${opts.siteUrl.replace(/\/$/, "")}/` };
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: opts.title,
    datePublished: opts.publishedAt,
    dateModified: opts.updatedAt || opts.publishedAt,
    author: shop,
    publisher: shop,
    ...(opts.image ? { image: opts.image } : {}),
    mainEntityOfPage: { "@type": "WebPage", "@id": opts.url },
    url: opts.url,
  };
}
