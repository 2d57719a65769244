/**
 * Structured data of the product page: Product with Offer (or AggregateOffer for a price
 * range), AggregateRating when reviews exist, and the BreadcrumbList.
 */
import type { ProductDetail } from "../../../backend/catalog/contract";
import type { ReviewScore } from "../../../backend/content/contract";
import { imageUrl } from "~/lib/images";

export interface Crumb {
  name: string;
  /** absolute URL; the last crumb (the page itself) may omit it */
  url?: string;
}

const money = (q: number) => (q / 100).toFixed(2);

/** Plain text of trusted html (tags removed, entities of the common kind decoded, spaces collapsed). */
export function plainText(html: string, max = 300): string {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

function absolute(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${siteUrl.replace(/\/$/, "")}${path.startsWith("/") ? "" : "/"}${path}`;
}

export function productJsonLd(opts: {
  product: ProductDetail;
  score: ReviewScore | null;
  /** absolute URL of the page */
  url: string;
  siteUrl: string;
}): Record<string, unknown> {
  const { product, score, url, siteUrl } = opts;
  const availability = !product.sold && product.qty > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock";
  const images = (product.images.length ? product.images.map((i) => i.source) : product.image ? [product.image] : []).map((src) =>
    absolute(siteUrl, imageUrl(src, 1000)),
  );
  const out: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    sku: product.sku,
    url,
  };
  if (images.length) out.image = images;
  const description = plainText(product.desc || "");
  if (description) out.description = description;
  if (product.brand) out.brand = { "@type": "Brand", name: product.brand.title };
  if (!product.priceInStore) {
    const range = product.hasVariantPrice && product.minPrice !== product.maxPrice;
    out.offers = range
      ? {
          "@type": "AggregateOffer",
          priceCurrency: "AZN",
          lowPrice: money(product.minPrice),
          highPrice: money(product.maxPrice),
          offerCount: product.variants.length,
          availability,
          url,
        }
      : {
          "@type": "Offer",
          priceCurrency: "AZN",
          price: money(product.price),
          availability,
          url,
          itemCondition: "https://schema.org/NewCondition",
        };
  }
  if (score && score.count > 0) {
    out.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: score.rating.toFixed(1),
      reviewCount: score.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return out;
}

export function breadcrumbJsonLd(crumbs: Crumb[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      ...(c.url ? { item: c.url } : {}),
    })),
  };
}

/** JSON for a <script type="application/ld+json">, safe inside html (no closing tags). */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}
